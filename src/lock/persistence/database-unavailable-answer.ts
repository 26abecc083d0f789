import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { LogEvent } from '../../common/logging/log-event';
import { ThrottledLogEvents } from '../../common/logging/throttled-log-events';
import { LockDatabaseUnavailableException } from '../errors/lock-database-unavailable.exception';

/** What an HTTP client is told while the lock database is down (the database itself is named in the log only). */
export const LOCK_DATABASE_UNAVAILABLE_ANSWER =
  'The service cannot reach its database right now; try again shortly.';

/** The operator hears of an outage at most once a minute, with how many answers it cost. */
const outages = new ThrottledLogEvents((event) => new Logger('LockDatabase').warn(event), 60_000);

/**
 * The error an HTTP route of the package throws for `error`: an outage of the lock database becomes a 503
 * (`ServiceUnavailableException`, with `Retry-After` set on the response and the outage logged), anything else
 * stays as it is. For guards, whose errors reach the host route's filters, not the package's.
 */
export function httpErrorOf(error: unknown, response: unknown, adapterHost: HttpAdapterHost): unknown {
  if (!(error instanceof LockDatabaseUnavailableException)) return error;
  reportDatabaseOutage(error);
  adapterHost.httpAdapter.setHeader(response, 'Retry-After', String(error.retryAfterSeconds));
  return new ServiceUnavailableException(LOCK_DATABASE_UNAVAILABLE_ANSWER);
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
