import { DynamicModule, Module } from '@nestjs/common';
import { LockClientModule } from './lock-client.module';
import { LockCoreModule } from './lock-core.module';
import {
  ConfigurableLockModule,
  LOCK_ASYNC_OPTIONS_TYPE,
  LOCK_OPTIONS_TYPE,
  LockModuleExtras,
} from './lock.module-definition';
import { LockException } from './errors/lock.exception';
import type { LockOptions } from './interfaces/lock-options.interface';

/**
 * Registers the `Lock` manager (a singleton, also under the alias `'lock'`), each feature's settings
 * (`LockHttpSettings`, `LockAuthSettings`, ...), the token store, the account registry and the module's own guard
 * (`LockAuthService`, `LockAuthGuard`; `authController: true` adds its routes); its commands are registered by
 * `LockCommandsModule`. `forRoot()` with no argument reads the `LOCK_*` env variables; given options override
 * them. The mode settings are read at the first call, so an app with a wrong one still boots. It composes one
 * feature module per folder (`LockClientModule`, `LockPersistenceModule`, `LockUsersModule`, `LockAccessModule`,
 * `LockWebhooksModule`, `LockMaintenanceModule` and, with `console: { enabled: true }`, `LockConsoleModule`) over
 * one shared core holding the options, and loads their code at `forRoot()`. With `clientOnly: true` it is the API
 * client alone (`LockCoreModule` and `LockClientModule`): the application's features (database, users, access,
 * webhooks, console) are neither registered nor loaded.
 */
@Module({})
export class LockModule extends ConfigurableLockModule {
  /** Registers the module; options left out come from the `LOCK_*` env variables. */
  static forRoot(options: typeof LOCK_OPTIONS_TYPE = {}): DynamicModule {
    return composed(super.forRoot(options), options, options);
  }

  /**
   * Registers the module with options from a factory, a class or an existing provider (e.g. `ConfigService`).
   * The webhook route is known before the factory runs: `webhookRoute`, else `LOCK_WEBHOOK_ROUTE`.
   */
  static forRootAsync(options: typeof LOCK_ASYNC_OPTIONS_TYPE): DynamicModule {
    return composed(super.forRootAsync(options), options, { webhook: { route: options.webhookRoute } });
  }
}

/**
 * `LockModule` as the feature modules over the options that `ConfigurableModuleBuilder` made; `routeOptions` are
 * the options known before injection that set the webhook receiver's route.
 */
function composed(given: DynamicModule, extras: LockModuleExtras, routeOptions: LockOptions): DynamicModule {
  const features =
    extras.clientOnly === true
      ? clientFeatures(given, extras)
      : applicationFeatures(given, extras, routeOptions);
  return {
    module: LockModule,
    global: given.global,
    imports: features,
    exports: features.map((feature) => feature.module),
  };
}

/** The client alone; an application feature asked for as well is refused, naming both options. */
function clientFeatures(given: DynamicModule, extras: LockModuleExtras): DynamicModule[] {
  const asked = (['authController', 'webhookController', 'console', 'demo'] as const).filter(
    (name) => extras[name] !== undefined && extras[name] !== false,
  );
  if (asked.length > 0) {
    throw new LockException(
      `Invalid LockModule options: clientOnly: true registers the API client alone, without ${asked.join(', ')}; ` +
        'leave out clientOnly or those options.',
    );
  }
  const core = LockCoreModule.over(given);
  return [core, LockClientModule.register(core)];
}

/** The application's features, loaded from their files now (see `lockApplicationFeatures`). */
function applicationFeatures(
  given: DynamicModule,
  extras: LockModuleExtras,
  routeOptions: LockOptions,
): DynamicModule[] {
  type LockApplication = typeof import('./application/lock-application');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const application = require('./application/lock-application') as LockApplication;
  return application.lockApplicationFeatures(given, extras, routeOptions);
}
