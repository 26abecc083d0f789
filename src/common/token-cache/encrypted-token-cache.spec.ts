import { randomBytes } from 'node:crypto';
import { APP_KEY_HOW_TO } from './missing-app-key-warning';
import { Logger } from '@nestjs/common';
import { Keyv } from 'keyv';
import { TokenCipher } from '../crypto/token-cipher';
import { EncryptedTokenCache } from './encrypted-token-cache';
import { tokenCacheKey } from './token-cache-key';
import { resolveTokenCacheStore } from './token-cache-store';

const newKey = (): string => randomBytes(32).toString('base64');
const KEY = tokenCacheKey('delivery', ['https://portal.example/token', 'client', 'alice@example.com']);
const TOKEN = { value: 'eyJ-access-token-value', usableUntil: 1_900_000_000_000 };
const UNAVAILABLE = 'Delivery token cache is not available, the token is kept in memory only: ';

type Mode = 'ok' | 'reject' | 'hang';

/** A small Keyv storage adapter that works, rejects or never answers, as the test says. */
function scriptedAdapter() {
  const data = new Map<string, unknown>();
  const state = { mode: 'ok' as Mode, ttls: [] as unknown[], disconnect: jest.fn(async () => undefined) };
  const run = <T>(work: () => T): Promise<T> => {
    if (state.mode === 'reject') return Promise.reject(new Error('connection lost'));
    if (state.mode === 'hang') return new Promise<T>(() => undefined);
    return Promise.resolve(work());
  };
  const adapter = {
    get: (key: string) => run(() => data.get(key)),
    set: (key: string, value: unknown, ttl?: number) =>
      run(() => {
        state.ttls.push(ttl);
        data.set(key, value);
        return true;
      }),
    delete: (key: string) => run(() => data.delete(key)),
    clear: () => run(() => data.clear()),
    disconnect: state.disconnect,
  };
  return { adapter, state, data };
}

function cacheOver(
  keyv: Keyv,
  options: { key?: string; previousKeys?: string[]; timeoutMs?: number; retryAfterMs?: number } = {},
) {
  const key = options.key ?? newKey();
  const warn = jest.fn();
  const cipher = new TokenCipher({ key, previousKeys: options.previousKeys });
  const cache = new EncryptedTokenCache({
    label: 'Delivery',
    store: () => resolveTokenCacheStore(keyv, undefined),
    cipher: () => cipher,
    operationTimeoutMs: options.timeoutMs,
    retryAfterMs: options.retryAfterMs ?? 0,
    logger: { warn },
  });
  return { cache, cipher, warn, key };
}

