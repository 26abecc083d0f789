import { createHash, randomBytes } from 'node:crypto';
import { Keyv } from 'keyv';
import { TokenCipher } from '../../common/crypto/token-cipher';
import { EncryptedTokenCache } from '../../common/token-cache/encrypted-token-cache';
import { resolveTokenCacheStore } from '../../common/token-cache/token-cache-store';
import { LockToken } from '../data/lock-token';
import { cacheKeyOf, CacheTokenStore } from './cache-token-store';

const ACCOUNT = 'office';

/**
 * A Keyv storage adapter over a Map that answers, or rejects every call while `state.down` is set; reads answer
 * after `state.readDelayMs` with what the Map held when they were asked.
 */
function switchableAdapter() {
  const data = new Map<string, unknown>();
  const state = { down: false, readDelayMs: 0 };
  const run = <T>(work: () => T): Promise<T> =>
    state.down ? Promise.reject(new Error('connection lost')) : Promise.resolve(work());
  const adapter = {
    get: async (key: string) => {
      const value = await run(() => data.get(key));
      if (state.readDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.readDelayMs));
      return value;
    },
    set: (key: string, value: unknown) =>
      run(() => {
        data.set(key, value);
        return true;
      }),
    delete: (key: string) => run(() => data.delete(key)),
    clear: () => run(() => data.clear()),
  };
  return { adapter, state, data };
}

/**
 * A shared cache over a switchable store, as two processes with the same APP_KEY would see it. `throwOnErrors`
 * false is a host's plain Keyv, whose failed reads look like misses.
 */
function sharedCache(throwOnErrors = true) {
  const { adapter, state, data } = switchableAdapter();
  const keyv = new Keyv({ store: adapter, throwOnErrors });
  const cipher = new TokenCipher({ key: randomBytes(32).toString('base64') });
  /** A new process's store over the same Keyv and key. */
  const openStore = () =>
    new CacheTokenStore(cacheOver(() => resolveTokenCacheStore(keyv, undefined), cipher));
  /** The token the Keyv holds for the account key, decrypted, read past every store under test. */
  const heldToken = async (accountKey: string = ACCOUNT): Promise<LockToken | undefined> => {
    const raw = await keyv.get<string>(cacheKeyOf(accountKey));
    if (raw === undefined) return undefined;
    return LockToken.fromArray(
      JSON.parse(cipher.decrypt(raw, cacheKeyOf(accountKey))) as Record<string, unknown>,
    );
  };
  return { keyv, cipher, state, data, openStore, heldToken };
}

/** An encrypted cache that retries a failed store at once and logs nothing. */
function cacheOver(store: () => ReturnType<typeof resolveTokenCacheStore>, cipher: TokenCipher) {
  return new EncryptedTokenCache({
    label: 'Lock',
    store,
    cipher: () => cipher,
    retryAfterMs: 0,
    logger: { warn: () => undefined },
  });
}

/** An OAuth token as the token endpoint would issue it. */
function tokenNamed(name: string): LockToken {
  return new LockToken({
    accessToken: `${name}-access`,
    refreshToken: `${name}-refresh`,
    expiresAt: new Date(Date.UTC(2031, 0, 1)),
    scope: 'account smartlock',
  });
}

