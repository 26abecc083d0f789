import { execFile } from 'node:child_process';
import { createServer, Server, Socket } from 'node:net';
import { resolve } from 'node:path';
import { inspect, promisify } from 'node:util';
import {
  AccountingApi,
  AccountingException,
  AccountingStandaloneOptions,
} from '../src/accounting/standalone';
import { ConnectionException } from '../src/common';
import { AccountingSandbox, startUnresponsiveListener, UnresponsiveListener } from '../src/testing';
import { accountingSandboxEnv, rejectionOf, standaloneClient } from './support/accounting-app';
import { childNode } from './support/child-node';
import { randomAppKey } from './support/delivery-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';
import { sourcePathOf } from './support/load-build';
import { secretForms } from './support/secret-forms';

const REPO_ROOT = resolve(__dirname, '..');
const DEFAULT_BASE_URL = 'https://b2bapi.accounting.example/v2';
const DEFAULT_TOKEN_URL = 'https://auth.accounting.example/b2b/token';
const COMPANY_INFO_PATH = '/v2/companyInfo';

/** Reads the protected settings, as a subclass may. */
class InspectableAccountingApi extends AccountingApi {
  settings() {
    return {
      baseUrl: this.baseUrl,
      tokenUrl: this.tokenUrl,
      clientKey: this.clientKey,
      subscriptionKey: this.subscriptionKey,
      timeout: this.timeout,
      connectTimeout: this.connectTimeout,
    };
  }
}

/** The protected settings of any standalone client (also one built by `fromEnv`), read by the subclass's method. */
function settingsOf(client: AccountingApi): ReturnType<InspectableAccountingApi['settings']> {
  return InspectableAccountingApi.prototype.settings.call(client);
}

/**
 * The module paths a fresh Node process has in `require.cache` after running the script (cwd: repo root), each
 * built file named by its source (`dist/a.js` as `src/a.ts`): the package's modules come from dist/ when that
 * matches the sources, else from src/ through ts-node (child-node.ts).
 */
async function requireCacheAfter(script: string): Promise<string[]> {
  const node = childNode();
  const { stdout } = await promisify(execFile)(process.execPath, [...node.args, '-e', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...node.env },
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as string[]).map((path) => sourcePathOf(path).replaceAll('\\', '/'));
}

/** Every form of the secret, as a list. */
function secretFormList(secret: string): string[] {
  return Object.values(secretForms(secret));
}

function expectNoSecret(message: string, secrets: (string | null)[]): void {
  for (const secret of secrets) {
    if (secret === null) continue;
    for (const form of secretFormList(secret)) expect(message).not.toContain(form);
  }
}

/** What the function threw synchronously (fails the test when it returned). */
function thrownBy(build: () => unknown): unknown {
  try {
    build();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

async function accountingError(promise: Promise<unknown>): Promise<AccountingException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(AccountingException);
  return error as AccountingException;
}

/** A loopback TCP listener that only counts the connections made to it (a stand-in for a token cache store). */
async function startConnectionCounter(): Promise<{
  url: string;
  connections: () => number;
  close(): Promise<void>;
}> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((closed) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => closed());
      }),
  };
}

function openTcpSockets(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;
}

