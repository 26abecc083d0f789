import { randomBytes } from 'node:crypto';
import { TokenCipher } from '../crypto/token-cipher';
import { EncryptedTokenCache } from '../token-cache/encrypted-token-cache';
import type { LockAttempt } from '../token-cache/encrypted-token-cache';
import type { StoreLock } from '../token-cache/store-lock';
import type { TokenCacheStore } from '../token-cache/token-cache-store';
import { CrossProcessFlight, CrossProcessLock, tokenLockKey } from './cross-process-flight';

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

/**
 * A lock that is not the token cache (a lease table, as `DatabaseLeases` keeps one): leases with an owner and an
 * end, taken when free or expired, freed by their owner.
 */
class LeaseLock implements CrossProcessLock {
  readonly leases = new Map<string, { owner: string; until: number }>();
  /** Every attempt, in order. */
  readonly attempts: LockAttempt[] = [];
  /** When set, what `acquireLock` answers instead of looking at the leases. */
  answer: LockAttempt | undefined;
  /** When set, `acquireLock` throws it (a database that cannot be reached). */
  failure: Error | undefined;
  lockable = true;

  canLock(): boolean {
    return this.lockable;
  }

  async acquireLock(key: string, owner: string, ttlMs: number): Promise<LockAttempt> {
    if (this.failure !== undefined) throw this.failure;
    const attempt = this.answer ?? this.take(key, owner, ttlMs);
    this.attempts.push(attempt);
    return attempt;
  }

  async releaseLock(key: string, owner: string): Promise<void> {
    if (this.leases.get(key)?.owner === owner) this.leases.delete(key);
  }

  /** Another process takes the lease for `ttlMs` (and then dies, or holds on to it). */
  heldBy(owner: string, ttlMs: number, key = LOCK_KEY): void {
    this.leases.set(key, { owner, until: Date.now() + ttlMs });
  }

  /** Who holds an unexpired lease on the key now, if anyone. */
  holderOf(key = LOCK_KEY): string | undefined {
    const lease = this.leases.get(key);
    return lease !== undefined && lease.until > Date.now() ? lease.owner : undefined;
  }

  private take(key: string, owner: string, ttlMs: number): LockAttempt {
    if (this.holderOf(key) !== undefined) return 'held';
    this.leases.set(key, { owner, until: Date.now() + ttlMs });
    return 'acquired';
  }
}

const LOCK_KEY = tokenLockKey(KEY);
/** The owner the flight takes a lock as: a random UUID. */
const FLIGHT_OWNER = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What one run of work over a `LeaseLock` did: its fetches, who held the lock at each, the most at once. */
interface LeaseWorkLog {
  fetches: number;
  /** The lock's holder when each fetch started (undefined: nobody held it). */
  heldBy: (string | undefined)[];
  /** Milliseconds from the log's start to each fetch. */
  fetchedAfterMs: number[];
  running: number;
  mostAtOnce: number;
  started: number;
}

function leaseLog(): LeaseWorkLog {
  return { fetches: 0, heldBy: [], fetchedAfterMs: [], running: 0, mostAtOnce: 0, started: Date.now() };
}

/** Work over a lease lock: reads `stored.value`, fetches by noting who held the lock, then storing. */
function leaseWork(lock: LeaseLock, stored: { value?: string }, log: LeaseWorkLog, fetchMs = 50) {
  return {
    read: async () => stored.value,
    fetch: async () => {
      log.fetches += 1;
      log.heldBy.push(lock.holderOf());
      log.fetchedAfterMs.push(Date.now() - log.started);
      log.running += 1;
      log.mostAtOnce = Math.max(log.mostAtOnce, log.running);
      try {
        await new Promise((resolve) => setTimeout(resolve, fetchMs));
        stored.value = `token-${log.fetches}`;
        return stored.value;
      } finally {
        log.running -= 1;
      }
    },
  };
}

/** The flight's `stuck()` error. */
class StuckError extends Error {}

