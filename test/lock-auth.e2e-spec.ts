import { Keyv } from 'keyv';
import {
  ApiException,
  AuthenticationException,
  LockException,
  LockModuleOptions,
  LockToken,
  LockTokenStore,
  MemoryTokenStore,
} from '../src/lock';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LOCK_SANDBOX_OFFICE_ACCOUNT_ID, LockSandbox } from '../src/testing';
import type { RecordedRequest } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, temporarySqliteUrl, startLockApp } from './support/lock-app';
import { databaseRows } from './support/database-rows';
import { describeWithRedisServer, OpenApps, useDedicatedRedis } from './support/redis-suite';
import { echoingBody, secretForms } from './support/secret-forms';

/**
 * Authentication of the Lock module against the lock sandbox (lock spec "Authentication", "OAuth", "Errors";
 * DESIGN §4 Lock, §6): API tokens per account key, the `store` resolver, unknown mode settings, the OAuth
 * authorization-code flow, automatic refresh and where OAuth tokens are kept.
 */

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
/** The cipher's format (DESIGN §3): `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const CIPHERTEXT = /^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/;
const TOKEN_KEY = /^lock\.token\.[0-9a-f]{64}$/;
const FUTURE_MS = 3_600_000;

/** The requests to the lock API itself: everything but the OAuth endpoints. */
function apiRequests(sandbox: LockSandbox): RecordedRequest[] {
  return sandbox.requests.filter((request) => !request.path.startsWith('/oauth/'));
}

/** The token with its expiry moved to `msFromNow` (null: unknown expiry); everything else kept. */
function expiringIn(token: LockToken, msFromNow: number | null): LockToken {
  const expiresAt = msFromNow === null ? null : new Date(Date.now() + msFromNow).toISOString();
  return LockToken.fromArray({ ...token.toArray(), expires_at: expiresAt });
}

/** The form fields of a recorded token request. */
function formOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body));
}

/** The error, after checking it is a `LockException` itself, not one of its subclasses. */
function expectPlainLockException(error: unknown): LockException {
  expect(error).toBeInstanceOf(LockException);
  expect(error).not.toBeInstanceOf(AuthenticationException);
  expect(error).not.toBeInstanceOf(ApiException);
  expect((error as object).constructor).toBe(LockException);
  return error as LockException;
}

/** The raw entries of a Keyv over its default Map store (`{ value, expires }` JSON per key). */
function keyvEntries(store: Keyv): Map<string, string> {
  return store.store as Map<string, string>;
}

/** A token store of the host's own, as the module's `tokenStore` option takes it. */
class HostTokenStore implements LockTokenStore {
  readonly tokens = new Map<string, LockToken>();
  readonly reads: string[] = [];

  async get(accountKey: string): Promise<LockToken | null> {
    this.reads.push(accountKey);
    return this.tokens.get(accountKey) ?? null;
  }

  async put(accountKey: string, token: LockToken): Promise<void> {
    this.tokens.set(accountKey, token);
  }

  async forget(accountKey: string): Promise<void> {
    this.tokens.delete(accountKey);
  }
}

/** A token store over memory whose reads take 0 to `maxMs` ms and answer what was stored when they began. */
class SlowTokenStore implements LockTokenStore {
  private readonly tokens = new MemoryTokenStore();

  constructor(private readonly maxMs: number) {}

  async get(accountKey: string): Promise<LockToken | null> {
    const token = await this.tokens.get(accountKey);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * this.maxMs));
    return token;
  }

  put(accountKey: string, token: LockToken): Promise<void> {
    return this.tokens.put(accountKey, token);
  }

  forget(accountKey: string): Promise<void> {
    return this.tokens.forget(accountKey);
  }
}

/** A token store over memory whose next read can be held: it takes the stored token at once, answers on release. */
class HeldReadTokenStore implements LockTokenStore {
  private readonly tokens = new MemoryTokenStore();
  private hold?: { reached: () => void; released: Promise<void> };

  /** Holds the next read: `reached` resolves once it has taken the token, `release()` lets it answer. */
  holdNextRead(): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    let reached!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const reachedRead = new Promise<void>((resolve) => (reached = resolve));
    this.hold = { reached, released };
    return { reached: reachedRead, release };
  }

  async get(accountKey: string): Promise<LockToken | null> {
    const token = await this.tokens.get(accountKey);
    const hold = this.hold;
    this.hold = undefined;
    if (hold) {
      hold.reached();
      await hold.released;
    }
    return token;
  }

  put(accountKey: string, token: LockToken): Promise<void> {
    return this.tokens.put(accountKey, token);
  }

  forget(accountKey: string): Promise<void> {
    return this.tokens.forget(accountKey);
  }
}

