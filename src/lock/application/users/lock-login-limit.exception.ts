import type { IntegrationExceptionAnswer } from '../../../common/errors/integration-exception-answer';
import { LockException } from '../../errors/lock.exception';

/**
 * A sign-in attempt over the limit of its email or client address: nothing was checked, issued or used up.
 * `LockAuthController` answers it with a 429 and `Retry-After`.
 */
export class LockLoginLimitException extends LockException {
  /** @param retryAfterSeconds whole seconds until the window of the limit ends (at least 1) */
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many sign-in attempts; try again in ${retryAfterSeconds} seconds.`);
  }

  /** 429 with its own message and `Retry-After`. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return { status: 429, message: this.message, retryAfterSeconds: this.retryAfterSeconds };
  }
}
