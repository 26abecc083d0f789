import type { ConnectionFailure } from '../http/connection.exception';
import type { IntegrationModuleName } from './integration-module';

/** The `@nestjs/event-emitter` event emitted after every HTTP exchange of the package's clients. */
export const INTEGRATION_EXCHANGE_EVENT = 'integration.exchange';

/**
 * One HTTP exchange of a client (an API call or a token request), as a hook sees it: the payload of
 * `INTEGRATION_EXCHANGE_EVENT` and the argument of the `onExchange` option. It holds no credential: the URL has
 * its userinfo and the client's secrets redacted, and no header or body is included.
 */
export interface IntegrationExchangeEvent {
  /** The module whose client made the exchange. */
  module: IntegrationModuleName;
  /** The account key the exchange was made for (`default` for Delivery and Accounting). */
  account: string;
  /** The HTTP method. */
  method: string;
  /** The URL with its query, its userinfo and the client's secrets replaced by `[redacted]`. */
  url: string;
  /** The answer's status, or null when no whole answer came (see `failure`). */
  status: number | null;
  /** Why no whole answer came (`timeout`, `refused`, ...), or null when one did. */
  failure: ConnectionFailure | null;
  /** From sending the request to the end of the answer's body, in milliseconds. */
  durationMs: number;
  /** Which attempt of the call this exchange was: 1, then 2 and on for a retry or a repeat after a 401. */
  attempt: number;
}

/** A hook called after every exchange (see `IntegrationExchangeEvent`); what it throws is ignored. */
export type ExchangeListener = (event: IntegrationExchangeEvent) => void;
