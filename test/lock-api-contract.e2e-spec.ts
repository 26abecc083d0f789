import { Test, TestingModule } from '@nestjs/testing';
import { Lock, LockModule, LockRoute } from '../src/lock';
import { CapturedLogger } from './support/captured-logger';
import { lockOpenApi, operationsOf, sampleParameters } from './support/contract/openapi-sample';
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

describe('The lock API contract (Prism mocking the OpenAPI, every request validated)', () => {
  let prism: PrismMock;
  let moduleRef: TestingModule;
  let lock: Lock;

  beforeAll(async () => {
    prism = await PrismMock.start();
    moduleRef = await Test.createTestingModule({
      imports: [
        LockModule.forRoot({
          baseUrl: prism.baseUrl,
          apiToken: 'contract-api-token',
          http: { retries: 1 },
          tokenCache: { store: 'memory', appKey: randomAppKey() },
        }),
      ],
    })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();
    lock = moduleRef.get(Lock);
  }, 60_000);

  afterAll(async () => {
    await moduleRef?.close();
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
});
