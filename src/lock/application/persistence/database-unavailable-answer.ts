import { Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { answerAsHttpException } from '../../../common/errors/integration-answer-reply';
import { IntegrationException } from '../../../common/errors/integration.exception';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import { LockDatabaseUnavailableException } from '../../errors/lock-database-unavailable.exception';

/** The operator hears of an outage at most once a minute, with how many answers it cost. */
const outages = new ThrottledLogEvents((event) => new Logger('LockDatabase').warn(event), 60_000);

/**
 * The error an HTTP guard of the package throws for `error`: a package exception with an HTTP answer (the lock
 * database down, a refused permission) becomes the `HttpException` of that answer, with its `Retry-After` set on
 * the response (and an outage of the lock database logged); anything else stays as it is. For guards, whose errors
 * reach the host route's filters, not the package's.
 */
export function httpErrorOf(error: unknown, response: unknown, adapterHost: HttpAdapterHost): unknown {
  const answer = error instanceof IntegrationException ? error.httpAnswer('api') : undefined;
  if (answer === undefined) return error;
  if (error instanceof LockDatabaseUnavailableException) reportDatabaseOutage(error);
  return answerAsHttpException(adapterHost.httpAdapter, response, answer);
}

/** Logs that an HTTP request was answered 503 for the outage (at most once a minute, with a count). */
export function reportDatabaseOutage(error: LockDatabaseUnavailableException): void {
  outages.say(
    'outage',
    new LogEvent('Lock database unavailable; HTTP requests that need it are answered 503', {
      database: error.database,
      reason: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    }),
  );
}
