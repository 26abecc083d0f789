import type { CrossProcessWork } from '../../common/auth/cross-process-flight';
import type { LockToken } from '../data/lock-token';
import type { LockTokenStore } from '../interfaces/lock-token-store.interface';

/**
 * What the module's own token stores add to `LockTokenStore`, so OAuth tokens can be kept in memory and
 * refreshed once across processes. A store of your own does without: it is read at every call.
 */
export interface CoordinatedTokenStore extends LockTokenStore {
  /**
   * How many times this process wrote the account key's token through the store (a token kept in memory since
   * an earlier count may be stale), or undefined when the store does not count (then nothing is kept).
   */
  writeCount(accountKey: string): number | undefined;
  /** Runs the refresh of the account key's token in one process at a time among those sharing the store. */
  refreshOnce<T>(accountKey: string, work: CrossProcessWork<T>): Promise<T>;
  /**
   * Marks the account's token as needing a new authorization (see `LockToken.withRefreshRefused`) only while it
   * still carries `refreshToken`, in one step no other write can come between; answers the token stored in the
   * end (the marked one, or the newer one another write stored), or null when none is. A store without it is not
   * marked (see `markRefusedIn`).
   */
  markRefused?(accountKey: string, refreshToken: string): Promise<LockToken | null>;
}

/** True for the module's own stores, which count their writes and coordinate refreshes. */
export function isCoordinatedTokenStore(store: LockTokenStore): store is CoordinatedTokenStore {
  const candidate = store as Partial<CoordinatedTokenStore>;
  return typeof candidate.writeCount === 'function' && typeof candidate.refreshOnce === 'function';
}

/**
 * Marks the account's token in `store` as needing a new authorization while it still carries `refreshToken` (see
 * `CoordinatedTokenStore.markRefused`), and answers the token stored in the end, or null. A store without that
 * conditional write (the shared cache, a store of your own) is only read: a read and a `put` could overwrite a newer
 * token another process stored in between, which would lock the account out. There the process that was refused
 * still never sends the refresh token again, and each other process learns of it from one refusal of its own.
 */
export async function markRefusedIn(
  store: LockTokenStore,
  accountKey: string,
  refreshToken: string,
): Promise<LockToken | null> {
  const coordinated = store as Partial<CoordinatedTokenStore>;
  if (typeof coordinated.markRefused === 'function') return coordinated.markRefused(accountKey, refreshToken);
  return store.get(accountKey);
}
