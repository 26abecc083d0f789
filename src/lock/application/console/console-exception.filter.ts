import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { IntegrationException } from '../../../common/errors/integration.exception';
import { ConnectionException } from '../../../common/http/connection.exception';
import { LockDatabaseUnavailableException } from '../../errors/lock-database-unavailable.exception';
import { LockPermissionException } from '../../errors/lock-permission.exception';
import { reportDatabaseOutage } from '../persistence/database-unavailable-answer';
import { LockException } from '../../errors/lock.exception';
import { LockLoginLimitException } from '../users/lock-login-limit.exception';
import type { ConsoleContext } from './console-context';
import { consoleContextOf } from './console-context-store';
import type { ConsoleFailure } from './console-failure';
import type { ConsoleResponse } from './http/console-exchange';
import { ConsoleHttpError, ConsoleSignInRequired } from './http/console-http-error';
import { ERROR_MESSAGES } from './i18n/error-messages';
import { permissionRefusalText } from './i18n/grant-closure-text';
import { permissionLabel } from './i18n/grant-labels';
import { lockFailureText } from './lock-failure-text';
import { errorFragment, renderErrorPage } from './views/error.view';

/**
 * Answers every error of a console route with a page (a fragment for the console's script): a visitor who is not
 * signed in is sent to the sign-in page; a package exception gets the status and `Retry-After` it states for a
 * console page (`httpAnswer('console')`: a refused permission 403, an item the lock API will not show 404, a
 * failure of the lock API 502, 503 or 504, an outage of the lock database 503, the app's own fault 500) with the
 * console's own words for it (its detail goes to the log); anything else a 500 that shows no detail.
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
    if (failure.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(failure.retryAfterSeconds));
    }
    context.html(
      context.partial ? errorFragment(failure.message) : renderErrorPage(context, failure),
      failure.status,
    );
  }
}

/**
 * The status and the message (in the page's language where the console wrote it) of an error: a package
 * exception's status and `Retry-After` are its own answer for a console page, the words the console's.
 */
export async function consoleFailureOf(error: unknown, context: ConsoleContext): Promise<ConsoleFailure> {
  const say = sayingIn(context);
  if (error instanceof ConsoleHttpError)
    return { status: error.status, message: say(error.key, error.params) };
  if (error instanceof ConsoleSignInRequired) return { status: 401, message: say('signInRequired') };
  if (error instanceof IntegrationException) {
    const answer = error.httpAnswer('console');
    const message = await integrationFailureText(error, context);
    return answer === undefined
      ? { status: 500, message }
      : { status: answer.status, message, retryAfterSeconds: answer.retryAfterSeconds };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { status, message: say(status === 404 ? 'notFound' : 'unexpected') };
  }
  return { status: 500, message: say('unexpected') };
}

/** The console's words for a package exception, in the page's language. */
async function integrationFailureText(error: IntegrationException, context: ConsoleContext): Promise<string> {
  const say = sayingIn(context);
  if (error instanceof LockPermissionException) {
    const permission =
      error.permission === null ? say('anyPermission') : permissionLabel(context, error.permission);
    const reason = await permissionRefusalText(context, error).catch(() => error.reason);
    return say('permissionDenied', { permission, reason });
  }
  if (error instanceof LockLoginLimitException) {
    return say('tooManyAttempts', { seconds: String(error.retryAfterSeconds) });
  }
  if (error instanceof LockDatabaseUnavailableException) return say('unavailable');
  if (
    error instanceof LockException ||
    error instanceof ConnectionException ||
    error instanceof InvalidArgumentException
  ) {
    return lockFailureText(context, error);
  }
  return say('unexpected');
}

/** A line of `ERROR_MESSAGES` in the page's language. */
function sayingIn(context: ConsoleContext) {
  return (key: keyof (typeof ERROR_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ERROR_MESSAGES, key, values);
}
