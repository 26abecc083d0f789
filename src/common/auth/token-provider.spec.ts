import { randomBytes } from 'node:crypto';
import { APP_KEY_HOW_TO } from '../token-cache/missing-app-key-warning';
import { TokenCipher } from '../crypto/token-cipher';
import { EncryptedTokenCache } from '../token-cache/encrypted-token-cache';
import { tokenCacheKey } from '../token-cache/token-cache-key';
import { resolveTokenCacheStore, TokenCacheStore } from '../token-cache/token-cache-store';
import { IssuedToken, TokenProvider, TokenProviderOptions } from './token-provider';

const MARGIN_SECONDS = 60;
const DEFAULT_LIFETIME_SECONDS = 300;

interface Setup {
  cipher: TokenCipher;
  store: TokenCacheStore;
  cache: EncryptedTokenCache;
  warn: jest.Mock;
  clock: { now: number };
  key: string;
  fetchToken: jest.Mock<Promise<IssuedToken>, []>;
  provider: (overrides?: Partial<TokenProviderOptions>) => TokenProvider;
}

/** A real encrypted cache over a real in-process store, a movable clock and a counting token endpoint. */
function setup({ expiresIn }: { expiresIn?: number } = { expiresIn: 3600 }): Setup {
  const cipher = new TokenCipher({ key: randomBytes(32).toString('base64') });
  const store = resolveTokenCacheStore('memory', undefined);
  const warn = jest.fn();
  const cache = new EncryptedTokenCache({
    label: 'Test',
    store: () => store,
    cipher: () => cipher,
    logger: { warn },
  });
  const clock = { now: Date.now() };
  const key = tokenCacheKey('test', ['https://auth.example/token', 'client-id', 'user@example.com']);
  let issued = 0;
  const fetchToken = jest.fn(async (): Promise<IssuedToken> => {
    issued += 1;
    return { accessToken: `token-${issued}`, expiresIn };
  });
  const provider = (overrides: Partial<TokenProviderOptions> = {}) =>
    new TokenProvider({
      fetchToken,
      cache,
      cacheKey: () => key,
      marginSeconds: MARGIN_SECONDS,
      defaultLifetimeSeconds: DEFAULT_LIFETIME_SECONDS,
      now: () => clock.now,
      ...overrides,
    });
  return { cipher, store, cache, warn, clock, key, fetchToken, provider };
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('TokenProvider', () => {
  describe('lookup order: instance, then cache, then endpoint', () => {
    it('asks the endpoint when neither the instance nor the cache has a token, and caches it encrypted', async () => {
      const s = setup();
      await expect(s.provider().get()).resolves.toEqual({ value: 'token-1', fresh: true });
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
      expect((await s.cache.get(s.key))?.value).toBe('token-1');
      const raw = await s.store.get(s.key);
      expect(raw).toMatch(/^v1\./);
      expect(raw).not.toContain('token-1');
    });

    it('uses the instance before the cache (fresh: false)', async () => {
      const s = setup();
      const provider = s.provider();
      await provider.get();
      await s.cache.set(
        s.key,
        { value: 'other-token-in-cache', usableUntil: s.clock.now + 3_000_000 },
        60_000,
      );
      const cacheGet = jest.spyOn(s.cache, 'get');
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: false });
      expect(cacheGet).not.toHaveBeenCalled();
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
    });

    it('uses the cache before the endpoint (fresh: false) and keeps the cached token in the instance', async () => {
      const s = setup();
      await s.cache.set(s.key, { value: 'cached-token', usableUntil: s.clock.now + 100_000 }, 100_000);
      const provider = s.provider();
      await expect(provider.get()).resolves.toEqual({ value: 'cached-token', fresh: false });
      await s.store.delete(s.key);
      await expect(provider.get()).resolves.toEqual({ value: 'cached-token', fresh: false });
      expect(s.fetchToken).not.toHaveBeenCalled();
    });

    it('lets another provider over the same cache (another process) reuse the token', async () => {
      const s = setup();
      await s.provider().get();
      await expect(s.provider().get()).resolves.toEqual({ value: 'token-1', fresh: false });
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
    });

    it('ignores a cached token that is no longer usable and asks the endpoint', async () => {
      const s = setup();
      await s.cache.set(s.key, { value: 'stale-token', usableUntil: s.clock.now }, 60_000);
      await expect(s.provider().get()).resolves.toEqual({ value: 'token-1', fresh: true });
      expect((await s.cache.get(s.key))?.value).toBe('token-1');
    });

    it('works in memory only when the cache is not available (no key): one warning, nothing thrown', async () => {
      const s = setup();
      const cache = new EncryptedTokenCache({
        label: 'Test',
        store: () => s.store,
        cipher: () => TokenCipher.fromEnv({}),
        logger: { warn: s.warn },
      });
      const provider = s.provider({ cache });
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: true });
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: false });
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
      expect(s.warn).toHaveBeenCalledTimes(1);
      expect(s.warn).toHaveBeenCalledWith(
        `Test token cache is not available, the token is kept in memory only: APP_KEY is not set: ${APP_KEY_HOW_TO.replace('<MODULE>', 'TEST')}`,
      );
    });

    it('keeps the token in the instance when caching is off (cache null), without asking for a cache key', async () => {
      const s = setup();
      const cacheKey = jest.fn(() => s.key);
      const provider = s.provider({ cache: null, cacheKey });
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: true });
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: false });
      await provider.forget();
      await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: true });
      expect(cacheKey).not.toHaveBeenCalled();
      expect(await s.store.get(s.key)).toBeUndefined();
    });
  });

  describe('single flight', () => {
    it('makes exactly one token request for 1,000 concurrent first calls, all fresh with the same value', async () => {
      const s = setup();
      const provider = s.provider();
      const results = await Promise.all(Array.from({ length: 1000 }, () => provider.get()));
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
      expect(new Set(results.map((result) => result.value))).toEqual(new Set(['token-1']));
      expect(results.every((result) => result.fresh)).toBe(true);
    });

    it('lets callers that arrive while the token request is under way share it', async () => {
      const s = setup();
      const started = deferred<void>();
      const answer = deferred<IssuedToken>();
      s.fetchToken.mockImplementation(() => {
        started.resolve();
        return answer.promise;
      });
      const provider = s.provider();
      const first = provider.get();
      await started.promise;
      const late = Array.from({ length: 10 }, () => provider.get());
      answer.resolve({ accessToken: 'shared-token', expiresIn: 3600 });
      const results = await Promise.all([first, ...late]);
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
      expect(results).toEqual(Array(11).fill({ value: 'shared-token', fresh: true }));
    });

    it('makes no token request for 1,000 concurrent first calls when the cache has the token (fresh: false)', async () => {
      const s = setup();
      await s.cache.set(s.key, { value: 'cached-token', usableUntil: s.clock.now + 100_000 }, 100_000);
      const provider = s.provider();
      const results = await Promise.all(Array.from({ length: 1000 }, () => provider.get()));
      expect(s.fetchToken).not.toHaveBeenCalled();
      expect(results.every((result) => result.value === 'cached-token' && result.fresh === false)).toBe(true);
    });
  });

  describe('lifetime and margin', () => {
    it('uses a token living 120 s with a 60 s margin until now+60 s, then fetches a new one', async () => {
      const s = setup({ expiresIn: 120 });
      const provider = s.provider();
      const t0 = s.clock.now;
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: true });
      s.clock.now = t0 + 59_999;
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: false });
      s.clock.now = t0 + 60_000;
      // The cache still holds token-1 (its store TTL runs on the real clock), but it is past its usable time.
      await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: true });
      expect(s.fetchToken).toHaveBeenCalledTimes(2);
    });

    it('does not let another provider use a cached token past its usable time either', async () => {
      const s = setup({ expiresIn: 120 });
      const t0 = s.clock.now;
      await s.provider().get();
      s.clock.now = t0 + 60_000;
      await expect(s.provider().get()).resolves.toEqual({ value: 'token-2', fresh: true });
    });

    it('caches with a TTL of lifetime minus margin and stores the usable-until time', async () => {
      const s = setup({ expiresIn: 3600 });
      const set = jest.spyOn(s.cache, 'set');
      const t0 = s.clock.now;
      await s.provider().get();
      expect(set).toHaveBeenCalledTimes(1);
      expect(set).toHaveBeenCalledWith(s.key, { value: 'token-1', usableUntil: t0 + 3_540_000 }, 3_540_000);
      expect(await s.cache.get(s.key)).toEqual({ value: 'token-1', usableUntil: t0 + 3_540_000 });
    });

    it.each([60, 59, 30, 0])(
      'neither caches nor keeps a token living %i s (at or under the 60 s margin)',
      async (expiresIn) => {
        const s = setup({ expiresIn });
        const set = jest.spyOn(s.cache, 'set');
        const provider = s.provider();
        await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: true });
        expect(set).not.toHaveBeenCalled();
        expect(await s.store.get(s.key)).toBeUndefined();
        await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: true });
        expect(s.fetchToken).toHaveBeenCalledTimes(2);
      },
    );

    it('caches a token living just over the margin (61 s) for 1 s', async () => {
      const s = setup({ expiresIn: 61 });
      const set = jest.spyOn(s.cache, 'set');
      const provider = s.provider();
      await provider.get();
      expect(set).toHaveBeenCalledWith(s.key, expect.objectContaining({ value: 'token-1' }), 1000);
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: false });
    });

    it('assumes the default lifetime (300 s) when the answer has no expires_in', async () => {
      const s = setup({});
      const set = jest.spyOn(s.cache, 'set');
      const provider = s.provider();
      const t0 = s.clock.now;
      await provider.get();
      expect(set).toHaveBeenCalledWith(s.key, { value: 'token-1', usableUntil: t0 + 240_000 }, 240_000);
      s.clock.now = t0 + 239_999;
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: false });
      s.clock.now = t0 + 240_000;
      await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: true });
    });

    it.each([NaN, -10, Infinity])('treats an unusable expires_in (%p) as missing', async (expiresIn) => {
      const s = setup({ expiresIn });
      const set = jest.spyOn(s.cache, 'set');
      await s.provider().get();
      expect(set).toHaveBeenCalledWith(s.key, expect.objectContaining({ value: 'token-1' }), 240_000);
    });
  });

  describe('forget', () => {
    it('drops the token in memory and in the cache; the next call asks the endpoint', async () => {
      const s = setup();
      const provider = s.provider();
      await provider.get();
      await provider.forget();
      expect(await s.store.get(s.key)).toBeUndefined();
      await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: true });
      expect(s.fetchToken).toHaveBeenCalledTimes(2);
    });

    it('makes another provider over the same cache ask the endpoint too', async () => {
      const s = setup();
      const first = s.provider();
      await first.get();
      await first.forget();
      await expect(s.provider().get()).resolves.toEqual({ value: 'token-2', fresh: true });
    });
  });

  describe('invalidate', () => {
    it('drops the token when the rejected token is the current one', async () => {
      const s = setup();
      const provider = s.provider();
      await provider.get();
      await provider.invalidate('token-1');
      expect(await s.store.get(s.key)).toBeUndefined();
      await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: true });
    });

    it('keeps a newer token when a late rejection of an old token arrives', async () => {
      const s = setup();
      const provider = s.provider();
      await provider.get();
      await provider.invalidate('token-1');
      await provider.get(); // token-2
      await provider.invalidate('token-1'); // a late 401 from a concurrent caller on the old token
      await expect(provider.get()).resolves.toEqual({ value: 'token-2', fresh: false });
      expect((await s.cache.get(s.key))?.value).toBe('token-2');
      expect(s.fetchToken).toHaveBeenCalledTimes(2);
    });

    it('drops a token the provider took from the cache when it is rejected', async () => {
      const s = setup();
      await s.cache.set(s.key, { value: 'cached-token', usableUntil: s.clock.now + 100_000 }, 100_000);
      const provider = s.provider();
      await provider.get();
      await provider.invalidate('cached-token');
      expect(await s.store.get(s.key)).toBeUndefined();
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: true });
    });
  });

  describe('fetch errors', () => {
    it('reach the caller unchanged; nothing is kept and the next call asks again', async () => {
      const s = setup();
      const failure = new Error('token endpoint answered 500');
      s.fetchToken.mockRejectedValueOnce(failure);
      const provider = s.provider();
      await expect(provider.get()).rejects.toBe(failure);
      expect(await s.store.get(s.key)).toBeUndefined();
      await expect(provider.get()).resolves.toEqual({ value: 'token-1', fresh: true });
      expect(s.fetchToken).toHaveBeenCalledTimes(2);
    });

    it('reach every concurrent caller of the shared request, with one token request', async () => {
      const s = setup();
      const failure = new Error('timeout');
      s.fetchToken.mockRejectedValueOnce(failure);
      const provider = s.provider();
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => provider.get()));
      expect(results.every((result) => result.status === 'rejected' && result.reason === failure)).toBe(true);
      expect(s.fetchToken).toHaveBeenCalledTimes(1);
    });
  });
});