const exclusive = (lockTtlMs: number) => ({
  lockTtlMs,
  exclusive: { stuck: () => new StuckError('another process held the refresh past its deadline') },
});

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
  describe('over a lock that is not the token cache (CrossProcessLock)', () => {
    it('lets one of several processes fetch under the lock; the others read its result; the lease is freed', async () => {
      const lock = new LeaseLock();
      const stored: { value?: string } = {};
      const log = leaseLog();

      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          new CrossProcessFlight(lock).run(() => KEY, leaseWork(lock, stored, log)),
        ),
      );

      expect(results).toEqual(['token-1', 'token-1', 'token-1', 'token-1']);
      expect(log.fetches).toBe(1);
      expect(log.heldBy).toEqual([expect.stringMatching(FLIGHT_OWNER)]);
      expect(lock.leases.size).toBe(0);
    });

    it('asks the lock under the key beside the cache key', async () => {
      const lock = new LeaseLock();
      const acquire = jest.spyOn(lock, 'acquireLock');
      const release = jest.spyOn(lock, 'releaseLock');

      await new CrossProcessFlight(lock, { lockTtlMs: 1234 }).run(
        () => KEY,
        leaseWork(lock, {}, leaseLog(), 0),
      );

      expect(acquire).toHaveBeenCalledWith(LOCK_KEY, expect.stringMatching(FLIGHT_OWNER), 1234);
      expect(release).toHaveBeenCalledWith(LOCK_KEY, acquire.mock.calls[0][1]);
    });

    it('keeps the lock until it expires when keepsLock says so for the result (it could not be stored), and frees it otherwise or on a failure', async () => {
      const lock = new LeaseLock();
      const flight = new CrossProcessFlight(lock, { lockTtlMs: 60_000 });
      const run = (result: string, keep: boolean) =>
        flight.run(() => KEY, {
          read: async () => undefined,
          fetch: async () => result,
          keepsLock: (fetched) => keep && fetched === result,
        });

      await expect(run('unsaved', true)).resolves.toBe('unsaved');
      expect(lock.holderOf()).toEqual(expect.stringMatching(FLIGHT_OWNER));

      lock.leases.clear();
      await expect(run('stored', false)).resolves.toBe('stored');
      expect(lock.holderOf()).toBeUndefined();

      const failing = flight.run(() => KEY, {
        read: async () => undefined,
        fetch: async () => Promise.reject(new Error('token endpoint down')),
        keepsLock: () => true,
      });
      await expect(failing).rejects.toThrow('token endpoint down');
      expect(lock.holderOf()).toBeUndefined();
    });

    it('without exclusive, fetches at once when the lock cannot be asked (canLock false) or answers unavailable', async () => {
      const lock = new LeaseLock();
      const acquire = jest.spyOn(lock, 'acquireLock');
      lock.lockable = false;
      const log = leaseLog();

      await expect(new CrossProcessFlight(lock).run(() => KEY, leaseWork(lock, {}, log, 0))).resolves.toBe(
        'token-1',
      );
      expect(acquire).not.toHaveBeenCalled();

      lock.lockable = true;
      lock.answer = 'unavailable';
      await expect(new CrossProcessFlight(lock).run(() => KEY, leaseWork(lock, {}, log, 0))).resolves.toBe(
        'token-2',
      );
      expect(lock.attempts).toEqual(['unavailable']);
      expect(log.fetches).toBe(2);
    });

    it('without exclusive, fetches on its own (without the lock) once it has waited lockTtlMs for a live holder', async () => {
      const lock = new LeaseLock();
      lock.heldBy('a slow process', 10_000);
      const log = leaseLog();

      await expect(
        new CrossProcessFlight(lock, { lockTtlMs: 150 }).run(() => KEY, leaseWork(lock, {}, log, 0)),
      ).resolves.toBe('token-1');

      expect(log.heldBy).toEqual(['a slow process']);
      expect(log.fetchedAfterMs[0]).toBeGreaterThanOrEqual(140);
      expect(log.fetchedAfterMs[0]).toBeLessThan(2000);
    });

    it('passes on what a lock throws (a database down); nothing is fetched', async () => {
      const lock = new LeaseLock();
      lock.failure = new Error('database down');
      const log = leaseLog();

      await expect(
        new CrossProcessFlight(lock, exclusive(1000)).run(() => KEY, leaseWork(lock, {}, log)),
      ).rejects.toThrow('database down');
      await expect(new CrossProcessFlight(lock).run(() => KEY, leaseWork(lock, {}, log))).rejects.toThrow(
        'database down',
      );
      expect(log.fetches).toBe(0);
    });
  });

  describe('exclusive', () => {
    it('a waiter never fetches without holding the lock, even after lockTtlMs: it waits for the live holder', async () => {
      const lock = new LeaseLock();
      // A live holder whose lease outlasts the waiter's lockTtlMs (but not twice it).
      lock.heldBy('a slow process', 450);
      const log = leaseLog();

      await expect(
        new CrossProcessFlight(lock, exclusive(300)).run(() => KEY, leaseWork(lock, {}, log, 0)),
      ).resolves.toBe('token-1');

      expect(log.heldBy).toEqual([expect.stringMatching(FLIGHT_OWNER)]);
      expect(log.fetchedAfterMs[0]).toBeGreaterThanOrEqual(440);
      expect(lock.attempts.filter((attempt) => attempt === 'held').length).toBeGreaterThan(1);
      expect(lock.leases.size).toBe(0);
    });

    it('of concurrent flights, fetch runs once and never in two at once; the others read its result', async () => {
      const lock = new LeaseLock();
      const stored: { value?: string } = {};
      const log = leaseLog();

      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          new CrossProcessFlight(lock, exclusive(1000)).run(() => KEY, leaseWork(lock, stored, log, 80)),
        ),
      );

      expect(results).toEqual(Array.from({ length: 5 }, () => 'token-1'));
      expect(log.fetches).toBe(1);
      expect(log.mostAtOnce).toBe(1);
      expect(log.heldBy).toEqual([expect.stringMatching(FLIGHT_OWNER)]);
    });

    it("takes the lock over once the holder's lease has expired (a holder that died) and fetches under it", async () => {
      const lock = new LeaseLock();
      lock.heldBy('a process that died', 200);
      const log = leaseLog();

      await expect(
        new CrossProcessFlight(lock, exclusive(200)).run(() => KEY, leaseWork(lock, {}, log, 0)),
      ).resolves.toBe('token-1');

      expect(log.fetches).toBe(1);
      expect(log.heldBy).toEqual([expect.stringMatching(FLIGHT_OWNER)]);
      expect(log.fetchedAfterMs[0]).toBeGreaterThanOrEqual(190);
      expect(lock.leases.size).toBe(0);
    });

    it('takes the lock over when the holder released it without a result (its fetch failed)', async () => {
      const lock = new LeaseLock();
      const stored: { value?: string } = {};
      const log = leaseLog();
      const failing = new CrossProcessFlight(lock, exclusive(1000)).run(() => KEY, {
        read: async () => undefined,
        fetch: async () => {
          await new Promise((resolve) => setTimeout(resolve, 40));
          throw new Error('token endpoint down');
        },
      });
      const waiting = new CrossProcessFlight(lock, exclusive(1000)).run(
        () => KEY,
        leaseWork(lock, stored, log, 0),
      );

      await expect(failing).rejects.toThrow('token endpoint down');
      await expect(waiting).resolves.toBe('token-1');
      expect(log.heldBy).toEqual([expect.stringMatching(FLIGHT_OWNER)]);
      expect(log.fetchedAfterMs[0]).toBeLessThan(1000);
    });

    it('returns what read finds while it waits for the holder, without fetching', async () => {
      const lock = new LeaseLock();
      lock.heldBy('the refreshing process', 10_000);
      const stored: { value?: string } = {};
      const log = leaseLog();
      const storing = setTimeout(() => (stored.value = 'stored-by-the-holder'), 60);

      try {
        await expect(
          new CrossProcessFlight(lock, exclusive(1000)).run(() => KEY, leaseWork(lock, stored, log)),
        ).resolves.toBe('stored-by-the-holder');
      } finally {
        clearTimeout(storing);
      }

      expect(log.fetches).toBe(0);
      expect(lock.holderOf()).toBe('the refreshing process');
    });

    it('reads again after taking the lock: a result stored meanwhile is not fetched again', async () => {
      const lock = new LeaseLock();
      const log = leaseLog();

      await expect(
        new CrossProcessFlight(lock, exclusive(1000)).run(
          () => KEY,
          leaseWork(lock, { value: 'stored' }, log),
        ),
      ).resolves.toBe('stored');
      expect(log.fetches).toBe(0);
      expect(lock.attempts).toEqual(['acquired']);
    });

    it('throws the stuck() error when it cannot get the lock for twice the lifetime; nothing is fetched', async () => {
      const lock = new LeaseLock();
      lock.heldBy('a process that keeps its lease', 10_000);
      const log = leaseLog();
      const read = jest.fn(async (): Promise<string | undefined> => undefined);
      const started = Date.now();

      const failure = await new CrossProcessFlight(lock, exclusive(150))
        .run(() => KEY, { ...leaseWork(lock, {}, log), read })
        .then(
          () => undefined,
          (error: unknown) => error,
        );

      expect(failure).toBeInstanceOf(StuckError);
      expect((failure as Error).message).toBe('another process held the refresh past its deadline');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(log.fetches).toBe(0);
      expect(read).toHaveBeenCalled();
      expect(lock.holderOf()).toBe('a process that keeps its lease');
    });

    it('with maxWaitMs, gives up after that wait (not twice the lifetime) with the error stuck() answers for the lock', async () => {
      const lock = new LeaseLock();
      lock.heldBy('a process that died holding its lease', 10_000);
      const log = leaseLog();
      const keys: string[] = [];
      const started = Date.now();

      const failure = await new CrossProcessFlight(lock, {
        lockTtlMs: 5_000,
        exclusive: {
          maxWaitMs: 150,
          stuck: async (lockKey: string) => {
            keys.push(lockKey);
            return new StuckError('still refreshing elsewhere');
          },
        },
      })
        .run(() => KEY, leaseWork(lock, {}, log))
        .then(
          () => undefined,
          (error: unknown) => error,
        );

      expect(failure).toBeInstanceOf(StuckError);
      expect(keys).toEqual([tokenLockKey(KEY)]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(log.fetches).toBe(0);
      expect(lock.holderOf()).toBe('a process that died holding its lease');
    });

    it('over the token cache too: a waiter after lockTtlMs waits for the holder instead of fetching', async () => {
      const shared = new SharedStore();
      await shared.lock.acquire(LOCK_KEY, 'a slow process', 10_000);
      const cache = processOn(shared.view());
      const fetches = { count: 0 };

      await expect(
        new CrossProcessFlight(cache, exclusive(100)).run(() => KEY, work(cache, fetches, 0)),
      ).rejects.toBeInstanceOf(StuckError);
      expect(fetches.count).toBe(0);
      expect(shared.locks.get(LOCK_KEY)?.owner).toBe('a slow process');
    });
  });
});
