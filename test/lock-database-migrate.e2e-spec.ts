import { Migrator } from 'kysely';
import { Client } from 'pg';
import { LockDatabase } from '../src/lock/application/persistence';
import { NodeSqliteDatabase } from '../src/lock/application/persistence/node-sqlite-database';
import { LockException } from '../src/lock';
import {
  LOCK_MIGRATION_LOCK_TABLE,
  LOCK_MIGRATION_NAMES,
  LOCK_MIGRATION_TABLE,
  lockMigrations,
} from '../src/lock/application/persistence/lock-migrations';
import { databaseRows, executeOn } from './support/database-rows';
import {
  describeOnDatabases,
  lockDatabaseOn,
  TEST_POSTGRES_URL,
  TestDatabase,
} from './support/lock-databases';
import { dropSchemas, testSchemaName } from './support/test-schemas';

/**
 * The boot migrate in constant time (issue 31): an up-to-date database is recognised by one query of the
 * migrations table in its own schema, whatever else the server holds (on PostgreSQL, 300 other schemas, each with a
 * migrations table of its own); the migrator runs only when something is pending, looks at its own schema only,
 * and keeps its lock when several processes boot at once; a database a newer version migrated is refused.
 */

/** How many other schemas the PostgreSQL server holds meanwhile (a host with many tenants, or test runs). */
const OTHER_SCHEMAS = 300;
/** A migration of a version of the package newer than this one. */
const NEWER_MIGRATION = '2099_12_31_001_from_a_newer_version';
/** How many processes boot on the same new database at once. */
const CONCURRENT_BOOTS = 4;

/**
 * The SQL statements sent to the database while `work` runs: pg's `Client#query` (PostgreSQL) or the SQLite
 * driver's `prepare` (the node:sqlite adapter's, or better-sqlite3's, loaded only then; the connection's pragmas run
 * past it).
 */
async function statementsDuring(database: TestDatabase, work: () => Promise<unknown>): Promise<string[]> {
  const spy =
    database.name === 'PostgreSQL'
      ? jest.spyOn(Client.prototype, 'query')
      : database.sqliteDriver === 'node'
        ? jest.spyOn(NodeSqliteDatabase.prototype, 'prepare')
        : // eslint-disable-next-line @typescript-eslint/no-require-imports
          jest.spyOn((require('better-sqlite3') as typeof import('better-sqlite3')).prototype, 'prepare');
  try {
    await work();
    return spy.mock.calls.map(([statement]: unknown[]) =>
      typeof statement === 'string' ? statement : String((statement as { text?: unknown }).text),
    );
  } finally {
    spy.mockRestore();
  }
}

/** Schemas with a migrations table of another version each, made in one batch of statements. */
async function createOtherSchemas(names: readonly string[]): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(
      names
        .map(
          (name) =>
            `create schema ${name};
             create table ${name}.${LOCK_MIGRATION_TABLE} (name varchar(255) primary key, timestamp varchar(255) not null);
             insert into ${name}.${LOCK_MIGRATION_TABLE} values ('${NEWER_MIGRATION}', '2099-12-31T00:00:00.000Z');`,
        )
        .join('\n'),
    );
  } finally {
    await client.end();
  }
}

