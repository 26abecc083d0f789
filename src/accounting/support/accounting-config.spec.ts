import { inspect } from 'node:util';
import { Keyv } from 'keyv';
import { accountingOptionsFromEnv } from '../accounting-env';
import { AccountingException } from '../accounting.exception';
import type { AccountingOptions } from '../interfaces/accounting-options.interface';
import {
  AccountingConfig,
  DEFAULT_ACCOUNTING_BASE_URL,
  DEFAULT_ACCOUNTING_CONNECT_TIMEOUT_SECONDS,
  DEFAULT_ACCOUNTING_TIMEOUT_SECONDS,
  DEFAULT_ACCOUNTING_TOKEN_URL,
} from './accounting-config';

function config(options: Record<string, unknown>): AccountingConfig {
  return new AccountingConfig(options as AccountingOptions);
}

describe('AccountingConfig', () => {
  describe('malformed settings: an AccountingException (status 0) that names the setting', () => {
    it.each([
      [
        'baseUrl',
        () => config({ baseUrl: 'b2bapi.example/v2' }).baseUrl(),
        'ACCOUNTING_BASE_URL (option baseUrl)',
      ],
      [
        'tokenUrl',
        () => config({ tokenUrl: 'ftp://auth/token' }).tokenUrl(),
        'ACCOUNTING_TOKEN_URL (option tokenUrl)',
      ],
      ['timeout', () => config({ timeout: '1e3' }).timeout(), 'ACCOUNTING_TIMEOUT (option timeout)'],
      ['timeout', () => config({ timeout: '2200000' }).timeout(), 'ACCOUNTING_TIMEOUT (option timeout)'],
      [
        'connectTimeout',
        () => config({ connectTimeout: '0x10' }).connectTimeout(),
        'ACCOUNTING_CONNECT_TIMEOUT',
      ],
      [
        'maxResponseBytes',
        () => config({ http: { maxResponseBytes: '1e6' } }).maxResponseBytes(),
        'ACCOUNTING_MAX_RESPONSE_BYTES',
      ],
      [
        'transport',
        () => config({ http: { transport: 'fetch' } }).transport(),
        'ACCOUNTING_HTTP_TRANSPORT (option http.transport) must be axios or undici, got "fetch".',
      ],
      [
        'maxSockets',
        () => config({ http: { maxSockets: '2.5' } }).maxSockets(),
        'ACCOUNTING_MAX_SOCKETS (option http.maxSockets) must be a whole number of sockets',
      ],
    ])('%s', (_label, read, setting) => {
      let error: unknown;
      try {
        read();
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AccountingException);
      expect((error as AccountingException).status()).toBe(0);
      expect((error as AccountingException).message).toContain(setting);
    });

    it('reads ACCOUNTING_HTTP_TRANSPORT (axios by default) and ACCOUNTING_MAX_SOCKETS (64 by default)', () => {
      expect(new AccountingConfig().transport()).toBe('axios');
      expect(new AccountingConfig().maxSockets()).toBe(64);
      const fromEnv = new AccountingConfig(
        accountingOptionsFromEnv({ ACCOUNTING_HTTP_TRANSPORT: 'undici', ACCOUNTING_MAX_SOCKETS: '8' }),
      );
      expect(fromEnv.transport()).toBe('undici');
      expect(fromEnv.maxSockets()).toBe(8);
    });

    it('reads ACCOUNTING_MAX_RESPONSE_BYTES, 10 MiB by default', () => {
      expect(new AccountingConfig().maxResponseBytes()).toBe(10 * 1024 * 1024);
      expect(
        new AccountingConfig(
          accountingOptionsFromEnv({ ACCOUNTING_MAX_RESPONSE_BYTES: '2048' }),
        ).maxResponseBytes(),
      ).toBe(2048);
    });
  });

  describe('baseUrl(): the base URL without trailing slash, the versioned default when none is set', () => {
    it('defaults to https://b2bapi.accounting.example/v2', () => {
      expect(DEFAULT_ACCOUNTING_BASE_URL).toBe('https://b2bapi.accounting.example/v2');
      expect(new AccountingConfig().baseUrl()).toBe('https://b2bapi.accounting.example/v2');
    });

    it('has a default address that ends in /v2 and has no trailing slash', () => {
      const url = new URL(new AccountingConfig().baseUrl());

      expect(url.pathname).toBe('/v2');
      expect(new AccountingConfig().baseUrl().endsWith('/v2')).toBe(true);
    });

    it.each([
      ['unset', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['a tab and a newline', '\t\n'],
      ['null', null],
    ])('falls back to the default when it is %s', (_label, baseUrl) => {
      expect(config({ baseUrl }).baseUrl()).toBe(DEFAULT_ACCOUNTING_BASE_URL);
    });

    it.each([
      ['http://127.0.0.1:8080/v2', 'http://127.0.0.1:8080/v2'],
      ['http://127.0.0.1:8080/v2/', 'http://127.0.0.1:8080/v2'],
      ['http://127.0.0.1:8080/v2///', 'http://127.0.0.1:8080/v2'],
      ['https://api.example.test/accounting/v2/', 'https://api.example.test/accounting/v2'],
      ['  http://127.0.0.1:8080/v2/  ', 'http://127.0.0.1:8080/v2'],
    ])('returns %j as %j (its own path kept, trailing slashes removed)', (baseUrl, expected) => {
      expect(config({ baseUrl }).baseUrl()).toBe(expected);
    });
  });

  describe('clientKey(): the client key, or an empty string', () => {
    it.each([
      ['unset', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
    ])('is an empty string when it is %s', (_label, clientKey) => {
      expect(config({ clientKey }).clientKey()).toBe('');
    });

    it.each(['key-123', 'a+b/c=d&e"f%g', ' padded key ', 'ünï cödé'])(
      'keeps %j exactly as given',
      (clientKey) => {
        expect(config({ clientKey }).clientKey()).toBe(clientKey);
      },
    );
  });

  describe('connectTimeout(): seconds, 10 when not a positive number', () => {
    it('is 10 seconds by default', () => {
      expect(DEFAULT_ACCOUNTING_CONNECT_TIMEOUT_SECONDS).toBe(10);
      expect(new AccountingConfig().connectTimeout()).toBe(10);
    });

    it.each([
      ['unset', undefined],
      ['null', null],
      ['0', 0],
      ['"0"', '0'],
      ['negative', -3],
      ['"-3"', '-3'],
      ['NaN', NaN],
      ['"abc"', 'abc'],
      ['""', ''],
      ['blank', '  '],
    ])('falls back to 10 when it is %s', (_label, connectTimeout) => {
      expect(config({ connectTimeout }).connectTimeout()).toBe(10);
    });

    it.each([
      ['2.5', 2.5],
      ['5', 5],
      [2.5, 2.5],
      [0.3, 0.3],
      [45, 45],
    ])('parses %j as %j seconds', (connectTimeout, expected) => {
      expect(config({ connectTimeout }).connectTimeout()).toBe(expected);
    });
  });

  describe('subscriptionKey(): the subscription key, or null when empty', () => {
    it.each([
      ['unset', undefined],
      ['null', null],
      ['empty', ''],
      ['blank', '   '],
    ])('is null when it is %s', (_label, subscriptionKey) => {
      expect(config({ subscriptionKey }).subscriptionKey()).toBeNull();
    });

    it.each(['0123456789abcdef', 'sub+key/with=symbols', ' padded '])(
      'keeps %j exactly as given',
      (subscriptionKey) => {
        expect(config({ subscriptionKey }).subscriptionKey()).toBe(subscriptionKey);
      },
    );
  });

  describe('timeout(): seconds, 30 when not a positive number', () => {
    it('is 30 seconds by default', () => {
      expect(DEFAULT_ACCOUNTING_TIMEOUT_SECONDS).toBe(30);
      expect(new AccountingConfig().timeout()).toBe(30);
    });

    it.each([
      ['unset', undefined],
      ['null', null],
      ['0', 0],
      ['"0"', '0'],
      ['negative', -1],
      ['"-1"', '-1'],
      ['NaN', NaN],
      ['"abc"', 'abc'],
      ['""', ''],
      ['blank', '  '],
    ])('falls back to 30 when it is %s', (_label, timeout) => {
      expect(config({ timeout }).timeout()).toBe(30);
    });

    it.each([
      ['2.5', 2.5],
      ['60', 60],
      [0.2, 0.2],
      [12, 12],
    ])('parses %j as %j seconds', (timeout, expected) => {
      expect(config({ timeout }).timeout()).toBe(expected);
    });

    it('reads the request and connect timeouts independently', () => {
      const both = config({ timeout: '7', connectTimeout: 'abc' });

      expect(both.timeout()).toBe(7);
      expect(both.connectTimeout()).toBe(10);
    });
  });

  describe('tokenCacheEnabled(): true unless it is a no (false, 0, off, no)', () => {
    it.each([false, 'false', '0', 0, 'off', 'no', 'FALSE', 'False', 'OFF', 'Off', 'NO', 'No', ' no '])(
      'is false for %j',
      (enabled) => {
        expect(config({ tokenCache: { enabled } }).tokenCacheEnabled()).toBe(false);
      },
    );

    it.each([true, 'true', '1', 1, 'yes', 'on', 'TRUE', 'YES'])('is true for %j', (enabled) => {
      expect(config({ tokenCache: { enabled } }).tokenCacheEnabled()).toBe(true);
    });

    it('is true when the setting (or the whole token cache block) is unset', () => {
      expect(new AccountingConfig().tokenCacheEnabled()).toBe(true);
      expect(config({ tokenCache: {} }).tokenCacheEnabled()).toBe(true);
      expect(config({ tokenCache: { enabled: undefined } }).tokenCacheEnabled()).toBe(true);
    });
  });

  describe('tokenCacheStore(): the store, or null for the default cache store', () => {
    it.each([
      ['unset', undefined],
      ['empty', ''],
      ['blank', '   '],
    ])('is null when it is %s', (_label, store) => {
      expect(config({ tokenCache: { store } }).tokenCacheStore()).toBeNull();
    });

    it('is null without a token cache block', () => {
      expect(new AccountingConfig().tokenCacheStore()).toBeNull();
    });

    it.each(['memory', 'redis://127.0.0.1:6379/0', 'rediss://user:pass@127.0.0.1:6380'])(
      'returns %j as given',
      (store) => {
        expect(config({ tokenCache: { store } }).tokenCacheStore()).toBe(store);
      },
    );

    it('returns a Keyv instance as is (the same object)', () => {
      const store = new Keyv();

      expect(config({ tokenCache: { store } }).tokenCacheStore()).toBe(store);
    });
  });

  describe('tokenUrl(): the token URL, the vendor authentication address with path /b2b/token by default', () => {
    it('defaults to https://auth.accounting.example/b2b/token', () => {
      expect(DEFAULT_ACCOUNTING_TOKEN_URL).toBe('https://auth.accounting.example/b2b/token');
      expect(new AccountingConfig().tokenUrl()).toBe('https://auth.accounting.example/b2b/token');
      expect(new URL(new AccountingConfig().tokenUrl()).pathname).toBe('/b2b/token');
    });

    it.each([
      ['unset', undefined],
      ['empty', ''],
      ['blank', '  '],
      ['null', null],
    ])('falls back to the default when it is %s', (_label, tokenUrl) => {
      expect(config({ tokenUrl }).tokenUrl()).toBe(DEFAULT_ACCOUNTING_TOKEN_URL);
    });

    it('returns a configured token URL', () => {
      expect(config({ tokenUrl: 'http://127.0.0.1:9000/b2b/token' }).tokenUrl()).toBe(
        'http://127.0.0.1:9000/b2b/token',
      );
    });
  });

  describe('tokenCacheOptions(): the settings the shared encrypted cache takes', () => {
    it('is enabled, with no store, by default', () => {
      expect(new AccountingConfig().tokenCacheOptions()).toEqual({ enabled: true, store: undefined });
    });

    it('turns a "no" word into enabled: false and keeps the store', () => {
      expect(config({ tokenCache: { enabled: 'Off', store: 'memory' } }).tokenCacheOptions()).toEqual({
        enabled: false,
        store: 'memory',
      });
    });

    it('gives no store for an empty store setting (the default cache store)', () => {
      expect(config({ tokenCache: { enabled: 'yes', store: '' } }).tokenCacheOptions()).toEqual({
        enabled: true,
        store: undefined,
      });
    });

    it('passes the encryption keys through and a Keyv store as the same object', () => {
      const store = new Keyv();
      const options = config({
        tokenCache: { store, appKey: 'base64:a2V5', previousKeys: ['base64:b2xk'] },
      }).tokenCacheOptions();

      expect(options).toEqual({
        enabled: true,
        store,
        appKey: 'base64:a2V5',
        previousKeys: ['base64:b2xk'],
      });
      expect(options.store).toBe(store);
    });

    it('passes a redis URL as the store', () => {
      expect(config({ tokenCache: { store: 'redis://127.0.0.1:6379' } }).tokenCacheOptions()).toEqual({
        enabled: true,
        store: 'redis://127.0.0.1:6379',
      });
    });
  });
});

describe('accountingOptionsFromEnv()', () => {
  const FULL_ENV = {
    ACCOUNTING_BASE_URL: 'http://127.0.0.1:8080/v2/',
    ACCOUNTING_TOKEN_URL: 'http://127.0.0.1:8080/b2b/token',
    ACCOUNTING_CLIENT_KEY: 'client+key/=&"%',
    ACCOUNTING_SUBSCRIPTION_KEY: 'subscription-key',
    ACCOUNTING_TIMEOUT: '2.5',
    ACCOUNTING_CONNECT_TIMEOUT: '0.5',
    ACCOUNTING_TOKEN_CACHE: 'off',
    ACCOUNTING_TOKEN_CACHE_STORE: 'redis://127.0.0.1:6379/1',
  };

  it('reads every ACCOUNTING_* variable into its option', () => {
    expect(accountingOptionsFromEnv(FULL_ENV)).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v2/',
      tokenUrl: 'http://127.0.0.1:8080/b2b/token',
      clientKey: 'client+key/=&"%',
      subscriptionKey: 'subscription-key',
      timeout: '2.5',
      connectTimeout: '0.5',
      tokenCache: { enabled: 'off', store: 'redis://127.0.0.1:6379/1' },
    });
  });

  it('gives an AccountingConfig that reads each value with its rule', () => {
    const fromEnv = new AccountingConfig(accountingOptionsFromEnv(FULL_ENV));

    expect(fromEnv.baseUrl()).toBe('http://127.0.0.1:8080/v2');
    expect(fromEnv.tokenUrl()).toBe('http://127.0.0.1:8080/b2b/token');
    expect(fromEnv.clientKey()).toBe('client+key/=&"%');
    expect(fromEnv.subscriptionKey()).toBe('subscription-key');
    expect(fromEnv.timeout()).toBe(2.5);
    expect(fromEnv.connectTimeout()).toBe(0.5);
    expect(fromEnv.tokenCacheEnabled()).toBe(false);
    expect(fromEnv.tokenCacheStore()).toBe('redis://127.0.0.1:6379/1');
  });

  it('leaves unset variables out (so they do not override anything)', () => {
    expect(accountingOptionsFromEnv({})).toEqual({});
    expect(Object.keys(accountingOptionsFromEnv({ ACCOUNTING_CLIENT_KEY: 'k' }))).toEqual(['clientKey']);
  });

  it('builds the token cache block from either of its two variables alone', () => {
    expect(accountingOptionsFromEnv({ ACCOUNTING_TOKEN_CACHE: 'false' })).toEqual({
      tokenCache: { enabled: 'false' },
    });
    expect(accountingOptionsFromEnv({ ACCOUNTING_TOKEN_CACHE_STORE: 'memory' })).toEqual({
      tokenCache: { store: 'memory' },
    });
  });

  it('ignores variables of other modules and near-miss names', () => {
    expect(
      accountingOptionsFromEnv({
        DELIVERY_BASE_URL: 'http://127.0.0.1:1/api',
        ACCOUNTING_CLIENTKEY: 'no-underscore',
        accounting_client_key: 'lower-case',
      }),
    ).toEqual({});
  });

  it('gives the defaults of AccountingConfig when no variable is set', () => {
    const fromEnv = new AccountingConfig(accountingOptionsFromEnv({}));

    expect(fromEnv.baseUrl()).toBe(DEFAULT_ACCOUNTING_BASE_URL);
    expect(fromEnv.tokenUrl()).toBe(DEFAULT_ACCOUNTING_TOKEN_URL);
    expect(fromEnv.clientKey()).toBe('');
    expect(fromEnv.subscriptionKey()).toBeNull();
    expect(fromEnv.timeout()).toBe(30);
    expect(fromEnv.connectTimeout()).toBe(10);
    expect(fromEnv.tokenCacheEnabled()).toBe(true);
    expect(fromEnv.tokenCacheStore()).toBeNull();
  });
});

describe('AccountingConfig output', () => {
  it('neither inspect nor JSON output of the config shows the client or subscription key', () => {
    const config = new AccountingConfig({
      clientKey: 'client-key-value',
      subscriptionKey: 'subscription-key-value',
    });

    for (const text of [inspect(config, { depth: 10, showHidden: true }), JSON.stringify(config)]) {
      expect(text).not.toContain('client-key-value');
      expect(text).not.toContain('subscription-key-value');
    }
  });
});
