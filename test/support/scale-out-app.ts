/**
 * One app instance of the scale-out suite (issue 20): the three modules as a deployed NestJS app registers them
 * (every setting from the env: `DELIVERY_*`, `ACCOUNTING_*`, `LOCK_*`, `APP_KEY`, `*_TOKEN_CACHE_STORE`), the lock
 * users' routes and webhook receiver (and the console with `LOCK_CONSOLE_ENABLED=true`), plus:
 *
 * - `GET /probe/delivery`, `/probe/accounting`, `/probe/lock?account=<key>`: one call of each client, answered
 *   200 `{ ok: true, count? }` or 200 `{ ok: false, error: <exception class>, message }`, never thrown;
 * - `GET /probe/guarded/:account`: behind `LockAuthGuard`, 200 `{ ok: true }` or the guard's real status;
 * - `GET /health`: the `LockHealthIndicator` through terminus (200 or 503);
 * - a listener of every lock webhook event that appends `{"phase":"start",...}` to `SCALE_OUT_EVENTS_FILE`, waits
 *   the payload's `slowMs`, else `SCALE_OUT_LISTENER_MS` (default 0), and appends `{"phase":"done",...}`.
 *
 * It listens on 127.0.0.1 and a free port, prints `listening <port>` on stdout, and on SIGTERM closes the app and
 * exits 0. Nothing here catches a process-level error: a crash of the package is the process's exit.
 *
 * Run (cwd the repo root): node -r ts-node/register/transpile-only test/support/scale-out-app.ts
 */
import 'reflect-metadata';
import { appendFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { Controller, Get, Injectable, Module, Query, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { NestExpressApplication } from '@nestjs/platform-express';
import { HealthCheck, HealthCheckService, TerminusModule } from '@nestjs/terminus';
import { AccountingApi, AccountingModule } from '../../src/accounting';
import { DeliveryClient, DeliveryModule } from '../../src/delivery';
import { LockHealthIndicator } from '../../src/health';
import { Lock, LockModule } from '../../src/lock';
import { LockAuthGuard } from '../../src/lock/application/users';
import { LockWebhookEvent } from '../../src/lock/application/webhooks';

/** What a probe route answers: the call's outcome, never an error status. */
type ProbeAnswer = { ok: true; count?: number } | { ok: false; error: string; message: string };

/** The probe and health routes. */
@Controller()
class ProbeController {
  constructor(
    private readonly delivery: DeliveryClient,
    private readonly accounting: AccountingApi,
    private readonly lock: Lock,
    private readonly health: HealthCheckService,
    private readonly lockHealth: LockHealthIndicator,
  ) {}

  @Get('probe/delivery')
  probeDelivery(): Promise<ProbeAnswer> {
    return probe(async () => (await this.delivery.status({ functioneelId: 'INV-2026-0004' })).length);
  }

  @Get('probe/accounting')
  probeAccounting(): Promise<ProbeAnswer> {
    return probe(async () => {
      await this.accounting.getCompanyInfo();
    });
  }

  @Get('probe/lock')
  probeLock(@Query('account') account?: string): Promise<ProbeAnswer> {
    return probe(
      async () =>
        (
          await this.lock
            .as(account || 'default')
            .smartlocks()
            .all()
        ).length,
    );
  }

  @Get('probe/guarded/:account')
  @UseGuards(LockAuthGuard)
  guarded(): ProbeAnswer {
    return { ok: true };
  }

  @Get('health')
  @HealthCheck()
  check() {
    return this.health.check([() => this.lockHealth.isHealthy('lock')]);
  }
}

/** Runs the call and answers its outcome: `count` when it gave a number. */
async function probe(call: () => Promise<number | void>): Promise<ProbeAnswer> {
  try {
    const count = await call();
    return typeof count === 'number' ? { ok: true, count } : { ok: true };
  } catch (error) {
    return error instanceof Error
      ? { ok: false, error: error.constructor.name, message: error.message }
      : { ok: false, error: typeof error, message: String(error) };
  }
}

/**
 * Journals every lock webhook event to `SCALE_OUT_EVENTS_FILE`: one line when it starts, one when it is done, with
 * `SCALE_OUT_LISTENER_MS` (or the payload's `slowMs`) between them.
 */
@Injectable()
class WebhookEventJournal {
  private readonly file = process.env.SCALE_OUT_EVENTS_FILE;
  private readonly listenerMs = Number(process.env.SCALE_OUT_LISTENER_MS ?? 0);

  @OnEvent('lock.**', { async: true, promisify: true })
  async record(event: LockWebhookEvent): Promise<void> {
    this.append('start', event);
    const slowMs = event.payload.slowMs;
    await new Promise((resolve) =>
      setTimeout(resolve, typeof slowMs === 'number' ? slowMs : this.listenerMs),
    );
    this.append('done', event);
  }

  private append(phase: 'start' | 'done', event: LockWebhookEvent): void {
    if (this.file === undefined) return;
    const line = { phase, pid: process.pid, deliveryId: event.deliveryId, at: Date.now() };
    appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }
}

@Module({
  imports: [
    EventEmitterModule.forRoot({ wildcard: true }),
    TerminusModule,
    DeliveryModule.forRoot(),
    AccountingModule.forRoot(),
    LockModule.forRoot({ webhookController: true, authController: true }),
  ],
  controllers: [ProbeController],
  providers: [WebhookEventJournal, LockHealthIndicator],
})
class ScaleOutAppModule {}

/** How often the app looks whether the test process that started it still runs. */
const PARENT_CHECK_MS = 1000;

/** Ends this app once the test process that started it is gone, so a test run killed mid-suite leaves no app. */
function exitWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, PARENT_CHECK_MS).unref();
}

async function main(): Promise<void> {
  exitWithParent();
  // The lock webhook signature covers the raw body, so the app keeps it.
  const app = await NestFactory.create<NestExpressApplication>(ScaleOutAppModule, {
    rawBody: true,
    logger: ['error', 'warn', 'log'],
  });
  // X-Forwarded-For from loopback counts, so a test can send sign-in attempts "from" other addresses.
  app.set('trust proxy', 'loopback');
  process.once('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`closing the app failed: ${String((error as Error)?.stack ?? error)}\n`);
        process.exit(1);
      },
    );
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.stdout.write(`listening ${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