/** Resolves once `condition` holds, looking every 5 ms. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('Lock authentication (e2e against the lock sandbox)', () => {
  let sandbox: LockSandbox;
  let restoreEnv: () => void = () => undefined;
  const apps: LockApp[] = [];

  const start = async (options: LockModuleOptions = {}): Promise<LockApp> => {
    const app = await startLockApp(sandbox, options);
    apps.push(app);
    return app;
  };

  const startOAuth = (options: LockModuleOptions = {}): Promise<LockApp> =>
    start({ ...options, auth: 'oauth' });

  /** Runs the code exchange for the sandbox account (default: the first) and stores the token under `key`. */
  const signIn = (app: LockApp, key = 'default', accountId = OFFICE): Promise<LockToken> =>
    app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(accountId), key);

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    restoreEnv();
  });

  describe('token mode (the default)', () => {
    it.each<{ rule: string; options: (s: LockSandbox) => LockModuleOptions; key: string; owner: number }>([
      {
        rule: 'apiToken is the token of account default',
        options: (s) => ({ apiToken: s.apiToken(OFFICE) }),
        key: 'default',
        owner: OFFICE,
      },
      {
        rule: 'accounts.<key>.token is the token of another account key',
        options: (s) => ({ apiToken: s.apiToken(OFFICE), accounts: { depot: { token: s.apiToken(DEPOT) } } }),
        key: 'depot',
        owner: DEPOT,
      },
      {
        rule: 'accounts.default overrides apiToken',
        options: (s) => ({
          apiToken: s.apiToken(OFFICE),
          accounts: { default: { token: s.apiToken(DEPOT) } },
        }),
        key: 'default',
        owner: DEPOT,
      },
    ])('$rule: the request carries Authorization: Bearer <token>', async ({ options, key, owner }) => {
      const app = await start(options(sandbox));

      const locks = await app.lock.as(key).smartlocks().all();

      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(owner)}`,
      ]);
      expect(locks.length).toBeGreaterThan(0);
      expect(new Set(locks.map((lock) => lock.accountId))).toEqual(new Set([owner]));
    });

    it('reads the token of account default from LOCK_API_TOKEN', async () => {
      process.env.LOCK_API_TOKEN = sandbox.apiToken(DEPOT);
      const app = await start({ apiToken: undefined });

      await app.lock.smartlocks().all();

      expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(DEPOT)}`);
    });

    it('lets the apiToken option win over LOCK_API_TOKEN', async () => {
      process.env.LOCK_API_TOKEN = sandbox.apiToken(DEPOT);
      const app = await start({ apiToken: sandbox.apiToken(OFFICE) });

      await app.lock.smartlocks().all();

      expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(OFFICE)}`);
    });

    it.each([
      ['an account key that is not configured', 'nobody'],
      ['an account key whose token is empty', 'blank'],
    ])('rejects %s with AuthenticationException and sends nothing', async (_case, key) => {
      const app = await start({
        accounts: { depot: { token: sandbox.apiToken(DEPOT) }, blank: { token: '' } },
      });

      const error = await rejectionOf(app.lock.as(key).smartlocks().all());

      expect(error).toBeInstanceOf(AuthenticationException);
      expect((error as Error).message).toContain(`"${key}"`);
      expect(sandbox.requests).toEqual([]);
    });

    it('does not fall back to the token of account default for another key', async () => {
      const app = await start({ apiToken: sandbox.apiToken(OFFICE) });

      await expect(app.lock.as('depot').account().info()).resolves.toBeNull();
      await expect(app.lock.as('depot').smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);

      expect(sandbox.requests).toEqual([]);
    });
  });

  describe("tokenResolver 'store'", () => {
    it.each<[string, () => LockModuleOptions]>([
      ['the option', () => ({ tokenResolver: 'store' })],
      ['LOCK_TOKEN_RESOLVER', () => ((process.env.LOCK_TOKEN_RESOLVER = 'store'), {})],
    ])('set by %s takes the API token from the injected LOCK_TOKEN_STORE', async (_by, options) => {
      const app = await start(options());
      await app.tokenStore.put('depot', LockToken.fromArray({ access_token: sandbox.apiToken(DEPOT) }));

      const locks = await app.lock.as('depot').smartlocks().all();

      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
      expect(new Set(locks.map((lock) => lock.accountId))).toEqual(new Set([DEPOT]));
    });

    it('rejects a key without a stored token with AuthenticationException, ignoring the configured apiToken', async () => {
      const app = await start({ tokenResolver: 'store', apiToken: sandbox.apiToken(OFFICE) });
      await app.tokenStore.put('depot', LockToken.fromArray({ access_token: sandbox.apiToken(DEPOT) }));

      await expect(app.lock.smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);
      await expect(app.lock.as('other').smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);

      expect(sandbox.requests).toEqual([]);
    });

    it('reads the store at each call: a token put later is used, a forgotten one is gone', async () => {
      const app = await start({ tokenResolver: 'store' });
      await expect(app.lock.smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);

      await app.tokenStore.put('default', LockToken.fromArray({ access_token: sandbox.apiToken(DEPOT) }));
      await app.lock.smartlocks().all();
      await app.tokenStore.forget('default');
      await expect(app.lock.smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);

      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });
  });

  describe('unknown mode settings', () => {
    type Call = (app: LockApp) => Promise<unknown>;
    const apiCall: Call = (app) => app.lock.smartlocks().all();
    const tokenRead: Call = (app) => app.lock.oauth().token();
    const webhookList: Call = (app) => app.lock.webhooks().all();
    const webhookSubscribe: Call = (app) =>
      app.lock.webhooks().subscribe('https://app.example/lock/webhook', ['DEVICE_STATUS']);

    it.each<{ setting: string; options: LockModuleOptions; call: Call; names: string[] }>([
      { setting: 'auth', options: { auth: 'basic' }, call: apiCall, names: ['LOCK_AUTH', '"basic"'] },
      {
        setting: 'tokenResolver',
        options: { tokenResolver: 'vault' },
        call: apiCall,
        names: ['LOCK_TOKEN_RESOLVER', '"vault"'],
      },
      {
        setting: 'oauth.tokenStore (oauth mode, API call)',
        options: { auth: 'oauth', oauth: { tokenStore: 'file' } },
        call: apiCall,
        names: ['LOCK_OAUTH_TOKEN_STORE', '"file"'],
      },
      {
        setting: "oauth.tokenStore (resolver 'store', API call)",
        options: { tokenResolver: 'store', oauth: { tokenStore: 'file' } },
        call: apiCall,
        names: ['LOCK_OAUTH_TOKEN_STORE', '"file"'],
      },
      {
        setting: 'oauth.tokenStore (oauth().token())',
        options: { auth: 'oauth', oauth: { tokenStore: 'file' } },
        call: tokenRead,
        names: ['LOCK_OAUTH_TOKEN_STORE', '"file"'],
      },
      {
        setting: 'webhook.api (all())',
        options: { webhook: { api: 'legacy' } },
        call: webhookList,
        names: ['LOCK_WEBHOOK_API', '"legacy"'],
      },
      {
        setting: 'webhook.api (subscribe())',
        options: { webhook: { api: 'legacy' } },
        call: webhookSubscribe,
        names: ['LOCK_WEBHOOK_API', '"legacy"'],
      },
    ])(
      '$setting: the app boots, the call rejects with LockException naming it, nothing is sent',
      async (row) => {
        const app = await start(row.options);

        const error = expectPlainLockException(await rejectionOf(row.call(app)));

        for (const name of row.names) expect(error.message).toContain(name);
        expect(sandbox.requests).toEqual([]);
      },
    );

    it.each<{ env: Record<string, string>; call: Call; names: string[] }>([
      { env: { LOCK_AUTH: 'basic' }, call: apiCall, names: ['LOCK_AUTH', '"basic"'] },
      { env: { LOCK_TOKEN_RESOLVER: 'vault' }, call: apiCall, names: ['LOCK_TOKEN_RESOLVER', '"vault"'] },
      {
        env: { LOCK_AUTH: 'oauth', LOCK_OAUTH_TOKEN_STORE: 'file' },
        call: apiCall,
        names: ['LOCK_OAUTH_TOKEN_STORE', '"file"'],
      },
      { env: { LOCK_WEBHOOK_API: 'legacy' }, call: webhookList, names: ['LOCK_WEBHOOK_API', '"legacy"'] },
    ])(
      '$env from the env: the app boots, the call rejects with LockException, nothing is sent',
      async (row) => {
        Object.assign(process.env, row.env);
        const app = await start();

        const error = expectPlainLockException(await rejectionOf(row.call(app)));

        for (const name of row.names) expect(error.message).toContain(name);
        expect(sandbox.requests).toEqual([]);
      },
    );

    it("oauth.tokenStore 'database': the token is stored encrypted in the module's database, for every app on it", async () => {
      const databaseUrl = temporarySqliteUrl();
      const first = await startOAuth({ oauth: { tokenStore: 'database' }, databaseUrl });
      const token = await signIn(first);

      const rows = await databaseRows(databaseUrl, 'select * from lock_oauth_tokens');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token.accessToken);
      expect(JSON.stringify(rows)).not.toContain(String(token.refreshToken));
      await expect(databaseRows(databaseUrl, 'select key from lock_accounts')).resolves.toEqual([
        { key: 'default' },
      ]);

      const second = await startOAuth({
        oauth: { tokenStore: 'database' },
        databaseUrl,
        tokenCache: { appKey: first.authSettings.cipherKeys().key },
      });
      expect((await second.lock.oauth().token())?.accessToken).toBe(token.accessToken);
      await second.lock.smartlocks().all();
      expect(apiRequests(sandbox).at(-1)?.headers.authorization).toBe(`Bearer ${token.accessToken}`);
    });

    it("with a database URL the default store is 'database', and a token the shared token cache kept is taken over at its first read", async () => {
      const databaseUrl = temporarySqliteUrl();
      const store = new Keyv({ useKeyPrefix: false });
      const appKey = randomAppKey();
      const before = await startOAuth({
        oauth: { tokenStore: 'cache' },
        databaseUrl,
        tokenCache: { store, appKey },
      });
      const token = await signIn(before);
      expect(keyvEntries(store).size).toBe(1);

      const after = await startOAuth({ databaseUrl, tokenCache: { store, appKey } });

      expect(after.authSettings.tokenStore()).toBe('database');
      expect((await after.lock.oauth().token())?.accessToken).toBe(token.accessToken);
      expect(await databaseRows(databaseUrl, 'select account_id from lock_oauth_tokens')).toHaveLength(1);
      expect(keyvEntries(store).size).toBe(0);
      await after.lock.smartlocks().all();
      expect(apiRequests(sandbox).at(-1)?.headers.authorization).toBe(`Bearer ${token.accessToken}`);
      expect(sandbox.tokenRequests('refresh_token')).toEqual([]);
    });

    it('exchangeCode() with an unknown token store rejects with LockException before the code is sent', async () => {
      const app = await startOAuth({ oauth: { tokenStore: 'file' } });

      expectPlainLockException(await rejectionOf(signIn(app)));

      expect(sandbox.requests).toEqual([]);
    });
  });

  describe('oauth mode with incomplete settings', () => {
    it.each<[string, LockModuleOptions['oauth'], string]>([
      ['client id', { clientId: '' }, 'LOCK_OAUTH_CLIENT_ID'],
      ['client secret', { clientSecret: '' }, 'LOCK_OAUTH_CLIENT_SECRET'],
      ['redirect URI', { redirectUri: '' }, 'LOCK_OAUTH_REDIRECT_URI'],
    ])(
      'without a %s: AuthenticationException, nothing sent to the API nor the token endpoint',
      async (_what, oauth, name) => {
        const app = await startOAuth({ oauth });
        // A usable token is stored, so only the settings can be the reason.
        await app.tokenStore.put(
          'default',
          LockToken.fromArray({
            access_token: 'stored-token',
            refresh_token: 'stored-refresh',
            expires_in: 3600,
          }),
        );

        const apiError = await rejectionOf(app.lock.smartlocks().all());
        let urlError: unknown;
        try {
          app.lock.oauth().authorizationUrl('state');
        } catch (error) {
          urlError = error;
        }
        const exchangeError = await rejectionOf(
          app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode()),
        );
        const refreshError = await rejectionOf(app.lock.oauth().refresh());

        for (const error of [apiError, urlError, exchangeError, refreshError]) {
          expect(error).toBeInstanceOf(AuthenticationException);
          expect((error as Error).message).toContain(name);
        }
        expect(sandbox.requests).toEqual([]);
      },
    );
  });

  describe('the OAuth resource', () => {
    const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

    it('builds the authorize URL: response_type=code, client_id, redirect_uri; no scope or state unless set', async () => {
      const app = await startOAuth();

      const url = app.lock.oauth().authorizationUrl();

      expect(url.startsWith(`${sandbox.authorizeUrl}?`)).toBe(true);
      expect(paramsOf(url)).toEqual({
        response_type: 'code',
        client_id: sandbox.oauthClientId,
        redirect_uri: sandbox.redirectUri,
      });
      expect(paramsOf(app.lock.oauth().authorizationUrl('st-42'))).toMatchObject({ state: 'st-42' });
      expect(sandbox.requests).toEqual([]);
    });

    it.each<{
      source: string;
      options?: LockModuleOptions['oauth'];
      env?: string;
      argument?: string[];
      scope: string;
    }>([
      {
        source: 'the scopes option (space separated)',
        options: { scopes: 'account smartlock' },
        scope: 'account smartlock',
      },
      {
        source: 'the scopes option (a list)',
        options: { scopes: ['account', 'smartlock.log'] },
        scope: 'account smartlock.log',
      },
      {
        source: 'LOCK_OAUTH_SCOPES (space separated)',
        env: 'account smartlock.auth',
        scope: 'account smartlock.auth',
      },
      {
        source: 'LOCK_OAUTH_SCOPES (commas)',
        env: 'account,smartlock.log, notification',
        scope: 'account smartlock.log notification',
      },
      {
        source: 'the scopes argument, over the configured ones',
        options: { scopes: 'account' },
        argument: ['smartlock', 'notification'],
        scope: 'smartlock notification',
      },
    ])('takes the scope from $source', async ({ options, env, argument, scope }) => {
      if (env !== undefined) process.env.LOCK_OAUTH_SCOPES = env;
      const app = await startOAuth({ oauth: options });

      const url = app.lock.oauth().authorizationUrl(null, argument);

      expect(paramsOf(url).scope).toBe(scope);
    });

    it('leads, when followed, to the redirect URI with a code that exchangeCode() turns into a token', async () => {
      const app = await startOAuth({ oauth: { scopes: 'account smartlock' } });

      const consent = await fetch(app.lock.oauth().authorizationUrl('st-7'), { redirect: 'manual' });
      const location = new URL(consent.headers.get('location') ?? '');
      const code = location.searchParams.get('code') ?? '';
      const token = await app.lock.oauth().exchangeCode(code, 'office');

      expect(consent.status).toBe(302);
      expect(`${location.origin}${location.pathname}`).toBe(sandbox.redirectUri);
      expect(location.searchParams.get('state')).toBe('st-7');
      expect(sandbox.authorizationCodes).toEqual([code]);
      expect(token.accessToken).toBe(sandbox.currentToken());
      expect(token.scope).toBe('account smartlock');
      expect(sandbox.accountIdOf(token.accessToken)).toBe(OFFICE);
    });

    it('exchangeCode() posts the pinned form and stores the token under the account key only', async () => {
      const app = await startOAuth();
      const code = sandbox.issueAuthorizationCode(DEPOT);
      const before = Date.now();

      const token = await app.lock.oauth().exchangeCode(code, 'depot');

      const [request] = sandbox.tokenRequests();
      expect(sandbox.requests).toHaveLength(1);
      expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(formOf(request)).toEqual({
        grant_type: 'authorization_code',
        client_id: sandbox.oauthClientId,
        client_secret: sandbox.oauthClientSecret,
        redirect_uri: sandbox.redirectUri,
        code,
      });
      expect(token.accessToken).toBe(sandbox.currentToken());
      expect(token.refreshToken).toBe(sandbox.issuedRefreshTokens[0]);
      expect(token.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + FUTURE_MS - 1000);
      expect(token.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + FUTURE_MS);
      const stored = await app.lock.oauth().token('depot');
      expect(stored?.toArray()).toEqual(token.toArray());
      await expect(app.lock.oauth().token()).resolves.toBeNull();
      await expect(app.lock.oauth().token('office')).resolves.toBeNull();
    });

    it('calls the API with the stored OAuth token of the account key', async () => {
      const app = await startOAuth();
      const office = await signIn(app, 'default', OFFICE);
      const depot = await signIn(app, 'depot', DEPOT);

      const officeLocks = await app.lock.smartlocks().all();
      const depotLocks = await app.lock.as('depot').smartlocks().all();

      expect(apiRequests(sandbox).map((request) => request.headers.authorization)).toEqual([
        `Bearer ${office.accessToken}`,
        `Bearer ${depot.accessToken}`,
      ]);
      expect(new Set(officeLocks.map((lock) => lock.accountId))).toEqual(new Set([OFFICE]));
      expect(new Set(depotLocks.map((lock) => lock.accountId))).toEqual(new Set([DEPOT]));
    });

    it.each<[string, (app: LockApp) => Promise<string>]>([
      ['an unknown code', async () => 'not-a-code'],
      [
        'a code used before',
        async (app) => {
          const code = sandbox.issueAuthorizationCode();
          await app.lock.oauth().exchangeCode(code, 'earlier');
          return code;
        },
      ],
      [
        'an expired code',
        async () => {
          const code = sandbox.issueAuthorizationCode();
          sandbox.expireAuthorizationCodes();
          return code;
        },
      ],
    ])(
      'rejects %s with AuthenticationException without the client secret, storing nothing',
      async (_c, codeOf) => {
        const app = await startOAuth();
        const code = await codeOf(app);

        const error = await rejectionOf(app.lock.oauth().exchangeCode(code));

        expect(error).toBeInstanceOf(AuthenticationException);
        for (const form of Object.values(secretForms(sandbox.oauthClientSecret))) {
          expect((error as Error).message).not.toContain(form);
        }
        await expect(app.lock.oauth().token()).resolves.toBeNull();
      },
    );

    it('keeps the client secret out of the message when the token endpoint echoes it back', async () => {
      const app = await startOAuth();
      sandbox.failNext(1, 400, echoingBody('invalid_grant', [sandbox.oauthClientSecret]), {
        path: sandbox.tokenPath,
      });

      const error = await rejectionOf(signIn(app));

      expect(error).toBeInstanceOf(AuthenticationException);
      expect((error as Error).message).toContain('invalid_grant');
      for (const form of Object.values(secretForms(sandbox.oauthClientSecret))) {
        expect((error as Error).message).not.toContain(form);
      }
    });

    it('refresh() posts grant_type=refresh_token and stores the rotated token', async () => {
      const app = await startOAuth();
      const first = await signIn(app, 'depot', DEPOT);
      sandbox.clearRequests();

      const refreshed = await app.lock.oauth().refresh('depot');

      expect(sandbox.requests).toHaveLength(1);
      expect(formOf(sandbox.refreshRequests()[0])).toEqual({
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken,
        client_id: sandbox.oauthClientId,
        client_secret: sandbox.oauthClientSecret,
        redirect_uri: sandbox.redirectUri,
      });
      expect(refreshed.accessToken).toBe(sandbox.issuedTokens[1]);
      expect(refreshed.refreshToken).toBe(sandbox.issuedRefreshTokens[1]);
      expect(refreshed.refreshToken).not.toBe(first.refreshToken);
      expect((await app.lock.oauth().token('depot'))?.toArray()).toEqual(refreshed.toArray());
      await app.lock.as('depot').smartlocks().all();
      expect(apiRequests(sandbox)[0].headers.authorization).toBe(`Bearer ${refreshed.accessToken}`);
    });

    it('refresh() without a stored token rejects with AuthenticationException and sends nothing', async () => {
      const app = await startOAuth();

      await expect(app.lock.oauth().refresh('nobody')).rejects.toBeInstanceOf(AuthenticationException);

      expect(sandbox.requests).toEqual([]);
    });

    it('revoke() removes the stored token without any request; API calls then fail before sending', async () => {
      const app = await startOAuth();
      await signIn(app);
      await signIn(app, 'depot', DEPOT);
      sandbox.clearRequests();

      await app.lock.oauth().revoke();

      expect(sandbox.requests).toEqual([]);
      await expect(app.lock.oauth().token()).resolves.toBeNull();
      await expect(app.lock.oauth().token('depot')).resolves.not.toBeNull();
      await expect(app.lock.smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);
      expect(sandbox.requests).toEqual([]);
    });

    it('ignores as(): lock.as(key).oauth() reads and stores under default', async () => {
      const app = await startOAuth();
      const token = await signIn(app);

      const viaOther = await app.lock.as('other').oauth().token();
      const exchanged = await app.lock
        .as('other')
        .oauth()
        .exchangeCode(sandbox.issueAuthorizationCode(DEPOT));

      expect(viaOther?.accessToken).toBe(token.accessToken);
      await expect(app.lock.oauth().token('other')).resolves.toBeNull();
      expect((await app.lock.oauth().token())?.accessToken).toBe(exchanged.accessToken);
    });
  });

  describe('automatic refresh', () => {
    it.each<{ stored: string; msFromNow: number | null; refreshed: boolean }>([
      { stored: 'expired a minute ago', msFromNow: -60_000, refreshed: true },
      { stored: 'expires in 20 s, within the 30 s leeway', msFromNow: 20_000, refreshed: true },
      { stored: 'expires in 40 s, outside the leeway', msFromNow: 40_000, refreshed: false },
      { stored: 'has no known expiry', msFromNow: null, refreshed: false },
    ])(
      'a stored token that $stored: refreshed before the API call: $refreshed',
      async ({ msFromNow, refreshed }) => {
        const app = await startOAuth();
        const first = await signIn(app);
        await app.tokenStore.put('default', expiringIn(first, msFromNow));
        sandbox.clearRequests();

        await app.lock.smartlocks().all();

        const used = refreshed ? sandbox.issuedTokens[1] : first.accessToken;
        expect(sandbox.refreshRequests()).toHaveLength(refreshed ? 1 : 0);
        expect(sandbox.requests.map((request) => request.path)).toEqual(
          refreshed ? [sandbox.tokenPath, '/smartlock'] : ['/smartlock'],
        );
        expect(apiRequests(sandbox)[0].headers.authorization).toBe(`Bearer ${used}`);
        expect((await app.lock.oauth().token())?.accessToken).toBe(used);
      },
    );

    it('refreshes once for 100 concurrent API calls on an expired token, and all of them succeed', async () => {
      const app = await startOAuth();
      const first = await signIn(app);
      await app.tokenStore.put('default', expiringIn(first, -1000));
      sandbox.clearRequests();

      const answers = await Promise.all(Array.from({ length: 100 }, () => app.lock.smartlocks().all()));

      expect(sandbox.refreshRequests()).toHaveLength(1);
      expect(answers.every((locks) => locks.length === answers[0].length && locks.length > 0)).toBe(true);
      const authorizations = apiRequests(sandbox).map((request) => request.headers.authorization);
      expect(authorizations).toHaveLength(100);
      expect(new Set(authorizations)).toEqual(new Set([`Bearer ${sandbox.issuedTokens[1]}`]));
    }, 30_000);

    it.each([
      [400, { error: 'invalid_grant', error_description: 'the refresh token is invalid or used' }],
      [500, { error: 'server_error' }],
    ])(
      'a refresh answered with HTTP %s: AuthenticationException and no API request',
      async (status, body) => {
        const app = await startOAuth();
        await app.tokenStore.put('default', expiringIn(await signIn(app), -1000));
        sandbox.clearRequests();
        sandbox.failNext(1, status, body, { path: sandbox.tokenPath });

        const error = await rejectionOf(app.lock.smartlocks().all());

        expect(error).toBeInstanceOf(AuthenticationException);
        expect(sandbox.refreshRequests()).toHaveLength(1);
        expect(apiRequests(sandbox)).toEqual([]);
      },
    );

    it('an expired token without a refresh token: AuthenticationException, nothing sent', async () => {
      const app = await startOAuth();
      await app.tokenStore.put(
        'default',
        LockToken.fromArray({
          access_token: 'old-token',
          expires_at: new Date(Date.now() - 1000).toISOString(),
        }),
      );

      await expect(app.lock.smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);

      expect(sandbox.requests).toEqual([]);
    });

    it('no stored token at all: AuthenticationException, nothing sent', async () => {
      const app = await startOAuth();

      await expect(app.lock.as('depot').smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);

      expect(sandbox.requests).toEqual([]);
    });
  });

  describe('token stores', () => {
    let store: Keyv;
    let appKey: string;

    beforeEach(() => {
      store = new Keyv({ useKeyPrefix: false });
      appKey = randomAppKey();
    });

    const startOnStore = (options: LockModuleOptions = {}) =>
      startOAuth({
        ...options,
        oauth: { tokenStore: 'cache', ...options.oauth },
        tokenCache: { store, appKey, ...options.tokenCache },
      });

    it("'cache' keeps the token encrypted under lock.token.<64 hex>", async () => {
      const app = await startOnStore();
      const token = await signIn(app);

      const entries = keyvEntries(store);
      expect([...entries.keys()]).toHaveLength(1);
      const [[key, raw]] = [...entries];
      expect(key).toMatch(TOKEN_KEY);
      expect((JSON.parse(raw) as { value: string }).value).toMatch(CIPHERTEXT);
      const everything = JSON.stringify([...entries]);
      for (const secret of [token.accessToken, token.refreshToken!, sandbox.oauthClientSecret]) {
        expect(everything).not.toContain(secret);
      }
      expect(everything).not.toContain('default');
    });

    it("'cache' keeps one key per account key and removes it on revoke()", async () => {
      const app = await startOnStore({ oauth: { tokenStore: 'cache' } });
      await signIn(app);
      await signIn(app, 'depot', DEPOT);
      const keys = [...keyvEntries(store).keys()];

      await app.lock.oauth().revoke('depot');

      expect(keys).toHaveLength(2);
      keys.forEach((key) => expect(key).toMatch(TOKEN_KEY));
      expect(keyvEntries(store).size).toBe(1);
      await expect(app.lock.oauth().token('depot')).resolves.toBeNull();
      expect((await app.lock.oauth().token())?.accessToken).toBe(sandbox.issuedTokens[0]);
    });

    it("'cache': a second app on the same Keyv and APP_KEY uses the token without a token request", async () => {
      const token = await signIn(await startOnStore());
      sandbox.clearRequests();

      const second = await startOnStore();
      const seen = await second.lock.oauth().token();
      await second.lock.smartlocks().all();

      expect(seen?.toArray()).toEqual(token.toArray());
      expect(sandbox.tokenRequests()).toEqual([]);
      expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${token.accessToken}`);
    });

    it("'cache': an app with another APP_KEY cannot read the token", async () => {
      await signIn(await startOnStore());

      const other = await startOnStore({ tokenCache: { appKey: randomAppKey() } });

      await expect(other.lock.oauth().token()).resolves.toBeNull();
      // The lock client logs nothing, not even the cache's "not available" warning.
      expect(other.logger.warnings).toEqual([]);
    });

    it("'memory' keeps the token in the app only: nothing in the cache, another app does not see it", async () => {
      const app = await startOnStore({ oauth: { tokenStore: 'memory' } });
      const token = await signIn(app);
      await app.lock.smartlocks().all();

      const second = await startOnStore({ oauth: { tokenStore: 'memory' } });

      expect((await app.lock.oauth().token())?.accessToken).toBe(token.accessToken);
      expect(apiRequests(sandbox)[0].headers.authorization).toBe(`Bearer ${token.accessToken}`);
      expect(keyvEntries(store).size).toBe(0);
      await expect(second.lock.oauth().token()).resolves.toBeNull();
    });

    it('uses a tokenStore option object for OAuth tokens (oauth.tokenStore is then not read)', async () => {
      const host = new HostTokenStore();
      const app = await startOnStore({ tokenStore: host, oauth: { tokenStore: 'file' } });

      const token = await signIn(app, 'depot', DEPOT);
      await app.lock.as('depot').smartlocks().all();
      await app.lock.oauth().revoke('depot');

      expect(app.tokenStore).toBe(host);
      expect(host.reads).toContain('depot');
      expect(host.tokens.has('depot')).toBe(false);
      expect(apiRequests(sandbox)[0].headers.authorization).toBe(`Bearer ${token.accessToken}`);
      expect(keyvEntries(store).size).toBe(0);
    });

    it("uses a tokenStore option object for API tokens with tokenResolver 'store'", async () => {
      const host = new HostTokenStore();
      host.tokens.set('depot', LockToken.fromArray({ access_token: sandbox.apiToken(DEPOT) }));
      const app = await start({ tokenResolver: 'store', tokenStore: host });

      await app.lock.as('depot').smartlocks().all();

      expect(host.reads).toEqual(['depot']);
      expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(DEPOT)}`);
    });
  });
  describe('OAuth token races', () => {
    it('refreshes once for 100 concurrent API calls over a store with slow reads, round after round', async () => {
      const store = new SlowTokenStore(40);
      const app = await startOAuth({ tokenStore: store });
      await signIn(app);

      for (let round = 1; round <= 5; round += 1) {
        const before = (await app.lock.oauth().token())!;
        await store.put('default', expiringIn(before, -1000));
        sandbox.clearRequests();

        const answers = await Promise.all(Array.from({ length: 100 }, () => app.lock.smartlocks().all()));

        const refreshed = sandbox.currentToken();
        expect({ round, refreshes: sandbox.refreshRequests().length }).toEqual({ round, refreshes: 1 });
        expect(refreshed).not.toBe(before.accessToken);
        expect(answers.every((locks) => locks.length > 0 && locks.length === answers[0].length)).toBe(true);
        const authorizations = apiRequests(sandbox).map((request) => request.headers.authorization);
        expect(authorizations).toHaveLength(100);
        expect(new Set(authorizations)).toEqual(new Set([`Bearer ${refreshed}`]));
        expect((await app.lock.oauth().token())?.accessToken).toBe(refreshed);
      }
      expect(sandbox.issuedTokens).toHaveLength(6);
    }, 30_000);

    it('a caller whose read of the expired token answers after the refresh does not refresh again', async () => {
      const store = new HeldReadTokenStore();
      const app = await startOAuth({ tokenStore: store });
      await store.put('default', expiringIn(await signIn(app), -1000));
      sandbox.clearRequests();

      const { reached, release } = store.holdNextRead();
      const late = app.lock.smartlocks().all();
      await reached;
      await app.lock.smartlocks().all();
      const refreshesBeforeRelease = sandbox.refreshRequests().length;
      release();
      const lateLocks = await late;

      expect(refreshesBeforeRelease).toBe(1);
      expect(sandbox.refreshRequests()).toHaveLength(1);
      expect(lateLocks.length).toBeGreaterThan(0);
      expect(apiRequests(sandbox).map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.issuedTokens[1]}`,
        `Bearer ${sandbox.issuedTokens[1]}`,
      ]);
    });

    it.each<[string, (app: LockApp) => Promise<unknown>]>([
      ['an automatic refresh (API call)', (app) => app.lock.smartlocks().all()],
      ['oauth().refresh()', (app) => app.lock.oauth().refresh()],
    ])('revoke() during %s is not undone by it: the token is gone after both', async (_refresh, refresh) => {
      const app = await startOAuth();
      await app.tokenStore.put('default', expiringIn(await signIn(app), -1000));
      sandbox.clearRequests();
      sandbox.delayNext(300, 1, { path: sandbox.tokenPath });

      const refreshing = Promise.allSettled([refresh(app)]);
      await until(() => sandbox.refreshRequests().length === 1);
      await app.lock.oauth().revoke();
      const [refreshOutcome] = await refreshing;

      expect(refreshOutcome.status).toBe('fulfilled');
      expect(sandbox.issuedTokens).toHaveLength(2);
      await expect(app.lock.oauth().token()).resolves.toBeNull();
      sandbox.clearRequests();
      await expect(app.lock.smartlocks().all()).rejects.toBeInstanceOf(AuthenticationException);
      expect(sandbox.requests).toEqual([]);
    });

    it('exchangeCode() during a refresh of the same key: the exchanged token is the one stored at the end', async () => {
      const app = await startOAuth();
      await app.tokenStore.put('depot', expiringIn(await signIn(app, 'depot', DEPOT), -1000));
      sandbox.clearRequests();
      sandbox.delayNext(300, 1, { path: sandbox.tokenPath });

      const refreshing = app.lock.as('depot').smartlocks().all();
      await until(() => sandbox.refreshRequests().length === 1);
      const exchanged = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), 'depot');
      await refreshing;

      const refreshed = sandbox.issuedTokens[1];
      expect(exchanged.accessToken).toBe(sandbox.issuedTokens[2]);
      expect(apiRequests(sandbox)[0].headers.authorization).toBe(`Bearer ${refreshed}`);
      expect((await app.lock.oauth().token('depot'))?.toArray()).toEqual(exchanged.toArray());
      await app.lock.as('depot').smartlocks().all();
      expect(apiRequests(sandbox)[1].headers.authorization).toBe(`Bearer ${exchanged.accessToken}`);
    });
  });
});

