import type { CrossProcessWork } from '../../common/auth/cross-process-flight';
import type { LockToken } from '../data/lock-token';
import type { LockDatabaseTokenStore } from '../interfaces/lock-database-token-store.interface';
import type { CacheTokenStore } from './cache-token-store';
import type { CoordinatedTokenStore } from './coordinated-token-store';

/**
 * The database token store that takes over a token still kept in the shared token cache (where the default store
 * kept tokens before `LOCK_DATABASE_URL` made the database the default): at the first read that finds no row, the
 * cache's token is stored in the database (unless a process stored one meanwhile) and removed from the cache, so
 * an upgrade loses no authorization. Everything else is the database store's.
 */
export class CacheAdoptingTokenStore implements CoordinatedTokenStore {
  constructor(
    private readonly database: LockDatabaseTokenStore,
    private readonly cache: CacheTokenStore,
  ) {}

  /** The database's token, else the cache's (moved to the database), else null. */
  async get(accountKey: string): Promise<LockToken | null> {
    const stored = await this.database.get(accountKey);
    if (stored !== null) return stored;
    const cached = await this.cache.get(accountKey);
    if (cached === null) return null;
    const adopted = await this.database.putIfAbsent(accountKey, cached);
    await this.cache.forget(accountKey);
    return adopted;
  }

  /** Stores the token in the database. */
  put(accountKey: string, token: LockToken): Promise<void> {
    return this.database.put(accountKey, token);
  }

  /** Removes the token from the database, and any copy left in the cache. */
  async forget(accountKey: string): Promise<void> {
    await this.database.forget(accountKey);
    await this.cache.forget(accountKey);
  }

  /** See `LockDatabaseTokenStore.verify`. */
  verify(accountKey: string): Promise<void> {
    return this.database.verify(accountKey);
  }

  /** See `LockDatabaseTokenStore.writeCount`. */
  writeCount(accountKey: string): number {
    return this.database.writeCount(accountKey);
  }

  /** See `LockDatabaseTokenStore.markRefused`. */
  markRefused(accountKey: string, refreshToken: string): Promise<LockToken | null> {
    return this.database.markRefused(accountKey, refreshToken);
  }

  /** See `LockDatabaseTokenStore.refreshOnce`. */
  refreshOnce<T>(accountKey: string, work: CrossProcessWork<T>): Promise<T> {
    return this.database.refreshOnce(accountKey, work);
  }
}
