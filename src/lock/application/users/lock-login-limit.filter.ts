import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { replyWithAnswer } from '../../../common/errors/integration-answer-reply';
import { LockLoginLimitException } from './lock-login-limit.exception';

/**
 * The answer of a sign-in over the limit, the exception's own: 429
 * `{ statusCode: 429, error: 'Too Many Requests', message }` and `Retry-After` in seconds.
 */
@Catch(LockLoginLimitException)
export class LockLoginLimitFilter implements ExceptionFilter<LockLoginLimitException> {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Sends the 429 through the app's HTTP adapter (Express or Fastify alike). */
  catch(exception: LockLoginLimitException, host: ArgumentsHost): void {
    replyWithAnswer(this.adapterHost.httpAdapter, host.switchToHttp().getResponse(), exception.httpAnswer());
  }
}
