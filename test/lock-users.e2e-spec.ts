import { LockCommandsModule, TerminalPrompt } from '../src/commands';
import { Test, TestingModule } from '@nestjs/testing';
import {
  DatabaseAccountRegistry,
  LockDatabase,
  lockDatabaseLocation,
} from '../src/lock/application/persistence';
import { LockException, LockModule } from '../src/lock';
import { LockUserRepository, PasswordHasher } from '../src/lock/application/users';
import { CommandHarness } from './support/command-harness';
import { CapturedOutput } from './support/captured-output';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { databaseRows, executeOn } from './support/database-rows';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { TEST_PASSWORD_HASH_COST } from './support/password-hash-cost';

/**
 * `lock:user-create` (lock spec "Console commands"; issue 5 "Users and the guard") on SQLite and PostgreSQL, in
 * every option combination: `--email`, `--name`, `--password` or a hidden prompt, at least 12 characters,
 * repeatable `--account` (owner; an unknown key creates nothing, in one transaction), `--no-2fa`, duplicate and
 * malformed emails, emails stored lower-case, scrypt hashes, and the password never shown.
 */

const PASSWORD = 'Tide-Lantern-4417';
const PROMPTED_PASSWORD = 'Quay-Harbour-Prompted-92';
const QUESTION = 'Password (at least 12 characters): ';
/** A scrypt hash at the test apps' cost (`TEST_PASSWORD_HASH_COST`; password-hasher.spec proves the production one). */
const SCRYPT_HASH = /^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A stored user row as the tests read it. */
interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  two_factor_enabled: number;
  created_at: string;
  parent_user_id: string | null;
}

/** SQL that makes every insert into `lock_account_users` fail, after the user row went in. */
function refuseOwnerships(url: string): string {
  return url.startsWith('sqlite://')
    ? `create trigger lock_test_refuse before insert on lock_account_users
         begin select raise(abort, 'ownership refused by the test'); end;`
    : `create function lock_test_refuse() returns trigger language plpgsql as $$
         begin raise exception 'ownership refused by the test'; end $$;
       create trigger lock_test_refuse before insert on lock_account_users
         for each row execute function lock_test_refuse();`;
}

/** The operator at the password prompt: records each question with its options and answers the same line. */
class RecordingPrompt {
  readonly asked: { question: string; options: unknown }[] = [];

  constructor(private readonly answer: string) {}

  /** Records the question and its options; answers the scripted line. */
  async ask(question: string, options?: { hidden?: boolean }): Promise<string> {
    this.asked.push({ question, options });
    return this.answer;
  }
}

