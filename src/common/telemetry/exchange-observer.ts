import type { IntegrationExchangeEvent } from './exchange-event';

/** Something told of every exchange of a transport; asked first, so no event is built for nobody. */
export interface ExchangeObserver {
  /** True when an exchange event should be built and passed to `observe` now. */
  wants(): boolean;
  /** Takes one event; must not throw. */
  observe(event: IntegrationExchangeEvent): void;
}
