import type { CrossProcessWork } from '../../common/auth/cross-process-flight';
import type { LockTokenStore } from './lock-token-store';

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
}

/** True for the module's own stores, which count their writes and coordinate refreshes. */
export function isCoordinatedTokenStore(store: LockTokenStore): store is CoordinatedTokenStore {
  const candidate = store as Partial<CoordinatedTokenStore>;
  return typeof candidate.writeCount === 'function' && typeof candidate.refreshOnce === 'function';
}
