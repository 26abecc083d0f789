import { IntegrationException } from '../common/errors/integration.exception';

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
}
