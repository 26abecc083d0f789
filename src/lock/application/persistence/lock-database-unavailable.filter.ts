import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { replyWithAnswer } from '../../../common/errors/integration-answer-reply';
import { LockDatabaseUnavailableException } from '../../errors/lock-database-unavailable.exception';
import { reportDatabaseOutage } from './database-unavailable-answer';

/**
 * The answer of a route that needs the lock database while it is down: the exception's own (503
 * `{ statusCode: 503, error: 'Service Unavailable', message }` with `Retry-After`), never a 500; the outage is
 * logged. The package's own controllers (sign-in, webhook receiver) use it; add it to a route of yours with
 * `@UseFilters(LockDatabaseUnavailableFilter)`.
 */
@Catch(LockDatabaseUnavailableException)
export class LockDatabaseUnavailableFilter implements ExceptionFilter<LockDatabaseUnavailableException> {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Sends the 503 through the app's HTTP adapter (Express or Fastify alike). */
  catch(exception: LockDatabaseUnavailableException, host: ArgumentsHost): void {
    reportDatabaseOutage(exception);
    replyWithAnswer(this.adapterHost.httpAdapter, host.switchToHttp().getResponse(), exception.httpAnswer());
  }
}
