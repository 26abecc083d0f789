import { LockException } from '../errors/lock.exception';
import type { LockOptions } from '../interfaces/lock-options.interface';
import { lockOptionsFromEnv } from '../lock-env';
import { BLANKS, itKeepsItsOptionsHidden } from '../support/lock-setting-values.spec-helper';
import {
  DEFAULT_LOCK_BASE_URL,
  DEFAULT_LOCK_CONNECT_TIMEOUT_SECONDS,
  DEFAULT_LOCK_HTTP_RETRIES,
  DEFAULT_LOCK_HTTP_RETRY_SLEEP_MS,
  DEFAULT_LOCK_TIMEOUT_SECONDS,
  LockHttpSettings,
} from './lock-http-settings';

/** Settings over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>): LockHttpSettings {
  return new LockHttpSettings(options as LockOptions);
}

describe('LockHttpSettings', () => {
  describe('baseUrl(): the base URL without trailing slash, https://api.lock.example by default', () => {
    it('defaults to https://api.lock.example', () => {
      expect(DEFAULT_LOCK_BASE_URL).toBe('https://api.lock.example');
      expect(new LockHttpSettings().baseUrl()).toBe('https://api.lock.example');
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

  describe('retries(): total attempts, at least 1, 3 when not a positive number', () => {
    it('is 3 by default', () => {
      expect(DEFAULT_LOCK_HTTP_RETRIES).toBe(3);
      expect(new LockHttpSettings().retries()).toBe(3);
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
      expect(new LockHttpSettings().retrySleepMs()).toBe(200);
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
    it.each([['LOCK_BASE_URL (option baseUrl)', () => config({ baseUrl: 'api.lock.example' }).baseUrl()]])(
      '%s',
      (setting, read) => {
        expect(read).toThrow(LockException);
        expect(read).toThrow(`Invalid lock setting: ${setting} must be an absolute http:// or https:// URL`);
      },
    );
  });

  describe('maxResponseBytes(): 10 MiB unless set', () => {
    it('reads LOCK_MAX_RESPONSE_BYTES and refuses a malformed one', () => {
      expect(new LockHttpSettings().maxResponseBytes()).toBe(10 * 1024 * 1024);
      expect(config({ http: { maxResponseBytes: '4096' } }).maxResponseBytes()).toBe(4096);
      expect(() => config({ http: { maxResponseBytes: '1e6' } }).maxResponseBytes()).toThrow(
        /LOCK_MAX_RESPONSE_BYTES \(option http\.maxResponseBytes\)/,
      );
    });
  });

  describe('maxRequestBytes(): 10 MiB unless set', () => {
    it('reads LOCK_MAX_REQUEST_BYTES and refuses a malformed one, naming it', () => {
      expect(new LockHttpSettings().maxRequestBytes()).toBe(10 * 1024 * 1024);
      const fromEnv = new LockHttpSettings(lockOptionsFromEnv({ LOCK_MAX_REQUEST_BYTES: '4096' }));
      expect(fromEnv.maxRequestBytes()).toBe(4096);
      expect(() => config({ http: { maxRequestBytes: '1e6' } }).maxRequestBytes()).toThrow(
        /^Invalid lock setting: LOCK_MAX_REQUEST_BYTES \(option http\.maxRequestBytes\) must be a plain decimal/,
      );
      expect(() => config({ http: { maxRequestBytes: String(2 ** 30) } }).maxRequestBytes()).toThrow(
        /LOCK_MAX_REQUEST_BYTES \(option http\.maxRequestBytes\) must be at most 536870912 bytes/,
      );
    });
  });

  describe('transport(): axios unless set; maxSockets(): 64 unless set', () => {
    it('reads LOCK_HTTP_TRANSPORT and LOCK_MAX_SOCKETS', () => {
      expect(new LockHttpSettings().transport()).toBe('axios');
      expect(new LockHttpSettings().maxSockets()).toBe(64);
      const fromEnv = new LockHttpSettings(
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

  itKeepsItsOptionsHidden(config);
});
