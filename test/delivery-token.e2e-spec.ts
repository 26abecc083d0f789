import { createHash } from 'node:crypto';
import { APP_KEY_HOW_TO } from '../src/common/token-cache/missing-app-key-warning';
import { Keyv } from 'keyv';
import { DeliveryException } from '../src/delivery';
import { DeliverySandbox } from '../src/testing';
import { DeliveryApp, randomAppKey, startDeliveryApp } from './support/delivery-app';

const FILTER = { functioneelId: 'INV-2026-0004' };
const UNAVAILABLE = 'Delivery token cache is not available, the token is kept in memory only: ';

/** The raw entry Keyv's default Map store keeps: the serialised `{ value, expires }`. */
function storedEntry(store: Keyv, key: string): { value: string; expires?: number } | undefined {
  const raw = (store.store as Map<string, string>).get(key);
  return raw === undefined ? undefined : JSON.parse(raw);
}

describe('Delivery token handling (e2e against the sandbox)', () => {
  let sandbox: DeliverySandbox;
  let store: Keyv;
  let appKey: string;
  const apps: DeliveryApp[] = [];

  const start = async (options: Parameters<typeof startDeliveryApp>[1] = {}) => {
    const app = await startDeliveryApp(sandbox, {
      ...options,
      tokenCache: { store, appKey, ...options.tokenCache },
    });
    apps.push(app);
    return app;
  };

  const expectedKey = () =>
    'delivery.token.' +
    createHash('sha256')
      .update(
        `${sandbox.authUrl}${sandbox.tokenPath.replace(/^\/auth/, '')}|${sandbox.clientId}|${sandbox.username}`,
      )
      .digest('hex');

  beforeEach(async () => {
    sandbox = await DeliverySandbox.start();
    store = new Keyv({ useKeyPrefix: false });
    appKey = randomAppKey();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
  });

  describe('lookup order: instance, cache, endpoint', () => {
    it('asks the endpoint once and then uses the token the instance has', async () => {
      const app = await start();
      await app.client.status(FILTER);
      await app.client.status(FILTER);
      await app.client.status(FILTER);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(new Set(sandbox.statusRequests().map((request) => request.headers.authorization))).toEqual(
        new Set([`Bearer ${sandbox.issuedTokens[0]}`]),
      );
    });

    it('uses the instance before the cache: a cleared cache does not cause a sign-in', async () => {
      const app = await start();
      await app.client.status(FILTER);
      await store.clear();
      await app.client.status(FILTER);
      expect(sandbox.tokenRequests()).toHaveLength(1);
    });

    it('takes the token from the cache in a new instance (another process) without signing in', async () => {
      await (await start()).client.status(FILTER);
      const second = await start();
      await second.client.status(FILTER);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.statusRequests()[1].headers.authorization).toBe(`Bearer ${sandbox.issuedTokens[0]}`);
    });

    it('signs in when neither the instance nor the cache has a token', async () => {
      await (await start()).client.status(FILTER);
      await store.clear();
      await (await start()).client.status(FILTER);
      expect(sandbox.tokenRequests()).toHaveLength(2);
    });
  });

  describe('the cached value', () => {
    it('is stored under delivery.token.<sha256 of token URL, client id and username>', async () => {
      await (await start()).client.status(FILTER);
      const keys = [...(store.store as Map<string, string>).keys()];
      expect(keys).toEqual([expectedKey()]);
      expect(keys[0]).toMatch(/^delivery\.token\.[0-9a-f]{64}$/);
      expect(keys[0]).not.toContain(sandbox.username);
    });

    it('is ciphertext: neither the token nor the account appears in the store', async () => {
      await (await start()).client.status(FILTER);
      const everything = JSON.stringify([...(store.store as Map<string, string>).entries()]);
      expect(everything).not.toContain(sandbox.issuedTokens[0]);
      expect(everything).not.toContain(sandbox.username);
      expect(everything).not.toContain(sandbox.password);
      expect(storedEntry(store, expectedKey())!.value).toMatch(/^v1\.[0-9a-f]{12}\./);
    });

    it('is different per username, so two accounts never share a token', async () => {
      await (await start()).client.status(FILTER);
      const other = await start({ username: 'someone-else' });
      await other.client.status(FILTER).catch(() => undefined);
      expect(sandbox.tokenRequests()).toHaveLength(2);
    });

    it('is not read by an instance with another APP_KEY: one warning, then it signs in itself', async () => {
      await (await start()).client.status(FILTER);
      const other = await start({ tokenCache: { appKey: randomAppKey() } });
      await other.client.status(FILTER);
      await other.client.status(FILTER);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(other.logger.warnings).toHaveLength(1);
      expect(other.logger.warnings[0]).toMatch(new RegExp(`^${UNAVAILABLE}.*written with an unknown key`));
    });
  });

  describe('lifetime and margin', () => {
    const cachedTtlSeconds = () => {
      const entry = storedEntry(store, expectedKey());
      return entry?.expires === undefined ? undefined : Math.round((entry.expires - Date.now()) / 1000);
    };

    it('caches a token until 60 seconds before it expires', async () => {
      sandbox.setTokenLifetime(3600);
      await (await start()).client.status(FILTER);
      expect(cachedTtlSeconds()).toBe(3540);
    });

    it('assumes 300 seconds when the token answer has no expires_in', async () => {
      sandbox.setTokenLifetime(null);
      await (await start()).client.status(FILTER);
      expect(cachedTtlSeconds()).toBe(240);
    });

    it.each([60, 30])(
      'does not cache a token living %i seconds, and signs in again on the next call',
      async (ttl) => {
        sandbox.setTokenLifetime(ttl);
        const app = await start();
        await app.client.status(FILTER);
        expect(storedEntry(store, expectedKey())).toBeUndefined();
        await app.client.status(FILTER);
        expect(sandbox.tokenRequests()).toHaveLength(2);
      },
    );

    it('caches a token living 61 seconds (for one second)', async () => {
      sandbox.setTokenLifetime(61);
      await (await start()).client.status(FILTER);
      expect(cachedTtlSeconds()).toBe(1);
    });
  });

  describe('single flight', () => {
    it('makes exactly one token request for 1,000 concurrent first calls', async () => {
      const app = await start();
      const results = await Promise.all(Array.from({ length: 1000 }, () => app.client.status(FILTER)));
      expect(results.every((messages) => messages.length === 1)).toBe(true);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.statusRequests()).toHaveLength(1000);
      // 1,000 real requests take 3-5 s on a busy 2-core machine: more than jest's default 5 s is allowed.
    }, 30_000);
  });

  describe('the repeat after a 401', () => {
    it('signs in again and repeats once when a token the instance had is refused', async () => {
      const app = await start();
      await app.client.status(FILTER);
      sandbox.revokeToken();
      const messages = await app.client.status(FILTER);
      expect(messages).toHaveLength(1);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.statusRequests()).toHaveLength(3);
      expect(sandbox.statusRequests()[2].headers.authorization).toBe(`Bearer ${sandbox.issuedTokens[1]}`);
    });

    it('signs in again and repeats once when a token from the cache is refused', async () => {
      await (await start()).client.status(FILTER);
      sandbox.expireTokens();
      const second = await start();
      await expect(second.client.status(FILTER)).resolves.toHaveLength(1);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(storedEntry(store, expectedKey())).toBeDefined();
    });

    it('throws DeliveryException 401 without a repeat when the token was fetched for this call', async () => {
      const app = await start();
      sandbox.failNext(1, 401, { error: 'missing role' }, { path: /\/status$/ });
      const error = await app.client.status(FILTER).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(401);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.statusRequests()).toHaveLength(1);
    });

    it('repeats only once: a second 401 is thrown as DeliveryException 401', async () => {
      const app = await start();
      await app.client.status(FILTER);
      sandbox.failNext(2, 401, { error: 'no access' }, { path: /\/status$/ });
      const error = await app.client.status(FILTER).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(401);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.statusRequests()).toHaveLength(3);
    });

    it('signs in once for many concurrent calls refused on the same old token', async () => {
      const app = await start();
      await app.client.status(FILTER);
      sandbox.revokeToken();
      const results = await Promise.all(Array.from({ length: 50 }, () => app.client.status(FILTER)));
      expect(results.every((messages) => messages.length === 1)).toBe(true);
      expect(sandbox.tokenRequests()).toHaveLength(2);
    });
  });

  describe('forgetToken()', () => {
    it('drops the token in memory and in the cache; the next call signs in again', async () => {
      const app = await start();
      await app.client.status(FILTER);
      await app.client.forgetToken();
      expect(storedEntry(store, expectedKey())).toBeUndefined();
      await app.client.status(FILTER);
      expect(sandbox.tokenRequests()).toHaveLength(2);
    });
  });

  describe('forgetToken() without a complete configuration', () => {
    it('does not throw: nothing can have been cached', async () => {
      const app = await start({ username: '', authUrl: '' });
      await expect(app.client.forgetToken()).resolves.toBeUndefined();
      expect(sandbox.requests).toHaveLength(0);
    });
  });

  describe('DELIVERY_TOKEN_CACHE=false', () => {
    it.each([false, 'false', '0', 'off', 'no'])(
      'with %p keeps the token in the instance only',
      async (enabled) => {
        const app = await start({ tokenCache: { enabled } });
        await app.client.status(FILTER);
        await app.client.status(FILTER);
        expect(store.store.size).toBe(0);
        expect(sandbox.tokenRequests()).toHaveLength(1);
        expect(app.logger.warnings).toEqual([]);
      },
    );
  });

  describe('a Keyv store with its own namespace', () => {
    it('keeps the host namespace as a prefix of the exact key', async () => {
      store = new Keyv({ namespace: 'host-app' });
      await (await start()).client.status(FILTER);
      expect([...(store.store as Map<string, string>).keys()]).toEqual([`host-app:${expectedKey()}`]);
    });
  });

  describe('cache trouble', () => {
    it('warns once when there is no APP_KEY, keeps the token in memory and never throws', async () => {
      const app = await startDeliveryApp(sandbox, { tokenCache: { store, appKey: '' } });
      apps.push(app);
      const previous = process.env.APP_KEY;
      delete process.env.APP_KEY;
      try {
        for (let call = 0; call < 5; call += 1) await app.client.status(FILTER);
        await app.client.forgetToken();
        await app.client.status(FILTER);
      } finally {
        if (previous !== undefined) process.env.APP_KEY = previous;
      }
      expect(app.logger.warnings).toEqual([
        `${UNAVAILABLE}APP_KEY is not set: ${APP_KEY_HOW_TO.replace('<MODULE>', 'DELIVERY')}`,
      ]);
      expect(store.store.size).toBe(0);
      expect(sandbox.tokenRequests()).toHaveLength(2);
    });

    it('warns once for an unknown store and works from memory', async () => {
      const app = await start({ tokenCache: { store: 'memcached://127.0.0.1:11211' } });
      await app.client.status(FILTER);
      await app.client.status(FILTER);
      expect(app.logger.warnings).toHaveLength(1);
      expect(app.logger.warnings[0]).toContain('unknown token cache store "memcached://127.0.0.1:11211"');
    });

    it('warns once when the cached value is not ciphertext of this app (tampered)', async () => {
      await (await start()).client.status(FILTER);
      const entry = storedEntry(store, expectedKey())!;
      const parts = entry.value.split('.');
      const ciphertext = Buffer.from(parts[4], 'base64url');
      ciphertext[0] ^= 0xff;
      parts[4] = ciphertext.toString('base64url');
      await store.set(expectedKey(), parts.join('.'));
      const second = await start();
      await second.client.status(FILTER);
      expect(second.logger.warnings).toHaveLength(1);
      expect(sandbox.tokenRequests()).toHaveLength(2);
    });
  });
});
