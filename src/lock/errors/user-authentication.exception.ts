import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { LockException } from './lock.exception';

/** A failed sign-in of the module's guard: wrong credentials, or a login code that is wrong, expired or used up. */
export class UserAuthenticationException extends LockException {
  /** 401 with its own message. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return { status: 401, message: this.message };
  }
}
