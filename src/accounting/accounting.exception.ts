import type { IntegrationExceptionAnswer } from '../common/errors/integration-exception-answer';
import { IntegrationException } from '../common/errors/integration.exception';
import { upstreamStatusAnswer } from '../common/errors/upstream-answers';

/**
 * An accounting API call failed: the API or its token endpoint answered 4xx or 5xx (or a token answer without
 * `access_token`, or a 2xx answer nested deeper than `MAX_JSON_DEPTH`), the settings are incomplete (status 0),
 * or, in the standalone client only, the request got no answer (status 0). The message is redacted; the response body is not kept as a property.
 */
export class AccountingException extends IntegrationException {
  /** The same number as `status()`. */
  readonly code: number;
  /** The seconds the answer's `Retry-After` header asked to wait, when it had a readable one (else not set). */
  declare readonly retryAfterSeconds?: number;

  /**
   * @param status the HTTP status of the answer that caused it, or 0
   * @param options `cause`: the error behind it (kept as `error.cause`, as the original package keeps its
   * previous); `retryAfterSeconds`: what the answer's `Retry-After` header asked
   */
  constructor(message: string, status: number, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = status;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The HTTP status of the answer that caused it, or 0 when there was none. */
  status(): number {
    return this.code;
  }

  /**
   * The API's answer as an upstream's (429 and 503 a 503 with its `Retry-After`, any other status, a 2xx the
   * client cannot use included, a 502); none for status 0 (incomplete settings, or no answer in the standalone
   * client: a 500).
   */
  override httpAnswer(): IntegrationExceptionAnswer | undefined {
    return this.code > 0 ? upstreamStatusAnswer(this.code, this.retryAfterSeconds) : undefined;
  }
}
