import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { AuthenticationException } from './authentication.exception';

/**
 * No API token is configured or stored for the account key (`lock.as('berlin')` without a token for `berlin`): the
 * app's own configuration is incomplete, and the message names what to set. Nothing was sent. An
 * `AuthenticationException`, so code that catches those still catches it.
 */
export class LockTokenNotConfiguredException extends AuthenticationException {
  /** @param accountKey the account without a token @param message says so and names what to set */
  constructor(
    readonly accountKey: string,
    message: string,
  ) {
    super(message);
  }

  /** None: the app's own settings are incomplete, no upstream failed, so it stays Nest's default 500 (and its log). */
  override httpAnswer(): IntegrationExceptionAnswer | undefined {
    return undefined;
  }
}
