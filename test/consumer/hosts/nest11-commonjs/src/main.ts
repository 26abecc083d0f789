import 'reflect-metadata';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { startSandboxes } from '@vendor/nest-integrations/testing';
import { AppModule } from './app.module';
import { SuiteReport } from './suite.controller';

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
    ok('AccountingApi.getCompanyInfo() through the app');
    assert.equal(report.echoSucceeded, true);
    ok('EchoService.getEchoResource() through the app');
    assert.ok(report.smartlockNames.length > 0, 'no smartlock listed');
    ok('Lock.smartlocks().all() through the app');

    const cli = await promisify(execFile)(
      process.execPath,
      [join(__dirname, 'cli.js'), 'delivery:status', '--functioneel-id', 'INV-2026-0001', '--json'],
      { env: process.env },
    );
    const printed = JSON.parse(cli.stdout) as { functioneelId: string }[];
    assert.deepEqual(
      printed.map((message) => message.functioneelId),
      ['INV-2026-0001'],
    );
    ok("delivery:status through the host's own CommandFactory");
  } finally {
    await app.close();
    await sandboxes.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`host failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
