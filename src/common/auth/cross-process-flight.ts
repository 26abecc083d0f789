import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IntegrationModuleName } from '../telemetry/integration-module';
import { recordTokenLockWait } from '../telemetry/integration-metrics';
import type { LockAttempt } from '../token-cache/encrypted-token-cache';

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
  /**
   * True when the lock must stay held until it expires instead of being released after `fetch` (its result could
   * not be stored where `read` finds it, so another process would fetch again). Left out: always released.
   */
  keepsLock?(result: T): boolean;
}

/**
 * A lock every process sharing a store sees, taken for a time (the shared token cache's Redis lock, or a lease in
 * a database). `EncryptedTokenCache` is one.
 */
export interface CrossProcessLock {
  /** Whether the lock can be tried at all (a store without one, or one left alone after a failure, cannot). */
  canLock(): boolean;
  /** Takes `key` for `ttlMs` on behalf of `owner` unless another owner holds it. */
  acquireLock(key: string, owner: string, ttlMs: number): Promise<LockAttempt>;
  /** Releases `key` if `owner` still holds it. */
  releaseLock(key: string, owner: string): Promise<void>;
}

/** How the cross-process flight waits. */
export interface CrossProcessFlightOptions {
  /** Lifetime of the lock in milliseconds, which bounds every wait for another process. Default 5000. */
  lockTtlMs?: number;
  /**
   * Set when `fetch` must never run in two processes at once (a rotating refresh token is valid once): `fetch`
   * then runs only under the lock, a waiter takes the lock over once its holder's lifetime has passed (a holder
   * that died), and after `maxWaitMs` (default twice the lifetime) without the lock the flight fails with the error
   * `stuck` gives for the lock's key. The lock must throw when it cannot be asked (`DatabaseLeases` does): an
   * `unavailable` answer runs `fetch` unlocked. Left out: the lock only saves requests.
   */
  exclusive?: { stuck: (lockKey: string) => Error | Promise<Error>; maxWaitMs?: number };
  /** The module the lock-wait metric is labelled with; left out: waits are not counted. */
  module?: IntegrationModuleName;
}

/**
 * One token request per burst across every process that shares a lock (by default the Redis token cache's:
 * `<module>.token-lock.<hash>`, `SET NX PX` with a random owner, released by compare-and-delete): the first process
 * to miss takes the lock, reads the store again, fetches and stores; the others read the store until the result is
 * there, take the lock themselves when it is free again (its holder failed or died: the lock expires after
 * `lockTtlMs`) and, unless the flight is exclusive, fetch on their own once they have waited `lockTtlMs`. Without
 * a lock (memory, a host cache without Redis) or when the cache is not available, `fetch` runs at once: there the
 * lock is an efficiency measure, and at worst a second token request is made.
 */
export class CrossProcessFlight {
  private readonly lockTtlMs: number;

  constructor(
    private readonly lock: CrossProcessLock | null,
    private readonly options: CrossProcessFlightOptions = {},
  ) {
    this.lockTtlMs = options.lockTtlMs ?? TOKEN_LOCK_TTL_MS;
  }

  /**
   * Runs `work.fetch` in at most one process at a time for the cache key, unless `work.read` finds its result.
   * `cacheKey` is called only when the lock is used.
   */
  async run<T>(cacheKey: () => string, work: CrossProcessWork<T>): Promise<T> {
    const lock = this.lock;
    if (lock === null || !lock.canLock()) return work.fetch();
    const lockKey = tokenLockKey(cacheKey());
    const owner = randomUUID();
    const exclusive = this.options.exclusive;
    // Unless exclusive, a waiter fetches on its own after the lock's lifetime; exclusive, it fails after maxWaitMs.
    const giveUpAt =
      Date.now() + (exclusive === undefined ? this.lockTtlMs : (exclusive.maxWaitMs ?? 2 * this.lockTtlMs));
    let pause = FIRST_POLL_MS;
    let waited = false;
    for (;;) {
      const attempt = await lock.acquireLock(lockKey, owner, this.lockTtlMs);
      if (attempt === 'unavailable') return work.fetch();
      if (attempt === 'acquired') {
        if (waited) this.countWait('lock-taken');
        let result: T | undefined;
        try {
          // Another process may have stored it between this one's miss and the lock.
          result = (await work.read()) ?? (await work.fetch());
          return result;
        } finally {
          if (result === undefined || work.keepsLock?.(result) !== true)
            await lock.releaseLock(lockKey, owner);
        }
      }
      const left = giveUpAt - Date.now();
      if (left <= 0) {
        this.countWait('gave-up');
        if (exclusive !== undefined) throw await exclusive.stuck(lockKey);
        return work.fetch();
      }
      waited = true;
      await sleep(Math.min(pause, left));
      pause = Math.min(pause * 2, MAX_POLL_MS);
      const stored = await work.read();
      if (stored !== undefined) {
        this.countWait('token-found');
        return stored;
      }
    }
  }

  /** Counts one wait for another process by how it ended (when the flight has a module to label it with). */
  private countWait(outcome: 'token-found' | 'lock-taken' | 'gave-up'): void {
    if (this.options.module !== undefined) recordTokenLockWait(this.options.module, outcome);
  }
}

/** The lock key beside a token's cache key: `<module>.token.<hash>` -> `<module>.token-lock.<hash>`. */
export function tokenLockKey(cacheKey: string): string {
  const dot = cacheKey.indexOf('.token.');
  return dot === -1
    ? `${cacheKey}.token-lock`
    : `${cacheKey.slice(0, dot)}.token-lock.${cacheKey.slice(dot + '.token.'.length)}`;
}
