import { createHash, randomBytes } from 'node:crypto';
import { DeliverySandbox } from '../src/testing';
import { DeliveryApp, randomAppKey, startDeliveryApp } from './support/delivery-app';
import { describeWithRedis, machineRedisProblem } from './support/describe-with-redis';
import {
  connectRedisReader,
  freePort,
  RedisReader,
  RedisServer,
  redisUrlFromEnv,
  startRedisServer,
} from './support/redis-server';
import {
  closeApp,
  describeWithRedisServer,
  OpenApps,
  useDedicatedRedis,
  within,
} from './support/redis-suite';

/**
 * The Delivery token cache against a real Redis (DESIGN §3, delivery spec Authentication 4–6).
 *
 * Most tests use a throw-away `redis-server` on its own port, so they may read (and empty) everything in it.
 * One test uses the machine's Redis (`REDIS_URL`, default redis://127.0.0.1:6379) and touches only its own key.
 * Without Redis the affected tests are skipped with one line saying why; with CI=true they fail instead.
 */

const FILTER = { functioneelId: 'INV-2026-0004' };
const UNAVAILABLE = 'Delivery token cache is not available, the token is kept in memory only: ';
const MACHINE_REDIS_URL = redisUrlFromEnv();
/** Sandbox tokens live 300 s; the cache keeps them 60 s less. */
const CACHED_MS = (300 - 60) * 1000;

const describeWithMachineRedis = describeWithRedis(machineRedisProblem(MACHINE_REDIS_URL));

function expectedKey(sandbox: DeliverySandbox): string {
  const identity = `${sandbox.authUrl}/realms/${sandbox.realm}/protocol/openid-connect/token|${sandbox.clientId}|${sandbox.username}`;
  return `delivery.token.${createHash('sha256').update(identity).digest('hex')}`;
}

/** Every form of a secret that must not show up in the store. */
function secretForms(sandbox: DeliverySandbox): string[] {
  const password = sandbox.password;
  return [
    ...sandbox.issuedTokens,
    sandbox.username,
    password,
    encodeURIComponent(password),
    JSON.stringify(password).slice(1, -1),
    Buffer.from(password).toString('base64'),
    ...sandbox.issuedTokens.map((token) => Buffer.from(token).toString('base64')),
  ];
}

function expectNoSecrets(text: string, sandbox: DeliverySandbox): void {
  for (const secret of secretForms(sandbox)) {
    expect(text.includes(secret)).toBe(false);
  }
}

function uniqueUsername(): string {
  return `redis-e2e-${randomBytes(6).toString('hex')}`;
}

