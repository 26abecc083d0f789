import type { IntegrationExceptionAnswer } from '../errors/integration-exception-answer';
import { IntegrationException } from '../errors/integration.exception';
import {
  UPSTREAM_TIMEOUT_ANSWER,
  UPSTREAM_TOO_LARGE_ANSWER,
  UPSTREAM_UNREACHABLE_ANSWER,
} from '../errors/upstream-answers';

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

  /** 504 for a timeout, 502 for an answer too large, else (refused, reset, DNS, network) 503; fixed words. */
  override httpAnswer(): IntegrationExceptionAnswer {
    switch (this.failure) {
      case 'timeout':
      case 'connect-timeout':
        return { status: 504, message: UPSTREAM_TIMEOUT_ANSWER };
      case 'response-too-large':
        return { status: 502, message: UPSTREAM_TOO_LARGE_ANSWER };
      default:
        return { status: 503, message: UPSTREAM_UNREACHABLE_ANSWER };
    }
  }
}
