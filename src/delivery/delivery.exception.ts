import type { IntegrationExceptionAnswer } from '../common/errors/integration-exception-answer';
import { IntegrationException } from '../common/errors/integration.exception';
import { upstreamStatusAnswer } from '../common/errors/upstream-answers';

/** The portal answered with an error status (or an answer the client cannot use). */
export class DeliveryException extends IntegrationException {
  /** The seconds the answer's `Retry-After` header asked to wait, when it had a readable one (else not set). */
  declare readonly retryAfterSeconds?: number;

  /** @param retryAfterSeconds what the answer's `Retry-After` header asked, when it had a readable one */
  constructor(
    message: string,
    /** The HTTP status of the answer; 0 when there was none (incomplete configuration). */
    readonly status: number,
    retryAfterSeconds?: number,
  ) {
    super(message);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * The portal's answer as an upstream's (429 and 503 a 503 with its `Retry-After`, any other status, a 2xx the
   * client cannot use included, a 502); none for status 0 (incomplete settings: the app's fault, a 500).
   */
  override httpAnswer(): IntegrationExceptionAnswer | undefined {
    return this.status > 0 ? upstreamStatusAnswer(this.status, this.retryAfterSeconds) : undefined;
  }
}
