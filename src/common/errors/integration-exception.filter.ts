import { ArgumentsHost, Catch, HttpServer, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { LogEvent } from '../logging/log-event';
import { ThrottledLogEvents } from '../logging/throttled-log-events';
import { replyWithAnswer } from './integration-answer-reply';
import type { IntegrationExceptionAnswer } from './integration-exception-answer';
import { IntegrationException } from './integration.exception';

/** How often one kind of failure (exception class and status) is logged: once a minute, with how many were left out. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/**
 * An opt-in exception filter that answers the package's exceptions with the HTTP answer each states for itself
 * (`httpAnswer()`: status, words, `Retry-After`), so an outage of a remote API or of the lock database does not
 * reach the app's clients as a 500: a remote API's error status 502 (its rate limit and its 503 a 503), a
 * refused, reset or DNS-failed connection 503, a timeout 504, the app's own credentials for a remote API missing
 * or refused 502, a lock permission or a disabled lock account 403, a failed sign-in 401, the sign-in limit 429
 * and the lock database down 503 (both with `Retry-After`), an invalid argument 400 (the table is in
 * `docs/errors-and-logs.md`). The body is `{ statusCode, error, message }`; a 5xx is logged (logger
 * `IntegrationExceptionFilter`, with the exception's redacted message, once a minute per exception class and
 * status). The package's exceptions without an answer (incomplete settings, a missing optional package) go on to
 * Nest's default handling (a logged 500), and exceptions that are not the package's never reach it. Outside HTTP
 * (microservices, WebSockets) it rethrows the exception untouched.
 *
 * Register it with `{ provide: APP_FILTER, useClass: IntegrationExceptionFilter }`, or with
 * `app.useGlobalFilters(new IntegrationExceptionFilter(app.get(HttpAdapterHost).httpAdapter))`.
 */
@Catch(IntegrationException)
export class IntegrationExceptionFilter extends BaseExceptionFilter<IntegrationException> {
  private readonly logger = new Logger('IntegrationExceptionFilter');
  private readonly failures = new ThrottledLogEvents(
    (event) => this.logger.error(event),
    FAILURE_LOG_INTERVAL_MS,
  );

  /** Answers the exception (see the class), or hands it on to Nest's default handling. */
  override catch(exception: IntegrationException, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const answer = exception.httpAnswer('api');
    if (answer === undefined) return super.catch(exception, host);
    if (answer.status >= 500) this.logFailure(exception, answer);
    const adapter = this.httpAdapter();
    const response: unknown = host.switchToHttp().getResponse();
    if (adapter.isHeadersSent(response)) {
      adapter.end(response);
      return;
    }
    replyWithAnswer(adapter, response, answer);
  }

  /** The app's HTTP adapter: given to the constructor, or injected when registered as `APP_FILTER`. */
  private httpAdapter(): HttpServer {
    const adapter = this.applicationRef ?? this.httpAdapterHost?.httpAdapter;
    if (adapter === undefined) {
      throw new IntegrationException(
        'IntegrationExceptionFilter has no HTTP adapter: register it with { provide: APP_FILTER, useClass: ' +
          'IntegrationExceptionFilter }, or pass app.get(HttpAdapterHost).httpAdapter to its constructor.',
      );
    }
    return adapter;
  }

  private logFailure(exception: IntegrationException, answer: IntegrationExceptionAnswer): void {
    this.failures.say(
      `${exception.name}:${answer.status}`,
      new LogEvent('Integration failure answered', {
        exception: exception.name,
        status: answer.status,
        reason: exception.message,
      }),
    );
  }
}
