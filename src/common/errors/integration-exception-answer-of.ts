import type { IntegrationAnswerContext, IntegrationExceptionAnswer } from './integration-exception-answer';
import type { IntegrationException } from './integration.exception';

/**
 * The HTTP answer of one of the package's exceptions (`exception.httpAnswer(context)`), or undefined for those
 * that stay a 500 (incomplete settings, a missing optional package, an unknown setting value): those are the
 * app's faults, for its own error handling and log. For a filter of your own (GraphQL, a different body); the
 * table is in `docs/errors-and-logs.md`.
 */
export function integrationExceptionAnswer(
  exception: IntegrationException,
  context: IntegrationAnswerContext = 'api',
): IntegrationExceptionAnswer | undefined {
  return exception.httpAnswer(context);
}
