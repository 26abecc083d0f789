import { inspect } from 'node:util';
import { Keyv } from 'keyv';
import { LockException } from '../errors/lock.exception';
import type { LockOptions } from '../interfaces/lock-options.interface';
import { lockOptionsFromEnv } from '../lock-env';
import {
  DEFAULT_LOCK_ACCOUNT,
  DEFAULT_LOCK_BASE_URL,
  DEFAULT_LOCK_CONNECT_TIMEOUT_SECONDS,
  DEFAULT_LOCK_HTTP_RETRIES,
  DEFAULT_LOCK_HTTP_RETRY_SLEEP_MS,
  DEFAULT_LOCK_TIMEOUT_SECONDS,
  DEFAULT_LOCK_WEBHOOK_ROUTE,
  LockConfig,
} from './lock-config';

/** A config over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>): LockConfig {
  return new LockConfig(options as LockOptions);
}

/** The thrown error of a call that must fail. */
function errorOf(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to throw');
}

const BLANKS: [string, unknown][] = [
  ['unset', undefined],
  ['null', null],
  ['empty', ''],
  ['blank', '   '],
  ['a tab and a newline', '\t\n'],
];

describe('LockConfig', () => {
  describe('baseUrl(): the base URL without trailing slash, https://api.lock.example by default', () => {
    it('defaults to https://api.lock.example', () => {
      expect(DEFAULT_LOCK_BASE_URL).toBe('https://api.lock.example');
      expect(new LockConfig().baseUrl()).toBe('https://api.lock.example');
    });

    it.each(BLANKS)('falls back to the default when it is %s', (_label, baseUrl) => {
      expect(config({ baseUrl }).baseUrl()).toBe(DEFAULT_LOCK_BASE_URL);
    });

    it.each([
      ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
      ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
      ['http://127.0.0.1:8080///', 'http://127.0.0.1:8080'],
      ['http://127.0.0.1:8080/api/', 'http://127.0.0.1:8080/api'],
      ['  http://127.0.0.1:8080/api/  ', 'http://127.0.0.1:8080/api'],
    ])('returns %j as %j (its own path kept, trailing slashes removed)', (baseUrl, expected) => {
      expect(config({ baseUrl }).baseUrl()).toBe(expected);
    });
  });

  describe.each([
    {
      reader: 'authMode',
      read: (value: unknown) => config({ auth: value }).authMode(),
      fallback: 'token',
      accepted: ['token', 'oauth'],
      envName: 'LOCK_AUTH',
    },
    {
      reader: 'tokenResolver',
      read: (value: unknown) => config({ tokenResolver: value }).tokenResolver(),
      fallback: 'config',
      accepted: ['config', 'store', 'database'],
      envName: 'LOCK_TOKEN_RESOLVER',
    },
    {
      reader: 'tokenStore',
      read: (value: unknown) => config({ oauth: { tokenStore: value } }).tokenStore(),
      fallback: 'cache',
      accepted: ['cache', 'database', 'memory'],
      envName: 'LOCK_OAUTH_TOKEN_STORE',
    },
    {
      reader: 'webhookApi',
      read: (value: unknown) => config({ webhook: { api: value } }).webhookApi(),
      fallback: 'notification',
      accepted: ['notification', 'decentral'],
      envName: 'LOCK_WEBHOOK_API',
    },
  ])('$reader(): one of $accepted, $fallback by default', ({ read, fallback, accepted, envName }) => {
    it.each(BLANKS)('is the default when it is %s', (_label, value) => {
      expect(read(value)).toBe(fallback);
    });

    it.each(accepted)('accepts %j as it is', (value) => {
      expect(read(value)).toBe(value);
    });

    it.each(accepted)('accepts %j in any case and with spaces around it', (value) => {
      expect(read(value.toUpperCase())).toBe(value);
      expect(read(` ${value[0].toUpperCase()}${value.slice(1)} `)).toBe(value);
    });

    it.each(['bogus', 'tokens', 'o auth', '1'])(
      'throws LockException naming the setting and the value for %j',
      (value) => {
        const error = errorOf(() => read(value));

        expect(error).toBeInstanceOf(LockException);
        expect(error.message).toContain(envName);
        expect(error.message).toContain(`"${value}"`);
      },
    );

    it('reads the value when asked, so a config with an unknown value can still be built', () => {
      const settings = { auth: 'x', tokenResolver: 'x', oauth: { tokenStore: 'x' }, webhook: { api: 'x' } };

      expect(() => new LockConfig(settings)).not.toThrow();
      expect(() => read('x')).toThrow(LockException);
    });
  });

  describe('apiToken(accountKey): the account token, for `default` also apiToken, else null', () => {
    it('uses `default` as the account key of a manager without as()', () => {
      expect(DEFAULT_LOCK_ACCOUNT).toBe('default');
    });

    it('gives apiToken to the default account', () => {
      expect(config({ apiToken: 'default-token' }).apiToken('default')).toBe('default-token');
    });

    it('gives apiToken to no other account', () => {
      expect(config({ apiToken: 'default-token' }).apiToken('branch')).toBeNull();
    });

    it('gives each account its own token from accounts', () => {
      const lockConfig = config({
        apiToken: 'default-token',
        accounts: { branch: { token: 'branch-token' }, office: { token: 'office-token' } },
      });

      expect(lockConfig.apiToken('branch')).toBe('branch-token');
      expect(lockConfig.apiToken('office')).toBe('office-token');
      expect(lockConfig.apiToken('default')).toBe('default-token');
    });

    it('prefers accounts.default over apiToken for the default account', () => {
      const lockConfig = config({ apiToken: 'env-token', accounts: { default: { token: 'account-token' } } });

      expect(lockConfig.apiToken('default')).toBe('account-token');
    });

    it('falls back to apiToken when accounts.default has a blank token', () => {
      const lockConfig = config({ apiToken: 'env-token', accounts: { default: { token: '  ' } } });

      expect(lockConfig.apiToken('default')).toBe('env-token');
    });

    it.each(BLANKS)('is null when the token is %s', (_label, token) => {
      expect(config({ apiToken: token }).apiToken('default')).toBeNull();
      expect(config({ accounts: { branch: { token } } }).apiToken('branch')).toBeNull();
    });

    it('is null for an account without an entry, also one named like an object member', () => {
      const lockConfig = config({ apiToken: 'default-token', accounts: { branch: { token: 'b' } } });

      expect(lockConfig.apiToken('unknown')).toBeNull();
      expect(lockConfig.apiToken('toString')).toBeNull();
      expect(lockConfig.apiToken('__proto__')).toBeNull();
      expect(lockConfig.apiToken('constructor')).toBeNull();
    });

    it('is null for every account when nothing is set', () => {
      expect(new LockConfig().apiToken('default')).toBeNull();
      expect(new LockConfig().apiToken('branch')).toBeNull();
    });

    it('is null for an account entry without a token', () => {
      expect(config({ accounts: { branch: {} } }).apiToken('branch')).toBeNull();
      expect(config({ accounts: { branch: null } }).apiToken('branch')).toBeNull();
    });
  });

  describe('apiTokens(): every configured API token (for redaction)', () => {
    it('lists apiToken and the token of every account', () => {
      const lockConfig = config({
        apiToken: 'default-token',
        accounts: { branch: { token: 'branch-token' }, office: { token: 'office-token' } },
      });

      expect(lockConfig.apiTokens()).toEqual(['default-token', 'branch-token', 'office-token']);
    });

    it('leaves out blank and missing tokens', () => {
      const lockConfig = config({
        apiToken: ' ',
        accounts: { branch: { token: '' }, office: { token: 'office-token' }, empty: {}, gone: null },
      });

      expect(lockConfig.apiTokens()).toEqual(['office-token']);
    });

    it('is empty when no token is set', () => {
      expect(new LockConfig().apiTokens()).toEqual([]);
    });
  });

  describe('oauthClientSecret(): the client secret, or null (for redaction)', () => {
    it('is the configured secret', () => {
      expect(config({ oauth: { clientSecret: 's3cr3t' } }).oauthClientSecret()).toBe('s3cr3t');
    });

    it.each(BLANKS)('is null when it is %s', (_label, clientSecret) => {
      expect(config({ oauth: { clientSecret } }).oauthClientSecret()).toBeNull();
    });
  });

  describe('missingOAuthSettings(): the names of the unset settings a code exchange needs', () => {
    const COMPLETE = { clientId: 'client', clientSecret: 'secret', redirectUri: 'http://127.0.0.1/callback' };

    it('is empty when client id, secret and redirect URI are set', () => {
      expect(config({ oauth: COMPLETE }).missingOAuthSettings()).toEqual([]);
    });

    it('names all three, with their env variables, when nothing is set', () => {
      expect(new LockConfig().missingOAuthSettings()).toEqual([
        'client id (LOCK_OAUTH_CLIENT_ID)',
        'client secret (LOCK_OAUTH_CLIENT_SECRET)',
        'redirect URI (LOCK_OAUTH_REDIRECT_URI)',
      ]);
    });

    it.each([
      ['clientId', 'LOCK_OAUTH_CLIENT_ID'],
      ['clientSecret', 'LOCK_OAUTH_CLIENT_SECRET'],
      ['redirectUri', 'LOCK_OAUTH_REDIRECT_URI'],
    ])('names only %s when that one is blank', (field, envName) => {
      const missing = config({ oauth: { ...COMPLETE, [field]: '  ' } }).missingOAuthSettings();

      expect(missing).toHaveLength(1);
      expect(missing[0]).toContain(envName);
    });

    it('does not count the URLs or scopes as needed', () => {
      const missing = config({ oauth: { ...COMPLETE, authorizeUrl: '', tokenUrl: '', scopes: '' } });

      expect(missing.missingOAuthSettings()).toEqual([]);
    });
  });

  describe('oauthClient(): the OAuth client settings', () => {
    it('has empty strings for unset client settings and no scopes', () => {
      expect(new LockConfig().oauthClient()).toEqual({
        clientId: '',
        clientSecret: '',
        redirectUri: '',
        authorizeUrl: 'https://api.lock.example/oauth/authorize',
        tokenUrl: 'https://api.lock.example/oauth/token',
        scopes: [],
      });
    });

    it('builds the authorize and token URLs from the base URL, keeping its path', () => {
      const client = config({ baseUrl: 'http://127.0.0.1:8080/api/' }).oauthClient();

      expect(client.authorizeUrl).toBe('http://127.0.0.1:8080/api/oauth/authorize');
      expect(client.tokenUrl).toBe('http://127.0.0.1:8080/api/oauth/token');
    });

    it('uses the configured authorize and token URLs over the base URL', () => {
      const client = config({
        baseUrl: 'http://127.0.0.1:8080',
        oauth: { authorizeUrl: 'http://127.0.0.1:9090/consent', tokenUrl: 'http://127.0.0.1:9090/token' },
      }).oauthClient();

      expect(client.authorizeUrl).toBe('http://127.0.0.1:9090/consent');
      expect(client.tokenUrl).toBe('http://127.0.0.1:9090/token');
    });

    it.each(BLANKS)('builds the URLs from the base URL when they are %s', (_label, url) => {
      const client = config({
        baseUrl: 'http://127.0.0.1:8080',
        oauth: { authorizeUrl: url, tokenUrl: url },
      }).oauthClient();

      expect(client.authorizeUrl).toBe('http://127.0.0.1:8080/oauth/authorize');
      expect(client.tokenUrl).toBe('http://127.0.0.1:8080/oauth/token');
    });

    it('returns the client id, secret and redirect URI', () => {
      const client = config({
        oauth: { clientId: 'client-1', clientSecret: 'secret+/=', redirectUri: 'http://127.0.0.1/callback' },
      }).oauthClient();

      expect(client.clientId).toBe('client-1');
      expect(client.clientSecret).toBe('secret+/=');
      expect(client.redirectUri).toBe('http://127.0.0.1/callback');
    });

    it.each([
      [
        'space-separated',
        'account smartlock.readOnly smartlock.action',
        ['account', 'smartlock.readOnly', 'smartlock.action'],
      ],
      [
        'comma-separated',
        'account,smartlock.readOnly,smartlock.action',
        ['account', 'smartlock.readOnly', 'smartlock.action'],
      ],
      [
        'comma and space separated',
        'account, smartlock.readOnly ,  smartlock.action',
        ['account', 'smartlock.readOnly', 'smartlock.action'],
      ],
      ['padded with separators', '  account  smartlock ,', ['account', 'smartlock']],
      ['a single scope', 'account', ['account']],
      ['an array', ['account', 'smartlock'], ['account', 'smartlock']],
      ['an array with blanks and padding', [' account ', '', '  ', 'smartlock'], ['account', 'smartlock']],
      ['empty', '', []],
      ['blank', '  ,  ', []],
      ['an empty array', [], []],
    ])('reads scopes given %s', (_label, scopes, expected) => {
      expect(config({ oauth: { scopes } }).oauthClient().scopes).toEqual(expected);
    });
  });

  describe('retries(): total attempts, at least 1, 3 when not a positive number', () => {
    it('is 3 by default', () => {
      expect(DEFAULT_LOCK_HTTP_RETRIES).toBe(3);
      expect(new LockConfig().retries()).toBe(3);
    });

    it.each([
      ['1', 1],
      ['5', 5],
      [7, 7],
      ['2.9', 2],
      [4.5, 4],
      ['0.5', 1],
      [0.1, 1],
    ])('reads %j as %j attempts (whole attempts, at least one)', (retries, expected) => {
      expect(config({ http: { retries } }).retries()).toBe(expected);
    });

    it.each([...BLANKS, ['"abc"', 'abc'], ['NaN', NaN], ['0', 0], ['-2', '-2'], ['-2', -2]])(
      'falls back to 3 when it is %s',
      (_label, retries) => {
        expect(config({ http: { retries } }).retries()).toBe(3);
      },
    );

    it.each([Infinity, '11', '0x3', '1e1'])('refuses %j, naming the setting', (retries) => {
      expect(() => config({ http: { retries } }).retries()).toThrow(LockException);
      expect(() => config({ http: { retries } }).retries()).toThrow(
        /^Invalid lock setting: LOCK_HTTP_RETRIES \(option http\.retries\) must be /,
      );
    });
  });

  describe('retrySleepMs(): the pause in milliseconds, 0 allowed, 200 when not a number >= 0', () => {
    it('is 200 ms by default', () => {
      expect(DEFAULT_LOCK_HTTP_RETRY_SLEEP_MS).toBe(200);
      expect(new LockConfig().retrySleepMs()).toBe(200);
    });

    it.each([
      ['0', 0],
      [0, 0],
      ['150', 150],
      [1000, 1000],
      ['12.5', 12.5],
      [' 25 ', 25],
    ])('reads %j as %j ms', (retrySleep, expected) => {
      expect(config({ http: { retrySleep } }).retrySleepMs()).toBe(expected);
    });

    it.each([...BLANKS, ['"abc"', 'abc'], ['NaN', NaN], ['-1', -1], ['"-5"', '-5']])(
      'falls back to 200 when it is %s',
      (_label, retrySleep) => {
        expect(config({ http: { retrySleep } }).retrySleepMs()).toBe(200);
      },
    );

    it.each([Infinity, '60001', '0x10', '2e3'])('refuses %j, naming the setting', (retrySleep) => {
      expect(() => config({ http: { retrySleep } }).retrySleepMs()).toThrow(
        /^Invalid lock setting: LOCK_HTTP_RETRY_SLEEP \(option http\.retrySleep\) must be /,
      );
    });
  });

  describe.each([
    {
      reader: 'timeout',
      read: (value: unknown) => config({ http: { timeout: value } }).timeout(),
      fallback: 30,
      constant: DEFAULT_LOCK_TIMEOUT_SECONDS,
    },
    {
      reader: 'connectTimeout',
      read: (value: unknown) => config({ http: { connectTimeout: value } }).connectTimeout(),
      fallback: 10,
      constant: DEFAULT_LOCK_CONNECT_TIMEOUT_SECONDS,
    },
  ])('$reader(): seconds, $fallback when not a positive number', ({ read, fallback, constant }) => {
    it(`is ${fallback} seconds by default`, () => {
      expect(constant).toBe(fallback);
      expect(read(undefined)).toBe(fallback);
    });

    it.each([
      ['2.5', 2.5],
      ['5', 5],
      [0.3, 0.3],
      [45, 45],
    ])('reads %j as %j seconds', (value, expected) => {
      expect(read(value)).toBe(expected);
    });

    it.each([...BLANKS, ['0', 0], ['"0"', '0'], ['-3', -3], ['"abc"', 'abc'], ['NaN', NaN]])(
      'falls back when it is %s',
      (_label, value) => {
        expect(read(value)).toBe(fallback);
      },
    );

    it.each(['2200000', Infinity, '0x10', '1e3'])(
      'refuses %j (over Node timer limit, or not plain decimal), naming the setting',
      (value) => {
        expect(() => read(value)).toThrow(LockException);
        expect(() => read(value)).toThrow(/^Invalid lock setting: LOCK_(CONNECT_)?TIMEOUT \(option http\./);
      },
    );
  });

  describe('URL settings: a LockException naming the setting when not an absolute http(s) URL', () => {
    it.each([
      ['LOCK_BASE_URL (option baseUrl)', () => config({ baseUrl: 'api.lock.example' }).baseUrl()],
      [
        'LOCK_OAUTH_TOKEN_URL (option oauth.tokenUrl)',
        () => config({ oauth: { tokenUrl: '/oauth/token' } }).oauthClient(),
      ],
      [
        'LOCK_OAUTH_AUTHORIZE_URL (option oauth.authorizeUrl)',
        () => config({ oauth: { authorizeUrl: 'javascript:alert(1)' } }).oauthClient(),
      ],
      [
        'LOCK_OAUTH_REDIRECT_URI (option oauth.redirectUri)',
        () => config({ oauth: { redirectUri: 'app/cb' } }).oauthClient(),
      ],
      ['APP_URL (option appUrl)', () => config({ appUrl: 'app.example' }).defaultWebhookUrl()],
    ])('%s', (setting, read) => {
      expect(read).toThrow(LockException);
      expect(read).toThrow(`Invalid lock setting: ${setting} must be an absolute http:// or https:// URL`);
    });
  });

  describe('maxResponseBytes(): 10 MiB unless set', () => {
    it('reads LOCK_MAX_RESPONSE_BYTES and refuses a malformed one', () => {
      expect(new LockConfig().maxResponseBytes()).toBe(10 * 1024 * 1024);
      expect(config({ http: { maxResponseBytes: '4096' } }).maxResponseBytes()).toBe(4096);
      expect(() => config({ http: { maxResponseBytes: '1e6' } }).maxResponseBytes()).toThrow(
        /LOCK_MAX_RESPONSE_BYTES \(option http\.maxResponseBytes\)/,
      );
    });
  });

  describe('transport(): axios unless set; maxSockets(): 64 unless set', () => {
    it('reads LOCK_HTTP_TRANSPORT and LOCK_MAX_SOCKETS', () => {
      expect(new LockConfig().transport()).toBe('axios');
      expect(new LockConfig().maxSockets()).toBe(64);
      const fromEnv = new LockConfig(
        lockOptionsFromEnv({ LOCK_HTTP_TRANSPORT: 'undici', LOCK_MAX_SOCKETS: '8' }),
      );
      expect(fromEnv.transport()).toBe('undici');
      expect(fromEnv.maxSockets()).toBe(8);
    });

    it('refuses an unknown transport and a malformed socket count, naming the setting', () => {
      expect(() => config({ http: { transport: 'fetch' } }).transport()).toThrow(
        new LockException(
          'Invalid lock setting: LOCK_HTTP_TRANSPORT (option http.transport) must be axios or undici, got "fetch".',
        ),
      );
      expect(() => config({ http: { maxSockets: '2.5' } }).maxSockets()).toThrow(
        /LOCK_MAX_SOCKETS \(option http\.maxSockets\) must be a whole number of sockets/,
      );
    });
  });

  describe('webhookRoute(): the receiver route with a leading slash, /lock/webhook by default', () => {
    it('is /lock/webhook by default', () => {
      expect(DEFAULT_LOCK_WEBHOOK_ROUTE).toBe('/lock/webhook');
      expect(new LockConfig().webhookRoute()).toBe('/lock/webhook');
    });

    it.each(BLANKS)('falls back to the default when it is %s', (_label, route) => {
      expect(config({ webhook: { route } }).webhookRoute()).toBe('/lock/webhook');
    });

    it.each([
      ['/hooks/lock', '/hooks/lock'],
      ['hooks/lock', '/hooks/lock'],
      ['  hooks/lock  ', '/hooks/lock'],
    ])('returns %j as %j', (route, expected) => {
      expect(config({ webhook: { route } }).webhookRoute()).toBe(expected);
    });
  });

  describe('defaultWebhookUrl(): APP_URL plus the webhook route, null without APP_URL', () => {
    it.each(BLANKS)('is null when the app URL is %s', (_label, appUrl) => {
      expect(config({ appUrl }).defaultWebhookUrl()).toBeNull();
      expect(config({ appUrl, webhook: { route: '/hooks' } }).defaultWebhookUrl()).toBeNull();
    });

    it.each([
      ['https://app.example.test', undefined, 'https://app.example.test/lock/webhook'],
      ['https://app.example.test/', undefined, 'https://app.example.test/lock/webhook'],
      ['https://app.example.test/portal/', undefined, 'https://app.example.test/portal/lock/webhook'],
      ['https://app.example.test', '/hooks/lock', 'https://app.example.test/hooks/lock'],
      ['https://app.example.test/', 'hooks/lock', 'https://app.example.test/hooks/lock'],
      [' https://app.example.test ', 'hooks', 'https://app.example.test/hooks'],
    ])('joins %j and route %j as %j', (appUrl, route, expected) => {
      expect(config({ appUrl, webhook: { route } }).defaultWebhookUrl()).toBe(expected);
    });
  });

  describe('tokenCacheOptions(): the shared cache settings', () => {
    it('is enabled with no store by default', () => {
      expect(new LockConfig().tokenCacheOptions()).toEqual({ enabled: true, store: undefined });
    });

    it.each([false, 'false', '0', 'off', 'NO', 0])('is disabled by %j', (enabled) => {
      expect(config({ tokenCache: { enabled } }).tokenCacheOptions().enabled).toBe(false);
    });

    it.each([true, 'true', 'on', 'yes', '1', ''])('stays enabled by %j', (enabled) => {
      expect(config({ tokenCache: { enabled } }).tokenCacheOptions().enabled).toBe(true);
    });

    it('trims a store name and treats a blank one as unset', () => {
      expect(config({ tokenCache: { store: ' memory ' } }).tokenCacheOptions().store).toBe('memory');
      expect(config({ tokenCache: { store: '  ' } }).tokenCacheOptions().store).toBeUndefined();
    });

    it('passes a Keyv store, the key and the previous keys on as given', () => {
      const store = new Keyv();
      const options = config({
        tokenCache: { store, appKey: 'base64:key', previousKeys: ['old'] },
      }).tokenCacheOptions();

      expect(options.store).toBe(store);
      expect(options.appKey).toBe('base64:key');
      expect(options.previousKeys).toEqual(['old']);
    });
  });

  describe('loginLimit(): the sign-in limit, 5 per email and address, 50 per email, 20 per address in 900 s', () => {
    const defaults = {
      maxAttempts: 5,
      maxAttemptsPerEmail: 50,
      maxAttemptsPerAddress: 20,
      windowSeconds: 900,
    };

    it('has the defaults when nothing is set', () => {
      expect(new LockConfig().loginLimit()).toEqual(defaults);
    });

    it.each([false, 'false', '0', 0, 'off', ' No '])('is null when enabled is %j', (enabled) => {
      expect(config({ loginLimit: { enabled, maxAttempts: 'junk-is-not-read' } }).loginLimit()).toBeNull();
    });

    it.each([true, 'true', 'on', '1', undefined])('is on when enabled is %j', (enabled) => {
      expect(config({ loginLimit: { enabled } }).loginLimit()).toEqual(defaults);
    });

    it('reads numbers and numeric strings', () => {
      expect(
        config({
          loginLimit: {
            maxAttempts: '3',
            maxAttemptsPerEmail: '40',
            maxAttemptsPerAddress: 7,
            windowSeconds: ' 60 ',
          },
        }).loginLimit(),
      ).toEqual({ maxAttempts: 3, maxAttemptsPerEmail: 40, maxAttemptsPerAddress: 7, windowSeconds: 60 });
    });

    it.each([...BLANKS, ['"abc"', 'abc'], ['0', '0'], ['-1', -1]])(
      'falls back to the defaults when the numbers are %s',
      (_label, value) => {
        expect(
          config({
            loginLimit: {
              maxAttempts: value,
              maxAttemptsPerEmail: value,
              maxAttemptsPerAddress: value,
              windowSeconds: value,
            },
          }).loginLimit(),
        ).toEqual(defaults);
      },
    );

    it.each([
      [
        'maxAttempts',
        '0x10',
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts) must be a plain decimal',
      ],
      [
        'maxAttempts',
        '2.5',
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts) must be a whole number',
      ],
      [
        'maxAttempts',
        '10001',
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts) must be at most 10000',
      ],
      [
        'maxAttemptsPerEmail',
        '0x32',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL (option loginLimit.maxAttemptsPerEmail) must be a plain decimal',
      ],
      [
        'maxAttemptsPerEmail',
        '10001',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL (option loginLimit.maxAttemptsPerEmail) must be at most 10000',
      ],
      [
        'maxAttemptsPerAddress',
        '1e2',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS (option loginLimit.maxAttemptsPerAddress) must be a plain decimal',
      ],
      ['windowSeconds', '86401', 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds) must be at most 86400'],
      ['windowSeconds', 1.5, 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds) must be a whole number'],
      ['windowSeconds', Infinity, 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds) must be at most'],
    ])('refuses %s = %j with LockException naming the setting', (field, value, message) => {
      const error = errorOf(() => config({ loginLimit: { [field]: value } }).loginLimit());

      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain(`Invalid lock setting: ${message}`);
    });
  });

  describe('tokenResolver() with a database: database unless set', () => {
    it('is database when a database URL is set, and a set resolver wins', () => {
      expect(config({ databaseUrl: 'postgres://127.0.0.1/test' }).tokenResolver()).toBe('database');
      expect(config({ databaseUrl: 'sqlite://./lock.sqlite', tokenResolver: 'config' }).tokenResolver()).toBe(
        'config',
      );
    });

    it.each(BLANKS)('is config when the database URL is %s', (_label, databaseUrl) => {
      expect(config({ databaseUrl }).tokenResolver()).toBe('config');
    });
  });

  describe('tokenStore() with a database: database unless set', () => {
    it('is database when a database URL is set, and a set store wins', () => {
      expect(config({ databaseUrl: 'postgres://127.0.0.1/test' }).tokenStore()).toBe('database');
      expect(
        config({ databaseUrl: 'sqlite://./lock.sqlite', oauth: { tokenStore: 'cache' } }).tokenStore(),
      ).toBe('cache');
    });

    it.each(BLANKS)('is cache when the database URL is %s', (_label, databaseUrl) => {
      expect(config({ databaseUrl }).tokenStore()).toBe('cache');
    });
  });

  describe("readsAccountRows(): only token mode with the database resolver reads an account row's token and flag", () => {
    it.each([
      [{ databaseUrl: 'sqlite://./lock.sqlite' }, true],
      [{ tokenResolver: 'database' }, true],
      [{}, false],
      [{ databaseUrl: 'sqlite://./lock.sqlite', tokenResolver: 'config' }, false],
      [{ tokenResolver: 'store' }, false],
      [{ databaseUrl: 'sqlite://./lock.sqlite', auth: 'oauth' }, false],
    ])('%j: %s', (options, reads) => {
      expect(config(options).readsAccountRows()).toBe(reads);
    });
  });

  describe('accountTokenRecheckMs(): 30 s unless set, 0 allowed, at most one hour', () => {
    it.each([
      [undefined, 30_000],
      ['', 30_000],
      ['0', 0],
      [0, 0],
      ['1', 1_000],
      ['0.5', 500],
      ['3600', 3_600_000],
      ['-1', 30_000],
    ])('%j gives %j ms', (value, expected) => {
      expect(config({ accountTokenRecheck: value }).accountTokenRecheckMs()).toBe(expected);
    });

    it('refuses more than an hour, naming the setting', () => {
      const error = errorOf(() => config({ accountTokenRecheck: '3601' }).accountTokenRecheckMs());
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_ACCOUNT_TOKEN_RECHECK (option accountTokenRecheck)');
    });
  });

  describe('timeZone(): an IANA time zone, UTC unless set', () => {
    it.each([
      [undefined, 'UTC'],
      ['  ', 'UTC'],
      ['Europe/Amsterdam', 'Europe/Amsterdam'],
      ['America/New_York', 'America/New_York'],
    ])('%j gives %j', (value, expected) => {
      expect(config({ timeZone: value }).timeZone()).toBe(expected);
    });

    it.each(['Mars/Olympus', 'CET+', 'not a zone'])(
      'refuses %j, naming the setting and the value',
      (value) => {
        const error = errorOf(() => config({ timeZone: value }).timeZone());
        expect(error).toBeInstanceOf(LockException);
        expect(error.message).toContain('LOCK_TIME_ZONE (option timeZone)');
        expect(error.message).toContain(`"${value}"`);
      },
    );
  });

  describe('webhookSecrets(): the configured signing secrets', () => {
    it.each([
      [undefined, []],
      ['', []],
      ['one', ['one']],
      [' new-secret , old-secret ,, ', ['new-secret', 'old-secret']],
      [
        ['a,b', ' c '],
        ['a,b', 'c'],
      ],
    ])('%j gives %j', (secret, expected) => {
      expect(config({ webhook: { secret } }).webhookSecrets()).toEqual(expected);
    });

    it('reads LOCK_WEBHOOK_SECRET', () => {
      const options = lockOptionsFromEnv({ LOCK_WEBHOOK_SECRET: 'new,old' });
      expect(new LockConfig(options).webhookSecrets()).toEqual(['new', 'old']);
    });
  });

  describe('webhookSignatureHeader(): x-lock-signature-sha256 unless set, lower case', () => {
    it.each([
      [undefined, 'x-lock-signature-sha256'],
      ['X-Hub-Signature-256', 'x-hub-signature-256'],
      [' X-Signature ', 'x-signature'],
    ])('%j gives %j', (signatureHeader, expected) => {
      expect(config({ webhook: { signatureHeader } }).webhookSignatureHeader()).toBe(expected);
    });

    it.each(['X Signature', 'x-sig:', 'x-sig@', 'x-sig\u0000'])(
      'refuses %j, naming the setting',
      (signatureHeader) => {
        const error = errorOf(() => config({ webhook: { signatureHeader } }).webhookSignatureHeader());
        expect(error).toBeInstanceOf(LockException);
        expect(error.message).toContain('LOCK_WEBHOOK_SIGNATURE_HEADER (option webhook.signatureHeader)');
      },
    );
  });

  describe('webhookVerifySignature(): on unless switched off, never off in production', () => {
    it.each([undefined, '', 'true', '1', true])('%j is on', (verifySignature) => {
      expect(
        config({ webhook: { verifySignature } }).webhookVerifySignature({ NODE_ENV: 'production' }),
      ).toBe(true);
    });

    it.each(['false', 'off', 'no', '0', false])('%j is off outside production', (verifySignature) => {
      const off = config({ webhook: { verifySignature } });
      expect(off.webhookVerifySignature({})).toBe(false);
      expect(off.webhookVerifySignature({ NODE_ENV: 'development' })).toBe(false);
    });

    it.each(['production', ' Production '])('off with NODE_ENV=%j throws, naming the setting', (NODE_ENV) => {
      const error = errorOf(() =>
        config({ webhook: { verifySignature: 'false' } }).webhookVerifySignature({ NODE_ENV }),
      );
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_WEBHOOK_VERIFY_SIGNATURE (option webhook.verifySignature)');
      expect(error.message).toContain('NODE_ENV=production');
    });
  });

  describe('webhookDuplicateWindowSeconds(): 600 unless set, whole seconds, at most 30 days', () => {
    it.each([
      [undefined, 600],
      ['', 600],
      ['0', 600],
      ['60', 60],
      [86_400, 86_400],
    ])('%j gives %j', (duplicateWindow, expected) => {
      expect(config({ webhook: { duplicateWindow } }).webhookDuplicateWindowSeconds()).toBe(expected);
    });

    it.each(['1.5', String(30 * 24 * 3600 + 1)])('refuses %j, naming the setting', (duplicateWindow) => {
      const error = errorOf(() => config({ webhook: { duplicateWindow } }).webhookDuplicateWindowSeconds());
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_WEBHOOK_DUPLICATE_WINDOW (option webhook.duplicateWindow)');
    });
  });

  describe('pruneIntervalSeconds(): 3600 unless set, null when pruning is off', () => {
    it.each([
      [{}, 3600],
      [{ interval: '60' }, 60],
      [{ enabled: 'true', interval: 120 }, 120],
      [{ enabled: 'false' }, null],
      [{ enabled: 'off', interval: '60' }, null],
    ])('%j gives %j', (prune, expected) => {
      expect(config({ prune }).pruneIntervalSeconds()).toBe(expected);
    });

    it('reads LOCK_PRUNE and LOCK_PRUNE_INTERVAL', () => {
      expect(new LockConfig(lockOptionsFromEnv({ LOCK_PRUNE_INTERVAL: '30' })).pruneIntervalSeconds()).toBe(
        30,
      );
      expect(new LockConfig(lockOptionsFromEnv({ LOCK_PRUNE: 'no' })).pruneIntervalSeconds()).toBeNull();
    });

    it.each(['1.5', String(7 * 24 * 3600 + 1)])('refuses %j, naming the setting', (interval) => {
      const error = errorOf(() => config({ prune: { interval } }).pruneIntervalSeconds());
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_PRUNE_INTERVAL (option prune.interval)');
    });
  });

  describe('secrets', () => {
    const config = new LockConfig({
      apiToken: 'api-token-default',
      accounts: { depot: { token: 'api-token-depot' } },
      oauth: { clientSecret: 'client-secret-value' },
      webhook: { secret: 'webhook-secret-one,webhook-secret-two' },
    });

    it('secrets() lists the client secret, every API token and every webhook secret, for redaction', () => {
      expect(config.secrets()).toEqual([
        'client-secret-value',
        'api-token-default',
        'api-token-depot',
        'webhook-secret-one',
        'webhook-secret-two',
      ]);
    });

    it('neither inspect nor JSON output of the config shows one', () => {
      for (const text of [inspect(config, { depth: 10, showHidden: true }), JSON.stringify(config)]) {
        for (const secret of config.secrets()) expect(text).not.toContain(secret);
      }
    });
  });
});