describeWithRedisServer('Delivery token cache on a dedicated redis-server (e2e)', () => {
  jest.setTimeout(30_000);

  let sandbox: DeliverySandbox;
  let appKey: string;
  const redis = useDedicatedRedis();
  const apps = new OpenApps<DeliveryApp>();

  const start = async (tokenCache: { appKey?: string; previousKeys?: string[]; store?: string } = {}) => {
    return apps.add(
      await startDeliveryApp(sandbox, { tokenCache: { store: redis.url, appKey, ...tokenCache } }),
    );
  };

  beforeEach(async () => {
    sandbox = await DeliverySandbox.start({ username: uniqueUsername() });
    appKey = randomAppKey();
  });

  afterEach(async () => {
    await apps.closeAll();
    await sandbox.close();
  });

  it('keeps only ciphertext in Redis, under the hashed key, for expires_in - 60 s', async () => {
    const app = await start();
    for (let call = 0; call < 4; call += 1) {
      await app.client.status(FILTER);
    }
    await app.client.status({ debiteurKVK: '12345678' });

    expect(sandbox.tokenRequests()).toHaveLength(1);
    expect(sandbox.issuedTokens).toHaveLength(1);
    const everything = await redis.reader.dump();
    expect([...everything.keys()]).toEqual([expectedKey(sandbox)]);
    const [key] = everything.keys();
    expect(key).not.toContain(sandbox.username);
    expect(key).toMatch(/^delivery\.token\.[0-9a-f]{64}$/);
    for (const [name, value] of everything) {
      expectNoSecrets(name, sandbox);
      expectNoSecrets(value, sandbox);
      // The cipher's format: v1.<key id>.<iv>.<tag>.<ciphertext>.
      expect(value).toMatch(/v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+/);
    }
    const pttl = await redis.reader.pttl(key);
    expect(pttl).toBeGreaterThanOrEqual(CACHED_MS - 2000);
    expect(pttl).toBeLessThanOrEqual(CACHED_MS);
    expect(app.logger.warnings).toEqual([]);
  });

  it('lets a second instance with the same APP_KEY use the token from Redis', async () => {
    const first = await start();
    await first.client.status(FILTER);
    await apps.closeAll();
    sandbox.clearRequests();

    const second = await start();
    const messages = await second.client.status(FILTER);

    expect(messages.length).toBeGreaterThan(0);
    expect(sandbox.tokenRequests()).toHaveLength(0);
    expect(sandbox.statusRequests().map((request) => request.headers.authorization)).toEqual([
      `Bearer ${sandbox.issuedTokens[0]}`,
    ]);
    expect(second.logger.warnings).toEqual([]);
  });

  it('with another APP_KEY cannot decrypt: one warning, signs in itself, calls keep working', async () => {
    const first = await start();
    await first.client.status(FILTER);
    await apps.closeAll();
    sandbox.clearRequests();

    const other = await start({ appKey: randomAppKey() });
    for (let call = 0; call < 5; call += 1) {
      await expect(other.client.status(FILTER)).resolves.toEqual(expect.any(Array));
    }

    expect(sandbox.tokenRequests()).toHaveLength(1);
    expect(sandbox.issuedTokens).toHaveLength(2);
    expect(other.logger.warnings).toHaveLength(1);
    expect(other.logger.warnings[0].startsWith(UNAVAILABLE)).toBe(true);
    expect(other.logger.warnings[0].length).toBeGreaterThan(UNAVAILABLE.length);
    for (const [name, value] of await redis.reader.dump()) {
      expectNoSecrets(name, sandbox);
      expectNoSecrets(value, sandbox);
    }
  });

  it('forgetToken() removes the key from Redis; the next call signs in and stores it again', async () => {
    const app = await start();
    await app.client.status(FILTER);
    const key = expectedKey(sandbox);
    expect(await redis.reader.get(key)).not.toBeNull();

    await app.client.forgetToken();
    expect(await redis.reader.get(key)).toBeNull();
    expect(await redis.reader.keys()).toEqual([]);

    await app.client.status(FILTER);
    expect(sandbox.tokenRequests()).toHaveLength(2);
    expect(await redis.reader.keys()).toEqual([key]);
    expect(app.logger.warnings).toEqual([]);
  });

  it('reads a value written under a previous key (APP_PREVIOUS_KEYS) without a token request', async () => {
    const oldKey = appKey;
    const first = await start({ appKey: oldKey });
    await first.client.status(FILTER);
    await apps.closeAll();
    sandbox.clearRequests();

    const rotated = await start({ appKey: randomAppKey(), previousKeys: [oldKey] });
    await rotated.client.status(FILTER);
    await rotated.client.status(FILTER);

    expect(sandbox.tokenRequests()).toHaveLength(0);
    expect(sandbox.statusRequests().map((request) => request.headers.authorization)).toEqual([
      `Bearer ${sandbox.issuedTokens[0]}`,
      `Bearer ${sandbox.issuedTokens[0]}`,
    ]);
    expect(rotated.logger.warnings).toEqual([]);
  });

  it('disconnects its Redis client when the module closes', async () => {
    expect(await redis.reader.otherClients()).toBe(0);
    const app = await start();
    await app.client.status(FILTER);
    expect(await redis.reader.otherClients()).toBe(1);

    await apps.closeAll();

    // The server notices the closed connection right away; allow it a moment, bounded.
    const deadline = Date.now() + 3000;
    while ((await redis.reader.otherClients()) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await redis.reader.otherClients()).toBe(0);
  });

  describe('when Redis goes away mid-run', () => {
    let ownRedis: RedisServer | undefined;

    afterEach(async () => {
      await ownRedis?.stop();
      ownRedis = undefined;
    });

    /** Starts an app on a Redis of its own, makes one call (token cached), then stops that Redis. */
    const startThenStopRedis = async () => {
      ownRedis = await startRedisServer();
      const app = await start({ store: ownRedis.url });
      await app.client.status(FILTER);
      const ownReader = await connectRedisReader(ownRedis.url);
      expect(await ownReader.keys()).toEqual([expectedKey(sandbox)]);
      await ownReader.close();
      await ownRedis.stop();
      return { app };
    };

    it('keeps working: one warning over many calls, nothing thrown', async () => {
      const { app } = await startThenStopRedis();

      for (let call = 0; call < 10; call += 1) {
        await expect(app.client.status(FILTER)).resolves.toEqual(expect.any(Array));
      }
      expect(sandbox.tokenRequests()).toHaveLength(1); // the instance kept its token

      for (let round = 0; round < 2; round += 1) {
        await expect(app.client.forgetToken()).resolves.toBeUndefined();
        for (let call = 0; call < 5; call += 1) {
          await expect(app.client.status(FILTER)).resolves.toEqual(expect.any(Array));
        }
      }
      expect(sandbox.tokenRequests()).toHaveLength(3);

      expect(app.logger.warnings).toHaveLength(1);
      expect(app.logger.warnings[0].startsWith(UNAVAILABLE)).toBe(true);
      expect(app.logger.errors).toEqual([]);

      await apps.closeAll();
    });

    // A cache operation that timed out for the cache stays queued in the Redis client; a graceful close would
    // wait for its reply forever, so the store closes by force when Redis does not answer (a CLI must exit).
    it('closes the module while Redis is down', async () => {
      const { app } = await startThenStopRedis();
      apps.forget(app); // closed here, not in afterEach
      await app.client.forgetToken(); // may be rejected at once while the client notices the outage
      await app.client.forgetToken(); // waits in the client's offline queue
      // Bounded; if it does not finish, the stuck client holds no socket or timer, so jest still exits.
      await within(5_000, 'closing the module while Redis is down', app.close());
    });
  });
});

