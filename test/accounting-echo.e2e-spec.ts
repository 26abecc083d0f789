import { AccountingModuleOptions, EchoFailure, EchoResult, EchoSuccess } from '../src/accounting';
import { AccountingSandbox } from '../src/testing';
import { AccountingApp, rejectionOf, startAccountingApp } from './support/accounting-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';
import { freePort } from './support/redis-server';

/**
 * EchoService against the accounting sandbox (accounting spec: echo result tables, default echo payloads,
 * errors; DESIGN §6 for the pinned defaults and the timestamp form).
 */

type Verb = 'GET' | 'HEAD' | 'POST';

const ECHO_PATH = '/v2/echo/resource';
const VERBS: Verb[] = ['GET', 'HEAD', 'POST'];
const DEFAULT_QUERY = { param1: 'sample' };
const DEFAULT_VEHICLE = { vehicleType: 'train', maxSpeed: 125, avgSpeed: 90, speedUnit: 'mph' };
const SIX_DIGITS_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const SUCCESS_KEYS_QUERY = [
  'message',
  'query_params',
  'response',
  'response_time_ms',
  'success',
  'timestamp',
];
const SUCCESS_KEYS_POST = ['message', 'request_data', 'response', 'response_time_ms', 'success', 'timestamp'];
const FAILURE_KEYS = ['error', 'error_code', 'message', 'success', 'timestamp'];

let restoreEnv: () => void = () => undefined;
let sandbox: AccountingSandbox;
let apps: AccountingApp[];

beforeEach(async () => {
  restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
  sandbox = await AccountingSandbox.start();
  apps = [];
});

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await sandbox.close();
  restoreEnv();
});

async function start(options: AccountingModuleOptions = {}): Promise<AccountingApp> {
  const app = await startAccountingApp(sandbox, options);
  apps.push(app);
  return app;
}

/** Calls the echo method of the verb with the caller's payload (or none). */
function echo(app: AccountingApp, verb: Verb, payload?: unknown): Promise<EchoResult> {
  switch (verb) {
    case 'GET':
      return app.echo.getEchoResource(payload as never);
    case 'HEAD':
      return app.echo.headEchoResource(payload as never);
    case 'POST':
      return app.echo.postEchoResource(payload as never);
  }
}

/** The same call made on the client itself, so its exception can be compared with the echo failure. */
function directCall(app: AccountingApp, verb: Verb): Promise<unknown> {
  switch (verb) {
    case 'GET':
      return app.api.get('/echo/resource', DEFAULT_QUERY);
    case 'HEAD':
      return app.api.head('/echo/resource', DEFAULT_QUERY);
    case 'POST':
      return app.api.post('/echo/resource', DEFAULT_VEHICLE);
  }
}

function millisecondsOf(timestamp: string): number {
  return Date.parse(`${timestamp.slice(0, 23)}Z`);
}

function expectSuccess(result: EchoResult, verb: Verb): EchoSuccess {
  expect(result.success).toBe(true);
  expect(Object.keys(result).sort()).toEqual(verb === 'POST' ? SUCCESS_KEYS_POST : SUCCESS_KEYS_QUERY);
  return result as EchoSuccess;
}

/** Checks the failure table: exactly its keys, the message, a numeric error code and the timestamp form. */
function expectFailure(result: EchoResult, verb: Verb): EchoFailure {
  expect(result.success).toBe(false);
  expect(Object.keys(result).sort()).toEqual(FAILURE_KEYS);
  const failure = result as EchoFailure;
  expect(failure.message).toBe(`Echo resource ${verb} failed`);
  expect(typeof failure.error).toBe('string');
  expect(failure.error.trim()).not.toBe('');
  expect(Number.isInteger(failure.error_code)).toBe(true);
  expect(failure.timestamp).toMatch(SIX_DIGITS_UTC);
  return failure;
}

function echoRequests(verb: Verb) {
  return sandbox.requestsTo(verb, ECHO_PATH);
}

