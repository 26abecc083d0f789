import { DynamicModule, InjectionToken, Module, Provider } from '@nestjs/common';
import { LOCK_CLOCK } from './lock.constants';
import { LOCK_MODULE_OPTIONS } from './lock.module-definition';
import { LOCK_SETTINGS_TOKENS, lockSettingsProviders } from './lock-settings.providers';
import { LockSecrets } from './support/lock-secrets';
import { LockAuthSettings } from './auth/lock-auth-settings';
import { LockWebhookClientSettings } from './support/lock-webhook-client-settings';
import { LOCK_SYSTEM_CLOCK } from './interfaces/lock-clock.interface';

/**
 * What every lock feature module shares: the one options token (`LOCK_MODULE_OPTIONS`, from `forRoot` or
 * `forRootAsync`), the options resolved over the env once (`LOCK_RESOLVED_OPTIONS`) and each feature's settings
 * read from them (`lockSettingsProviders`), the secrets to redact and the clock. `LockModule`
 * builds one per registration and hands the same object to each feature module it composes, so Nest makes one
 * instance of it.
 */
@Module({})
export class LockCoreModule {
  /** The core over the options providers (and their imports) that `ConfigurableModuleBuilder` made. */
  static over(options: DynamicModule): DynamicModule {
    const providers: Provider[] = [
      ...(options.providers ?? []),
      ...lockSettingsProviders(),
      {
        provide: LockSecrets,
        useFactory: (auth: LockAuthSettings, webhooks: LockWebhookClientSettings) =>
          new LockSecrets(auth, webhooks),
        inject: [LockAuthSettings, LockWebhookClientSettings],
      },
      { provide: LOCK_CLOCK, useValue: LOCK_SYSTEM_CLOCK },
    ];
    return {
      module: LockCoreModule,
      imports: options.imports ?? [],
      providers,
      // The options providers' tokens: LOCK_MODULE_OPTIONS and, with LOCK_DEMO, the demo's sandbox (`LockDemo`).
      exports: [
        ...new Set([...(options.providers ?? []).map(tokenOf), LOCK_MODULE_OPTIONS]),
        ...LOCK_SETTINGS_TOKENS,
        LockSecrets,
        LOCK_CLOCK,
      ],
    };
  }
}

/** The token a provider is registered under. */
function tokenOf(provider: Provider): InjectionToken {
  return typeof provider === 'function' ? provider : provider.provide;
}
