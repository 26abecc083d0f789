import { AccountingException } from '../../accounting/accounting.exception';
import { DeliveryException } from '../../delivery/delivery.exception';
import { ApiException } from '../../lock/errors/api.exception';
import { AuthenticationException } from '../../lock/errors/authentication.exception';
import { LockDatabaseUnavailableException } from '../../lock/errors/lock-database-unavailable.exception';
import { LockPermissionException } from '../../lock/errors/lock-permission.exception';
import { LockAccountDisabledException } from '../../lock/errors/lock-account-disabled.exception';
import { UserAuthenticationException } from '../../lock/errors/user-authentication.exception';
import { LOCK_DATABASE_UNAVAILABLE_ANSWER } from '../../lock/persistence/database-unavailable-answer';
import { LockLoginLimitException } from '../../lock/users/lock-login-limit.exception';
import { ConnectionException } from '../http/connection.exception';
import { InvalidArgumentException } from './invalid-argument.exception';
import type { IntegrationException } from './integration.exception';

/** The HTTP answer an app's client gets for one of the package's exceptions. */
export interface IntegrationExceptionAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The words of the body's `message`: the exception's own (redacted) message, or fixed words where it would tell an upstream's answer. */
  readonly message: string;
  /** The `Retry-After` header in seconds, where the package knows when trying again makes sense. */
  readonly retryAfterSeconds?: number;
}

/** What the client is told when a remote API answered with an error; its body stays in the log. */
export const UPSTREAM_ERROR_ANSWER = 'An upstream service answered with an error.';
/** What the client is told when a remote API limits the app's calls. */
export const UPSTREAM_RATE_LIMIT_ANSWER = 'An upstream service is limiting calls; try again later.';
/** What the client is told when the connection to a remote API failed (refused, reset, DNS). */
export const UPSTREAM_UNREACHABLE_ANSWER = 'An upstream service cannot be reached; try again later.';
/** What the client is told when a remote API did not answer in time. */
export const UPSTREAM_TIMEOUT_ANSWER = 'An upstream service did not answer in time.';
/** What the client is told when a remote API's answer was larger than the app reads. */
export const UPSTREAM_TOO_LARGE_ANSWER = "An upstream service's answer was too large.";
/** What the client is told when the app's own credentials for a remote API are missing or refused. */
export const UPSTREAM_CREDENTIALS_ANSWER = 'The service could not sign in to an upstream service.';

/** What the client is told when a remote API says it is unavailable for now. */
export const UPSTREAM_UNAVAILABLE_ANSWER = 'An upstream service is unavailable; try again later.';

/** A remote API's error answer: its status and the wait its `Retry-After` header asked for. */
interface UpstreamAnswer {
  status: number;
  retryAfterSeconds?: number;
}

/**
 * The HTTP answer of a remote API's error status: 503 for its rate limit (429) and its own 503, with the remote
 * `Retry-After` when it sent one; else 502.
 */
function upstreamStatusAnswer({ status, retryAfterSeconds }: UpstreamAnswer): IntegrationExceptionAnswer {
  if (status !== 429 && status !== 503) return { status: 502, message: UPSTREAM_ERROR_ANSWER };
  const message = status === 429 ? UPSTREAM_RATE_LIMIT_ANSWER : UPSTREAM_UNAVAILABLE_ANSWER;
  return retryAfterSeconds === undefined
    ? { status: 503, message }
    : { status: 503, message, retryAfterSeconds };
}

/** The answer of a connection failure: 504 for a timeout, 502 for an answer too large, else 503. */
function connectionAnswer(exception: ConnectionException): IntegrationExceptionAnswer {
  switch (exception.failure) {
    case 'timeout':
    case 'connect-timeout':
      return { status: 504, message: UPSTREAM_TIMEOUT_ANSWER };
    case 'response-too-large':
      return { status: 502, message: UPSTREAM_TOO_LARGE_ANSWER };
    default:
      return { status: 503, message: UPSTREAM_UNREACHABLE_ANSWER };
  }
}

/** The remote answer a module exception reports, when it has one (status 0 means none: a configuration error). */
function upstreamAnswerOf(exception: IntegrationException): UpstreamAnswer | undefined {
  if (exception instanceof ApiException || exception instanceof DeliveryException) return exception;
  if (exception instanceof AccountingException) {
    return { status: exception.status(), retryAfterSeconds: exception.retryAfterSeconds };
  }
  return undefined;
}

/**
 * The HTTP answer of one of the package's exceptions, or undefined for those that stay a 500 (incomplete
 * settings, a missing optional package, an unknown setting value): those are the app's faults, for its own
 * error handling and log. The table is in `docs/errors-and-logs.md`.
 */
export function integrationExceptionAnswer(
  exception: IntegrationException,
): IntegrationExceptionAnswer | undefined {
  if (exception instanceof LockLoginLimitException) {
    return { status: 429, message: exception.message, retryAfterSeconds: exception.retryAfterSeconds };
  }
  if (exception instanceof LockDatabaseUnavailableException) {
    return {
      status: 503,
      message: LOCK_DATABASE_UNAVAILABLE_ANSWER,
      retryAfterSeconds: exception.retryAfterSeconds,
    };
  }
  if (exception instanceof LockPermissionException || exception instanceof LockAccountDisabledException) {
    return { status: 403, message: exception.message };
  }
  if (exception instanceof UserAuthenticationException) return { status: 401, message: exception.message };
  if (exception instanceof AuthenticationException)
    return { status: 502, message: UPSTREAM_CREDENTIALS_ANSWER };
  if (exception instanceof InvalidArgumentException) return { status: 400, message: exception.message };
  if (exception instanceof ConnectionException) return connectionAnswer(exception);
  const upstream = upstreamAnswerOf(exception);
  return upstream !== undefined && upstream.status > 0 ? upstreamStatusAnswer(upstream) : undefined;
}
