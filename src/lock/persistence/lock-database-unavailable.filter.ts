import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpStatus,
  ServiceUnavailableException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { LockDatabaseUnavailableException } from '../errors/lock-database-unavailable.exception';
import { httpErrorOf } from './database-unavailable-answer';

/**
 * The answer of a route that needs the lock database while it is down: 503
 * `{ statusCode: 503, message, error: 'Service Unavailable' }` with `Retry-After`, never a 500. The package's own
 * controllers (sign-in, webhook receiver) use it; add it to a route of yours with
 * `@UseFilters(LockDatabaseUnavailableFilter)`.
 */
@Catch(LockDatabaseUnavailableException)
export class LockDatabaseUnavailableFilter implements ExceptionFilter<LockDatabaseUnavailableException> {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Sends the 503 through the app's HTTP adapter (Express or Fastify alike). */
  catch(exception: LockDatabaseUnavailableException, host: ArgumentsHost): void {
    const response: unknown = host.switchToHttp().getResponse();
    const answer = httpErrorOf(exception, response, this.adapterHost) as ServiceUnavailableException;
    this.adapterHost.httpAdapter.reply(response, answer.getResponse(), HttpStatus.SERVICE_UNAVAILABLE);
  }
}
