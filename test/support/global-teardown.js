// Jest global teardown, after every worker has finished: stops the shared Prism and drops the PostgreSQL schemas of
// this run that a suite left (a suite drops its own as it finishes; this catches one that failed before its
// teardown), leaving those of another run going on the same server alone.
const { dropRunSchemas } = require('./test-schemas');
const { stopSharedPrism } = require('./contract/shared-prism');

module.exports = async function globalTeardown() {
  await stopSharedPrism();
  await dropRunSchemas(process.env.INTEGRATIONS_TEST_RUN);
};
