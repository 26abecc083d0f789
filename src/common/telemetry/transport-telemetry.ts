import type { ModuleRef } from '@nestjs/core';
import { emitterObserver } from './exchange-emitter-observer';
import type { ExchangeListener } from './exchange-event';
import { listenerObserver } from './exchange-listener-observer';
import type { ExchangeObserver } from './exchange-observer';
import type { IntegrationModuleName } from './integration-module';

/** What a transport tells about its exchanges: the module it serves and who else is told of each exchange. */
export interface TransportTelemetry {
  /** The module whose client uses the transport. */
  module: IntegrationModuleName;
  /** Told of every exchange (the `onExchange` option, the app's event emitter). */
  observers?: readonly ExchangeObserver[];
}

/**
 * The telemetry of a module's transport: the `onExchange` option when given, and the app's `EventEmitter2` (for
 * `INTEGRATION_EXCHANGE_EVENT`) when the module runs in a Nest app.
 */
export function transportTelemetry(
  module: IntegrationModuleName,
  onExchange: ExchangeListener | undefined,
  app?: ModuleRef,
): TransportTelemetry {
  const observers: ExchangeObserver[] = [];
  if (onExchange !== undefined) observers.push(listenerObserver(onExchange));
  if (app !== undefined) observers.push(emitterObserver(app));
  return { module, observers };
}
