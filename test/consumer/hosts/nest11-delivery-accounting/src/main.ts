import 'reflect-metadata';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { AccountingApi, EchoService } from '@vendor/nest-integrations/accounting';
import { DeliveryClient } from '@vendor/nest-integrations/delivery';
import { startSandboxes } from '@vendor/nest-integrations/testing';
import { AppModule } from './app.module';

function ok(line: string): void {
  process.stdout.write(`ok ${line}\n`);
}

/** Boots the host app against the sandboxes, calls both clients, then runs a command of its own CLI. */
async function main(): Promise<void> {
  const sandboxes = await startSandboxes(['delivery', 'accounting']);
  Object.assign(process.env, sandboxes.env, { APP_KEY: `base64:${randomBytes(32).toString('base64')}` });
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['warn', 'error'] });
  try {
    const messages = await app.get(DeliveryClient).status({ functioneelId: 'INV-2026-0001' });
    assert.deepEqual(
      messages.map((message) => message.status),
      ['Ontvangen door platform'],
    );
    ok('DeliveryClient.status()');
    const company = await app.get(AccountingApi).getCompanyInfo<{ naam: string }>();
    assert.ok(company.naam.length > 0, 'no company name');
    ok('AccountingApi.getCompanyInfo()');
    const echo = await app.get(EchoService).getEchoResource();
    assert.equal(echo.success, true, echo.message);
    ok('EchoService.getEchoResource()');

    const cli = await promisify(execFile)(process.execPath, [join(__dirname, 'cli.js'), 'accounting:test'], {
      env: process.env,
    });
    assert.deepEqual(JSON.parse(cli.stdout), company);
    ok("accounting:test through the host's own CommandFactory");
  } finally {
    await app.close();
    await sandboxes.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`host failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
