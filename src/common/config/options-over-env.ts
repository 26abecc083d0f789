import type { TokenCacheOptions } from '../token-cache/token-cache-options';
import { withoutUndefined } from './config-parsing';

/**
 * A module's options laid over the options its env variables give: a field given in code wins, a field left
 * out (or `undefined`) keeps its env value. The token cache settings are merged field by field.
 */
export function optionsOverEnv<T extends { tokenCache?: TokenCacheOptions }>(fromEnv: T, options: T): T {
  return {
    ...fromEnv,
    ...withoutUndefined(options),
    tokenCache: { ...fromEnv.tokenCache, ...withoutUndefined(options.tokenCache ?? {}) },
  };
}
