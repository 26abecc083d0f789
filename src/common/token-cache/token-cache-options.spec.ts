import { randomBytes } from 'node:crypto';
import { APP_KEY_HOW_TO } from './missing-app-key-warning';
import { Logger } from '@nestjs/common';
import { Keyv } from 'keyv';
import { TokenCipher } from '../crypto/token-cipher';
import { EncryptedTokenCache } from './encrypted-token-cache';
import { tokenCacheKey } from './token-cache-key';
import { createEncryptedTokenCache } from './token-cache-options';

const newKey = (): string => randomBytes(32).toString('base64');
const KEY = tokenCacheKey('delivery', ['https://portal.example/token', 'client', 'alice']);
const TOKEN = { value: 'access-token-value', usableUntil: 1_900_000_000_000 };
const UNAVAILABLE = 'Delivery token cache is not available, the token is kept in memory only: ';

function hostCache() {
  const data = new Map<string, unknown>();
  return {
    data,
    get: jest.fn(async (key: string) => data.get(key)),
    set: jest.fn(async (key: string, value: unknown, _ttl?: number) => data.set(key, value)),
    del: jest.fn(async (key: string) => data.delete(key)),
  };
}

describe('createEncryptedTokenCache', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    // The cache built here logs through Nest's Logger; capture it instead of printing.
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
  });

  it.each([false, 'false', '0', 'off', 'no', 'OFF', ' No ', 'False'])(
    'returns null when caching is turned off (%j)',
    (enabled) => {
      expect(createEncryptedTokenCache('Delivery', { enabled, appKey: newKey() }, undefined, {})).toBeNull();
    },
  );

  it.each([undefined, true, 'true', 'on', 'yes', '1', ''])(
    'returns a cache when enabled is %j',
    (enabled) => {
      expect(
        createEncryptedTokenCache('Delivery', { enabled, appKey: newKey() }, undefined, {}),
      ).toBeInstanceOf(EncryptedTokenCache);
    },
  );

  it('encrypts with the appKey option', async () => {
    const appKey = newKey();
    const keyv = new Keyv();
    const cache = createEncryptedTokenCache('Delivery', { appKey, store: keyv }, undefined, {
      APP_KEY: newKey(),
    });
    await cache!.set(KEY, TOKEN, 60_000);
    const raw = (await keyv.get(KEY)) as string;
    expect(raw).not.toContain(TOKEN.value);
    expect(JSON.parse(new TokenCipher({ key: appKey }).decrypt(raw, KEY))).toEqual(TOKEN);
  });

  it('falls back to APP_KEY from the env', async () => {
    const appKey = newKey();
    const keyv = new Keyv();
    const cache = createEncryptedTokenCache('Delivery', { store: keyv }, undefined, { APP_KEY: appKey });
    await cache!.set(KEY, TOKEN, 60_000);
    expect(
      JSON.parse(TokenCipher.fromEnv({ APP_KEY: appKey }).decrypt((await keyv.get(KEY)) as string, KEY)),
    ).toEqual(TOKEN);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads values written under APP_PREVIOUS_KEYS from the env after a rotation', async () => {
    const oldKey = newKey();
    const keyv = new Keyv();
    await createEncryptedTokenCache('Delivery', { store: keyv }, undefined, { APP_KEY: oldKey })!.set(
      KEY,
      TOKEN,
      60_000,
    );
    const rotated = createEncryptedTokenCache('Delivery', { store: keyv }, undefined, {
      APP_KEY: newKey(),
      APP_PREVIOUS_KEYS: `${newKey()},${oldKey}`,
    });
    await expect(rotated!.get(KEY)).resolves.toEqual(TOKEN);
  });

  it('reads values written under the previousKeys option after a rotation', async () => {
    const oldKey = newKey();
    const keyv = new Keyv();
    await createEncryptedTokenCache('Delivery', { store: keyv, appKey: oldKey }, undefined, {})!.set(
      KEY,
      TOKEN,
      60_000,
    );
    const rotated = createEncryptedTokenCache(
      'Delivery',
      { store: keyv, appKey: newKey(), previousKeys: [oldKey] },
      undefined,
      {},
    );
    await expect(rotated!.get(KEY)).resolves.toEqual(TOKEN);
  });

  it('without any key: one warning through Nest Logger, undefined, nothing thrown', async () => {
    const cache = createEncryptedTokenCache('Delivery', {}, undefined, {});
    expect(cache).toBeInstanceOf(EncryptedTokenCache);
    expect(warn).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i += 1) {
      await expect(cache!.get(KEY)).resolves.toBeUndefined();
      await expect(cache!.set(KEY, TOKEN, 60_000)).resolves.toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `${UNAVAILABLE}APP_KEY is not set: ${APP_KEY_HOW_TO.replace('<MODULE>', 'DELIVERY')}`,
    );
  });

  it('reports an unknown store name as a warning naming it, at first use', async () => {
    const cache = createEncryptedTokenCache(
      'Delivery',
      { store: 'memcache', appKey: newKey() },
      undefined,
      {},
    );
    expect(warn).not.toHaveBeenCalled();
    await expect(cache!.get(KEY)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^Delivery token cache is not available, .*unknown token cache store "memcache"/,
    );
  });

  it('uses the host cache when no store is set, writing ciphertext under the exact key', async () => {
    const host = hostCache();
    const cache = createEncryptedTokenCache('Delivery', { appKey: newKey() }, host, {});
    await cache!.set(KEY, TOKEN, 60_000);
    expect(host.set).toHaveBeenCalledWith(KEY, expect.stringMatching(/^v1\./), 60_000);
    expect(host.data.get(KEY)).not.toContain(TOKEN.value);
    await expect(cache!.get(KEY)).resolves.toEqual(TOKEN);
  });

  it('ignores the host cache for store "memory"', async () => {
    const host = hostCache();
    const cache = createEncryptedTokenCache('Delivery', { appKey: newKey(), store: 'memory' }, host, {});
    await cache!.set(KEY, TOKEN, 60_000);
    await expect(cache!.get(KEY)).resolves.toEqual(TOKEN);
    expect(host.set).not.toHaveBeenCalled();
    expect(host.get).not.toHaveBeenCalled();
  });

  it('uses a Keyv passed in code, which sees the exact key (no extra prefix)', async () => {
    const keyv = new Keyv();
    const cache = createEncryptedTokenCache('Delivery', { appKey: newKey(), store: keyv }, hostCache(), {});
    await cache!.set(KEY, TOKEN, 60_000);
    expect(await keyv.get(KEY)).toMatch(/^v1\./);
  });
});
