/**
 * A short lock that every process sharing a store sees: what makes one token request per burst across processes.
 * It is an efficiency measure only; nothing may depend on it for correctness.
 */
export interface StoreLock {
  /** Takes the lock for `ttlMs` unless another owner holds it (`SET key owner NX PX ttlMs`); true when taken. */
  acquire(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Releases the lock if `owner` still holds it (compare-and-delete), so an expired holder never frees another's. */
  release(key: string, owner: string): Promise<void>;
}

/** The part of a node-redis client (what `@keyv/redis` connects) the lock uses. */
export interface RedisLockClient {
  set(
    key: string,
    value: string,
    options: { condition: 'NX'; expiration: { type: 'PX'; value: number } },
  ): Promise<unknown>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** Deletes the key only while it still holds the caller's owner value. */
const COMPARE_AND_DELETE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** The lock over a Redis client; `client()` resolves the connected client (`@keyv/redis`'s `getClient()`). */
export function redisStoreLock(client: () => Promise<RedisLockClient>): StoreLock {
  return {
    acquire: async (key, owner, ttlMs) => {
      const reply = await (
        await client()
      ).set(key, owner, {
        condition: 'NX',
        expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) },
      });
      return reply === 'OK';
    },
    release: async (key, owner) => {
      await (await client()).eval(COMPARE_AND_DELETE, { keys: [key], arguments: [owner] });
    },
  };
}

/** The part of `@keyv/redis`'s store the lock needs, recognised by shape (the package is an optional peer). */
interface KeyvRedisLike {
  getClient(): Promise<RedisLockClient>;
}

/**
 * The lock of a Keyv store when it is a Redis store (`@keyv/redis`), else undefined: other stores have no
 * atomic set-if-absent that every process sees.
 */
export function storeLockOfKeyvStore(store: unknown): StoreLock | undefined {
  if (!isKeyvRedis(store)) return undefined;
  return redisStoreLock(() => store.getClient());
}

function isKeyvRedis(store: unknown): store is KeyvRedisLike {
  const candidate = store as Partial<KeyvRedisLike & { createKeyPrefix: unknown }> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.getClient === 'function' &&
    typeof candidate.createKeyPrefix === 'function'
  );
}
