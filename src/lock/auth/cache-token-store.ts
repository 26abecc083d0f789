import type { EncryptedTokenCache } from '../../common/token-cache/encrypted-token-cache';
import { tokenCacheKey } from '../../common/token-cache/token-cache-key';
import { LockToken } from '../data/lock-token';
import type { LockTokenStore } from './lock-token-store';

/**
 * Keeps tokens in the shared encrypted cache (`LOCK_OAUTH_TOKEN_STORE=cache`, the default), always as
 * ciphertext, under `lock.token.<sha256 of the account key>`, without expiry of its own (a host cache may still
 * apply its default TTL). The cache is the truth while it answers (so a token another process refreshed or
 * revoked is seen); when it is off or not available, the copy this process stored is used and the cache warns
 * once.
 */
export class CacheTokenStore implements LockTokenStore {
  private readonly inProcess = new Map<string, LockToken>();

  constructor(private readonly cache: EncryptedTokenCache | null) {}

  /** The token in the cache; the copy this process stored when the cache is off or not available; else null. */
  async get(accountKey: string): Promise<LockToken | null> {
    if (this.cache === null) return this.inProcess.get(accountKey) ?? null;
    const read = await this.cache.read(cacheKeyOf(accountKey));
    if (read.found) return tokenFrom(read.text);
    if (read.available) this.inProcess.delete(accountKey);
    return this.inProcess.get(accountKey) ?? null;
  }

  /** Stores the token in the cache and in this process. */
  async put(accountKey: string, token: LockToken): Promise<void> {
    this.inProcess.set(accountKey, token);
    await this.cache?.setText(cacheKeyOf(accountKey), JSON.stringify(token.toArray()));
  }

  /** Removes the token from the cache and from this process. */
  async forget(accountKey: string): Promise<void> {
    this.inProcess.delete(accountKey);
    await this.cache?.delete(cacheKeyOf(accountKey));
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