describe('Delivery token cache with a Redis URL where nothing listens (e2e)', () => {
  jest.setTimeout(30_000);

  let sandbox: DeliverySandbox;
  let app: DeliveryApp | undefined;

  beforeEach(async () => {
    sandbox = await DeliverySandbox.start();
  });

  afterEach(async () => {
    await closeApp(app);
    app = undefined;
    await sandbox.close();
  });

  it('boots, calls work, and one warning is logged', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    app = await startDeliveryApp(sandbox, { tokenCache: { store: url } });

    for (let call = 0; call < 5; call += 1) {
      await expect(app.client.status(FILTER)).resolves.toEqual(expect.any(Array));
    }
    await expect(app.client.forgetToken()).resolves.toBeUndefined();
    await expect(app.client.status(FILTER)).resolves.toEqual(expect.any(Array));

    expect(sandbox.tokenRequests()).toHaveLength(2);
    expect(app.logger.warnings).toHaveLength(1);
    expect(app.logger.warnings[0].startsWith(UNAVAILABLE)).toBe(true);
    expect(app.logger.warnings[0]).not.toContain(sandbox.password);
  });
});

describeWithMachineRedis(`Delivery token cache on the machine's Redis (${MACHINE_REDIS_URL}) (e2e)`, () => {
  jest.setTimeout(30_000);

  let sandbox: DeliverySandbox;
  let reader: RedisReader;
  let app: DeliveryApp | undefined;

  beforeAll(async () => {
    // A username of its own makes the key unique, so only this test's key is read and deleted.
    sandbox = await DeliverySandbox.start({ username: uniqueUsername() });
    reader = await connectRedisReader(MACHINE_REDIS_URL);
  });

  afterAll(async () => {
    await closeApp(app);
    await reader?.del(expectedKey(sandbox));
    await reader?.close();
    await sandbox?.close();
  });

  it('stores the token encrypted under the hashed key and forgets it again', async () => {
    const key = expectedKey(sandbox);
    const before = new Set(await reader.keys('delivery.token.*'));
    expect(before.has(key)).toBe(false);

    app = await startDeliveryApp(sandbox, { tokenCache: { store: MACHINE_REDIS_URL } });
    for (let call = 0; call < 3; call += 1) {
      await app.client.status(FILTER);
    }
    expect(sandbox.tokenRequests()).toHaveLength(1);

    const created = (await reader.keys('delivery.token.*')).filter((name) => !before.has(name));
    expect(created).toContain(key);
    for (const name of created) expect(name).not.toContain(sandbox.username);
    const value = await reader.get(key);
    expect(value).not.toBeNull();
    expectNoSecrets(value ?? '', sandbox);
    const pttl = await reader.pttl(key);
    expect(pttl).toBeGreaterThanOrEqual(CACHED_MS - 2000);
    expect(pttl).toBeLessThanOrEqual(CACHED_MS);

    await app.client.forgetToken();
    expect(await reader.get(key)).toBeNull();
    expect(app.logger.warnings).toEqual([]);
  });
});
