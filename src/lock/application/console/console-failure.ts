/** A failure as the console shows it: the page's (or fragment's) status and message. */
export interface ConsoleFailure {
  /** The HTTP status of the answer: an exception's own for the console (`httpAnswer('console')`). */
  status: number;
  /** What the page says, in its language (never an upstream's answer, a path or a secret). */
  message: string;
  /** The `Retry-After` in seconds, where a package exception's answer has one. */
  retryAfterSeconds?: number;
}
