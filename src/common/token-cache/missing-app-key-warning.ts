import { APP_KEY_NOT_SET } from '../crypto/token-cipher';

/** What the warning adds when the reason is a missing `APP_KEY`: how to make and set one. */
export const APP_KEY_HOW_TO =
  'set APP_KEY to 32 random bytes in base64 (make one with: ' +
  `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"), ` +
  'or turn the cache off with <MODULE>_TOKEN_CACHE=false';

// On `process`, under a registered symbol: once per process, whichever module (or copy of the package) warns first.
const WARNED = Symbol.for('@vendor/nest-integrations.missing-app-key-warned');

/** True when the reason is the missing `APP_KEY`. */
export function isMissingAppKey(reason: string): boolean {
  return reason === APP_KEY_NOT_SET;
}

/**
 * Claims the process's one warning about a missing `APP_KEY`: true the first time, false after. Every module of the
 * package reads the same key, so saying it once is enough.
 */
export function claimMissingAppKeyWarning(): boolean {
  const host = process as unknown as Record<symbol, boolean | undefined>;
  if (host[WARNED]) return false;
  host[WARNED] = true;
  return true;
}
