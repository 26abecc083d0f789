import { redactCredentials } from '../redaction/redact-credentials';
import type { IntegrationAnswerContext, IntegrationExceptionAnswer } from './integration-exception-answer';

/**
 * Base class of every error the integration clients throw.
 *
 * It keeps nothing but a message, the fields a subclass adds and, where a subclass takes one, a `cause`: never a
 * request, its headers, an axios config or a credential. The package only ever gives its own (redacted)
 * exceptions as a cause. Whoever builds the message redacts the secrets they know; this constructor redacts, as
 * a last line for every message, what needs no knowing: values under credential-shaped keys, `Bearer`
 * credentials and the userinfo of URLs.
 *
 * Each exception states its own HTTP answer (`httpAnswer`), which every filter and error page of the package
 * asks; the table is in `docs/errors-and-logs.md`.
 */
export class IntegrationException extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(redactCredentials(message), options);
    this.name = new.target.name;
  }

  /**
   * The HTTP answer this exception stands for: status, the words of the body (never an upstream's answer, never a
   * secret) and `Retry-After` where known; undefined for the app's own faults (incomplete settings, a missing
   * optional package, an unknown setting value), which stay Nest's default 500 for the app's own handling and log.
   * Each family of exceptions overrides it.
   *
   * @param _context where the answer goes (`api`, the default, or a `console` page); it only matters where a
   *   subclass says why
   */
  httpAnswer(_context: IntegrationAnswerContext = 'api'): IntegrationExceptionAnswer | undefined {
    return undefined;
  }
}
