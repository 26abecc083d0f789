import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { LockDatabase, lockDatabaseLocation } from '../../src/lock/application/persistence';
import type { SqliteDriverName } from '../../src/lock/application/persistence/sqlite-driver-name';
import { describeEachSqliteDriver } from './sqlite-drivers';
import { isTcpReachableSync } from './tcp-reachable';
import { dropSchemas, testSchemaName } from './test-schemas';

/** The machine's PostgreSQL the tests use (trust auth, database `test`); `LOCK_TEST_POSTGRES_URL` overrides. */
export const TEST_POSTGRES_URL =
  process.env.LOCK_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One of the two databases a suite runs on. */
export interface TestDatabase {
  /** `SQLite` or `PostgreSQL`, for test names. */
  readonly name: 'SQLite' | 'PostgreSQL';
  /** The driver of an SQLite run (`LOCK_SQLITE_DRIVER` is set to it for the run); undefined on PostgreSQL. */
  readonly sqliteDriver?: SqliteDriverName;
  /** The `LOCK_DATABASE_URL` of a new, empty database (an SQLite file, or a PostgreSQL schema of its own). */
  freshUrl(): Promise<string>;
}

/** A suite's databases: it makes them, and removes them all when the suite has finished. */
interface SuiteDatabases extends TestDatabase {
  /** Removes every database `freshUrl()` made (the SQLite files, the PostgreSQL schemas). */
  remove(): Promise<void>;
}

/** A `LockDatabase` on the URL with the default deadline, on the test database's SQLite driver (when it has one). */
export function lockDatabaseOn(database: TestDatabase, url: string): LockDatabase {
  return new LockDatabase(
    () => lockDatabaseLocation(url),
    undefined,
    () => database.sqliteDriver,
  );
}

function sqliteFiles(driver: SqliteDriverName): SuiteDatabases {
  const files: string[] = [];
  return {
    name: 'SQLite',
    sqliteDriver: driver,
    freshUrl: async () => {
      const file = join(tmpdir(), `lock-test-${randomUUID()}.sqlite`);
      files.push(file);
      return `sqlite://${file}`;
    },
    remove: async () => {
      for (const file of files.splice(0)) {
        for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
      }
    },
  };
}

function postgresSchemas(): SuiteDatabases {
  const schemas: string[] = [];
  return {
    name: 'PostgreSQL',
    freshUrl: async () => {
      const schema = testSchemaName();
      schemas.push(schema);
      await onPostgres(`CREATE SCHEMA ${schema}`);
      // Spaces as %20: the pg driver reads a `+` in the URL literally.
      const options = encodeURIComponent(`-c search_path=${schema}`);
      return `${TEST_POSTGRES_URL}${TEST_POSTGRES_URL.includes('?') ? '&' : '?'}options=${options}`;
    },
    remove: async () => {
      await dropSchemas(schemas.splice(0), TEST_POSTGRES_URL);
    },
  };
}

/**
 * Runs the suite on SQLite (temporary files), once per driver the runtime has (`describeEachSqliteDriver`), and once
 * on PostgreSQL (`describeOnPostgres`). Each run's
 * databases are removed when it has finished, after its own teardown: a migration reads its own schema only, so
 * dropping schemas while other files run is safe (the jest global teardown drops what a failed file left).
 */
export function describeOnDatabases(title: string, suite: (database: TestDatabase) => void): void {
  describeEachSqliteDriver(`${title} (SQLite)`, (driver) => suiteRemoving(sqliteFiles(driver), suite));
  describeOnPostgres(title, suite);
}

/**
 * Runs the suite on PostgreSQL (a schema per fresh URL, dropped after the suite's own teardown). Without a
 * reachable PostgreSQL it is skipped with a line that says why, except with `CI=true`, where that is a failure.
 */
export function describeOnPostgres(title: string, suite: (database: TestDatabase) => void): void {
  const problem = postgresProblem();
  if (problem === undefined) {
    describeRemoving(`${title} (PostgreSQL)`, postgresSchemas(), suite);
  } else if (process.env.CI === 'true') {
    describe(`${title} (PostgreSQL required, CI=true)`, () => {
      it(`has what it needs: ${problem}`, () => {
        throw new Error(`CI=true, so these tests must run, but ${problem}`);
      });
    });
  } else {
    process.stderr.write(
      `Skipping ${title} on PostgreSQL: ${problem} (set CI=true to make this a failure).\n`,
    );
  }
}

/** A describe block of the suite on the databases, which removes them after the suite's own `afterAll` hooks. */
function describeRemoving(
  title: string,
  databases: SuiteDatabases,
  suite: (database: TestDatabase) => void,
): void {
  describe(title, () => suiteRemoving(databases, suite));
}

/** The suite on the databases, which removes them after the suite's own `afterAll` hooks. */
function suiteRemoving(databases: SuiteDatabases, suite: (database: TestDatabase) => void): void {
  suite(databases);
  // Registered after the suite's hooks, so it runs after them (jest runs `afterAll` hooks in declared order).
  // Dropping a PostgreSQL schema waits for its connections to end: more than jest's 5 s on a loaded machine.
  afterAll(() => databases.remove(), 30_000);
}

/** Why the tests cannot use the PostgreSQL of `TEST_POSTGRES_URL`, or undefined when they can. */
function postgresProblem(): string | undefined {
  const url = new URL(TEST_POSTGRES_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return 'LOCK_TEST_POSTGRES_URL is not on 127.0.0.1/localhost, and tests talk to this machine only';
  }
  return isTcpReachableSync(url.hostname, Number(url.port || 5432))
    ? undefined
    : `no PostgreSQL is reachable at ${url.host}`;
}

async function onPostgres(statement: string): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
