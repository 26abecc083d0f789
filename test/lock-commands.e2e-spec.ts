import { createHash } from 'node:crypto';
import { LockCommandsModule, TerminalPrompt } from '../src/commands';
import { Keyv } from 'keyv';
import {
  DatabaseAccountRegistry,
  LockDatabase,
  lockDatabaseLocation,
} from '../src/lock/application/persistence';
import { LockModule, LockModuleOptions, LockToken } from '../src/lock';
import {
  LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
  LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
  LockSandbox,
  RecordedRequest,
} from '../src/testing';
import { CommandHarness, ProviderOverride } from './support/command-harness';
import { MemoryAccountRegistry } from './support/memory-account-registry';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockCommandChecks } from './support/lock-command-checks';
import { databaseRows } from './support/database-rows';
import { LockApp, lockSandboxOptions, startLockApp, temporarySqliteUrl } from './support/lock-app';
import { echoingBody } from './support/secret-forms';

/** The `referenceId` of a notification subscription: a random UUID per subscription. */
const REFERENCE_ID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/**
 * The lock commands (lock spec: console commands, OAuth, webhooks; DESIGN §4 Lock): `lock:oauth-authorize`,
 * `lock:webhook-register`, `lock:locks` and `lock:action`, in-process through the command harness, against the
 * lock sandbox on 127.0.0.1.
 */

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
const FRONT_DOOR = 100101;
const STREET_GATE = 200103;
const LOADING_BAY = 400201;
const APP_URL = 'https://app.example';
const DEFAULT_EVENTS = ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'];
const ACTION_NAMES = 'unlock, lock, unlatch, lock-and-go, lock-and-go-with-unlatch';
const QUESTION = 'Paste the code (or the whole URL you were sent back to): ';
const CONSENT_INTRO = 'Open this URL, sign in and approve access:';
const SANDBOX_SCOPE = 'account notification smartlock smartlock.action smartlock.auth smartlock.log';

/** The cache key of an account key's stored token: `lock.token.<sha256 hex of the account key>`. */
function storedTokenKey(accountKey: string): string {
  return `lock.token.${createHash('sha256').update(accountKey).digest('hex')}`;
}

/** The consent URL in the texts the operator saw (printed lines and the question). */
function consentUrlIn(texts: readonly string[]): URL {
  const found = /^https?:\/\/\S+\/oauth\/authorize\?\S+$/m.exec(texts.join('\n'));
  if (found === null) throw new Error(`no consent URL in: ${texts.join('\n')}`);
  return new URL(found[0]);
}

