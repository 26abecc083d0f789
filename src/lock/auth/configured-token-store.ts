import type { CrossProcessWork } from '../../common/auth/cross-process-flight';
import type { EncryptedTokenCache } from '../../common/token-cache/encrypted-token-cache';
import type { LockToken } from '../data/lock-token';
import { LockException } from '../errors/lock.exception';
import type { LockDatabaseTokenStore } from '../interfaces/lock-database-token-store.interface';
import type { LockAuthSettings } from './lock-auth-settings';
import { CacheAdoptingTokenStore } from './cache-adopting-token-store';
import { CacheTokenStore } from './cache-token-store';
import { CoordinatedTokenStore, isCoordinatedTokenStore, markRefusedIn } from './coordinated-token-store';
import type { LockTokenStore } from '../interfaces/lock-token-store.interface';
import { MemoryTokenStore } from './memory-token-store';

/**
 * The token store the settings select (`LOCK_OAUTH_TOKEN_STORE`: `cache`, `memory` or `database`, the default
 * with `LOCK_DATABASE_URL`), chosen at its first use, so an unknown value fails that use with `LockException` instead of the application's start.
 */
export class ConfiguredTokenStore implements CoordinatedTokenStore {
  private selected?: LockTokenStore;

  constructor(
    private readonly config: LockAuthSettings,
    private readonly cache: EncryptedTokenCache | null,
    /** The store in the module's database; null in a client-only `LockModule`, which has no database. */
    private readonly database: LockDatabaseTokenStore | null,
  ) {}

  /** The token stored for the account key, or null. */
  async get(accountKey: string): Promise<LockToken | null> {
    return this.store().get(accountKey);
  }

  /** Stores the token for the account key. */
  async put(accountKey: string, token: LockToken): Promise<void> {
    return this.store().put(accountKey, token);
  }

  /** Removes the account key's token. */
  async forget(accountKey: string): Promise<void> {
    return this.store().forget(accountKey);
  }

  /** Checks the selected store (see `LockTokenStore.verify`). @throws LockException for an unknown store */
  async verify(accountKey: string): Promise<void> {
    await this.store().verify?.(accountKey);
  }

  /** The selected store's count of this process's writes (see `CoordinatedTokenStore`), when it keeps one. */
  writeCount(accountKey: string): number | undefined {
    const store = this.store();
    return isCoordinatedTokenStore(store) ? store.writeCount(accountKey) : undefined;
  }

  /** Marks the token through the selected store's conditional write, when it has one (see `markRefusedIn`). */
  async markRefused(accountKey: string, refreshToken: string): Promise<LockToken | null> {
    return markRefusedIn(this.store(), accountKey, refreshToken);
  }

  /** Runs the refresh through the selected store's cross-process lock, when it has one; else at once. */
  refreshOnce<T>(accountKey: string, work: CrossProcessWork<T>): Promise<T> {
    const store = this.store();
    return isCoordinatedTokenStore(store) ? store.refreshOnce(accountKey, work) : work.fetch();
  }

  private store(): LockTokenStore {
    this.selected ??= this.select();
    return this.selected;
  }

  private select(): LockTokenStore {
    switch (this.config.tokenStore()) {
      case 'memory':
        return new MemoryTokenStore();
      case 'database': {
        const database = this.databaseStore();
        // Tokens an earlier default kept in a shared token cache are taken over at their first read.
        return this.cache?.isShared()
          ? new CacheAdoptingTokenStore(database, new CacheTokenStore(this.cache))
          : database;
      }
      case 'cache':
        return new CacheTokenStore(this.cache);
    }
  }

  private databaseStore(): LockDatabaseTokenStore {
    if (this.database !== null) return this.database;
    throw new LockException(
      'Invalid lock setting: LOCK_OAUTH_TOKEN_STORE (option oauth.tokenStore) is "database", but this LockModule ' +
        'is client-only (clientOnly: true) and has no lock database. Choose "cache" or "memory", or register the ' +
        'module without clientOnly.',
    );
  }
}
