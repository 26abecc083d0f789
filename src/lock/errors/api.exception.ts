import type {
  IntegrationAnswerContext,
  IntegrationExceptionAnswer,
} from '../../common/errors/integration-exception-answer';
import { UPSTREAM_NOT_FOUND_ANSWER, upstreamStatusAnswer } from '../../common/errors/upstream-answers';
import { excerpt } from '../../common/redaction/redacted-excerpt';
import { LockException } from './lock.exception';

/** How many characters of the answer body go into the message. */
export const API_EXCEPTION_BODY_EXCERPT = 300;
/**
 * How many characters of the answer body `body` keeps: 64 Ki, so an exception never holds (and a logger never
 * prints) megabytes, and redacting it is bounded work whatever a server sends.
 */
export const API_EXCEPTION_BODY_KEPT = 64 * 1024;

/**
 * The lock API answered with a 4xx or 5xx status. The message is
 * `LOCK API <METHOD> <path> returned HTTP <status>: <first 300 characters of the body>`; message and body are
 * redacted (bearer tokens, the OAuth client secret).
 */
export class ApiException extends LockException {
  /** The seconds the answer's `Retry-After` header asked to wait, when it had a readable one (else not set). */
  declare readonly retryAfterSeconds?: number;

  /** @param retryAfterSeconds what the answer's `Retry-After` header asked, when it had a readable one */
  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The raw answer body, redacted; its first 64 Ki characters (`API_EXCEPTION_BODY_KEPT`). */
    readonly body: string,
    /** `<METHOD> <path>` of the request, the path relative to the base URL and without query. */
    readonly endpoint: string,
    retryAfterSeconds?: number,
  ) {
    super(`LOCK API ${endpoint} returned HTTP ${status}: ${bodyExcerpt(body)}`);
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * An upstream's error answer: its 429 and 503 a 503 with its `Retry-After`, any other status a 502, in fixed
   * words. On a console page (`console`) its 403 and 404 are a 404 instead, on purpose: there the item asked for is
   * one of the page's own (a lock, an authorization, a log), and an item the lock API will not show the account
   * reads to the operator as one that is not there. For an app's route the item is not the route's own, so it
   * stays an upstream's failure (502).
   */
  override httpAnswer(context: IntegrationAnswerContext = 'api'): IntegrationExceptionAnswer {
    if (context === 'console' && (this.status === 403 || this.status === 404)) {
      return { status: 404, message: UPSTREAM_NOT_FOUND_ANSWER };
    }
    return upstreamStatusAnswer(this.status, this.retryAfterSeconds);
  }
}

/** The first 300 characters of an answer body, never ending in half a surrogate pair. */
export function bodyExcerpt(body: string): string {
  return excerpt(body, API_EXCEPTION_BODY_EXCERPT);
}