describe('Standalone AccountingApi (no NestJS, e2e against the sandbox)', () => {
  let sandbox: AccountingSandbox;
  let restoreEnv: () => void;
  const clients: AccountingApi[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  /** A standalone client against the sandbox, closed after the test. */
  const client = (options: AccountingStandaloneOptions = {}): AccountingApi =>
    track(standaloneClient(sandbox, options));
  const track = <T extends AccountingApi>(api: T): T => {
    clients.push(api);
    return api;
  };

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await AccountingSandbox.start();
  });

  afterEach(async () => {
    for (const api of clients.splice(0)) api.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await sandbox.close();
    restoreEnv();
  });

  describe('loads no NestJS module (checked in a fresh Node process)', () => {
    it('requiring ./src/accounting/standalone and building a client loads no @nestjs, axios or rxjs module', async () => {
      const loaded = await requireCacheAfter(`
        const { AccountingApi } = require('./src/accounting/standalone');
        const client = new AccountingApi({ clientKey: 'child-process-key' });
        client.close();
        process.stdout.write(JSON.stringify(Object.keys(require.cache)));
      `);
      expect(loaded.some((path) => path.endsWith('/src/accounting/standalone/accounting-api.ts'))).toBe(true);
      expect(loaded.filter((path) => path.includes('/@nestjs/'))).toEqual([]);
      expect(loaded.filter((path) => path.includes('/axios/'))).toEqual([]);
      expect(loaded.filter((path) => path.includes('/rxjs/'))).toEqual([]);
    }, 60_000);

    it('the framework flavour (./src/accounting, its transport built) does load @nestjs, axios and rxjs, so the check above can fail', async () => {
      const loaded = await requireCacheAfter(`
        require('./src/accounting');
        const { HttpTransport } = require('./src/common/http/http-transport');
        new HttpTransport({ timeoutMs: 1000, connectTimeoutMs: 1000, maxResponseBytes: 1000, redact: (text) => text });
        process.stdout.write(JSON.stringify(Object.keys(require.cache)));
      `);
      expect(loaded.some((path) => path.includes('/@nestjs/'))).toBe(true);
      expect(loaded.some((path) => path.includes('/axios/'))).toBe(true);
      expect(loaded.some((path) => path.includes('/rxjs/'))).toBe(true);
    }, 60_000);
  });

  describe('constructor settings', () => {
    it.each([
      ['no settings at all', {}],
      ['an empty client key', { clientKey: '' }],
      ['a blank client key', { clientKey: '   ' }],
    ])('throws AccountingException with status 0 at once for %s', (_case, options) => {
      const thrown = thrownBy(() => track(new AccountingApi(options)));
      expect(thrown).toBeInstanceOf(AccountingException);
      expect((thrown as AccountingException).status()).toBe(0);
      expect((thrown as AccountingException).code).toBe(0);
      expect(sandbox.requests).toHaveLength(0);
    });

    it('reads only the settings it is given: ACCOUNTING_CLIENT_KEY in the env does not complete them', () => {
      Object.assign(process.env, accountingSandboxEnv(sandbox));
      expect(() => track(new AccountingApi({}))).toThrow(AccountingException);
    });

    it('uses the default URLs and timeouts (30 s, 10 s) with only a client key', () => {
      const api = track(new InspectableAccountingApi({ clientKey: 'only-a-client-key' }));
      expect(api.settings()).toEqual({
        baseUrl: DEFAULT_BASE_URL,
        tokenUrl: DEFAULT_TOKEN_URL,
        clientKey: 'only-a-client-key',
        subscriptionKey: null,
        timeout: 30,
        connectTimeout: 10,
      });
    });

    it.each([[0], [-1], [-0.5], ['0'], ['-3'], ['abc'], [''], ['  '], [Number.NaN]])(
      'falls back to 30 s and 10 s for the timeout setting %p (not a positive number)',
      (value) => {
        const api = track(
          new InspectableAccountingApi({ clientKey: 'key', timeout: value, connectTimeout: value }),
        );
        expect(api.settings()).toMatchObject({ timeout: 30, connectTimeout: 10 });
      },
    );

    it("reads numeric strings as seconds ('0.5' -> 0.5)", () => {
      const api = track(
        new InspectableAccountingApi({ clientKey: 'key', timeout: '0.5', connectTimeout: '0.5' }),
      );
      expect(api.settings()).toMatchObject({ timeout: 0.5, connectTimeout: 0.5 });
      const numeric = track(
        new InspectableAccountingApi({ clientKey: 'key', timeout: 12, connectTimeout: 3 }),
      );
      expect(numeric.settings()).toMatchObject({ timeout: 12, connectTimeout: 3 });
    });

    it('takes the given settings, the base URL without its trailing slash', async () => {
      const api = track(
        new InspectableAccountingApi({ ...sandbox.clientOptions(), baseUrl: `${sandbox.baseUrl}/` }),
      );
      expect(api.settings()).toEqual({
        baseUrl: sandbox.baseUrl,
        tokenUrl: sandbox.tokenUrl,
        clientKey: sandbox.clientKey,
        subscriptionKey: sandbox.subscriptionKey,
        timeout: 30,
        connectTimeout: 10,
      });
      await expect(api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
      expect(sandbox.apiRequests().map((request) => request.path)).toEqual([COMPANY_INFO_PATH]);
    });
  });

  describe('AccountingApi.fromEnv()', () => {
    const sixVariables = () => ({
      ...accountingSandboxEnv(sandbox),
      ACCOUNTING_TIMEOUT: '0.5',
      ACCOUNTING_CONNECT_TIMEOUT: '0.25',
    });

    it('reads the six ACCOUNTING_* variables of the env it is given and works against the sandbox', async () => {
      const env = sixVariables();
      expect(Object.keys(env).sort()).toEqual([
        'ACCOUNTING_BASE_URL',
        'ACCOUNTING_CLIENT_KEY',
        'ACCOUNTING_CONNECT_TIMEOUT',
        'ACCOUNTING_SUBSCRIPTION_KEY',
        'ACCOUNTING_TIMEOUT',
        'ACCOUNTING_TOKEN_URL',
      ]);
      const api = track(AccountingApi.fromEnv(env));
      expect(api).toBeInstanceOf(AccountingApi);
      expect(settingsOf(api)).toEqual({
        baseUrl: sandbox.baseUrl,
        tokenUrl: sandbox.tokenUrl,
        clientKey: sandbox.clientKey,
        subscriptionKey: sandbox.subscriptionKey,
        timeout: 0.5,
        connectTimeout: 0.25,
      });
      await expect(api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      const [call] = sandbox.apiRequests();
      expect(call.headers['ocp-apim-subscription-key']).toBe(sandbox.subscriptionKey);
      expect(call.headers.authorization).toBe(`Bearer ${sandbox.currentToken()}`);
    });

    it('reads process.env when given no env', async () => {
      Object.assign(process.env, sixVariables());
      const api = track(AccountingApi.fromEnv());
      expect(settingsOf(api)).toMatchObject({
        baseUrl: sandbox.baseUrl,
        tokenUrl: sandbox.tokenUrl,
        timeout: 0.5,
        connectTimeout: 0.25,
      });
      await expect(api.getRelaties()).resolves.toEqual(sandbox.data.relaties);
      expect(sandbox.apiRequests()[0].headers['ocp-apim-subscription-key']).toBe(sandbox.subscriptionKey);
    });

    it('uses the default URLs and timeouts when only ACCOUNTING_CLIENT_KEY is set', () => {
      const api = track(AccountingApi.fromEnv({ ACCOUNTING_CLIENT_KEY: 'env-client-key' }));
      expect(settingsOf(api)).toEqual({
        baseUrl: DEFAULT_BASE_URL,
        tokenUrl: DEFAULT_TOKEN_URL,
        clientKey: 'env-client-key',
        subscriptionKey: null,
        timeout: 30,
        connectTimeout: 10,
      });
    });

    it('throws AccountingException with status 0 when ACCOUNTING_CLIENT_KEY is missing', () => {
      const env: Record<string, string> = { ...accountingSandboxEnv(sandbox) };
      delete env.ACCOUNTING_CLIENT_KEY;
      const error = thrownBy(() => track(AccountingApi.fromEnv(env)));
      expect(error).toBeInstanceOf(AccountingException);
      expect((error as AccountingException).status()).toBe(0);
      expect(sandbox.requests).toHaveLength(0);
    });
  });

  describe('the token lives in memory only', () => {
    it('keeps the token for the next call of the same client', async () => {
      const api = client();
      await api.getCompanyInfo();
      await api.getArtikelen();
      expect(sandbox.tokenRequests()).toHaveLength(1);
    });

    it('shares no token between clients: a second client with the same settings requests its own', async () => {
      await client().getCompanyInfo();
      const second = client();
      await second.getCompanyInfo();
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests().map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.issuedTokens[0]}`,
        `Bearer ${sandbox.issuedTokens[1]}`,
      ]);
    });

    it('forgetToken() drops the token: the next call fetches a new one', async () => {
      const api = client();
      await api.getCompanyInfo();
      await api.forgetToken();
      expect(sandbox.tokenRequests()).toHaveLength(1);
      await api.getCompanyInfo();
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()[1].headers.authorization).toBe(`Bearer ${sandbox.issuedTokens[1]}`);
    });

    it('ignores ACCOUNTING_TOKEN_CACHE and ACCOUNTING_TOKEN_CACHE_STORE: no store is contacted, no token shared', async () => {
      const store = await startConnectionCounter();
      cleanups.push(() => store.close());
      const env = {
        ...accountingSandboxEnv(sandbox),
        ACCOUNTING_TOKEN_CACHE: 'true',
        ACCOUNTING_TOKEN_CACHE_STORE: store.url,
        APP_KEY: randomAppKey(),
      };
      Object.assign(process.env, env);
      await track(AccountingApi.fromEnv()).getCompanyInfo();
      await track(AccountingApi.fromEnv(env)).getCompanyInfo();
      await client().getCompanyInfo();
      expect(sandbox.tokenRequests()).toHaveLength(3);
      expect(store.connections()).toBe(0);
    });
  });

  describe('transport errors are AccountingException with status 0', () => {
    type Stage = 'token' | 'api';
    const stages: Stage[] = ['token', 'api'];
    /** The URL of the request that fails, for the stage. */
    const endpointOf = (stage: Stage, options: { baseUrl: string; tokenUrl: string }) =>
      stage === 'token' ? options.tokenUrl : `${options.baseUrl}/companyInfo`;

    const expectTransportError = (error: AccountingException, endpoint: string, reason: RegExp) => {
      expect(error.status()).toBe(0);
      expect(error.code).toBe(0);
      // The transport's own exception is kept as the cause, redacted like the message.
      expect(error.cause).toBeInstanceOf(ConnectionException);
      expectNoSecret(inspect(error.cause, { depth: 5 }), [sandbox.clientKey, sandbox.subscriptionKey]);
      expect(error.message).toContain(endpoint);
      expect(error.message).toMatch(reason);
      expectNoSecret(error.message, [sandbox.clientKey, sandbox.subscriptionKey]);
    };

    it.each(stages)('refused connection (%s request)', async (stage) => {
      const closed = await AccountingSandbox.start();
      await closed.close();
      const options = stage === 'token' ? { tokenUrl: closed.tokenUrl } : { baseUrl: closed.baseUrl };
      const api = client(options);
      const error = await accountingError(api.getCompanyInfo());
      expectTransportError(error, endpointOf(stage, { ...sandbox.clientOptions(), ...options }), /refused/i);
    });

    it.each(stages)('request timeout (%s request, timeout 0.3 s)', async (stage) => {
      const path = stage === 'token' ? sandbox.tokenPath : COMPANY_INFO_PATH;
      sandbox.delayNext(2000, 1, { path });
      const api = client({ timeout: 0.3 });
      const error = await accountingError(api.getCompanyInfo());
      expectTransportError(error, endpointOf(stage, sandbox.clientOptions()), /no answer within 300 ms/);
      expect(sandbox.requestsTo(stage === 'token' ? 'POST' : 'GET', path)).toHaveLength(1);
    });

    it.each(stages)('connect timeout (%s request, connect timeout 0.3 s)', async (stage) => {
      const listener: UnresponsiveListener = await startUnresponsiveListener();
      cleanups.push(() => listener.close());
      const options =
        stage === 'token' ? { tokenUrl: `${listener.url}/b2b/token` } : { baseUrl: `${listener.url}/v2` };
      const api = client({ ...options, connectTimeout: 0.3, timeout: 20 });
      const error = await accountingError(api.getCompanyInfo());
      expectTransportError(
        error,
        endpointOf(stage, { ...sandbox.clientOptions(), ...options }),
        /no connection within 300 ms/,
      );
    });

    it.each(stages)('dropped connection (%s request)', async (stage) => {
      const path = stage === 'token' ? sandbox.tokenPath : COMPANY_INFO_PATH;
      sandbox.dropNext(1, { path });
      const api = client();
      const error = await accountingError(api.getCompanyInfo());
      expectTransportError(error, endpointOf(stage, sandbox.clientOptions()), /closed|reset/i);
    });
  });

  describe('close()', () => {
    it('ends the keep-alive sockets of the client', async () => {
      const before = openTcpSockets();
      const api = client();
      await api.getCompanyInfo();
      expect(openTcpSockets()).toBeGreaterThan(before);
      api.close();
      // Keep-alive would hold the sockets for seconds; closed sockets are gone within a few event-loop turns.
      for (let turn = 0; turn < 100 && openTcpSockets() > before; turn += 1) {
        await new Promise((tick) => setTimeout(tick, 10));
      }
      expect(openTcpSockets()).toBeLessThanOrEqual(before);
    });
  });
});
