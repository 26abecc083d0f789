import { randomBytes } from 'node:crypto';
import { LockCommandsModule } from '../src/commands';
import { INestApplication, Injectable } from '@nestjs/common';
import { EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { TokenCipher } from '../src/common/crypto/token-cipher';
import { LockDatabase, lockDatabaseLocation } from '../src/lock/application/persistence';
import { LockModule, LockModuleOptions, SmartLock } from '../src/lock';
import {
  LOCK_ACCOUNT_USER_EVENT,
  LOCK_DEVICE_AUTHS_EVENT,
  LOCK_DEVICE_CONFIG_EVENT,
  LOCK_DEVICE_LOGS_EVENT,
  LOCK_DEVICE_MASTERDATA_EVENT,
  LOCK_DEVICE_STATUS_EVENT,
  LOCK_WEBHOOK_UNKNOWN_EVENT,
} from '../src/lock/application/webhooks/lock-webhook-event-names';
import {
  LockDeviceAuthsEvent,
  LockDeviceLogsEvent,
  LockDeviceStatusEvent,
  LockWebhookEvent,
} from '../src/lock/application/webhooks/lock-webhook-events';
import { LockWebhookReceiver } from '../src/lock/application/webhooks/lock-webhook-receiver';
import { WebhookSecretStore } from '../src/lock/application/webhooks/webhook-secret-store';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { MAX_UNPARSED_WEBHOOK_BODY_BYTES } from '../src/lock/application/webhooks/unparsed-body';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LOCK_SANDBOX_OFFICE_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { CapturedLogger } from './support/captured-logger';
import { CommandHarness } from './support/command-harness';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { describeOnDatabases } from './support/lock-databases';
import { secretForms } from './support/secret-forms';

/**
 * Inbound webhooks of the Lock module (issue 5 "Inbound webhooks"; DESIGN §4 Lock) over real HTTP on 127.0.0.1
 * and the real databases: the signature of the raw body against the stored subscription secrets, duplicate
 * deliveries, the typed events through `@nestjs/event-emitter`, and `lock:webhook-register` storing the secret.
 */

/** The cipher's format (DESIGN §3): `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const CIPHERTEXT = /^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/;
const ROUTE = '/lock/webhook';
const SIGNATURE = 'x-lock-signature-sha256';
const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
const APP_URL = 'https://app.example';

/** A signing secret as the lock API hands them out: 40 hex characters. */
function newSecret(): string {
  return randomBytes(20).toString('hex');
}

/** Every event the receiver emitted, in order, as the test's `@OnEvent` listener saw it. */
@Injectable()
class RecordingListener {
  readonly received: LockWebhookEvent[] = [];
  /** When set, the status listener throws (after recording), as a broken handler of the host would. */
  failWith: Error | undefined;

  /** Records the typed events of every name; the status event's failure is passed on (`suppressErrors: false`). */
  @OnEvent(LOCK_DEVICE_STATUS_EVENT, { suppressErrors: false })
  @OnEvent(LOCK_DEVICE_CONFIG_EVENT)
  @OnEvent(LOCK_DEVICE_LOGS_EVENT)
  @OnEvent(LOCK_DEVICE_AUTHS_EVENT)
  @OnEvent(LOCK_DEVICE_MASTERDATA_EVENT)
  @OnEvent(LOCK_ACCOUNT_USER_EVENT)
  @OnEvent(LOCK_WEBHOOK_UNKNOWN_EVENT)
  async record(event: LockWebhookEvent): Promise<void> {
    this.received.push(event);
    if (this.failWith !== undefined && event.name === LOCK_DEVICE_STATUS_EVENT) throw this.failWith;
  }
}

/** A receiver app and what the tests look at. */
interface ReceiverApp {
  app: INestApplication;
  url: string;
  listener: RecordingListener;
  logger: CapturedLogger;
}

/** An answer of the receiver: status and JSON body. */
interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The `Retry-After` header, when sent. */
  retryAfter?: string;
}

