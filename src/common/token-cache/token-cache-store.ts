import type KeyvRedis from '@keyv/redis';
import type { Keyv } from 'keyv';
import { requireOptionalPeer } from '../peers/optional-peer';
import { maskUrlCredentials } from '../redaction/mask-url-credentials';
import { StoreLock, storeLockOfKeyvStore } from './store-lock';

/** The minimal store the encrypted token cache writes to: strings in, strings out, TTL in milliseconds. */
export interface TokenCacheStore {
  /** What the store is, for warnings (never a URL with a password). */
  readonly description: string;
  /** True when other processes see what is stored (Redis, the host's cache, a given Keyv); false in memory. */
  readonly shared: boolean;
  /** A lock every process sharing the store sees (Redis stores only): coordinates token requests across them. */
  readonly lock?: StoreLock;
  get(key: string): Promise<string | undefined>;
  /** Stores the value for `ttlMs` milliseconds; left out: as long as the store keeps values. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections the store opened itself (a Redis client); a host's store is left alone. */
  close(): Promise<void>;
}

/** The host application's cache-manager `Cache` (what `CACHE_MANAGER` resolves to), as far as it is used here. */
export interface HostCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: string, ttl?: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
  /** cache-manager 6+: the Keyv stores behind the cache; a Redis one among them lends its lock. */
  readonly stores?: readonly { store?: unknown }[];
}

/**
 * Selects the store: a `Keyv` instance is used as given; `memory` is an in-process store; a `redis://` or
 * `rediss://` URL opens a Redis store (closed by `close()`); unset means the host's `CACHE_MANAGER` when the host
 * registered one, else an in-process store. Anything else throws an `Error` whose message names the problem.
 */
export function resolveTokenCacheStore(
  selection: string | Keyv | undefined,
  hostCache: HostCache | undefined,
  redisConnectTimeoutMs = 1000,
): TokenCacheStore {
  const { Keyv } = keyvPackage();
  if (selection instanceof Keyv) return keyvStore(selection, 'the given Keyv store', true, leaveOpen);
  const name = selection?.trim() ?? '';
  if (name === '') {
    return hostCache
      ? hostCacheStore(hostCache)
      : keyvStore(memoryKeyv(), 'the in-process memory store', false, leaveOpen);
  }
  if (name === 'memory') return keyvStore(memoryKeyv(), 'the in-process memory store', false, leaveOpen);
  if (/^rediss?:\/\//i.test(name)) {
    // Loaded at the first Redis store, so an app without one neither installs nor loads a Redis client.
    const { default: RedisStore } = requireOptionalPeer<typeof import('@keyv/redis')>(
      '@keyv/redis',
      'A Redis token cache store',
    );
    const redis = new RedisStore(name, {
      connectionTimeout: redisConnectTimeoutMs,
      throwOnConnectError: true,
      throwOnErrors: true,
    });
    const keyv = new Keyv({ store: redis, namespace: undefined, useKeyPrefix: false, throwOnErrors: true });
    return keyvStore(keyv, `the Redis store at ${describeRedisUrl(name)}`, true, () =>
      closeRedis(redis, redisConnectTimeoutMs),
    );
  }
  throw new Error(
    `unknown token cache store "${maskUrlCredentials(name)}" (expected "memory", a redis:// URL or a Keyv instance)`,
  );
}

/** The store packages, loaded when a store is chosen (the app's init), not when the package is imported. */
function keyvPackage(): typeof import('keyv') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('keyv') as typeof import('keyv');
}

function memoryKeyv(): Keyv {
  const { Keyv } = keyvPackage();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CacheableMemory } = require('cacheable') as typeof import('cacheable');
  return new Keyv({ store: new CacheableMemory(), namespace: undefined, useKeyPrefix: false });
}

const leaveOpen = async (): Promise<void> => undefined;

/**
 * Closes a Redis store: gracefully (pending replies first) when Redis answers in time, else by force, so a
 * module close (and a CLI's exit) never waits on a Redis that is down.
 */
async function closeRedis(redis: KeyvRedis<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const graceful = redis.disconnect().then(
    () => true,
    () => false,
  );
  const expired = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const closed = await Promise.race([graceful, expired]);
  clearTimeout(timer);
  if (!closed) await redis.disconnect(true).catch(() => undefined);
}

function keyvStore(
  keyv: Keyv,
  description: string,
  shared: boolean,
  close: () => Promise<void>,
): TokenCacheStore {
  // A Keyv without `throwOnErrors` answers undefined when its store fails and only emits 'error': an 'error'
  // during an operation makes that operation fail, so a broken store is never mistaken for an empty one.
  let errorCount = 0;
  let lastError: unknown;
  keyv.on('error', (error: unknown) => {
    errorCount += 1;
    lastError = error;
  });
  /** Throws the store's error when one was emitted since `before` (the error count when the operation began). */
  const throwIfFailedSince = (before: number): void => {
    if (errorCount !== before) throw lastError instanceof Error ? lastError : new Error(String(lastError));
  };
  return {
    description,
    shared,
    lock: shared ? storeLockOfKeyvStore(keyv.store) : undefined,
    get: async (key) => {
      const before = errorCount;
      const value: unknown = await keyv.get(key);
      throwIfFailedSince(before);
      return typeof value === 'string' ? value : undefined;
    },
    set: async (key, value, ttlMs) => {
      const before = errorCount;
      const stored = await keyv.set(key, value, ttlMs);
      throwIfFailedSince(before);
      if (stored === false) throw new Error('the store did not accept the value');
    },
    delete: async (key) => {
      const before = errorCount;
      await keyv.delete(key);
      throwIfFailedSince(before);
    },
    close,
  };
}

function hostCacheStore(cache: HostCache): TokenCacheStore {
  return {
    description: "the host application's CACHE_MANAGER",
    shared: true,
    lock: cache.stores?.map((keyv) => storeLockOfKeyvStore(keyv.store)).find((lock) => lock !== undefined),
    get: async (key) => {
      const value = await cache.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    set: async (key, value, ttlMs) => {
      await cache.set(key, value, ttlMs);
    },
    delete: async (key) => {
      await cache.del(key);
    },
    close: async () => undefined,
  };
}

function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'a Redis URL that does not parse';
  }
}
