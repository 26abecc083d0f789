import { Get, UseFilters, UseGuards } from '@nestjs/common';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsolePublic } from '../console-route.decorators';
import { ConsoleHttpError } from '../http/console-http-error';

/**
 * The console's own "page not found" for any other `GET <prefix>/...`: a page in the visitor's language with the
 * console's security headers, for anyone (signed in or not), instead of the framework's JSON. The console module
 * registers it after its other controllers (and after the lock module's other routes), so it only answers paths
 * nothing before it took.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleNotFoundController {
  @Get('*path')
  @ConsolePublic()
  notFound(): never {
    throw new ConsoleHttpError(404, 'notFound');
  }
}
