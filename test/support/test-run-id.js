// Jest global setup: names this run (INTEGRATIONS_TEST_RUN, inherited by every worker), so the PostgreSQL schemas its suites
// make (`lock_test_<run>_<id>`) are told apart from those of another run on the same server, and the global
// teardown drops this run's alone.
const { randomBytes } = require('node:crypto');

module.exports = async function nameTestRun() {
  process.env.INTEGRATIONS_TEST_RUN ??= randomBytes(4).toString('hex');
};
