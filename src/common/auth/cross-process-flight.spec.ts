import { randomBytes } from 'node:crypto';
import { TokenCipher } from '../crypto/token-cipher';
import { EncryptedTokenCache } from '../token-cache/encrypted-token-cache';
import type { StoreLock } from '../token-cache/store-lock';
import type { TokenCacheStore } from '../token-cache/token-cache-store';
import { CrossProcessFlight, tokenLockKey } from './cross-process-flight';

/** One shared "Redis": values and locks with expiry, as SET NX PX and compare-and-delete keep them. */
class SharedStore {
  readonly values = new Map<string, string>();
  readonly locks = new Map<string, { owner: string; until: number }>();
  down = false;

  lock: StoreLock = {
    acquire: async (key, owner, ttlMs) => {
      this.check();
      const held = this.locks.get(key);
      if (held && held.until > Date.now()) return false;
      this.locks.set(key, { owner, until: Date.now() + ttlMs });
      return true;
    },
    release: async (key, owner) => {
      this.check();
      if (this.locks.get(key)?.owner === owner) this.locks.delete(key);
    },
  };

  /** The store one process sees. */
  view(withLock = true): TokenCacheStore {
    return {
      description: 'a shared test store',
      shared: true,
      lock: withLock ? this.lock : undefined,
      get: async (key) => (this.check(), this.values.get(key)),
      set: async (key, value) => void (this.check(), this.values.set(key, value)),
      delete: async (key) => void (this.check(), this.values.delete(key)),
      close: async () => undefined,
    };
  }

  private check(): void {
    if (this.down) throw new Error('store down');
  }
}

const KEY = 'test.token.abc';
const appKey = randomBytes(32).toString('base64');

function processOn(store: TokenCacheStore): EncryptedTokenCache {
  return new EncryptedTokenCache({
    label: 'Test',
    store: () => store,
    cipher: () => new TokenCipher({ key: appKey }),
    logger: { warn: () => undefined },
  });
}

/** The work of one process: reads the shared cache, fetches by counting and storing. */
function work(cache: EncryptedTokenCache, fetches: { count: number }, fetchMs = 50) {
  return {
    read: () => cache.getText(KEY),
    fetch: async () => {
      fetches.count += 1;
      await new Promise((resolve) => setTimeout(resolve, fetchMs));
      await cache.setText(KEY, `token-${fetches.count}`);
      return `token-${fetches.count}`;
    },
  };
}

describe('CrossProcessFlight', () => {
  it('names the lock beside the token key', () => {
    expect(tokenLockKey('delivery.token.0123abcd')).toBe('delivery.token-lock.0123abcd');
    expect(tokenLockKey('lock.token.ff')).toBe('lock.token-lock.ff');
  });

  it('lets one of several processes fetch; the others read its token', async () => {
    const shared = new SharedStore();
    const fetches = { count: 0 };
    const caches = Array.from({ length: 4 }, () => processOn(shared.view()));

    const tokens = await Promise.all(
      caches.map((cache) => new CrossProcessFlight(cache).run(() => KEY, work(cache, fetches))),
    );

    expect(fetches.count).toBe(1);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1', 'token-1']);
    expect(shared.locks.size).toBe(0);
  });

  it('reads the cache again after taking the lock: a token stored meanwhile is not fetched again', async () => {
    const shared = new SharedStore();
    const cache = processOn(shared.view());
    await cache.setText(KEY, 'stored-by-another');
    const fetches = { count: 0 };

    await expect(new CrossProcessFlight(cache).run(() => KEY, work(cache, fetches))).resolves.toBe(
      'stored-by-another',
    );
    expect(fetches.count).toBe(0);
  });

  it('takes over when the holder released the lock without a token (its request failed)', async () => {
    const shared = new SharedStore();
    const holder = processOn(shared.view());
    const waiter = processOn(shared.view());
    const fetches = { count: 0 };
    const failing = new CrossProcessFlight(holder).run(() => KEY, {
      read: async () => undefined,
      fetch: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw new Error('token endpoint down');
      },
    });
    const waiting = new CrossProcessFlight(waiter).run(() => KEY, work(waiter, fetches));

    await expect(failing).rejects.toThrow('token endpoint down');
    await expect(waiting).resolves.toBe('token-1');
    expect(fetches.count).toBe(1);
  });

  it('fetches itself once the lock has lived its time and the holder never stored a token (it died)', async () => {
    const shared = new SharedStore();
    await shared.lock.acquire(tokenLockKey(KEY), 'a process that died', 200);
    const cache = processOn(shared.view());
    const fetches = { count: 0 };
    const started = Date.now();

    await expect(
      new CrossProcessFlight(cache, { lockTtlMs: 200 }).run(() => KEY, work(cache, fetches, 0)),
    ).resolves.toBe('token-1');
    expect(fetches.count).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('fetches at once without asking for a lock when the store has none, or the cache is off or down', async () => {
    const shared = new SharedStore();
    const acquire = jest.spyOn(shared.lock, 'acquire');
    const withoutLock = processOn(shared.view(false));
    const fetches = { count: 0 };
    await new CrossProcessFlight(withoutLock).run(() => KEY, work(withoutLock, fetches, 0));
    await new CrossProcessFlight(null).run(() => KEY, {
      read: async () => undefined,
      fetch: async () => 'x',
    });
    expect(acquire).not.toHaveBeenCalled();

    const down = processOn(shared.view());
    shared.down = true;
    await expect(
      new CrossProcessFlight(down).run(() => KEY, {
        read: async () => undefined,
        fetch: async () => 'fetched',
      }),
    ).resolves.toBe('fetched');
  });

  it('never frees a lock another owner holds', async () => {
    const shared = new SharedStore();
    const cache = processOn(shared.view());
    await expect(cache.acquireLock('l', 'owner-a', 1000)).resolves.toBe('acquired');
    await expect(cache.acquireLock('l', 'owner-b', 1000)).resolves.toBe('held');
    await cache.releaseLock('l', 'owner-b');
    expect(shared.locks.get('l')?.owner).toBe('owner-a');
    await cache.releaseLock('l', 'owner-a');
    await expect(cache.acquireLock('l', 'owner-b', 1000)).resolves.toBe('acquired');
  });
});
