import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { LockException } from './lock.exception';

/** What an HTTP client is told while another process refreshes the account's OAuth token. */
export const LOCK_TOKEN_REFRESH_PENDING_ANSWER =
  'The service is renewing its sign-in to an upstream service; try again shortly.';

/**
 * Another process holds the refresh of the lock account's OAuth token (its lease in the lock database), and the
 * call waited for it as long as a request may take (`LOCK_TIMEOUT`) without seeing the new token: that process
 * is slow or died during the refresh. Nothing was sent to the lock API or to the token endpoint. The same call may
 * succeed after `retryAfterSeconds`, when the lease has ended: by then the refresh is stored, or the next call
 * refreshes (or finds that the account must be authorized again). The package's HTTP routes answer it with 503
 * and `Retry-After`.
 */
export class LockTokenRefreshPendingException extends LockException {
  /**
   * @param accountKey the key of the account whose token is being refreshed
   * @param waitedSeconds how long the call waited for the other process (`LOCK_TIMEOUT`)
   * @param retryAfterSeconds whole seconds until the refresh's lease ends (at least 1)
   */
  constructor(
    readonly accountKey: string,
    waitedSeconds: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `Another process is refreshing the OAuth token of lock account "${accountKey}" and has not stored a new ` +
        `token after ${waitedSeconds} s (LOCK_TIMEOUT, option http.timeout); nothing was sent. Its lease ends ` +
        `in ${retryAfterSeconds} s: try again then (should that process have stopped, the next call refreshes).`,
    );
  }

  /** 503 with `Retry-After` (the rest of the lease), in fixed words that do not name the account. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return {
      status: 503,
      message: LOCK_TOKEN_REFRESH_PENDING_ANSWER,
      retryAfterSeconds: this.retryAfterSeconds,
    };
  }
}
