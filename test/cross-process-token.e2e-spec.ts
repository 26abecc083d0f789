import { Keyv } from 'keyv';
import KeyvRedis from '@keyv/redis';
import { LockToken } from '../src/lock';
import { TOKEN_LOCK_TTL_MS } from '../src/common/auth/cross-process-flight';
import { resolveTokenCacheStore } from '../src/common/token-cache/token-cache-store';
import { RunningSandboxes, startSandboxes } from '../src/testing';
import { BurstProcess } from './support/burst-process';
import { randomAppKey } from './support/delivery-app';
import { startLockApp } from './support/lock-app';
import { describeWithRedisServer, useDedicatedRedis } from './support/redis-suite';

/**
 * One token request per burst across processes that share a Redis token cache (issue 12, DESIGN §7): real
 * processes (test/support/token-burst-child.ts) booted from env variables, a throw-away redis-server, and the
 * sandboxes in this process counting token requests.
 */

/** Sandbox tokens of the Delivery and Accounting sandboxes live this long: the clients use them 3 s (60 s margin). */
const SHORT_LIFETIME_SECONDS = 63;
const TOKEN_PATH = /token/;

describeWithRedisServer('one token request per burst across processes (real processes, real Redis)', () => {
  const redis = useDedicatedRedis();
  let sandboxes: RunningSandboxes;
  const processes: BurstProcess[] = [];

  const envFor = (appKey: string): Record<string, string> => ({
    ...sandboxes.env,
    APP_KEY: appKey,
    DELIVERY_TOKEN_CACHE_STORE: redis.url,
    ACCOUNTING_TOKEN_CACHE_STORE: redis.url,
    LOCK_TOKEN_CACHE_STORE: redis.url,
  });

  const startProcesses = async (
    module: 'delivery' | 'accounting' | 'lock',
    count: number,
    calls: number,
    env: Record<string, string>,
  ): Promise<BurstProcess[]> => {
    const started = await Promise.all(
      Array.from({ length: count }, () => BurstProcess.start(module, calls, env)),
    );
    processes.push(...started);
    return started;
  };

  /** Starts a round in every process at once and collects what each came to. */
  const burst = async (group: BurstProcess[]) => {
    for (const process of group) process.go();
    return Promise.all(group.map((process) => process.result()));
  };

  beforeEach(async () => {
    sandboxes = await startSandboxes();
  });

  afterEach(async () => {
    await Promise.all(processes.splice(0).map((process) => process.close()));
    await sandboxes.close();
  });

  it('the Redis store lock: SET NX PX with the owner as value, released only by its owner', async () => {
    const store = resolveTokenCacheStore(redis.url, undefined);
    try {
      const lock = store.lock!;
      expect(await lock.acquire('delivery.token-lock.abc', 'owner-a', 5000)).toBe(true);
      expect(await lock.acquire('delivery.token-lock.abc', 'owner-b', 5000)).toBe(false);
      expect(await redis.reader.get('delivery.token-lock.abc')).toBe('owner-a');
      const ttl = await redis.reader.pttl('delivery.token-lock.abc');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(5000);
      await lock.release('delivery.token-lock.abc', 'owner-b');
      expect(await redis.reader.get('delivery.token-lock.abc')).toBe('owner-a');
      await lock.release('delivery.token-lock.abc', 'owner-a');
      expect(await redis.reader.get('delivery.token-lock.abc')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('a given Keyv on @keyv/redis and a host cache with a Redis store lend their lock; memory has none', async () => {
    const redisStore = new KeyvRedis(redis.url);
    const keyv = new Keyv({ store: redisStore });
    try {
      const given = resolveTokenCacheStore(keyv, undefined);
      expect(await given.lock!.acquire('x.token-lock.1', 'me', 1000)).toBe(true);
      const hostCache = {
        get: async () => undefined,
        set: async () => undefined,
        del: async () => true,
        stores: [keyv],
      };
      expect(
        await resolveTokenCacheStore(undefined, hostCache).lock!.acquire('x.token-lock.2', 'me', 1000),
      ).toBe(true);
      expect(resolveTokenCacheStore('memory', undefined).lock).toBeUndefined();
      expect(resolveTokenCacheStore(new Keyv(), undefined).lock).toBeUndefined();
    } finally {
      await redisStore.disconnect();
    }
  });

  it('Delivery: 5 processes x 50 first calls, token endpoint taking 100 ms: 1 token request per expiry', async () => {
    const { delivery } = sandboxes.sandboxes;
    delivery.setTokenLifetime(SHORT_LIFETIME_SECONDS);
    const group = await startProcesses('delivery', 5, 50, envFor(randomAppKey()));
    delivery.delayNext(100, 10, { path: TOKEN_PATH });

    const first = await burst(group);
    expect(first.map((round) => round.failed)).toEqual([[], [], [], [], []]);
    expect(first.map((round) => round.ok)).toEqual([50, 50, 50, 50, 50]);
    expect(delivery.tokenRequests()).toHaveLength(1);
    expect(await redis.reader.keys('delivery.token-lock.*')).toEqual([]);

    // Once the token has passed its use (3 s), the next burst makes one request again.
    await new Promise((resolve) => setTimeout(resolve, (SHORT_LIFETIME_SECONDS - 60) * 1000 + 500));
    const second = await burst(group);
    expect(second.map((round) => round.ok)).toEqual([50, 50, 50, 50, 50]);
    expect(delivery.tokenRequests()).toHaveLength(2);
  }, 120_000);

  it('Delivery: the holder killed mid-fetch blocks no one past the lock expiry, and no call fails', async () => {
    const { delivery } = sandboxes.sandboxes;
    const env = envFor(randomAppKey());
    const [holder] = await startProcesses('delivery', 1, 10, env);
    const waiters = await startProcesses('delivery', 4, 50, env);
    // The holder's token request never gets an answer.
    delivery.delayNext(600_000, 1, { path: TOKEN_PATH });

    holder.go();
    await until(() => delivery.tokenRequests().length === 1);
    const lockedAt = Date.now();
    expect(await redis.reader.keys('delivery.token-lock.*')).toHaveLength(1);
    for (const waiter of waiters) waiter.go();
    await new Promise((resolve) => setTimeout(resolve, 500));
    holder.kill();

    const rounds = await Promise.all(waiters.map((waiter) => waiter.result()));
    const finishedAt = Date.now();

    expect(rounds.map((round) => round.failed)).toEqual([[], [], [], []]);
    expect(rounds.map((round) => round.ok)).toEqual([50, 50, 50, 50]);
    // The lock expired TOKEN_LOCK_TTL_MS after the holder took it; the waiters then needed one quick token request.
    expect(finishedAt - lockedAt).toBeLessThan(TOKEN_LOCK_TTL_MS + 3000);
    const afterTheHolder = delivery.tokenRequests().length - 1;
    expect(afterTheHolder).toBeGreaterThanOrEqual(1);
    expect(afterTheHolder).toBeLessThanOrEqual(waiters.length);
  }, 120_000);

  it('Accounting: 3 processes x 50 first calls make 1 token request', async () => {
    const { accounting } = sandboxes.sandboxes;
    const group = await startProcesses('accounting', 3, 50, envFor(randomAppKey()));
    accounting.delayNext(100, 10, { path: TOKEN_PATH });

    const rounds = await burst(group);

    expect(rounds.map((round) => round.failed)).toEqual([[], [], []]);
    expect(accounting.tokenRequests()).toHaveLength(1);
  }, 120_000);

  it('Lock OAuth: 3 processes on an expired token spend its rotating refresh token once', async () => {
    const { lock } = sandboxes.sandboxes;
    const env: Record<string, string> = { ...envFor(randomAppKey()), LOCK_AUTH: 'oauth' };
    // Sign in once through the module, then let the stored token expire.
    const setup = await startLockApp(lock, {
      auth: 'oauth',
      oauth: { tokenStore: 'cache' },
      tokenCache: { store: redis.url, appKey: env.APP_KEY },
    });
    try {
      const token = await setup.lock.oauth().exchangeCode(lock.issueAuthorizationCode());
      await setup.tokenStore.put(
        'default',
        LockToken.fromArray({ ...token.toArray(), expires_at: new Date(Date.now() - 60_000).toISOString() }),
      );
    } finally {
      await setup.close();
    }
    const group = await startProcesses('lock', 3, 30, env);
    lock.delayNext(100, 10, { path: lock.tokenPath });
    lock.clearRequests();

    const rounds = await burst(group);

    expect(rounds.map((round) => round.failed)).toEqual([[], [], []]);
    expect(rounds.map((round) => round.ok)).toEqual([30, 30, 30]);
    expect(lock.refreshRequests()).toHaveLength(1);
  }, 120_000);
});

/** Resolves once the condition holds (checked every 20 ms), or rejects after 30 s. */
async function until(condition: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('the condition did not come true within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