describeWithRedisServer('Lock OAuth token cache on a dedicated redis-server (e2e)', () => {
  jest.setTimeout(30_000);

  let sandbox: LockSandbox;
  let appKey: string;
  let restoreEnv: () => void = () => undefined;
  const redis = useDedicatedRedis();
  const apps = new OpenApps<LockApp>();

  const start = async () =>
    apps.add(
      await startLockApp(sandbox, {
        auth: 'oauth',
        oauth: { tokenStore: 'cache' },
        tokenCache: { store: redis.url, appKey },
      }),
    );

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    appKey = randomAppKey();
  });

  afterEach(async () => {
    await apps.closeAll();
    await sandbox.close();
    restoreEnv();
  });

  it('stores the token as ciphertext under lock.token.<64 hex>, with no secret in Redis', async () => {
    const app = await start();
    const token = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());

    const everything = await redis.reader.dump();
    expect([...everything.keys()]).toHaveLength(1);
    const [[key, stored]] = [...everything];
    expect(key).toMatch(TOKEN_KEY);
    expect((JSON.parse(stored) as { value: string }).value).toMatch(CIPHERTEXT);
    for (const secret of [token.accessToken, token.refreshToken!, sandbox.oauthClientSecret]) {
      expect(stored).not.toContain(secret);
    }
    expect(app.logger.warnings).toEqual([]);
  });

  it('survives an app restart: a new app with the same store and APP_KEY makes no token request', async () => {
    const first = await start();
    const token = await first.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    await apps.closeAll();
    sandbox.clearRequests();

    const second = await start();
    await second.lock.smartlocks().all();

    expect(sandbox.tokenRequests()).toEqual([]);
    expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${token.accessToken}`,
    ]);
    expect((await second.lock.oauth().token())?.toArray()).toEqual(token.toArray());
    expect(second.logger.warnings).toEqual([]);
  });

  it('shares a refreshed token: after a refresh in one app, a restarted app uses the rotated one', async () => {
    const first = await start();
    await first.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    const refreshed = await first.lock.oauth().refresh();
    await apps.closeAll();
    sandbox.clearRequests();

    const second = await start();
    await second.lock.smartlocks().all();

    expect(sandbox.tokenRequests()).toEqual([]);
    expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${refreshed.accessToken}`);
  });
});
