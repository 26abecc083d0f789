import { Test, TestingModule } from '@nestjs/testing';
import { Lock, LockModule, LockModuleOptions, LockRoute, WeekdayBitmask } from '../src/lock';
import { CapturedLogger } from './support/captured-logger';
import {
  lockOpenApi,
  OpenApiSchema,
  operationsOf,
  sampleParameters,
  sampleValue,
} from './support/contract/openapi-sample';
import { PrismMock } from './support/contract/prism-mock';
import { randomAppKey } from './support/delivery-app';

/**
 * Every operation of the lock vendor's OpenAPI, as a typed route of `lock.request()`. The compiler checks that
 * each is a `LockRoute` and that no `LockRoute` is missing here; the first test checks the list against the
 * OpenAPI itself.
 */
const ROUTES = [
  'GET /account',
  'POST /account',
  'DELETE /account',
  'POST /account/email/change',
  'POST /account/email/verify',
  'GET /account/integration',
  'DELETE /account/integration',
  'PUT /account/otp',
  'POST /account/otp',
  'DELETE /account/otp',
  'POST /account/password/reset',
  'GET /account/setting',
  'PUT /account/setting',
  'DELETE /account/setting',
  'GET /account/sub',
  'PUT /account/sub',
  'GET /account/sub/{accountId}',
  'POST /account/sub/{accountId}',
  'DELETE /account/sub/{accountId}',
  'POST /account/subscription/pay',
  'POST /account/subscription/{id}/activate',
  'POST /account/subscription/{id}/terminate',
  'GET /account/user',
  'PUT /account/user',
  'GET /account/user/{accountUserId}',
  'POST /account/user/{accountUserId}',
  'DELETE /account/user/{accountUserId}',
  'GET /address',
  'PUT /address',
  'GET /address/token/{id}',
  'GET /address/token/{id}/redeem',
  'POST /address/token/{id}/redeem',
  'POST /address/{addressId}',
  'DELETE /address/{addressId}',
  'GET /address/{addressId}/reservation',
  'POST /address/{addressId}/reservation/{id}/issue',
  'POST /address/{addressId}/reservation/{id}/revoke',
  'POST /address/{addressId}/reservation/{id}/update/accesstimes',
  'GET /address/{addressId}/token',
  'GET /address/{addressId}/unit',
  'PUT /address/{addressId}/unit',
  'DELETE /address/{addressId}/unit',
  'DELETE /address/{addressId}/unit/{id}',
  'GET /api/decentralWebhook',
  'PUT /api/decentralWebhook',
  'DELETE /api/decentralWebhook/{id}',
  'GET /api/key',
  'PUT /api/key',
  'POST /api/key/{apiKeyId}',
  'DELETE /api/key/{apiKeyId}',
  'GET /api/key/{apiKeyId}/advanced',
  'PUT /api/key/{apiKeyId}/advanced',
  'POST /api/key/{apiKeyId}/advanced',
  'DELETE /api/key/{apiKeyId}/advanced',
  'POST /api/key/{apiKeyId}/advanced/reactivate',
  'GET /api/key/{apiKeyId}/token',
  'PUT /api/key/{apiKeyId}/token',
  'POST /api/key/{apiKeyId}/token/{id}',
  'DELETE /api/key/{apiKeyId}/token/{id}',
  'GET /api/key/{apiKeyId}/webhook/logs',
  'GET /app/account/subscription',
  'POST /bulk-web-config',
  'GET /company',
  'GET /notification',
  'PUT /notification',
  'GET /notification/{notificationId}',
  'POST /notification/{notificationId}',
  'DELETE /notification/{notificationId}',
  'GET /opener/brand',
  'GET /opener/brand/{brandId}',
  'GET /opener/intercom',
  'GET /opener/intercom/{intercomId}',
  'GET /service',
  'GET /service/{serviceId}',
  'POST /service/{serviceId}/link',
  'POST /service/{serviceId}/sync',
  'POST /service/{serviceId}/unlink',
  'GET /smartlock',
  'GET /smartlock/auth',
  'PUT /smartlock/auth',
  'POST /smartlock/auth',
  'DELETE /smartlock/auth',
  'PUT /smartlock/auth/advanced',
  'GET /smartlock/log',
  'GET /smartlock/{smartlockId}',
  'POST /smartlock/{smartlockId}',
  'DELETE /smartlock/{smartlockId}',
  'POST /smartlock/{smartlockId}/action',
  'POST /smartlock/{smartlockId}/action/advanced',
  'POST /smartlock/{smartlockId}/action/lock',
  'POST /smartlock/{smartlockId}/action/lock/advanced',
  'POST /smartlock/{smartlockId}/action/unlock',
  'POST /smartlock/{smartlockId}/action/unlock/advanced',
  'POST /smartlock/{smartlockId}/admin/pin',
  'POST /smartlock/{smartlockId}/advanced/config',
  'POST /smartlock/{smartlockId}/advanced/openerconfig',
  'POST /smartlock/{smartlockId}/advanced/smartdoorconfig',
  'GET /smartlock/{smartlockId}/auth',
  'PUT /smartlock/{smartlockId}/auth',
  'POST /smartlock/{smartlockId}/auth/advanced/sharedkey',
  'GET /smartlock/{smartlockId}/auth/{id}',
  'POST /smartlock/{smartlockId}/auth/{id}',
  'DELETE /smartlock/{smartlockId}/auth/{id}',
  'POST /smartlock/{smartlockId}/config',
  'GET /smartlock/{smartlockId}/log',
  'POST /smartlock/{smartlockId}/sync',
  'POST /smartlock/{smartlockId}/web/config',
  'GET /subscription',
  'GET /subscription/{subscriptionId}',
] as const satisfies readonly LockRoute[];

