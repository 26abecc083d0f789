// Jest global teardown of the configurations that still name this file: drops the PostgreSQL schemas of this run
// (test-schemas.js `dropRunSchemas`), leaving those of another run going on the same server alone.
const { dropRunSchemas } = require('./test-schemas');

module.exports = async function dropTestSchemas() {
  await dropRunSchemas(process.env.INTEGRATIONS_TEST_RUN);
};
