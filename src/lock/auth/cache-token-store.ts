import { CrossProcessFlight, CrossProcessWork } from '../../common/auth/cross-process-flight';
import type { EncryptedTokenCache } from '../../common/token-cache/encrypted-token-cache';
import { tokenCacheKey } from '../../common/token-cache/token-cache-key';
import { LockToken } from '../data/lock-token';
import { LockException } from '../errors/lock.exception';
import type { CoordinatedTokenStore } from './coordinated-token-store';

/** What this process last wrote for an account key (`null`: forgotten), and whether the cache has it. */
interface LocalWrite {
  token: LockToken | null;
  synced: boolean;
}

/**
 * Keeps tokens in the shared encrypted cache (`LOCK_OAUTH_TOKEN_STORE=cache`, the default without a database
 * URL), always as ciphertext, under `lock.token.<sha256 of the account key>`, without expiry of its own (a host
 * cache may still apply its default TTL). While the cache answers it is the truth, so a token another process refreshed or
 * revoked is seen. A write the cache could not take (it was down) is kept in this process, used, and written to
 * the cache at the next read that finds it back, so an outage never brings back an older, spent token.
 */
export class CacheTokenStore implements CoordinatedTokenStore {
  private readonly local = new Map<string, LocalWrite>();
  private readonly writes = new Map<string, number>();
  private readonly flight: CrossProcessFlight;

  constructor(private readonly cache: EncryptedTokenCache | null) {
    this.flight = new CrossProcessFlight(cache, { module: 'lock' });
  }

  /** The account key's token: this process's write the cache has not taken yet, else the cache's, else null. */
  async get(accountKey: string): Promise<LockToken | null> {
    const written = this.local.get(accountKey);
    if (this.cache === null) return written?.token ?? null;
    if (written && !written.synced) {
      await this.writeThrough(accountKey, written);
      return written.token;
    }
    const read = await this.cache.read(cacheKeyOf(accountKey));
    // A put or forget that ran while the cache was read is newer than what the read found: it stays.
    const untouched = this.local.get(accountKey) === written;
    if (read.found) {
      const token = tokenFrom(read.text);
      // The cache's token is the newest this process knows: an outage later falls back to it.
      if (untouched) this.local.set(accountKey, { token, synced: true });
      return token;
    }
    if (read.available) {
      if (untouched) this.local.delete(accountKey);
      return null;
    }
    return written?.token ?? null;
  }

  /**
   * Throws `LockException` unless the account key's token outlives this process: the cache is on, its store is
   * shared and has an encryption key, it answers, and it took this process's last write of the key.
   */
  async verify(accountKey: string): Promise<void> {
    if (this.cache === null) {
      throw new LockException(
        'The token cache is switched off (LOCK_TOKEN_CACHE), so tokens are kept in this process only.',
      );
    }
    if (!this.cache.isShared()) {
      throw new LockException(
        'The token cache keeps tokens in this process only: set APP_KEY and LOCK_TOKEN_CACHE_STORE to a redis:// URL.',
      );
    }
    const written = this.local.get(accountKey);
    const read = await this.cache.read(cacheKeyOf(accountKey));
    if (!read.found && !read.available) {
      throw new LockException(`The token cache is not available: ${read.reason}`);
    }
    if (written && !written.synced) {
      throw new LockException(`The token cache did not take the token of lock account "${accountKey}".`);
    }
  }

  /**
   * Runs the refresh of the account key's token in one process at a time among those sharing the cache, under
   * the lock `lock.token-lock.<hash>` (see `CrossProcessFlight`); without a shared Redis cache, at once.
   */
  refreshOnce<T>(accountKey: string, work: CrossProcessWork<T>): Promise<T> {
    return this.flight.run(() => cacheKeyOf(accountKey), work);
  }

  /**
   * How many times this process wrote the account key's token (put, forget): a token kept in memory since an
   * earlier count may be stale.
   */
  writeCount(accountKey: string): number {
    return this.writes.get(accountKey) ?? 0;
  }

  /** Stores the token in the cache (and in this process, until the cache has it). */
  async put(accountKey: string, token: LockToken): Promise<void> {
    await this.writeThrough(accountKey, { token, synced: false });
  }

  /** Removes the token from the cache (and from this process). */
  async forget(accountKey: string): Promise<void> {
    await this.writeThrough(accountKey, { token: null, synced: false });
  }

  private async writeThrough(accountKey: string, write: LocalWrite): Promise<void> {
    this.writes.set(accountKey, this.writeCount(accountKey) + 1);
    this.local.set(accountKey, write);
    if (this.cache === null) return;
    const key = cacheKeyOf(accountKey);
    write.synced =
      write.token === null
        ? await this.cache.delete(key)
        : await this.cache.setText(key, JSON.stringify(write.token.toArray()));
  }
}

/** The cache key of an account's stored token. */
export function cacheKeyOf(accountKey: string): string {
  return tokenCacheKey('lock', [accountKey]);
}

/** The token of a stored value, or null when the value is no token. */
function tokenFrom(text: string): LockToken | null {
  try {
    return LockToken.fromArray(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return null;
  }
}