/** The routes `LockRoute` has and the list above lacks: none (a compile error otherwise). */
const missingRoutes: [Exclude<LockRoute, (typeof ROUTES)[number]>] extends [never] ? 'none' : never = 'none';

/**
 * Operations whose answer Prism cannot make up (the vendor documents it with a recursive schema of its server's
 * internals): it answers 500 `SCHEMA_TOO_COMPLEX`. Their requests are validated like every other.
 */
const PRISM_CANNOT_ANSWER = new Set(['GET /service', 'GET /service/{serviceId}']);

const document = lockOpenApi();
const operations = operationsOf(document);

/** A value of a schema of the OpenAPI that it accepts (the settings bodies have up to 19 required fields). */
function sampleOf<T>(schemaName: string): T {
  return sampleValue(document, { $ref: `#/components/schemas/${schemaName}` } as OpenApiSchema) as T;
}

const SMARTLOCK = 17;
const AUTH_ID = '5f1e2d3c4b5a69788796a5b4';
const NOVEMBER_FIRST = new Date(Date.UTC(2026, 10, 1, 8));
const NOVEMBER_THIRTIETH = new Date(Date.UTC(2026, 10, 30, 18));

/**
 * Every resource method with arguments as a user passes them. Where the spec and the vendor differ, the spec's
 * behaviour stays: `webhooks()` in its default `notification` mode calls `/api/notification`, which the vendor's
 * OpenAPI does not have (its own API is `notifications()`, below, and `webhooks()` in `decentral` mode); and the
 * spec spells the flag `favourite` where the API says `favorite` (`update()` passes attributes unchanged, so
 * `favorite` is what reaches the API as a field it knows).
 */