describe('CacheTokenStore', () => {
  describe('over an available cache', () => {
    it('puts, gets and forgets a token', async () => {
      const store = sharedCache().openStore();
      const token = tokenNamed('first');

      await expect(store.get(ACCOUNT)).resolves.toBeNull();
      await store.put(ACCOUNT, token);
      expect((await store.get(ACCOUNT))?.toArray()).toEqual(token.toArray());
      await expect(store.get('depot')).resolves.toBeNull();
      await store.forget(ACCOUNT);
      await expect(store.get(ACCOUNT)).resolves.toBeNull();
    });

    it('keeps ciphertext under lock.token.<sha256 hex of the account key>, and nothing else', async () => {
      const { openStore, keyv, data, heldToken } = sharedCache();
      const token = tokenNamed('secret');

      await openStore().put(ACCOUNT, token);

      const key = `lock.token.${createHash('sha256').update(ACCOUNT).digest('hex')}`;
      expect(cacheKeyOf(ACCOUNT)).toBe(key);
      expect(data.size).toBe(1);
      const raw = await keyv.get<string>(key);
      expect(raw).toMatch(/^v1\./);
      for (const secret of [token.accessToken, token.refreshToken!, ACCOUNT]) {
        expect(raw).not.toContain(secret);
        expect(JSON.stringify([...data])).not.toContain(secret);
      }
      expect((await heldToken())?.toArray()).toEqual(token.toArray());
    });

    it('takes the cache as the truth: what another process puts or forgets is seen here', async () => {
      const { openStore } = sharedCache();
      const here = openStore();
      const other = openStore();

      await here.put(ACCOUNT, tokenNamed('mine'));
      await other.put(ACCOUNT, tokenNamed('theirs'));
      const afterTheirPut = await here.get(ACCOUNT);
      await other.forget(ACCOUNT);
      const afterTheirForget = await here.get(ACCOUNT);

      expect(afterTheirPut?.accessToken).toBe('theirs-access');
      expect(afterTheirForget).toBeNull();
    });
  });

  describe.each([
    { keyv: 'a Keyv with throwOnErrors', throwOnErrors: true },
    { keyv: 'a plain Keyv', throwOnErrors: false },
  ])('during an outage of $keyv', ({ throwOnErrors }) => {
    it('uses the token put during the outage, and after it writes that one, not the older one the cache held', async () => {
      const { openStore, state, heldToken } = sharedCache(throwOnErrors);
      const store = openStore();
      await store.put(ACCOUNT, tokenNamed('old'));

      state.down = true;
      await store.put(ACCOUNT, tokenNamed('new'));
      const duringOutage = await store.get(ACCOUNT);
      state.down = false;
      const heldBeforeRead = await heldToken();
      const afterOutage = await store.get(ACCOUNT);

      expect(duringOutage?.accessToken).toBe('new-access');
      expect(heldBeforeRead?.accessToken).toBe('old-access');
      expect(afterOutage?.accessToken).toBe('new-access');
      expect((await heldToken())?.toArray()).toEqual(tokenNamed('new').toArray());
      expect((await openStore().get(ACCOUNT))?.accessToken).toBe('new-access');
    });

    it('answers null after a forget during the outage, and removes the key once the cache is back', async () => {
      const { openStore, state, keyv } = sharedCache(throwOnErrors);
      const store = openStore();
      await store.put(ACCOUNT, tokenNamed('revoked'));

      state.down = true;
      await store.forget(ACCOUNT);
      const duringOutage = await store.get(ACCOUNT);
      state.down = false;
      const heldBeforeRead = await keyv.has(cacheKeyOf(ACCOUNT));
      const afterOutage = await store.get(ACCOUNT);

      expect(duringOutage).toBeNull();
      expect(heldBeforeRead).toBe(true);
      expect(afterOutage).toBeNull();
      await expect(keyv.has(cacheKeyOf(ACCOUNT))).resolves.toBe(false);
      await expect(openStore().get(ACCOUNT)).resolves.toBeNull();
    });

    it('replays only the last write of the outage', async () => {
      const { openStore, state, heldToken } = sharedCache(throwOnErrors);
      const store = openStore();

      state.down = true;
      await store.put(ACCOUNT, tokenNamed('first'));
      await store.forget(ACCOUNT);
      await store.put(ACCOUNT, tokenNamed('last'));
      state.down = false;

      expect((await store.get(ACCOUNT))?.accessToken).toBe('last-access');
      expect((await heldToken())?.accessToken).toBe('last-access');
    });
  });

  describe('after the cache took the token', () => {
    it('keeps using a token the cache took before an outage (a store that reports failed reads)', async () => {
      const { openStore, state } = sharedCache();
      const store = openStore();
      await store.put(ACCOUNT, tokenNamed('stored'));

      state.down = true;

      expect((await store.get(ACCOUNT))?.accessToken).toBe('stored-access');
    });

    it('uses during an outage the token it last read, not an older one it wrote before another process replaced it', async () => {
      const { openStore, state } = sharedCache();
      const here = openStore();
      const other = openStore();
      await here.put(ACCOUNT, tokenNamed('spent'));
      await other.put(ACCOUNT, tokenNamed('rotated'));
      const seen = await here.get(ACCOUNT);

      state.down = true;
      const duringOutage = await here.get(ACCOUNT);

      expect(seen?.accessToken).toBe('rotated-access');
      expect(duringOutage?.accessToken).toBe('rotated-access');
    });
  });

  describe('without a cache (cache off)', () => {
    it('keeps tokens in this process only and is not shared', async () => {
      const store = new CacheTokenStore(null);
      const other = new CacheTokenStore(null);

      await store.put(ACCOUNT, tokenNamed('local'));

      expect((await store.get(ACCOUNT))?.accessToken).toBe('local-access');
      await expect(other.get(ACCOUNT)).resolves.toBeNull();
      await store.forget(ACCOUNT);
      await expect(store.get(ACCOUNT)).resolves.toBeNull();
      await expect(store.verify(ACCOUNT)).rejects.toThrow(/switched off \(LOCK_TOKEN_CACHE\)/);
    });
  });

  describe('a read that a write overtakes', () => {
    it('keeps the newer write: a stale read never becomes the fallback of a later outage', async () => {
      const { openStore, state } = sharedCache();
      const store = openStore();
      await store.put(ACCOUNT, tokenNamed('old'));

      state.readDelayMs = 50;
      const staleRead = store.get(ACCOUNT); // reads the cache while it still holds "old"
      state.readDelayMs = 0;
      await store.put(ACCOUNT, tokenNamed('new'));
      expect((await staleRead)?.accessToken).toBe('old-access');
      state.down = true;

      expect((await store.get(ACCOUNT))?.accessToken).toBe('new-access');
    });
  });

  describe('verify()', () => {
    it('passes over a shared store that answers and took the last write', async () => {
      const store = sharedCache().openStore();
      await store.put(ACCOUNT, tokenNamed('kept'));

      await expect(store.verify(ACCOUNT)).resolves.toBeUndefined();
    });

    it('throws for the in-process memory store', async () => {
      const cipher = new TokenCipher({ key: randomBytes(32).toString('base64') });
      const store = new CacheTokenStore(cacheOver(() => resolveTokenCacheStore('memory', undefined), cipher));

      await expect(store.verify(ACCOUNT)).rejects.toThrow(
        /in this process only: set APP_KEY and LOCK_TOKEN_CACHE_STORE/,
      );
    });

    it('throws, naming the reason, when the store does not answer', async () => {
      const { openStore, state } = sharedCache();
      const store = openStore();
      state.down = true;

      await expect(store.verify(ACCOUNT)).rejects.toThrow(
        'The token cache is not available: connection lost',
      );
    });

    it('throws when the last write of the key did not reach the cache', async () => {
      const { openStore, state } = sharedCache();
      const store = openStore();
      state.down = true;
      await store.put(ACCOUNT, tokenNamed('missed'));
      state.down = false;

      await expect(store.verify(ACCOUNT)).rejects.toThrow(
        'The token cache did not take the token of lock account "office".',
      );
      await expect(openStore().verify(ACCOUNT)).resolves.toBeUndefined();
    });
  });
});
