import { DynamicModule, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { secondsToTimerMs } from '../common/config/number-setting';
import { createTransport } from '../common/http/create-transport';
import type { Transport } from '../common/http/transport';
import { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { HOST_CACHE_MANAGER } from '../common/token-cache/host-cache-token';
import { createEncryptedTokenCache } from '../common/token-cache/token-cache-options';
import { HostCache } from '../common/token-cache/token-cache-store';
import { transportTelemetry } from '../common/telemetry/transport-telemetry';
import { ConfiguredTokenStore } from './auth/configured-token-store';
import { DatabaseAccountTokens } from './auth/database-account-tokens';
import { LockAuthenticator } from './auth/lock-authenticator';
import { LockTokenStore } from './auth/lock-token-store';
import { LockOAuthClient } from './auth/oauth-client';
import { OAuthTokens } from './auth/oauth-tokens';
import { LockApiClient } from './http/lock-api-client';
import { LockModuleOptions } from './interfaces/lock-module-options.interface';
import { AccountCredentials } from './persistence/account-credentials';
import { AccountWrites } from './persistence/account-writes';
import { DatabaseTokenStore } from './persistence/database-token-store';
import { Lock } from './lock';
import {
  LOCK_ALIAS,
  LOCK_DATABASE_TOKEN_STORE,
  LOCK_TOKEN_CACHE,
  LOCK_TOKEN_STORE,
  LOCK_TRANSPORT,
} from './lock.constants';
import { LOCK_MODULE_OPTIONS } from './lock.module-definition';
import { AccountInfoCache } from './resources/account-info-cache';
import { LockConfig } from './support/lock-config';
import { LockSecrets } from './support/lock-secrets';

/** A logger that drops what it is given. */
const SILENT = { warn: (): void => undefined };

/**
 * The API client: the `Lock` manager (also under the alias `'lock'`) with its resources, the transport, the
 * encrypted token cache, the token store in use, the OAuth tokens and the accounts' own tokens of the database.
 */
@Module({})
export class LockClientModule {
  /** The feature over the shared core and the persistence (see `LockCoreModule`). */
  static register(core: DynamicModule, persistence: DynamicModule): DynamicModule {
    return {
      module: LockClientModule,
      imports: [core, persistence],
      providers: [
        {
          provide: LOCK_TOKEN_CACHE,
          useFactory: (config: LockConfig, hostCache?: HostCache) =>
            // The spec has the lock client log nothing, so its cache keeps the "not available" warning to itself.
            createEncryptedTokenCache('Lock', config.tokenCacheOptions(), hostCache, process.env, SILENT),
          inject: [LockConfig, { token: HOST_CACHE_MANAGER, optional: true }],
        },
        {
          provide: LOCK_TRANSPORT,
          useFactory: (
            config: LockConfig,
            secrets: LockSecrets,
            options: LockModuleOptions,
            app: ModuleRef,
          ) =>
            createTransport(config.transport(), {
              timeoutMs: secondsToTimerMs(config.timeout()),
              connectTimeoutMs: secondsToTimerMs(config.connectTimeout()),
              maxResponseBytes: config.maxResponseBytes(),
              maxSockets: config.maxSockets(),
              redact: (text) => secrets.redact(text),
              telemetry: transportTelemetry('lock', options.onExchange, app),
            }),
          inject: [LockConfig, LockSecrets, LOCK_MODULE_OPTIONS, ModuleRef],
        },
        {
          provide: LOCK_TOKEN_STORE,
          useFactory: (
            options: LockModuleOptions,
            config: LockConfig,
            cache: EncryptedTokenCache | null,
            database: DatabaseTokenStore,
          ) => options.tokenStore ?? new ConfiguredTokenStore(config, cache, database),
          inject: [LOCK_MODULE_OPTIONS, LockConfig, LOCK_TOKEN_CACHE, LOCK_DATABASE_TOKEN_STORE],
        },
        {
          provide: OAuthTokens,
          useFactory: (
            config: LockConfig,
            transport: Transport,
            store: LockTokenStore,
            secrets: LockSecrets,
          ) => new OAuthTokens(new LockOAuthClient(config, transport, secrets), store, secrets),
          inject: [LockConfig, LOCK_TRANSPORT, LOCK_TOKEN_STORE, LockSecrets],
        },
        {
          provide: DatabaseAccountTokens,
          useFactory: (
            credentials: AccountCredentials,
            config: LockConfig,
            secrets: LockSecrets,
            writes: AccountWrites,
          ) => new DatabaseAccountTokens(credentials, config, secrets, writes),
          inject: [AccountCredentials, LockConfig, LockSecrets, AccountWrites],
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
            databaseTokens: DatabaseAccountTokens,
          ) =>
            new Lock({
              config,
              api: new LockApiClient(
                config,
                transport,
                new LockAuthenticator(config, store, oauth, secrets, databaseTokens),
                secrets,
              ),
              oauth,
              accountInfo: new AccountInfoCache(cache),
            }),
          inject: [
            LockConfig,
            LOCK_TRANSPORT,
            LOCK_TOKEN_STORE,
            OAuthTokens,
            LOCK_TOKEN_CACHE,
            LockSecrets,
            DatabaseAccountTokens,
          ],
        },
        { provide: LOCK_ALIAS, useExisting: Lock },
      ],
      exports: [Lock, LOCK_ALIAS, LOCK_TOKEN_STORE, LOCK_TOKEN_CACHE, LOCK_TRANSPORT],
    };
  }
}
