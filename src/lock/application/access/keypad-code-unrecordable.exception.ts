import type { IntegrationExceptionAnswer } from '../../../common/errors/integration-exception-answer';
import { LockException } from '../../errors/lock.exception';

/**
 * A sub-user's keypad code was not created because its maker could not be recorded before the create was sent
 * (see `KeypadCodeMakerResolution.pend`): nothing was sent. Either `APP_KEY` is not usable (the code is recorded as
 * a digest keyed with it; the app's own fault, left to Nest's 500), or a code with the same digits on that lock is
 * still awaiting the lock API's list (409: try again once the list shows it).
 */
export class KeypadCodeUnrecordableException extends LockException {
  constructor(
    /** Why, e.g. `APP_KEY is not usable (...)`. */
    readonly reason: string,
    /** `app-key`: no usable `APP_KEY`; `awaiting-list`: the same code is still awaiting the lock API's list. */
    readonly kind: 'app-key' | 'awaiting-list' = 'app-key',
  ) {
    super(`The keypad code was not created (nothing was sent): ${reason}.`);
  }

  /** 409 with its own message while the same code awaits the list; a missing `APP_KEY` stays the app's 500. */
  override httpAnswer(): IntegrationExceptionAnswer | undefined {
    return this.kind === 'awaiting-list' ? { status: 409, message: this.message } : undefined;
  }
}