describeOnDatabases('lock inbound webhooks', (testDatabase) => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let appKey: string;
  let databaseUrl: string;
  let database: LockDatabase;
  let secrets: WebhookSecretStore;
  const apps: INestApplication[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    appKey = randomAppKey();
    databaseUrl = await testDatabase.freshUrl();
    database = new LockDatabase(() => lockDatabaseLocation(databaseUrl));
    secrets = new WebhookSecretStore(database, () => new TokenCipher({ key: appKey }));
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.close();
    restoreEnv();
  });

  /** The lock module as these tests configure it: the test's database and cipher key. */
  const lockOptions = (options: LockModuleOptions = {}): LockModuleOptions => ({
    databaseUrl,
    ...options,
    tokenCache: { store: 'memory', appKey, ...options.tokenCache },
  });

  /** Boots a receiver app on 127.0.0.1 (raw body kept unless told otherwise). */
  async function startReceiver(
    settings: { rawBody?: boolean; route?: string; eventEmitter?: boolean } = {},
  ): Promise<ReceiverApp> {
    const logger = new CapturedLogger();
    const moduleRef = await Test.createTestingModule({
      imports: [
        ...(settings.eventEmitter === false ? [] : [EventEmitterModule.forRoot()]),
        LockModule.forRoot({
          ...lockOptions(settings.route ? { webhook: { route: settings.route } } : {}),
          webhookController: true,
        }),
      ],
      providers: [RecordingListener],
    })
      .setLogger(logger)
      .compile();
    const app = moduleRef.createNestApplication({ rawBody: settings.rawBody ?? true, logger });
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return {
      app,
      url: `${await app.getUrl()}${settings.route ?? ROUTE}`,
      listener: app.get(RecordingListener),
      logger,
    };
  }

  /** POSTs the body (an object is sent as JSON) with the headers; answers status and JSON body. */
  async function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
      ...(retryAfter === null ? {} : { retryAfter }),
    };
  }

  /** POSTs the payload signed with the secret (its JSON text, or the exact text given). */
  function deliver(
    receiver: ReceiverApp,
    payload: Record<string, unknown> | string,
    secret: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return post(receiver.url, body, { [SIGNATURE]: signWebhookBody(body, secret), ...headers });
  }

  const ACCEPTED = { status: 200, body: { status: 'accepted' } };
  const DUPLICATE = { status: 200, body: { status: 'duplicate' } };

  /** A status delivery of the front door (state 1: locked), with the given delivery id. */
  const statusPayload = (id?: string | number): Record<string, unknown> => ({
    ...(id === undefined ? {} : { id }),
    feature: 'DEVICE_STATUS',
    smartlockId: 100101,
    state: { state: 1, doorState: 2, batteryCharge: 76, batteryCritical: false },
  });

  const processedRows = async () =>
    (await database.db()).selectFrom('lock_processed_webhooks').selectAll().execute();

  describe('the signature', () => {
    it('a delivery signed with a stored secret is accepted and its typed event is received', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();

      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(ACCEPTED);

      expect(receiver.listener.received).toHaveLength(1);
      const [event] = receiver.listener.received;
      expect(event).toBeInstanceOf(LockDeviceStatusEvent);
      const status = event as LockDeviceStatusEvent;
      expect(status).toMatchObject({
        name: 'lock.device.status',
        feature: 'DEVICE_STATUS',
        deliveryId: 'd-1',
        subscriptionId: 'sub-1',
        accountKey: 'office',
        smartlockId: 100101,
        payload: statusPayload('d-1'),
      });
      expect(status.smartLock).toBeInstanceOf(SmartLock);
      expect(status.smartLock).toMatchObject({
        smartlockId: 100101,
        state: 1,
        doorState: 2,
        batteryCharge: 76,
      });
      expect(Object.isFrozen(status.payload)).toBe(true);
    });

    it('verifies the raw bytes as sent, not a re-serialisation of the parsed JSON', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();
      const body = '{ "feature" : "DEVICE_STATUS",\n  "smartlockId": 100101, "note": "caf\\u00e9 ✓" }';
      expect(JSON.stringify(JSON.parse(body))).not.toBe(body);

      await expect(deliver(receiver, body, secret)).resolves.toEqual(ACCEPTED);

      expect(receiver.listener.received.map((event) => event.payload.note)).toEqual(['café ✓']);
    });

    it('tries every stored secret when the payload names no subscription, and reports the one that signed', async () => {
      const officeSecret = newSecret();
      const depotSecret = newSecret();
      await secrets.put('sub-office', 'office', officeSecret);
      await secrets.put('sub-depot', 'depot', depotSecret);
      const receiver = await startReceiver();

      await expect(deliver(receiver, statusPayload(), depotSecret)).resolves.toEqual(ACCEPTED);
      await expect(deliver(receiver, statusPayload(), officeSecret)).resolves.toEqual(ACCEPTED);

      expect(receiver.listener.received.map((event) => [event.subscriptionId, event.accountKey])).toEqual([
        ['sub-depot', 'depot'],
        ['sub-office', 'office'],
      ]);
    });

    it('a payload that names its subscription is checked against that secret only', async () => {
      const officeSecret = newSecret();
      const depotSecret = newSecret();
      await secrets.put('sub-office', 'office', officeSecret);
      await secrets.put('sub-depot', 'depot', depotSecret);
      const receiver = await startReceiver();
      const naming = (subscriptionId: string) => ({ ...statusPayload(), subscriptionId });

      await expect(deliver(receiver, naming('sub-depot'), officeSecret)).resolves.toMatchObject({
        status: 401,
      });
      await expect(deliver(receiver, naming('sub-unknown'), officeSecret)).resolves.toMatchObject({
        status: 401,
      });
      await expect(deliver(receiver, naming('sub-depot'), depotSecret)).resolves.toEqual(ACCEPTED);

      expect(receiver.listener.received.map((event) => event.accountKey)).toEqual(['depot']);
    });

    const storedSecret = newSecret();

    it.each([
      ['signed with a secret that is not stored', (body: string) => signWebhookBody(body, newSecret())],
      ['signed over another body', (body: string) => signWebhookBody(`${body} `, storedSecret)],
      ['a signature cut short', (body: string) => signWebhookBody(body, storedSecret).slice(0, 63)],
      ['a signature made longer', (body: string) => `${signWebhookBody(body, storedSecret)}00`],
      ['no hex at all', () => 'z'.repeat(64)],
    ])('a forged delivery (%s) gets 401 and emits nothing', async (_case, sign) => {
      await secrets.put('sub-1', 'office', storedSecret);
      const receiver = await startReceiver();
      const body = JSON.stringify(statusPayload('d-forged'));

      const answer = await post(receiver.url, body, { [SIGNATURE]: sign(body) });

      expect(answer).toMatchObject({
        status: 401,
        body: { message: 'The delivery signature does not match.' },
      });
      expect(receiver.listener.received).toEqual([]);
      expect(await processedRows()).toEqual([]);
    });

    it('accepts the signature in upper-case hex too', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();
      const body = JSON.stringify(statusPayload());

      const answer = await post(receiver.url, body, {
        [SIGNATURE]: signWebhookBody(body, secret).toUpperCase(),
      });

      expect(answer).toEqual(ACCEPTED);
    });

    it.each([
      ['missing', {}],
      ['blank', { [SIGNATURE]: '  ' }],
    ])('a delivery whose signature header is %s gets 401 and emits nothing', async (_case, headers) => {
      await secrets.put('sub-1', 'office', newSecret());
      const receiver = await startReceiver();

      const answer = await post(receiver.url, JSON.stringify(statusPayload('d-1')), headers);

      expect(answer).toMatchObject({
        status: 401,
        body: { message: 'The delivery has no x-lock-signature-sha256 header.' },
      });
      expect(receiver.listener.received).toEqual([]);
    });

    it('nothing is accepted while no secret is stored', async () => {
      const receiver = await startReceiver();

      await expect(deliver(receiver, statusPayload(), newSecret())).resolves.toMatchObject({ status: 401 });
      expect(receiver.listener.received).toEqual([]);
    });

    it('a secret row moved to another account no longer decrypts: 401, and a warning names the row', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const db = await database.db();
      await db.updateTable('lock_webhook_secrets').set({ account_key: 'depot' }).execute();
      const receiver = await startReceiver();

      await expect(deliver(receiver, statusPayload(), secret)).resolves.toMatchObject({ status: 401 });

      expect(receiver.listener.received).toEqual([]);
      expect(receiver.logger.warnings).toEqual([
        'Webhook delivery refused while stored subscription secrets do not decrypt subscriptions=sub-1 ' +
          'hint="was APP_KEY changed without keeping the old one in APP_PREVIOUS_KEYS?"',
        'Webhook delivery refused reason=bad-signature status=401',
      ]);
      expect(receiver.logger.warnings.join('\n')).not.toContain(secret);
    });

    it('many forged deliveries while a secret does not decrypt: one warning of each kind, not one per delivery', async () => {
      await secrets.put('sub-1', 'office', newSecret());
      const db = await database.db();
      await db.updateTable('lock_webhook_secrets').set({ account_key: 'depot' }).execute();
      const receiver = await startReceiver();

      for (let delivery = 0; delivery < 50; delivery += 1) {
        await expect(deliver(receiver, statusPayload(`d-${delivery}`), newSecret())).resolves.toMatchObject({
          status: 401,
        });
      }

      expect(receiver.logger.warnings).toEqual([
        'Webhook delivery refused while stored subscription secrets do not decrypt subscriptions=sub-1 ' +
          'hint="was APP_KEY changed without keeping the old one in APP_PREVIOUS_KEYS?"',
        'Webhook delivery refused reason=bad-signature status=401',
      ]);
    });

    it('keeps the secrets as ciphertext bound to subscription and account', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      await secrets.put('sub-1', 'depot', secret);

      const rows = await (await database.db()).selectFrom('lock_webhook_secrets').selectAll().execute();

      expect(rows).toEqual([
        {
          subscription_id: 'sub-1',
          account_key: 'depot',
          ciphertext: expect.stringMatching(CIPHERTEXT),
          created_at: expect.any(String),
        },
      ]);
      for (const form of Object.values(secretForms(secret))) expect(JSON.stringify(rows)).not.toContain(form);
      await expect(secrets.load('sub-1')).resolves.toEqual({
        secrets: [{ subscriptionId: 'sub-1', accountKey: 'depot', secret }],
        unreadable: [],
      });
    });
  });

  describe('the request', () => {
    it('a signed body that is no JSON object gets 400 and emits nothing', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();

      await expect(deliver(receiver, '[1, 2]', secret)).resolves.toMatchObject({ status: 400 });
      await expect(deliver(receiver, 'not json', secret)).resolves.toMatchObject({ status: 400 });

      expect(receiver.listener.received).toEqual([]);
    });

    it('a signed body nested deeper than 64 levels gets 400 naming the limit; a forged one still 401', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();
      const body = `{"id":"d-deep","feature":"DEVICE_STATUS","deep":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;

      const signed = await deliver(receiver, body, secret);
      const forged = await deliver(receiver, body, newSecret());

      expect(signed).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message:
            'The delivery body is nested deeper than 64 levels of arrays and objects (MAX_JSON_DEPTH).',
        },
      });
      expect(forged.status).toBe(401);
      expect(receiver.listener.received).toEqual([]);
      expect(receiver.logger.errors).toEqual([]);
    });

    it('a delivery that is not JSON gets 415', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();
      const body = JSON.stringify(statusPayload());

      const answer = await post(receiver.url, body, {
        'content-type': 'text/plain',
        [SIGNATURE]: signWebhookBody(body, secret),
      });

      expect(answer.status).toBe(415);
      expect(receiver.listener.received).toEqual([]);
    });

    it.each(['application/vnd.api+json', 'text/json', 'application/cloudevents+json; charset=utf-8'])(
      'a delivery of the JSON type %s is read (no parser takes it): signed 200, unsigned 401, never a 500',
      async (contentType) => {
        const secret = newSecret();
        await secrets.put('sub-1', 'office', secret);
        const receiver = await startReceiver();
        const body = JSON.stringify(statusPayload('d-typed'));

        const signed = await post(receiver.url, body, {
          'content-type': contentType,
          [SIGNATURE]: signWebhookBody(body, secret),
        });
        const unsigned = await post(receiver.url, body, { 'content-type': contentType });

        expect(signed).toEqual(ACCEPTED);
        expect(unsigned.status).toBe(401);
        expect(receiver.listener.received).toHaveLength(1);
        expect(receiver.logger.errors).toEqual([]);
      },
    );

    it('a delivery of such a type over 1 MiB gets 413 and emits nothing', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver();
      const body = JSON.stringify({
        ...statusPayload('d-big'),
        padding: 'x'.repeat(MAX_UNPARSED_WEBHOOK_BODY_BYTES),
      });

      const answer = await post(receiver.url, body, {
        'content-type': 'application/vnd.api+json',
        [SIGNATURE]: signWebhookBody(body, secret),
      });

      expect(answer.status).toBe(413);
      expect(receiver.listener.received).toEqual([]);
    });

    it('answers POST only', async () => {
      const receiver = await startReceiver();

      const response = await fetch(receiver.url);
      await response.arrayBuffer();

      expect(response.status).toBe(404);
    });

    it('listens at the route it is given', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver({ route: '/hooks/lock-events' });

      expect(receiver.url).toMatch(/\/hooks\/lock-events$/);
      await expect(deliver(receiver, statusPayload(), secret)).resolves.toEqual(ACCEPTED);
    });

    it('without rawBody on the app: 500 with a clear message, logged once, nothing emitted', async () => {
      const secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      const receiver = await startReceiver({ rawBody: false });

      const first = await deliver(receiver, statusPayload('d-1'), secret);
      const second = await deliver(receiver, statusPayload('d-2'), secret);

      for (const answer of [first, second]) {
        expect(answer).toMatchObject({
          status: 500,
          body: { message: 'The webhook receiver is misconfigured: it cannot read the raw body.' },
        });
      }
      expect(receiver.logger.errors.filter((line) => line.includes('rawBody: true'))).toEqual([
        'Webhook receiver cannot verify signatures without the raw request body ' +
          'remedy="NestFactory.create(AppModule, { rawBody: true })"',
      ]);
      expect(receiver.listener.received).toEqual([]);
      expect(await processedRows()).toEqual([]);
    });

    it('without EventEmitterModule and without the controller the app starts; receive() says what is missing', async () => {
      const moduleRef = await Test.createTestingModule({
        imports: [LockModule.forRoot(lockOptions())],
      }).compile();
      await moduleRef.init();
      try {
        await expect(
          moduleRef
            .get(LockWebhookReceiver)
            .receive({ rawBody: Buffer.from('{}'), signature: 'a'.repeat(64) }),
        ).rejects.toThrow('import EventEmitterModule.forRoot() (global) in the application module.');
      } finally {
        await moduleRef.close();
      }
    });

    it('without EventEmitterModule the app does not start, and says what is missing', async () => {
      await expect(startReceiver({ eventEmitter: false })).rejects.toThrow(
        'The lock webhook receiver emits its events through @nestjs/event-emitter: import ' +
          'EventEmitterModule.forRoot() (global) in the application module.',
      );
    });
  });

  describe('duplicates', () => {
    let secret: string;
    let receiver: ReceiverApp;

    beforeEach(async () => {
      secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      receiver = await startReceiver();
    });

    it('a delivery id seen before answers 200 duplicate and emits nothing', async () => {
      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(ACCEPTED);
      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(DUPLICATE);
      await expect(
        deliver(receiver, { ...statusPayload(7), feature: 'DEVICE_LOGS' }, secret),
      ).resolves.toEqual(ACCEPTED);
      await expect(deliver(receiver, statusPayload('7'), secret)).resolves.toEqual(DUPLICATE);

      expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-1', '7']);
      expect(await processedRows()).toHaveLength(2);
    });

    it('concurrent deliveries of the same id emit once: the others are duplicates, or 503 in-progress with Retry-After while the listeners run', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => deliver(receiver, statusPayload('d-concurrent'), secret)),
      );

      expect(answers.filter((answer) => answer.body.status === 'accepted')).toHaveLength(1);
      const others = answers.filter((answer) => answer.body.status !== 'accepted');
      for (const answer of others) {
        if (answer.body.status === 'duplicate') expect(answer).toEqual(DUPLICATE);
        else expect(answer).toMatchObject({ status: 503, body: { status: 'in-progress' }, retryAfter: '60' });
      }
      expect(others).toHaveLength(11);
      expect(receiver.listener.received).toHaveLength(1);
      await expect(deliver(receiver, statusPayload('d-concurrent'), secret)).resolves.toEqual(DUPLICATE);
    });

    it('without an id in the payload, the digest of the signed body is its id: a replay is a duplicate, whatever its headers', async () => {
      await expect(deliver(receiver, statusPayload(), secret)).resolves.toEqual(ACCEPTED);
      await expect(
        deliver(receiver, statusPayload(), secret, { 'x-lock-delivery': 'new-id' }),
      ).resolves.toEqual(DUPLICATE);
      await expect(deliver(receiver, { ...statusPayload(), state: { state: 3 } }, secret)).resolves.toEqual(
        ACCEPTED,
      );

      expect(receiver.listener.received).toHaveLength(2);
      for (const event of receiver.listener.received)
        expect(event.deliveryId).toMatch(/^sha256:[0-9a-f]{64}$/);
    });

    it('a forged delivery does not use up its id', async () => {
      const body = JSON.stringify(statusPayload('d-1'));
      await expect(
        post(receiver.url, body, { [SIGNATURE]: signWebhookBody(body, newSecret()) }),
      ).resolves.toMatchObject({ status: 401 });

      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(ACCEPTED);
      expect(receiver.listener.received).toHaveLength(1);
    });

    it('the same id from two subscriptions is two deliveries', async () => {
      const otherSecret = newSecret();
      await secrets.put('sub-2', 'depot', otherSecret);

      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(ACCEPTED);
      await expect(deliver(receiver, statusPayload('d-1'), otherSecret)).resolves.toEqual(ACCEPTED);

      expect(receiver.listener.received.map((event) => event.subscriptionId)).toEqual(['sub-1', 'sub-2']);
    });
  });

  describe('events', () => {
    let secret: string;
    let receiver: ReceiverApp;

    beforeEach(async () => {
      secret = newSecret();
      await secrets.put('sub-1', 'office', secret);
      receiver = await startReceiver();
    });

    it('emits one typed event per feature, and lock.webhook.unknown for any other', async () => {
      const deliveries: Array<[Record<string, unknown>, string]> = [
        [statusPayload(), 'lock.device.status'],
        [
          { feature: 'DEVICE_CONFIG', smartlockId: 100101, config: { name: 'Front Door' } },
          'lock.device.config',
        ],
        [
          { feature: 'DEVICE_LOGS', smartlockLog: { id: 'log-1', smartlockId: 100101, action: 1 } },
          'lock.device.logs',
        ],
        [
          { feature: 'DEVICE_AUTHS', smartlockAuth: { id: 'auth-1', smartlockId: 100101, type: 13 } },
          'lock.device.auths',
        ],
        [{ feature: 'DEVICE_MASTERDATA', smartlockId: 100101, name: 'Front Door' }, 'lock.device.masterdata'],
        [
          { feature: 'ACCOUNT_USER', accountUser: { accountUserId: 7, email: 'ann@example.com' } },
          'lock.account.user',
        ],
        [{ feature: 'DEVICE_WHATEVER' }, 'lock.webhook.unknown'],
        [{ smartlockId: 100101 }, 'lock.webhook.unknown'],
      ];

      for (const [payload] of deliveries) {
        await expect(deliver(receiver, payload, secret)).resolves.toEqual(ACCEPTED);
      }

      expect(receiver.listener.received.map((event) => event.name)).toEqual(
        deliveries.map(([, name]) => name),
      );
      const [, , logs, auths] = receiver.listener.received;
      expect(logs).toBeInstanceOf(LockDeviceLogsEvent);
      expect((logs as LockDeviceLogsEvent).logEntry).toMatchObject({ id: 'log-1', smartlockId: 100101 });
      expect((logs as LockDeviceLogsEvent).smartlockId).toBe(100101);
      expect(auths).toBeInstanceOf(LockDeviceAuthsEvent);
      expect((auths as LockDeviceAuthsEvent).authorization).toMatchObject({ id: 'auth-1', type: 13 });
    });

    it('a listener that throws is logged and the sender gets 500 failed: the delivery is not processed, its next copy runs the listeners again', async () => {
      receiver.listener.failWith = new Error('the handler broke');

      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual({
        status: 500,
        body: {
          statusCode: 500,
          status: 'failed',
          message: 'The delivery could not be processed; send it again.',
        },
      });

      expect(receiver.listener.received).toHaveLength(1);
      expect(receiver.logger.errors).toEqual([
        'Webhook listener failed; the delivery counts as not processed event=lock.device.status deliveryId=d-1 ' +
          'source=subscription:sub-1 reason="the handler broke"',
      ]);
      expect(await processedRows()).toEqual([]);
      receiver.listener.failWith = undefined;
      await expect(deliver(receiver, statusPayload('d-2'), secret)).resolves.toEqual(ACCEPTED);
      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(ACCEPTED);
      await expect(deliver(receiver, statusPayload('d-1'), secret)).resolves.toEqual(DUPLICATE);
      expect(receiver.listener.received.map((event) => event.deliveryId)).toEqual(['d-1', 'd-2', 'd-1']);
    });
  });

  describe('lock:webhook-register stores the secret', () => {
    let sandbox: LockSandbox;
    let harness: CommandHarness;

    beforeEach(async () => {
      sandbox = await LockSandbox.start();
      harness = new CommandHarness();
    });

    afterEach(async () => {
      process.exitCode = undefined;
      await harness.close();
      await sandbox.close();
    });

    /** Runs the command against the sandbox; `options` override (a `tokenCache.appKey` also the stores' key). */
    const register = (args: string[], options: LockModuleOptions = {}) =>
      harness.run(
        [
          LockModule.forRoot(lockSandboxOptions(sandbox, lockOptions({ appUrl: APP_URL, ...options }))),
          LockCommandsModule,
        ],
        ['lock:webhook-register', ...args],
      );

    const storedRows = async () =>
      (await database.db()).selectFrom('lock_webhook_secrets').selectAll().orderBy('created_at').execute();

    it.each([
      ['notification', [], OFFICE, 'default'],
      ['decentral', ['--account', 'depot'], DEPOT, 'depot'],
    ] as const)(
      'the %s API: the secret is stored encrypted, never printed, and the receiver accepts what it signs',
      async (api, args, accountId, accountKey) => {
        await register([...args], {
          webhook: { api },
          accounts: { depot: { token: sandbox.apiToken(DEPOT) } },
        });

        expect(harness.output.failed).toEqual([]);
        expect(process.exitCode ?? 0).toBe(0);
        const subscription = sandbox.subscriptions(api, accountId).at(-1)!;
        const rows = await storedRows();
        expect(rows).toEqual([
          {
            subscription_id: String(subscription.id),
            account_key: accountKey,
            ciphertext: expect.stringMatching(CIPHERTEXT),
            created_at: expect.any(String),
          },
        ]);
        for (const form of Object.values(secretForms(subscription.secret))) {
          expect(JSON.stringify(rows)).not.toContain(form);
          expect(harness.everything()).not.toContain(form);
        }
        expect(harness.output.printed[0]).toContain(`Subscription: ${subscription.id}`);

        const receiver = await startReceiver();
        await expect(deliver(receiver, statusPayload('d-1'), subscription.secret)).resolves.toEqual(ACCEPTED);
        expect(receiver.listener.received.map((event) => [event.subscriptionId, event.accountKey])).toEqual([
          [String(subscription.id), accountKey],
        ]);
      },
    );

    it('without APP_KEY: one error line, and nothing is subscribed', async () => {
      await register([], { tokenCache: { appKey: '' } });

      expect(harness.expectOneErrorLine()).toBe(
        'Error: Webhook signing secrets are kept encrypted, and APP_KEY is not set.',
      );
      expect(sandbox.requests).toEqual([]);
      expect(await storedRows()).toEqual([]);
    });
  });
});
