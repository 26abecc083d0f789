import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { LockLoginLimitException } from './lock-login-limit.exception';

/** The 429 answer of a sign-in over the limit: `{ statusCode: 429, message }` and `Retry-After` in seconds. */
@Catch(LockLoginLimitException)
export class LockLoginLimitFilter implements ExceptionFilter<LockLoginLimitException> {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Sends the 429 through the app's HTTP adapter (Express or Fastify alike). */
  catch(exception: LockLoginLimitException, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const response: unknown = host.switchToHttp().getResponse();
    httpAdapter.setHeader(response, 'Retry-After', String(exception.retryAfterSeconds));
    httpAdapter.reply(
      response,
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: exception.message },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
