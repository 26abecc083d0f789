import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OnApplicationShutdown } from '@nestjs/common';
import { joinUrl, nonEmptyString } from '../../../common/config/config-parsing';
import type { LockSandbox } from '../../../testing/lock-sandbox';
import type { LockSandboxData } from '../../../testing/lock-sandbox-data';
import type { LockModuleOptions } from '../../interfaces/lock-module-options.interface';
import { LockDemoCodeNotifier } from './lock-demo-code-notifier';
import { addDemoLocks } from './lock-demo-locks';
import { assertLockDemoAllowed, lockDemoLockCount } from './lock-demo-settings';

/** One made-up account of the demo: its key, the sandbox account it stands for, and its API token there. */
export interface LockDemoAccount {
  /** The account key in the demo. */
  readonly key: string;
  /** The account's display name. */
  readonly name: string;
  /** The account's API token in the sandbox. */
  readonly token: string;
}

/**
 * `LOCK_DEMO=true`: the module works on a `LockSandbox` it starts itself on 127.0.0.1, with made-up accounts and
 * locks, so the console can be tried without a lock vendor account. The API client is pointed at the sandbox
 * (whatever `LOCK_BASE_URL` says), the database is a temporary SQLite file of its own (whatever
 * `LOCK_DATABASE_URL` says: the demo's users and made-up accounts never reach a real database), and login codes are
 * written to the log. Refused when `NODE_ENV=production`.
 */
export class LockDemo implements OnApplicationShutdown {
  private constructor(
    private readonly sandbox: LockSandbox,
    /** The demo's own SQLite file, removed at shutdown. */
    private readonly databaseFile: string,
    private readonly appKey: string,
  ) {}

  /**
   * Starts the sandbox. `given` are the module's options over the env (the app URL), `env` the env they were laid
   * over (`APP_KEY`, `NODE_ENV`);
   * `consolePrefix` makes the OAuth redirect URI the console's callback. With `LOCK_DEMO_LOCKS` in `env` the
   * first account (Harbour Office) holds that many locks, made up (`addDemoLocks`).
   * @throws LockException when `NODE_ENV=production`, or for a `LOCK_DEMO_LOCKS` that is no number of locks
   */
  static async start(
    given: LockModuleOptions,
    consolePrefix: string,
    env: NodeJS.ProcessEnv,
  ): Promise<LockDemo> {
    assertLockDemoAllowed(env);
    const lockCount = lockDemoLockCount(env);
    const { LockSandbox } = await import('../../../testing/lock-sandbox');
    const appUrl = nonEmptyString(given.appUrl);
    const sandbox = await LockSandbox.start(
      appUrl === undefined ? {} : { redirectUri: joinUrl(appUrl, `${consolePrefix}/oauth/callback`) },
    );
    // The sandbox serves its data live (read-only to its callers): the demo's locks are added before any call.
    if (lockCount !== null) addDemoLocks(sandbox.data as unknown as LockSandboxData, lockCount);
    const appKey =
      nonEmptyString(given.tokenCache?.appKey ?? env.APP_KEY) ??
      `base64:${randomBytes(32).toString('base64')}`;
    return new LockDemo(sandbox, join(tmpdir(), `lock-demo-${randomUUID()}.sqlite`), appKey);
  }

  /** The sandbox's address. */
  get baseUrl(): string {
    return this.sandbox.baseUrl;
  }

  /** The demo's accounts: `default` (Harbour Office) and `depot` (Depot North), with their sandbox tokens. */
  accounts(): LockDemoAccount[] {
    const keys = ['default', 'depot'];
    return this.sandbox.data.accounts.slice(0, keys.length).map(({ account }, index) => ({
      key: keys[index],
      name: account.name,
      token: this.sandbox.apiToken(account.accountId),
    }));
  }

  /**
   * The module's options with the demo laid over them: the sandbox as the API (token mode, each account's token
   * read from the database), the demo's database and `APP_KEY`, an in-process token cache and the module's own
   * token store and account registry (never the app's Redis or registry), the sandbox's OAuth client, and login
   * codes written to the log unless the app delivers them itself.
   */
  over(given: LockModuleOptions): LockModuleOptions {
    const oauth = this.sandbox.clientOptions().oauth;
    return {
      ...given,
      baseUrl: this.sandbox.baseUrl,
      auth: 'token',
      tokenResolver: 'database',
      databaseUrl: `sqlite://${this.databaseFile}`,
      // Nothing of the app's own stores: the demo's tokens and accounts stay in this process and its file.
      tokenCache: { ...given.tokenCache, appKey: this.appKey, store: 'memory' },
      oauth: { ...given.oauth, ...oauth, tokenStore: 'database' },
      tokenStore: undefined,
      accountRegistry: undefined,
      loginCodeNotifier: given.loginCodeNotifier ?? new LockDemoCodeNotifier(),
    };
  }

  /** Stops the sandbox and removes the temporary database. */
  async onApplicationShutdown(): Promise<void> {
    await this.sandbox.close();
    await rm(this.databaseFile, { force: true });
  }
}