describe('EncryptedTokenCache', () => {
  describe('a token written or read again', () => {
    it('answers what the store holds now: a newer token, one another process wrote, none after delete', async () => {
      const keyv = new Keyv();
      const { cache, key } = cacheOver(keyv);
      const { cache: otherProcess } = cacheOver(keyv, { key });

      await cache.set(KEY, TOKEN, 60_000);
      await expect(cache.get(KEY)).resolves.toEqual(TOKEN);
      const newer = { value: 'eyJ-newer', usableUntil: TOKEN.usableUntil + 1 };
      await cache.set(KEY, newer, 60_000);
      await expect(cache.get(KEY)).resolves.toEqual(newer);
      const sameValueLater = { value: 'eyJ-newer', usableUntil: TOKEN.usableUntil + 2 };
      await cache.set(KEY, sameValueLater, 60_000);
      await expect(otherProcess.get(KEY)).resolves.toEqual(sameValueLater);

      const fromOther = { value: 'eyJ-from-the-other-process', usableUntil: TOKEN.usableUntil };
      await otherProcess.set(KEY, fromOther, 60_000);
      await expect(cache.get(KEY)).resolves.toEqual(fromOther);
      await cache.delete(KEY);
      await expect(cache.get(KEY)).resolves.toBeUndefined();
    });

    it('hands out a copy: changing an answer changes neither the cache nor the next answer', async () => {
      const { cache } = cacheOver(new Keyv());
      await cache.set(KEY, TOKEN, 60_000);
      const answer = await cache.get(KEY);
      (answer as { value: string }).value = 'changed';
      await expect(cache.get(KEY)).resolves.toEqual(TOKEN);
    });
  });

  describe('when available', () => {
    it('stores ciphertext, never the token, under the exact key in the given Keyv', async () => {
      const keyv = new Keyv();
      const { cache, cipher, warn } = cacheOver(keyv);
      await cache.set(KEY, TOKEN, 60_000);
      const raw: unknown = await keyv.get(KEY);
      expect(typeof raw).toBe('string');
      expect(raw).toMatch(/^v1\./);
      expect(raw).not.toContain(TOKEN.value);
      expect(raw).not.toContain(String(TOKEN.usableUntil));
      expect(JSON.parse(cipher.decrypt(raw as string, KEY))).toEqual(TOKEN);
      await expect(cache.get(KEY)).resolves.toEqual(TOKEN);
      expect(warn).not.toHaveBeenCalled();
    });

    it('returns undefined without a warning for a key that was never set', async () => {
      const { cache, warn } = cacheOver(new Keyv());
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    });

    it('passes the TTL in milliseconds to the store', async () => {
      const { adapter, state } = scriptedAdapter();
      const { cache } = cacheOver(new Keyv({ store: adapter }));
      await cache.set(KEY, TOKEN, 54_321);
      expect(state.ttls).toEqual([54_321]);
    });

    it('deletes the key', async () => {
      const keyv = new Keyv();
      const { cache } = cacheOver(keyv);
      await cache.set(KEY, TOKEN, 60_000);
      await cache.delete(KEY);
      expect(await keyv.get(KEY)).toBeUndefined();
      await expect(cache.get(KEY)).resolves.toBeUndefined();
    });

    it('binds a value to its key: a value copied to another key does not decrypt', async () => {
      const keyv = new Keyv();
      const { cache, warn } = cacheOver(keyv);
      await cache.set(KEY, TOKEN, 60_000);
      const otherKey = tokenCacheKey('delivery', ['https://portal.example/token', 'client', 'mallory']);
      await keyv.set(otherKey, await keyv.get(KEY));
      await expect(cache.get(otherKey)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        `${UNAVAILABLE}the cached value does not decrypt (wrong key or tampered value)`,
      );
    });

    it('reads values written under a previous key after a rotation', async () => {
      const keyv = new Keyv();
      const before = cacheOver(keyv);
      await before.cache.set(KEY, TOKEN, 60_000);
      const after = cacheOver(keyv, { previousKeys: [before.key] });
      await expect(after.cache.get(KEY)).resolves.toEqual(TOKEN);
      expect(after.warn).not.toHaveBeenCalled();
    });

    it('keeps secret text encrypted: setText and delete answer true, read tells a hit from a miss', async () => {
      const keyv = new Keyv();
      const { cache } = cacheOver(keyv);

      await expect(cache.setText('lock.secret', 'refresh-me', 60_000)).resolves.toBe(true);
      expect(await keyv.get<string>('lock.secret')).not.toContain('refresh-me');
      await expect(cache.read('lock.secret')).resolves.toEqual({ found: true, text: 'refresh-me' });
      await expect(cache.getText('lock.secret')).resolves.toBe('refresh-me');
      await expect(cache.delete('lock.secret')).resolves.toBe(true);
      await expect(cache.read('lock.secret')).resolves.toEqual({ found: false, available: true });
    });

    it('is shared over a given Keyv, not over the in-process memory store', () => {
      expect(cacheOver(new Keyv()).cache.isShared()).toBe(true);
      const memory = new EncryptedTokenCache({
        label: 'Delivery',
        store: () => resolveTokenCacheStore('memory', undefined),
        cipher: () => new TokenCipher({ key: newKey() }),
        logger: { warn: jest.fn() },
      });
      expect(memory.isShared()).toBe(false);
    });
  });

  describe('no key configured', () => {
    function keyless(label = 'Delivery') {
      const keyv = new Keyv();
      const warn = jest.fn();
      const cache = new EncryptedTokenCache({
        label,
        store: () => resolveTokenCacheStore(keyv, undefined),
        cipher: () => TokenCipher.fromEnv({}),
        logger: { warn },
      });
      return { cache, warn, keyv };
    }

    it('warns exactly once with the documented text, returns undefined and throws nothing, however often used', async () => {
      const { cache, warn, keyv } = keyless();
      for (let i = 0; i < 25; i += 1) {
        await expect(cache.get(KEY)).resolves.toBeUndefined();
        await expect(cache.set(KEY, TOKEN, 60_000)).resolves.toBeUndefined();
        await expect(cache.delete(KEY)).resolves.toBe(false);
        await expect(cache.setText(KEY, 'text')).resolves.toBe(false);
        await expect(cache.read(KEY)).resolves.toEqual({
          found: false,
          available: false,
          reason: 'APP_KEY is not set',
        });
      }
      expect(cache.isShared()).toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        `${UNAVAILABLE}APP_KEY is not set: ${APP_KEY_HOW_TO.replace('<MODULE>', 'DELIVERY')}`,
      );
      expect(await keyv.get(KEY)).toBeUndefined();
    });

    it("tells how to set a key once per process through Nest's logger, whichever module warns first", async () => {
      delete (process as unknown as Record<symbol, unknown>)[
        Symbol.for('@vendor/nest-integrations.missing-app-key-warned')
      ];
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        for (const label of ['Delivery', 'Accounting', 'Delivery']) {
          const cache = new EncryptedTokenCache({
            label,
            store: () => resolveTokenCacheStore(new Keyv(), undefined),
            cipher: () => TokenCipher.fromEnv({}),
          });
          await cache.get(KEY);
          await cache.set(KEY, TOKEN, 60_000);
        }
        expect(warn.mock.calls).toEqual([
          [`${UNAVAILABLE}APP_KEY is not set: ${APP_KEY_HOW_TO.replace('<MODULE>', 'DELIVERY')}`],
        ]);
        expect(APP_KEY_HOW_TO).toContain("randomBytes(32).toString('base64')");
      } finally {
        warn.mockRestore();
      }
    });

    it('starts the warning with the module label', async () => {
      const { cache, warn } = keyless('Accounting');
      await cache.get(KEY);
      expect(warn).toHaveBeenCalledWith(
        `Accounting token cache is not available, the token is kept in memory only: APP_KEY is not set: ${APP_KEY_HOW_TO.replace('<MODULE>', 'ACCOUNTING')}`,
      );
    });

    it('names APP_KEY when the key is unusable', async () => {
      const warn = jest.fn();
      const cache = new EncryptedTokenCache({
        label: 'Delivery',
        store: () => resolveTokenCacheStore('memory', undefined),
        cipher: () => TokenCipher.fromEnv({ APP_KEY: 'too-short' }),
        logger: { warn },
      });
      await cache.set(KEY, TOKEN, 60_000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(
        new RegExp(`^${escapeRegExp(UNAVAILABLE)}APP_KEY must be 32 bytes`),
      );
    });
  });

  describe('store missing or down', () => {
    it('reports a store that cannot be built at the first use, not at construction', async () => {
      const warn = jest.fn();
      const store = jest.fn(() => resolveTokenCacheStore('memcached://host', undefined));
      const cache = new EncryptedTokenCache({
        label: 'Delivery',
        store,
        cipher: () => new TokenCipher({ key: newKey() }),
        logger: { warn },
      });
      expect(warn).not.toHaveBeenCalled();
      expect(store).not.toHaveBeenCalled();
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      await expect(cache.set(KEY, TOKEN, 1000)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('unknown token cache store "memcached://host"');
    });

    it('uses "unknown error" as the reason when the failure has no message', async () => {
      const warn = jest.fn();
      const cache = new EncryptedTokenCache({
        label: 'Delivery',
        store: () => resolveTokenCacheStore('memory', undefined),
        cipher: () => {
          throw new Error('  ');
        },
        logger: { warn },
      });
      await cache.get(KEY);
      expect(warn).toHaveBeenCalledWith(`${UNAVAILABLE}unknown error`);
    });

    it('warns once and throws nothing when the store rejects every call (Keyv with throwOnErrors)', async () => {
      const { adapter, state } = scriptedAdapter();
      state.mode = 'reject';
      const { cache, warn } = cacheOver(new Keyv({ store: adapter, throwOnErrors: true }));
      for (let i = 0; i < 10; i += 1) {
        await expect(cache.get(KEY)).resolves.toBeUndefined();
        await expect(cache.set(KEY, TOKEN, 60_000)).resolves.toBeUndefined();
        await expect(cache.delete(KEY)).resolves.toBe(false);
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`${UNAVAILABLE}connection lost`);
    });

    it('warns once and throws nothing when writes to a plain Keyv fail', async () => {
      const { adapter, state } = scriptedAdapter();
      state.mode = 'reject';
      const { cache, warn } = cacheOver(new Keyv({ store: adapter }));
      for (let i = 0; i < 10; i += 1) {
        await expect(cache.set(KEY, TOKEN, 60_000)).resolves.toBeUndefined();
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`${UNAVAILABLE}connection lost`);
    });

    it('reports a Keyv passed in code (no throwOnErrors) that fails on reads and writes at the write', async () => {
      // Keyv (throwOnErrors false, its default) answers a failed get() as a miss without an 'error' event; the
      // write that follows emits one, which makes the outage show.
      const { adapter, state } = scriptedAdapter();
      state.mode = 'reject';
      const { cache, warn } = cacheOver(new Keyv({ store: adapter }));
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
      await expect(cache.set(KEY, TOKEN, 60_000)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('a Keyv passed in code whose store is down warns once, not on every get/set cycle', async () => {
      // A miss must not count as proof that the store works, or each get/set cycle would warn anew.
      const { adapter, state } = scriptedAdapter();
      state.mode = 'reject';
      const { cache, warn } = cacheOver(new Keyv({ store: adapter }));
      for (let i = 0; i < 3; i += 1) {
        await cache.get(KEY);
        await cache.set(KEY, TOKEN, 60_000);
      }
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('gives up on a store that never answers after operationTimeoutMs: one warning, nothing thrown', async () => {
      const { adapter, state } = scriptedAdapter();
      state.mode = 'hang';
      const { cache, warn } = cacheOver(new Keyv({ store: adapter }), { timeoutMs: 20 });
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      await expect(cache.set(KEY, TOKEN, 60_000)).resolves.toBeUndefined();
      await expect(cache.delete(KEY)).resolves.toBe(false);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`${UNAVAILABLE}the store did not answer within 20 ms`);
    }, 3000);

    it('leaves a failed store alone for retryAfterMs, then tries it again', async () => {
      const { adapter, state } = scriptedAdapter();
      const calls = jest.spyOn(adapter, 'get');
      const { cache, warn } = cacheOver(new Keyv({ store: adapter, throwOnErrors: true }), {
        retryAfterMs: 60_000,
      });
      state.mode = 'reject';
      await cache.get(KEY);
      state.mode = 'ok';
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      await cache.set(KEY, TOKEN, 60_000);
      expect(calls).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);

      jest.useFakeTimers({
        now: Date.now() + 60_001,
        doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
      });
      try {
        await cache.set(KEY, TOKEN, 60_000);
        await expect(cache.get(KEY)).resolves.toEqual(TOKEN);
      } finally {
        jest.useRealTimers();
      }
      expect(calls).toHaveBeenCalledTimes(2);
    });

    it('warns again for a new outage after the store worked again', async () => {
      const { adapter, state } = scriptedAdapter();
      const { cache, warn } = cacheOver(new Keyv({ store: adapter, throwOnErrors: true }));
      state.mode = 'reject';
      await cache.get(KEY);
      await cache.get(KEY);
      expect(warn).toHaveBeenCalledTimes(1);
      state.mode = 'ok';
      await cache.set(KEY, TOKEN, 60_000);
      await expect(cache.get(KEY)).resolves.toEqual(TOKEN);
      expect(warn).toHaveBeenCalledTimes(1);
      state.mode = 'reject';
      await cache.get(KEY);
      await cache.get(KEY);
      expect(warn).toHaveBeenCalledTimes(2);
    });
  });

  describe('values that do not decrypt', () => {
    it('reads one as a miss without pausing the store, so the next write replaces it', async () => {
      const keyv = new Keyv();
      await cacheOver(keyv).cache.setText(KEY, 'written with another key');
      const { cache } = cacheOver(keyv, { retryAfterMs: 60_000 });

      await expect(cache.read(KEY)).resolves.toEqual({ found: false, available: true });
      await expect(cache.setText(KEY, 'fresh')).resolves.toBe(true);
      await expect(cache.read(KEY)).resolves.toEqual({ found: true, text: 'fresh' });
    });

    it('treats a value written with another key as not available: warning, undefined', async () => {
      const keyv = new Keyv();
      const writer = cacheOver(keyv);
      await writer.cache.set(KEY, TOKEN, 60_000);
      const reader = cacheOver(keyv);
      await expect(reader.cache.get(KEY)).resolves.toBeUndefined();
      await expect(reader.cache.get(KEY)).resolves.toBeUndefined();
      expect(reader.warn).toHaveBeenCalledTimes(1);
      expect(reader.warn).toHaveBeenCalledWith(
        `${UNAVAILABLE}the cached value was written with an unknown key (id ${writer.cipher.keyId})`,
      );
    });

    it('never hands out an unencrypted value found in the store', async () => {
      const keyv = new Keyv();
      await keyv.set(KEY, JSON.stringify(TOKEN));
      const { cache, warn } = cacheOver(keyv);
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(`${UNAVAILABLE}the cached value is not in the encrypted format`);
    });

    it('rejects a decrypted value of the wrong shape', async () => {
      const keyv = new Keyv();
      const { cache, cipher, warn } = cacheOver(keyv);
      await keyv.set(KEY, cipher.encrypt(JSON.stringify({ value: 42, usableUntil: 'soon' }), KEY));
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(`${UNAVAILABLE}the cached value has an unexpected shape`);
    });

    it('rejects a decrypted value that is not JSON', async () => {
      const keyv = new Keyv();
      const { cache, cipher, warn } = cacheOver(keyv);
      await keyv.set(KEY, cipher.encrypt('not json', KEY));
      await expect(cache.get(KEY)).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('drops extra fields of a decrypted value', async () => {
      const keyv = new Keyv();
      const { cache, cipher } = cacheOver(keyv);
      await keyv.set(KEY, cipher.encrypt(JSON.stringify({ ...TOKEN, password: 'x' }), KEY));
      await expect(cache.get(KEY)).resolves.toStrictEqual(TOKEN);
    });
  });

  describe('close', () => {
    it('leaves a Keyv passed in code connected', async () => {
      const { adapter, state } = scriptedAdapter();
      const keyv = new Keyv({ store: adapter });
      const { cache } = cacheOver(keyv);
      await cache.set(KEY, TOKEN, 60_000);
      await cache.close();
      await cache.onModuleDestroy();
      expect(state.disconnect).not.toHaveBeenCalled();
      await expect(cache.get(KEY)).resolves.toEqual(TOKEN);
    });

    it('does nothing and throws nothing before first use or when unavailable', async () => {
      const { cache } = cacheOver(new Keyv());
      await expect(cache.close()).resolves.toBeUndefined();
      const warn = jest.fn();
      const broken = new EncryptedTokenCache({
        label: 'Delivery',
        store: () => resolveTokenCacheStore('memory', undefined),
        cipher: () => TokenCipher.fromEnv({}),
        logger: { warn },
      });
      await broken.get(KEY);
      await expect(broken.close()).resolves.toBeUndefined();
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
