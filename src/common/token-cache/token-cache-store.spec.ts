import * as net from 'node:net';
import { Keyv } from 'keyv';
import { HostCache, resolveTokenCacheStore } from './token-cache-store';

const KEY = 'delivery.token.0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/** A host cache-manager double over a Map, recording calls. */
function hostCache() {
  const data = new Map<string, unknown>();
  const cache = {
    get: jest.fn(async (key: string) => data.get(key)),
    set: jest.fn(async (key: string, value: unknown, _ttl?: number) => {
      data.set(key, value);
      return value;
    }),
    del: jest.fn(async (key: string) => data.delete(key)),
  };
  return { cache: cache as typeof cache & HostCache, data };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('resolveTokenCacheStore', () => {
  describe('a Keyv instance', () => {
    it('is used as given, with the exact key and the value as a string', async () => {
      const keyv = new Keyv();
      const store = resolveTokenCacheStore(keyv, undefined);
      expect(store.description).toBe('the given Keyv store');
      await store.set(KEY, 'v1.ciphertext', 60_000);
      expect(await keyv.get(KEY)).toBe('v1.ciphertext');
      await expect(store.get(KEY)).resolves.toBe('v1.ciphertext');
      await store.delete(KEY);
      expect(await keyv.get(KEY)).toBeUndefined();
    });

    it('is preferred over the host cache', async () => {
      const host = hostCache();
      const store = resolveTokenCacheStore(new Keyv(), host.cache);
      await store.set(KEY, 'x', 1000);
      expect(host.cache.set).not.toHaveBeenCalled();
    });

    it('answers undefined for a value that is not a string', async () => {
      const keyv = new Keyv();
      await keyv.set(KEY, { value: 'plain' });
      await expect(resolveTokenCacheStore(keyv, undefined).get(KEY)).resolves.toBeUndefined();
    });

    it("rejects a write that failed in a Keyv without throwOnErrors, with the store's reason", async () => {
      const failing = {
        get: async () => undefined,
        set: async () => {
          throw new Error('store down');
        },
        delete: async () => true,
        clear: async () => undefined,
      };
      const store = resolveTokenCacheStore(new Keyv({ store: failing }), undefined);
      await expect(store.set(KEY, 'x', 1000)).rejects.toThrow('store down');
    });

    it('is not disconnected by close() (it belongs to the caller)', async () => {
      const disconnect = jest.fn(async () => undefined);
      const adapter = Object.assign(new Map(), { disconnect });
      const keyv = new Keyv({ store: adapter });
      await resolveTokenCacheStore(keyv, undefined).close();
      expect(disconnect).not.toHaveBeenCalled();
    });
  });

  describe('"memory"', () => {
    it('is an in-process store that round-trips values', async () => {
      const store = resolveTokenCacheStore('memory', undefined);
      expect(store.description).toBe('the in-process memory store');
      await store.set(KEY, 'v1.value', 60_000);
      await expect(store.get(KEY)).resolves.toBe('v1.value');
      await store.delete(KEY);
      await expect(store.get(KEY)).resolves.toBeUndefined();
      await expect(store.close()).resolves.toBeUndefined();
    });

    it('ignores the host cache', async () => {
      const host = hostCache();
      const store = resolveTokenCacheStore(' memory ', host.cache);
      await store.set(KEY, 'v1.value', 60_000);
      await expect(store.get(KEY)).resolves.toBe('v1.value');
      expect(host.cache.set).not.toHaveBeenCalled();
      expect(host.cache.get).not.toHaveBeenCalled();
      expect(host.data.size).toBe(0);
    });

    it('lets a value expire after its TTL', async () => {
      const store = resolveTokenCacheStore('memory', undefined);
      await store.set(KEY, 'short-lived', 5);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await expect(store.get(KEY)).resolves.toBeUndefined();
    });
  });

  describe('unset', () => {
    it.each([undefined, '', '   '])(
      'uses the host cache (%j) with the exact key, the value and the TTL in ms',
      async (selection) => {
        const host = hostCache();
        const store = resolveTokenCacheStore(selection, host.cache);
        expect(store.description).toBe("the host application's CACHE_MANAGER");
        await store.set(KEY, 'v1.value', 42_000);
        expect(host.cache.set).toHaveBeenCalledWith(KEY, 'v1.value', 42_000);
        expect(host.data.get(KEY)).toBe('v1.value');
        await expect(store.get(KEY)).resolves.toBe('v1.value');
        expect(host.cache.get).toHaveBeenCalledWith(KEY);
        await store.delete(KEY);
        expect(host.cache.del).toHaveBeenCalledWith(KEY);
        expect(host.data.has(KEY)).toBe(false);
      },
    );

    it('answers undefined when the host cache holds null or a non-string', async () => {
      const host = hostCache();
      const store = resolveTokenCacheStore(undefined, host.cache);
      host.data.set(KEY, null);
      await expect(store.get(KEY)).resolves.toBeUndefined();
      host.data.set(KEY, { value: 'plain' });
      await expect(store.get(KEY)).resolves.toBeUndefined();
    });

    it('lets host cache failures reach the caller (the encrypted cache turns them into the warning)', async () => {
      const host = hostCache();
      host.cache.get.mockRejectedValueOnce(new Error('host cache down'));
      await expect(resolveTokenCacheStore(undefined, host.cache).get(KEY)).rejects.toThrow('host cache down');
    });

    it('falls back to an in-process memory store without a host cache', async () => {
      const store = resolveTokenCacheStore(undefined, undefined);
      expect(store.description).toBe('the in-process memory store');
      await store.set(KEY, 'v1.value', 60_000);
      await expect(store.get(KEY)).resolves.toBe('v1.value');
    });
  });

  describe('a Redis URL', () => {
    it('describes the store without the password and gives up on a refused connection', async () => {
      const port = await freePort();
      const store = resolveTokenCacheStore(`redis://:topsecret@127.0.0.1:${port}/0`, undefined, 200);
      expect(store.description).toBe(`the Redis store at redis://127.0.0.1:${port}`);
      expect(store.description).not.toContain('topsecret');
      await expect(store.get(KEY)).rejects.toThrow();
      await expect(store.close()).resolves.toBeUndefined();
    }, 5000);

    it('accepts rediss:// and any case of the scheme', async () => {
      const secure = resolveTokenCacheStore('rediss://user:pw@cache.example:6380', undefined);
      const upper = resolveTokenCacheStore('REDIS://cache.example', undefined);
      expect(secure.description).toBe('the Redis store at rediss://cache.example:6380');
      expect(upper.description).toBe('the Redis store at redis://cache.example');
      await secure.close();
      await upper.close();
    });
  });

  describe('anything else', () => {
    it('never shows the credentials of a store URL of an unknown scheme', () => {
      expect(() => resolveTokenCacheStore('valkey://:pw-s3cret@cache:6379', undefined)).toThrow(
        'unknown token cache store "valkey://[redacted]@cache:6379"',
      );
    });

    it.each(['memcached', 'http://cache.example', 'Memory-ish'])('throws an error naming %j', (name) => {
      expect(() => resolveTokenCacheStore(name, undefined)).toThrow(
        `unknown token cache store "${name}" (expected "memory", a redis:// URL or a Keyv instance)`,
      );
    });
  });
});
