import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { INestApplication, Injectable } from '@nestjs/common';
import { EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { LockDatabase, lockDatabaseLocation } from '../src/lock/application/persistence';
import { LockModule } from '../src/lock';
import { LOCK_DEVICE_STATUS_EVENT } from '../src/lock/application/webhooks/lock-webhook-event-names';
import type { LockWebhookEvent } from '../src/lock/application/webhooks/lock-webhook-events';
import {
  DeliveryClaim,
  DeliveryClaimTimes,
  HeldDeliveryClaim,
  ProcessedWebhooks,
  ProcessedWebhookScope,
} from '../src/lock/application/webhooks/processed-webhooks';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases } from './support/lock-databases';
import { SettableClock } from './support/settable-clock';

/**
 * Webhook claims, at least once across processes (issue 20 "Scale-out"; DESIGN §8): `ProcessedWebhooks` directly
 * over the real databases with a settable clock (one claim of concurrent copies, in-progress with the seconds
 * left, renewal by the owner only, the takeover of a claim whose holder died, processed within the duplicate
 * window, release, prune, scopes), and the receiver over real HTTP on 127.0.0.1 while a listener is slow, and when
 * one hangs past the listener timeout (issue 33, row 5: its claim is released and the first request answered 500).
 */

const T0 = Date.parse('2026-12-01T09:00:00.000Z');
const WINDOW_SECONDS = 600;
const CLAIM_TIMEOUT_SECONDS = 60;
const SCOPE: ProcessedWebhookScope = { subscriptionId: 'sub-1' };
const ROUTE = '/lock/webhook';
const SIGNATURE = 'x-lock-signature-sha256';

