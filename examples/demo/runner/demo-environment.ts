import { randomBytes } from 'node:crypto';
import * as path from 'node:path';

/**
 * Env variables the demo sets itself: a shell's own settings for the modules (a real deployment's
 * `DELIVERY_*`, a Redis token cache, another `APP_KEY`) never reach the app or its CLI.
 */
const OWN_SETTING_PREFIXES = [
  'DELIVERY_',
  'ACCOUNTING_',
  'LOCK_',
  'APP_KEY',
  'APP_PREVIOUS_KEYS',
  'APP_URL',
  'PORT',
];

/** The runner's env without the module settings, plus what keeps the children's output plain text. */
export function childBaseEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !OWN_SETTING_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      base[name] = value;
    }
  }
  return { ...base, NO_COLOR: '1' };
}

/**
 * The settings a deployment would set, pointing at the sandboxes: the sandboxes' own variables, a generated
 * `APP_KEY` (the token cache and the stored secrets are encrypted with it), the Lock module's database as an
 * SQLite file in the demo's temp folder, OAuth tokens kept in that database (so the CLI and the app share
 * them), then the `--set` overrides.
 */
export function demoSettings(
  sandboxEnv: Record<string, string>,
  storageFolder: string,
  overrides: Record<string, string>,
): Record<string, string> {
  return {
    ...sandboxEnv,
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    LOCK_DATABASE_URL: `sqlite://${path.join(storageFolder, 'lock.sqlite')}`,
    LOCK_OAUTH_TOKEN_STORE: 'database',
    ...overrides,
  };
}
