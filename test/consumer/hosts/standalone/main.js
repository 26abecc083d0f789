'use strict';
// A plain Node script (CommonJS, no build step) that uses only @vendor/nest-integrations/accounting/standalone.
const assert = require('node:assert/strict');
const { fork } = require('node:child_process');
const { once } = require('node:events');
const { join } = require('node:path');
const { AccountingApi, AccountingException } = require('@vendor/nest-integrations/accounting/standalone');

function ok(line) {
  process.stdout.write(`ok ${line}\n`);
}

async function main() {
  const sandbox = fork(join(__dirname, 'accounting-sandbox.js'));
  const [env] = await once(sandbox, 'message');
  const api = AccountingApi.fromEnv(env);
  try {
    const company = await api.getCompanyInfo();
    assert.equal(typeof company.naam, 'string');
    ok('AccountingApi.getCompanyInfo()');
    const echo = await api.get('echo/resource', { param1: 'sample' });
    assert.deepEqual(echo, { method: 'GET', query: { param1: 'sample' } });
    ok('AccountingApi.get() on the echo resource');
    await assert.rejects(api.get('no-such-resource'), (error) => error instanceof AccountingException);
    ok('a failed call rejects with AccountingException');
    const nestModules = Object.keys(require.cache).filter((path) => path.includes('/node_modules/@nestjs/'));
    assert.deepEqual(nestModules, [], 'the standalone client loaded @nestjs modules');
    ok('no @nestjs module loaded');
  } finally {
    api.close();
    sandbox.disconnect();
  }
}

main().catch((error) => {
  process.stderr.write(`host failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
