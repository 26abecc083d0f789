import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { ConnectionException } from '../../common/http/connection.exception';
import { ApiException } from '../errors/api.exception';
import { LockDatabaseUnavailableException } from '../errors/lock-database-unavailable.exception';
import { LockPermissionException } from '../errors/lock-permission.exception';
import { reportDatabaseOutage } from '../persistence/database-unavailable-answer';
import { LockException } from '../errors/lock.exception';
import { LockLoginLimitException } from '../users/lock-login-limit.exception';
import type { ConsoleContext } from './console-context';
import { consoleContextOf } from './console-context-store';
import type { ConsoleResponse } from './http/console-exchange';
import { ConsoleHttpError, ConsoleSignInRequired } from './http/console-http-error';
import { ERROR_MESSAGES } from './i18n/error-messages';
import { permissionRefusalText } from './i18n/grant-closure-text';
import { permissionLabel } from './i18n/grant-labels';
import { lockFailureText } from './lock-failure-text';
import { errorFragment, renderErrorPage } from './views/error.view';

/** A failure as the console shows it. */
export interface ConsoleFailure {
  status: number;
  message: string;
}

/**
 * Answers every error of a console route with a page (a fragment for the console's script): a visitor who is not
 * signed in is sent to the sign-in page, a refused permission is a 403, a lock or account the viewer may not open
 * a 404, a failure of the lock API a 502 that says in words what happened (its detail goes to the log), an outage of the lock database a 503 with
 * `Retry-After`, anything else a 500 that shows no detail.
 */
@Catch()
export class ConsoleExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('LockConsole');

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<ConsoleResponse>();
    const context = consoleContextOf(response);
    if (context === undefined || response.headersSent) {
      if (!response.headersSent) {
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      response.end(response.headersSent ? undefined : 'The lock console could not answer.');
      return;
    }
    if (error instanceof ConsoleSignInRequired && !context.partial) {
      return context.redirect(context.url('sign-in'));
    }
    // The reason of a refused permission is read from the viewer's grants (in the page's language) first.
    this.answer(error, context, response).catch((failure: unknown) => {
      this.logger.error(
        `A console error page failed: ${failure instanceof Error ? failure.name : typeof failure}`,
      );
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  }

  private async answer(error: unknown, context: ConsoleContext, response: ConsoleResponse): Promise<void> {
    const failure = await consoleFailureOf(error, context);
    if (
      failure.status >= 500 &&
      !(error instanceof LockException) &&
      !(error instanceof ConnectionException)
    ) {
      this.logger.error(`A console request failed: ${error instanceof Error ? error.name : typeof error}`);
    }
    if (error instanceof LockDatabaseUnavailableException) reportDatabaseOutage(error);
    if (error instanceof LockLoginLimitException || error instanceof LockDatabaseUnavailableException) {
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    context.html(
      context.partial ? errorFragment(failure.message) : renderErrorPage(context, failure),
      failure.status,
    );
  }
}

/** The status and the message (in the page's language where the console wrote it) of an error. */
export async function consoleFailureOf(error: unknown, context: ConsoleContext): Promise<ConsoleFailure> {
  const say = (key: keyof (typeof ERROR_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ERROR_MESSAGES, key, values);
  if (error instanceof ConsoleHttpError)
    return { status: error.status, message: say(error.key, error.params) };
  if (error instanceof ConsoleSignInRequired) return { status: 401, message: say('signInRequired') };
  if (error instanceof LockPermissionException) {
    const permission =
      error.permission === null ? say('anyPermission') : permissionLabel(context, error.permission);
    const reason = await permissionRefusalText(context, error).catch(() => error.reason);
    return { status: 403, message: say('permissionDenied', { permission, reason }) };
  }
  if (error instanceof LockLoginLimitException) {
    return { status: 429, message: say('tooManyAttempts', { seconds: String(error.retryAfterSeconds) }) };
  }
  if (error instanceof LockDatabaseUnavailableException) return { status: 503, message: say('unavailable') };
  if (error instanceof ApiException && (error.status === 403 || error.status === 404)) {
    return { status: 404, message: lockFailureText(context, error) };
  }
  if (error instanceof InvalidArgumentException) {
    return { status: 400, message: lockFailureText(context, error) };
  }
  if (error instanceof LockException || error instanceof ConnectionException) {
    return { status: 502, message: lockFailureText(context, error) };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, message: say(status === 404 ? 'notFound' : 'unexpected') };
  }
  return { status: 500, message: say('unexpected') };
}
