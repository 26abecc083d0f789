/**
 * One process of a cross-process token burst (test/cross-process-token.e2e-spec.ts): boots the named module from
 * the env variables (the module's own, `APP_KEY`, `<MODULE>_TOKEN_CACHE_STORE`) and prints `ready`. For each line
 * `go` on stdin it makes `<calls>` concurrent calls and prints one JSON line
 * `{"ok": <count>, "failed": [<messages>], "ms": <elapsed>}`; at the end of stdin it closes the module and exits.
 *
 * Run: node -r ts-node/register/transpile-only test/support/token-burst-child.ts <delivery|accounting|lock> <calls>
 * (burst-process.ts adds `-r test/support/load-build.js` when dist/ matches the sources: the package from dist/).
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { NestFactory } from '@nestjs/core';
import { AccountingApi, AccountingModule } from '../../src/accounting';
import { DeliveryClient, DeliveryModule } from '../../src/delivery';
import { Lock, LockModule } from '../../src/lock';

type Call = () => Promise<unknown>;

async function boot(module: string): Promise<{ call: Call; close: () => Promise<void> }> {
  const logger = ['error', 'warn'] as const;
  switch (module) {
    case 'delivery': {
      const app = await NestFactory.createApplicationContext(DeliveryModule.forRoot(), {
        logger: [...logger],
      });
      const client = app.get(DeliveryClient);
      return { call: () => client.status({ functioneelId: 'INV-2026-0004' }), close: () => app.close() };
    }
    case 'accounting': {
      const app = await NestFactory.createApplicationContext(AccountingModule.forRoot(), {
        logger: [...logger],
      });
      const api = app.get(AccountingApi);
      return { call: () => api.getCompanyInfo(), close: () => app.close() };
    }
    case 'lock': {
      const app = await NestFactory.createApplicationContext(LockModule.forRoot(), { logger: [...logger] });
      const lock = app.get(Lock);
      return { call: () => lock.smartlocks().all(), close: () => app.close() };
    }
    default:
      throw new Error(`unknown module ${module}`);
  }
}

async function main(): Promise<void> {
  const [module = '', callsText = '1'] = process.argv.slice(2);
  const { call, close } = await boot(module);
  process.stdout.write('ready\n');
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() !== 'go') continue;
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: Number(callsText) }, () => call()));
    const failed = results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as Error)?.message ?? result.reason)] : [],
    );
    const round = {
      ok: results.length - failed.length,
      failed: [...new Set(failed)],
      ms: Date.now() - started,
    };
    process.stdout.write(`${JSON.stringify(round)}\n`);
  }
  await close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);
