import type { IntegrationExceptionAnswer } from './integration-exception-answer';
import { IntegrationException } from './integration.exception';

/** A programming error in the arguments of a call; thrown before anything is sent. */
export class InvalidArgumentException extends IntegrationException {
  /** 400 with its own message: the caller's arguments are wrong. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return { status: 400, message: this.message };
  }
}
