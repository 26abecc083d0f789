import 'reflect-metadata';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { startSandboxes } from '@vendor/nest-integrations/testing';
import { AppModule } from './app.module.js';
import type { SuiteReport } from './suite.controller.js';

function ok(line: string): void {
  process.stdout.write(`ok ${line}\n`);
}

/** Boots the host app against the sandboxes, calls every client through it, then runs a command of its own CLI. */
async function main(): Promise<void> {
  const sandboxes = await startSandboxes();
  Object.assign(process.env, sandboxes.env, { APP_KEY: `base64:${randomBytes(32).toString('base64')}` });
  const app = await NestFactory.create(AppModule, { logger: ['warn', 'error'] });
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/suite`);
    assert.equal(answer.status, 200, `GET /suite answered ${answer.status}: ${await answer.clone().text()}`);
    const report = (await answer.json()) as SuiteReport;
    assert.deepEqual(report.deliveryStatuses, ['Ontvangen door platform']);
    ok('DeliveryClient.status() through the app');
    assert.ok(report.companyName.length > 0, 'no company name');
    ok('AccountingApi.getCompanyInfo() through the app (forRootAsync, ConfigService)');
    assert.equal(report.echoSucceeded, true);
    ok('EchoService.getEchoResource() through the app');
    assert.ok(report.smartlockNames.length > 0, 'no smartlock listed');
    ok('Lock.smartlocks().all() through the app (forRootAsync, ConfigService)');

    const cli = await promisify(execFile)(
      process.execPath,
      [fileURLToPath(new URL('cli.js', import.meta.url)), 'lock:locks', '--json'],
      { env: process.env },
    );
    const printed = JSON.parse(cli.stdout) as { name: string }[];
    assert.deepEqual(
      printed.map((smartlock) => smartlock.name),
      report.smartlockNames,
    );
    ok("lock:locks through the host's own CommandFactory");
  } finally {
    await app.close();
    await sandboxes.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`host failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
