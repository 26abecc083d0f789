import { createHash } from 'node:crypto';
import { AccountingModuleOptions } from '../src/accounting';
import { AccountingSandbox, AccountingSandboxOptions } from '../src/testing';
import { AccountingApp, startAccountingApp } from './support/accounting-app';
import { randomAppKey } from './support/delivery-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';
import { describeWithRedis, machineRedisProblem } from './support/describe-with-redis';
import {
  connectRedisReader,
  freePort,
  RedisReader,
  RedisServer,
  redisUrlFromEnv,
  startRedisServer,
} from './support/redis-server';
import { closeApp, describeWithRedisServer, OpenApps, useDedicatedRedis } from './support/redis-suite';

/**
 * The Accounting token cache against a real Redis (DESIGN §3, §4 Accounting, §6; accounting spec
 * Authentication 2).
 *
 * Most tests use a throw-away `redis-server` on its own port, so they may read (and empty) everything in it.
 * One test uses the machine's Redis (`REDIS_URL`, default redis://127.0.0.1:6379) and touches only its own key.
 * Without Redis the affected tests are skipped with one line saying why; with CI=true they fail instead.
 */

const UNAVAILABLE = 'Accounting token cache is not available, the token is kept in memory only: ';
const MACHINE_REDIS_URL = redisUrlFromEnv();
/** Sandbox tokens live 3600 s (its default); the cache keeps them 60 s less. */
const CACHED_MS = (3600 - 60) * 1000;
/** The cipher's format (DESIGN §3): `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const CIPHERTEXT = /v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+/;

const describeWithMachineRedis = describeWithRedis(machineRedisProblem(MACHINE_REDIS_URL));

/** DESIGN §4: `accounting.token.` + sha256 hex of `tokenUrl + "|" + clientKey`. */
function expectedKey(sandbox: AccountingSandbox): string {
  const identity = `${sandbox.tokenUrl}|${sandbox.clientKey}`;
  return `accounting.token.${createHash('sha256').update(identity).digest('hex')}`;
}

/** Every form of a secret that must not show up in the store. */
function secretForms(sandbox: AccountingSandbox): string[] {
  const { clientKey, subscriptionKey } = sandbox;
  const keys = subscriptionKey === null ? [clientKey] : [clientKey, subscriptionKey];
  return [
    ...keys,
    ...keys.map((key) => Buffer.from(key).toString('base64')),
    ...keys.map((key) => Buffer.from(key).toString('base64url')),
    encodeURIComponent(clientKey),
    JSON.stringify(clientKey).slice(1, -1),
    ...sandbox.issuedTokens,
    ...sandbox.issuedTokens.map((token) => Buffer.from(token).toString('base64')),
    ...sandbox.issuedTokens.map((token) => Buffer.from(token, 'base64url').toString('base64')),
    ...sandbox.issuedTokens.map((token) => Buffer.from(token, 'base64url').toString('hex')),
  ];
}

function expectNoSecrets(text: string, sandbox: AccountingSandbox): void {
  for (const secret of secretForms(sandbox)) {
    expect(text.includes(secret)).toBe(false);
  }
}

function authorizations(sandbox: AccountingSandbox): string[] {
  return sandbox.apiRequests().map((request) => request.headers.authorization);
}

