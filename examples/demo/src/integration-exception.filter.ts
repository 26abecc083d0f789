import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ConnectionException, IntegrationException } from '@vendor/nest-integrations/common';

/**
 * Answers a failed call to a remote API with 502 Bad Gateway and the exception's message (already redacted by
 * the package), instead of Nest's bare 500.
 */
@Catch(IntegrationException, ConnectionException)
export class IntegrationExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('IntegrationExceptionFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(error: IntegrationException | ConnectionException, host: ArgumentsHost): void {
    this.logger.warn(`${error.name}: ${error.message}`);
    const body = { statusCode: HttpStatus.BAD_GATEWAY, error: error.name, message: error.message };
    this.adapterHost.httpAdapter.reply(host.switchToHttp().getResponse(), body, HttpStatus.BAD_GATEWAY);
  }
}
