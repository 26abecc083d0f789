import { lockOptionsFromEnv, lockOptionsOverEnv } from './lock-env';
import { LockAuthSettings } from './auth/lock-auth-settings';
import { LockHttpSettings } from './http/lock-http-settings';
import { LockDatabaseSettings } from './application/persistence/lock-database-settings';
import { LockUsersSettings } from './application/users/lock-users-settings';
import { LockWebhookSettings } from './application/webhooks/lock-webhook-settings';

/** Every variable the lock module reads, each with a value that differs from its default. */
const FULL_ENV = {
  LOCK_BASE_URL: 'http://127.0.0.1:8080/api/',
  LOCK_AUTH: 'OAuth',
  LOCK_API_TOKEN: 'api+token/=&"%',
  LOCK_TOKEN_RESOLVER: 'store',
  LOCK_OAUTH_CLIENT_ID: 'client-id',
  LOCK_OAUTH_CLIENT_SECRET: 'client+secret',
  LOCK_OAUTH_REDIRECT_URI: 'http://127.0.0.1:3000/lock/callback',
  LOCK_OAUTH_SCOPES: 'account smartlock,smartlock.action',
  LOCK_OAUTH_AUTHORIZE_URL: 'http://127.0.0.1:9090/consent',
  LOCK_OAUTH_TOKEN_URL: 'http://127.0.0.1:9090/token',
  LOCK_OAUTH_TOKEN_STORE: 'memory',
  LOCK_HTTP_RETRIES: '5',
  LOCK_HTTP_RETRY_SLEEP: '0',
  LOCK_TIMEOUT: '2.5',
  LOCK_CONNECT_TIMEOUT: '0.5',
  LOCK_WEBHOOK_ROUTE: 'hooks/lock',
  LOCK_WEBHOOK_API: 'decentral',
  LOCK_TOKEN_CACHE: 'off',
  LOCK_TOKEN_CACHE_STORE: 'redis://127.0.0.1:6379/2',
  APP_URL: 'https://app.example.test/',
  LOCK_DATABASE_URL: 'sqlite:///var/lib/app/lock.sqlite',
  LOCK_OTP_ENABLED: 'no',
  LOCK_SESSION_LIFETIME: '600',
  LOCK_LOGIN_LIMIT: 'off',
  LOCK_LOGIN_MAX_ATTEMPTS: '3',
  LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL: '30',
  LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '12',
  LOCK_LOGIN_WINDOW: '300',
};

/** Each variable with the path of the option it sets. */
const VARIABLES: [keyof typeof FULL_ENV, string[]][] = [
  ['LOCK_BASE_URL', ['baseUrl']],
  ['LOCK_AUTH', ['auth']],
  ['LOCK_API_TOKEN', ['apiToken']],
  ['LOCK_TOKEN_RESOLVER', ['tokenResolver']],
  ['LOCK_OAUTH_CLIENT_ID', ['oauth', 'clientId']],
  ['LOCK_OAUTH_CLIENT_SECRET', ['oauth', 'clientSecret']],
  ['LOCK_OAUTH_REDIRECT_URI', ['oauth', 'redirectUri']],
  ['LOCK_OAUTH_SCOPES', ['oauth', 'scopes']],
  ['LOCK_OAUTH_AUTHORIZE_URL', ['oauth', 'authorizeUrl']],
  ['LOCK_OAUTH_TOKEN_URL', ['oauth', 'tokenUrl']],
  ['LOCK_OAUTH_TOKEN_STORE', ['oauth', 'tokenStore']],
  ['LOCK_HTTP_RETRIES', ['http', 'retries']],
  ['LOCK_HTTP_RETRY_SLEEP', ['http', 'retrySleep']],
  ['LOCK_TIMEOUT', ['http', 'timeout']],
  ['LOCK_CONNECT_TIMEOUT', ['http', 'connectTimeout']],
  ['LOCK_WEBHOOK_ROUTE', ['webhook', 'route']],
  ['LOCK_WEBHOOK_API', ['webhook', 'api']],
  ['LOCK_TOKEN_CACHE', ['tokenCache', 'enabled']],
  ['LOCK_TOKEN_CACHE_STORE', ['tokenCache', 'store']],
  ['APP_URL', ['appUrl']],
  ['LOCK_DATABASE_URL', ['databaseUrl']],
  ['LOCK_OTP_ENABLED', ['otp', 'enabled']],
  ['LOCK_SESSION_LIFETIME', ['sessionLifetime']],
  ['LOCK_LOGIN_LIMIT', ['loginLimit', 'enabled']],
  ['LOCK_LOGIN_MAX_ATTEMPTS', ['loginLimit', 'maxAttempts']],
  ['LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL', ['loginLimit', 'maxAttemptsPerEmail']],
  ['LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS', ['loginLimit', 'maxAttemptsPerAddress']],
  ['LOCK_LOGIN_WINDOW', ['loginLimit', 'windowSeconds']],
];

