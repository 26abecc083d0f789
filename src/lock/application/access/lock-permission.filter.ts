import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { replyWithAnswer } from '../../../common/errors/integration-answer-reply';
import { LockPermissionException } from '../../errors/lock-permission.exception';

/**
 * The answer of a `LockPermissionException`, the exception's own: 403 `{ statusCode: 403, error: 'Forbidden',
 * message }`. `@RequireLockPermission()` applies it; a route calling `LockAccess` without it adds
 * `@UseFilters(LockPermissionFilter)`.
 */
@Catch(LockPermissionException)
export class LockPermissionFilter implements ExceptionFilter<LockPermissionException> {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Sends the 403 through the app's HTTP adapter (Express or Fastify alike). */
  catch(exception: LockPermissionException, host: ArgumentsHost): void {
    replyWithAnswer(this.adapterHost.httpAdapter, host.switchToHttp().getResponse(), exception.httpAnswer());
  }
}
