import { DynamicModule, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { transportTelemetry } from '../common/telemetry/transport-telemetry';
import { createTransport } from '../common/http/create-transport';
import type { Transport } from '../common/http/transport';
import { redactSecrets } from '../common/redaction/redact-secrets';
import { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { HOST_CACHE_MANAGER } from '../common/token-cache/host-cache-token';
import { createEncryptedTokenCache } from '../common/token-cache/token-cache-options';
import { HostCache } from '../common/token-cache/token-cache-store';
import { DeliveryClient } from './delivery.client';
import {
  DELIVERY_ENV,
  DELIVERY_SETTINGS,
  DELIVERY_TOKEN_CACHE,
  DELIVERY_TRANSPORT,
} from './delivery.constants';
import {
  ConfigurableDeliveryModule,
  DELIVERY_ASYNC_OPTIONS_TYPE,
  DELIVERY_MODULE_OPTIONS,
  DELIVERY_OPTIONS_TYPE,
} from './delivery.module-definition';
import {
  DELIVERY_MAX_REQUEST_BYTES_SETTING,
  DeliverySettings,
  resolveDeliverySettings,
} from './delivery-settings';
import { DeliveryModuleOptions } from './interfaces/delivery-module-options.interface';

/**
 * Registers `DeliveryClient` (a singleton); its commands are registered apart, by `DeliveryCommandsModule`.
 * `forRoot()` with no argument reads the `DELIVERY_*` env variables; given options override them.
 */
@Module({
  providers: [
    { provide: DELIVERY_ENV, useFactory: (): NodeJS.ProcessEnv => process.env },
    {
      provide: DELIVERY_SETTINGS,
      useFactory: (options: DeliveryModuleOptions, env: NodeJS.ProcessEnv) =>
        resolveDeliverySettings(options, env),
      inject: [DELIVERY_MODULE_OPTIONS, DELIVERY_ENV],
    },
    {
      provide: DELIVERY_TOKEN_CACHE,
      useFactory: (settings: DeliverySettings, env: NodeJS.ProcessEnv, hostCache?: HostCache) =>
        createEncryptedTokenCache('Delivery', settings.tokenCache, hostCache, env),
      inject: [DELIVERY_SETTINGS, DELIVERY_ENV, { token: HOST_CACHE_MANAGER, optional: true }],
    },
    {
      provide: DELIVERY_TRANSPORT,
      useFactory: (settings: DeliverySettings, options: DeliveryModuleOptions, app: ModuleRef) =>
        createTransport(settings.transport, {
          timeoutMs: settings.timeoutMs,
          connectTimeoutMs: settings.connectTimeoutMs,
          maxResponseBytes: settings.maxResponseBytes,
          maxRequestBytes: settings.maxRequestBytes,
          maxRequestBytesSetting: DELIVERY_MAX_REQUEST_BYTES_SETTING,
          maxSockets: settings.maxSockets,
          redact: (text) => redactSecrets(text, [settings.password]),
          telemetry: transportTelemetry('delivery', options.onExchange, app),
        }),
      inject: [DELIVERY_SETTINGS, DELIVERY_MODULE_OPTIONS, ModuleRef],
    },
    {
      provide: DeliveryClient,
      useFactory: (settings: DeliverySettings, transport: Transport, cache: EncryptedTokenCache | null) =>
        new DeliveryClient(settings, transport, cache),
      inject: [DELIVERY_SETTINGS, DELIVERY_TRANSPORT, DELIVERY_TOKEN_CACHE],
    },
  ],
  exports: [DeliveryClient],
})
export class DeliveryModule extends ConfigurableDeliveryModule {
  /** Registers the module; options left out come from the `DELIVERY_*` env variables. */
  static forRoot(options: typeof DELIVERY_OPTIONS_TYPE = {}): DynamicModule {
    return super.forRoot(options);
  }

  /** Registers the module with options from a factory, a class or an existing provider (e.g. `ConfigService`). */
  static forRootAsync(options: typeof DELIVERY_ASYNC_OPTIONS_TYPE): DynamicModule {
    return super.forRootAsync(options);
  }
}
