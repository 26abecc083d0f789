// The PostgreSQL schemas of the test suites, `lock_test_<run>_<made>_<id>`: <run> is the jest run
// (INTEGRATIONS_TEST_RUN, named by the global setup), <made> the time the name was drawn (milliseconds since the
// epoch, base 36, eight characters) and <id> random. A suite drops its schemas as it finishes; the global teardown
// drops what its run left; the global setup drops those a killed run left behind, once they are an hour old.
// CommonJS: jest's global setup and teardown load it as they are (test-schemas.d.ts types it for the suites).
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

const TEST_POSTGRES_URL = process.env.LOCK_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A stamped schema older than this is one a killed run left (no suite runs that long). */
const STALE_AFTER_MS = 60 * 60 * 1000;
/** The run, the stamp and the id of a test schema's name; a name without them has no readable stamp. */
const STAMPED_NAME = /^lock_test_[0-9a-z]+_([0-9a-z]{8})_[0-9a-z_]+$/;
/** PostgreSQL's longest identifier. */
const MAX_NAME_LENGTH = 63;
/** How long a drop waits for a table another session holds; then the schema is left for a later sweep. */
const DROP_LOCK_TIMEOUT = '5s';

/** A new test schema's name, stamped with `made` (now); `id` (lower-case letters, digits, `_`) is random unless given. */
function testSchemaName(id = randomBytes(8).toString('hex'), made = Date.now()) {
  const name = `lock_test_${process.env.INTEGRATIONS_TEST_RUN ?? 'norun'}_${made.toString(36).padStart(8, '0')}_${id}`;
  if (!STAMPED_NAME.test(name) || name.length > MAX_NAME_LENGTH) {
    throw new Error(
      `"${name}" is no test schema name: the id takes lower-case letters, digits and _, in all 63 characters`,
    );
  }
  return name;
}

/** When the schema of the name was made (ms since the epoch), or undefined when its name has no stamp. */
function schemaMadeAt(name) {
  const match = STAMPED_NAME.exec(name);
  return match === null ? undefined : parseInt(match[1], 36);
}

/**
 * Drops the stamped test schemas made more than an hour ago (those of killed runs), on the PostgreSQL of `url`;
 * schemas without a readable stamp are left alone. Answers how many it dropped; 0 without a reachable PostgreSQL.
 */
async function dropStaleTestSchemas(url = TEST_POSTGRES_URL) {
  return withClient(url, async (client) => {
    const now = Date.now();
    const stale = (await testSchemas(client, '')).filter(
      (name) => now - (schemaMadeAt(name) ?? now) > STALE_AFTER_MS,
    );
    return dropEach(client, stale);
  });
}

/**
 * Drops the test schemas of the jest run `runId` (`lock_test_<runId>_*`), on the PostgreSQL of `url`, leaving those
 * of other runs alone. Answers how many it dropped; 0 without a run id or a reachable PostgreSQL.
 */
async function dropRunSchemas(runId, url = TEST_POSTGRES_URL) {
  if (!runId) return 0;
  return withClient(url, async (client) => dropEach(client, await testSchemas(client, `${runId}_`)));
}

/** Drops the schemas named, those that are still there. Answers how many it dropped; 0 without a reachable PostgreSQL. */
async function dropSchemas(names, url = TEST_POSTGRES_URL) {
  if (names.length === 0) return 0;
  return withClient(url, (client) => dropEach(client, names));
}

/** The names of the test schemas on the server whose name goes on with `prefix` after `lock_test_`. */
async function testSchemas(client, prefix) {
  const { rows } = await client.query(
    "select nspname from pg_catalog.pg_namespace where nspname like 'lock\\_test\\_' || $1 || '%' escape '\\'",
    [prefix.replace(/[\\%_]/g, '\\$&')],
  );
  return rows.map((row) => row.nspname);
}

/** Drops each schema in a statement of its own; one that another session holds or drops meanwhile is skipped. */
async function dropEach(client, names) {
  await client.query(`set lock_timeout = '${DROP_LOCK_TIMEOUT}'`);
  let dropped = 0;
  for (const name of names) {
    try {
      const { rows } = await client.query('select 1 from pg_catalog.pg_namespace where nspname = $1', [name]);
      if (rows.length === 0) continue;
      await client.query(`drop schema if exists "${name.replace(/"/g, '""')}" cascade`);
      dropped += 1;
    } catch {
      // Held or dropped by another session: a later sweep takes it.
    }
  }
  return dropped;
}

/** Runs `work` with a client on `url`; answers 0 when no PostgreSQL answers there. */
async function withClient(url, work) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    await client.end().catch(() => undefined);
    return 0;
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

module.exports = { testSchemaName, schemaMadeAt, dropStaleTestSchemas, dropRunSchemas, dropSchemas };
