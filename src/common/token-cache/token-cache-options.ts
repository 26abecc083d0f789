import type { Keyv } from 'keyv';
import { isEnabled } from '../config/config-parsing';
import { TokenCipher } from '../crypto/token-cipher';
import { EncryptedTokenCache, EncryptedTokenCacheOptions } from './encrypted-token-cache';
import { HostCache, resolveTokenCacheStore } from './token-cache-store';

/** Token cache settings shared by every module (`<MODULE>_TOKEN_CACHE`, `<MODULE>_TOKEN_CACHE_STORE`). */
export interface TokenCacheOptions {
  /** False (or `false`, `0`, `off`, `no`) turns the shared cache off; the token stays in memory. Default on. */
  enabled?: boolean | string;
  /** `memory`, a `redis://` / `rediss://` URL, or a `Keyv` instance. Unset: the host's `CACHE_MANAGER`, else memory. */
  store?: string | Keyv;
  /** Encryption key (32 bytes in base64, `base64:` prefix allowed). Default: `APP_KEY`. */
  appKey?: string;
  /** Older keys that still decrypt. Default: `APP_PREVIOUS_KEYS` (comma-separated). */
  previousKeys?: string[];
}

/**
 * Builds a module's encrypted token cache from its settings, or null when the settings turn caching off.
 * Nothing is checked or connected here: trouble shows at the first use as the one "not available" warning, given
 * to `logger` (default: Nest's `Logger`).
 */
export function createEncryptedTokenCache(
  label: string,
  options: TokenCacheOptions,
  hostCache: HostCache | undefined,
  env: NodeJS.ProcessEnv,
  logger?: EncryptedTokenCacheOptions['logger'],
): EncryptedTokenCache | null {
  if (!isEnabled(options.enabled)) return null;
  return new EncryptedTokenCache({
    label,
    logger,
    store: () => resolveTokenCacheStore(options.store, hostCache),
    cipher: () =>
      new TokenCipher({
        key: options.appKey ?? env.APP_KEY,
        previousKeys: options.previousKeys ?? (env.APP_PREVIOUS_KEYS ?? '').split(','),
      }),
  });
}
