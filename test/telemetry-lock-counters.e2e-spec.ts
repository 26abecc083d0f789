import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { DatabaseTokenStore } from '../src/lock/application/persistence';
import { INTEGRATION_METRICS, LOCK_DATABASE_TOKEN_STORE, LockModule } from '../src/lock';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockAuthApp } from './support/lock-auth-app';
import { TelemetryCapture } from './support/telemetry-capture';

const sqliteUrl = () => `sqlite://${join(tmpdir(), `lock-telemetry-${randomUUID()}.sqlite`)}`;

/**
 * The Lock module's counters (issue 23, Observability) over real HTTP on 127.0.0.1: inbound webhook deliveries by
 * outcome and sign-in attempts the login limit refuses, as a host's meter provider exports them; no label holds
 * a secret, an email or an id.
 */
describe('Lock telemetry counters', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void;
  let capture: TelemetryCapture;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    capture = new TelemetryCapture().register();
  });

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await capture.unregister();
    restoreEnv();
  });

  const counted = async (name: string) =>
    (await capture.points())
      .filter((point) => point.name === name)
      .map((point) => [point.attributes, point.value]);

  it('counts webhook deliveries by outcome: accepted, duplicate, forged, unsigned', async () => {
    const secret = randomBytes(20).toString('hex');
    const logger = new CapturedLogger();
    const moduleRef = await Test.createTestingModule({
      imports: [
        EventEmitterModule.forRoot(),
        LockModule.forRoot({
          databaseUrl: sqliteUrl(),
          tokenCache: { store: 'memory', appKey: randomAppKey() },
          webhook: { secret },
          webhookController: true,
        }),
      ],
    })
      .setLogger(logger)
      .compile();
    const app: INestApplication = moduleRef.createNestApplication({ rawBody: true, logger });
    closers.push(() => app.close());
    await app.listen(0, '127.0.0.1');
    const url = `${await app.getUrl()}/lock/webhook`;
    const body = JSON.stringify({ id: 'delivery-1', feature: 'DEVICE_STATUS', smartlockId: 100101 });
    const post = async (signature?: string) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'x-lock-signature-sha256': signature }),
          },
          body,
        })
      ).status;

    expect(await post(signWebhookBody(body, secret))).toBe(200);
    expect(await post(signWebhookBody(body, secret))).toBe(200);
    expect(await post(signWebhookBody(body, 'another-secret'))).toBe(401);
    expect(await post()).toBe(401);

    expect(await counted(INTEGRATION_METRICS.webhookDeliveries)).toEqual(
      expect.arrayContaining(
        ['accepted', 'duplicate', 'forged', 'unsigned'].map((outcome) => [
          { 'integration.module': 'lock', 'integration.outcome': outcome },
          1,
        ]),
      ),
    );
  });

  it('counts the sign-in attempts the login limit refuses, labelled by step, never by email', async () => {
    const app = await LockAuthApp.start({
      databaseUrl: sqliteUrl(),
      tokenCache: { store: 'memory', appKey: randomAppKey() },
      loginLimit: { maxAttempts: 1, windowSeconds: 60 },
    });
    closers.push(() => app.close());
    const user = { email: 'carol@example.com', password: 'wrong-password-123' };

    expect((await app.login(user)).status).toBe(401);
    expect(await counted(INTEGRATION_METRICS.loginLimitRefusals)).toEqual([]);
    expect((await app.login(user)).status).toBe(429);
    expect((await app.login(user)).status).toBe(429);

    const refusals = await counted(INTEGRATION_METRICS.loginLimitRefusals);
    expect(refusals).toEqual([[{ 'integration.module': 'lock', 'integration.operation': 'login' }, 2]]);
    expect(JSON.stringify(refusals)).not.toContain('carol');
  });

  it('counts a wait for another refresh of the same account under the database lease', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        LockModule.forRoot({
          databaseUrl: sqliteUrl(),
          tokenCache: { store: 'memory', appKey: randomAppKey() },
        }),
      ],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    closers.push(() => app.close());
    const store = moduleRef.get<DatabaseTokenStore>(LOCK_DATABASE_TOKEN_STORE);
    let stored: string | undefined;
    let finishFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (finishFirst = resolve));
    let firstStarted!: () => void;
    const firstInside = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = store.refreshOnce('depot', {
      read: async () => stored,
      fetch: async () => {
        firstStarted();
        await firstHolds;
        return (stored = 'refreshed');
      },
    });
    await firstInside;
    const second = store.refreshOnce('depot', {
      read: async () => stored,
      fetch: async () => 'fetched twice',
    });
    setTimeout(finishFirst, 100);

    expect(await Promise.all([first, second])).toEqual(['refreshed', 'refreshed']);
    expect(await counted(INTEGRATION_METRICS.tokenLockWaits)).toEqual([
      [{ 'integration.module': 'lock', 'integration.outcome': 'token-found' }, 1],
    ]);
  });
});
