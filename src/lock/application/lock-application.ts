import type { DynamicModule } from '@nestjs/common';
import { LockAccessModule } from './access/lock-access.module';
import { LockConsoleSettings } from './console/lock-console-settings';
import { lockDemoEnabled } from './demo/lock-demo-settings';
import type { LockConsoleOptions } from '../interfaces/lock-console-options.interface';
import type { LockOptions } from '../interfaces/lock-options.interface';
import { lockEnv } from '../lock-env';
import { LockClientModule } from '../lock-client.module';
import { LockCoreModule } from '../lock-core.module';
import type { LockModuleExtras } from '../lock.module-definition';
import { LockMaintenanceModule } from './maintenance/lock-maintenance.module';
import { LockPersistenceModule } from './persistence/lock-persistence.module';
import { LockUsersModule } from './users/lock-users.module';
import { lockWebhookRouteBeforeInjection } from './webhooks/lock-webhook-settings';
import { LockWebhooksModule } from './webhooks/lock-webhooks.module';

/**
 * The lock application over the client: the feature modules `LockModule` composes when it is not client-only
 * (persistence, users, access, webhooks, maintenance and, when turned on, the console and the demo). `LockModule`
 * loads this file at `forRoot()`, so an app that only imports the package, or registers a client-only module,
 * loads none of it. The console's module and the demo are loaded only when they are on (the console's settings
 * always, to know).
 */
export function lockApplicationFeatures(
  given: DynamicModule,
  extras: LockModuleExtras,
  routeOptions: LockOptions,
): DynamicModule[] {
  const webhookRoute = lockWebhookRouteBeforeInjection(routeOptions);
  const { demo, console: consoleSettings } = lockConsoleSwitches(extras);
  const demoFeature = demo ? loadDemo() : undefined;
  const definition = demoFeature?.withLockDemo(given, consoleSettings.prefix) ?? given;
  const core = LockCoreModule.over(definition);
  const persistence = LockPersistenceModule.register(core);
  const client = LockClientModule.register(core, [persistence]);
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
    LockMaintenanceModule.register(core, persistence, access),
  ];
  if (consoleSettings.enabled) {
    const { LockConsoleModule } = loadConsole();
    features.push(
      LockConsoleModule.register({ core, persistence, client, users, access, webhooks }, consoleSettings),
    );
  }
  if (demoFeature !== undefined) {
    features.push(
      demoFeature.LockDemoModule.register({ core, persistence, users, access }, consoleSettings.prefix),
    );
  }
  return features;
}

/** The console's module, loaded when the console is on. */
function loadConsole(): typeof import('./console/lock-console.module') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./console/lock-console.module') as typeof import('./console/lock-console.module');
}

/** The demo's files, loaded when `demo` (`LOCK_DEMO`) is on. */
function loadDemo(): typeof import('./demo/lock-demo') &
  typeof import('./demo/lock-demo-options') &
  typeof import('./demo/lock-demo.module') {
  return {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ...(require('./demo/lock-demo') as typeof import('./demo/lock-demo')),
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ...(require('./demo/lock-demo-options') as typeof import('./demo/lock-demo-options')),
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ...(require('./demo/lock-demo.module') as typeof import('./demo/lock-demo.module')),
  };
}

/** What `LockModule` reads of the console and the demo before dependency injection runs. */
interface LockConsoleSwitches {
  /** Whether the demo is on (`demo`, else `LOCK_DEMO`). */
  readonly demo: boolean;
  /** The console's settings; the demo turns the console on unless `console.enabled` says otherwise. */
  readonly console: LockConsoleSettings;
}

/**
 * The console's and the demo's switches of the module's options (`console`, `demo`) over the env's
 * (`LOCK_CONSOLE_*`, `LOCK_DEMO`), read when the module is registered.
 * @throws LockException for a malformed prefix, or for the demo while `NODE_ENV=production`
 */
function lockConsoleSwitches(
  extras: { console?: LockConsoleOptions; demo?: boolean | string },
  env: NodeJS.ProcessEnv = lockEnv(),
): LockConsoleSwitches {
  const demo = lockDemoEnabled(extras.demo, env);
  return {
    demo,
    console: new LockConsoleSettings(
      demo ? { enabled: true, ...extras.console } : (extras.console ?? {}),
      env,
    ),
  };
}
