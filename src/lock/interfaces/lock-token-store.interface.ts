import type { LockToken } from '../data/lock-token';

/**
 * Where the Lock module keeps a token per account key: OAuth tokens (`LOCK_AUTH=oauth`) and, with
 * `LOCK_TOKEN_RESOLVER=store`, API tokens. Implement it to keep tokens elsewhere and pass it as the module's
 * `tokenStore` option.
 */
export interface LockTokenStore {
  /** The token stored for the account key, or null. */
  get(accountKey: string): Promise<LockToken | null>;
  /** Stores the token for the account key, replacing any earlier one. */
  put(accountKey: string, token: LockToken): Promise<void>;
  /** Removes the account key's token; nothing happens when there is none. */
  forget(accountKey: string): Promise<void>;
  /**
   * Checks that the account key's token is kept beyond this process (a shared store that answers, the last write
   * taken); throws `LockException` naming the problem. A store without this method is trusted.
   */
  verify?(accountKey: string): Promise<void>;
}
