import { randomUUID } from 'node:crypto';
import { LockCommandsModule } from '../src/commands';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Test, TestingModule } from '@nestjs/testing';
import { sql } from 'kysely';
import {
  DatabaseAccountRegistry,
  LockDatabase,
  lockDatabaseLocation,
} from '../src/lock/application/persistence';
import {
  LOCK_ACCOUNT_REGISTRY,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LockAccountRegistry,
  LockException,
  LockModule,
  LockModuleOptions,
} from '../src/lock';
import { LockAccountRuleException } from '../src/lock/application/accounts/lock-account-rule.exception';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { CommandHarness } from './support/command-harness';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';
import { databaseRows } from './support/database-rows';
import { describeOnDatabases, lockDatabaseOn, TestDatabase } from './support/lock-databases';

/**
 * The lock module's database (issue 5 "Persistence"; DESIGN §1 database, §4 Lock `LOCK_DATABASE_URL`,
 * `LOCK_OAUTH_TOKEN_STORE`), on SQLite and on PostgreSQL: migrations at first use and by `lock:migrate`, the
 * SQLite file made at first use only, a bad URL failing the first use and not the start, the account registry
 * with `lock:account-create` and `lock:accounts`, and OAuth tokens kept encrypted in the database.
 */

const MIGRATIONS = [
  '2026_11_23_001_lock_schema',
  '2026_11_30_001_lock_login_attempts',
  '2026_12_01_001_lock_account_tokens_permissions',
  '2026_12_02_001_lock_scale_out',
  '2026_12_10_001_lock_password_reset_mails',
  '2026_12_11_001_lock_keypad_code_makers',
  '2026_12_11_002_lock_keypad_codes_pending',
  '2026_12_20_001_lock_audit',
];
const LOCK_TABLES = [
  'lock_account_users',
  'lock_accounts',
  'lock_audit',
  'lock_keypad_code_makers',
  'lock_keypad_codes_pending',
  'lock_leases',
  'lock_login_attempts',
  'lock_login_codes',
  'lock_oauth_tokens',
  'lock_password_reset_mails',
  'lock_processed_webhooks',
  'lock_sessions',
  'lock_user_permissions',
  'lock_users',
  'lock_webhook_secrets',
];
/** The cipher's format (DESIGN §3): `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const CIPHERTEXT = /^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BAD_URL_PASSWORD = 'pw-Vault-42';
const BAD_URL = `mysql://lock:${BAD_URL_PASSWORD}@127.0.0.1:3306/lock`;

/** The names of the tables in the database of the URL (for PostgreSQL: in its own schema), sorted. */
async function tablesOf(url: string): Promise<string[]> {
  const rows = url.startsWith('sqlite://')
    ? await databaseRows(
        url,
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
      )
    : await databaseRows(
        url,
        'select table_name as name from information_schema.tables where table_schema = current_schema()',
      );
  return rows.map((row) => String(row.name)).sort();
}

/** The SQLite file of a `sqlite://` URL. */
function fileOf(url: string): string {
  return url.replace(/^sqlite:\/\//, '');
}

/** A PostgreSQL URL with a password put in (the test server trusts 127.0.0.1, so any password connects). */
function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') return url;
  parsed.password = password;
  return parsed.toString();
}

/** A port on 127.0.0.1 on which nothing listens (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Boots LockModule with the options alone (no sandbox), as an app that may never use its database. */
async function bootModule(options: LockModuleOptions): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot(options)] }).compile();
  await moduleRef.init();
  return moduleRef;
}

/** The table of `renderTable` as rows of cells (columns are at least two spaces apart), header included. */
function tableCells(table: string): string[][] {
  return table
    .trimEnd()
    .split('\n')
    .filter((line) => !/^[-\s]+$/.test(line))
    .map((line) => line.trimEnd().split(/ {2,}/));
}

