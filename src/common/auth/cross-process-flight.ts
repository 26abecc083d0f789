import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EncryptedTokenCache } from '../token-cache/encrypted-token-cache';

/** How long the lock around a token request lives, and so the longest a process waits for another's token. */
export const TOKEN_LOCK_TTL_MS = 5000;

/** The first pause between two looks at the cache while another process fetches; it grows to `MAX_POLL_MS`. */
const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 100;

/** One token request shared across processes: how to look for the result, and how to get it. */
export interface CrossProcessWork<T> {
  /** Reads what another process may have stored (the cached token); undefined while there is none. */
  read(): Promise<T | undefined>;
  /** Gets it (the token request) and stores it where `read` finds it. */
  fetch(): Promise<T>;
}

/** How the cross-process flight waits. */
export interface CrossProcessFlightOptions {
  /** Lifetime of the lock in milliseconds, which bounds every wait for another process. Default 5000. */
  lockTtlMs?: number;
}

/**
 * One token request per burst across every process that shares a Redis token cache: the first process to miss
 * takes a short lock in the store (`<module>.token-lock.<hash>`, `SET NX PX` with a random owner, released by
 * compare-and-delete), reads the cache again, fetches and stores; the others read the cache until the token is
 * there, take the lock themselves when it is free again (its holder failed or died: the lock expires after
 * `lockTtlMs`), and fetch on their own once they have waited `lockTtlMs`. With a store that has no lock (memory,
 * a host cache without Redis) or a cache that is not available, `fetch` runs at once. Correctness never depends
 * on the lock: at worst a second token request is made.
 */
export class CrossProcessFlight {
  private readonly lockTtlMs: number;

  constructor(
    private readonly cache: EncryptedTokenCache | null,
    options: CrossProcessFlightOptions = {},
  ) {
    this.lockTtlMs = options.lockTtlMs ?? TOKEN_LOCK_TTL_MS;
  }

  /**
   * Runs `work.fetch` in at most one process at a time for the cache key, unless `work.read` finds its result.
   * `cacheKey` is called only when the lock is used.
   */
  async run<T>(cacheKey: () => string, work: CrossProcessWork<T>): Promise<T> {
    const cache = this.cache;
    if (cache === null || !cache.canLock()) return work.fetch();
    const lockKey = tokenLockKey(cacheKey());
    const owner = randomUUID();
    const giveUpAt = Date.now() + this.lockTtlMs;
    let pause = FIRST_POLL_MS;
    for (;;) {
      const attempt = await cache.acquireLock(lockKey, owner, this.lockTtlMs);
      if (attempt === 'unavailable') return work.fetch();
      if (attempt === 'acquired') {
        try {
          // Another process may have stored it between this one's miss and the lock.
          return (await work.read()) ?? (await work.fetch());
        } finally {
          await cache.releaseLock(lockKey, owner);
        }
      }
      const left = giveUpAt - Date.now();
      if (left <= 0) return work.fetch();
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, MAX_POLL_MS);
      const stored = await work.read();
      if (stored !== undefined) return stored;
    }
  }
}

/** The lock key beside a token's cache key: `<module>.token.<hash>` -> `<module>.token-lock.<hash>`. */
export function tokenLockKey(cacheKey: string): string {
  const dot = cacheKey.indexOf('.token.');
  return dot === -1
    ? `${cacheKey}.token-lock`
    : `${cacheKey.slice(0, dot)}.token-lock.${cacheKey.slice(dot + '.token.'.length)}`;
}
