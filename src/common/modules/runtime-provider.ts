import { InjectionToken } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { IntegrationException } from '../errors/integration.exception';

/** What needs a runtime module's provider (a commands module, a health indicator), and that runtime module. */
export interface RuntimeModuleUser {
  /** e.g. `DeliveryCommandsModule`, `DeliveryHealthIndicator` */
  readonly user: string;
  /** e.g. `DeliveryModule` */
  readonly runtimeModule: string;
}

/**
 * A provider that the runtime module (e.g. `DeliveryModule`) registered anywhere in the app. Commands and health
 * indicators are wired apart from the runtime modules, so an app that runs no command never loads the command line
 * stack, and an indicator checks the app's own client (the one its calls use, with the token it holds) instead of a
 * second one; either finds the client however the app configured it (`forRoot`, `forRootAsync`).
 * @throws IntegrationException naming the module to import when the app has none
 */
export function runtimeProvider<T>(app: ModuleRef, token: InjectionToken, owner: RuntimeModuleUser): T {
  try {
    return app.get<unknown, T>(token, { strict: false });
  } catch {
    const { user, runtimeModule } = owner;
    throw new IntegrationException(
      `${user} needs ${runtimeModule} in the same app: import ${runtimeModule}.forRoot() or ` +
        `${runtimeModule}.forRootAsync() once, e.g. in the AppModule`,
    );
  }
}
