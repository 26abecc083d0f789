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
import { LockAuthenticator } from './auth/lock-authenticator';
import { LockTokenStore } from './interfaces/lock-token-store.interface';
import { LockOAuthClient } from './auth/oauth-client';
import { OAuthTokens } from './auth/oauth-tokens';
import { LockApiClient } from './http/lock-api-client';
import type { LockAccountTokens } from './interfaces/lock-account-tokens.interface';
import type { LockDatabaseTokenStore } from './interfaces/lock-database-token-store.interface';
import { LockModuleOptions } from './interfaces/lock-module-options.interface';
import { Lock } from './lock';
import {
  LOCK_ACCOUNT_TOKENS,
  LOCK_ALIAS,
  LOCK_DATABASE_TOKEN_STORE,
  LOCK_TOKEN_CACHE,
  LOCK_TOKEN_STORE,
  LOCK_TRANSPORT,
} from './lock.constants';
import { LOCK_MODULE_OPTIONS } from './lock.module-definition';
import { AccountInfoCache } from './resources/account-info-cache';
import { LockAuthSettings } from './auth/lock-auth-settings';
import { LOCK_MAX_REQUEST_BYTES_SETTING, LockHttpSettings } from './http/lock-http-settings';
import { LOCK_RESOLVED_OPTIONS, LockResolvedOptions } from './lock-resolved-options';
import { LockWebhookClientSettings } from './support/lock-webhook-client-settings';
import { LockSecrets } from './support/lock-secrets';

/** A logger that drops what it is given. */
const SILENT = { warn: (): void => undefined };

/**
 * The API client: the `Lock` manager (also under the alias `'lock'`) with its resources, the transport, the
 * encrypted token cache, the token store in use and the OAuth tokens. What it needs of the lock database (the
 * OAuth token store `LOCK_DATABASE_TOKEN_STORE`, the accounts' own tokens `LOCK_ACCOUNT_TOKENS`) it takes from
 * the modules it is given, when they provide it: `LockModule` gives it the persistence, a client-only one nothing.
 */
@Module({})
export class LockClientModule {
  /** The feature over the shared core (see `LockCoreModule`) and the modules that provide the database's stores. */
  static register(core: DynamicModule, stores: DynamicModule[] = []): DynamicModule {
    return {
      module: LockClientModule,
      imports: [core, ...stores],
      providers: [
        {
          provide: LOCK_TOKEN_CACHE,
          useFactory: (auth: LockAuthSettings, resolved: LockResolvedOptions, hostCache?: HostCache) =>
            // The spec has the lock client log nothing, so its cache keeps the "not available" warning to itself.
            createEncryptedTokenCache('Lock', auth.tokenCacheOptions(), hostCache, resolved.env, SILENT),
          inject: [LockAuthSettings, LOCK_RESOLVED_OPTIONS, { token: HOST_CACHE_MANAGER, optional: true }],
        },
        {
          provide: LOCK_TRANSPORT,
          useFactory: (
            http: LockHttpSettings,
            secrets: LockSecrets,
            options: LockModuleOptions,
            app: ModuleRef,
          ) =>
            createTransport(http.transport(), {
              timeoutMs: secondsToTimerMs(http.timeout()),
              connectTimeoutMs: secondsToTimerMs(http.connectTimeout()),
              maxResponseBytes: http.maxResponseBytes(),
              maxRequestBytes: http.maxRequestBytes(),
              maxRequestBytesSetting: LOCK_MAX_REQUEST_BYTES_SETTING,
              maxSockets: http.maxSockets(),
              redact: (text) => secrets.redact(text),
              telemetry: transportTelemetry('lock', options.onExchange, app),
            }),
          inject: [LockHttpSettings, LockSecrets, LOCK_MODULE_OPTIONS, ModuleRef],
        },
        {
          provide: LOCK_TOKEN_STORE,
          useFactory: (
            options: LockModuleOptions,
            auth: LockAuthSettings,
            cache: EncryptedTokenCache | null,
            database?: LockDatabaseTokenStore,
          ) => options.tokenStore ?? new ConfiguredTokenStore(auth, cache, database ?? null),
          inject: [
            LOCK_MODULE_OPTIONS,
            LockAuthSettings,
            LOCK_TOKEN_CACHE,
            { token: LOCK_DATABASE_TOKEN_STORE, optional: true },
          ],
        },
        {
          provide: OAuthTokens,
          useFactory: (
            auth: LockAuthSettings,
            transport: Transport,
            store: LockTokenStore,
            secrets: LockSecrets,
          ) => new OAuthTokens(new LockOAuthClient(auth, transport, secrets), store, secrets),
          inject: [LockAuthSettings, LOCK_TRANSPORT, LOCK_TOKEN_STORE, LockSecrets],
        },
        {
          provide: Lock,
          useFactory: (
            http: LockHttpSettings,
            auth: LockAuthSettings,
            webhooks: LockWebhookClientSettings,
            transport: Transport,
            store: LockTokenStore,
            oauth: OAuthTokens,
            cache: EncryptedTokenCache | null,
            secrets: LockSecrets,
            databaseTokens?: LockAccountTokens,
          ) =>
            new Lock({
              webhookApi: () => webhooks.webhookApi(),
              api: new LockApiClient(
                http,
                transport,
                new LockAuthenticator(auth, store, oauth, secrets, databaseTokens ?? null),
                secrets,
              ),
              oauth,
              accountInfo: new AccountInfoCache(cache),
            }),
          inject: [
            LockHttpSettings,
            LockAuthSettings,
            LockWebhookClientSettings,
            LOCK_TRANSPORT,
            LOCK_TOKEN_STORE,
            OAuthTokens,
            LOCK_TOKEN_CACHE,
            LockSecrets,
            { token: LOCK_ACCOUNT_TOKENS, optional: true },
          ],
        },
        { provide: LOCK_ALIAS, useExisting: Lock },
      ],
      exports: [Lock, LOCK_ALIAS, LOCK_TOKEN_STORE, LOCK_TOKEN_CACHE, LOCK_TRANSPORT],
    };
  }
}
