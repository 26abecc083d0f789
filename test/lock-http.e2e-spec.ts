import * as fc from 'fast-check';
import { LockHttpSettings } from '../src/lock/http/lock-http-settings';
import { IntegrationException } from '../src/common';
import {
  ApiException,
  ConnectionException,
  Lock,
  LockException,
  LockModuleOptions,
  SmartLocks,
} from '../src/lock';
import { LockSandbox, RecordedRequest } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';
import { PROPERTY_TIMEOUT_MS } from './support/property-settings';
import { echoingBody, secretForms } from './support/secret-forms';

/** A smartlock id no sandbox account has. */
const UNKNOWN_LOCK_ID = 4711;
/** Customer data in an error body: it must stay readable next to the redacted secrets. */
const CUSTOMER = 'guest Fam. de Vries, room 12, check-in 2026-05-04';
const BUSY = { detailMessage: 'Service temporarily unavailable', stackTrace: [] };
const REFUSED = { detailMessage: 'Request refused', stackTrace: [] };
const RETRIED_STATUSES = [429, 500, 502, 503, 504];
const FINAL_STATUSES = [400, 401, 403, 404, 409, 422];
/** The default of `http.retries`: attempts in all, the first included. */
const DEFAULT_ATTEMPTS = 3;
const PAUSE_MS = 200;
/** A gap between two attempts' arrivals is at least the pause; a little timer slack is allowed. */
const PAUSE_SLACK_MS = 10;
/** Tests that make many real requests or wait for pauses and timeouts. */
const SLOW_TEST_MS = 30_000;
const WEBHOOK_URL = 'https://app.example/lock/webhook';
/** An OAuth client secret whose raw, JSON, URL and form forms all differ. */
const CLIENT_SECRET = 'cs "live" +/=&% key!é';

/** The seeded ids a call needs: a smartlock of the first account and one of its authorizations. */
interface SeedIds {
  lockId: number;
  authId: string;
}

/** One call of the public API and the request it makes. */
interface ApiCall {
  name: string;
  method: string;
  path: (ids: SeedIds) => string;
  run: (lock: Lock, ids: SeedIds) => Promise<unknown>;
}

const API_CALLS: ApiCall[] = [
  {
    name: 'smartlocks().all()',
    method: 'GET',
    path: () => '/smartlock',
    run: (lock) => lock.smartlocks().all({ type: 0 }),
  },
  {
    name: 'smartlocks().find()',
    method: 'GET',
    path: ({ lockId }) => `/smartlock/${lockId}`,
    run: (lock, { lockId }) => lock.smartlocks().find(lockId),
  },
  {
    name: 'smartlocks().lock()',
    method: 'POST',
    path: ({ lockId }) => `/smartlock/${lockId}/action`,
    run: (lock, { lockId }) => lock.smartlocks().lock(lockId),
  },
  {
    name: 'smartlocks().action() with an option',
    method: 'POST',
    path: ({ lockId }) => `/smartlock/${lockId}/action`,
    run: (lock, { lockId }) => lock.smartlocks().action(lockId, SmartLocks.ACTION_UNLOCK, 2),
  },
  {
    name: 'smartlocks().update()',
    method: 'POST',
    path: ({ lockId }) => `/smartlock/${lockId}`,
    run: (lock, { lockId }) => lock.smartlocks().update(lockId, { name: 'Side Door' }),
  },
  {
    name: 'smartlocks().sync()',
    method: 'POST',
    path: ({ lockId }) => `/smartlock/${lockId}/sync`,
    run: (lock, { lockId }) => lock.smartlocks().sync(lockId),
  },
  {
    name: 'logs().forSmartlock()',
    method: 'GET',
    path: ({ lockId }) => `/smartlock/${lockId}/log`,
    run: (lock, { lockId }) => lock.logs().forSmartlock(lockId, { limit: 5 }),
  },
  {
    name: 'logs().all()',
    method: 'GET',
    path: () => '/smartlock/log',
    run: (lock) => lock.logs().all({ limit: 5 }),
  },
  {
    name: 'auths().forSmartlock()',
    method: 'GET',
    path: ({ lockId }) => `/smartlock/${lockId}/auth`,
    run: (lock, { lockId }) => lock.auths().forSmartlock(lockId),
  },
  {
    name: 'auths().all()',
    method: 'GET',
    path: () => '/smartlock/auth',
    run: (lock) => lock.auths().all(),
  },
  {
    name: 'auths().create()',
    method: 'PUT',
    path: ({ lockId }) => `/smartlock/${lockId}/auth`,
    run: (lock, { lockId }) =>
      lock.auths().create(lockId, { name: 'Guest', type: 13, code: 246813, remoteAllowed: false }),
  },
  {
    name: 'auths().update()',
    method: 'POST',
    path: ({ lockId, authId }) => `/smartlock/${lockId}/auth/${authId}`,
    run: (lock, { lockId, authId }) => lock.auths().update(lockId, authId, { name: 'Guest 2' }),
  },
  {
    name: 'auths().delete()',
    method: 'DELETE',
    path: ({ lockId, authId }) => `/smartlock/${lockId}/auth/${authId}`,
    run: (lock, { lockId, authId }) => lock.auths().delete(lockId, authId),
  },
  {
    name: 'webhooks().all()',
    method: 'GET',
    path: () => '/api/notification',
    run: (lock) => lock.webhooks().all(),
  },
  {
    name: 'webhooks().subscribe()',
    method: 'PUT',
    path: () => '/api/notification',
    run: (lock) => lock.webhooks().subscribe(WEBHOOK_URL, ['DEVICE_STATUS']),
  },
  {
    name: 'webhooks().unsubscribe()',
    method: 'DELETE',
    path: () => '/api/notification/7',
    run: (lock) => lock.webhooks().unsubscribe('7'),
  },
];

