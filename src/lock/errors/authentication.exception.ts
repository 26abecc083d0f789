import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { UPSTREAM_CREDENTIALS_ANSWER } from '../../common/errors/upstream-answers';
import { LockException } from './lock.exception';

/**
 * No token for the account key (`LockTokenNotConfiguredException`), a failed OAuth code exchange or refresh, or
 * incomplete OAuth settings. Nothing was sent to the lock API.
 */
export class AuthenticationException extends LockException {
  /**
   * 502 in fixed words: the app's credentials for the lock API were refused or could not be had; undefined (Nest's
   * default 500) for a subclass that is the app's own configuration.
   */
  override httpAnswer(): IntegrationExceptionAnswer | undefined {
    return { status: 502, message: UPSTREAM_CREDENTIALS_ANSWER };
  }
}
