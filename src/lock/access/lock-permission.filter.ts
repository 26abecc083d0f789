import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { LockPermissionException } from '../errors/lock-permission.exception';

/**
 * The 403 answer of a `LockPermissionException`: `{ statusCode: 403, message, error: 'Forbidden' }`.
 * `@RequireLockPermission()` applies it; a route calling `LockAccess` without it adds
 * `@UseFilters(LockPermissionFilter)`.
 */
@Catch(LockPermissionException)
export class LockPermissionFilter implements ExceptionFilter<LockPermissionException> {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Sends the 403 through the app's HTTP adapter (Express or Fastify alike). */
  catch(exception: LockPermissionException, host: ArgumentsHost): void {
    this.adapterHost.httpAdapter.reply(
      host.switchToHttp().getResponse(),
      { statusCode: HttpStatus.FORBIDDEN, message: exception.message, error: 'Forbidden' },
      HttpStatus.FORBIDDEN,
    );
  }
}
