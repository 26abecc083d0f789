/** The HTTP answer an app's client gets for one of the package's exceptions. */
export interface IntegrationExceptionAnswer {
  /** The HTTP status. */
  readonly status: number;
  /** The words of the body's `message`: the exception's own (redacted) message, or fixed words where it would tell an upstream's answer. */
  readonly message: string;
  /** The `Retry-After` header in seconds, where the package knows when trying again makes sense. */
  readonly retryAfterSeconds?: number;
}

/**
 * Where an exception's answer goes: `api`, an HTTP route of the app (JSON, read by a program; the default), or
 * `console`, a page of the lock console (read by a person, in the console's own words). An exception answers both
 * alike unless its `httpAnswer` says why not.
 */
export type IntegrationAnswerContext = 'api' | 'console';
