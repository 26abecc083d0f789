import { DynamicModule, Module } from '@nestjs/common';
import { secondsToTimerMs } from '../common/config/number-setting';
import { createTransport } from '../common/http/create-transport';
import type { Transport } from '../common/http/transport';
import { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { HOST_CACHE_MANAGER } from '../common/token-cache/host-cache-token';
import { createEncryptedTokenCache } from '../common/token-cache/token-cache-options';
import { HostCache } from '../common/token-cache/token-cache-store';
import { LockAccountRegistry } from './accounts/lock-account-registry';
import { ConfiguredTokenStore } from './auth/configured-token-store';
import { LockAuthenticator } from './auth/lock-authenticator';
import { LockTokenStore } from './auth/lock-token-store';
import { LockOAuthClient } from './auth/oauth-client';
import { OAuthTokens } from './auth/oauth-tokens';
import { LockApiClient } from './http/lock-api-client';
import { LockModuleOptions } from './interfaces/lock-module-options.interface';
import { Lock } from './lock';
import {
  LOCK_ACCOUNT_REGISTRY,
  LOCK_ALIAS,
  LOCK_CLOCK,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LOCK_DATABASE_TOKEN_STORE,
  LOCK_LOGIN_CODE_NOTIFIER,
  LOCK_TOKEN_CACHE,
  LOCK_TOKEN_STORE,
  LOCK_TRANSPORT,
} from './lock.constants';
import { lockOptionsOverEnv } from './lock-env';
import {
  ConfigurableLockModule,
  LOCK_ASYNC_OPTIONS_TYPE,
  LOCK_MODULE_OPTIONS,
  LOCK_OPTIONS_TYPE,
} from './lock.module-definition';
import { AccountInfoCache } from './resources/account-info-cache';
import { LockConfig } from './support/lock-config';
import { TokenCipher } from '../common/crypto/token-cipher';
import { DatabaseAccountRegistry } from './persistence/database-account-registry';
import { DatabaseTokenStore } from './persistence/database-token-store';
import { LockDatabase } from './persistence/lock-database';
import { LockAuthGuard } from './users/lock-auth.guard';
import { LockAuthService, LockClock, LOCK_SYSTEM_CLOCK } from './users/lock-auth.service';
import { LockUserRepository } from './users/lock-user-repository';
import { LoggerLoginCodeNotifier, LoginCodeNotifier } from './users/login-code-notifier';
import { LoginCodeRepository } from './users/login-code-repository';
import { LoginAttemptCounter } from './users/login-attempt-counter';
import { LoginLimiter } from './users/login-limiter';
import { SessionRepository } from './users/session-repository';
import { LockUsers } from './users/lock-users';
import { PasswordHasher } from './users/password-hasher';
import { LockSecrets } from './support/lock-secrets';
import { lockWebhookController } from './webhooks/lock-webhook.controller';
import { LockWebhookReceiver } from './webhooks/lock-webhook-receiver';
import { ProcessedWebhooks } from './webhooks/processed-webhooks';
import { WebhookSecretStore } from './webhooks/webhook-secret-store';

/** A logger that drops what it is given. */
const SILENT = { warn: (): void => undefined };

/**
 * Registers the `Lock` manager (a singleton, also under the alias `'lock'`), `LockConfig`, the token store, the
 * account registry and the module's own guard (`LockAuthService`, `LockAuthGuard`; `authController: true` adds
 * its routes); its commands are registered by `LockCommandsModule`. `forRoot()` with no argument reads the `LOCK_*`
 * env variables; given options override them. The mode settings are read at the first call, so an app with a wrong one still boots.
 */
@Module({
  providers: [
    {
      provide: LockConfig,
      useFactory: (options: LockModuleOptions) => new LockConfig(lockOptionsOverEnv(options)),
      inject: [LOCK_MODULE_OPTIONS],
    },
    {
      provide: LOCK_TOKEN_CACHE,
      useFactory: (config: LockConfig, hostCache?: HostCache) =>
        // The spec has the lock client log nothing, so its cache keeps the "not available" warning to itself.
        createEncryptedTokenCache('Lock', config.tokenCacheOptions(), hostCache, process.env, SILENT),
      inject: [LockConfig, { token: HOST_CACHE_MANAGER, optional: true }],
    },
    {
      provide: LockSecrets,
      useFactory: (config: LockConfig) => new LockSecrets(config),
      inject: [LockConfig],
    },
    {
      provide: LOCK_TRANSPORT,
      useFactory: (config: LockConfig, secrets: LockSecrets) =>
        createTransport(config.transport(), {
          timeoutMs: secondsToTimerMs(config.timeout()),
          connectTimeoutMs: secondsToTimerMs(config.connectTimeout()),
          maxResponseBytes: config.maxResponseBytes(),
          maxSockets: config.maxSockets(),
          redact: (text) => secrets.redact(text),
        }),
      inject: [LockConfig, LockSecrets],
    },
    {
      provide: LOCK_TOKEN_STORE,
      useFactory: (
        options: LockModuleOptions,
        config: LockConfig,
        cache: EncryptedTokenCache | null,
        database: LockTokenStore,
      ) => options.tokenStore ?? new ConfiguredTokenStore(config, cache, database),
      inject: [LOCK_MODULE_OPTIONS, LockConfig, LOCK_TOKEN_CACHE, LOCK_DATABASE_TOKEN_STORE],
    },
    {
      provide: LockDatabase,
      useFactory: (config: LockConfig) => new LockDatabase(() => config.databaseLocation()),
      inject: [LockConfig],
    },
    {
      provide: LOCK_DATABASE_ACCOUNT_REGISTRY,
      useFactory: (database: LockDatabase) => new DatabaseAccountRegistry(database),
      inject: [LockDatabase],
    },
    {
      provide: LOCK_DATABASE_TOKEN_STORE,
      useFactory: (database: LockDatabase, config: LockConfig) =>
        new DatabaseTokenStore(database, () => new TokenCipher(config.cipherKeys())),
      inject: [LockDatabase, LockConfig],
    },
    {
      provide: LOCK_ACCOUNT_REGISTRY,
      useFactory: (options: LockModuleOptions, database: LockAccountRegistry) =>
        options.accountRegistry ?? database,
      inject: [LOCK_MODULE_OPTIONS, LOCK_DATABASE_ACCOUNT_REGISTRY],
    },
    PasswordHasher,
    {
      provide: WebhookSecretStore,
      useFactory: (database: LockDatabase, config: LockConfig) =>
        new WebhookSecretStore(database, () => new TokenCipher(config.cipherKeys())),
      inject: [LockDatabase, LockConfig],
    },
    {
      provide: ProcessedWebhooks,
      useFactory: (database: LockDatabase) => new ProcessedWebhooks(database),
      inject: [LockDatabase],
    },
    LockWebhookReceiver,
    {
      provide: LockUserRepository,
      useFactory: (database: LockDatabase) => new LockUserRepository(database),
      inject: [LockDatabase],
    },
    {
      provide: LockUsers,
      useFactory: (users: LockUserRepository, hasher: PasswordHasher) => new LockUsers(users, hasher),
      inject: [LockUserRepository, PasswordHasher],
    },
    {
      provide: LoginCodeRepository,
      useFactory: (database: LockDatabase) => new LoginCodeRepository(database),
      inject: [LockDatabase],
    },
    {
      provide: SessionRepository,
      useFactory: (database: LockDatabase) => new SessionRepository(database),
      inject: [LockDatabase],
    },
    {
      provide: LOCK_LOGIN_CODE_NOTIFIER,
      useFactory: (options: LockModuleOptions) => options.loginCodeNotifier ?? new LoggerLoginCodeNotifier(),
      inject: [LOCK_MODULE_OPTIONS],
    },
    { provide: LOCK_CLOCK, useValue: LOCK_SYSTEM_CLOCK },
    {
      provide: LoginLimiter,
      useFactory: (config: LockConfig, database: LockDatabase, clock: LockClock) =>
        new LoginLimiter(config, new LoginAttemptCounter(database), clock),
      inject: [LockConfig, LockDatabase, LOCK_CLOCK],
    },
    {
      provide: LockAuthService,
      useFactory: (
        config: LockConfig,
        users: LockUserRepository,
        hasher: PasswordHasher,
        codes: LoginCodeRepository,
        sessions: SessionRepository,
        notifier: LoginCodeNotifier,
        limiter: LoginLimiter,
        clock: LockClock,
      ) => new LockAuthService(config, users, hasher, codes, sessions, notifier, limiter, clock),
      inject: [
        LockConfig,
        LockUserRepository,
        PasswordHasher,
        LoginCodeRepository,
        SessionRepository,
        LOCK_LOGIN_CODE_NOTIFIER,
        LoginLimiter,
        LOCK_CLOCK,
      ],
    },
    LockAuthGuard,
    {
      provide: OAuthTokens,
      useFactory: (config: LockConfig, transport: Transport, store: LockTokenStore, secrets: LockSecrets) =>
        new OAuthTokens(new LockOAuthClient(config, transport, secrets), store, secrets),
      inject: [LockConfig, LOCK_TRANSPORT, LOCK_TOKEN_STORE, LockSecrets],
    },
    {
      provide: Lock,
      useFactory: (
        config: LockConfig,
        transport: Transport,
        store: LockTokenStore,
        oauth: OAuthTokens,
        cache: EncryptedTokenCache | null,
        secrets: LockSecrets,
      ) =>
        new Lock({
          config,
          api: new LockApiClient(
            config,
            transport,
            new LockAuthenticator(config, store, oauth, secrets),
            secrets,
          ),
          oauth,
          accountInfo: new AccountInfoCache(cache),
        }),
      inject: [LockConfig, LOCK_TRANSPORT, LOCK_TOKEN_STORE, OAuthTokens, LOCK_TOKEN_CACHE, LockSecrets],
    },
    { provide: LOCK_ALIAS, useExisting: Lock },
  ],
  exports: [
    Lock,
    LOCK_ALIAS,
    LockConfig,
    LOCK_TOKEN_STORE,
    LOCK_ACCOUNT_REGISTRY,
    LockAuthService,
    LockAuthGuard,
    WebhookSecretStore,
    LockWebhookReceiver,
  ],
})
export class LockModule extends ConfigurableLockModule {
  /** Registers the module; options left out come from the `LOCK_*` env variables. */
  static forRoot(options: typeof LOCK_OPTIONS_TYPE = {}): DynamicModule {
    const route = new LockConfig(lockOptionsOverEnv(options)).webhookRoute();
    return withWebhookController(super.forRoot(options), options.webhookController === true, route);
  }

  /**
   * Registers the module with options from a factory, a class or an existing provider (e.g. `ConfigService`).
   * The webhook route is known before the factory runs: `webhookRoute`, else `LOCK_WEBHOOK_ROUTE`.
   */
  static forRootAsync(options: typeof LOCK_ASYNC_OPTIONS_TYPE): DynamicModule {
    const route = new LockConfig({
      ...lockOptionsOverEnv({}),
      webhook: { route: options.webhookRoute },
    }).webhookRoute();
    return withWebhookController(super.forRootAsync(options), options.webhookController === true, route);
  }
}

/** The module with the webhook receiver's controller at the route, when it is asked for. */
function withWebhookController(module: DynamicModule, enabled: boolean, route: string): DynamicModule {
  if (!enabled) return module;
  return { ...module, controllers: [...(module.controllers ?? []), lockWebhookController(route)] };
}