/** Rejects when the promise has not settled within `ms` (every wait of these tests is bounded). */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `check()` holds, polling; rejects when it has not within `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

/** The claim as held, or a failure that says what it was instead. */
function held(claim: DeliveryClaim): HeldDeliveryClaim {
  if (claim.status !== 'claimed') throw new Error(`expected a held claim, got ${JSON.stringify(claim)}`);
  return claim;
}

describeOnDatabases('lock webhook claims', (testDatabase) => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let databaseUrl: string;
  let database: LockDatabase;
  let clock: SettableClock;
  let times: { window: number; claimTimeout: number };
  let processed: ProcessedWebhooks;
  const others: LockDatabase[] = [];

  /** Claim timings read at each use, as the module's settings are. */
  const claimTimes = (): DeliveryClaimTimes => ({
    duplicateWindowSeconds: () => times.window,
    claimTimeoutSeconds: () => times.claimTimeout,
  });

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    databaseUrl = await testDatabase.freshUrl();
    database = new LockDatabase(() => lockDatabaseLocation(databaseUrl));
    clock = new SettableClock(new Date(T0).toISOString());
    times = { window: WINDOW_SECONDS, claimTimeout: CLAIM_TIMEOUT_SECONDS };
    processed = new ProcessedWebhooks(database, clock, claimTimes());
  });

  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await database.close();
    restoreEnv();
  });

  /** Sets the clock to `seconds` after T0. */
  const at = (seconds: number): void => clock.setTo(new Date(T0 + seconds * 1000).toISOString());

  /** Another process on the same database: its own connections, the same clock and timings. */
  async function anotherProcess(): Promise<ProcessedWebhooks> {
    const other = new LockDatabase(() => lockDatabaseLocation(databaseUrl));
    others.push(other);
    await other.db();
    return new ProcessedWebhooks(other, clock, claimTimes());
  }

  const rows = async () => (await database.db()).selectFrom('lock_processed_webhooks').selectAll().execute();

  describe('ProcessedWebhooks', () => {
    it('of concurrent claims of one id from several processes exactly one is claimed; the others are in-progress', async () => {
      await database.db();
      const processes = [processed, ...(await Promise.all([1, 2, 3].map(() => anotherProcess())))];

      const claims = await Promise.all(
        [...processes, ...processes, ...processes].map((process) => process.claim(SCOPE, 'd-concurrent')),
      );

      expect(claims.filter((claim) => claim.status === 'claimed')).toHaveLength(1);
      expect(claims.filter((claim) => claim.status !== 'claimed')).toEqual(
        Array.from({ length: 11 }, () => ({
          status: 'in-progress',
          retryAfterSeconds: CLAIM_TIMEOUT_SECONDS,
        })),
      );
      expect(await rows()).toHaveLength(1);
    });

    it('a claim is the delivery key (sha256 hex) and a random owner; the row holds it until the claim timeout', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));

      expect(claim.key).toMatch(/^[0-9a-f]{64}$/);
      expect(claim.owner).toMatch(/^[0-9a-f-]{36}$/);
      expect((await rows()).map((row) => ({ ...row, claimed_until: Number(row.claimed_until) }))).toEqual([
        {
          delivery_id: claim.key,
          received_at: new Date(T0).toISOString(),
          claim_owner: claim.owner,
          claimed_until: T0 + CLAIM_TIMEOUT_SECONDS * 1000,
          processed_at: null,
        },
      ]);
    });

    it('while a claim is held, a claim is in-progress with retryAfterSeconds = the seconds left, rounded up, at least 1', async () => {
      held(await processed.claim(SCOPE, 'd-1'));

      const retryAfterAt = async (seconds: number) => {
        at(seconds);
        return processed.claim(SCOPE, 'd-1');
      };

      await expect(retryAfterAt(0)).resolves.toEqual({ status: 'in-progress', retryAfterSeconds: 60 });
      await expect(retryAfterAt(10)).resolves.toEqual({ status: 'in-progress', retryAfterSeconds: 50 });
      await expect(retryAfterAt(10.2)).resolves.toEqual({ status: 'in-progress', retryAfterSeconds: 50 });
      await expect(retryAfterAt(58.9)).resolves.toEqual({ status: 'in-progress', retryAfterSeconds: 2 });
      await expect(retryAfterAt(59.5)).resolves.toEqual({ status: 'in-progress', retryAfterSeconds: 1 });
      await expect(retryAfterAt(59.999)).resolves.toEqual({ status: 'in-progress', retryAfterSeconds: 1 });
    });

    it('a claim timeout below a second still answers a retry after 1 second', async () => {
      times.claimTimeout = 0.4;
      held(await processed.claim(SCOPE, 'd-1'));

      at(0.1);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({
        status: 'in-progress',
        retryAfterSeconds: 1,
      });
    });

    it('renew extends the claim by the claim timeout from now', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));

      at(50);
      await expect(processed.renew(claim)).resolves.toBe(true);

      at(70);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({
        status: 'in-progress',
        retryAfterSeconds: 40,
      });
      at(109.5);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({
        status: 'in-progress',
        retryAfterSeconds: 1,
      });
      at(110);
      expect((await processed.claim(SCOPE, 'd-1')).status).toBe('claimed');
    });

    it('renew works for the owner only: another owner of the same key extends nothing', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));
      const stranger: HeldDeliveryClaim = { status: 'claimed', key: claim.key, owner: randomUUID() };

      at(50);
      await expect(processed.renew(stranger)).resolves.toBe(false);

      at(60);
      const next = held(await processed.claim(SCOPE, 'd-1'));
      expect(next.owner).not.toBe(claim.owner);
    });

    it('renew is false once the claim is no longer the owner’s: taken over, completed or released', async () => {
      const first = held(await processed.claim(SCOPE, 'd-1'));
      at(60);
      const second = held(await processed.claim(SCOPE, 'd-1'));

      await expect(processed.renew(first)).resolves.toBe(false);
      await expect(processed.renew(second)).resolves.toBe(true);

      await processed.complete(second);
      await expect(processed.renew(second)).resolves.toBe(false);

      const released = held(await processed.claim(SCOPE, 'd-2'));
      await processed.release(released);
      await expect(processed.renew(released)).resolves.toBe(false);
    });

    it('after the claim timeout passes without renewal, a new claim takes it over (its holder died); the old owner’s complete then changes nothing', async () => {
      const dead = held(await processed.claim(SCOPE, 'd-1'));

      at(59.999);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toMatchObject({ status: 'in-progress' });
      at(60);
      const next = held(await processed.claim(SCOPE, 'd-1'));
      expect(next.key).toBe(dead.key);
      expect(next.owner).not.toBe(dead.owner);

      at(61);
      await processed.complete(dead);
      await processed.release(dead);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({
        status: 'in-progress',
        retryAfterSeconds: 59,
      });
      expect(await rows()).toEqual([
        expect.objectContaining({
          received_at: new Date(T0 + 60_000).toISOString(),
          claim_owner: next.owner,
          processed_at: null,
        }),
      ]);

      await processed.complete(next);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({ status: 'processed' });
    });

    it('complete makes later claims processed within the duplicate window (counted from the claim) and claimed again after it', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));
      at(30);
      await processed.complete(claim);

      expect(await rows()).toEqual([
        {
          delivery_id: claim.key,
          received_at: new Date(T0).toISOString(),
          claim_owner: null,
          claimed_until: null,
          processed_at: new Date(T0 + 30_000).toISOString(),
        },
      ]);
      for (const seconds of [30, 100, 599]) {
        at(seconds);
        await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({ status: 'processed' });
      }
      at(601);
      const again = held(await processed.claim(SCOPE, 'd-1'));
      expect(again.owner).not.toBe(claim.owner);
      at(602);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toMatchObject({ status: 'in-progress' });
    });

    it('complete after the claim timeout, when nobody took it over, still counts', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));

      at(90);
      await processed.complete(claim);

      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({ status: 'processed' });
    });

    it('a copy whose claim lost to a holder that releases it at that very moment claims it itself: it is never taken for processed', async () => {
      const holderProcess = await anotherProcess();
      const holder = held(await holderProcess.claim(SCOPE, 'd-race'));
      let releasing = true;
      // The copy's upsert loses; before the copy reads the row, the holder's listener fails and releases it.
      const racing = {
        db: async () =>
          (await database.db()).withPlugin({
            transformQuery: (args) => args.node,
            transformResult: async (args) => {
              if (releasing && args.result.numAffectedRows !== undefined) {
                releasing = false;
                await holderProcess.release(holder);
              }
              return args.result;
            },
          }),
      } as unknown as LockDatabase;
      const copy = new ProcessedWebhooks(racing, clock, claimTimes());

      await expect(copy.claim(SCOPE, 'd-race')).resolves.toMatchObject({ status: 'claimed' });
      expect(releasing).toBe(false);
    });

    it('release lets the next claim run at once; a release by another owner, or after complete, does nothing', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));

      await processed.release({ status: 'claimed', key: claim.key, owner: randomUUID() });
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toMatchObject({ status: 'in-progress' });

      await processed.release(claim);
      expect(await rows()).toEqual([]);
      const next = held(await processed.claim(SCOPE, 'd-1'));

      await processed.complete(next);
      await processed.release(next);
      await expect(processed.claim(SCOPE, 'd-1')).resolves.toEqual({ status: 'processed' });
    });

    it('prune(now) deletes processed rows and abandoned claims older than the window, never a live claim', async () => {
      const oldProcessed = held(await processed.claim(SCOPE, 'old-processed'));
      await processed.complete(oldProcessed);
      held(await processed.claim(SCOPE, 'old-abandoned'));
      const oldRenewed = held(await processed.claim(SCOPE, 'old-renewed'));
      times.claimTimeout = 3600;
      held(await processed.claim(SCOPE, 'old-long-claim'));
      times.claimTimeout = CLAIM_TIMEOUT_SECONDS;
      at(500);
      const recentProcessed = held(await processed.claim(SCOPE, 'recent-processed'));
      await processed.complete(recentProcessed);
      held(await processed.claim(SCOPE, 'recent-abandoned'));
      at(700);
      await expect(processed.renew(oldRenewed)).resolves.toBe(true);
      // The clock of the processes is not what prune goes by: its `now` is.
      at(0);

      await expect(processed.prune(new Date(T0 + 700_000))).resolves.toBe(2);

      at(700);
      const remaining = await Promise.all(
        [
          'old-processed',
          'old-abandoned',
          'old-renewed',
          'old-long-claim',
          'recent-processed',
          'recent-abandoned',
        ].map(async (id) => [id, await processed.claim(SCOPE, id)] as const),
      );
      expect(Object.fromEntries(remaining)).toEqual({
        'old-processed': expect.objectContaining({ status: 'claimed' }),
        'old-abandoned': expect.objectContaining({ status: 'claimed' }),
        'old-renewed': { status: 'in-progress', retryAfterSeconds: 60 },
        // Retry-After is at most the claim timeout in effect, whatever the holder's was.
        'old-long-claim': { status: 'in-progress', retryAfterSeconds: CLAIM_TIMEOUT_SECONDS },
        'recent-processed': { status: 'processed' },
        // Within the window, an expired claim stays until a copy takes it over.
        'recent-abandoned': expect.objectContaining({ status: 'claimed' }),
      });
    });

    it('prune deletes nothing inside the window', async () => {
      const claim = held(await processed.claim(SCOPE, 'd-1'));
      await processed.complete(claim);
      held(await processed.claim(SCOPE, 'd-2'));

      await expect(processed.prune(new Date(T0 + 599_000))).resolves.toBe(0);
      expect(await rows()).toHaveLength(2);
    });

    it('ids of different scopes do not collide', async () => {
      const scopes: ProcessedWebhookScope[] = [
        { subscriptionId: 'sub-1' },
        { subscriptionId: 'sub-2' },
        'configured-secret',
        'unverified',
        { subscriptionId: 'configured-secret' },
        { subscriptionId: 'unverified' },
      ];

      const claims = await Promise.all(scopes.map((scope) => processed.claim(scope, 'd-1')));

      expect(claims.map((claim) => claim.status)).toEqual(scopes.map(() => 'claimed'));
      expect(new Set(claims.map((claim) => held(claim).key)).size).toBe(scopes.length);
      await processed.complete(held(claims[0]));
      await expect(processed.claim(scopes[0], 'd-1')).resolves.toEqual({ status: 'processed' });
      await expect(processed.claim(scopes[1], 'd-1')).resolves.toMatchObject({ status: 'in-progress' });
      // Joining the parts would make these two the same key.
      const left = held(await processed.claim({ subscriptionId: 'a' }, 'b:c'));
      const right = held(await processed.claim({ subscriptionId: 'a:b' }, 'c'));
      expect(left.key).not.toBe(right.key);
    });
  });

  describe('the receiver while a listener is slow', () => {
    /** One status listener that waits for the test to let it finish. */
    @Injectable()
    class GatedListener {
      readonly received: LockWebhookEvent[] = [];
      #started: () => void = () => undefined;
      #finish: () => void = () => undefined;
      /** Settles when the listener has been called. */
      readonly started = new Promise<void>((resolve) => (this.#started = resolve));
      /** Settles when the test let the listener finish. */
      readonly finished = new Promise<void>((resolve) => (this.#finish = resolve));

      @OnEvent(LOCK_DEVICE_STATUS_EVENT, { suppressErrors: false })
      async record(event: LockWebhookEvent): Promise<void> {
        this.received.push(event);
        this.#started();
        await this.finished;
      }

      /** Lets the listener (every call of it) finish. */
      finish(): void {
        this.#finish();
      }
    }

    /** An answer of the receiver: status, `Retry-After` and JSON body. */
    interface Answer {
      status: number;
      retryAfter: string | null;
      body: Record<string, unknown>;
    }

    const apps: INestApplication[] = [];
    const listeners: GatedListener[] = [];
    let secret: string;

    beforeEach(() => {
      secret = randomBytes(20).toString('hex');
    });

    afterEach(async () => {
      for (const listener of listeners.splice(0)) listener.finish();
      for (const app of apps.splice(0)) await app.close();
    });

    /** Boots a receiver app on 127.0.0.1 with a configured secret and the given claim timings (machine clock). */
    async function startReceiver(timings: { claimTimeout?: number; listenerTimeout?: number } = {}) {
      const logger = new CapturedLogger();
      const moduleRef = await Test.createTestingModule({
        imports: [
          EventEmitterModule.forRoot(),
          LockModule.forRoot({
            databaseUrl,
            tokenCache: { store: 'memory', appKey: randomAppKey() },
            webhookController: true,
            webhook: { secret, ...timings },
          }),
        ],
        providers: [GatedListener],
      })
        .setLogger(logger)
        .compile();
      const app = moduleRef.createNestApplication({ rawBody: true, logger });
      apps.push(app);
      await app.listen(0, '127.0.0.1');
      const listener = app.get(GatedListener);
      listeners.push(listener);
      return { url: `${await app.getUrl()}${ROUTE}`, listener, logger };
    }

    /** POSTs the delivery signed with the configured secret. */
    async function deliver(url: string, id: string): Promise<Answer> {
      const body = JSON.stringify({ id, feature: 'DEVICE_STATUS', smartlockId: 100101, state: { state: 1 } });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE]: signWebhookBody(body, secret) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
      };
    }

    const IN_PROGRESS = {
      status: 503,
      body: {
        statusCode: 503,
        status: 'in-progress',
        message: 'The delivery is being processed; send it again later.',
      },
    };

    it('a copy posted while the listener runs gets 503 in-progress with Retry-After; then the first is 200 accepted and a later copy 200 duplicate', async () => {
      const receiver = await startReceiver();

      const first = deliver(receiver.url, 'd-slow');
      await within(receiver.listener.started, 5000, 'the listener was called');
      const copy = await deliver(receiver.url, 'd-slow');

      expect(copy).toMatchObject(IN_PROGRESS);
      expect(['59', '60']).toContain(copy.retryAfter);
      receiver.listener.finish();
      await expect(within(first, 5000, 'the first answer')).resolves.toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'accepted' },
      });
      await expect(deliver(receiver.url, 'd-slow')).resolves.toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'duplicate' },
      });
      expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-slow']);
      expect(receiver.logger.errors).toEqual([]);
    });

    it('the claim is renewed while the listener runs longer than the claim timeout: a copy then is still 503 in-progress, not a second run', async () => {
      const receiver = await startReceiver({ claimTimeout: 1 });

      const first = deliver(receiver.url, 'd-long');
      await within(receiver.listener.started, 5000, 'the listener was called');
      const started = Date.now();
      const untilRunning = (ms: number) => sleep(Math.max(0, ms - (Date.now() - started)));
      // Both copies come after the first claim's timeout (1 s); the listener finishes only after them.
      await untilRunning(1500);
      const copyAfterTimeout = await deliver(receiver.url, 'd-long');
      await untilRunning(2200);
      const laterCopy = await deliver(receiver.url, 'd-long');
      await untilRunning(2500);
      receiver.listener.finish();

      expect(copyAfterTimeout).toMatchObject({ ...IN_PROGRESS, retryAfter: '1' });
      expect(laterCopy).toMatchObject({ ...IN_PROGRESS, retryAfter: '1' });
      await expect(within(first, 5000, 'the first answer')).resolves.toMatchObject({
        status: 200,
        body: { status: 'accepted' },
      });
      await expect(deliver(receiver.url, 'd-long')).resolves.toMatchObject({
        status: 200,
        body: { status: 'duplicate' },
      });
      expect(receiver.listener.received).toHaveLength(1);
    });

    const FAILED = {
      status: 500,
      retryAfter: null,
      body: {
        statusCode: 500,
        status: 'failed',
        message: 'The delivery could not be processed; send it again.',
      },
    };

    /** The lines of a logger that name a hung listener. */
    const hangLines = (lines: string[]) => lines.filter((line) => line.includes('did not finish in time'));
    /** The lines of a logger that tell of a hung listener's late end. */
    const lateEndLines = (lines: string[]) =>
      lines.filter((line) => line.includes('ended after its time was up'));

    it('a listener that hangs past the listener timeout (by default 10 x the claim timeout): the claim is released, the first request answered 500 failed, the hang logged; a later copy runs the listeners again', async () => {
      // Claim timeout 0.1 s: the default listener timeout is 1 s.
      const receiver = await startReceiver({ claimTimeout: 0.1 });

      const first = deliver(receiver.url, 'd-hung');
      await within(receiver.listener.started, 5000, 'the listener was called');

      await expect(within(first, 5000, 'the first answer')).resolves.toEqual(FAILED);
      expect(hangLines(receiver.logger.errors)).toEqual([
        'Webhook listener did not finish in time; the delivery is released and counts as not processed ' +
          'event=lock.device.status deliveryId=d-hung source=configured-secret ' +
          'setting=LOCK_WEBHOOK_LISTENER_TIMEOUT seconds=1',
      ]);
      expect(receiver.logger.errors.join('\n')).not.toContain(secret);

      // The hung listener ends late: that is logged, and marks nothing.
      receiver.listener.finish();
      await until(() => lateEndLines(receiver.logger.warnings).length === 1, 5000, 'the late end logged');
      expect(lateEndLines(receiver.logger.warnings)).toEqual([
        'Webhook listener ended after its time was up; its delivery had been released ' +
          'event=lock.device.status deliveryId=d-hung source=configured-secret outcome=completed',
      ]);

      await expect(deliver(receiver.url, 'd-hung')).resolves.toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'accepted' },
      });
      await expect(deliver(receiver.url, 'd-hung')).resolves.toMatchObject({
        status: 200,
        body: { status: 'duplicate' },
      });
      expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-hung', 'd-hung']);
    });

    it('a hung listener that ends after another process took the delivery over marks nothing: that process’s claim holds until its own listener completes', async () => {
      // A claim timeout far past the listener timeout: only its release lets the other process take it at once.
      const hanging = await startReceiver({ claimTimeout: 30, listenerTimeout: 1 });
      const taking = await startReceiver({ claimTimeout: 0.3, listenerTimeout: 30 });
      // Nest's `Logger` lines go to the logger of the app made last: these are the lines of both.
      const warnings = () => [...hanging.logger.warnings, ...taking.logger.warnings];
      const errors = () => [...hanging.logger.errors, ...taking.logger.errors];

      const first = deliver(hanging.url, 'd-taken');
      await within(hanging.listener.started, 5000, 'the hanging listener was called');
      await expect(within(first, 5000, 'the first answer')).resolves.toEqual(FAILED);

      const taken = deliver(taking.url, 'd-taken');
      await within(taking.listener.started, 5000, 'the other process’s listener was called');
      hanging.listener.finish();
      await until(() => lateEndLines(warnings()).length === 1, 5000, 'the late end logged');

      // Neither a duplicate nor a third run: the other process still holds its claim.
      await expect(deliver(hanging.url, 'd-taken')).resolves.toMatchObject(IN_PROGRESS);
      await expect(deliver(taking.url, 'd-taken')).resolves.toMatchObject(IN_PROGRESS);
      taking.listener.finish();
      await expect(within(taken, 5000, 'the taking answer')).resolves.toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'accepted' },
      });
      await expect(deliver(hanging.url, 'd-taken')).resolves.toMatchObject({
        status: 200,
        body: { status: 'duplicate' },
      });
      expect(hanging.listener.received).toHaveLength(1);
      expect(taking.listener.received).toHaveLength(1);
      expect(hangLines(errors())).toEqual([expect.stringContaining('deliveryId=d-taken')]);
    });
  });
});
