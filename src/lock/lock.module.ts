import { DynamicModule, Module } from '@nestjs/common';
import { LockAccessModule } from './access/lock-access.module';
import { LockConsoleModule } from './console/lock-console.module';
import { LockConsoleSettings } from './console/lock-console-settings';
import { switchSetting } from '../common/config/config-parsing';
import { assertLockDemoAllowed } from './demo/lock-demo';
import { LockDemoModule } from './demo/lock-demo.module';
import { withLockDemo } from './demo/lock-demo-options';
import { LockClientModule } from './lock-client.module';
import { LockCoreModule } from './lock-core.module';
import { lockOptionsOverEnv } from './lock-env';
import {
  ConfigurableLockModule,
  LOCK_ASYNC_OPTIONS_TYPE,
  LOCK_OPTIONS_TYPE,
  LockModuleExtras,
} from './lock.module-definition';
import { LockMaintenanceModule } from './maintenance/lock-maintenance.module';
import { LockPersistenceModule } from './persistence/lock-persistence.module';
import { LockConfig } from './support/lock-config';
import { LockUsersModule } from './users/lock-users.module';
import { LockWebhooksModule } from './webhooks/lock-webhooks.module';

/**
 * Registers the `Lock` manager (a singleton, also under the alias `'lock'`), `LockConfig`, the token store, the
 * account registry and the module's own guard (`LockAuthService`, `LockAuthGuard`; `authController: true` adds
 * its routes); its commands are registered by `LockCommandsModule`. `forRoot()` with no argument reads the `LOCK_*`
 * env variables; given options override them. The mode settings are read at the first call, so an app with a wrong
 * one still boots. It composes one feature module per folder (`LockClientModule`, `LockPersistenceModule`,
 * `LockUsersModule`, `LockAccessModule`, `LockWebhooksModule`, `LockMaintenanceModule` and, with
 * `console: { enabled: true }`, `LockConsoleModule`) over one shared core holding the options.
 */
@Module({})
export class LockModule extends ConfigurableLockModule {
  /** Registers the module; options left out come from the `LOCK_*` env variables. */
  static forRoot(options: typeof LOCK_OPTIONS_TYPE = {}): DynamicModule {
    const route = new LockConfig(lockOptionsOverEnv(options)).webhookRoute();
    return composed(super.forRoot(options), options, route);
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
    return composed(super.forRootAsync(options), options, route);
  }
}

/** `LockModule` as the feature modules over the options that `ConfigurableModuleBuilder` made. */
function composed(given: DynamicModule, extras: LockModuleExtras, webhookRoute: string): DynamicModule {
  const demo = switchSetting(extras.demo ?? process.env.LOCK_DEMO, false);
  if (demo) assertLockDemoAllowed();
  const consoleSettings = new LockConsoleSettings(
    demo ? { enabled: true, ...extras.console } : extras.console,
  );
  const definition = demo ? withLockDemo(given, consoleSettings.prefix) : given;
  const core = LockCoreModule.over(definition);
  const persistence = LockPersistenceModule.register(core);
  const client = LockClientModule.register(core, persistence);
  const users = LockUsersModule.register(core, persistence, {
    authController: extras.authController === true,
  });
  const access = LockAccessModule.register({ core, persistence, client, users });
  const webhooks = LockWebhooksModule.register(core, persistence, {
    controllerRoute: extras.webhookController === true ? webhookRoute : null,
  });
  const features = [
    core,
    persistence,
    client,
    users,
    access,
    webhooks,
    LockMaintenanceModule.register(core, persistence),
    ...(consoleSettings.enabled
      ? [LockConsoleModule.register({ core, persistence, client, users, access, webhooks }, consoleSettings)]
      : []),
    ...(demo ? [LockDemoModule.register({ core, persistence, users, access }, consoleSettings.prefix)] : []),
  ];
  return {
    module: LockModule,
    global: definition.global,
    imports: features,
    exports: features.map((feature) => feature.module),
  };
}