describeWithRedisServer('Accounting token cache on a dedicated redis-server (e2e)', () => {
  jest.setTimeout(30_000);

  let sandbox: AccountingSandbox;
  let appKey: string;
  let restoreEnv: () => void = () => undefined;
  const sandboxes: AccountingSandbox[] = [];
  const redis = useDedicatedRedis();
  const apps = new OpenApps<AccountingApp>();

  const startSandbox = async (options: AccountingSandboxOptions = {}) => {
    const started = await AccountingSandbox.start(options);
    sandboxes.push(started);
    return started;
  };

  const start = async (
    tokenCache: NonNullable<AccountingModuleOptions['tokenCache']> = {},
    on: AccountingSandbox = sandbox,
  ) => {
    return apps.add(
      await startAccountingApp(on, { tokenCache: { store: redis.url, appKey, ...tokenCache } }),
    );
  };

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await startSandbox();
    appKey = randomAppKey();
  });

  afterEach(async () => {
    await apps.closeAll();
    for (const started of sandboxes.splice(0)) await started.close();
    restoreEnv();
  });

  it('keeps exactly one key, accounting.token.<sha256 of tokenUrl|clientKey>, and no secret anywhere', async () => {
    const app = await start();
    await app.api.getCompanyInfo();
    await app.api.getRelaties();
    await app.echo.getEchoResource();

    expect(sandbox.tokenRequests()).toHaveLength(1);
    const everything = await redis.reader.dump();
    expect([...everything.keys()]).toEqual([expectedKey(sandbox)]);
    const [key] = everything.keys();
    expect(key).toMatch(/^accounting\.token\.[0-9a-f]{64}$/);
    for (const [name, stored] of everything) {
      expectNoSecrets(name, sandbox);
      expectNoSecrets(stored, sandbox);
      expect(stored).toMatch(CIPHERTEXT);
    }
    expect(app.logger.warnings).toEqual([]);
  });

  it("stores Keyv's envelope around the ciphertext, and nothing else: { value: <ciphertext>, expires }", async () => {
    const app = await start();
    await app.api.getCompanyInfo();

    const stored = await redis.reader.get(expectedKey(sandbox));
    expect(stored).not.toBeNull();
    // Keyv's own format, so a host's Keyv reads the same key; the only payload in it is the cipher's output.
    const envelope = JSON.parse(stored ?? '') as Record<string, unknown>;
    expect(Object.keys(envelope).sort()).toEqual(['expires', 'value']);
    expect(envelope.value).toMatch(new RegExp(`^${CIPHERTEXT.source}$`));
    expect(typeof envelope.expires).toBe('number');
  });

  it('sets the key to expire after expires_in - 60 seconds', async () => {
    const app = await start();
    await app.api.getCompanyInfo();

    const pttl = await redis.reader.pttl(expectedKey(sandbox));
    expect(pttl).toBeGreaterThanOrEqual(CACHED_MS - 2000);
    expect(pttl).toBeLessThanOrEqual(CACHED_MS);
  });

  it('lets a second app with the same settings and APP_KEY use the token from Redis', async () => {
    const first = await start();
    await first.api.getCompanyInfo();
    await apps.closeAll();
    sandbox.clearRequests();

    const second = await start();
    await expect(second.api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
    await second.api.getArtikelen();

    expect(sandbox.tokenRequests()).toHaveLength(0);
    expect(authorizations(sandbox)).toEqual([
      `Bearer ${sandbox.issuedTokens[0]}`,
      `Bearer ${sandbox.issuedTokens[0]}`,
    ]);
    expect(second.logger.warnings).toEqual([]);
  });

  it('forgetToken() deletes the key; the next call fetches a new token and stores it', async () => {
    const app = await start();
    await app.api.getCompanyInfo();
    const key = expectedKey(sandbox);
    const firstValue = await redis.reader.get(key);
    expect(firstValue).not.toBeNull();

    await app.api.forgetToken();
    expect(await redis.reader.get(key)).toBeNull();
    expect(await redis.reader.keys()).toEqual([]);

    await app.api.getCompanyInfo();
    expect(sandbox.tokenRequests()).toHaveLength(2);
    expect(await redis.reader.keys()).toEqual([key]);
    const secondValue = await redis.reader.get(key);
    expect(secondValue).toMatch(CIPHERTEXT);
    expect(secondValue).not.toBe(firstValue);
    expect(authorizations(sandbox)).toEqual([
      `Bearer ${sandbox.issuedTokens[0]}`,
      `Bearer ${sandbox.issuedTokens[1]}`,
    ]);
    expectNoSecrets(secondValue ?? '', sandbox);
    expect(app.logger.warnings).toEqual([]);
  });

  it('with another APP_KEY cannot read it: one warning, a new token request, nothing thrown', async () => {
    const first = await start();
    await first.api.getCompanyInfo();
    await apps.closeAll();
    sandbox.clearRequests();

    const other = await start({ appKey: randomAppKey() });
    for (let call = 0; call < 4; call += 1) {
      await expect(other.api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
    }
    await expect(other.echo.getEchoResource()).resolves.toMatchObject({ success: true });

    expect(sandbox.tokenRequests()).toHaveLength(1);
    expect(sandbox.issuedTokens).toHaveLength(2);
    expect(new Set(authorizations(sandbox))).toEqual(new Set([`Bearer ${sandbox.issuedTokens[1]}`]));
    expect(other.logger.warnings).toHaveLength(1);
    expect(other.logger.warnings[0].startsWith(UNAVAILABLE)).toBe(true);
    expect(other.logger.warnings[0].length).toBeGreaterThan(UNAVAILABLE.length);
    expectNoSecrets(other.logger.warnings[0], sandbox);
    for (const [name, value] of await redis.reader.dump()) {
      expectNoSecrets(name, sandbox);
      expectNoSecrets(value, sandbox);
    }
  });

  it.each(['false', '0', 'off', 'no'])(
    'ACCOUNTING_TOKEN_CACHE=%s writes nothing to Redis; the token stays in memory',
    async (off) => {
      process.env.ACCOUNTING_TOKEN_CACHE = off;
      const app = await start();
      await app.api.getCompanyInfo();
      await app.api.getCompanyInfo();
      await app.api.forgetToken();
      await app.api.getCompanyInfo();

      expect(app.config.tokenCacheEnabled()).toBe(false);
      expect(await redis.reader.keys()).toEqual([]);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(app.logger.warnings).toEqual([]);
    },
  );

  it('does not store a token whose lifetime is at the 60 s margin', async () => {
    const shortLived = await startSandbox({ tokenLifetimeSeconds: 60 });
    const app = await start({}, shortLived);
    await app.api.getCompanyInfo();
    await app.api.getCompanyInfo();

    expect(await redis.reader.keys()).toEqual([]);
    expect(shortLived.apiRequests()).toHaveLength(2);
    expect(app.logger.warnings).toEqual([]);
  });

  it('stores a token living a few seconds over the margin, for those few seconds', async () => {
    const shortLived = await startSandbox({ tokenLifetimeSeconds: 65 });
    const app = await start({}, shortLived);
    await app.api.getCompanyInfo();

    const key = expectedKey(shortLived);
    expect(await redis.reader.keys()).toEqual([key]);
    const pttl = await redis.reader.pttl(key);
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(5000);
  });

  it('disconnects its Redis client when the module closes', async () => {
    expect(await redis.reader.otherClients()).toBe(0);
    const app = await start();
    await app.api.getCompanyInfo();
    expect(await redis.reader.otherClients()).toBe(1);

    await apps.closeAll();

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

    it('calls keep working with one warning over many calls, nothing thrown', async () => {
      ownRedis = await startRedisServer();
      const app = await start({ store: ownRedis.url });
      await app.api.getCompanyInfo();
      const ownReader = await connectRedisReader(ownRedis.url);
      expect(await ownReader.keys()).toEqual([expectedKey(sandbox)]);
      await ownReader.close();
      await ownRedis.stop();

      for (let call = 0; call < 10; call += 1) {
        await expect(app.api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
      }
      expect(sandbox.tokenRequests()).toHaveLength(1); // the instance kept its token

      for (let round = 0; round < 2; round += 1) {
        await expect(app.api.forgetToken()).resolves.toBeUndefined();
        for (let call = 0; call < 3; call += 1) {
          await expect(app.api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
        }
      }
      await expect(app.echo.postEchoResource()).resolves.toMatchObject({ success: true });
      expect(sandbox.tokenRequests()).toHaveLength(3);

      expect(app.logger.warnings).toHaveLength(1);
      expect(app.logger.warnings[0].startsWith(UNAVAILABLE)).toBe(true);
      expect(app.logger.errors).toEqual([]);

      await apps.closeAll();
    });
  });
});

describe('Accounting token cache with a Redis URL where nothing listens (e2e)', () => {
  jest.setTimeout(30_000);

  let sandbox: AccountingSandbox;
  let app: AccountingApp | undefined;
  let restoreEnv: () => void = () => undefined;

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await AccountingSandbox.start();
  });

  afterEach(async () => {
    await closeApp(app);
    app = undefined;
    await sandbox.close();
    restoreEnv();
  });

  it('boots, calls work, and one warning is logged', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    app = await startAccountingApp(sandbox, { tokenCache: { store: url } });

    for (let call = 0; call < 5; call += 1) {
      await expect(app.api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
    }
    await expect(app.api.forgetToken()).resolves.toBeUndefined();
    await expect(app.api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);

    expect(sandbox.tokenRequests()).toHaveLength(2);
    expect(app.logger.warnings).toHaveLength(1);
    expect(app.logger.warnings[0].startsWith(UNAVAILABLE)).toBe(true);
    expect(app.logger.warnings[0]).not.toContain(sandbox.clientKey);
  });
});

