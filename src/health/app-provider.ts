import { InjectionToken } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { IntegrationException } from '../common/errors/integration.exception';

/** A health indicator and the module of the app whose client it checks. */
export interface IndicatorOf {
  /** e.g. `DeliveryHealthIndicator` */
  readonly indicator: string;
  /** e.g. `DeliveryModule` */
  readonly runtimeModule: string;
}

/**
 * A provider that the runtime module (e.g. `DeliveryModule`) registered anywhere in the app, so that a health
 * indicator checks the app's own client (the one its calls use, with the token it holds) instead of a second one.
 * @throws IntegrationException naming the module to import when the app has none
 */
export function appProvider<T>(app: ModuleRef, token: InjectionToken, owner: IndicatorOf): T {
  try {
    return app.get<unknown, T>(token, { strict: false });
  } catch {
    throw new IntegrationException(
      `${owner.indicator} needs ${owner.runtimeModule} in the app: import ${owner.runtimeModule}.forRoot() or ` +
        `${owner.runtimeModule}.forRootAsync() once, e.g. in the AppModule.`,
    );
  }
}
