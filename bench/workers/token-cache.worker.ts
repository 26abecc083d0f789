/**
 * Worker of the token cache benchmark: a set then a get of a token-sized value, through the package's encrypted
 * token cache on Redis (`createEncryptedTokenCache`, as the modules build it) and through plain Keyv with
 * `@keyv/redis` on the same Redis, in alternating rounds. Each side uses one key of its own, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import KeyvRedis from '@keyv/redis';
import { Keyv } from 'keyv';
import { createEncryptedTokenCache } from '../../src/common/token-cache/token-cache-options';
import { measureCalls } from '../support/measure-calls';
import { serveRequests } from '../support/worker-channel';
import type { TokenCacheRequest, TokenCacheResult } from './worker-protocols';

/** About the size of a JWT access token with its expiry, as the clients cache it. */
const VALUE = JSON.stringify({
  value: randomBytes(600).toString('base64url'),
  usableUntil: Date.now() + 3_600_000,
});
const TTL_MS = 60_000;
const WARMUP_OPERATIONS = 200;

async function run(request: TokenCacheRequest): Promise<TokenCacheResult> {
  const suffix = randomBytes(8).toString('hex');
  const encryptedKey = `bench.token-cache.encrypted.${suffix}`;
  const plainKey = `bench.token-cache.plain.${suffix}`;
  const encrypted = createEncryptedTokenCache(
    'Bench',
    { store: request.redisUrl, appKey: randomBytes(32).toString('base64') },
    undefined,
    {},
  );
  if (encrypted === null) throw new Error('the encrypted token cache is switched off');
  const plain = new Keyv({
    store: new KeyvRedis(request.redisUrl),
    namespace: undefined,
    useKeyPrefix: false,
  });
  const sides = {
    encrypted: async () => {
      if (!(await encrypted.setText(encryptedKey, VALUE, TTL_MS)))
        throw new Error('the encrypted cache refused a set');
      if ((await encrypted.getText(encryptedKey)) !== VALUE)
        throw new Error('the encrypted cache lost the value');
    },
    plain: async () => {
      await plain.set(plainKey, VALUE, TTL_MS);
      if ((await plain.get(plainKey)) !== VALUE) throw new Error('plain Keyv lost the value');
    },
  };
  try {
    await measureCalls(sides.encrypted, WARMUP_OPERATIONS, 1);
    await measureCalls(sides.plain, WARMUP_OPERATIONS, 1);
    const rounds: TokenCacheResult['rounds'] = [];
    for (let round = 0; round < request.rounds; round += 1) {
      if (round % 2 === 0) {
        const encryptedFigures = await measureCalls(sides.encrypted, request.operations, 1);
        rounds.push({
          encrypted: encryptedFigures,
          plain: await measureCalls(sides.plain, request.operations, 1),
        });
      } else {
        const plainFigures = await measureCalls(sides.plain, request.operations, 1);
        rounds.push({
          encrypted: await measureCalls(sides.encrypted, request.operations, 1),
          plain: plainFigures,
        });
      }
    }
    return { rounds };
  } finally {
    await encrypted.delete(encryptedKey);
    await plain.delete(plainKey);
    await encrypted.close();
    await plain.disconnect();
  }
}

serveRequests({ run: (request: TokenCacheRequest) => run(request) });
