import type { IntegrationExceptionAnswer } from './integration-exception-answer';

/** What the client is told when a remote API answered with an error; its body stays in the log. */
export const UPSTREAM_ERROR_ANSWER = 'An upstream service answered with an error.';
/** What the client is told when a remote API limits the app's calls. */
export const UPSTREAM_RATE_LIMIT_ANSWER = 'An upstream service is limiting calls; try again later.';
/** What the client is told when a remote API says it is unavailable for now. */
export const UPSTREAM_UNAVAILABLE_ANSWER = 'An upstream service is unavailable; try again later.';
/** What the client is told when the connection to a remote API failed (refused, reset, DNS). */
export const UPSTREAM_UNREACHABLE_ANSWER = 'An upstream service cannot be reached; try again later.';
/** What the client is told when a remote API did not answer in time. */
export const UPSTREAM_TIMEOUT_ANSWER = 'An upstream service did not answer in time.';
/** What the client is told when a remote API's answer was larger than the app reads. */
export const UPSTREAM_TOO_LARGE_ANSWER = "An upstream service's answer was too large.";
/** What the client is told when the app's own credentials for a remote API are missing or refused. */
export const UPSTREAM_CREDENTIALS_ANSWER = 'The service could not sign in to an upstream service.';
/** What a console page is told when a remote API refuses or does not know the item asked for. */
export const UPSTREAM_NOT_FOUND_ANSWER = 'An upstream service does not know this item.';

/**
 * The HTTP answer of a remote API's answer the app cannot use: its rate limit (429) and its own 503 are a 503
 * with the remote `Retry-After` when it sent a readable one; any other status (another 4xx or 5xx, or a 2xx
 * whose body cannot be read, e.g. JSON nested deeper than `MAX_JSON_DEPTH`) is a 502. The upstream's body is
 * never part of it. Each module's exception for a remote answer asks it.
 *
 * @param status the remote answer's HTTP status
 * @param retryAfterSeconds what the remote `Retry-After` header asked, when it was readable
 */
export function upstreamStatusAnswer(status: number, retryAfterSeconds?: number): IntegrationExceptionAnswer {
  if (status !== 429 && status !== 503) return { status: 502, message: UPSTREAM_ERROR_ANSWER };
  const message = status === 429 ? UPSTREAM_RATE_LIMIT_ANSWER : UPSTREAM_UNAVAILABLE_ANSWER;
  return retryAfterSeconds === undefined
    ? { status: 503, message }
    : { status: 503, message, retryAfterSeconds };
}
