import { LockCommandsModule } from '../src/commands';
import {
  DatabaseAccountRegistry,
  LockDatabase,
  lockDatabaseLocation,
} from '../src/lock/application/persistence';
import { LockModule } from '../src/lock';
import { LockUserRepository, PasswordHasher } from '../src/lock/application/users';
import { CapturedOutput } from './support/captured-output';
import { CommandHarness } from './support/command-harness';
import { databaseRows } from './support/database-rows';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { TEST_PASSWORD_HASH_COST } from './support/password-hash-cost';

/**
 * `lock:user-grant`, `lock:user-revoke` and `lock:users` on SQLite and PostgreSQL (issue 13 "Users with per-lock
 * permissions"): every option, each refusal as one error line with nothing stored, `--json`, and the listing of
 * main and sub-users with their parent, accounts and grants.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A stored grant as the tests read it (the smartlock id as a number on both databases). */
interface GrantRow {
  email: string;
  key: string;
  smartlock_id: number;
  permissions: string;
  allowed_from: string | null;
  allowed_until: string | null;
  allowed_week_days: number | null;
}

describeOnDatabases('lock:user-grant, lock:user-revoke, lock:users', (database: TestDatabase) => {
  jest.setTimeout(60_000);

  let passwordHash: string;
  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;
  let url: string;

  beforeAll(async () => {
    passwordHash = await new PasswordHasher(TEST_PASSWORD_HASH_COST, { NODE_ENV: 'test' }).hash(
      'Harbour-Keys-2027',
    );
  });

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    harness = new CommandHarness();
    url = await database.freshUrl();
    const setup = new LockDatabase(() => lockDatabaseLocation(url));
    try {
      const accounts = new DatabaseAccountRegistry(setup);
      await accounts.create('default', 'Harbour Office');
      await accounts.create('office', 'Office');
      await accounts.create('berlin', 'Berlin');
      const users = new LockUserRepository(setup);
      const user = { passwordHash, twoFactorEnabled: true };
      await users.create({
        ...user,
        email: 'owner@example.com',
        name: 'Owner',
        accountKeys: ['default', 'office'],
      });
      await users.create({ ...user, email: 'other@example.com', name: 'Other', accountKeys: ['berlin'] });
      await users.create({
        ...user,
        email: 'guest@example.com',
        name: 'Guest',
        accountKeys: [],
        parentEmail: 'owner@example.com',
      });
    } finally {
      await setup.close();
    }
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    restoreEnv();
  });

  /** Runs the command line on the test's database with a fresh captured output. */
  async function run(args: string[]): Promise<void> {
    harness.output = new CapturedOutput();
    await harness.run([LockModule.forRoot({ databaseUrl: url }), LockCommandsModule], args);
  }

  /** What `run` printed; fails on any error line. */
  function printed(): string[] {
    expect(harness.output.failed).toEqual([]);
    expect(harness.escaped).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    return harness.output.printed;
  }

  const grantRows = async (): Promise<GrantRow[]> =>
    (
      await databaseRows(
        url,
        'select u.email, a.key, p.smartlock_id, p.permissions, p.allowed_from, p.allowed_until, p.allowed_week_days ' +
          'from lock_user_permissions p join lock_users u on u.id = p.user_id ' +
          'join lock_accounts a on a.id = p.account_id order by a.key, p.smartlock_id',
      )
    ).map((row) => ({ ...row, smartlock_id: Number(row.smartlock_id) }) as GrantRow);

  const row = (overrides: Partial<GrantRow>): GrantRow => ({
    email: 'guest@example.com',
    key: 'default',
    smartlock_id: 100101,
    permissions: 'lock',
    allowed_from: null,
    allowed_until: null,
    allowed_week_days: null,
    ...overrides,
  });

  describe('lock:user-grant', () => {
    it('with the required options: account default, no window, every day', async () => {
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=lock,unlock',
      ]);

      expect(printed()).toEqual([
        'Granted guest@example.com lock,unlock on smartlock 100101 of account "default".',
      ]);
      expect(await grantRows()).toEqual([row({ permissions: 'lock,unlock' })]);
    });

    it('with every option: the window stored in UTC, the days as a bitmask, permissions in their order', async () => {
      await run([
        'lock:user-grant',
        '--email',
        ' Guest@Example.com ',
        '--account=office',
        '--smartlock',
        '400102',
        '--permissions=manage_auths, VIEW_LOGS,lock,lock',
        '--from=2027-03-01T09:00:00+01:00',
        '--until=2027-03-31T18:00Z',
        '--days=ma,WO, vr',
      ]);

      expect(printed()).toEqual([
        'Granted guest@example.com lock,view_logs,manage_auths on smartlock 400102 of account "office", ' +
          'from 2027-03-01T08:00:00.000Z until 2027-03-31T18:00:00.000Z, on ma,wo,vr.',
      ]);
      expect(await grantRows()).toEqual([
        row({
          key: 'office',
          smartlock_id: 400102,
          permissions: 'lock,view_logs,manage_auths',
          allowed_from: '2027-03-01T08:00:00.000Z',
          allowed_until: '2027-03-31T18:00:00.000Z',
          allowed_week_days: 84,
        }),
      ]);
    });

    it.each([
      [
        ['--from=2027-03-01T00:00:00Z'],
        'from 2027-03-01T00:00:00.000Z',
        { allowed_from: '2027-03-01T00:00:00.000Z' },
      ],
      [
        ['--until=2027-03-01T00:00:00Z'],
        'until 2027-03-01T00:00:00.000Z',
        { allowed_until: '2027-03-01T00:00:00.000Z' },
      ],
      [['--days=zo'], 'on zo', { allowed_week_days: 1 }],
    ])('%j alone leaves the rest open', async (options, shown, stored) => {
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=lock',
        ...options,
      ]);

      expect(printed()).toEqual([
        `Granted guest@example.com lock on smartlock 100101 of account "default", ${shown}.`,
      ]);
      expect(await grantRows()).toEqual([row(stored)]);
    });

    it('a second grant on the same lock replaces the first, window and days included; other locks stay', async () => {
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=lock',
        '--from=2027-03-01T00:00:00Z',
        '--days=ma',
      ]);
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=200103',
        '--permissions=view_logs',
      ]);
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=unlock',
      ]);

      printed();
      expect(await grantRows()).toEqual([
        row({ permissions: 'unlock' }),
        row({ smartlock_id: 200103, permissions: 'view_logs' }),
      ]);
    });

    it('--json prints the grant', async () => {
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=unlock',
        '--until=2027-12-31T23:00:00Z',
        '--days=za,zo',
        '--json',
      ]);

      expect(JSON.parse(printed()[0])).toEqual({
        email: 'guest@example.com',
        accountKey: 'default',
        smartlockId: 100101,
        permissions: ['unlock'],
        allowedFrom: null,
        allowedUntil: '2027-12-31T23:00:00.000Z',
        allowedWeekDays: 3,
      });
    });

    it.each([
      [
        'an unknown permission',
        ['--email=guest@example.com', '--smartlock=100101', '--permissions=lock,open'],
        'Error: Unknown lock permission "open"; accepted: lock, unlock, view_logs, manage_auths, manage_settings.',
      ],
      [
        'no permission',
        ['--email=guest@example.com', '--smartlock=100101', '--permissions= , '],
        'Error: No permission given; accepted: lock, unlock, view_logs, manage_auths, manage_settings.',
      ],
      [
        'no --permissions',
        ['--email=guest@example.com', '--smartlock=100101'],
        'Error: No permission given; accepted: lock, unlock, view_logs, manage_auths, manage_settings.',
      ],
      [
        'an unknown user',
        ['--email=nobody@example.com', '--smartlock=100101', '--permissions=lock'],
        'Error: No lock user has the email nobody@example.com (see lock:users).',
      ],
      [
        'a main user',
        ['--email=owner@example.com', '--smartlock=100101', '--permissions=lock'],
        'Error: The lock user owner@example.com is a main user: it may do everything in the accounts it owns, and grants are for sub-users (lock:user-create --parent).',
      ],
      [
        'an unknown account',
        ['--email=guest@example.com', '--account=nowhere', '--smartlock=100101', '--permissions=lock'],
        'Error: Unknown lock account "nowhere" (see lock:accounts).',
      ],
      [
        'an account the main user does not own',
        ['--email=guest@example.com', '--account=berlin', '--smartlock=100101', '--permissions=lock'],
        'Error: The main user of guest@example.com does not own the lock account "berlin"; a sub-user is granted locks of its main user\'s accounts only.',
      ],
      [
        '--from after --until',
        [
          '--email=guest@example.com',
          '--smartlock=100101',
          '--permissions=lock',
          '--from=2027-03-02T00:00:00Z',
          '--until=2027-03-01T23:59:59Z',
        ],
        'Error: --from (2027-03-02T00:00:00.000Z) is after --until (2027-03-01T23:59:59.000Z); the grant would never be open.',
      ],
      [
        'a --from without a zone',
        ['--email=guest@example.com', '--smartlock=100101', '--permissions=lock', '--from=2027-03-01T08:00'],
        'Error: --from "2027-03-01T08:00" is not an ISO 8601 date-time with a zone, e.g. 2027-01-01T08:00:00Z or 2027-01-01T09:00:00+01:00.',
      ],
      [
        'an --until that is no date',
        [
          '--email=guest@example.com',
          '--smartlock=100101',
          '--permissions=lock',
          '--until=2027-13-01T08:00Z',
        ],
        'Error: --until "2027-13-01T08:00Z" is not an ISO 8601 date-time with a zone, e.g. 2027-01-01T08:00:00Z or 2027-01-01T09:00:00+01:00.',
      ],
      [
        'an --until on a day the month does not have',
        [
          '--email=guest@example.com',
          '--smartlock=100101',
          '--permissions=lock',
          '--until=2027-02-31T08:00Z',
        ],
        'Error: --until "2027-02-31T08:00Z" is not an ISO 8601 date-time with a zone, e.g. 2027-01-01T08:00:00Z or 2027-01-01T09:00:00+01:00.',
      ],
      [
        'a --from on February 29th of a common year',
        [
          '--email=guest@example.com',
          '--smartlock=100101',
          '--permissions=lock',
          '--from=2027-02-29T08:00:00+01:00',
        ],
        'Error: --from "2027-02-29T08:00:00+01:00" is not an ISO 8601 date-time with a zone, e.g. 2027-01-01T08:00:00Z or 2027-01-01T09:00:00+01:00.',
      ],
      [
        'an unknown day',
        ['--email=guest@example.com', '--smartlock=100101', '--permissions=lock', '--days=ma,mo'],
        'Error: Unknown weekday code "mo"; accepted codes: ma, di, wo, do, vr, za, zo.',
      ],
      [
        'no day',
        ['--email=guest@example.com', '--smartlock=100101', '--permissions=lock', '--days=,'],
        'Error: --days names no weekday; give codes such as ma,wo,vr.',
      ],
      [
        'a smartlock that is no id',
        ['--email=guest@example.com', '--smartlock=front', '--permissions=lock'],
        'Error: --smartlock must be a smartlock id (a positive integer), got "front".',
      ],
      [
        'no --smartlock',
        ['--email=guest@example.com', '--permissions=lock'],
        'Error: --smartlock must be a smartlock id (a positive integer), got "".',
      ],
    ])('%s: one error line naming it, nothing stored', async (_case, args, message) => {
      await run(['lock:user-grant', ...args]);

      expect(harness.expectOneErrorLine()).toBe(message);
      expect(await grantRows()).toEqual([]);
    });
  });

  describe('lock:user-revoke', () => {
    beforeEach(async () => {
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=lock,unlock,view_logs',
      ]);
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--account=office',
        '--smartlock=100101',
        '--permissions=lock',
      ]);
      printed();
    });

    it('without --permissions removes the whole grant of that account only', async () => {
      await run(['lock:user-revoke', '--email=guest@example.com', '--smartlock=100101']);

      expect(printed()).toEqual([
        'Removed the grant of guest@example.com on smartlock 100101 of account "default".',
      ]);
      expect(await grantRows()).toEqual([row({ key: 'office' })]);
    });

    it('--permissions takes those away and keeps the rest', async () => {
      await run([
        'lock:user-revoke',
        '--email=guest@example.com',
        '--account=default',
        '--smartlock=100101',
        '--permissions=unlock,manage_auths',
      ]);

      expect(printed()).toEqual([
        'guest@example.com keeps lock,view_logs on smartlock 100101 of account "default".',
      ]);
      expect(await grantRows()).toEqual([row({ permissions: 'lock,view_logs' }), row({ key: 'office' })]);
    });

    it('--permissions with every one held removes the grant', async () => {
      await run([
        'lock:user-revoke',
        '--email=guest@example.com',
        '--account=office',
        '--smartlock=100101',
        '--permissions=lock',
      ]);

      expect(printed()).toEqual([
        'Removed the grant of guest@example.com on smartlock 100101 of account "office".',
      ]);
      expect(await grantRows()).toEqual([row({ permissions: 'lock,unlock,view_logs' })]);
    });

    it('--json prints what is left, or null', async () => {
      await run([
        'lock:user-revoke',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=lock',
        '--json',
      ]);
      expect(JSON.parse(printed()[0])).toEqual({
        email: 'guest@example.com',
        grant: {
          accountKey: 'default',
          smartlockId: 100101,
          permissions: ['unlock', 'view_logs'],
          allowedFrom: null,
          allowedUntil: null,
          allowedWeekDays: null,
        },
      });

      await run(['lock:user-revoke', '--email=guest@example.com', '--smartlock=100101', '--json']);
      expect(JSON.parse(printed()[0])).toEqual({ email: 'guest@example.com', grant: null });
    });

    it.each([
      [
        'a lock without a grant',
        ['--email=guest@example.com', '--smartlock=400102'],
        'Error: The lock user guest@example.com holds no grant on smartlock 400102 of account "default".',
      ],
      [
        'an account without a grant',
        ['--email=guest@example.com', '--account=berlin', '--smartlock=100101'],
        'Error: The lock user guest@example.com holds no grant on smartlock 100101 of account "berlin".',
      ],
      [
        'an unknown permission',
        ['--email=guest@example.com', '--smartlock=100101', '--permissions=open'],
        'Error: Unknown lock permission "open"; accepted: lock, unlock, view_logs, manage_auths, manage_settings.',
      ],
      [
        'an unknown user',
        ['--email=nobody@example.com', '--smartlock=100101'],
        'Error: No lock user has the email nobody@example.com (see lock:users).',
      ],
      [
        'a smartlock that is no id',
        ['--email=guest@example.com', '--smartlock=-1'],
        'Error: --smartlock must be a smartlock id (a positive integer), got "-1".',
      ],
    ])('%s: one error line, nothing changed', async (_case, args, message) => {
      const before = await grantRows();

      await run(['lock:user-revoke', ...args]);

      expect(harness.expectOneErrorLine()).toBe(message);
      expect(await grantRows()).toEqual(before);
    });
  });

  describe('lock:users', () => {
    beforeEach(async () => {
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--smartlock=100101',
        '--permissions=lock,unlock',
        '--from=2027-03-01T00:00:00Z',
        '--until=2027-03-31T00:00:00Z',
        '--days=ma,wo',
      ]);
      await run([
        'lock:user-grant',
        '--email=guest@example.com',
        '--account=office',
        '--smartlock=400102',
        '--permissions=view_logs',
      ]);
      printed();
    });

    it('a table of main and sub-users with parent, owned accounts and grants', async () => {
      await run(['lock:users']);

      const [table] = printed();
      const lines = table.split('\n');
      expect(lines[0].split(/\s{2,}/)).toEqual(['Email', 'Name', 'Kind', 'Parent', 'Accounts', 'Grants']);
      expect(lines).toHaveLength(5);
      expect(lines[2]).toBe(
        'guest@example.com  Guest  sub   owner@example.com  ' +
          '                 lock,unlock on smartlock 100101 of account "default", from 2027-03-01T00:00:00.000Z until ' +
          '2027-03-31T00:00:00.000Z, on ma,wo; view_logs on smartlock 400102 of account "office"',
      );
      expect(lines[3].split(/\s{2,}/)).toEqual(['other@example.com', 'Other', 'main', 'berlin']);
      expect(lines[4].split(/\s{2,}/)).toEqual(['owner@example.com', 'Owner', 'main', 'default, office']);
    });

    it('--json: every user with kind, parent, accounts and grants', async () => {
      await run(['lock:users', '--json']);

      const listed = JSON.parse(printed()[0]) as { id: string }[];
      expect(listed.map((user) => user.id)).toEqual([
        expect.stringMatching(UUID),
        expect.stringMatching(UUID),
        expect.stringMatching(UUID),
      ]);
      expect(listed.map(({ id: _id, ...user }) => user)).toEqual([
        {
          email: 'guest@example.com',
          name: 'Guest',
          kind: 'sub',
          parent: 'owner@example.com',
          accounts: [],
          grants: [
            {
              accountKey: 'default',
              smartlockId: 100101,
              permissions: ['lock', 'unlock'],
              allowedFrom: '2027-03-01T00:00:00.000Z',
              allowedUntil: '2027-03-31T00:00:00.000Z',
              allowedWeekDays: 80,
            },
            {
              accountKey: 'office',
              smartlockId: 400102,
              permissions: ['view_logs'],
              allowedFrom: null,
              allowedUntil: null,
              allowedWeekDays: null,
            },
          ],
        },
        {
          email: 'other@example.com',
          name: 'Other',
          kind: 'main',
          parent: null,
          accounts: ['berlin'],
          grants: [],
        },
        {
          email: 'owner@example.com',
          name: 'Owner',
          kind: 'main',
          parent: null,
          accounts: ['default', 'office'],
          grants: [],
        },
      ]);
      expect(printed()[0]).not.toContain('scrypt');
    });

    it('without users: a line that says so', async () => {
      url = await database.freshUrl();

      await run(['lock:users']);

      expect(printed()).toEqual(['No lock users.']);
    });
  });
});
