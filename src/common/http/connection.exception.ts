import { IntegrationException } from '../errors/integration.exception';

/** Why a request got no whole HTTP answer. */
export type ConnectionFailure =
  'timeout' | 'connect-timeout' | 'refused' | 'reset' | 'dns' | 'network' | 'response-too-large';

/**
 * The transport error: timeout, connect timeout, refused, reset or DNS failure, or an answer larger than the
 * transport reads. It is no subclass of any module's exception (`DeliveryException`, `AccountingException`,
 * `LockException`), so callers catch both.
 */
export class ConnectionException extends IntegrationException {
  constructor(
    message: string,
    /** What went wrong, as a stable word. */
    readonly failure: ConnectionFailure,
    /** `<METHOD> <url without query>` of the request. */
    readonly endpoint: string,
  ) {
    super(message);
  }
}
