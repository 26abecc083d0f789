import type { DynamicModule, Provider, Type } from '@nestjs/common';
import type { LockModuleOptions } from '../../interfaces/lock-module-options.interface';
import { resolveLockOptions } from '../../lock-env';
import { LOCK_MODULE_OPTIONS } from '../../lock.module-definition';
import { LockDemo } from './lock-demo';

/** Where the options as the app gave them go when the demo lays itself over them. */
const LOCK_GIVEN_OPTIONS = Symbol('LOCK_GIVEN_OPTIONS');

/**
 * The options providers of `forRoot`/`forRootAsync` with the demo over them: the app's options move to an inner
 * token, a `LockDemo` starts its sandbox from them, and `LOCK_MODULE_OPTIONS` becomes `demo.over(options)`, so
 * every feature of the module reads the demo's API, database and key.
 */
export function withLockDemo(definition: DynamicModule, consolePrefix: string): DynamicModule {
  const providers = (definition.providers ?? []).map((provider): Provider =>
    isOptionsProvider(provider) ? { ...provider, provide: LOCK_GIVEN_OPTIONS } : provider,
  );
  return {
    ...definition,
    providers: [
      ...providers,
      {
        provide: LockDemo,
        useFactory: (given: LockModuleOptions) => {
          // The app's options before the demo lays itself over them; the core resolves the demo's own.
          const resolved = resolveLockOptions(given);
          return LockDemo.start(resolved.options, consolePrefix, resolved.env);
        },
        inject: [LOCK_GIVEN_OPTIONS],
      },
      {
        provide: LOCK_MODULE_OPTIONS,
        useFactory: (given: LockModuleOptions, demo: LockDemo) => demo.over(given),
        inject: [LOCK_GIVEN_OPTIONS, LockDemo],
      },
    ],
  };
}

/** The provider of `LOCK_MODULE_OPTIONS` (a value from `forRoot`, a factory from `forRootAsync`). */
function isOptionsProvider(provider: Provider): provider is Exclude<Provider, Type> {
  return typeof provider === 'object' && 'provide' in provider && provider.provide === LOCK_MODULE_OPTIONS;
}
