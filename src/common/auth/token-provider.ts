import type { IntegrationModuleName } from '../telemetry/integration-module';
import { recordTokenCacheLookup, recordTokenFetch } from '../telemetry/integration-metrics';
import type { CachedToken } from '../token-cache/cached-token';
import type { EncryptedTokenCache } from '../token-cache/encrypted-token-cache';
import { CrossProcessFlight } from './cross-process-flight';
import { SingleFlight } from './single-flight';

/** What a token endpoint answered. */
export interface IssuedToken {
  accessToken: string;
  /** Lifetime in seconds; when missing, the provider's default lifetime is assumed. */
  expiresIn?: number;
}

/** A token handed to a caller, with where it came from. */
export interface ProvidedToken {
  value: string;
  /**
   * True when the token was fetched from the endpoint for this call (alone or shared with concurrent callers);
   * false when the provider already had it (instance or cache). Clients use it for their 401 rule.
   */
  fresh: boolean;
}

/** How a token provider gets and keeps its token. */
export interface TokenProviderOptions {
  /** Asks the token endpoint for a new token. Its errors reach the caller unchanged. */
  fetchToken: () => Promise<IssuedToken>;
  /** The shared encrypted cache, or null when caching is off (the token is then kept in the instance only). */
  cache: EncryptedTokenCache | null;
  /** The cache key (see `tokenCacheKey`); called only when the cache is used. */
  cacheKey: () => string;
  /** Seconds before expiry at which the token stops being used; a token living this long or less is not cached. */
  marginSeconds: number;
  /** Lifetime in seconds assumed when the endpoint gives no `expires_in`. */
  defaultLifetimeSeconds: number;
  /** The clock, in epoch milliseconds (tests move it). */
  now?: () => number;
  /** Lifetime of the cross-process lock around a token request (shared Redis cache only). Default 5000 ms. */
  lockTtlMs?: number;
  /** The module the metrics of token fetches, cache lookups and lock waits are labelled with; left out: none. */
  module?: IntegrationModuleName;
}

/**
 * Hands out an access token from, in this order: the instance (memory), the encrypted cache, the token endpoint.
 * Concurrent callers that miss share one lookup and at most one token request (single flight); with a shared
 * Redis cache, so do the processes that share it (see `CrossProcessFlight`).
 */
export class TokenProvider {
  // Private (#), so no inspect output of a client shows the token it holds.
  #current?: CachedToken;
  private readonly flight = new SingleFlight<'token'>();
  private readonly crossProcess: CrossProcessFlight;
  private readonly now: () => number;

  constructor(private readonly options: TokenProviderOptions) {
    this.now = options.now ?? Date.now;
    this.crossProcess = new CrossProcessFlight(options.cache, {
      lockTtlMs: options.lockTtlMs,
      module: options.module,
    });
  }

  /** A usable token: the one the instance has, else the cached one, else a new one from the endpoint. */
  async get(): Promise<ProvidedToken> {
    if (this.#current && this.#current.usableUntil > this.now()) {
      return { value: this.#current.value, fresh: false };
    }
    return this.flight.run('token', () => this.lookUp());
  }

  /** The token the instance holds in memory (also one past its use), or undefined; no lookup is made. */
  held(): CachedToken | undefined {
    return this.#current;
  }

  /**
   * Drops the token when it is still the one that was rejected, so a late 401 on an old token does not throw
   * away a newer one that a concurrent caller already fetched.
   */
  async invalidate(rejected: string): Promise<void> {
    if (this.#current && this.#current.value !== rejected) return;
    await this.forget();
  }

  /** Drops the token in memory and in the cache; the next call asks the endpoint again. */
  async forget(): Promise<void> {
    this.#current = undefined;
    await this.options.cache?.delete(this.options.cacheKey());
  }

  private async lookUp(): Promise<ProvidedToken> {
    const cached = await this.readCache();
    if (cached) return { value: cached.value, fresh: false };
    let fetched = false;
    // Without a cache there is nothing to share: the flight fetches at once (and never calls the key).
    const token = await this.crossProcess.run(() => this.options.cacheKey(), {
      read: () => this.readCache(),
      fetch: () => {
        fetched = true;
        return this.fetchAndStore();
      },
    });
    return { value: token.value, fresh: fetched };
  }

  /** The cached token when it is still usable (and then also held in memory), else undefined. */
  private async readCache(): Promise<CachedToken | undefined> {
    const { cache, module } = this.options;
    if (!cache) return undefined;
    const cached = await cache.get(this.options.cacheKey());
    const usable = cached !== undefined && cached.usableUntil > this.now();
    if (module !== undefined) recordTokenCacheLookup(module, usable ? 'hit' : 'miss');
    if (!usable) return undefined;
    this.#current = cached;
    return cached;
  }

  /** Asks the endpoint, counting the fetch by its outcome. */
  private async fetchToken(): Promise<IssuedToken> {
    const { module } = this.options;
    if (module === undefined) return this.options.fetchToken();
    try {
      const issued = await this.options.fetchToken();
      recordTokenFetch(module, 'success');
      return issued;
    } catch (error) {
      recordTokenFetch(module, 'error');
      throw error;
    }
  }

  private async fetchAndStore(): Promise<CachedToken> {
    const issued = await this.fetchToken();
    const lifetimeSeconds = validLifetime(issued.expiresIn) ?? this.options.defaultLifetimeSeconds;
    const usableMs = (lifetimeSeconds - this.options.marginSeconds) * 1000;
    const token: CachedToken = { value: issued.accessToken, usableUntil: this.now() + usableMs };
    if (usableMs > 0) {
      this.#current = token;
      await this.options.cache?.set(this.options.cacheKey(), token, usableMs);
    } else {
      this.#current = undefined;
    }
    return token;
  }
}

function validLifetime(expiresIn: number | undefined): number | undefined {
  return typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn >= 0
    ? expiresIn
    : undefined;
}
