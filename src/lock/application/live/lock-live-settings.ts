import { maskUrlCredentials } from '../../../common/redaction/mask-url-credentials';
import { LockException } from '../../errors/lock.exception';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockDatabaseLocation } from '../persistence/lock-database-url';

/** The setting that chooses the transport of the live lock events. */
export const LOCK_LIVE_EVENTS_SETTING = 'LOCK_LIVE_EVENTS (option liveEvents)';

/** Where the live lock events travel, as the settings choose it. */
export type LockLiveTransportChoice =
  | { readonly kind: 'memory' }
  | { readonly kind: 'database' }
  | { readonly kind: 'redis'; readonly url: string };

const REDIS_URL = /^rediss?:\/\//i;

/**
 * The live events' setting (`LOCK_LIVE_EVENTS`, option `liveEvents`), read from the module's resolved options:
 * - `memory`: this process only (one instance);
 * - `database`: PostgreSQL `LISTEN/NOTIFY` on the lock database (`LOCK_DATABASE_URL` must be PostgreSQL);
 * - `redis`: Redis pub/sub on the token cache's Redis (`LOCK_TOKEN_CACHE_STORE`, which must be a `redis://` URL);
 * - a `redis://` or `rediss://` URL: Redis pub/sub on that server;
 * - unset: `database` when the lock database is PostgreSQL, else `redis` when the token cache is on Redis, else
 *   `memory`: what the instances already share carries their events.
 */
export class LockLiveSettings {
  /** The settings; private, so no inspect or JSON output shows a secret (a URL may carry a password). */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /** The transport. @throws LockException for a malformed value, or one that does not fit the other settings */
  transport(): LockLiveTransportChoice {
    const raw = this.#options.liveEvents;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      throw invalid(`expected "memory", "database", "redis" or a redis:// URL, got a ${typeof raw}.`);
    }
    const value = raw?.trim() ?? '';
    const word = value.toLowerCase();
    if (value === '') return this.defaultTransport();
    if (word === 'memory') return { kind: 'memory' };
    if (word === 'database') {
      if (this.postgres()) return { kind: 'database' };
      throw invalid(
        '"database" sends the events through PostgreSQL, but the lock database (LOCK_DATABASE_URL) is SQLite: ' +
          'use "memory" for one instance, or "redis" / a redis:// URL for several.',
      );
    }
    if (word === 'redis') {
      const url = this.tokenCacheRedisUrl();
      if (url !== undefined) return { kind: 'redis', url };
      throw invalid(
        '"redis" uses the token cache\'s Redis, but LOCK_TOKEN_CACHE_STORE is not a redis:// URL: set ' +
          'LOCK_LIVE_EVENTS to the Redis URL itself.',
      );
    }
    if (REDIS_URL.test(value)) {
      try {
        new URL(value);
      } catch {
        throw invalid(`"${maskUrlCredentials(value)}" is not a URL.`);
      }
      return { kind: 'redis', url: value };
    }
    throw invalid(
      `unknown value "${maskUrlCredentials(value)}": expected "memory", "database", "redis" or a redis:// URL.`,
    );
  }

  private defaultTransport(): LockLiveTransportChoice {
    if (this.postgres()) return { kind: 'database' };
    const url = this.tokenCacheRedisUrl();
    return url === undefined ? { kind: 'memory' } : { kind: 'redis', url };
  }

  /** Whether the lock database is PostgreSQL (a malformed URL is the database's to report: not PostgreSQL here). */
  private postgres(): boolean {
    try {
      return lockDatabaseLocation(this.#options.databaseUrl).dialect === 'postgres';
    } catch {
      return false;
    }
  }

  /** The token cache store when it is a Redis URL. */
  private tokenCacheRedisUrl(): string | undefined {
    const store = this.#options.tokenCache?.store;
    return typeof store === 'string' && REDIS_URL.test(store.trim()) ? store.trim() : undefined;
  }
}

function invalid(message: string): LockException {
  return new LockException(`Invalid lock setting ${LOCK_LIVE_EVENTS_SETTING}: ${message}`);
}