describeOnDatabases('lock:user-create', (database: TestDatabase) => {
  // Every user created hashes its password with scrypt; a slow machine needs the room.
  jest.setTimeout(60_000);

  const hasher = new PasswordHasher(TEST_PASSWORD_HASH_COST, { NODE_ENV: 'test' });
  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;
  let url: string;
  let prompt: RecordingPrompt;
  const modules: TestingModule[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    harness = new CommandHarness();
    prompt = new RecordingPrompt(PROMPTED_PASSWORD);
    url = await database.freshUrl();
    const setup = new LockDatabase(() => lockDatabaseLocation(url));
    try {
      const accounts = new DatabaseAccountRegistry(setup);
      await accounts.create('office', 'Harbour Office');
      await accounts.create('depot', 'Depot North');
    } finally {
      await setup.close();
    }
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    for (const moduleRef of modules.splice(0)) await moduleRef.close();
    restoreEnv();
  });

  /** Runs `lock:user-create` with the arguments on the test's database, the recording prompt in place. */
  const createUser = (args: string[]) =>
    harness.run(
      [LockModule.forRoot({ databaseUrl: url }), LockCommandsModule],
      ['lock:user-create', ...args],
      [{ provide: TerminalPrompt, useValue: prompt }],
    );

  const users = async (): Promise<UserRow[]> =>
    (await databaseRows(url, 'select * from lock_users order by email')) as unknown as UserRow[];

  const ownerships = () =>
    databaseRows(
      url,
      'select a.key, u.email, o.role from lock_account_users o ' +
        'join lock_accounts a on a.id = o.account_id join lock_users u on u.id = o.user_id order by a.key',
    );

  /** Neither password, in any channel of the run: printed, failed, streams, logs, escaped errors. */
  function expectNoPassword(): void {
    const everything = harness.everything();
    for (const password of [PASSWORD, PROMPTED_PASSWORD]) expect(everything).not.toContain(password);
    for (const { question } of prompt.asked) expect(question).not.toContain(PASSWORD);
  }

  /** Exit code 0, nothing on stderr, nothing escaped, no password; answers what was printed. */
  function expectSuccess(): string[] {
    expect(harness.output.failed).toEqual([]);
    expect(harness.output.stderr).toEqual([]);
    expect(harness.escaped).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    expectNoPassword();
    return harness.output.printed;
  }

  /** One `Error: ...` line, exit code 1, no stack trace, no password; answers the line. */
  function expectOneErrorLine(): string {
    const line = harness.expectOneErrorLine();
    expectNoPassword();
    return line;
  }

  /** No user and no ownership in the database. */
  async function expectNothingCreated(): Promise<void> {
    expect(await users()).toEqual([]);
    expect(await ownerships()).toEqual([]);
  }

  describe('every option combination', () => {
    const passwordSources = [
      { source: '--password', args: ['--password', PASSWORD], password: PASSWORD, prompted: false },
      { source: 'the hidden prompt', args: [], password: PROMPTED_PASSWORD, prompted: true },
    ];
    const accountSets = [[], ['office'], ['office', 'depot']];
    const twoFactorFlags = [
      { flag: [], stored: 1 },
      { flag: ['--no-2fa'], stored: 0 },
    ];
    const combinations = passwordSources.flatMap((password) =>
      accountSets.flatMap((accounts) =>
        twoFactorFlags.map((twoFactor) => ({
          ...password,
          accounts,
          ...twoFactor,
          label: `password from ${password.source}, ${accounts.length === 0 ? 'no --account' : accounts.map((key) => `--account=${key}`).join(' ')}${twoFactor.flag.length > 0 ? ', --no-2fa' : ''}`,
        })),
      ),
    );

    it.each(combinations)('$label', async (row) => {
      await createUser([
        '--email',
        'Ada.Lovelace@Example.COM',
        '--name',
        'Ada Lovelace',
        ...row.args,
        ...row.accounts.map((key) => `--account=${key}`),
        ...row.flag,
      ]);

      const owned = row.accounts.length > 0 ? `, owner of ${row.accounts.join(', ')}` : '';
      expect(expectSuccess()).toEqual([`Created lock user ada.lovelace@example.com (Ada Lovelace)${owned}.`]);
      expect(prompt.asked).toEqual(row.prompted ? [{ question: QUESTION, options: { hidden: true } }] : []);
      const [user, ...others] = await users();
      expect(others).toEqual([]);
      expect(user).toEqual({
        id: expect.stringMatching(UUID),
        email: 'ada.lovelace@example.com',
        name: 'Ada Lovelace',
        password_hash: expect.stringMatching(SCRYPT_HASH),
        two_factor_enabled: row.stored,
        created_at: expect.stringMatching(ISO_TIME),
        parent_user_id: null,
      });
      expect(user.password_hash).not.toContain(row.password);
      await expect(hasher.verify(row.password, user.password_hash)).resolves.toBe(true);
      expect(await ownerships()).toEqual(
        [...row.accounts].sort().map((key) => ({ key, email: 'ada.lovelace@example.com', role: 'owner' })),
      );
    });
  });

  describe('output', () => {
    it('--json prints the user and the accounts, never the password nor its hash', async () => {
      await createUser([
        '--email=ada@example.com',
        '--name=Ada Lovelace',
        `--password=${PASSWORD}`,
        '--account=office',
        '--no-2fa',
        '--json',
      ]);

      const [printed] = expectSuccess();
      const [row] = await users();
      expect(JSON.parse(printed)).toEqual({
        id: row.id,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        twoFactorEnabled: false,
        createdAt: row.created_at,
        parentUserId: null,
        accounts: ['office'],
      });
      expect(printed).not.toContain(row.password_hash);
      expect(printed).not.toContain('scrypt');
    });

    it('stores the email trimmed and lower-case, and the name trimmed', async () => {
      await createUser([
        '--email',
        '  GRACE.Hopper@Navy.Example ',
        '--name',
        '  Grace Hopper ',
        '--password',
        PASSWORD,
      ]);

      expect(expectSuccess()).toEqual(['Created lock user grace.hopper@navy.example (Grace Hopper).']);
      expect((await users()).map((user) => [user.email, user.name])).toEqual([
        ['grace.hopper@navy.example', 'Grace Hopper'],
      ]);
    });
  });

  describe('the password', () => {
    it('is refused when shorter than 12 characters (--password); nothing is created, nothing asked', async () => {
      await createUser(['--email', 'ada@example.com', '--name', 'Ada', '--password', 'Short-pw-11']);

      expect(expectOneErrorLine()).toBe('Error: The password must be at least 12 characters long.');
      expect(harness.everything()).not.toContain('Short-pw-11');
      expect(prompt.asked).toEqual([]);
      await expectNothingCreated();
    });

    it('of exactly 12 characters is taken', async () => {
      await createUser(['--email', 'ada@example.com', '--name', 'Ada', '--password', 'Twelve-chars']);

      expectSuccess();
      expect(harness.everything()).not.toContain('Twelve-chars');
      await expect(hasher.verify('Twelve-chars', (await users())[0].password_hash)).resolves.toBe(true);
    });

    it.each([
      ['shorter than 12 characters', 'Short-pw-11'],
      ['empty (standard input ended)', ''],
    ])('is refused when the prompted answer is %s; nothing is created', async (_case, answer) => {
      prompt = new RecordingPrompt(answer);

      await createUser(['--email', 'ada@example.com', '--name', 'Ada']);

      expect(expectOneErrorLine()).toBe('Error: The password must be at least 12 characters long.');
      expect(prompt.asked).toEqual([{ question: QUESTION, options: { hidden: true } }]);
      if (answer !== '') expect(harness.everything()).not.toContain(answer);
      await expectNothingCreated();
    });

    it('an empty --password is refused, not asked for again', async () => {
      await createUser(['--email', 'ada@example.com', '--name', 'Ada', '--password', '']);

      expect(expectOneErrorLine()).toBe('Error: The password must be at least 12 characters long.');
      expect(prompt.asked).toEqual([]);
      await expectNothingCreated();
    });
  });

  describe('--account', () => {
    it('attaches the user as owner of each key, a key given twice once', async () => {
      await createUser([
        '--email=ada@example.com',
        '--name=Ada',
        `--password=${PASSWORD}`,
        '--account=depot',
        '--account=office',
        '--account=depot',
      ]);

      expectSuccess();
      expect(await ownerships()).toEqual([
        { key: 'depot', email: 'ada@example.com', role: 'owner' },
        { key: 'office', email: 'ada@example.com', role: 'owner' },
      ]);
    });

    it.each([
      [
        ['--account=nowhere'],
        'Error: Unknown lock account "nowhere"; nothing was created (see lock:accounts).',
      ],
      [
        ['--account=office', '--account=nowhere'],
        'Error: Unknown lock account "nowhere"; nothing was created (see lock:accounts).',
      ],
      [
        ['--account=nowhere', '--account=depot', '--account=elsewhere'],
        'Error: Unknown lock account "nowhere", "elsewhere"; nothing was created (see lock:accounts).',
      ],
    ])('%j: one error line naming the unknown keys; no user, no ownership', async (accounts, message) => {
      await createUser(['--email', 'ada@example.com', '--name', 'Ada', '--password', PASSWORD, ...accounts]);

      expect(expectOneErrorLine()).toBe(message);
      await expectNothingCreated();
    });

    it('after an unknown key the email is still free: the same user with known keys is created', async () => {
      await createUser([
        '--email',
        'ada@example.com',
        '--name',
        'Ada',
        '--password',
        PASSWORD,
        '--account=nowhere',
      ]);
      await createUser([
        '--email',
        'ada@example.com',
        '--name',
        'Ada',
        '--password',
        PASSWORD,
        '--account=office',
      ]);

      expect(harness.output.printed).toEqual(['Created lock user ada@example.com (Ada), owner of office.']);
      expect((await users()).map((user) => user.email)).toEqual(['ada@example.com']);
      expect(await ownerships()).toEqual([{ key: 'office', email: 'ada@example.com', role: 'owner' }]);
    });

    it('user and ownerships are one transaction: a failing ownership insert leaves no user behind', async () => {
      await executeOn(url, refuseOwnerships(url));

      await createUser([
        '--email',
        'ada@example.com',
        '--name',
        'Ada',
        '--password',
        PASSWORD,
        '--account=office',
      ]);

      expect(expectOneErrorLine()).toContain('ownership refused by the test');
      await expectNothingCreated();
    });
  });

  describe('--parent', () => {
    const createMain = () =>
      createUser(['--email=owner@example.com', '--name=Owner', `--password=${PASSWORD}`, '--account=office']);

    it('creates a sub-user of that main user: parent_user_id set, no account owned', async () => {
      await createMain();
      await createUser([
        '--email=Guest@Example.com',
        '--name=Guest',
        `--password=${PASSWORD}`,
        '--parent=OWNER@example.com',
      ]);

      expect(expectSuccess()).toEqual([
        'Created lock user owner@example.com (Owner), owner of office.',
        'Created lock sub-user guest@example.com (Guest) of owner@example.com.',
      ]);
      const [guest, owner] = await users();
      expect(guest).toMatchObject({ email: 'guest@example.com', parent_user_id: owner.id });
      expect(owner.parent_user_id).toBeNull();
      expect(await ownerships()).toEqual([{ key: 'office', email: 'owner@example.com', role: 'owner' }]);
    });

    it('--json prints the parent id', async () => {
      await createMain();
      await createUser([
        '--email=guest@example.com',
        '--name=Guest',
        `--password=${PASSWORD}`,
        '--parent=owner@example.com',
        '--json',
      ]);

      const owner = (await users()).find((user) => user.email === 'owner@example.com');
      expect(JSON.parse(expectSuccess()[1])).toMatchObject({
        email: 'guest@example.com',
        parentUserId: owner?.id,
        accounts: [],
      });
    });

    it('an unknown parent: one error line, nothing created', async () => {
      await createUser([
        '--email=guest@example.com',
        '--name=Guest',
        `--password=${PASSWORD}`,
        '--parent=nobody@example.com',
      ]);

      expect(expectOneErrorLine()).toBe(
        'Error: Unknown parent lock user nobody@example.com; nothing was created (see lock:users).',
      );
      await expectNothingCreated();
    });

    it('a parent that is itself a sub-user: one error line, nothing created', async () => {
      await createMain();
      await createUser([
        '--email=guest@example.com',
        '--name=Guest',
        `--password=${PASSWORD}`,
        '--parent=owner@example.com',
      ]);
      const before = await users();
      harness.output = new CapturedOutput();

      await createUser([
        '--email=third@example.com',
        '--name=Third',
        `--password=${PASSWORD}`,
        '--parent=guest@example.com',
      ]);

      expect(expectOneErrorLine()).toBe(
        'Error: The lock user guest@example.com is a sub-user and cannot be a parent (only a main user can); nothing was created.',
      );
      expect(await users()).toEqual(before);
    });

    it('--account with --parent: one error line, nothing created', async () => {
      await createMain();
      const before = await users();
      harness.output = new CapturedOutput();

      await createUser([
        '--email=guest@example.com',
        '--name=Guest',
        `--password=${PASSWORD}`,
        '--parent=owner@example.com',
        '--account=office',
      ]);

      expect(expectOneErrorLine()).toBe(
        'Error: A sub-user owns no account: --account cannot be used with --parent (grant locks with lock:user-grant).',
      );
      expect(await users()).toEqual(before);
    });
  });

  describe('--no-2fa', () => {
    it('stores two_factor_enabled = 0 for that user only; without it the column is 1', async () => {
      await createUser(['--email', 'ada@example.com', '--name', 'Ada', '--password', PASSWORD, '--no-2fa']);
      await createUser(['--email', 'grace@example.com', '--name', 'Grace', '--password', PASSWORD]);

      expectSuccess();
      expect((await users()).map((user) => [user.email, user.two_factor_enabled])).toEqual([
        ['ada@example.com', 0],
        ['grace@example.com', 1],
      ]);
    });
  });

  describe('the email', () => {
    it.each(['ada@example.com', 'ADA@Example.com', '  ada@EXAMPLE.COM '])(
      'a second user with %j: one error line, the first user unchanged',
      async (again) => {
        await createUser(['--email', 'ada@example.com', '--name', 'Ada', '--password', PASSWORD]);
        const before = await users();

        await createUser(['--email', again, '--name', 'Another Ada', '--password', `${PASSWORD}-2`]);

        expect(expectOneErrorLine()).toBe(
          'Error: A lock user with the email ada@example.com exists already.',
        );
        expect(harness.everything()).not.toContain(`${PASSWORD}-2`);
        expect(await users()).toEqual(before);
      },
    );

    it.each([
      'not-an-email',
      'ada@',
      '@example.com',
      'ada@example',
      'ada lovelace@example.com',
      'ada@@example.com',
      'ada@exa mple.com',
      'ada@example.',
    ])('%j is refused with one error line; nothing is created', async (email) => {
      await createUser(['--email', email, '--name', 'Ada', '--password', PASSWORD]);

      expect(expectOneErrorLine()).toBe(`Error: "${email}" is not a valid email address.`);
      await expectNothingCreated();
    });

    it('left out: one error line about the email; nothing is created', async () => {
      await createUser(['--name', 'Ada', '--password', PASSWORD]);

      expect(expectOneErrorLine()).toMatch(/email/);
      await expectNothingCreated();
    });
  });

  describe('the name', () => {
    it.each([[['--name', '   ']], [[]]])(
      '%j: one error line asking for --name; nothing is created',
      async (args) => {
        await createUser(['--email', 'ada@example.com', ...args, '--password', PASSWORD]);

        expect(expectOneErrorLine()).toBe('Error: The user needs a name (--name).');
        await expectNothingCreated();
      },
    );
  });

  describe('LockUserRepository', () => {
    it('two creations of the same email at the same moment: one user, the other the duplicate error', async () => {
      const moduleRef = await Test.createTestingModule({
        imports: [LockModule.forRoot({ databaseUrl: url })],
      }).compile();
      modules.push(moduleRef);
      const repository = moduleRef.get(LockUserRepository);
      const user = {
        email: 'ada@example.com',
        name: 'Ada',
        passwordHash: await hasher.hash(PASSWORD),
        twoFactorEnabled: true,
        accountKeys: ['office'],
      };

      // Connections open beforehand, so the two transactions really run side by side (PostgreSQL).
      await Promise.all([1, 2, 3, 4].map(() => repository.findById('warm-up')));

      const results = await Promise.allSettled([repository.create(user), repository.create(user)]);

      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const [rejected] = results.filter((result) => result.status === 'rejected');
      expect(rejected.reason).toBeInstanceOf(LockException);
      expect((rejected.reason as Error).message).toBe(
        'A lock user with the email ada@example.com exists already.',
      );
      expect((await users()).map((row) => row.email)).toEqual(['ada@example.com']);
      expect(await ownerships()).toHaveLength(1);
    });
  });
});