const RESOURCE_CALLS: [string, (lock: Lock) => Promise<unknown>][] = [
  ['smartlocks().all({ authId, type })', (lock) => lock.smartlocks().all({ authId: 3, type: 4 })],
  ['smartlocks().find(id)', (lock) => lock.smartlocks().find(SMARTLOCK)],
  ['smartlocks().lock(id)', (lock) => lock.smartlocks().lock(SMARTLOCK)],
  ['smartlocks().unlock(id)', (lock) => lock.smartlocks().unlock(SMARTLOCK)],
  ['smartlocks().unlatch(id)', (lock) => lock.smartlocks().unlatch(SMARTLOCK)],
  ['smartlocks().lockAndGo(id)', (lock) => lock.smartlocks().lockAndGo(SMARTLOCK)],
  ['smartlocks().lockAndGoWithUnlatch(id)', (lock) => lock.smartlocks().lockAndGoWithUnlatch(SMARTLOCK)],
  ['smartlocks().action(id, 2, 4)', (lock) => lock.smartlocks().action(SMARTLOCK, 2, 4)],
  ['smartlocks().actionWithCallback(id, 3)', (lock) => lock.smartlocks().actionWithCallback(SMARTLOCK, 3)],
  ['smartlocks().lockWithCallback(id)', (lock) => lock.smartlocks().lockWithCallback(SMARTLOCK)],
  ['smartlocks().unlockWithCallback(id)', (lock) => lock.smartlocks().unlockWithCallback(SMARTLOCK)],
  [
    'smartlocks().update(id, { name, favorite })',
    (lock) => lock.smartlocks().update(SMARTLOCK, { name: 'Front door', favorite: true }),
  ],
  ['smartlocks().sync(id)', (lock) => lock.smartlocks().sync(SMARTLOCK)],
  ['smartlocks().delete(id)', (lock) => lock.smartlocks().delete(SMARTLOCK)],
  [
    'logs().forSmartlock(id, { fromDate: Date, toDate: Date, action, limit })',
    (lock) =>
      lock.logs().forSmartlock(SMARTLOCK, {
        fromDate: NOVEMBER_FIRST,
        toDate: NOVEMBER_THIRTIETH,
        action: 1,
        limit: 20,
      }),
  ],
  ['logs().all({ accountUserId, limit })', (lock) => lock.logs().all({ accountUserId: 5, limit: 50 })],
  [
    'auths().forSmartlock(id, { types: [0, 13] })',
    (lock) => lock.auths().forSmartlock(SMARTLOCK, { types: [0, 13] }),
  ],
  ['auths().all({ types: [0, 2, 3] })', (lock) => lock.auths().all({ types: [0, 2, 3], accountUserId: 5 })],
  ['auths().find(id, authId)', (lock) => lock.auths().find(SMARTLOCK, AUTH_ID)],
  [
    'auths().create(id, keypad code)',
    (lock) =>
      lock.auths().create(SMARTLOCK, {
        name: 'Cleaner',
        type: 13,
        code: 284613,
        remoteAllowed: false,
        allowedFromDate: NOVEMBER_FIRST.toISOString(),
        allowedUntilDate: NOVEMBER_THIRTIETH.toISOString(),
        allowedWeekDays: WeekdayBitmask.fromDays(['ma', 'wo', 'vr']),
      }),
  ],
  [
    'auths().update(id, authId, { enabled }) (the name read first)',
    (lock) => lock.auths().update(SMARTLOCK, AUTH_ID, { enabled: false }),
  ],
  ['auths().delete(id, authId)', (lock) => lock.auths().delete(SMARTLOCK, AUTH_ID)],
  [
    'auths().createMany({ smartlockIds, ... })',
    (lock) =>
      lock.auths().createMany({ name: 'Night shift', remoteAllowed: true, smartlockIds: [17, 18], type: 0 }),
  ],
  [
    'auths().updateMany([...])',
    (lock) => lock.auths().updateMany([{ id: AUTH_ID, name: 'Night shift', enabled: false }]),
  ],
  ['auths().deleteMany(ids)', (lock) => lock.auths().deleteMany([AUTH_ID])],
  [
    'auths().createWithSharedKey(id, ...)',
    (lock) => lock.auths().createWithSharedKey(SMARTLOCK, { name: 'Guest phone', allowedWeekDays: 127 }),
  ],
  [
    'auths().createAdvanced(...)',
    (lock) =>
      lock
        .auths()
        .createAdvanced({ name: 'Cleaner', accountUserId: 5, smartlockIds: [17], remoteAllowed: false }),
  ],
  [
    'settings().updateConfig(id, config)',
    (lock) => lock.settings().updateConfig(SMARTLOCK, sampleOf('Smartlock.Config')),
  ],
  [
    'settings().updateAdvancedConfig(id, config)',
    (lock) => lock.settings().updateAdvancedConfig(SMARTLOCK, sampleOf('Smartlock.AdvancedConfig')),
  ],
  [
    'settings().updateOpenerAdvancedConfig(id, config)',
    (lock) =>
      lock.settings().updateOpenerAdvancedConfig(SMARTLOCK, sampleOf('Smartlock.OpenerAdvancedConfig')),
  ],
  [
    'settings().updateSmartdoorAdvancedConfig(id, config)',
    (lock) =>
      lock.settings().updateSmartdoorAdvancedConfig(SMARTLOCK, sampleOf('Smartlock.SmartdoorAdvancedConfig')),
  ],
  [
    'settings().updateWebConfig(id, config)',
    (lock) => lock.settings().updateWebConfig(SMARTLOCK, { batteryWarningPerMailEnabled: true }),
  ],
  [
    'settings().updateWebConfigs([...])',
    (lock) =>
      lock
        .settings()
        .updateWebConfigs([{ smartlockId: SMARTLOCK, webConfig: { batteryWarningPerMailEnabled: false } }]),
  ],
  ['settings().setAdminPin(id, pin)', (lock) => lock.settings().setAdminPin(SMARTLOCK, 4821)],
  [
    'accountUsers().all({ email, offset, limit })',
    (lock) => lock.accountUsers().all({ email: 'a@example.com', offset: 0, limit: 20 }),
  ],
  ['accountUsers().find(id)', (lock) => lock.accountUsers().find(5)],
  [
    'accountUsers().create(...)',
    (lock) => lock.accountUsers().create({ email: 'cleaner@example.com', name: 'Cleaner', language: 'en' }),
  ],
  ['accountUsers().update(id, ...)', (lock) => lock.accountUsers().update(5, { name: 'Night cleaner' })],
  ['accountUsers().delete(id)', (lock) => lock.accountUsers().delete(5)],
  ['notifications().all(referenceId)', (lock) => lock.notifications().all('crm-42')],
  ['notifications().find(id)', (lock) => lock.notifications().find('n-1')],
  ['notifications().create(...)', (lock) => lock.notifications().create(sampleOf('Notification'))],
  ['notifications().update(id, ...)', (lock) => lock.notifications().update('n-1', sampleOf('Notification'))],
  ['notifications().delete(id)', (lock) => lock.notifications().delete('n-1')],
  ['opener().brands()', (lock) => lock.opener().brands()],
  ['opener().brand(id)', (lock) => lock.opener().brand(3)],
  [
    'opener().intercoms({ brandId })',
    (lock) => lock.opener().intercoms({ brandId: 3, ignoreVerified: true }),
  ],
  ['opener().intercom(id)', (lock) => lock.opener().intercom(11)],
  ['webhooks().logs(apiKeyId, { limit })', (lock) => lock.webhooks().logs(3, { limit: 10 })],
  ['account().info(true)', async (lock) => expect(await lock.account().info(true)).not.toBeNull()],
];

