import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { UPSTREAM_ERROR_ANSWER } from '../../common/errors/upstream-answers';
import { LockException } from './lock.exception';

/**
 * The lock API answered 2xx with an answer the client cannot use: not JSON, JSON nested deeper than
 * `MAX_JSON_DEPTH`, or not the list or object the call reads. Not retried: the same answer would come again.
 * The message names the call and what was wrong, never the answer itself.
 */
export class UnusableAnswerException extends LockException {
  constructor(
    message: string,
    /** `<METHOD> <path>` of the request, the path relative to the base URL and without query. */
    readonly endpoint: string,
  ) {
    super(message);
  }

  /** 502 in fixed words, as the Delivery and Accounting clients answer a 2xx they cannot use: an upstream's bad answer. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return { status: 502, message: UPSTREAM_ERROR_ANSWER };
  }
}
