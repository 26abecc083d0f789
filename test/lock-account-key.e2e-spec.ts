import { LockCommandsModule, TerminalPrompt } from '../src/commands';
import { InvalidArgumentException } from '../src/common/errors/invalid-argument.exception';
import { TokenCipher } from '../src/common/crypto/token-cipher';
import {
  DatabaseAccountRegistry,
  LockDatabase,
  lockDatabaseLocation,
} from '../src/lock/application/persistence';
import { LockModule, LockToken } from '../src/lock';
import { LockAccountRuleException } from '../src/lock/application/accounts/lock-account-rule.exception';
import { DatabaseTokenStore } from '../src/lock/application/persistence/database-token-store';
import { rejectionOf } from './support/accounting-app';
import { CommandHarness } from './support/command-harness';
import { databaseRows } from './support/database-rows';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';

/**
 * The account key rule (issue 32, "one rule, one file"): what a new account's key may be is decided in
 * `src/lock/application/accounts/lock-account-key.ts` and enforced where account rows are added (the lock database's account
 * registry and token store), so `lock:account-create`, the console and a host's own calls meet the same rule with
 * the same error. Accounts stored before the rule keep their keys. On SQLite and PostgreSQL.
 */

const REFUSED_KEYS = ['', '   ', 'harbour office', 'a/b', 'tenant:42', 'köln', 'x'.repeat(65), 'line\nbreak'];
const ALLOWED_KEYS = ['default', 'depot', 'tenant-42', 'berlin', 'a.b_c-D9', 'x'.repeat(64)];

/** The message of the key rule, for the key as the error shows it. */
const keyMessage = (key: string) =>
  `The account key "${key}" is not allowed: use 1 to 64 letters, digits, ".", "_" and "-".`;

/** The operator at the token prompt: fails the test when asked. */
const unaskedPrompt = {
  ask: async (question: string): Promise<string> => {
    throw new Error(`asked: ${question}`);
  },
};

describeOnDatabases('the lock account key rule', (database: TestDatabase) => {
  jest.setTimeout(30_000);

  let url: string;
  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;
  const opened: LockDatabase[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    harness = new CommandHarness();
    url = await database.freshUrl();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    for (const lockDatabase of opened.splice(0)) await lockDatabase.close();
    restoreEnv();
  });

  /** A LockDatabase on the test's URL, closed after the test. */
  const open = (): LockDatabase => {
    const lockDatabase = new LockDatabase(() => lockDatabaseLocation(url));
    opened.push(lockDatabase);
    return lockDatabase;
  };

  /** Adds an account row past every rule, as one stored before the rule was. */
  const storeWithoutRule = async (lockDatabase: LockDatabase, key: string) => {
    const db = await lockDatabase.db();
    await db
      .insertInto('lock_accounts')
      .values({ id: crypto.randomUUID(), key, name: null, created_at: new Date().toISOString() })
      .execute();
  };

  const accountKeys = async () =>
    (await databaseRows(url, 'select key from lock_accounts order by key')).map((row) => row.key);

  it.each(REFUSED_KEYS)(
    'create() refuses the key %j with the rule named, and writes nothing',
    async (key) => {
      const registry = new DatabaseAccountRegistry(open());

      const error = await rejectionOf(registry.create(key, 'Somewhere'));

      expect(error).toBeInstanceOf(LockAccountRuleException);
      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect((error as LockAccountRuleException).rule).toBe('key');
      expect((error as Error).message).toBe(keyMessage(key.length > 64 ? `${key.slice(0, 64)}…` : key));
      await expect(registry.all()).resolves.toEqual([]);
    },
  );

  it('create() accepts the keys the demo, the docs and the tests use', async () => {
    const registry = new DatabaseAccountRegistry(open());

    for (const key of ALLOWED_KEYS) await registry.create(key, null);

    expect(await accountKeys()).toEqual([...ALLOWED_KEYS].sort());
  });

  it('create() and rename() refuse a name over 255 characters; 255 pass', async () => {
    const registry = new DatabaseAccountRegistry(open());

    const refused = await rejectionOf(registry.create('office', 'n'.repeat(256)));
    await registry.create('office', 'n'.repeat(255));
    const renamed = await rejectionOf(registry.rename('office', 'm'.repeat(256)));

    for (const error of [refused, renamed]) {
      expect(error).toBeInstanceOf(LockAccountRuleException);
      expect((error as LockAccountRuleException).rule).toBe('name');
      expect((error as Error).message).toBe('The account name is too long: at most 255 characters.');
    }
    await expect(registry.find('office')).resolves.toEqual({ key: 'office', name: 'n'.repeat(255) });
  });

  it('register() refuses a new key outside the rule, and serves an account stored with one before it', async () => {
    const lockDatabase = open();
    const registry = new DatabaseAccountRegistry(lockDatabase);
    await registry.all();
    await storeWithoutRule(lockDatabase, 'harbour office');

    const error = await rejectionOf(registry.register('depot north', 'Depot North'));

    expect(error).toBeInstanceOf(LockAccountRuleException);
    expect((error as Error).message).toBe(keyMessage('depot north'));
    await expect(registry.register('harbour office', 'Harbour Office')).resolves.toEqual({
      key: 'harbour office',
      name: 'Harbour Office',
    });
    await expect(registry.register('depot', null)).resolves.toEqual({ key: 'depot', name: null });
    expect(await accountKeys()).toEqual(['depot', 'harbour office']);
  });

  it('the token store refuses to add an account outside the rule (verify first), and keeps a stored one', async () => {
    const lockDatabase = open();
    const appKey = randomAppKey();
    const store = new DatabaseTokenStore(lockDatabase, () => new TokenCipher({ key: appKey }));
    const token = LockToken.fromArray({ access_token: 'tok-Rule-3f9a' });
    await new DatabaseAccountRegistry(lockDatabase).all();
    await storeWithoutRule(lockDatabase, 'harbour office');

    await expect(store.verify('depot north')).rejects.toThrow(keyMessage('depot north'));
    await expect(store.put('depot north', token)).rejects.toThrow(keyMessage('depot north'));
    await expect(store.verify('harbour office')).resolves.toBeUndefined();
    await store.put('harbour office', token);
    await store.put('depot', token);

    expect(await accountKeys()).toEqual(['depot', 'harbour office']);
    expect((await store.get('harbour office'))?.accessToken).toBe('tok-Rule-3f9a');
  });

  it('lock:account-create with a key outside the rule: one error line, no token asked for, nothing stored', async () => {
    await harness.run(
      [LockModule.forRoot({ databaseUrl: url, tokenCache: { appKey: randomAppKey() } }), LockCommandsModule],
      ['lock:account-create', '--key', 'harbour office', '--name', 'Harbour Office', '--token'],
      [{ provide: TerminalPrompt, useValue: unaskedPrompt }],
    );

    expect(harness.expectOneErrorLine()).toBe(`Error: ${keyMessage('harbour office')}`);
    await expect(new DatabaseAccountRegistry(open()).all()).resolves.toEqual([]);
  });
});
