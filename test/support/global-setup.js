// Jest global setup, once per jest run before any worker starts. What it sets in process.env every worker inherits.
// - Names the run (INTEGRATIONS_TEST_RUN), so the PostgreSQL schemas its suites make are told apart from those of
//   another run on the same server, and drops the test schemas a killed run left behind (older than an hour).
// - Draws the fast-check seed of the run (PROPERTY_SEED) and prints it with the run count: a failure reproduces with
//   `PROPERTY_SEED=<seed> npm test -- <file>`.
// - Starts Prism once for both contract suites when the run includes them.
const { randomBytes, randomInt } = require('node:crypto');
const { dropStaleTestSchemas } = require('./test-schemas');
const { startSharedPrism } = require('./contract/shared-prism');

module.exports = async function globalSetup(globalConfig) {
  process.env.INTEGRATIONS_TEST_RUN ??= randomBytes(4).toString('hex');
  process.env.PROPERTY_SEED ??= String(randomInt(2 ** 31 - 1));
  const runs = process.env.PROPERTY_RUNS ?? '100';
  process.stdout.write(
    `\nproperties: ${runs} runs each, seed ${process.env.PROPERTY_SEED} (PROPERTY_SEED)\n`,
  );
  const dropped = await dropStaleTestSchemas();
  if (dropped > 0) process.stdout.write(`dropped ${dropped} test schemas left by killed runs\n`);
  await startSharedPrism(globalConfig);
};