/** An error answer the sandbox gives by itself, and the call that meets it. */
interface NaturalError {
  answer: string;
  status: number;
  run: (lock: Lock, sandbox: LockSandbox, ids: SeedIds) => Promise<unknown>;
}

/** The list calls: each must answer a JSON list. */
const LIST_CALLS = API_CALLS.filter(({ name }) => /\.(all|forSmartlock)\(\)$/.test(name));

/** What the call rejected with, checked to be an ApiException. */
async function apiError(promise: Promise<unknown>): Promise<ApiException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiException);
  return error as ApiException;
}

/** What the call rejected with, checked to be a ConnectionException and no LockException. */
async function connectionError(promise: Promise<unknown>): Promise<ConnectionException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ConnectionException);
  expect(error instanceof LockException).toBe(false);
  return error as ConnectionException;
}

/** What the call rejected with, checked to be a LockException but no ApiException. */
async function lockError(promise: Promise<unknown>): Promise<LockException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(LockException);
  expect(error).not.toBeInstanceOf(ApiException);
  return error as LockException;
}

/** The message an ApiException must carry. */
function expectedMessage(endpoint: string, status: number, body: string): string {
  return `LOCK API ${endpoint} returned HTTP ${status}: ${body.slice(0, 300)}`;
}

/** `<METHOD> <path>` of each recorded request. */
function endpointsOf(requests: RecordedRequest[]): string[] {
  return requests.map(({ method, path }) => `${method} ${path}`);
}

/** Milliseconds between the arrivals of consecutive requests. */
function gapsBetween(requests: RecordedRequest[]): number[] {
  return requests.slice(1).map((request, index) => request.receivedAt - requests[index].receivedAt);
}

/** Every string reachable from the value through own enumerable properties. */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringsIn(item, seen));
}

/** No form (raw, JSON, URL, form) of any secret appears in the text. */
function expectNoSecret(text: string, secrets: string[]): void {
  for (const secret of secrets) {
    for (const [form, value] of Object.entries(secretForms(secret))) {
      expect({ form, contains: text.includes(value) }).toEqual({ form, contains: false });
    }
  }
}

/** Message and body are redacted and keep the customer data; nothing else in the error shows a secret. */
function expectRedacted(error: ApiException, secrets: string[]): void {
  for (const text of [error.message, error.body]) {
    expectNoSecret(text, secrets);
    expect(text).toContain('[redacted]');
    expect(text).toContain(CUSTOMER);
  }
  for (const text of [JSON.stringify(error), error.stack ?? '', ...stringsIn(error)]) {
    expectNoSecret(text, secrets);
  }
}

/** A ConnectionException keeps its message, `failure` and `endpoint` and no secret anywhere. */
function expectNoSecretKept(error: ConnectionException, secrets: string[]): void {
  expect(Object.keys(error).sort()).toEqual(['endpoint', 'failure', 'name']);
  for (const text of [error.message, JSON.stringify(error), error.stack ?? '', ...stringsIn(error)]) {
    expectNoSecret(text, secrets);
  }
}

/** A URL on 127.0.0.1 where nothing listens any more (a sandbox that was started and closed). */
async function closedUrl(): Promise<string> {
  const gone = await LockSandbox.start();
  const { url } = gone;
  await gone.close();
  return url;
}