/** The options object that has only `value` at `path`. */
function nested(path: string[], value: string): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value as never);
}

describe('lockOptionsOverEnv()', () => {
  it('merges the loginLimit section field by field: an option wins, the other fields come from the env', () => {
    const env = { LOCK_LOGIN_LIMIT: 'false', LOCK_LOGIN_MAX_ATTEMPTS: '3', LOCK_LOGIN_WINDOW: '60' };

    const options = lockOptionsOverEnv({ loginLimit: { enabled: true, windowSeconds: 30 } }, env);

    expect(options.loginLimit).toEqual({ enabled: true, maxAttempts: '3', windowSeconds: 30 });
    expect(new LockUsersSettings(options).loginLimit()).toEqual({
      maxAttempts: 3,
      maxAttemptsPerEmail: 50,
      maxAttemptsPerAddress: 20,
      windowSeconds: 30,
    });
  });
});

describe('lockOptionsFromEnv()', () => {
  it('reads every LOCK_* variable and APP_URL into its option, unchanged', () => {
    expect(lockOptionsFromEnv(FULL_ENV)).toEqual({
      baseUrl: 'http://127.0.0.1:8080/api/',
      auth: 'OAuth',
      apiToken: 'api+token/=&"%',
      tokenResolver: 'store',
      oauth: {
        clientId: 'client-id',
        clientSecret: 'client+secret',
        redirectUri: 'http://127.0.0.1:3000/lock/callback',
        scopes: 'account smartlock,smartlock.action',
        authorizeUrl: 'http://127.0.0.1:9090/consent',
        tokenUrl: 'http://127.0.0.1:9090/token',
        tokenStore: 'memory',
      },
      http: { retries: '5', retrySleep: '0', timeout: '2.5', connectTimeout: '0.5' },
      webhook: { route: 'hooks/lock', api: 'decentral' },
      tokenCache: { enabled: 'off', store: 'redis://127.0.0.1:6379/2' },
      appUrl: 'https://app.example.test/',
      databaseUrl: 'sqlite:///var/lib/app/lock.sqlite',
      otp: { enabled: 'no' },
      sessionLifetime: '600',
      loginLimit: {
        enabled: 'off',
        maxAttempts: '3',
        maxAttemptsPerEmail: '30',
        maxAttemptsPerAddress: '12',
        windowSeconds: '300',
      },
    });
  });

  it.each(VARIABLES)('maps %s alone to %j and to nothing else', (name, path) => {
    expect(lockOptionsFromEnv({ [name]: FULL_ENV[name] })).toEqual(nested(path, FULL_ENV[name]));
  });

  it('is empty for an env without lock variables (no empty sections)', () => {
    const options = lockOptionsFromEnv({ PATH: '/usr/bin', ACCOUNTING_BASE_URL: 'http://127.0.0.1:1' });

    expect(options).toEqual({});
    expect(Object.keys(options)).toEqual([]);
  });

  it('leaves out the sections none of whose variables is set', () => {
    const options = lockOptionsFromEnv({ LOCK_OAUTH_CLIENT_ID: 'client-id', LOCK_HTTP_RETRIES: '2' });

    expect(Object.keys(options).sort()).toEqual(['http', 'oauth']);
    expect(options.oauth).toEqual({ clientId: 'client-id' });
    expect(options.http).toEqual({ retries: '2' });
  });

  it('keeps a variable set to an empty string (the config reads it as unset)', () => {
    const options = lockOptionsFromEnv({ LOCK_BASE_URL: '', LOCK_WEBHOOK_ROUTE: '' });

    expect(options).toEqual({ baseUrl: '', webhook: { route: '' } });
    expect(new LockHttpSettings(options).baseUrl()).toBe('https://api.lock.example');
    expect(new LockWebhookSettings(options).webhookRoute()).toBe('/lock/webhook');
  });

  it('gives the settings readers that read each value with its rule', () => {
    const options = lockOptionsFromEnv(FULL_ENV);
    const http = new LockHttpSettings(options);
    const auth = new LockAuthSettings(options);
    const webhooks = new LockWebhookSettings(options);
    const users = new LockUsersSettings(options);

    expect(http.baseUrl()).toBe('http://127.0.0.1:8080/api');
    expect(auth.authMode()).toBe('oauth');
    expect(auth.apiToken('default')).toBe('api+token/=&"%');
    expect(auth.tokenResolver()).toBe('store');
    expect(auth.tokenStore()).toBe('memory');
    expect(auth.oauthClient()).toEqual({
      clientId: 'client-id',
      clientSecret: 'client+secret',
      redirectUri: 'http://127.0.0.1:3000/lock/callback',
      authorizeUrl: 'http://127.0.0.1:9090/consent',
      tokenUrl: 'http://127.0.0.1:9090/token',
      scopes: ['account', 'smartlock', 'smartlock.action'],
    });
    expect(new LockDatabaseSettings(options).databaseLocation()).toEqual({
      dialect: 'sqlite',
      file: '/var/lib/app/lock.sqlite',
    });
    expect(users.otpEnabled()).toBe(false);
    expect(users.sessionLifetimeSeconds()).toBe(600);
    expect(users.loginLimit()).toBeNull();
    expect(
      new LockUsersSettings(lockOptionsFromEnv({ ...FULL_ENV, LOCK_LOGIN_LIMIT: 'on' })).loginLimit(),
    ).toEqual({
      maxAttempts: 3,
      maxAttemptsPerEmail: 30,
      maxAttemptsPerAddress: 12,
      windowSeconds: 300,
    });
    expect(http.retries()).toBe(5);
    expect(http.retrySleepMs()).toBe(0);
    expect(http.timeout()).toBe(2.5);
    expect(http.connectTimeout()).toBe(0.5);
    expect(webhooks.webhookRoute()).toBe('/hooks/lock');
    expect(webhooks.webhookApi()).toBe('decentral');
    expect(webhooks.defaultWebhookUrl()).toBe('https://app.example.test/hooks/lock');
    expect(auth.tokenCacheOptions()).toEqual({ enabled: false, store: 'redis://127.0.0.1:6379/2' });
  });

  describe('without an argument', () => {
    let saved: NodeJS.ProcessEnv;

    beforeEach(() => {
      saved = process.env;
      process.env = { PATH: saved.PATH };
    });

    afterEach(() => {
      process.env = saved;
    });

    it('reads process.env', () => {
      process.env.LOCK_BASE_URL = 'http://127.0.0.1:8081';
      process.env.LOCK_HTTP_RETRY_SLEEP = '50';
      process.env.APP_URL = 'https://app.example.test';

      expect(lockOptionsFromEnv()).toEqual({
        baseUrl: 'http://127.0.0.1:8081',
        http: { retrySleep: '50' },
        appUrl: 'https://app.example.test',
      });
    });
  });
});
