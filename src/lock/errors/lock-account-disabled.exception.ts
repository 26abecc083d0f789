import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { AuthenticationException } from './authentication.exception';

/** The lock account is disabled in the lock database: every call on its behalf is refused. Nothing was sent. */
export class LockAccountDisabledException extends AuthenticationException {
  /** @param accountKey the disabled account's key */
  constructor(readonly accountKey: string) {
    super(
      `The lock account "${accountKey}" is disabled (lock:account-enable --account=${accountKey} enables it). ` +
        'Nothing was sent.',
    );
  }

  /** 403 with its own message: the operator disabled the account, so the call is refused on purpose. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return { status: 403, message: this.message };
  }
}