describe('Lock HTTP transport: retries, errors and redaction (e2e against the lock sandbox)', () => {
  let restoreEnv: () => void;
  let sandbox: LockSandbox;
  const apps: LockApp[] = [];

  /** Boots one more app against the sandbox (closed after the test). */
  const boot = async (options: LockModuleOptions = {}): Promise<LockApp> => {
    const app = await startLockApp(sandbox, options);
    apps.push(app);
    return app;
  };

  const ids = (): SeedIds => {
    const [office] = sandbox.data.accounts;
    return { lockId: office.smartlocks[0].smartlockId, authId: office.auths[0].id };
  };

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    restoreEnv();
  });

  describe('retries (default: 3 attempts in all)', () => {
    it.each(RETRIED_STATUSES)(
      'HTTP %i is tried 3 times, then thrown as an ApiException of that status',
      async (status) => {
        const { lock } = await boot();
        const { lockId } = ids();
        sandbox.failNext(DEFAULT_ATTEMPTS, status, BUSY);

        const error = await apiError(lock.smartlocks().find(lockId));

        expect(error.status).toBe(status);
        expect(endpointsOf(sandbox.requests)).toEqual(
          Array(DEFAULT_ATTEMPTS).fill(`GET /smartlock/${lockId}`),
        );
      },
    );

    it('ApiException.body keeps the first 64 Ki characters of a larger error body, redacted', async () => {
      const { lock } = await boot({ http: { retries: 1 } });
      const { lockId } = ids();
      const token = sandbox.apiToken();
      sandbox.failNext(1, 400, `token ${token}; ${'x'.repeat(200 * 1024)}`);

      const error = await apiError(lock.smartlocks().find(lockId));

      expect(error.body.length).toBe(64 * 1024);
      expect(error.body.startsWith('token [redacted]; xxx')).toBe(true);
    });

    it('an answer over http.maxResponseBytes is not tried again: it would be as large again', async () => {
      const { lock } = await boot({ http: { maxResponseBytes: 1024 } });
      const { lockId } = ids();
      sandbox.failNext(DEFAULT_ATTEMPTS, 503, 'x'.repeat(5000));

      const error = await rejectionOf(lock.smartlocks().find(lockId));

      expect(error).toBeInstanceOf(ConnectionException);
      expect((error as ConnectionException).failure).toBe('response-too-large');
      expect(endpointsOf(sandbox.requests)).toEqual([`GET /smartlock/${lockId}`]);
    });

    it.each(FINAL_STATUSES)('HTTP %i is sent exactly once and thrown as an ApiException', async (status) => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(DEFAULT_ATTEMPTS, status, REFUSED);

      const error = await apiError(lock.smartlocks().find(lockId));

      expect(error.status).toBe(status);
      expect(endpointsOf(sandbox.requests)).toEqual([`GET /smartlock/${lockId}`]);
    });

    it.each([
      { failures: 1, status: 503 },
      { failures: 2, status: 503 },
      { failures: 1, status: 429 },
      { failures: 2, status: 500 },
    ])('resolves when the attempt after $failures × HTTP $status succeeds', async ({ failures, status }) => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(failures, status, BUSY);

      const smartlock = await lock.smartlocks().find(lockId);

      expect(smartlock.smartlockId).toBe(lockId);
      expect(smartlock.name).toBe(sandbox.data.accounts[0].smartlocks[0].name);
      expect(sandbox.requests).toHaveLength(failures + 1);
    });

    it.each([1, 2])('resolves after %i dropped connection(s), retried', async (drops) => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.dropNext(drops);

      const smartlock = await lock.smartlocks().find(lockId);

      expect(smartlock.smartlockId).toBe(lockId);
      expect(sandbox.requests).toHaveLength(drops + 1);
    });

    it('3 dropped connections: a ConnectionException (reset) after 3 attempts, no LockException', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.dropNext(DEFAULT_ATTEMPTS);

      const error = await connectionError(lock.smartlocks().find(lockId));

      expect(error.failure).toBe('reset');
      expect(error).toBeInstanceOf(IntegrationException);
      expect(error).not.toBeInstanceOf(ApiException);
      expect(endpointsOf(sandbox.requests)).toEqual(Array(DEFAULT_ATTEMPTS).fill(`GET /smartlock/${lockId}`));
    });

    it('a POST action is retried on 5xx like every call and is then accepted once', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(2, 502, BUSY, { method: 'POST' });

      await lock.smartlocks().lock(lockId);

      const attempts = sandbox.requestsTo('POST', `/smartlock/${lockId}/action`);
      expect(attempts).toHaveLength(3);
      expect(attempts.map((request) => JSON.parse(request.body))).toEqual(Array(3).fill({ action: 2 }));
      expect(sandbox.actions).toEqual([
        { accountId: sandbox.accounts[0].accountId, smartlockId: lockId, action: 2 },
      ]);
    });

    it('a POST action whose connection is reset after sending is retried', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.dropNext(1, { method: 'POST' });

      await lock.smartlocks().unlock(lockId);

      expect(sandbox.requestsTo('POST', `/smartlock/${lockId}/action`)).toHaveLength(2);
      expect(sandbox.actions).toHaveLength(1);
    });

    it.each(API_CALLS)(
      '$name is tried 3 times on HTTP 503, then throws ApiException with endpoint "<METHOD> <path>"',
      async ({ method, path, run }) => {
        const { lock } = await boot();
        const endpoint = `${method} ${path(ids())}`;
        sandbox.failNext(DEFAULT_ATTEMPTS, 503, BUSY);

        const error = await apiError(run(lock, ids()));

        expect(error.status).toBe(503);
        expect(error.endpoint).toBe(endpoint);
        expect(error.message).toBe(expectedMessage(endpoint, 503, JSON.stringify(BUSY)));
        expect(endpointsOf(sandbox.requests)).toEqual(Array(DEFAULT_ATTEMPTS).fill(endpoint));
      },
    );

    it.each(API_CALLS)('$name is sent once on HTTP 400', async ({ method, path, run }) => {
      const { lock } = await boot();
      sandbox.failNext(DEFAULT_ATTEMPTS, 400, REFUSED);

      const error = await apiError(run(lock, ids()));

      expect(error.status).toBe(400);
      expect(endpointsOf(sandbox.requests)).toEqual([`${method} ${path(ids())}`]);
    });

    it.each<NaturalError>([
      {
        answer: '401 for a revoked API token',
        status: 401,
        run: (lock, sandboxUnderTest, { lockId }) => {
          sandboxUnderTest.revokeApiToken(sandboxUnderTest.accounts[0].accountId);
          return lock.smartlocks().find(lockId);
        },
      },
      {
        answer: "403 for another account's smartlock",
        status: 403,
        run: (lock, sandboxUnderTest) =>
          lock.smartlocks().find(sandboxUnderTest.data.accounts[1].smartlocks[0].smartlockId),
      },
      {
        answer: '404 for an unknown smartlock',
        status: 404,
        run: (lock) => lock.smartlocks().find(UNKNOWN_LOCK_ID),
      },
    ])("the API's own $answer is sent once", async ({ status, run }) => {
      const { lock } = await boot();

      const error = await apiError(run(lock, sandbox, ids()));

      expect(error.status).toBe(status);
      expect(sandbox.requests).toHaveLength(1);
    });
  });

  describe('a refused port', () => {
    it(
      'ends in a ConnectionException (refused), not a LockException, after pausing between attempts',
      async () => {
        const url = await closedUrl();
        const pauseMs = 150;
        const { lock, moduleRef } = await boot({ baseUrl: url, http: { retrySleep: pauseMs } });
        const config = moduleRef.get(LockHttpSettings);
        const { lockId } = ids();
        expect(config.retries()).toBe(DEFAULT_ATTEMPTS);

        const started = performance.now();
        const error = await connectionError(lock.smartlocks().find(lockId));
        const elapsed = performance.now() - started;

        expect(error.failure).toBe('refused');
        expect(error.endpoint).toBe(`GET ${url}/smartlock/${lockId}`);
        // Two pauses: the call was tried three times (the attempts themselves cannot be seen in a log).
        expect(elapsed).toBeGreaterThanOrEqual((DEFAULT_ATTEMPTS - 1) * pauseMs - PAUSE_SLACK_MS);
        expect(sandbox.requests).toHaveLength(0);
      },
      SLOW_TEST_MS,
    );

    it('with http.retries 1 also ends in a ConnectionException (refused)', async () => {
      const { lock } = await boot({ baseUrl: await closedUrl(), http: { retries: 1 } });

      const error = await connectionError(lock.smartlocks().all());

      expect(error.failure).toBe('refused');
    });
  });

  describe('the number of attempts (http.retries, LOCK_HTTP_RETRIES)', () => {
    it.each([
      { setting: 'option http.retries 1', env: {}, options: { retries: 1 }, attempts: 1 },
      { setting: 'option http.retries 5', env: {}, options: { retries: 5 }, attempts: 5 },
      { setting: "option http.retries '2'", env: {}, options: { retries: '2' }, attempts: 2 },
      { setting: 'env LOCK_HTTP_RETRIES=5', env: { LOCK_HTTP_RETRIES: '5' }, options: {}, attempts: 5 },
      { setting: 'env LOCK_HTTP_RETRIES=1', env: { LOCK_HTTP_RETRIES: '1' }, options: {}, attempts: 1 },
      {
        setting: 'option http.retries 2 over env LOCK_HTTP_RETRIES=5',
        env: { LOCK_HTTP_RETRIES: '5' },
        options: { retries: 2 },
        attempts: 2,
      },
    ])(
      '$setting: $attempts attempt(s) on HTTP 503',
      async ({ env, options, attempts }) => {
        Object.assign(process.env, env);
        const { lock, moduleRef } = await boot({ http: options });
        const config = moduleRef.get(LockHttpSettings);
        const { lockId } = ids();
        sandbox.failNext(6, 503, BUSY);

        const error = await apiError(lock.smartlocks().find(lockId));

        expect(config.retries()).toBe(attempts);
        expect(error.status).toBe(503);
        expect(sandbox.requests).toHaveLength(attempts);
      },
      SLOW_TEST_MS,
    );

    it('http.retries 5 also counts dropped connections', async () => {
      const { lock } = await boot({ http: { retries: 5 } });
      sandbox.dropNext(6);

      const error = await connectionError(lock.smartlocks().all());

      expect(error.failure).toBe('reset');
      expect(sandbox.requests).toHaveLength(5);
    });
  });

  describe('the pause between attempts (http.retrySleep, LOCK_HTTP_RETRY_SLEEP)', () => {
    it(
      'http.retrySleep 200: every gap between two attempts is at least ~200 ms',
      async () => {
        const { lock, moduleRef } = await boot({ http: { retrySleep: PAUSE_MS } });
        const config = moduleRef.get(LockHttpSettings);
        sandbox.failNext(DEFAULT_ATTEMPTS, 503, BUSY);

        await apiError(lock.smartlocks().all());

        expect(config.retrySleepMs()).toBe(PAUSE_MS);
        expect(sandbox.requests).toHaveLength(DEFAULT_ATTEMPTS);
        for (const gap of gapsBetween(sandbox.requests)) {
          expect(gap).toBeGreaterThanOrEqual(PAUSE_MS - PAUSE_SLACK_MS);
        }
      },
      SLOW_TEST_MS,
    );

    it(
      'no setting: the pause is 200 ms',
      async () => {
        const { lock, moduleRef } = await boot({ http: { retrySleep: undefined, retries: 2 } });
        const config = moduleRef.get(LockHttpSettings);
        sandbox.dropNext(1);

        await lock.smartlocks().all();

        expect(config.retrySleepMs()).toBe(PAUSE_MS);
        const [gap] = gapsBetween(sandbox.requests);
        expect(sandbox.requests).toHaveLength(2);
        expect(gap).toBeGreaterThanOrEqual(PAUSE_MS - PAUSE_SLACK_MS);
      },
      SLOW_TEST_MS,
    );

    it(
      'env LOCK_HTTP_RETRY_SLEEP=300 sets the pause',
      async () => {
        process.env.LOCK_HTTP_RETRY_SLEEP = '300';
        const { lock, moduleRef } = await boot({ http: { retrySleep: undefined, retries: 2 } });
        const config = moduleRef.get(LockHttpSettings);
        sandbox.failNext(1, 429, BUSY);

        await lock.smartlocks().all();

        expect(config.retrySleepMs()).toBe(300);
        const [gap] = gapsBetween(sandbox.requests);
        expect(gap).toBeGreaterThanOrEqual(300 - PAUSE_SLACK_MS);
      },
      SLOW_TEST_MS,
    );

    it.each([
      { setting: 'option http.retrySleep 0', env: {}, options: { retrySleep: 0 } },
      { setting: 'env LOCK_HTTP_RETRY_SLEEP=0', env: { LOCK_HTTP_RETRY_SLEEP: '0' }, options: {} },
    ])('$setting is allowed: no pause, still 3 attempts', async ({ env, options }) => {
      Object.assign(process.env, env);
      const { lock, moduleRef } = await boot({ http: { retrySleep: undefined, ...options } });
      const config = moduleRef.get(LockHttpSettings);
      sandbox.failNext(DEFAULT_ATTEMPTS, 500, BUSY);

      await apiError(lock.smartlocks().all());

      expect(config.retrySleepMs()).toBe(0);
      expect(sandbox.requests).toHaveLength(DEFAULT_ATTEMPTS);
    });
  });

  describe('ApiException', () => {
    it("carries the API's status, raw body and endpoint, with the message of the spec", async () => {
      const { lock } = await boot();
      const body = JSON.stringify({ detailMessage: 'Smartlock not found', stackTrace: [] });

      const error = await apiError(lock.smartlocks().find(UNKNOWN_LOCK_ID));

      expect(error.status).toBe(404);
      expect(error.body).toBe(body);
      expect(error.endpoint).toBe(`GET /smartlock/${UNKNOWN_LOCK_ID}`);
      expect(error.message).toBe(`LOCK API GET /smartlock/${UNKNOWN_LOCK_ID} returned HTTP 404: ${body}`);
      expect(error.name).toBe('ApiException');
    });

    it('is a LockException and an IntegrationException and keeps no request data', async () => {
      const { lock } = await boot();

      const error = await apiError(lock.smartlocks().find(UNKNOWN_LOCK_ID));

      expect(error).toBeInstanceOf(LockException);
      expect(error).toBeInstanceOf(IntegrationException);
      expect(error).not.toBeInstanceOf(ConnectionException);
      expect(Object.keys(error).sort()).toEqual(['body', 'endpoint', 'name', 'status']);
    });

    it('puts the first 300 characters of a 1000-character body into the message; body keeps all', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      const body = Array.from({ length: 100 }, (_, index) => `line ${String(index).padStart(4, '0')}|`).join(
        '',
      );
      expect(body).toHaveLength(1000);
      sandbox.failNext(1, 422, body);

      const error = await apiError(lock.smartlocks().update(lockId, { name: 'Side Door' }));

      expect(error.body).toBe(body);
      expect(error.message).toBe(
        `LOCK API POST /smartlock/${lockId} returned HTTP 422: ${body.slice(0, 300)}`,
      );
    });

    it('never cuts a character in half: an emoji across the 300th place is left out of the message', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      const body = `${'x'.repeat(299)}\u{1F512} locked`;
      sandbox.failNext(1, 422, body);

      const error = await apiError(lock.smartlocks().sync(lockId));

      expect(error.body).toBe(body);
      expect(error.message).toBe(
        `LOCK API POST /smartlock/${lockId}/sync returned HTTP 422: ${'x'.repeat(299)}`,
      );
    });

    it('an empty error body: body is "" and the message ends after the status', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(1, 409);

      const error = await apiError(lock.smartlocks().sync(lockId));

      expect(error.body).toBe('');
      expect(error.message).toBe(`LOCK API POST /smartlock/${lockId}/sync returned HTTP 409: `);
    });

    it('the endpoint leaves out the query the request carried', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(1, 400, REFUSED);

      const error = await apiError(lock.logs().forSmartlock(lockId, { limit: 5, fromDate: '2026-01-01' }));

      expect(error.endpoint).toBe(`GET /smartlock/${lockId}/log`);
      expect(error.message.startsWith(`LOCK API GET /smartlock/${lockId}/log returned HTTP 400: `)).toBe(
        true,
      );
      expect(sandbox.requests[0].query).toEqual({ limit: '5', fromDate: '2026-01-01' });
    });
  });

  describe('redaction of credentials in error bodies', () => {
    const echoTokenStatuses = [400, 401, 500];

    it.each(echoTokenStatuses)(
      'HTTP %i echoing the API token in every form shows [redacted]',
      async (status) => {
        const { lock } = await boot();
        const apiToken = sandbox.apiToken();
        sandbox.failNext(DEFAULT_ATTEMPTS, status, echoingBody(CUSTOMER, [apiToken]));

        const error = await apiError(lock.smartlocks().all());

        expect(error.status).toBe(status);
        expectRedacted(error, [apiToken]);
      },
    );

    it('an answer echoing the OAuth access token in every form shows [redacted]', async () => {
      const { lock } = await boot({ auth: 'oauth' });
      await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
      const accessToken = (await lock.oauth().token())?.accessToken ?? '';
      expect(accessToken).not.toBe('');
      await lock.smartlocks().all();
      sandbox.failNext(1, 403, echoingBody(CUSTOMER, [accessToken]));

      const error = await apiError(lock.smartlocks().all());

      expect(sandbox.requestsTo('GET', '/smartlock').at(-1)?.headers.authorization).toBe(
        `Bearer ${accessToken}`,
      );
      expectRedacted(error, [accessToken]);
    });

    it("an answer echoing another configured account's API token shows [redacted]", async () => {
      const otherToken = sandbox.apiToken(sandbox.accounts[1].accountId);
      const { lock } = await boot({ accounts: { depot: { token: otherToken } } });
      sandbox.failNext(1, 400, echoingBody(CUSTOMER, [otherToken]));

      const error = await apiError(lock.smartlocks().all());

      expectRedacted(error, [otherToken]);
    });

    it.each([
      {
        echoed: 'Authorization: Bearer someone.else-token_42~+/== was refused',
        token: 'someone.else-token_42~+/==',
      },
      { echoed: 'header "bearer abc.DEF.ghi" refused', token: 'abc.DEF.ghi' },
      { echoed: 'BEARER\tx1/y2+z3 expired', token: 'x1/y2+z3' },
      { echoed: 'Bearer  7f3a9c5e (twice spaced)', token: '7f3a9c5e' },
    ])('a body with "$echoed" shows [redacted] for the token', async ({ echoed, token }) => {
      const { lock } = await boot();
      const after = echoed.slice(echoed.indexOf(token) + token.length);
      sandbox.failNext(1, 401, `${CUSTOMER}: ${echoed}`);

      const error = await apiError(lock.smartlocks().all());

      for (const text of [error.body, error.message]) {
        expect(text).not.toContain(token);
        expect(text).toMatch(/bearer\s+\[redacted\]/i);
        expect(text).toContain(CUSTOMER);
        expect(text.endsWith(`[redacted]${after}`)).toBe(true);
      }
    });

    it.each([
      { form: 'URL-encoded', echoed: 'Authorization=Bearer%20opaque.Token-42&grant=none' },
      { form: 'form-encoded', echoed: 'Authorization=Bearer+opaque.Token-42&grant=none' },
      { form: 'JSON-escaped', echoed: '{"authorization":"Bearer opaque.Token-42\\/part"}' },
    ])('a body with a $form "Bearer <token>" shows [redacted] for the token', async ({ echoed }) => {
      const { lock } = await boot();
      sandbox.failNext(1, 400, `${CUSTOMER}: ${echoed}`);

      const error = await apiError(lock.smartlocks().all());

      for (const text of [error.body, error.message]) {
        expect(text).not.toContain('opaque.Token-42');
        expect(text).not.toContain('part');
        expect(text).toContain('[redacted]');
        expect(text).toContain(CUSTOMER);
      }
    });

    it.each(['raw', 'json', 'url', 'form'] as const)(
      'an answer echoing the OAuth client secret (%s form) shows [redacted]',
      async (form) => {
        const secret = CLIENT_SECRET;
        const { lock } = await boot({ oauth: { clientSecret: secret } });
        const forms = secretForms(secret);
        // The secret has a space and symbols that each encoding writes its own way, so the four forms differ.
        expect(new Set(Object.values(forms)).size).toBe(4);
        sandbox.failNext(1, 400, `${CUSTOMER}; client_secret=${forms[form]}; end`);

        const error = await apiError(lock.smartlocks().all());

        expect(error.body).toBe(`${CUSTOMER}; client_secret=[redacted]; end`);
        expectRedacted(error, [secret]);
      },
    );

    it('a ConnectionException after dropped connections carries no token', async () => {
      const { lock } = await boot();
      sandbox.dropNext(DEFAULT_ATTEMPTS);

      const error = await connectionError(lock.smartlocks().all());

      expectNoSecretKept(error, [sandbox.apiToken(), sandbox.oauthClientSecret]);
    });

    it('a ConnectionException with an OAuth access token carries no token', async () => {
      const { lock } = await boot({ auth: 'oauth' });
      await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
      const accessToken = (await lock.oauth().token())?.accessToken ?? '';
      expect(accessToken).not.toBe('');
      sandbox.dropNext(DEFAULT_ATTEMPTS, { path: '/smartlock' });

      const error = await connectionError(lock.smartlocks().all());

      expectNoSecretKept(error, [accessToken, sandbox.oauthClientSecret]);
    });

    it('a ConnectionException of a refused port carries no token', async () => {
      const { lock } = await boot({ baseUrl: await closedUrl() });

      const error = await connectionError(lock.smartlocks().all());

      expectNoSecretKept(error, [sandbox.apiToken(), sandbox.oauthClientSecret]);
    });

    /** Characters that change under JSON, URL or form encoding, and some that are more than one byte. */
    const SPECIAL = ' "\\/&=+%?#@!\'';
    /** API tokens travel in a header: Latin-1 only, no line breaks, no white space at the ends. */
    const headerTokens = fc
      .string({ unit: fc.constantFrom(...Array.from(`abcXYZ0189${SPECIAL}é`)), minLength: 12, maxLength: 40 })
      .filter((token) => token.trim() === token);
    /** The client secret is only configured here: anything but white space at the ends. */
    const clientSecrets = fc
      .string({
        unit: fc.constantFrom(...Array.from(`abcXYZ0189${SPECIAL}é€😀\n\t`)),
        minLength: 12,
        maxLength: 40,
      })
      .filter((secret) => secret.trim() === secret);
    /** Tokens as a `Bearer` header carries them (token68). */
    const token68 = fc
      .tuple(
        fc.string({
          unit: fc.constantFrom(...Array.from('abcXYZ0189-._~+/')),
          minLength: 1,
          maxLength: 60,
        }),
        fc.constantFrom('', '=', '=='),
      )
      .map(([body, padding]) => `${body}${padding}`);

    it(
      'property: random API tokens, client secrets and bearer tokens never show in an ApiException',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            headerTokens,
            clientSecrets,
            token68,
            fc.constantFrom(400, 404, 422, 500, 503),
            async (apiToken, clientSecret, foreignToken, status) => {
              const app = await startLockApp(sandbox, { apiToken, oauth: { clientSecret } });
              try {
                sandbox.clearFaults();
                const body = `${echoingBody(CUSTOMER, [apiToken, clientSecret])} / Bearer ${foreignToken} ;`;
                sandbox.failNext(DEFAULT_ATTEMPTS, status, body);

                const error = await apiError(app.lock.smartlocks().all());

                expect(error.status).toBe(status);
                expectRedacted(error, [apiToken, clientSecret]);
                expect(error.body.endsWith(' / Bearer [redacted] ;')).toBe(true);
              } finally {
                await app.close();
              }
            },
          ),
        );
      },
      PROPERTY_TIMEOUT_MS,
    );
  });

  describe('a base URL with a path', () => {
    it.each(['/api', '/api/'])('base URL <sandbox>%s keeps its path in every request', async (suffix) => {
      const { lock } = await boot({ baseUrl: `${sandbox.url}${suffix}` });
      const { lockId } = ids();
      const listed = sandbox.data.accounts[0].smartlocks.map((smartlock) => ({ ...smartlock }));
      sandbox.failNext(1, 200, listed, { path: '/api/smartlock' });

      const all = await lock.smartlocks().all();
      // The sandbox's routes are at its root: under /api the request meets its "not found" answer.
      const error = await apiError(lock.smartlocks().find(lockId));

      expect(all.map((smartlock) => smartlock.smartlockId)).toEqual(listed.map((item) => item.smartlockId));
      expect(endpointsOf(sandbox.requests)).toEqual(['GET /api/smartlock', `GET /api/smartlock/${lockId}`]);
      expect(error.status).toBe(404);
      expect(error.endpoint).toBe(`GET /smartlock/${lockId}`);
    });
  });

  describe('unusable 2xx answers', () => {
    it('a 200 that is not JSON: a LockException (no ApiException) naming the endpoint, not retried', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(1, 200, '<html>maintenance</html>');

      const error = await lockError(lock.smartlocks().find(lockId));

      expect(error.message).toContain(`GET /smartlock/${lockId}`);
      expect(sandbox.requests).toHaveLength(1);
    });

    it.each([
      ['30,000 lists', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
      ['10,000 objects', `[${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}]`],
    ])(
      'a 200 nested %s deep: a LockException naming the limit (never a RangeError), not retried',
      async (_nesting, body) => {
        const { lock } = await boot();
        const json = { 'content-type': 'application/json' };
        sandbox.failNext(2, 200, body, {}, json);

        const list = await lockError(lock.smartlocks().all());
        const raw = await lockError(lock.request('GET /smartlock'));

        const message = (endpoint: string) =>
          `LOCK API ${endpoint} returned HTTP 200 with an answer nested deeper than 64 levels of arrays and ` +
          'objects (MAX_JSON_DEPTH).';
        expect(list.message).toBe(message('GET /smartlock'));
        expect(raw.message).toBe(message('GET /smartlock'));
        expect(sandbox.requests).toHaveLength(2);
      },
    );

    it('an error answer nested 30,000 lists deep: an ApiException with its body, which prints', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      const body = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
      sandbox.failNext(1, 404, body, {}, { 'content-type': 'application/json' });

      const error = await apiError(lock.smartlocks().find(lockId));

      expect(error.body).toBe(body);
      expect(error.message).toBe(`LOCK API GET /smartlock/${lockId} returned HTTP 404: ${'['.repeat(300)}`);
      expect(JSON.parse(JSON.stringify(error))).toMatchObject({ status: 404, body });
    });

    it.each(LIST_CALLS)(
      '$name answered with an object: a LockException naming the endpoint',
      async (call) => {
        const { lock } = await boot();
        const endpoint = `${call.method} ${call.path(ids())}`;
        sandbox.failNext(1, 200, { items: [] });

        const error = await lockError(call.run(lock, ids()));

        expect(error.message).toContain(endpoint);
        expect(sandbox.requests).toHaveLength(1);
      },
    );

    it.each([
      ['lock()', (lock: Lock, lockId: number) => lock.smartlocks().lock(lockId)],
      ['sync()', (lock: Lock, lockId: number) => lock.smartlocks().sync(lockId)],
      ['update()', (lock: Lock, lockId: number) => lock.smartlocks().update(lockId, { name: 'Side Door' })],
      [
        'auths().create()',
        (lock: Lock, lockId: number) => lock.auths().create(lockId, { name: 'Guest', remoteAllowed: false }),
      ],
    ])(
      '%s answered 200 with a body that is not JSON: accepted, it resolves (its answer is not read)',
      async (_name, call) => {
        const { lock } = await boot();
        const { lockId } = ids();
        sandbox.failNext(1, 200, 'OK, queued');

        await expect(call(lock, lockId)).resolves.toBeUndefined();
        expect(sandbox.requests).toHaveLength(1);
      },
    );

    it('find() answered with a list: a LockException naming the endpoint', async () => {
      const { lock } = await boot();
      const { lockId } = ids();
      sandbox.failNext(1, 200, [{ smartlockId: lockId }]);

      const error = await lockError(lock.smartlocks().find(lockId));

      expect(error.message).toContain(`GET /smartlock/${lockId}`);
    });
  });

  describe('logging', () => {
    const LEVELS = ['log', 'error', 'warn', 'debug', 'verbose', 'fatal'] as const;
    const CONSOLE = ['log', 'info', 'warn', 'error', 'debug'] as const;

    afterEach(() => jest.restoreAllMocks());

    it(
      'the client logs nothing on successful and on failing calls',
      async () => {
        const app = await boot();
        const { lock, logger } = app;
        const { lockId } = ids();
        const loggerSpies = LEVELS.map((level) => jest.spyOn(logger, level));
        const consoleSpies = CONSOLE.map((level) => jest.spyOn(console, level));

        await lock.smartlocks().all();
        await lock.smartlocks().find(lockId);
        await lock.smartlocks().lock(lockId);
        await lock.account().info();
        sandbox.failNext(1, 503, BUSY);
        await lock.smartlocks().all();
        sandbox.failNext(DEFAULT_ATTEMPTS, 500, BUSY);
        await apiError(lock.smartlocks().all());
        await apiError(lock.smartlocks().find(UNKNOWN_LOCK_ID));
        sandbox.dropNext(DEFAULT_ATTEMPTS);
        await connectionError(lock.smartlocks().all());
        sandbox.failNext(1, 200, 'not json');
        await lockError(lock.smartlocks().all());

        for (const spy of [...loggerSpies, ...consoleSpies]) expect(spy.mock.calls).toEqual([]);
        expect(logger.warnings).toEqual([]);
        expect(logger.errors).toEqual([]);
      },
      SLOW_TEST_MS,
    );

    it('logs nothing either when its cache cannot be used (no APP_KEY, store off)', async () => {
      const app = await boot({ tokenCache: { appKey: '' } });
      const consoleSpies = CONSOLE.map((level) => jest.spyOn(console, level));

      await app.lock.smartlocks().all();
      await app.lock.account().info();
      await app.lock.account().info();

      for (const spy of consoleSpies) expect(spy.mock.calls).toEqual([]);
      expect(app.logger.warnings).toEqual([]);
      expect(app.logger.errors).toEqual([]);
    });
  });

  describe('timeouts (http.timeout)', () => {
    it(
      'an answer slower than the timeout: ConnectionException (timeout) after 3 attempts',
      async () => {
        const { lock, moduleRef } = await boot({ http: { timeout: 1 } });
        const config = moduleRef.get(LockHttpSettings);
        const { lockId } = ids();
        sandbox.delayNext(4_000, DEFAULT_ATTEMPTS);

        const error = await connectionError(lock.smartlocks().find(lockId));

        expect(config.timeout()).toBe(1);
        expect(error.failure).toBe('timeout');
        expect(endpointsOf(sandbox.requests)).toEqual(
          Array(DEFAULT_ATTEMPTS).fill(`GET /smartlock/${lockId}`),
        );
      },
      SLOW_TEST_MS,
    );

    it(
      'a slow first answer is retried and the next one resolves',
      async () => {
        const { lock } = await boot({ http: { timeout: 1 } });
        const { lockId } = ids();
        sandbox.delayNext(4_000, 1);

        const smartlock = await lock.smartlocks().find(lockId);

        expect(smartlock.smartlockId).toBe(lockId);
        expect(sandbox.requests).toHaveLength(2);
      },
      SLOW_TEST_MS,
    );
  });
});
