import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { databaseRows, executeOn } from './support/database-rows';
import { describeOnDatabases, describeOnPostgres, TEST_POSTGRES_URL } from './support/lock-databases';
import {
  dropRunSchemas,
  dropSchemas,
  dropStaleTestSchemas,
  schemaMadeAt,
  testSchemaName,
} from './support/test-schemas';

/**
 * The test suites' databases (issue 31): schemas named `lock_test_<run>_<made>_<id>`, those of a suite removed as
 * it finishes, those of a run by the global teardown, and those a killed run left (an hour old) by the global setup.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The schemas among `names` that are on the server. */
async function existing(names: readonly string[]): Promise<string[]> {
  const rows = await databaseRows(
    TEST_POSTGRES_URL,
    `select nspname from pg_catalog.pg_namespace where nspname in (${names.map((name) => `'${name}'`).join(', ')})
     order by nspname`,
  );
  return rows.map((row) => String(row.nspname));
}

async function createSchemas(names: readonly string[]): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(
      names.map((name) => `create schema ${name}; create table ${name}.lock_leases (name text);`).join('\n'),
    );
  } finally {
    await client.end();
  }
}

/** A test schema name as a run named `run` draws it. */
function nameInRun(run: string, made?: number): string {
  const saved = process.env.INTEGRATIONS_TEST_RUN;
  process.env.INTEGRATIONS_TEST_RUN = run;
  try {
    return testSchemaName(undefined, made);
  } finally {
    if (saved === undefined) delete process.env.INTEGRATIONS_TEST_RUN;
    else process.env.INTEGRATIONS_TEST_RUN = saved;
  }
}

describe('test schema names', () => {
  it('are lock_test_<run>_<made>_<id>, with the time they were drawn readable back', () => {
    const before = Date.now();
    const name = testSchemaName('file_1');

    expect(name).toMatch(
      new RegExp(`^lock_test_${process.env.INTEGRATIONS_TEST_RUN ?? 'norun'}_[0-9a-z]{8}_file_1$`),
    );
    expect(schemaMadeAt(name)).toBeGreaterThanOrEqual(before);
    expect(schemaMadeAt(name)).toBeLessThanOrEqual(Date.now());
    expect(schemaMadeAt(testSchemaName(undefined, before - 2 * HOUR_MS))).toBe(before - 2 * HOUR_MS);
  });

  it('a random id unless given, and only identifiers that need no quoting', () => {
    expect(testSchemaName()).not.toBe(testSchemaName());
    expect(() => testSchemaName('Robert"; drop table x; --')).toThrow(/no test schema name/);
    expect(() => testSchemaName('x'.repeat(60))).toThrow(/63 characters/);
  });

  it('the names of earlier runs (lock_test_<run>_<uuid>) have no readable stamp', () => {
    expect(schemaMadeAt(`lock_test_0a1b2c3d_${randomBytes(16).toString('hex')}`)).toBeUndefined();
    expect(schemaMadeAt('public')).toBeUndefined();
  });
});

describeOnPostgres('dropping test schemas', () => {
  const run = randomBytes(4).toString('hex');
  const stale = nameInRun(run, Date.now() - 2 * HOUR_MS);
  const fresh = nameInRun(run, Date.now() - HOUR_MS / 2);
  const unstamped = `lock_test_${run}_${randomBytes(16).toString('hex')}`;
  const otherRun = nameInRun(randomBytes(4).toString('hex'));
  const all = [stale, fresh, unstamped, otherRun];

  beforeEach(() => createSchemas(all.filter((name) => name !== otherRun)));
  beforeAll(() => createSchemas([otherRun]));
  afterEach(() => dropSchemas([stale, fresh, unstamped]));
  afterAll(() => dropSchemas([otherRun]));

  it('dropStaleTestSchemas drops a stamped schema older than an hour with its tables; a fresh one and one without a stamp stay', async () => {
    await expect(dropStaleTestSchemas()).resolves.toBeGreaterThanOrEqual(1);

    expect(await existing(all)).toEqual([fresh, unstamped, otherRun].sort());
  });

  it("dropRunSchemas drops every schema of the run, stamped or not, and leaves another run's", async () => {
    await expect(dropRunSchemas(run)).resolves.toBe(3);

    expect(await existing(all)).toEqual([otherRun]);
  });

  it('dropSchemas drops those named that are there and counts them', async () => {
    await expect(dropSchemas([stale, fresh, `${stale}_gone`])).resolves.toBe(2);

    expect(await existing(all)).toEqual([unstamped, otherRun].sort());
  });

  it('without a run id, or without a PostgreSQL that answers, nothing is dropped and nothing thrown', async () => {
    const nowhere = 'postgres://postgres@127.0.0.1:9/test';

    await expect(dropRunSchemas(undefined)).resolves.toBe(0);
    await expect(dropStaleTestSchemas(nowhere)).resolves.toBe(0);
    await expect(dropRunSchemas(run, nowhere)).resolves.toBe(0);
    expect(await existing(all)).toEqual(all.slice().sort());
  });
});

describe('describeOnDatabases removes the databases of a suite when it has finished', () => {
  const made: string[] = [];

  describeOnDatabases('a suite', (database) => {
    afterAll(async () => {
      // The suite's own teardown still finds its database.
      const url = made[made.length - 1];
      expect(await databaseRows(url, 'select cast(count(*) as integer) as count from lock_leases')).toEqual([
        { count: 0 },
      ]);
    });

    it('makes a database and uses it', async () => {
      const url = await database.freshUrl();
      made.push(url);
      await executeOn(url, 'create table lock_leases (name text)');
    });
  });

  it('after the suite, its SQLite file and its PostgreSQL schema are gone', async () => {
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const url of made) {
      if (url.startsWith('sqlite://')) {
        expect(existsSync(url.slice('sqlite://'.length))).toBe(false);
      } else {
        const schema = /search_path=(\w+)/.exec(decodeURIComponent(url))?.[1] ?? '';
        expect(await existing([schema])).toEqual([]);
      }
    }
  });
});
