import { randomBytes } from 'node:crypto';
import { INestApplication, Injectable } from '@nestjs/common';
import { EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { TokenCipher } from '../src/common/crypto/token-cipher';
import { Lock, LOCK_CLOCK, LockClock, LockException, LockModule, LockModuleOptions } from '../src/lock';
import { LockDatabase, lockDatabaseLocation } from '../src/lock/application/persistence';
import { LockWebhookEvent } from '../src/lock/application/webhooks/lock-webhook-events';
import { ProcessedWebhooks } from '../src/lock/application/webhooks/processed-webhooks';
import { WebhookSecretStore } from '../src/lock/application/webhooks/webhook-secret-store';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { LOCK_SANDBOX_OFFICE_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { describeOnDatabases } from './support/lock-databases';
import { secretForms } from './support/secret-forms';

/**
 * Inbound webhooks from any subscription (issue 13 "Inbound webhooks from any subscription") over real HTTP on
 * 127.0.0.1 and the real databases: configured secrets (a subscription this package never made, rotation), the
 * configurable signature header, the development-only switch that turns verification off, the duplicate window on
 * the module's clock, the `?account=` hint, and the `referenceId` of a notification subscription.
 */

const ROUTE = '/lock/webhook';
const DEFAULT_HEADER = 'x-lock-signature-sha256';
const WINDOW_SECONDS = 600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A signing secret as the lock API hands them out: 40 hex characters. */
function newSecret(): string {
  return randomBytes(20).toString('hex');
}

/** A clock the tests move by hand. */
class MovableClock implements LockClock {
  private current = new Date('2026-12-01T09:00:00.000Z');

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock forward. */
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Every event the receiver emitted, in order. */
@Injectable()
class RecordingListener {
  readonly received: LockWebhookEvent[] = [];
  /** When set, the listener throws (after recording), as a broken handler of the host would. */
  failWith: Error | undefined;

  @OnEvent('lock.**', { suppressErrors: false })
  record(event: LockWebhookEvent): void {
    this.received.push(event);
    if (this.failWith !== undefined) throw this.failWith;
  }
}

/** A receiver app and what the tests look at. */
interface ReceiverApp {
  url: string;
  listener: RecordingListener;
  logger: CapturedLogger;
  processed: ProcessedWebhooks;
}

/** An answer of the receiver: status and JSON body (as text too, to look for secrets in it). */
interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

describeOnDatabases('lock inbound webhooks from any subscription', (testDatabase) => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let nodeEnv: string | undefined;
  let appKey: string;
  let databaseUrl: string;
  let database: LockDatabase;
  let clock: MovableClock;
  const apps: INestApplication[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    nodeEnv = process.env.NODE_ENV;
    appKey = randomAppKey();
    databaseUrl = await testDatabase.freshUrl();
    database = new LockDatabase(() => lockDatabaseLocation(databaseUrl));
    clock = new MovableClock();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.close();
    process.env.NODE_ENV = nodeEnv;
    restoreEnv();
  });

  /** Boots a receiver app on 127.0.0.1 with the test's database, clock and the given options. */
  async function startReceiver(options: LockModuleOptions = {}): Promise<ReceiverApp> {
    const logger = new CapturedLogger();
    const moduleRef = await Test.createTestingModule({
      imports: [
        EventEmitterModule.forRoot({ wildcard: true, delimiter: '.' }),
        LockModule.forRoot({
          databaseUrl,
          ...options,
          tokenCache: { store: 'memory', appKey, ...options.tokenCache },
          webhookController: true,
        }),
      ],
      providers: [RecordingListener],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .setLogger(logger)
      .compile();
    const app = moduleRef.createNestApplication({ rawBody: true, logger });
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return {
      url: `${await app.getUrl()}${ROUTE}`,
      listener: app.get(RecordingListener),
      logger,
      processed: app.get(ProcessedWebhooks),
    };
  }

  /** POSTs the body with the headers to the receiver (plus the query, e.g. `?account=x`). */
  async function post(
    receiver: ReceiverApp,
    body: string,
    headers: Record<string, string>,
    query = '',
  ): Promise<Answer> {
    const response = await fetch(`${receiver.url}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text };
  }

  /** POSTs the payload signed with the secret in the header (default `x-lock-signature-sha256`). */
  function deliver(
    receiver: ReceiverApp,
    payload: Record<string, unknown>,
    secret: string,
    settings: { header?: string; query?: string } = {},
  ): Promise<Answer> {
    const body = JSON.stringify(payload);
    return post(
      receiver,
      body,
      { [settings.header ?? DEFAULT_HEADER]: signWebhookBody(body, secret) },
      settings.query,
    );
  }

  const ACCEPTED = { status: 200, body: { status: 'accepted' } };
  const DUPLICATE = { status: 200, body: { status: 'duplicate' } };
  const FAILED = { status: 500, body: { status: 'failed' } };

  /** A status delivery of a subscription made in the vendor's portal (it names that subscription). */
  const portalPayload = (id: string): Record<string, unknown> => ({
    id,
    subscriptionId: 'portal-77',
    accountId: 4242,
    feature: 'DEVICE_STATUS',
    smartlockId: 100101,
    state: { state: 1 },
  });

  const processedRows = async () =>
    (await database.db()).selectFrom('lock_processed_webhooks').selectAll().execute();

  describe('configured secrets', () => {
    it('a delivery signed with a configured secret, from a subscription this package never made, is accepted (no APP_KEY needed)', async () => {
      const secret = newSecret();
      const receiver = await startReceiver({ webhook: { secret }, tokenCache: { appKey: '' } });

      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(ACCEPTED);

      expect(receiver.listener.received).toHaveLength(1);
      expect(receiver.listener.received[0]).toMatchObject({
        name: 'lock.device.status',
        deliveryId: 'd-1',
        verifiedBy: 'configured-secret',
        subscriptionId: 'portal-77',
        accountKey: null,
        accountHint: null,
      });
      await expect(deliver(receiver, portalPayload('d-2'), newSecret())).resolves.toMatchObject({
        status: 401,
      });
    });

    it('a delivery without a subscriptionId in its payload has subscriptionId null', async () => {
      const secret = newSecret();
      const receiver = await startReceiver({ webhook: { secret } });
      const { subscriptionId: _dropped, ...payload } = portalPayload('d-1');

      await expect(deliver(receiver, payload, secret)).resolves.toMatchObject(ACCEPTED);

      expect(receiver.listener.received[0]).toMatchObject({
        verifiedBy: 'configured-secret',
        subscriptionId: null,
      });
    });

    it('LOCK_WEBHOOK_SECRET takes several (rotation): each verifies, any other gets 401', async () => {
      const [current, next] = [newSecret(), newSecret()];
      process.env.LOCK_WEBHOOK_SECRET = `${current}, ${next}`;
      const receiver = await startReceiver();

      await expect(deliver(receiver, portalPayload('d-1'), next)).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, portalPayload('d-2'), current)).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, portalPayload('d-3'), newSecret())).resolves.toMatchObject({
        status: 401,
        body: { message: 'The delivery signature does not match.' },
      });

      expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-1', 'd-2']);
    });

    it('stored subscriptions still verify beside configured secrets, and keep their account key', async () => {
      const [configured, stored] = [newSecret(), newSecret()];
      const secrets = new WebhookSecretStore(database, () => new TokenCipher({ key: appKey }));
      await secrets.put('sub-1', 'office', stored);
      const receiver = await startReceiver({ webhook: { secret: [configured] } });

      await expect(deliver(receiver, { id: 'd-1', feature: 'DEVICE_STATUS' }, stored)).resolves.toMatchObject(
        ACCEPTED,
      );

      expect(receiver.listener.received[0]).toMatchObject({
        verifiedBy: 'subscription',
        subscriptionId: 'sub-1',
        accountKey: 'office',
      });
    });

    it('the same delivery id by a configured secret and by a stored subscription is two deliveries', async () => {
      const [configured, stored] = [newSecret(), newSecret()];
      const secrets = new WebhookSecretStore(database, () => new TokenCipher({ key: appKey }));
      await secrets.put('sub-1', 'office', stored);
      const receiver = await startReceiver({ webhook: { secret: configured } });
      const payload = { id: 'd-1', feature: 'DEVICE_STATUS' };

      await expect(deliver(receiver, payload, configured)).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, payload, stored)).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, payload, configured)).resolves.toMatchObject(DUPLICATE);

      expect(receiver.listener.received.map((event) => event.verifiedBy)).toEqual([
        'configured-secret',
        'subscription',
      ]);
    });

    it('a listener that throws is logged with where the delivery came from, never the secret', async () => {
      const secret = newSecret();
      const receiver = await startReceiver({ webhook: { secret } });
      receiver.listener.failWith = new Error('the handler broke');

      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(FAILED);

      expect(receiver.logger.errors).toEqual([
        'Webhook listener failed; the delivery counts as not processed event=lock.device.status deliveryId=d-1 ' +
          'source=configured-secret reason="the handler broke"',
      ]);
    });

    it('the configured secrets never appear in an answer or a log line', async () => {
      const [secret, other] = [newSecret(), newSecret()];
      process.env.LOCK_WEBHOOK_SECRET = `${secret},${other}`;
      const receiver = await startReceiver();
      const body = JSON.stringify(portalPayload('d-1'));

      const answers = [
        await post(receiver, body, {}),
        await post(receiver, body, { [DEFAULT_HEADER]: signWebhookBody(body, newSecret()) }),
        await post(receiver, '[1]', { [DEFAULT_HEADER]: signWebhookBody('[1]', secret) }),
        await deliver(receiver, portalPayload('d-1'), secret),
      ];

      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 400, 200]);
      const seen = [
        ...answers.map((answer) => answer.text),
        ...receiver.logger.warnings,
        ...receiver.logger.errors,
      ].join('\n');
      for (const form of [...Object.values(secretForms(secret)), ...Object.values(secretForms(other))]) {
        expect(seen).not.toContain(form);
      }
    });
  });

  describe('the signature header', () => {
    it('LOCK_WEBHOOK_SIGNATURE_HEADER names the header read; the default header is then ignored', async () => {
      const secret = newSecret();
      process.env.LOCK_WEBHOOK_SIGNATURE_HEADER = 'X-Portal-Signature';
      const receiver = await startReceiver({ webhook: { secret } });

      await expect(
        deliver(receiver, portalPayload('d-1'), secret, { header: 'x-portal-signature' }),
      ).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, portalPayload('d-2'), secret)).resolves.toMatchObject({
        status: 401,
        body: { message: 'The delivery has no x-portal-signature header.' },
      });

      expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-1']);
    });

    it('a header name that is no HTTP header name fails the start, naming the setting', async () => {
      await expect(startReceiver({ webhook: { signatureHeader: 'x signature' } })).rejects.toThrow(
        'LOCK_WEBHOOK_SIGNATURE_HEADER (option webhook.signatureHeader) must be an HTTP header name',
      );
    });
  });

  describe('LOCK_WEBHOOK_VERIFY_SIGNATURE=false', () => {
    it('logs one loud warning at boot, then takes unsigned and wrongly signed deliveries as unverified', async () => {
      const secret = newSecret();
      process.env.LOCK_WEBHOOK_VERIFY_SIGNATURE = 'false';
      const receiver = await startReceiver({ webhook: { secret } });

      expect(receiver.logger.warnings).toEqual([
        'Webhook signature verification is OFF: deliveries are taken whoever sent them ' +
          'setting="LOCK_WEBHOOK_VERIFY_SIGNATURE=false" note="for development only; refused when NODE_ENV=production"',
      ]);
      const body = JSON.stringify(portalPayload('d-1'));
      await expect(post(receiver, body, {})).resolves.toMatchObject(ACCEPTED);
      await expect(
        deliver(receiver, portalPayload('d-2'), newSecret(), { query: '?account=tenant-42' }),
      ).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, portalPayload('d-3'), secret)).resolves.toMatchObject(ACCEPTED);

      expect(
        receiver.listener.received.map((event) => [event.deliveryId, event.verifiedBy, event.accountHint]),
      ).toEqual([
        ['d-1', 'unverified', null],
        ['d-2', 'unverified', 'tenant-42'],
        ['d-3', 'configured-secret', null],
      ]);
      expect(receiver.logger.warnings).toHaveLength(1);
    });

    it('drops duplicates all the same', async () => {
      process.env.LOCK_WEBHOOK_VERIFY_SIGNATURE = 'false';
      const receiver = await startReceiver();
      const body = JSON.stringify(portalPayload('d-1'));
      receiver.listener.failWith = new Error('the handler broke');

      await expect(post(receiver, body, {})).resolves.toMatchObject(FAILED);
      receiver.listener.failWith = undefined;
      await expect(post(receiver, body, {})).resolves.toMatchObject(ACCEPTED);
      await expect(post(receiver, body, { [DEFAULT_HEADER]: 'f'.repeat(64) })).resolves.toMatchObject(
        DUPLICATE,
      );

      expect(receiver.listener.received).toHaveLength(2);
      expect(receiver.logger.errors).toEqual([
        'Webhook listener failed; the delivery counts as not processed event=lock.device.status deliveryId=d-1 ' +
          'source=unverified reason="the handler broke"',
      ]);
    });

    it.each([
      ['30,000 lists', `{"id":"d-deep","deep":${'['.repeat(30_000)}${']'.repeat(30_000)}}`],
      ['10,000 objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ])(
      'a body nested %s deep gets 400 naming the limit, not a 500, and the app keeps serving',
      async (_nesting, body) => {
        process.env.LOCK_WEBHOOK_VERIFY_SIGNATURE = 'false';
        const receiver = await startReceiver();

        const answer = await post(receiver, body, {});

        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(
          'The delivery body is nested deeper than 64 levels of arrays and objects (MAX_JSON_DEPTH).',
        );
        expect(receiver.logger.warnings).toContain(
          'Webhook delivery refused reason=too-deep-body status=400',
        );
        expect(receiver.logger.errors).toEqual([]);
        const atLimit = { ...portalPayload('d-64'), extra: JSON.parse(`${'['.repeat(63)}${']'.repeat(63)}`) };
        await expect(post(receiver, JSON.stringify(atLimit), {})).resolves.toMatchObject(ACCEPTED);
        expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-64']);
      },
    );

    it('with NODE_ENV=production the app does not start, and says why', async () => {
      const secret = newSecret();
      process.env.LOCK_WEBHOOK_VERIFY_SIGNATURE = 'false';
      process.env.NODE_ENV = 'production';

      const failure = await startReceiver({ webhook: { secret } }).then(
        () => undefined,
        (error: unknown) => error,
      );

      expect(failure).toBeInstanceOf(LockException);
      expect((failure as Error).message).toBe(
        'Invalid lock setting: LOCK_WEBHOOK_VERIFY_SIGNATURE (option webhook.verifySignature) is off, which is ' +
          'for development only and refused when NODE_ENV=production: anyone could post events. Configure ' +
          'LOCK_WEBHOOK_SECRET instead.',
      );
      expect((failure as Error).message).not.toContain(secret);
    });
  });

  describe('the duplicate window', () => {
    let secret: string;

    beforeEach(() => {
      secret = newSecret();
    });

    it('an id inside the window (default 600 s) is a duplicate; after it, the same id is taken again', async () => {
      const receiver = await startReceiver({ webhook: { secret } });

      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(ACCEPTED);
      clock.advanceSeconds(WINDOW_SECONDS - 1);
      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(DUPLICATE);
      clock.advanceSeconds(2);
      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(ACCEPTED);
      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(DUPLICATE);

      expect(receiver.listener.received).toHaveLength(2);
      expect(await processedRows()).toEqual([
        {
          delivery_id: expect.stringMatching(/^[0-9a-f]{64}$/),
          received_at: clock.now().toISOString(),
          processed_at: clock.now().toISOString(),
          claim_owner: null,
          claimed_until: null,
        },
      ]);
    });

    it('LOCK_WEBHOOK_DUPLICATE_WINDOW sets its length', async () => {
      process.env.LOCK_WEBHOOK_DUPLICATE_WINDOW = '60';
      const receiver = await startReceiver({ webhook: { secret } });

      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(ACCEPTED);
      clock.advanceSeconds(59);
      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(DUPLICATE);
      clock.advanceSeconds(2);
      await expect(deliver(receiver, portalPayload('d-1'), secret)).resolves.toMatchObject(ACCEPTED);
    });

    it('a malformed window fails the start, naming the setting', async () => {
      await expect(startReceiver({ webhook: { duplicateWindow: '1.5' } })).rejects.toThrow(
        'LOCK_WEBHOOK_DUPLICATE_WINDOW (option webhook.duplicateWindow)',
      );
    });

    it.each([
      ['a new id', false],
      ['an id whose window has passed', true],
    ])('of concurrent deliveries of %s exactly one is accepted', async (_case, seenBefore) => {
      const receiver = await startReceiver({ webhook: { secret } });
      if (seenBefore) {
        await expect(deliver(receiver, portalPayload('d-race'), secret)).resolves.toMatchObject(ACCEPTED);
        clock.advanceSeconds(WINDOW_SECONDS + 1);
      }
      const before = receiver.listener.received.length;

      const answers = await Promise.all(
        Array.from({ length: 12 }, () => deliver(receiver, portalPayload('d-race'), secret)),
      );

      expect(answers.filter((answer) => answer.body.status === 'accepted')).toHaveLength(1);
      // The others came while the listener ran (in-progress) or after it (duplicate).
      expect(
        answers.filter((answer) =>
          answer.status === 503 ? answer.body.status === 'in-progress' : answer.body.status === 'duplicate',
        ),
      ).toHaveLength(11);
      expect(receiver.listener.received).toHaveLength(before + 1);
    });

    it('prune(now) deletes the ids past the window and answers how many', async () => {
      const receiver = await startReceiver({ webhook: { secret } });
      await deliver(receiver, portalPayload('d-old-1'), secret);
      await deliver(receiver, portalPayload('d-old-2'), secret);
      clock.advanceSeconds(WINDOW_SECONDS);
      await deliver(receiver, portalPayload('d-new'), secret);

      await expect(receiver.processed.prune(clock.now())).resolves.toBe(0);
      clock.advanceSeconds(1);
      await expect(receiver.processed.prune(clock.now())).resolves.toBe(2);

      expect(await processedRows()).toHaveLength(1);
      await expect(deliver(receiver, portalPayload('d-new'), secret)).resolves.toMatchObject(DUPLICATE);
      await expect(deliver(receiver, portalPayload('d-old-1'), secret)).resolves.toMatchObject(ACCEPTED);
    });
  });

  describe('the ?account= hint', () => {
    it.each([
      ['?account=tenant-42', 'tenant-42'],
      ['', null],
      ['?account=', null],
      ['?account=a&account=b', null],
    ])('%s gives accountHint %p, and leaves accountKey alone', async (query, hint) => {
      const secret = newSecret();
      const receiver = await startReceiver({ webhook: { secret } });

      await expect(deliver(receiver, portalPayload('d-1'), secret, { query })).resolves.toMatchObject(
        ACCEPTED,
      );

      expect(receiver.listener.received[0]).toMatchObject({ accountHint: hint, accountKey: null });
    });
  });

  describe('subscribing on the notification API', () => {
    let sandbox: LockSandbox;

    beforeEach(async () => {
      sandbox = await LockSandbox.start();
    });

    afterEach(async () => {
      await sandbox.close();
    });

    it('sends a new random UUID as referenceId with each subscription', async () => {
      const moduleRef = await Test.createTestingModule({
        imports: [LockModule.forRoot(lockSandboxOptions(sandbox, { databaseUrl }))],
      }).compile();
      try {
        const lock = moduleRef.get(Lock);

        const first = await lock.webhooks().subscribe('https://app.example/lock/webhook', ['DEVICE_STATUS']);
        const second = await lock.webhooks().subscribe('https://app.example/lock/webhook', ['DEVICE_LOGS']);

        const stored = sandbox.subscriptions('notification', LOCK_SANDBOX_OFFICE_ACCOUNT_ID);
        const referenceIds = stored.map(
          (subscription) => (subscription as { referenceId?: string }).referenceId,
        );
        expect(referenceIds).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
        expect(referenceIds[0]).not.toBe(referenceIds[1]);
        expect([first.raw.referenceId, second.raw.referenceId]).toEqual(referenceIds);
      } finally {
        await moduleRef.close();
      }
    });
  });
});
