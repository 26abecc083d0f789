import type { ModuleRef } from '@nestjs/core';
import { INTEGRATION_EXCHANGE_EVENT } from './exchange-event';
import type { ExchangeObserver } from './exchange-observer';

/** The part of `EventEmitter2` the observer uses. */
interface ExchangeEventEmitter {
  hasListeners(event?: string): boolean;
  emit(event: string, ...values: unknown[]): boolean;
}

/**
 * The observer that emits `INTEGRATION_EXCHANGE_EVENT` through the app's `EventEmitter2` (the host's
 * `EventEmitterModule.forRoot()`), looked up at the first exchange; without that module, or without a listener of
 * the event, no event is built. A listener's failure is dropped.
 */
export function emitterObserver(app: ModuleRef): ExchangeObserver {
  let emitter: ExchangeEventEmitter | null | undefined;
  const found = (): ExchangeEventEmitter | null => {
    if (emitter === undefined) {
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { EventEmitter2 } = require('@nestjs/event-emitter') as typeof import('@nestjs/event-emitter');
        emitter = app.get<unknown, ExchangeEventEmitter>(EventEmitter2, { strict: false });
      } catch {
        emitter = null;
      }
    }
    return emitter;
  };
  return {
    wants: () => found()?.hasListeners(INTEGRATION_EXCHANGE_EVENT) ?? false,
    observe: (event) => {
      try {
        found()?.emit(INTEGRATION_EXCHANGE_EVENT, event);
      } catch {
        // A listener must not fail the call it watches.
      }
    },
  };
}
