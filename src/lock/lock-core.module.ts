import { DynamicModule, InjectionToken, Module, Provider } from '@nestjs/common';
import { LockModuleOptions } from './interfaces/lock-module-options.interface';
import { LOCK_CLOCK } from './lock.constants';
import { lockOptionsOverEnv } from './lock-env';
import { LOCK_MODULE_OPTIONS } from './lock.module-definition';
import { LockConfig } from './support/lock-config';
import { LockSecrets } from './support/lock-secrets';
import { LOCK_SYSTEM_CLOCK } from './users/lock-auth.service';

/**
 * What every lock feature module shares: the one options token (`LOCK_MODULE_OPTIONS`, from `forRoot` or
 * `forRootAsync`), the settings read from it (`LockConfig`), the secrets to redact and the clock. `LockModule`
 * builds one per registration and hands the same object to each feature module it composes, so Nest makes one
 * instance of it.
 */
@Module({})
export class LockCoreModule {
  /** The core over the options providers (and their imports) that `ConfigurableModuleBuilder` made. */
  static over(options: DynamicModule): DynamicModule {
    const providers: Provider[] = [
      ...(options.providers ?? []),
      {
        provide: LockConfig,
        useFactory: (given: LockModuleOptions) => new LockConfig(lockOptionsOverEnv(given)),
        inject: [LOCK_MODULE_OPTIONS],
      },
      {
        provide: LockSecrets,
        useFactory: (config: LockConfig) => new LockSecrets(config),
        inject: [LockConfig],
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
        LockConfig,
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
