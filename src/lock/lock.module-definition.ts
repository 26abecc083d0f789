import { ConfigurableModuleBuilder } from '@nestjs/common';
import type { LockConsoleOptions } from './interfaces/lock-console-options.interface';
import { LockModuleOptions } from './interfaces/lock-module-options.interface';

/** Options of `forRoot()` / `forRootAsync()` that shape the module itself rather than its settings. */
export interface LockModuleExtras {
  /** Registers the module globally. */
  isGlobal?: boolean;
  /**
   * Registers the API client alone (`Lock`, its token store, cache and transport): no lock database, users,
   * access, webhooks, maintenance or console, and none of their code is loaded. The database's stores are then
   * not there: `LOCK_OAUTH_TOKEN_STORE=database` and `LOCK_TOKEN_RESOLVER=database` fail their first use.
   */
  clientOnly?: boolean;
  /** Adds `LockAuthController` (`/lock/auth/login`, `/verify`, `/logout`, `/me`). */
  authController?: boolean;
  /** Adds the inbound webhook receiver at `LOCK_WEBHOOK_ROUTE` (the app needs `rawBody: true`). */
  webhookController?: boolean;
  /** `forRootAsync` only: the receiver's route (default `LOCK_WEBHOOK_ROUTE`, else `/lock/webhook`). */
  webhookRoute?: string;
  /** The web console (`LOCK_CONSOLE_*`): off unless `enabled` (see `LockConsoleOptions`). */
  console?: LockConsoleOptions;
  /**
   * Try the console on a built-in sandbox of made-up locks (`LOCK_DEMO`, default false): the module starts a
   * `LockSandbox`, points the client at it, seeds users and logs their password and login codes. Refused when
   * `NODE_ENV=production`.
   */
  demo?: boolean | string;
}

export const {
  ConfigurableModuleClass: ConfigurableLockModule,
  /** The injection token of the options given to `LockModule.forRoot()` or `forRootAsync()`. */
  MODULE_OPTIONS_TOKEN: LOCK_MODULE_OPTIONS,
  OPTIONS_TYPE: LOCK_OPTIONS_TYPE,
  ASYNC_OPTIONS_TYPE: LOCK_ASYNC_OPTIONS_TYPE,
} = new ConfigurableModuleBuilder<LockModuleOptions>()
  .setClassMethodName('forRoot')
  .setFactoryMethodName('createLockOptions')
  .setExtras<LockModuleExtras>(
    {
      isGlobal: false,
      clientOnly: false,
      authController: false,
      webhookController: false,
      webhookRoute: undefined,
      console: undefined,
      demo: undefined,
    },
    (definition, extras) => ({ ...definition, global: extras.isGlobal }),
  )
  .build();