describeWithMachineRedis(`Accounting token cache on the machine's Redis (${MACHINE_REDIS_URL}) (e2e)`, () => {
  jest.setTimeout(30_000);

  let sandbox: AccountingSandbox;
  let reader: RedisReader;
  let app: AccountingApp | undefined;
  let restoreEnv: () => void = () => undefined;

  beforeAll(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    // The sandbox's random client key makes the key unique, so only this test's key is read and deleted.
    sandbox = await AccountingSandbox.start();
    reader = await connectRedisReader(MACHINE_REDIS_URL);
  });

  afterAll(async () => {
    await closeApp(app);
    await reader?.del(expectedKey(sandbox));
    await reader?.close();
    await sandbox?.close();
    restoreEnv();
  });

  it('stores the token encrypted under the hashed key and forgets it again', async () => {
    const key = expectedKey(sandbox);
    const before = new Set(await reader.keys('accounting.token.*'));
    expect(before.has(key)).toBe(false);

    app = await startAccountingApp(sandbox, { tokenCache: { store: MACHINE_REDIS_URL } });
    for (let call = 0; call < 3; call += 1) {
      await app.api.getCompanyInfo();
    }
    expect(sandbox.tokenRequests()).toHaveLength(1);

    const created = (await reader.keys('accounting.token.*')).filter((name) => !before.has(name));
    expect(created).toContain(key);
    const value = await reader.get(key);
    expect(value).toMatch(CIPHERTEXT);
    expectNoSecrets(value ?? '', sandbox);
    const pttl = await reader.pttl(key);
    expect(pttl).toBeGreaterThanOrEqual(CACHED_MS - 2000);
    expect(pttl).toBeLessThanOrEqual(CACHED_MS);

    await app.api.forgetToken();
    expect(await reader.get(key)).toBeNull();
    expect(app.logger.warnings).toEqual([]);
  });
});
