import type { TokenCacheOptions } from '../token-cache/token-cache-options';
import { withoutUndefined } from './config-parsing';

/**
 * A module's options laid over the options its env variables give: a field given in code wins, a field left
 * out (or `undefined`) keeps its env value. The token cache settings, and the other nested `sections` named,
 * are merged field by field.
 */
export function optionsOverEnv<T extends { tokenCache?: TokenCacheOptions }>(
  fromEnv: T,
  options: T,
  sections: readonly (keyof T & string)[] = [],
): T {
  const merged: Record<string, unknown> = { ...fromEnv, ...withoutUndefined(options) };
  for (const name of ['tokenCache', ...sections] as (keyof T & string)[]) {
    merged[name] = { ...fromEnv[name], ...withoutUndefined(options[name] ?? {}) };
  }
  return merged as T;
}