describe('a successful echo result has exactly the keys of the success table', () => {
  it.each(VERBS)(
    '%s: success, message, response_time_ms, timestamp, what was sent, response',
    async (verb) => {
      const app = await start();
      const before = Date.now();
      const result = expectSuccess(await echo(app, verb), verb);
      const after = Date.now();

      expect(result.message).toBe(`Echo resource ${verb} successful`);
      expect(typeof result.response_time_ms).toBe('number');
      expect(Number.isFinite(result.response_time_ms)).toBe(true);
      expect(result.response_time_ms).toBeGreaterThanOrEqual(0);
      expect(result.timestamp).toMatch(SIX_DIGITS_UTC);
      expect(millisecondsOf(result.timestamp)).toBeGreaterThanOrEqual(before - 1000);
      expect(millisecondsOf(result.timestamp)).toBeLessThanOrEqual(after + 1000);
      expect(echoRequests(verb)).toHaveLength(1);
    },
  );

  it('GET reports the query it sent in query_params (never request_data) and the parsed answer', async () => {
    const app = await start();
    const result = expectSuccess(await app.echo.getEchoResource(), 'GET');

    expect(result.query_params).toEqual(DEFAULT_QUERY);
    expect(result).not.toHaveProperty('request_data');
    expect(result.response).toEqual({ method: 'GET', query: DEFAULT_QUERY });
  });

  it('HEAD reports the query it sent in query_params and an empty array as response', async () => {
    const app = await start();
    const result = expectSuccess(await app.echo.headEchoResource(), 'HEAD');

    expect(result.query_params).toEqual(DEFAULT_QUERY);
    expect(result).not.toHaveProperty('request_data');
    expect(result.response).toEqual([]);
  });

  it('POST reports the body it sent in request_data (never query_params) and the parsed answer', async () => {
    const app = await start();
    const result = expectSuccess(await app.echo.postEchoResource(), 'POST');

    expect(result.request_data).toEqual(DEFAULT_VEHICLE);
    expect(result).not.toHaveProperty('query_params');
    expect(result.response).toEqual({ method: 'POST', data: DEFAULT_VEHICLE });
  });
});

describe('default echo payloads, replaced by what the caller gives', () => {
  it.each<Verb>(['GET', 'HEAD'])('%s sends param1=sample by default and reports it', async (verb) => {
    const app = await start();
    const result = expectSuccess(await echo(app, verb), verb);

    expect(echoRequests(verb).map((request) => request.query)).toEqual([DEFAULT_QUERY]);
    expect(echoRequests(verb)[0].body).toBe('');
    expect(result.query_params).toEqual(DEFAULT_QUERY);
  });

  it('POST sends the sample vehicle as a JSON body by default and reports it', async () => {
    const app = await start();
    const result = expectSuccess(await app.echo.postEchoResource(), 'POST');

    const [request] = echoRequests('POST');
    expect(request.headers['content-type']).toMatch(/^application\/json\b/);
    expect(JSON.parse(request.body)).toEqual(DEFAULT_VEHICLE);
    expect(request.query).toEqual({});
    expect(result.request_data).toEqual(DEFAULT_VEHICLE);
  });

  it.each<Verb>(['GET', 'HEAD'])('%s with { q: "x" } sends only q, without param1', async (verb) => {
    const app = await start();
    const result = expectSuccess(await echo(app, verb, { q: 'x' }), verb);

    expect(echoRequests(verb).map((request) => request.query)).toEqual([{ q: 'x' }]);
    expect(result.query_params).toEqual({ q: 'x' });
    if (verb === 'GET') expect(result.response).toEqual({ method: 'GET', query: { q: 'x' } });
  });

  it('POST with its own data sends only that data, without the vehicle', async () => {
    const app = await start();
    const data = { naam: 'Echo test', aantal: 2 };
    const result = expectSuccess(await app.echo.postEchoResource(data), 'POST');

    expect(echoRequests('POST').map((request) => JSON.parse(request.body) as unknown)).toEqual([data]);
    expect(result.request_data).toEqual(data);
    expect(result.response).toEqual({ method: 'POST', data });
  });

  it('the defaults stay the same after a call with the caller’s params', async () => {
    const app = await start();
    await app.echo.getEchoResource({ q: 'x' });
    await app.echo.postEchoResource({ other: true });
    sandbox.clearRequests();

    expectSuccess(await app.echo.getEchoResource(), 'GET');
    expectSuccess(await app.echo.postEchoResource(), 'POST');

    expect(echoRequests('GET')[0].query).toEqual(DEFAULT_QUERY);
    expect(JSON.parse(echoRequests('POST')[0].body)).toEqual(DEFAULT_VEHICLE);
  });
});

