import { writeFile } from 'node:fs/promises';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { LOCK_MODULE_OPTIONS } from '@vendor/nest-integrations/lock';
import type { LockModuleOptions } from '@vendor/nest-integrations/lock';

/** The env variable naming the file the app writes its lock settings for the CLI to (`npm run demo -- --serve`). */
export const LOCK_CLI_SETTINGS_FILE = 'DEMO_LOCK_CLI_SETTINGS_FILE';

/**
 * `npm run demo -- --serve` runs the app with `LOCK_DEMO`, whose lock API is a sandbox the app starts itself, with
 * accounts of its own in a database of its own. When `DEMO_LOCK_CLI_SETTINGS_FILE` names a file, the app writes
 * the `LOCK_*` settings that point a CLI at that same sandbox and database there (as JSON, readable by its owner
 * alone) once it has started, so the runner's `.env` and the console share one lock API.
 */
@Injectable()
export class LockCliSettings implements OnApplicationBootstrap {
  constructor(@Inject(LOCK_MODULE_OPTIONS) private readonly options: LockModuleOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = process.env[LOCK_CLI_SETTINGS_FILE];
    if (file) await writeFile(file, JSON.stringify(lockCliEnv(this.options)), { mode: 0o600 });
  }
}

/** The `LOCK_*` env variables of the options `LOCK_DEMO` lays over the app's: the demo's API, database and OAuth client. */
function lockCliEnv(options: LockModuleOptions): Record<string, string> {
  const env: Record<string, string | undefined> = {
    LOCK_BASE_URL: options.baseUrl,
    LOCK_AUTH: options.auth,
    LOCK_TOKEN_RESOLVER: options.tokenResolver,
    LOCK_DATABASE_URL: options.databaseUrl,
    LOCK_OAUTH_CLIENT_ID: options.oauth?.clientId,
    LOCK_OAUTH_CLIENT_SECRET: options.oauth?.clientSecret,
    LOCK_OAUTH_REDIRECT_URI: options.oauth?.redirectUri,
    LOCK_OAUTH_AUTHORIZE_URL: options.oauth?.authorizeUrl,
    LOCK_OAUTH_TOKEN_URL: options.oauth?.tokenUrl,
    LOCK_OAUTH_TOKEN_STORE: options.oauth?.tokenStore,
  };
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
