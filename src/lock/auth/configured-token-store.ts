import type { CrossProcessWork } from '../../common/auth/cross-process-flight';
import type { EncryptedTokenCache } from '../../common/token-cache/encrypted-token-cache';
import type { LockToken } from '../data/lock-token';
import type { LockConfig } from '../support/lock-config';
import type { DatabaseTokenStore } from '../persistence/database-token-store';
import { CacheAdoptingTokenStore } from './cache-adopting-token-store';
import { CacheTokenStore } from './cache-token-store';
import { CoordinatedTokenStore, isCoordinatedTokenStore, markRefusedIn } from './coordinated-token-store';
import type { LockTokenStore } from './lock-token-store';
import { MemoryTokenStore } from './memory-token-store';

/**
 * The token store the settings select (`LOCK_OAUTH_TOKEN_STORE`: `cache`, `memory` or `database`, the default
 * with `LOCK_DATABASE_URL`), chosen at its first use, so an unknown value fails that use with `LockException` instead of the application's start.
 */
export class ConfiguredTokenStore implements CoordinatedTokenStore {
  private selected?: LockTokenStore;

  constructor(
    private readonly config: LockConfig,
    private readonly cache: EncryptedTokenCache | null,
    /** The store in the module's database. */
    private readonly database: DatabaseTokenStore,
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
      case 'database':
        // Tokens an earlier default kept in a shared token cache are taken over at their first read.
        return this.cache?.isShared()
          ? new CacheAdoptingTokenStore(this.database, new CacheTokenStore(this.cache))
          : this.database;
      case 'cache':
        return new CacheTokenStore(this.cache);
    }
  }
}
