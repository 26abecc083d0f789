import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { isTcpReachableSync } from './tcp-reachable';

/** The machine's PostgreSQL the tests use (trust auth, database `test`); `LOCK_TEST_POSTGRES_URL` overrides. */
export const TEST_POSTGRES_URL =
  process.env.LOCK_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One of the two databases a suite runs on. */
export interface TestDatabase {
  /** `SQLite` or `PostgreSQL`, for test names. */
  readonly name: 'SQLite' | 'PostgreSQL';
  /** The `LOCK_DATABASE_URL` of a new, empty database (an SQLite file, or a PostgreSQL schema of its own). */
  freshUrl(): Promise<string>;
}

const sqlite: TestDatabase = {
  name: 'SQLite',
  freshUrl: async () => `sqlite://${join(tmpdir(), `lock-test-${randomUUID()}.sqlite`)}`,
};

const postgres: TestDatabase = {
  name: 'PostgreSQL',
  freshUrl: async () => {
    const schema = `lock_test_${process.env.INTEGRATIONS_TEST_RUN ?? 'norun'}_${randomUUID().replace(/-/g, '')}`;
    // Dropped by the jest global teardown (test/support/drop-test-schemas.js), after every file of this run has run.
    await onPostgres(`CREATE SCHEMA ${schema}`);
    // Spaces as %20: the pg driver reads a `+` in the URL literally.
    const options = encodeURIComponent(`-c search_path=${schema}`);
    return `${TEST_POSTGRES_URL}${TEST_POSTGRES_URL.includes('?') ? '&' : '?'}options=${options}`;
  },
};

/**
 * Runs the suite once on SQLite (temporary files) and once on PostgreSQL (a schema per fresh URL, dropped when
 * the whole run ends). Without a reachable PostgreSQL the PostgreSQL run is skipped with a line that says why, except with
 * `CI=true`, where that is a failure.
 */
export function describeOnDatabases(title: string, suite: (database: TestDatabase) => void): void {
  describe(`${title} (SQLite)`, () => suite(sqlite));
  const problem = postgresProblem();
  if (problem === undefined) {
    describe(`${title} (PostgreSQL)`, () => suite(postgres));
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