describeOnDatabases('the boot migrate', (database: TestDatabase) => {
  jest.setTimeout(60_000);

  const others = Array.from({ length: OTHER_SCHEMAS }, (_, index) => testSchemaName(`other_${index}`));
  const opened: LockDatabase[] = [];
  let migrateToLatest: jest.SpiedFunction<Migrator['migrateToLatest']>;

  if (database.name === 'PostgreSQL') {
    beforeAll(() => createOtherSchemas(others));
    afterAll(() => dropSchemas(others));
  }

  beforeEach(() => {
    migrateToLatest = jest.spyOn(Migrator.prototype, 'migrateToLatest');
  });

  afterEach(async () => {
    migrateToLatest.mockRestore();
    for (const lockDatabase of opened.splice(0)) await lockDatabase.close();
  });

  /** A LockDatabase on the URL, as a process boots it; closed after the test. */
  const boot = (url: string): LockDatabase => {
    const lockDatabase = lockDatabaseOn(database, url);
    opened.push(lockDatabase);
    return lockDatabase;
  };

  /** A new database on which every migration has run. */
  const migratedUrl = async (): Promise<string> => {
    const url = await database.freshUrl();
    await boot(url).migrate();
    return url;
  };

  const recorded = async (url: string): Promise<unknown[]> =>
    (await databaseRows(url, `select name from ${LOCK_MIGRATION_TABLE} order by name`)).map(
      (row) => row.name,
    );

  const server = database.name === 'PostgreSQL' ? ` with ${OTHER_SCHEMAS} other schemas on the server` : '';

  it('a new database: isMigrated() is false, migrate() runs every migration once, in order; then it is up to date', async () => {
    const url = await database.freshUrl();
    const lockDatabase = boot(url);

    await expect(lockDatabase.isMigrated()).resolves.toBe(false);
    await expect(lockDatabase.migrate()).resolves.toEqual(LOCK_MIGRATION_NAMES);

    await expect(lockDatabase.isMigrated()).resolves.toBe(true);
    await expect(lockDatabase.migrate()).resolves.toEqual([]);
    expect(await recorded(url)).toEqual(LOCK_MIGRATION_NAMES);
    expect(migrateToLatest).toHaveBeenCalledTimes(1);
  });

  it(`an up-to-date database${server}: the boot migrate sends one query, of its own migrations table, and no migrator runs`, async () => {
    const url = await migratedUrl();
    migrateToLatest.mockClear();

    let applied: string[] | undefined;
    const statements = await statementsDuring(database, async () => {
      applied = await boot(url).migrate();
    });

    expect(applied).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(new RegExp(`^select name from "${LOCK_MIGRATION_TABLE}"`));
    expect(migrateToLatest).not.toHaveBeenCalled();
    // The first use by the app (db()) costs the same.
    expect(await statementsDuring(database, () => boot(url).db())).toEqual(statements);
  });

  it(`a database on which the last migration has not run${server}: the migrator runs it, reading its own schema only`, async () => {
    const url = await migratedUrl();
    const kysely = await boot(url).db();
    const rolledBack = await new Migrator({
      db: kysely,
      provider: lockMigrations,
      migrationTableName: LOCK_MIGRATION_TABLE,
      migrationLockTableName: LOCK_MIGRATION_LOCK_TABLE,
    }).migrateDown();
    expect(rolledBack.error).toBeUndefined();
    migrateToLatest.mockClear();

    let applied: string[] | undefined;
    const statements = await statementsDuring(database, async () => {
      applied = await boot(url).migrate();
    });

    expect(applied).toEqual(LOCK_MIGRATION_NAMES.slice(-1));
    expect(migrateToLatest).toHaveBeenCalledTimes(1);
    expect(await recorded(url)).toEqual(LOCK_MIGRATION_NAMES);
    if (database.name === 'PostgreSQL') {
      // Kysely's own introspector reads every column of every schema; the lock database's reads current_schema().
      const catalogReads = statements.filter((statement) => /pg_catalog|information_schema/.test(statement));
      expect(catalogReads.length).toBeGreaterThan(0);
      for (const statement of catalogReads) expect(statement).toContain('current_schema()');
    }
  });

  it('a database a newer version migrated is refused with an error that says so, and no migrator runs', async () => {
    const url = await migratedUrl();
    await executeOn(
      url,
      `insert into ${LOCK_MIGRATION_TABLE} (name, timestamp) values ('${NEWER_MIGRATION}', '2099-12-31T00:00:00.000Z')`,
    );
    migrateToLatest.mockClear();
    const lockDatabase = boot(url);
    const refusal = new RegExp(
      `^The lock database \\(${lockDatabase.describe().replace(/[.()/]/g, '\\$&')}\\) was migrated by a newer ` +
        `version of this package: the migrations ${NEWER_MIGRATION} are unknown to this one\\. Upgrade the package`,
    );

    await expect(lockDatabase.migrate()).rejects.toThrow(LockException);
    await expect(lockDatabase.migrate()).rejects.toThrow(refusal);
    await expect(lockDatabase.db()).rejects.toThrow(refusal);
    await expect(lockDatabase.isMigrated()).rejects.toThrow(refusal);

    expect(migrateToLatest).not.toHaveBeenCalled();
    expect(await recorded(url)).toEqual([...LOCK_MIGRATION_NAMES, NEWER_MIGRATION]);
  });

  if (database.name === 'PostgreSQL') {
    it("another schema's migrations table later on the search path does not count: the own schema is migrated", async () => {
      const current = await migratedUrl();
      const currentSchema = /search_path=(\w+)/.exec(decodeURIComponent(current))?.[1];
      const fresh = await database.freshUrl();
      const url = fresh.replace(/search_path%3D(\w+)/, `search_path%3D$1%2C${currentSchema}`);
      expect(url).not.toBe(fresh);
      const lockDatabase = boot(url);

      await expect(lockDatabase.isMigrated()).resolves.toBe(false);
      await expect(lockDatabase.migrate()).resolves.toEqual(LOCK_MIGRATION_NAMES);

      expect(await recorded(fresh)).toEqual(LOCK_MIGRATION_NAMES);
    });
  }

  it(`${CONCURRENT_BOOTS} processes that boot on the same new database at once migrate it once; then each finds it up to date`, async () => {
    const url = await database.freshUrl();
    const booting = Array.from({ length: CONCURRENT_BOOTS }, () => boot(url));

    const applied = await Promise.all(booting.map((lockDatabase) => lockDatabase.migrate()));

    expect(applied.flat()).toEqual(LOCK_MIGRATION_NAMES);
    expect(await recorded(url)).toEqual(LOCK_MIGRATION_NAMES);
    await expect(Promise.all(booting.map((lockDatabase) => lockDatabase.isMigrated()))).resolves.toEqual(
      booting.map(() => true),
    );
  });
});
