import { DynamicModule, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { transportTelemetry } from '../common/telemetry/transport-telemetry';
import { secondsToTimerMs } from '../common/config/number-setting';
import { optionsOverEnv } from '../common/config/options-over-env';
import { createTransport } from '../common/http/create-transport';
import type { Transport } from '../common/http/transport';
import { redactSecrets } from '../common/redaction/redact-secrets';
import { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { HOST_CACHE_MANAGER } from '../common/token-cache/host-cache-token';
import { createEncryptedTokenCache } from '../common/token-cache/token-cache-options';
import { HostCache } from '../common/token-cache/token-cache-store';
import { AccountingApi } from './accounting-api';
import { accountingOptionsFromEnv } from './accounting-env';
import { AccountingException } from './accounting.exception';
import {
  ACCOUNTING_API_ALIAS,
  ACCOUNTING_ECHO_ALIAS,
  ACCOUNTING_ENV,
  ACCOUNTING_TOKEN_CACHE,
  ACCOUNTING_TRANSPORT,
} from './accounting.constants';
import {
  ACCOUNTING_ASYNC_OPTIONS_TYPE,
  ACCOUNTING_MODULE_OPTIONS,
  ACCOUNTING_OPTIONS_TYPE,
  ConfigurableAccountingModule,
} from './accounting.module-definition';
import { EchoService } from './echo.service';
import { AccountingModuleOptions } from './interfaces/accounting-module-options.interface';
import { ACCOUNTING_MAX_REQUEST_BYTES_SETTING, AccountingConfig } from './support/accounting-config';
import { unconfiguredAccountingApi } from './unconfigured-accounting-api';

/**
 * Registers `AccountingApi` and `EchoService` (singletons, also under the aliases `'accounting'` and
 * `'accounting.echo'`) and `AccountingConfig` (its commands: `AccountingCommandsModule`). `forRoot()` with no argument reads
 * the `ACCOUNTING_*` env variables; given options override them. An app without keys boots; the first call
 * fails with `AccountingException` status 0.
 */
@Module({
  providers: [
    { provide: ACCOUNTING_ENV, useFactory: (): NodeJS.ProcessEnv => process.env },
    {
      provide: AccountingConfig,
      useFactory: (options: AccountingModuleOptions, env: NodeJS.ProcessEnv) =>
        new AccountingConfig(optionsOverEnv(accountingOptionsFromEnv(env), options, ['http'])),
      inject: [ACCOUNTING_MODULE_OPTIONS, ACCOUNTING_ENV],
    },
    {
      provide: ACCOUNTING_TOKEN_CACHE,
      useFactory: (config: AccountingConfig, env: NodeJS.ProcessEnv, hostCache?: HostCache) =>
        createEncryptedTokenCache('Accounting', config.tokenCacheOptions(), hostCache, env),
      inject: [AccountingConfig, ACCOUNTING_ENV, { token: HOST_CACHE_MANAGER, optional: true }],
    },
    {
      provide: ACCOUNTING_TRANSPORT,
      useFactory: (config: AccountingConfig, options: AccountingModuleOptions, app: ModuleRef) =>
        createTransport(config.transport(), {
          timeoutMs: secondsToTimerMs(config.timeout()),
          connectTimeoutMs: secondsToTimerMs(config.connectTimeout()),
          maxResponseBytes: config.maxResponseBytes(),
          maxRequestBytes: config.maxRequestBytes(),
          maxRequestBytesSetting: ACCOUNTING_MAX_REQUEST_BYTES_SETTING,
          maxSockets: config.maxSockets(),
          redact: (text) => redactSecrets(text, [config.clientKey(), config.subscriptionKey()]),
          telemetry: transportTelemetry('accounting', options.onExchange, app),
        }),
      inject: [AccountingConfig, ACCOUNTING_MODULE_OPTIONS, ModuleRef],
    },
    {
      provide: AccountingApi,
      useFactory: (
        options: AccountingModuleOptions,
        config: AccountingConfig,
        transport: Transport,
        cache: EncryptedTokenCache | null,
      ) => {
        const apiClass = options.apiClass ?? AccountingApi;
        try {
          return new apiClass(config, transport, cache);
        } catch (error) {
          if (error instanceof AccountingException && error.status() === 0) {
            return unconfiguredAccountingApi(apiClass, error);
          }
          throw error;
        }
      },
      inject: [ACCOUNTING_MODULE_OPTIONS, AccountingConfig, ACCOUNTING_TRANSPORT, ACCOUNTING_TOKEN_CACHE],
    },
    { provide: ACCOUNTING_API_ALIAS, useExisting: AccountingApi },
    EchoService,
    { provide: ACCOUNTING_ECHO_ALIAS, useExisting: EchoService },
  ],
  exports: [AccountingApi, ACCOUNTING_API_ALIAS, EchoService, ACCOUNTING_ECHO_ALIAS, AccountingConfig],
})
export class AccountingModule extends ConfigurableAccountingModule {
  /** Registers the module; options left out come from the `ACCOUNTING_*` env variables. */
  static forRoot(options: typeof ACCOUNTING_OPTIONS_TYPE = {}): DynamicModule {
    return super.forRoot(options);
  }

  /** Registers the module with options from a factory, a class or an existing provider (e.g. `ConfigService`). */
  static forRootAsync(options: typeof ACCOUNTING_ASYNC_OPTIONS_TYPE): DynamicModule {
    return super.forRootAsync(options);
  }
}
