import { Controller, DynamicModule, Module, Type, UseInterceptors } from '@nestjs/common';
import { ConsoleAuditInterceptor } from './console-audit.interceptor';
import { ConsoleGate } from './console-gate';
import { ConsoleAccountPeopleController } from './controllers/console-account-people.controller';
import { ConsoleAccountsController } from './controllers/console-accounts.controller';
import { ConsoleActivityController } from './controllers/console-activity.controller';
import { ConsoleAuditController } from './controllers/console-audit.controller';
import { ConsoleAssetsController } from './controllers/console-assets.controller';
import { ConsoleDashboardController } from './controllers/console-dashboard.controller';
import { ConsoleHomeController } from './controllers/console-home.controller';
import { ConsoleLockController } from './controllers/console-lock.controller';
import { ConsoleLiveController } from './controllers/console-live.controller';
import { ConsoleLockSettingsController } from './controllers/console-lock-settings.controller';
import { ConsoleNotificationsController } from './controllers/console-notifications.controller';
import { ConsolePasswordController } from './controllers/console-password.controller';
import { ConsoleNotFoundController } from './controllers/console-not-found.controller';
import { ConsoleSignInController } from './controllers/console-sign-in.controller';
import { ConsoleUsersController } from './controllers/console-users.controller';
import { ConsoleWebhooksController } from './controllers/console-webhooks.controller';
import { ConsoleAssets } from './console-assets';
import { LockConsoleSettings } from './lock-console-settings';

/** The lock features the console builds on, as `LockModule` composes them. */
export interface LockConsoleImports {
  /** The lock core (configuration and client services). */
  core: DynamicModule;
  /** The lock database. */
  persistence: DynamicModule;
  /** The lock API client. */
  client: DynamicModule;
  /** The module's own users. */
  users: DynamicModule;
  /** The sub-users' grants and their checks. */
  access: DynamicModule;
  /** The webhook secrets, receiver and registration. */
  webhooks: DynamicModule;
}

/**
 * The lock console (opt-in: `console: { enabled: true }`): server-rendered pages under the console's prefix, over
 * the module's users, permissions, accounts and API client. Every controller runs behind `ConsoleGate` and answers
 * its errors through `ConsoleExceptionFilter`. The sign-in pages and the sub-users pages exist only while the
 * console signs in with the module's own users.
 */
@Module({})
export class LockConsoleModule {
  /** The feature over the other lock features, its controllers at the settings' prefix. */
  static register(features: LockConsoleImports, settings: LockConsoleSettings): DynamicModule {
    const withUsers = settings.gate.kind === 'users';
    const controllers: Type[] = [
      ConsoleAssetsController,
      ConsoleHomeController,
      ...(withUsers ? [ConsoleSignInController, ConsolePasswordController, ConsoleUsersController] : []),
      ConsoleAccountsController,
      ConsoleDashboardController,
      ConsoleLockController,
      ConsoleLockSettingsController,
      ConsoleActivityController,
      ConsoleAuditController,
      ConsoleWebhooksController,
      ConsoleAccountPeopleController,
      ConsoleNotificationsController,
      ConsoleLiveController,
      // Last: it answers the paths under the prefix that no route above took.
      ConsoleNotFoundController,
    ];
    return {
      module: LockConsoleModule,
      imports: Object.values(features),
      controllers: controllers.map((controller) => atPrefix(controller, settings.prefix)),
      providers: [{ provide: LockConsoleSettings, useValue: settings }, ConsoleAssets, ConsoleGate],
    };
  }
}

/** The console controller class served under the prefix (its routes are relative to it). */
function atPrefix(controller: Type, prefix: string): Type {
  @Controller(prefix)
  // Every state-changing console request is recorded in the audit trail, in this one place (issue 34).
  @UseInterceptors(ConsoleAuditInterceptor)
  class PrefixedConsoleController extends controller {}
  Object.defineProperty(PrefixedConsoleController, 'name', { value: controller.name });
  return PrefixedConsoleController;
}
