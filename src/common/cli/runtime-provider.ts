import { InjectionToken } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { IntegrationException } from '../errors/integration.exception';

/** A commands module and the runtime module whose providers its commands use. */
export interface CommandsOf {
  /** e.g. `DeliveryCommandsModule` */
  readonly commandsModule: string;
  /** e.g. `DeliveryModule` */
  readonly runtimeModule: string;
}

/**
 * A provider that the runtime module (e.g. `DeliveryModule`) registered anywhere in the app, for the commands of the
 * commands module imported beside it: commands are wired apart from the runtime modules, so that an app that runs
 * no command never loads the command line stack, and they find the client however the app configured it
 * (`forRoot`, `forRootAsync`). Looked up once the app is built.
 * @throws IntegrationException naming the module to import when the app has none
 */
export function runtimeProvider<T>(app: ModuleRef, token: InjectionToken, owner: CommandsOf): T {
  try {
    return app.get<unknown, T>(token, { strict: false });
  } catch {
    throw new IntegrationException(
      `${owner.commandsModule} needs ${owner.runtimeModule} in the same app: import ${owner.runtimeModule}.forRoot() ` +
        `or ${owner.runtimeModule}.forRootAsync() beside it`,
    );
  }
}