describe('an echo answering plain text (2xx, not JSON)', () => {
  it.each(['GET', 'POST'] as const)(
    '%s: a success with an empty response, and no error line',
    async (verb) => {
      const app = await start();
      sandbox.failNext(1, 200, 'echo OK', { path: ECHO_PATH, method: verb });
      const result = await echo(app, verb);

      expectSuccess(result, verb);
      expect((result as EchoSuccess).response).toStrictEqual([]);
      expect(app.logger.errors).toEqual([]);
    },
  );
});

describe('a failed echo result has exactly the keys of the failure table', () => {
  describe.each([404, 422, 500, 503])('the echo resource answers %i', (status) => {
    it.each(VERBS)('%s: error_code is the HTTP status, error is the exception message', async (verb) => {
      const app = await start();
      const body = { message: `scripted ${status}` };
      sandbox.failNext(1, status, body, { path: ECHO_PATH, method: verb });
      const result = expectFailure(await echo(app, verb), verb);

      expect(result.error_code).toBe(status);
      expect(result.error).toContain(`HTTP status: ${status}`);
      if (verb !== 'HEAD') expect(result.error).toContain(`scripted ${status}`);

      // One error line, as the original package writes it.
      expect(app.logger.errors).toEqual([`Echo resource ${verb} failed: ${result.error}`]);

      // The same fault on the client itself: the echo's error is that exception's message.
      sandbox.failNext(1, status, body, { path: ECHO_PATH, method: verb });
      const exception = (await rejectionOf(directCall(app, verb))) as Error;
      expect(result.error).toBe(exception.message);
    });
  });

  it.each(VERBS)('%s: a failing token endpoint (400) gives error_code 400', async (verb) => {
    const app = await start();
    sandbox.failNext(1, 400, { error: 'invalid_grant' }, { path: sandbox.tokenPath });
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(400);
    expect(result.error).toContain('400');
    expect(echoRequests(verb)).toHaveLength(0);
  });

  it.each(VERBS)('%s: a request timeout (no answer within 0.3 s) gives error_code 0', async (verb) => {
    const app = await start({ timeout: 0.3 });
    await app.api.getCompanyInfo(); // the token is there; only the echo request waits
    sandbox.delayNext(1500, 1, { path: ECHO_PATH, method: verb });
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(0);
    expect(result.error).toMatch(/300 ms|time/i);
    expect(echoRequests(verb)).toHaveLength(1);
  });

  it.each(VERBS)('%s: a refused connection to the API gives error_code 0', async (verb) => {
    const app = await start({ baseUrl: `http://127.0.0.1:${await freePort()}/v2` });
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(0);
    expect(result.error).toMatch(/refused/i);
  });

  it.each(VERBS)('%s: a refused connection to the token endpoint gives error_code 0', async (verb) => {
    const app = await start({ tokenUrl: `http://127.0.0.1:${await freePort()}/b2b/token` });
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(0);
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe('the echo methods never throw', () => {
  it.each<Verb>(['GET', 'HEAD'])(
    '%s with a query value that is an object: failure, error_code 0',
    async (verb) => {
      const app = await start();
      const call = echo(app, verb, { q: { nested: 'object' } });
      await expect(call).resolves.toBeDefined();
      const result = expectFailure(await call, verb);

      expect(result.error_code).toBe(0);
      expect(result.error).toContain('"q"');
      expect(echoRequests(verb)).toHaveLength(0);
    },
  );

  it.each<Verb>(['GET', 'HEAD'])(
    '%s with params that are not an object: failure, error_code 0',
    async (verb) => {
      const app = await start();
      const result = expectFailure(await echo(app, verb, 'param1=sample'), verb);

      expect(result.error_code).toBe(0);
      expect(echoRequests(verb)).toHaveLength(0);
    },
  );

  it('POST with data that cannot be sent as JSON: failure, error_code 0', async () => {
    const app = await start();
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const result = expectFailure(await app.echo.postEchoResource(circular), 'POST');

    expect(result.error_code).toBe(0);
    expect(echoRequests('POST')).toHaveLength(0);
  });

  it.each(VERBS)('%s on an app booted without a client key: failure, error_code 0', async (verb) => {
    const app = await start({ clientKey: '' });
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(0);
    expect(result.error).toMatch(/client key/i);
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe('the error text of a failed echo is redacted', () => {
  /** Every form the client key takes on the wire: raw, JSON-escaped, URL/form-encoded. */
  function clientKeyForms(): string[] {
    const key = sandbox.clientKey;
    return [
      key,
      JSON.stringify(key).slice(1, -1),
      encodeURIComponent(key),
      new URLSearchParams({ key }).toString().slice(4),
    ];
  }

  function expectNoSecret(text: string): void {
    for (const form of clientKeyForms()) expect(text).not.toContain(form);
    if (sandbox.subscriptionKey !== null) expect(text).not.toContain(sandbox.subscriptionKey);
    for (const token of sandbox.issuedTokens) expect(text).not.toContain(token);
  }

  it.each<Verb>(['GET', 'POST'])('%s: a token endpoint answer that echoes the client key', async (verb) => {
    const app = await start();
    sandbox.failNext(
      1,
      400,
      { error: 'invalid_grant', clientkey: sandbox.clientKey },
      { path: sandbox.tokenPath },
    );
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(400);
    expect(result.error).toContain('[redacted]');
    expectNoSecret(result.error);
  });

  it('a token endpoint answer that echoes the client key raw and URL-encoded', async () => {
    const app = await start();
    const key = sandbox.clientKey;
    sandbox.failNext(1, 400, `grant_type=clientkey&clientkey=${encodeURIComponent(key)} (${key})`, {
      path: sandbox.tokenPath,
    });
    const result = expectFailure(await app.echo.getEchoResource(), 'GET');

    expect(result.error_code).toBe(400);
    expect(result.error).toContain('[redacted]');
    expectNoSecret(result.error);
  });

  it.each<Verb>(['GET', 'POST'])('%s: an API answer that echoes the keys and the token', async (verb) => {
    const app = await start();
    await app.api.getCompanyInfo();
    sandbox.failNext(
      1,
      500,
      {
        message: 'Internal error',
        echo: {
          clientKey: sandbox.clientKey,
          subscriptionKey: sandbox.subscriptionKey,
          token: sandbox.currentToken(),
        },
      },
      { path: ECHO_PATH },
    );
    const result = expectFailure(await echo(app, verb), verb);

    expect(result.error_code).toBe(500);
    expect(result.error).toContain('Internal error');
    expect(result.error).toContain('[redacted]');
    expectNoSecret(result.error);
  });

  it('a refused connection names no client key', async () => {
    const app = await start({ baseUrl: `http://127.0.0.1:${await freePort()}/v2` });
    const result = expectFailure(await app.echo.getEchoResource(), 'GET');

    expect(result.error_code).toBe(0);
    expectNoSecret(result.error);
  });
});
