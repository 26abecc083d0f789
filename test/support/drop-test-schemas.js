// Jest global teardown: drops the PostgreSQL schemas the lock suites of this run made (`lock_test_<run>_*`, see
// test-run-id.js), after every worker has finished, and leaves those of another run going on the same server alone.
// Dropping them earlier, per file, breaks the migrations of files still running: the migrator reads the tables of
// every schema in the database.
const { Client } = require('pg');

const TEST_POSTGRES_URL = process.env.LOCK_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

module.exports = async function dropTestSchemas() {
  const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return; // No PostgreSQL here: the suites that need it were skipped, nothing to drop.
  }
  try {
    const { rows } = await client.query(
      "select nspname from pg_namespace where nspname like 'lock\\_test\\_' || $1 || '\\_%' escape '\\'",
      [process.env.INTEGRATIONS_TEST_RUN ?? ''],
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
  } finally {
    await client.end();
  }
};