/** The webhook calls in `decentral` mode, the one the vendor's OpenAPI documents. */
const DECENTRAL_WEBHOOK_CALLS: [string, (lock: Lock) => Promise<unknown>][] = [
  ['webhooks().all()', (lock) => lock.webhooks().all()],
  [
    'webhooks().subscribe(url, events)',
    (lock) => lock.webhooks().subscribe('https://app.example/lock/webhook', ['DEVICE_STATUS', 'DEVICE_LOGS']),
  ],
  ['webhooks().unsubscribe(id)', (lock) => lock.webhooks().unsubscribe('12')],
];

describe('The lock API contract (Prism mocking the OpenAPI, every request validated)', () => {
  let prism: PrismMock;
  let moduleRef: TestingModule;
  let lock: Lock;

  let decentralModuleRef: TestingModule;
  let decentralLock: Lock;

  beforeAll(async () => {
    prism = await PrismMock.start();
    moduleRef = await lockModule(prism);
    lock = moduleRef.get(Lock);
    decentralModuleRef = await lockModule(prism, { webhook: { api: 'decentral' } });
    decentralLock = decentralModuleRef.get(Lock);
  }, 60_000);

  afterAll(async () => {
    await moduleRef?.close();
    await decentralModuleRef?.close();
    await prism?.stop();
  });

  beforeEach(() => prism.clear());

  it('types exactly the operations of the OpenAPI as routes (109)', () => {
    expect(missingRoutes).toBe('none');
    expect([...ROUTES].sort()).toEqual(operations.map((operation) => operation.route).sort());
    expect(ROUTES).toHaveLength(109);
  });

  it.each(operations.map((operation) => [operation.route, operation] as const))(
    'request(%s) sends what the OpenAPI accepts and reads the answer',
    async (route, operation) => {
      const answer = lock.request(route as LockRoute, sampleParameters(document, operation) as never);
      if (PRISM_CANNOT_ANSWER.has(route)) {
        await expect(answer).rejects.toThrow(/HTTP 500: .*SCHEMA_TOO_COMPLEX/);
        expect(prism.requestViolations()).toEqual([]);
        return;
      }
      const response = await answer;
      expect(prism.requestViolations()).toEqual([]);
      expect(prism.exchanges).toHaveLength(1);
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      if (response.status === 204) expect(response.data).toBeNull();
      else expect(response.data).not.toBeNull();
    },
  );

  it.each(RESOURCE_CALLS)('%s sends only what the OpenAPI accepts', async (_name, call) => {
    await call(lock);
    expect(prism.requestViolations()).toEqual([]);
    expect(prism.exchanges.length).toBeGreaterThan(0);
  });

  it.each(DECENTRAL_WEBHOOK_CALLS)(
    '%s (decentral mode) sends only what the OpenAPI accepts',
    async (_name, call) => {
      await call(decentralLock);
      expect(prism.requestViolations()).toEqual([]);
      expect(prism.exchanges).toHaveLength(1);
    },
  );

  it("webhooks() in the spec's notification mode calls /api/notification, a path the vendor's OpenAPI lacks (spec difference)", async () => {
    await expect(lock.webhooks().all()).rejects.toThrow(/GET \/api\/notification returned HTTP 404/);
    expect(prism.exchanges.map((exchange) => exchange.url)).toEqual(['/api/notification']);
  });

  it("smartlocks().update() passes the spec's `favourite` unchanged; the API's field is `favorite` (spec difference)", async () => {
    await lock.smartlocks().update(SMARTLOCK, { favourite: true });
    expect(prism.exchanges.map((exchange) => JSON.parse(exchange.body) as unknown)).toEqual([
      { favourite: true },
    ]);
    // The OpenAPI allows other fields in the body, so the API takes the request and ignores the unknown flag.
    expect(prism.requestViolations()).toEqual([]);
  });

  it('refuses an action option outside the documented 0..7 before sending (held-out finding: option 8)', async () => {
    await expect(lock.smartlocks().action(SMARTLOCK, 2, 8)).rejects.toThrow(
      'The option must be an integer from 0 to 7, got 8.',
    );
    expect(prism.exchanges).toEqual([]);
  });
});

/** LockModule pointed at Prism with an API token, one attempt per call. */
async function lockModule(prism: PrismMock, options: LockModuleOptions = {}): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule({
    imports: [
      LockModule.forRoot({
        baseUrl: prism.baseUrl,
        apiToken: 'contract-api-token',
        http: { retries: 1 },
        tokenCache: { store: 'memory', appKey: randomAppKey() },
        ...options,
      }),
    ],
  })
    .setLogger(new CapturedLogger())
    .compile();
  await moduleRef.init();
  return moduleRef;
}
