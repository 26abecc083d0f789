import { STATUS_CODES } from 'node:http';
import { HttpException, type HttpServer } from '@nestjs/common';
import type { IntegrationExceptionAnswer } from './integration-exception-answer';

/** The JSON body of an answer: Nest's own shape for HTTP exceptions. */
export interface IntegrationExceptionBody {
  /** The HTTP status, as in the status line. */
  statusCode: number;
  /** The status's reason phrase (`Bad Gateway`). */
  error: string;
  /** What went wrong, in words the app's client may read: never an upstream's body, never a secret. */
  message: string;
}

/** The body of an exception's answer: `{ statusCode, error, message }`. */
export function integrationAnswerBody(answer: IntegrationExceptionAnswer): IntegrationExceptionBody {
  return {
    statusCode: answer.status,
    error: STATUS_CODES[answer.status] ?? 'Error',
    message: answer.message,
  };
}

/**
 * Sends an exception's answer through the app's HTTP adapter (Express or Fastify alike): its `Retry-After`
 * when it has one, then its status and body. The package's exception filters answer through it.
 */
export function replyWithAnswer(
  adapter: HttpServer,
  response: unknown,
  answer: IntegrationExceptionAnswer,
): void {
  if (answer.retryAfterSeconds !== undefined) {
    adapter.setHeader(response, 'Retry-After', String(answer.retryAfterSeconds));
  }
  adapter.reply(response, integrationAnswerBody(answer), answer.status);
}

/**
 * An exception's answer as an `HttpException` (same status and body), for code whose errors reach filters that
 * know nothing of the package, such as a guard on a route of the app; its `Retry-After` is set on `response`.
 */
export function answerAsHttpException(
  adapter: HttpServer,
  response: unknown,
  answer: IntegrationExceptionAnswer,
): HttpException {
  if (answer.retryAfterSeconds !== undefined) {
    adapter.setHeader(response, 'Retry-After', String(answer.retryAfterSeconds));
  }
  return new HttpException(integrationAnswerBody(answer), answer.status);
}
