import type { CoordinatedTokenStore } from '../auth/coordinated-token-store';
import type { LockToken } from '../data/lock-token';

/**
 * The OAuth token store of the lock database (`LOCK_OAUTH_TOKEN_STORE=database`) as the client uses it: the
 * application's persistence provides it (`DatabaseTokenStore`, under `LOCK_DATABASE_TOKEN_STORE`), a client-only
 * `LockModule` has none.
 */
export interface LockDatabaseTokenStore extends CoordinatedTokenStore {
  /** Stores the token unless one is stored already; answers the one stored. */
  putIfAbsent(accountKey: string, token: LockToken): Promise<LockToken>;
  /** Checks that the store can be used. */
  verify(accountKey?: string): Promise<void>;
  /** The count of this process's writes of the account's token. */
  writeCount(accountKey: string): number;
  /** Marks the refresh token refused, unless another process replaced it; answers the token stored now. */
  markRefused(accountKey: string, refreshToken: string): Promise<LockToken | null>;
}