describe('the lock database', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;
  const opened: LockDatabase[] = [];
  const modules: TestingModule[] = [];
  const apps: LockApp[] = [];

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    for (const database of opened.splice(0)) await database.close();
    for (const moduleRef of modules.splice(0)) await moduleRef.close();
    for (const app of apps.splice(0)) await app.close();
    restoreEnv();
  });

  /** A LockDatabase on the URL (on the test database's SQLite driver, when given), closed after the test. */
  const open = (url: string, on?: TestDatabase): LockDatabase => {
    const database =
      on === undefined ? new LockDatabase(() => lockDatabaseLocation(url)) : lockDatabaseOn(on, url);
    opened.push(database);
    return database;
  };

  /** Boots LockModule with the options, closed after the test. */
  const boot = async (options: LockModuleOptions): Promise<TestingModule> => {
    const moduleRef = await bootModule(options);
    modules.push(moduleRef);
    return moduleRef;
  };

  /** Runs a lock command on a module with the database URL (and options). */
  const run = (databaseUrl: string, args: string[], options: LockModuleOptions = {}) =>
    harness.run([LockModule.forRoot({ ...options, databaseUrl }), LockCommandsModule], args);

  /** Exit code 0, nothing on stderr, nothing escaped; answers what was printed. */
  function expectSuccess(): string[] {
    expect(harness.output.failed).toEqual([]);
    expect(harness.output.stderr).toEqual([]);
    expect(harness.escaped).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    return harness.output.printed;
  }

  describeOnDatabases('migrations', (database: TestDatabase) => {
    it('migrates an empty database at first use and again finds nothing to do', async () => {
      const url = await database.freshUrl();
      const fresh = open(url, database);

      await expect(fresh.migrate()).resolves.toEqual(MIGRATIONS);
      await expect(fresh.migrate()).resolves.toEqual([]);
      const db = await fresh.db();
      await expect(db.selectFrom('lock_accounts').selectAll().execute()).resolves.toEqual([]);
    });

    it('db() runs the migrations at the first use: every table of the module is there', async () => {
      const url = await database.freshUrl();
      if (database.name === 'SQLite') expect(existsSync(fileOf(url))).toBe(false);
      else expect(await tablesOf(url)).toEqual([]);

      await open(url, database).db();

      expect(await tablesOf(url)).toEqual([...LOCK_TABLES, 'lock_migrations', 'lock_migrations_lock'].sort());
      expect(await databaseRows(url, 'select name from lock_migrations order by name')).toEqual(
        MIGRATIONS.map((name) => ({ name })),
      );
    });

    it('the tables have the columns of the schema', async () => {
      const url = await database.freshUrl();
      const db = await open(url, database).db();

      // The tables of the database's own schema (PostgreSQL: its introspector reads current_schema() only).
      const schema =
        database.name === 'SQLite'
          ? undefined
          : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
      const tables = await db.introspection.getTables();
      const columns = Object.fromEntries(
        tables
          .filter((table) => LOCK_TABLES.includes(table.name))
          .filter((table) => table.schema === schema)
          .map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
      );

      expect(columns).toEqual({
        lock_accounts: [
          'active',
          'api_token_ciphertext',
          'api_token_updated_at',
          'created_at',
          'id',
          'key',
          'name',
        ],
        lock_users: [
          'created_at',
          'email',
          'id',
          'name',
          'parent_user_id',
          'password_hash',
          'two_factor_enabled',
        ],
        lock_user_permissions: [
          'account_id',
          'allowed_from',
          'allowed_until',
          'allowed_week_days',
          'created_at',
          'id',
          'permissions',
          'smartlock_id',
          'user_id',
        ],
        lock_account_users: ['account_id', 'role', 'user_id'],
        lock_login_codes: [
          'attempts',
          'challenge_hash',
          'code_hash',
          'expires_at',
          'id',
          'purpose',
          'used_at',
          'user_id',
        ],
        lock_sessions: ['created_at', 'expires_at', 'id', 'revoked_at', 'token_hash', 'user_id'],
        lock_oauth_tokens: ['account_id', 'ciphertext', 'updated_at'],
        lock_webhook_secrets: ['account_key', 'ciphertext', 'created_at', 'subscription_id'],
        lock_processed_webhooks: [
          'claim_owner',
          'claimed_until',
          'delivery_id',
          'processed_at',
          'received_at',
        ],
        lock_login_attempts: ['attempts', 'scope', 'subject_hash', 'window_start'],
        lock_password_reset_mails: ['email_hash', 'mails', 'window_start'],
        lock_leases: ['expires_at', 'name', 'owner'],
        lock_keypad_code_makers: [
          'account_key',
          'authorization_id',
          'created_at',
          'id',
          'smartlock_id',
          'user_email',
          'user_id',
        ],
        lock_keypad_codes_pending: [
          'account_key',
          'code_digest',
          'created_at',
          'id',
          'smartlock_id',
          'user_email',
          'user_id',
        ],
        lock_audit: [
          'account_key',
          'action',
          'actor_email',
          'actor_kind',
          'actor_name',
          'created_at',
          'detail',
          'id',
          'lock_name',
          'outcome',
          'smartlock_id',
          'status',
          'target',
        ],
      });
    });

    it('keys and emails are unique, as the schema says', async () => {
      const url = await database.freshUrl();
      const db = await open(url, database).db();
      const account = { key: 'office', name: null, created_at: new Date().toISOString() };
      const user = {
        email: 'ada@example.com',
        name: 'Ada',
        password_hash: 'scrypt$x',
        two_factor_enabled: 1,
        created_at: new Date().toISOString(),
      };

      await db
        .insertInto('lock_accounts')
        .values({ ...account, id: randomUUID() })
        .execute();
      await db
        .insertInto('lock_users')
        .values({ ...user, id: randomUUID() })
        .execute();

      // Matched on the message: the SQLite driver's error class may come from another test file's realm.
      await expect(
        db
          .insertInto('lock_accounts')
          .values({ ...account, id: randomUUID() })
          .execute(),
      ).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
      await expect(
        db
          .insertInto('lock_users')
          .values({ ...user, id: randomUUID() })
          .execute(),
      ).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
    });

    it('concurrent first uses in one app migrate once', async () => {
      const url = await database.freshUrl();
      const shared = open(url, database);
      const registry = new DatabaseAccountRegistry(shared);

      await expect(Promise.all([registry.all(), registry.all(), shared.db()])).resolves.toHaveLength(3);

      expect(await databaseRows(url, 'select name from lock_migrations order by name')).toEqual(
        MIGRATIONS.map((name) => ({ name })),
      );
    });

    it('two apps that start on the same new database at once migrate it once, and both work', async () => {
      const url = await database.freshUrl();
      const first = open(url, database);
      const second = open(url, database);

      const applied = await Promise.all([first.migrate(), second.migrate()]);

      expect(applied.flat()).toEqual(MIGRATIONS);
      await new DatabaseAccountRegistry(first).create('office', null);
      await expect(new DatabaseAccountRegistry(second).all()).resolves.toEqual([
        { key: 'office', name: null },
      ]);
    });

    it('lock:migrate prints the migrations it ran, then that the database is up to date', async () => {
      const url = await database.freshUrl();
      const location = lockDatabaseLocation(url);
      const described =
        location.dialect === 'sqlite'
          ? `SQLite file ${location.file}`
          : `PostgreSQL ${new URL(location.connectionString).host}${new URL(location.connectionString).pathname}`;

      await run(url, ['lock:migrate']);
      await run(url, ['lock:migrate']);

      expect(expectSuccess()).toEqual([
        `Migrated the lock database (${described}): ${MIGRATIONS.join(', ')}.`,
        `The lock database (${described}) is up to date.`,
      ]);
      expect(await tablesOf(url)).toEqual(expect.arrayContaining(LOCK_TABLES));
    });

    it('lock:migrate after the first use by the app finds the database up to date', async () => {
      const url = await database.freshUrl();
      await new DatabaseAccountRegistry(open(url, database)).all();

      await run(url, ['lock:migrate']);

      expect(expectSuccess()).toEqual([expect.stringMatching(/^The lock database \(.+\) is up to date\.$/)]);
    });

    if (database.name === 'PostgreSQL') {
      it('lock:migrate names the server and database, never the password of the URL', async () => {
        const url = withPassword(await database.freshUrl(), 'pg-Secret-77');

        await run(url, ['lock:migrate']);

        const [line] = expectSuccess();
        expect(line).toMatch(/^Migrated the lock database \(PostgreSQL 127\.0\.0\.1:5432\/\w+\): /);
        expect(harness.everything()).not.toContain('pg-Secret-77');
      });
    }

    it('an app that never uses its database (config resolver) creates nothing; the first use creates it', async () => {
      const url =
        database.name === 'SQLite'
          ? `sqlite://${join(tmpdir(), `lock-test-${randomUUID()}`, 'nested', 'lock.sqlite')}`
          : await database.freshUrl();
      const sandbox = await LockSandbox.start();
      try {
        // With a database URL the token resolver defaults to `database`, whose calls read the account rows.
        const app = await startLockApp(sandbox, { databaseUrl: url, tokenResolver: 'config' });
        apps.push(app);
        await app.lock.smartlocks().all();
        await app.close();
        apps.splice(0);

        if (database.name === 'SQLite') expect(existsSync(dirname(dirname(fileOf(url))))).toBe(false);
        else expect(await tablesOf(url)).toEqual([]);

        const used = await startLockApp(sandbox, { databaseUrl: url });
        apps.push(used);
        await expect(used.moduleRef.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY).all()).resolves.toEqual(
          [],
        );

        if (database.name === 'SQLite') expect(existsSync(fileOf(url))).toBe(true);
        expect(await tablesOf(url)).toEqual(expect.arrayContaining(LOCK_TABLES));
      } finally {
        await sandbox.close();
        if (database.name === 'SQLite')
          rmSync(dirname(dirname(fileOf(url))), { recursive: true, force: true });
      }
    });
  });

  describe('where the SQLite file goes', () => {
    let workdir: string;
    let previousCwd: string;

    beforeEach(() => {
      previousCwd = process.cwd();
      workdir = mkdtempSync(join(tmpdir(), 'lock-cwd-'));
      process.chdir(workdir);
    });

    afterEach(() => {
      process.chdir(previousCwd);
      rmSync(workdir, { recursive: true, force: true });
    });

    it('LOCK_DATABASE_URL unset: storage/lock.sqlite under the working directory, made at the first use only', async () => {
      const moduleRef = await boot({});
      expect(existsSync(join(workdir, 'storage'))).toBe(false);

      await moduleRef.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY).all();

      expect(existsSync(join(workdir, 'storage', 'lock.sqlite'))).toBe(true);
      expect(await tablesOf(`sqlite://${join(workdir, 'storage', 'lock.sqlite')}`)).toEqual(
        expect.arrayContaining(LOCK_TABLES),
      );
    });

    it('LOCK_DATABASE_URL=sqlite://./relative/path.sqlite from the env: relative to the working directory', async () => {
      process.env.LOCK_DATABASE_URL = 'sqlite://./data/lock/app.sqlite';
      const moduleRef = await boot({});

      await moduleRef.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY).all();

      expect(existsSync(join(workdir, 'data', 'lock', 'app.sqlite'))).toBe(true);
      expect(existsSync(join(workdir, 'storage'))).toBe(false);
    });

    it('lock:migrate with LOCK_DATABASE_URL unset makes storage/lock.sqlite and names it', async () => {
      await harness.run([LockModule.forRoot(), LockCommandsModule], ['lock:migrate']);

      expect(expectSuccess()).toEqual([
        `Migrated the lock database (SQLite file ${join(workdir, 'storage', 'lock.sqlite')}): ${MIGRATIONS.join(', ')}.`,
      ]);
    });
  });

  describe('a database URL of another kind', () => {
    it('the app starts; the first use rejects with LockException naming LOCK_DATABASE_URL, not the password', async () => {
      const moduleRef = await boot({ databaseUrl: BAD_URL });

      const error = await rejectionOf(moduleRef.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY).all());

      expect(error).toBeInstanceOf(LockException);
      expect((error as Error).message).toContain('LOCK_DATABASE_URL');
      expect((error as Error).message).not.toContain(BAD_URL_PASSWORD);
      await expect(moduleRef.get(LockDatabase).db()).rejects.toBeInstanceOf(LockException);
    });

    it.each([['lock:migrate'], ['lock:accounts'], ['lock:account-create', '--key', 'office']])(
      '%s fails with one error line without the password',
      async (...args) => {
        await harness.run([LockModule.forRoot({ databaseUrl: BAD_URL }), LockCommandsModule], args);

        expect(harness.expectOneErrorLine()).toMatch(/^Error: Unknown lock database URL .*LOCK_DATABASE_URL/);
        expect(harness.everything()).not.toContain(BAD_URL_PASSWORD);
      },
    );
  });

  describe('a database that cannot be opened', () => {
    it('SQLite file under a regular file: the first use rejects with LockException; a later use tries again', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'lock-blocked-'));
      try {
        const blocker = join(folder, 'not-a-folder');
        writeFileSync(blocker, 'a file where the folder should be');
        const url = `sqlite://${join(blocker, 'lock.sqlite')}`;
        const database = open(url);

        const error = await rejectionOf(database.db());

        expect(error).toBeInstanceOf(LockException);
        expect((error as Error).message).toContain(fileOf(url));
        rmSync(blocker);
        await expect(new DatabaseAccountRegistry(database).all()).resolves.toEqual([]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('PostgreSQL that does not answer: the first use rejects with LockException, without the password', async () => {
      const url = `postgres://lock:pg-Secret-77@127.0.0.1:${await closedPort()}/lock`;

      const error = await rejectionOf(open(url).db());

      expect(error).toBeInstanceOf(LockException);
      expect((error as Error).message).toContain('127.0.0.1');
      expect((error as Error).message).not.toContain('pg-Secret-77');
    });
  });

  describeOnDatabases('DatabaseAccountRegistry', (database: TestDatabase) => {
    let url: string;
    let registry: DatabaseAccountRegistry;

    beforeEach(async () => {
      url = await database.freshUrl();
      registry = new DatabaseAccountRegistry(open(url));
    });

    it('create() adds accounts; all() lists them ordered by key; find() reads one', async () => {
      await expect(registry.create('office', 'Harbour Office')).resolves.toEqual({
        key: 'office',
        name: 'Harbour Office',
      });
      await expect(registry.create('depot', null)).resolves.toEqual({ key: 'depot', name: null });

      await expect(registry.all()).resolves.toEqual([
        { key: 'depot', name: null },
        { key: 'office', name: 'Harbour Office' },
      ]);
      await expect(registry.find('office')).resolves.toEqual({ key: 'office', name: 'Harbour Office' });
      await expect(registry.find('nobody')).resolves.toBeNull();
      const rows = await databaseRows(
        url,
        "select id, key, name, created_at from lock_accounts where key = 'office'",
      );
      expect(rows).toEqual([
        {
          id: expect.stringMatching(UUID),
          key: 'office',
          name: 'Harbour Office',
          created_at: expect.any(String),
        },
      ]);
      expect(String(rows[0].created_at)).toMatch(ISO_TIME);
    });

    it('create() of a taken key rejects with LockException and changes nothing', async () => {
      await registry.create('office', 'Harbour Office');

      const error = await rejectionOf(registry.create('office', 'Another'));

      expect(error).toBeInstanceOf(LockException);
      expect((error as Error).message).toBe('The lock account "office" exists already.');
      await expect(registry.all()).resolves.toEqual([{ key: 'office', name: 'Harbour Office' }]);
    });

    it('two create() of the same key at the same moment: one account, the other rejects with LockException', async () => {
      await Promise.all([1, 2, 3, 4].map(() => registry.find('warm-up')));

      const results = await Promise.allSettled([
        registry.create('office', 'Harbour Office'),
        registry.create('office', 'Somewhere Else'),
      ]);

      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const [rejected] = results.filter((result) => result.status === 'rejected');
      expect(rejected.reason).toBeInstanceOf(LockException);
      expect((rejected.reason as Error).message).toBe('The lock account "office" exists already.');
      expect(await databaseRows(url, 'select key from lock_accounts')).toEqual([{ key: 'office' }]);
    });

    it.each(['', '   '])(
      'create() of the empty key %j rejects with LockAccountRuleException',
      async (key) => {
        await expect(registry.create(key, 'Nameless')).rejects.toBeInstanceOf(LockAccountRuleException);
        await expect(registry.all()).resolves.toEqual([]);
      },
    );

    it('register() adds an unknown account with the name, names one that has none, and never renames one', async () => {
      await expect(registry.register('office', null)).resolves.toEqual({ key: 'office', name: null });
      await expect(registry.register('office', 'Harbour Office')).resolves.toEqual({
        key: 'office',
        name: 'Harbour Office',
      });
      await expect(registry.register('office', null)).resolves.toEqual({
        key: 'office',
        name: 'Harbour Office',
      });
      await expect(registry.register('office', 'Somebody Else')).resolves.toEqual({
        key: 'office',
        name: 'Harbour Office',
      });
      await expect(registry.register('depot', 'Depot North')).resolves.toEqual({
        key: 'depot',
        name: 'Depot North',
      });

      await expect(registry.all()).resolves.toEqual([
        { key: 'depot', name: 'Depot North' },
        { key: 'office', name: 'Harbour Office' },
      ]);
      expect(await databaseRows(url, 'select key from lock_accounts')).toHaveLength(2);
    });

    it('register() keeps the name lock:account-create gave, whatever name comes later', async () => {
      await registry.create('berlin', 'Berlin Office');
      const [before] = await databaseRows(url, "select * from lock_accounts where key = 'berlin'");

      await expect(registry.register('berlin', 'Harbour Office')).resolves.toEqual({
        key: 'berlin',
        name: 'Berlin Office',
      });

      expect(await databaseRows(url, "select * from lock_accounts where key = 'berlin'")).toEqual([before]);
    });

    it('is the registry LockModule uses by default (LOCK_ACCOUNT_REGISTRY)', async () => {
      const moduleRef = await boot({ databaseUrl: url });
      await registry.create('office', 'Harbour Office');

      const injected = moduleRef.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY);

      expect(injected).toBe(moduleRef.get(LOCK_DATABASE_ACCOUNT_REGISTRY));
      expect(injected).toBeInstanceOf(DatabaseAccountRegistry);
      await expect(injected.all()).resolves.toEqual([{ key: 'office', name: 'Harbour Office' }]);
    });
  });

  describeOnDatabases('lock:account-create and lock:accounts', (database: TestDatabase) => {
    let url: string;

    beforeEach(async () => {
      url = await database.freshUrl();
    });

    it('lock:account-create --key --name adds the account and says so', async () => {
      await run(url, ['lock:account-create', '--key', 'office', '--name', 'Harbour Office']);

      expect(expectSuccess()).toEqual(['Created lock account "office" (Harbour Office).']);
      expect(await databaseRows(url, 'select key, name from lock_accounts')).toEqual([
        { key: 'office', name: 'Harbour Office' },
      ]);
    });

    it('lock:account-create without --name stores no name; key and name are trimmed', async () => {
      await run(url, ['lock:account-create', '--key', ' depot ']);
      await run(url, ['lock:account-create', '--key=office', '--name=  Harbour Office  ']);

      expect(expectSuccess()).toEqual([
        'Created lock account "depot".',
        'Created lock account "office" (Harbour Office).',
      ]);
      expect(await databaseRows(url, 'select key, name from lock_accounts order by key')).toEqual([
        { key: 'depot', name: null },
        { key: 'office', name: 'Harbour Office' },
      ]);
    });

    it('lock:account-create --json prints the account as JSON', async () => {
      await run(url, ['lock:account-create', '--key', 'office', '--name', 'Harbour Office', '--json']);

      const [printed] = expectSuccess();
      expect(JSON.parse(printed)).toEqual({
        key: 'office',
        name: 'Harbour Office',
        active: true,
        tokenSet: false,
      });
    });

    it('lock:account-create of a taken key: one error line, the account unchanged', async () => {
      await run(url, ['lock:account-create', '--key', 'office', '--name', 'Harbour Office']);

      await run(url, ['lock:account-create', '--key', 'office', '--name', 'Somewhere Else']);

      expect(harness.expectOneErrorLine()).toBe('Error: The lock account "office" exists already.');
      expect(harness.output.printed).toEqual(['Created lock account "office" (Harbour Office).']);
      expect(await databaseRows(url, 'select key, name from lock_accounts')).toEqual([
        { key: 'office', name: 'Harbour Office' },
      ]);
    });

    it.each([[['--key', '']], [['--key', '   ']], [['--name', 'Nameless']], [[]]])(
      'lock:account-create %j: one error line asking for the key, nothing stored',
      async (args) => {
        await run(url, ['lock:account-create', ...args]);

        expect(harness.expectOneErrorLine()).toBe('Error: The account needs a key (--key).');
        await expect(new DatabaseAccountRegistry(open(url)).all()).resolves.toEqual([]);
      },
    );

    it('lock:accounts without accounts says so; --json prints []', async () => {
      await run(url, ['lock:accounts']);
      await run(url, ['lock:accounts', '--json']);

      const [text, json] = expectSuccess();
      expect(text).toBe('No lock accounts.');
      expect(JSON.parse(json)).toEqual([]);
    });

    it('lock:accounts prints a table of keys and names ordered by key, and --json the same as JSON', async () => {
      const registry = new DatabaseAccountRegistry(open(url));
      await registry.create('office', 'Harbour Office');
      await registry.create('depot', null);
      await registry.create('annex', 'Annex West');

      await run(url, ['lock:accounts']);
      await run(url, ['lock:accounts', '--json']);

      const [table, json] = expectSuccess();
      expect(tableCells(table)).toEqual([
        ['Key', 'Name', 'Active', 'API token'],
        ['annex', 'Annex West', 'yes', 'not set'],
        ['depot', 'yes', 'not set'],
        ['office', 'Harbour Office', 'yes', 'not set'],
      ]);
      expect(JSON.parse(json)).toEqual([
        { key: 'annex', name: 'Annex West', active: true, tokenSet: false },
        { key: 'depot', name: null, active: true, tokenSet: false },
        { key: 'office', name: 'Harbour Office', active: true, tokenSet: false },
      ]);
    });

    it('lock:accounts lists what lock:account-create added', async () => {
      await run(url, ['lock:account-create', '--key', 'office', '--name', 'Harbour Office']);

      await run(url, ['lock:accounts', '--json']);

      expect(JSON.parse(expectSuccess()[1])).toEqual([
        { key: 'office', name: 'Harbour Office', active: true, tokenSet: false },
      ]);
    });
  });

  describeOnDatabases('OAuth tokens in the database (LOCK_OAUTH_TOKEN_STORE=database)', (database) => {
    let sandbox: LockSandbox;
    let url: string;
    let appKey: string;

    beforeEach(async () => {
      sandbox = await LockSandbox.start();
      url = await database.freshUrl();
      appKey = randomAppKey();
      process.env.LOCK_AUTH = 'oauth';
      process.env.LOCK_OAUTH_TOKEN_STORE = 'database';
    });

    afterEach(async () => {
      for (const app of apps.splice(0)) await app.close();
      await sandbox.close();
    });

    /** An app in OAuth mode on the test's database and key (the store comes from the env). */
    const start = async (): Promise<LockApp> => {
      const app = await startLockApp(sandbox, { databaseUrl: url, tokenCache: { appKey } });
      apps.push(app);
      return app;
    };

    /** Exchanges a fresh code of the sandbox and stores the token under the key. */
    const signIn = (app: LockApp, key = 'default') =>
      app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(), key);

    const tokenRows = () =>
      databaseRows(
        url,
        'select a.key, a.name, t.account_id, t.ciphertext, t.updated_at from lock_oauth_tokens t ' +
          'join lock_accounts a on a.id = t.account_id order by a.key',
      );

    it('stores the token as ciphertext, one row per account, with the account row it creates', async () => {
      const app = await start();

      const token = await signIn(app);

      const rows = await tokenRows();
      expect(rows).toEqual([
        {
          key: 'default',
          name: null,
          account_id: expect.stringMatching(UUID),
          ciphertext: expect.stringMatching(CIPHERTEXT),
          updated_at: expect.stringMatching(ISO_TIME),
        },
      ]);
      const everything = JSON.stringify(await databaseRows(url, 'select * from lock_oauth_tokens'));
      expect(everything).not.toContain(token.accessToken);
      expect(everything).not.toContain(String(token.refreshToken));
      expect(everything).not.toContain('access_token');
      expect(await databaseRows(url, 'select key, name from lock_accounts')).toEqual([
        { key: 'default', name: null },
      ]);
    });

    it('keeps an account that exists already (its id and name) instead of adding one', async () => {
      await new DatabaseAccountRegistry(open(url)).create('office', 'Harbour Office');
      const [before] = await databaseRows(url, 'select id from lock_accounts');
      const app = await start();

      await signIn(app, 'office');

      expect(await tokenRows()).toEqual([
        expect.objectContaining({ key: 'office', name: 'Harbour Office', account_id: before.id }),
      ]);
      expect(await databaseRows(url, 'select key from lock_accounts')).toEqual([{ key: 'office' }]);
    });

    it('a new token replaces the row of the account key; other keys keep their own', async () => {
      const app = await start();
      const first = await signIn(app, 'office');
      const [firstRow] = await tokenRows();
      await signIn(app, 'depot');

      const second = await signIn(app, 'office');

      const rows = await tokenRows();
      expect(rows.map((row) => row.key)).toEqual(['depot', 'office']);
      expect(rows[1].ciphertext).not.toBe(firstRow.ciphertext);
      expect(second.accessToken).not.toBe(first.accessToken);
      expect((await app.lock.oauth().token('office'))?.accessToken).toBe(second.accessToken);
      expect((await app.lock.oauth().token('depot'))?.accessToken).not.toBe(second.accessToken);
    });

    it('survives a restart of the app: the next app reads it and calls the API with it', async () => {
      const first = await start();
      const token = await signIn(first);
      await first.close();
      apps.splice(apps.indexOf(first), 1);
      sandbox.clearRequests();

      const second = await start();

      expect((await second.lock.oauth().token())?.accessToken).toBe(token.accessToken);
      await second.lock.smartlocks().all();
      expect(sandbox.requests.at(-1)?.headers.authorization).toBe(`Bearer ${token.accessToken}`);
    });

    it('revoke() (the store forgets) removes the token row and keeps the account row', async () => {
      const app = await start();
      await signIn(app);

      await app.lock.oauth().revoke();

      expect(await databaseRows(url, 'select * from lock_oauth_tokens')).toEqual([]);
      expect(await databaseRows(url, 'select key from lock_accounts')).toEqual([{ key: 'default' }]);
      await expect(app.lock.oauth().token()).resolves.toBeNull();
      await app.close();
      apps.splice(apps.indexOf(app), 1);
      await expect((await start()).lock.oauth().token()).resolves.toBeNull();
    });

    /** Runs `lock:oauth-authorize` with a fresh code of the sandbox on the test's database and key. */
    const authorize = (args: string[]) =>
      harness.run(
        [
          LockModule.forRoot({
            ...sandbox.clientOptions(),
            http: { retrySleep: 0 },
            tokenCache: { store: 'memory', appKey },
            databaseUrl: url,
          }),
          LockCommandsModule,
        ],
        ['lock:oauth-authorize', ...args, '--code', sandbox.issueAuthorizationCode()],
      );

    it('lock:oauth-authorize --account=berlin keeps the name of the existing account "Berlin Office"', async () => {
      await new DatabaseAccountRegistry(open(url)).create('berlin', 'Berlin Office');
      const [before] = await databaseRows(url, 'select * from lock_accounts');

      await authorize(['--account=berlin']);

      expect(expectSuccess().at(-1)).toBe(
        'Signed in as Harbour Office; the token is stored for account key "berlin".',
      );
      expect(await databaseRows(url, 'select * from lock_accounts')).toEqual([before]);
      expect(await tokenRows()).toEqual([
        expect.objectContaining({ key: 'berlin', name: 'Berlin Office', account_id: before.id }),
      ]);
    });

    it('lock:oauth-authorize of a known account a second time, as another owner, keeps its first name', async () => {
      await authorize(['--account=x']);
      sandbox.signInAs(LOCK_SANDBOX_DEPOT_ACCOUNT_ID);

      await authorize(['--account=x']);

      expect(expectSuccess().at(-1)).toBe(
        'Signed in as Depot North; the token is stored for account key "x".',
      );
      expect(await databaseRows(url, 'select key, name from lock_accounts')).toEqual([
        { key: 'x', name: 'Harbour Office' },
      ]);
    });

    it('lock:oauth-authorize --account=x creates account x, named after who signed in, with its token', async () => {
      await authorize(['--account=x']);

      expect(expectSuccess().at(-1)).toBe(
        'Signed in as Harbour Office; the token is stored for account key "x".',
      );
      expect(await databaseRows(url, 'select key, name from lock_accounts')).toEqual([
        { key: 'x', name: 'Harbour Office' },
      ]);
      expect(await tokenRows()).toEqual([
        expect.objectContaining({ key: 'x', ciphertext: expect.any(String) }),
      ]);
      const [accessToken] = sandbox.issuedTokens;
      expect(JSON.stringify(await tokenRows())).not.toContain(accessToken);
      expect((await (await start()).lock.oauth().token('x'))?.accessToken).toBe(accessToken);
    });
  });
});
