/** The env variables the Delivery tests control themselves. */
export const DELIVERY_ENV_PREFIXES = ['DELIVERY_', 'APP_KEY', 'APP_PREVIOUS_KEYS'];
/** The env variables the Accounting tests control themselves. */
export const ACCOUNTING_ENV_PREFIXES = ['ACCOUNTING_', 'APP_KEY', 'APP_PREVIOUS_KEYS'];

/** The env variables the Lock tests control themselves. */
export const LOCK_ENV_PREFIXES = ['LOCK_', 'APP_KEY', 'APP_PREVIOUS_KEYS', 'APP_URL'];

/** Variables a whole describe block sets for its tests (the SQLite driver, see `describeEachSqliteDriver`): kept. */
const BLOCK_SETTINGS = ['LOCK_SQLITE_DRIVER'];

/** True when the variable name starts with one of the prefixes (and is no block's setting). */
export function isIsolated(name: string, prefixes: readonly string[] = DELIVERY_ENV_PREFIXES): boolean {
  return !BLOCK_SETTINGS.includes(name) && prefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * Removes the variables with the given prefixes from `process.env`, so a test sees only what it sets itself,
 * and returns the function that puts the originals back.
 */
export function isolateEnv(prefixes: readonly string[] = DELIVERY_ENV_PREFIXES): () => void {
  const saved: Record<string, string | undefined> = {};
  for (const name of Object.keys(process.env)) {
    if (isIsolated(name, prefixes)) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  }
  return () => {
    for (const name of Object.keys(process.env)) if (isIsolated(name, prefixes)) delete process.env[name];
    Object.assign(process.env, saved);
  };
}
