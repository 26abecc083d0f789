import type { ExchangeListener } from './exchange-event';
import type { ExchangeObserver } from './exchange-observer';

/** The observer of an `onExchange` option: it always wants the event, and what the listener throws is dropped. */
export function listenerObserver(listener: ExchangeListener): ExchangeObserver {
  return {
    wants: () => true,
    observe: (event) => {
      try {
        listener(event);
      } catch {
        // A hook must not fail the call it watches.
      }
    },
  };
}
