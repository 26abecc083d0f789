import { Keyv } from 'keyv';
import { LockException } from '../errors/lock.exception';
import type { LockOptions } from '../interfaces/lock-options.interface';
import {
  BLANKS,
  describeChoiceSettings,
  errorOf,
  itKeepsItsOptionsHidden,
} from '../support/lock-setting-values.spec-helper';
import { DEFAULT_LOCK_ACCOUNT, LockAuthSettings } from './lock-auth-settings';

/** Settings over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>): LockAuthSettings {
  return new LockAuthSettings(options as LockOptions);
}

describe('LockAuthSettings', () => {
  describeChoiceSettings(
    [
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
    ],
    config,
  );

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
      expect(new LockAuthSettings().apiToken('default')).toBeNull();
      expect(new LockAuthSettings().apiToken('branch')).toBeNull();
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
      expect(new LockAuthSettings().apiTokens()).toEqual([]);
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
      expect(new LockAuthSettings().missingOAuthSettings()).toEqual([
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
      expect(new LockAuthSettings().oauthClient()).toEqual({
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

  describe('URL settings: a LockException naming the setting when not an absolute http(s) URL', () => {
    it.each([
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
    ])('%s', (setting, read) => {
      expect(read).toThrow(LockException);
      expect(read).toThrow(`Invalid lock setting: ${setting} must be an absolute http:// or https:// URL`);
    });
  });

  describe('tokenCacheOptions(): the shared cache settings', () => {
    it('is enabled with no store by default', () => {
      expect(new LockAuthSettings().tokenCacheOptions()).toEqual({ enabled: true, store: undefined });
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

  itKeepsItsOptionsHidden(config);
});