/** Follows the consent URL as the browser would, without going on to the redirect: the callback URL it names. */
async function followConsent(consentUrl: URL): Promise<URL> {
  const response = await fetch(consentUrl, { redirect: 'manual' });
  await response.arrayBuffer();
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

/** The operator at the prompt: records every question and answers what the script makes of the consent URL. */
class ScriptedPrompt {
  /** Every question asked, in order. */
  readonly questions: string[] = [];

  constructor(
    private readonly shown: () => readonly string[],
    private readonly script: (consentUrl: URL) => Promise<string>,
  ) {}

  /** Records the question and answers from the consent URL shown so far (printed or in the question). */
  async ask(question: string): Promise<string> {
    this.questions.push(question);
    return this.script(consentUrlIn([...this.shown(), question]));
  }
}

/** The rows of a table of `renderTable` (columns are at least two spaces apart), without header and rule. */
function tableRows(table: string): string[][] {
  return table
    .trimEnd()
    .split('\n')
    .slice(2)
    .map((line) => line.split(/ {2,}/));
}

/** The JSON body of a recorded request. */
function jsonOf(request: RecordedRequest): unknown {
  return JSON.parse(request.body);
}

/** A Keyv storage adapter whose every call fails, as a Redis that is down. */
function unreachableStore() {
  const refuse = () => Promise.reject(new Error('connection refused'));
  return { get: refuse, set: refuse, delete: refuse, clear: refuse };
}

describe('lock commands, in-process', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let harness: CommandHarness;
  const apps: LockApp[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    restoreEnv();
  });

  const lockModule = (options: LockModuleOptions) => [
    LockModule.forRoot(lockSandboxOptions(sandbox, options)),
    LockCommandsModule,
  ];

  const run = (args: string[], options: LockModuleOptions = {}, overrides: ProviderOverride[] = []) =>
    harness.run(lockModule(options), args, overrides);

  const startApp = async (options: LockModuleOptions): Promise<LockApp> => {
    const app = await startLockApp(sandbox, options);
    apps.push(app);
    return app;
  };

  const { expectNoSecrets, expectSuccess, expectOneErrorLine } = lockCommandChecks(() => ({
    sandbox,
    harness,
  }));

  /** The requests other than the operator's visit of the consent page. */
  const sentByTheClient = () =>
    sandbox.requests.filter((request) => !(request.method === 'GET' && request.path === '/oauth/authorize'));

  describe('lock:oauth-authorize', () => {
    let store: Keyv;
    let appKey: string;

    beforeEach(() => {
      store = new Keyv();
      appKey = randomAppKey();
    });

    /** OAuth mode with the token store in the shared Keyv store; `options` override. */
    const oauthOptions = (options: LockModuleOptions = {}): LockModuleOptions => ({
      auth: 'oauth',
      ...options,
      oauth: { tokenStore: 'cache', ...options.oauth },
      tokenCache: { store, appKey },
    });

    const prompt = (script: (consentUrl: URL) => Promise<string>) =>
      new ScriptedPrompt(() => harness.output.printed, script);

    const authorize = (args: string[], fake?: ScriptedPrompt, options: LockModuleOptions = {}) =>
      run(
        ['lock:oauth-authorize', ...args],
        oauthOptions(options),
        fake === undefined ? [] : [{ provide: TerminalPrompt, useValue: fake }],
      );

    const codeOfCallback = async (consentUrl: URL) =>
      (await followConsent(consentUrl)).searchParams.get('code') ?? '';

    /** The ciphertext the shared store holds for the account key (undefined when none). */
    const storedCiphertext = (accountKey: string) => store.get<string>(storedTokenKey(accountKey));

    it('prints the consent URL of the sandbox with client id, redirect URI and a random state, then asks for the code', async () => {
      const fake = prompt(codeOfCallback);

      await authorize([], fake);

      expectSuccess();
      const [consent] = harness.output.printed;
      const [intro, url, ...rest] = consent.split('\n');
      expect(intro).toBe(CONSENT_INTRO);
      expect(rest).toEqual([]);
      const consentUrl = new URL(url);
      expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(sandbox.authorizeUrl);
      expect(consentUrl.searchParams.get('response_type')).toBe('code');
      expect(consentUrl.searchParams.get('client_id')).toBe(sandbox.oauthClientId);
      expect(consentUrl.searchParams.get('redirect_uri')).toBe(sandbox.redirectUri);
      expect(consentUrl.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
      expect(fake.questions).toEqual([QUESTION]);
    });

    it('makes a new state on every run', async () => {
      await authorize(['--code', sandbox.issueAuthorizationCode()]);
      await authorize(['--code', sandbox.issueAuthorizationCode()]);

      expectSuccess();
      const states = harness.output.printed
        .filter((text) => text.startsWith(CONSENT_INTRO))
        .map((text) => consentUrlIn([text]).searchParams.get('state'));
      expect(states).toHaveLength(2);
      expect(states[0]).not.toBe(states[1]);
    });

    it.each([
      ['the code', codeOfCallback],
      ['the whole callback URL', async (consentUrl: URL) => (await followConsent(consentUrl)).toString()],
    ])(
      'exchanges the code answered as %s, stores the token encrypted and prints who is signed in',
      async (_form, script) => {
        const fake = prompt(script);

        await authorize([], fake);

        expectSuccess();
        expect(harness.output.printed).toHaveLength(2);
        expect(harness.output.printed[1]).toBe(
          'Signed in as Harbour Office; the token is stored for account key "default".',
        );
        const exchanges = sandbox.tokenRequests('authorization_code');
        expect(exchanges).toHaveLength(1);
        const form = new URLSearchParams(exchanges[0].body);
        expect(form.get('code')).toBe(sandbox.authorizationCodes[0]);
        expect(form.get('redirect_uri')).toBe(sandbox.redirectUri);
        const [accessToken] = sandbox.issuedTokens;
        const [refreshToken] = sandbox.issuedRefreshTokens;
        expect(sandbox.requestsTo('GET', '/account').map((request) => request.headers.authorization)).toEqual(
          [`Bearer ${accessToken}`],
        );

        const ciphertext = await storedCiphertext('default');
        expect(typeof ciphertext).toBe('string');
        expect(ciphertext).not.toContain(accessToken);
        expect(ciphertext).not.toContain(refreshToken);
        expect(ciphertext).not.toContain('access_token');

        const app = await startApp(oauthOptions());
        expect((await app.lock.oauth().token())?.accessToken).toBe(accessToken);
        sandbox.clearRequests();
        const locks = await app.lock.smartlocks().all();
        expect(locks.map((lock) => lock.smartlockId)).toEqual(
          sandbox.data.accounts[0].smartlocks.map((lock) => lock.smartlockId),
        );
        expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
          `Bearer ${accessToken}`,
        ]);
      },
    );

    it.each([
      [
        'a callback URL with the state of another run',
        async (consentUrl: URL) => {
          const callback = await followConsent(consentUrl);
          callback.searchParams.set('state', 'f'.repeat(32));
          return callback.toString();
        },
        'Error: The state in the pasted URL is not the one of this run; start again.',
      ],
      [
        'a callback URL without a state',
        async (consentUrl: URL) => {
          const callback = await followConsent(consentUrl);
          callback.searchParams.delete('state');
          return callback.toString();
        },
        'Error: The state in the pasted URL is not the one of this run; start again.',
      ],
      ['an empty answer', async () => '', 'Error: No authorization code was given.'],
    ])('fails on %s with one line, sends no code and stores nothing', async (_case, script, message) => {
      await authorize([], prompt(script));

      expect(expectOneErrorLine()).toBe(message);
      expect(sentByTheClient()).toEqual([]);
      expect(await storedCiphertext('default')).toBeUndefined();
    });

    it('--code skips the prompt', async () => {
      const fake = prompt(codeOfCallback);
      const code = sandbox.issueAuthorizationCode();

      await authorize(['--code', code], fake);

      expectSuccess();
      expect(fake.questions).toEqual([]);
      expect(new URLSearchParams(sandbox.tokenRequests('authorization_code')[0].body).get('code')).toBe(code);
      expect(harness.output.printed[1]).toBe(
        'Signed in as Harbour Office; the token is stored for account key "default".',
      );
      expect(typeof (await storedCiphertext('default'))).toBe('string');
    });

    it('--account=second stores the token under that key, and calls for that key use it', async () => {
      sandbox.signInAs(DEPOT);

      await authorize(['--account=second'], prompt(codeOfCallback));

      expectSuccess();
      expect(harness.output.printed[1]).toBe(
        'Signed in as Depot North; the token is stored for account key "second".',
      );
      expect(typeof (await storedCiphertext('second'))).toBe('string');
      expect(await storedCiphertext('default')).toBeUndefined();

      const app = await startApp(oauthOptions());
      expect(await app.lock.oauth().token('default')).toBeNull();
      const locks = await app.lock.as('second').smartlocks().all();
      expect(locks.map((lock) => lock.name)).toEqual(['Loading Bay', 'Store Room']);
    });

    it('registers the account with its display name in the account registry', async () => {
      const accountRegistry = new MemoryAccountRegistry();
      sandbox.signInAs(DEPOT);

      await authorize(['--account=depot'], prompt(codeOfCallback), { accountRegistry });

      expectSuccess();
      await expect(accountRegistry.all()).resolves.toEqual([{ key: 'depot', name: 'Depot North' }]);
    });

    it('--account=berlin keeps the name of the existing account "Berlin Office" in the module database', async () => {
      const databaseUrl = temporarySqliteUrl();
      const setup = new LockDatabase(() => lockDatabaseLocation(databaseUrl));
      try {
        await new DatabaseAccountRegistry(setup).create('berlin', 'Berlin Office');
      } finally {
        await setup.close();
      }
      sandbox.signInAs(DEPOT);

      await authorize(['--account=berlin'], prompt(codeOfCallback), { databaseUrl });

      expectSuccess();
      expect(harness.output.printed[1]).toBe(
        'Signed in as Depot North; the token is stored for account key "berlin".',
      );
      expect(typeof (await storedCiphertext('berlin'))).toBe('string');
      expect(await databaseRows(databaseUrl, 'select key, name from lock_accounts')).toEqual([
        { key: 'berlin', name: 'Berlin Office' },
      ]);
    });

    it('registers nothing when the exchange fails', async () => {
      const accountRegistry = new MemoryAccountRegistry();

      await authorize(['--code', 'not-a-code'], undefined, { accountRegistry });

      expectOneErrorLine();
      await expect(accountRegistry.all()).resolves.toEqual([]);
    });

    it('--json prints one JSON object without any token; the consent URL goes with the question', async () => {
      const fake = prompt(codeOfCallback);

      await authorize(['--json'], fake);

      const stdout = expectSuccess();
      expect(harness.output.printed).toHaveLength(1);
      const printed = JSON.parse(stdout) as Record<string, unknown>;
      expect(printed).toEqual({
        account: 'default',
        signedInAs: 'Harbour Office',
        accountId: OFFICE,
        tokenType: 'bearer',
        scope: SANDBOX_SCOPE,
        expiresAt: expect.any(String),
      });
      expect(Date.parse(printed.expiresAt as string)).toBeGreaterThan(Date.now() + 3_000_000);
      expect(fake.questions).toHaveLength(1);
      const [intro, url, question] = fake.questions[0].split('\n');
      expect(intro).toBe(CONSENT_INTRO);
      expect(url.startsWith(`${sandbox.authorizeUrl}?`)).toBe(true);
      expect(question).toBe(QUESTION);
    });

    it('refreshes once, at the next call, a stored token that has expired', async () => {
      await authorize(['--code', sandbox.issueAuthorizationCode()]);
      expectSuccess();
      const app = await startApp(oauthOptions());
      const stored = await app.lock.oauth().token();
      expect(stored?.accessToken).toBe(sandbox.issuedTokens[0]);
      sandbox.expireTokens();
      await app.tokenStore.put(
        'default',
        LockToken.fromArray({
          ...stored!.toArray(),
          expires_at: new Date(Date.now() - 60_000).toISOString(),
        }),
      );
      sandbox.clearRequests();

      const locks = await app.lock.smartlocks().all();

      expect(locks).toHaveLength(3);
      const refreshes = sandbox.refreshRequests();
      expect(refreshes).toHaveLength(1);
      expect(new URLSearchParams(refreshes[0].body).get('refresh_token')).toBe(
        sandbox.issuedRefreshTokens[0],
      );
      expect(sandbox.requestsTo('GET', '/smartlock').map((request) => request.headers.authorization)).toEqual(
        [`Bearer ${sandbox.issuedTokens[1]}`],
      );
      const ciphertext = await storedCiphertext('default');
      expect(ciphertext).not.toContain(sandbox.issuedTokens[1]);
      const reader = await startApp(oauthOptions());
      expect((await reader.lock.oauth().token())?.accessToken).toBe(sandbox.issuedTokens[1]);
    });

    it('refreshes a token whose lifetime (10 s) is inside the 30 s leeway at its first use', async () => {
      sandbox.setTokenLifetime(10);

      await authorize(['--code', sandbox.issueAuthorizationCode()]);

      expectSuccess();
      expect(harness.output.printed[1]).toBe(
        'Signed in as Harbour Office; the token is stored for account key "default".',
      );
      expect(sandbox.refreshRequests()).toHaveLength(1);
      expect(sandbox.requestsTo('GET', '/account').map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.issuedTokens[1]}`,
      ]);
    });

    it("in token mode (no LOCK_AUTH=oauth) it does not name the API token's account as the one signed in", async () => {
      sandbox.signInAs(DEPOT);

      await run(['lock:oauth-authorize', '--code', sandbox.issueAuthorizationCode()], {
        tokenCache: { store, appKey },
      });

      expectNoSecrets();
      expect(harness.everything()).not.toContain('Harbour Office');
      expect(expectOneErrorLine()).toBe(
        'Error: lock:oauth-authorize needs OAuth mode: set LOCK_AUTH=oauth (API tokens need no authorization).',
      );
      expect(sentByTheClient()).toEqual([]);
    });

    it.each<[string, () => LockModuleOptions, string]>([
      [
        'the in-process memory cache store',
        () => ({ auth: 'oauth', oauth: { tokenStore: 'cache' } }),
        'The token cache keeps tokens in this process only: set APP_KEY and LOCK_TOKEN_CACHE_STORE to a redis:// URL.',
      ],
      [
        'LOCK_OAUTH_TOKEN_STORE=memory',
        () => ({ auth: 'oauth', oauth: { tokenStore: 'memory' }, tokenCache: { store, appKey } }),
        'The memory token store (LOCK_OAUTH_TOKEN_STORE=memory) keeps tokens in this process only.',
      ],
      [
        'a shared store without APP_KEY',
        () => ({ auth: 'oauth', oauth: { tokenStore: 'cache' }, tokenCache: { store, appKey: '' } }),
        'The token cache keeps tokens in this process only: set APP_KEY and LOCK_TOKEN_CACHE_STORE to a redis:// URL.',
      ],
      [
        'the token cache switched off',
        () => ({ auth: 'oauth', oauth: { tokenStore: 'cache' }, tokenCache: { enabled: false } }),
        'The token cache is switched off (LOCK_TOKEN_CACHE), so tokens are kept in this process only.',
      ],
      [
        'a shared store that does not answer',
        () => ({
          auth: 'oauth',
          oauth: { tokenStore: 'cache' },
          tokenCache: { store: new Keyv({ store: unreachableStore(), throwOnErrors: true }), appKey },
        }),
        'The token cache is not available: connection refused',
      ],
    ])(
      'refuses with one line, before the code is spent, when the token would not outlive the process: %s',
      async (_case, options, reason) => {
        const code = sandbox.issueAuthorizationCode();

        await run(['lock:oauth-authorize', '--code', code], options());

        expect(expectOneErrorLine()).toBe(`Error: ${reason}`);
        expect(sentByTheClient()).toEqual([]);
        await expect(store.get(storedTokenKey('default'))).resolves.toBeUndefined();
      },
    );

    it.each([
      ['the code is unknown', () => undefined],
      [
        'the token endpoint echoes the client secret',
        () =>
          sandbox.failNext(1, 400, echoingBody('invalid_grant', [sandbox.oauthClientSecret]), {
            path: sandbox.tokenPath,
          }),
      ],
    ])('a bad code fails with one line (exit 1) and stores nothing when %s', async (_case, script) => {
      script();

      await authorize(['--code', 'not-a-code-of-the-sandbox']);

      expect(expectOneErrorLine()).toMatch(/^Error: Lock OAuth code exchange failed: HTTP 400: /);
      expect(harness.output.failed[0]).not.toContain(sandbox.oauthClientSecret);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.requests).toHaveLength(1);
      expect(sandbox.issuedTokens).toEqual([]);
      expect(await storedCiphertext('default')).toBeUndefined();
      expect(harness.output.printed).toHaveLength(1);
    });
  });

  describe('lock:webhook-register', () => {
    const register = (args: string[], options: LockModuleOptions = {}) =>
      run(['lock:webhook-register', ...args], options);

    const subscribeRequests = () => sandbox.requestsTo('PUT', '/api/notification');

    it.each([
      ['appUrl + the default route', { appUrl: APP_URL }, {}, `${APP_URL}/lock/webhook`],
      [
        'appUrl + a custom route',
        { appUrl: `${APP_URL}/`, webhook: { route: 'hooks/lock-events' } },
        {},
        `${APP_URL}/hooks/lock-events`,
      ],
      [
        'APP_URL + LOCK_WEBHOOK_ROUTE',
        {},
        { APP_URL: 'https://portal.example/base', LOCK_WEBHOOK_ROUTE: '/callbacks/lock' },
        'https://portal.example/base/callbacks/lock',
      ],
    ])('subscribes %s to the four default events', async (_case, options, env, url) => {
      Object.assign(process.env, env);

      await register([], options);

      expectSuccess();
      expect(subscribeRequests().map(jsonOf)).toEqual([
        {
          notificationType: 'webhook',
          pushId: url,
          webhookFeatures: DEFAULT_EVENTS,
          referenceId: REFERENCE_ID,
        },
      ]);
      const [subscription] = sandbox.subscriptions('notification', OFFICE);
      expect(harness.output.printed).toEqual([
        [
          `Subscribed ${url} for account key "default".`,
          `Subscription: ${subscription.id}`,
          `Events: ${DEFAULT_EVENTS.join(', ')}`,
        ].join('\n'),
      ]);
    });

    it('--events replaces the defaults and can be repeated', async () => {
      await register(['--events', 'DEVICE_AUTHS', '--events', 'DEVICE_STATUS'], { appUrl: APP_URL });

      expectSuccess();
      expect(subscribeRequests().map(jsonOf)).toEqual([
        {
          notificationType: 'webhook',
          referenceId: REFERENCE_ID,
          pushId: `${APP_URL}/lock/webhook`,
          webhookFeatures: ['DEVICE_AUTHS', 'DEVICE_STATUS'],
        },
      ]);
      expect(harness.output.printed[0].split('\n')[2]).toBe('Events: DEVICE_AUTHS, DEVICE_STATUS');
    });

    it('the [url] argument wins over APP_URL', async () => {
      await register(['https://hooks.example/lock-in'], { appUrl: APP_URL });

      expectSuccess();
      expect(subscribeRequests().map((request) => (jsonOf(request) as { pushId: string }).pushId)).toEqual([
        'https://hooks.example/lock-in',
      ]);
    });

    it('--account subscribes for that account', async () => {
      const before = sandbox.subscriptions('notification', DEPOT).length;

      await register(['--account', 'depot'], {
        appUrl: APP_URL,
        accounts: { depot: { token: sandbox.apiToken(DEPOT) } },
      });

      expectSuccess();
      expect(sandbox.subscriptions('notification', DEPOT)).toHaveLength(before + 1);
      expect(sandbox.subscriptions('notification', OFFICE)).toEqual([]);
      expect(subscribeRequests()[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(DEPOT)}`);
      expect(harness.output.printed[0].split('\n')[0]).toBe(
        `Subscribed ${APP_URL}/lock/webhook for account key "depot".`,
      );
    });

    it.each([
      [
        'notification',
        '/api/notification',
        {
          notificationType: 'webhook',
          pushId: `${APP_URL}/lock/webhook`,
          webhookFeatures: DEFAULT_EVENTS,
          referenceId: REFERENCE_ID,
        },
      ],
      [
        'decentral',
        '/api/decentralWebhook',
        { webhookUrl: `${APP_URL}/lock/webhook`, webhookFeatures: DEFAULT_EVENTS },
      ],
    ] as const)(
      'the %s webhook API: prints the id, never the secret, also with --json',
      async (api, path, body) => {
        const options = { appUrl: APP_URL, webhook: { api } };

        await register([], options);
        await register(['--json'], options);

        expectSuccess();
        const requests = sandbox.requestsTo('PUT', path);
        expect(requests.map(jsonOf)).toEqual([body, body]);
        const [first, second] = sandbox.subscriptions(api, OFFICE);
        expect(harness.output.printed[0].split('\n')[1]).toBe(`Subscription: ${first.id}`);
        const printed = JSON.parse(harness.output.printed[1]) as Record<string, unknown>;
        expect(printed).toMatchObject({
          id: String(second.id),
          callbackUrl: `${APP_URL}/lock/webhook`,
          events: DEFAULT_EVENTS,
        });
        expect(harness.output.printed.join('\n')).not.toContain('secret');
        for (const { secret } of [first, second]) expect(harness.everything()).not.toContain(secret);
      },
    );

    it('fails with one line and sends nothing without a URL and without APP_URL', async () => {
      await register([]);

      expect(expectOneErrorLine()).toBe(
        'Error: No callback URL: give one, or set APP_URL (and LOCK_WEBHOOK_ROUTE).',
      );
      expect(sandbox.requests).toEqual([]);
    });
  });

  describe('lock:locks', () => {
    const locks = (args: string[], options: LockModuleOptions = {}) => run(['lock:locks', ...args], options);

    it.each([
      [
        'en',
        [],
        [
          [String(FRONT_DOOR), 'Front Door', 'smartlock', 'locked', 'Door closed', '76%'],
          ['400102', 'Back Entrance', 'smartlock 3+', 'unlocked', 'Door open', '18% critical'],
          [String(STREET_GATE), 'Street Gate', 'opener', 'online', 'Door sensor unavailable', '100%'],
        ],
      ],
      [
        'nl',
        ['--locale', 'nl'],
        [
          [String(FRONT_DOOR), 'Front Door', 'smartlock', 'locked', 'Deur gesloten', '76%'],
          ['400102', 'Back Entrance', 'smartlock 3+', 'unlocked', 'Deur open', '18% critical'],
          [String(STREET_GATE), 'Street Gate', 'opener', 'online', 'Deursensor niet beschikbaar', '100%'],
        ],
      ],
    ])('prints the seeded locks as a table (%s)', async (_locale, args, rows) => {
      await locks(args);

      const stdout = expectSuccess();
      expect(stdout.split('\n')[0].split(/ {2,}/)).toEqual([
        'ID',
        'Name',
        'Type',
        'State',
        'Door',
        'Battery',
      ]);
      expect(stdout.split('\n')[1]).toMatch(/^[- ]+$/);
      expect(tableRows(stdout)).toEqual(rows);
      expect(sandbox.requestsTo('GET', '/smartlock')).toHaveLength(1);
    });

    it('--json prints the smartlocks as the API gave them', async () => {
      await locks(['--json']);

      expect(JSON.parse(expectSuccess())).toEqual(sandbox.data.accounts[0].smartlocks);
    });

    it('--account lists the locks of that account with its token', async () => {
      await locks(['--account', 'depot'], { accounts: { depot: { token: sandbox.apiToken(DEPOT) } } });

      const stdout = expectSuccess();
      expect(tableRows(stdout).map((row) => row.slice(0, 2))).toEqual([
        [String(LOADING_BAY), 'Loading Bay'],
        ['100202', 'Store Room'],
      ]);
      expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it('says so when the account has no smartlocks', async () => {
      sandbox.failNext(1, 200, [], { method: 'GET', path: '/smartlock' });

      await locks([]);

      expect(expectSuccess()).toBe('No smartlocks.\n');
    });

    it.each([
      [
        'a 500 after every attempt',
        () => sandbox.failNext(3, 500, 'lock backend unavailable', { path: '/smartlock' }),
        'Error: LOCK API GET /smartlock returned HTTP 500: lock backend unavailable',
        3,
      ],
      [
        'a 500 that echoes the API token',
        () =>
          sandbox.failNext(3, 500, echoingBody('lock backend unavailable', [sandbox.apiToken(OFFICE)]), {
            path: '/smartlock',
          }),
        `Error: LOCK API GET /smartlock returned HTTP 500: lock backend unavailable; echoes: ${Array(4)
          .fill('[redacted]')
          .join(' | ')}`,
        3,
      ],
      [
        'a revoked API token (401, not retried)',
        () => sandbox.revokeApiToken(OFFICE),
        'Error: LOCK API GET /smartlock returned HTTP 401: {"detailMessage":"Your access token is not authorized","stackTrace":[]}',
        1,
      ],
    ])('fails with one line on %s', async (_case, script, message, attempts) => {
      script();

      await locks([]);

      expect(expectOneErrorLine()).toBe(message);
      expect(sandbox.requestsTo('GET', '/smartlock')).toHaveLength(attempts);
      expect(harness.output.printed).toEqual([]);
    });

    it.each([
      [['--locale', 'fr'], {}, 'Error: Unknown locale "fr"; use en, nl, de or es.'],
      [
        ['--account', 'nobody'],
        {},
        'Error: No API token is configured for lock account "nobody": set the option accounts.nobody.token of LockModule, or store one in the lock database with lock:account-token --account=nobody (LOCK_TOKEN_RESOLVER=database). Nothing was sent.',
      ],
      [
        [],
        { auth: 'oauth' },
        'Error: No OAuth token is stored for lock account "default"; run lock:oauth-authorize --account=default.',
      ],
    ])('%j (options %j) fails with one line and sends nothing', async (args, options, message) => {
      await locks(args, options);

      expect(expectOneErrorLine()).toBe(message);
      expect(sandbox.requests).toEqual([]);
    });
  });

  describe('lock:action', () => {
    const action = (args: string[], options: LockModuleOptions = {}) =>
      run(['lock:action', ...args], options);

    const actionRequests = () => sandbox.requestsTo('POST', /^\/smartlock\/\d+\/action$/);

    it.each([
      ['unlock', 1],
      ['lock', 2],
      ['unlatch', 3],
      ['lock-and-go', 4],
      ['lock-and-go-with-unlatch', 5],
    ])('%s sends action code %d', async (name, code) => {
      await action([String(FRONT_DOOR), name]);

      expect(expectSuccess()).toBe(
        `The lock API accepted "${name}" for smartlock ${FRONT_DOOR} (account key "default"); run lock:locks to see its state.\n`,
      );
      expect(actionRequests().map((request) => [request.path, jsonOf(request)])).toEqual([
        [`/smartlock/${FRONT_DOOR}/action`, { action: code }],
      ]);
      expect(sandbox.actions).toEqual([{ accountId: OFFICE, smartlockId: FRONT_DOOR, action: code }]);
    });

    it('--option sends the option with the action', async () => {
      await action([String(FRONT_DOOR), 'lock', '--option', '2']);

      expectSuccess();
      expect(actionRequests().map(jsonOf)).toEqual([{ action: 2, option: 2 }]);
      expect(sandbox.actions).toEqual([{ accountId: OFFICE, smartlockId: FRONT_DOOR, action: 2, option: 2 }]);
    });

    it('--json prints what was accepted', async () => {
      await action([String(FRONT_DOOR), 'unlatch', '--json']);

      expect(JSON.parse(expectSuccess())).toEqual({
        smartlockId: FRONT_DOOR,
        action: 'unlatch',
        code: 3,
        account: 'default',
        accepted: true,
      });
      expect(sandbox.actions).toHaveLength(1);
    });

    it('--account acts for that account', async () => {
      await action([String(LOADING_BAY), 'lock', '--account', 'depot'], {
        accounts: { depot: { token: sandbox.apiToken(DEPOT) } },
      });

      expectSuccess();
      expect(sandbox.actions).toEqual([{ accountId: DEPOT, smartlockId: LOADING_BAY, action: 2 }]);
      expect(actionRequests()[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(DEPOT)}`);
    });

    it.each([
      [[String(FRONT_DOOR), 'open'], `Error: Unknown action "open"; use ${ACTION_NAMES}.`],
      [[String(FRONT_DOOR), 'toString'], `Error: Unknown action "toString"; use ${ACTION_NAMES}.`],
      [['abc', 'lock'], 'Error: The smartlock id must be a positive integer, got "abc".'],
      [['0', 'lock'], 'Error: The smartlock id must be a positive integer, got "0".'],
      [['12.5', 'lock'], 'Error: The smartlock id must be a positive integer, got "12.5".'],
      [
        ['99999999999999999999', 'lock'],
        'Error: The smartlock id must be a positive integer, got "99999999999999999999".',
      ],
      [
        [String(FRONT_DOOR), 'lock', '--option', 'x'],
        'Error: The option must be a non-negative integer, got "x".',
      ],
      [
        [String(FRONT_DOOR), 'lock', '--option=-1'],
        'Error: The option must be a non-negative integer, got "-1".',
      ],
      [
        [String(FRONT_DOOR), 'lock', '--option', '1.5'],
        'Error: The option must be a non-negative integer, got "1.5".',
      ],
      [
        [String(FRONT_DOOR), 'lock', '--account', 'nobody'],
        'Error: No API token is configured for lock account "nobody": set the option accounts.nobody.token of LockModule, or store one in the lock database with lock:account-token --account=nobody (LOCK_TOKEN_RESOLVER=database). Nothing was sent.',
      ],
    ])('%j fails with one line and sends nothing', async (args, message) => {
      await action(args);

      expect(expectOneErrorLine()).toBe(message);
      expect(sandbox.requests).toEqual([]);
      expect(harness.output.printed).toEqual([]);
    });

    it.each([
      [
        'an unknown smartlock (404)',
        ['999999', 'lock'],
        'Error: LOCK API POST /smartlock/999999/action returned HTTP 404: {"detailMessage":"Smartlock not found","stackTrace":[]}',
      ],
      [
        "another account's smartlock (403)",
        [String(LOADING_BAY), 'lock'],
        `Error: LOCK API POST /smartlock/${LOADING_BAY}/action returned HTTP 403: {"detailMessage":"Forbidden","stackTrace":[]}`,
      ],
      [
        'an action an opener does not have (400)',
        [String(STREET_GATE), 'lock-and-go'],
        `Error: LOCK API POST /smartlock/${STREET_GATE}/action returned HTTP 400: {"detailMessage":"action 4 is not supported by an opener","stackTrace":[]}`,
      ],
    ])('fails on %s with the ApiException line, sent once', async (_case, args, message) => {
      await action(args);

      expect(expectOneErrorLine()).toBe(message);
      expect(actionRequests()).toHaveLength(1);
      expect(sandbox.actions).toEqual([]);
    });
  });
});
