import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import { LockException } from './lock.exception';

/** What an HTTP answer's `Retry-After` says while the lock database is down, in seconds. */
export const LOCK_DATABASE_RETRY_AFTER_SECONDS = 5;

/** What an HTTP client is told while the lock database is down (the database itself is named in the log only). */
export const LOCK_DATABASE_UNAVAILABLE_ANSWER =
  'The service cannot reach its database right now; try again shortly.';

/**
 * The lock module's database cannot be reached: refused or reset connections, a connect or statement timeout
 * (`LOCK_DATABASE_TIMEOUT`), a PostgreSQL shutdown or a busy SQLite file. Nothing the call needed was stored or
 * read; the same call may succeed once the database answers again. The message names the database
 * (`PostgreSQL host:port/name` or `SQLite file <path>`, never a password). The package's HTTP routes answer it
 * with 503 and `Retry-After`.
 */
export class LockDatabaseUnavailableException extends LockException {
  /** Seconds after which trying again makes sense (an HTTP answer's `Retry-After`). */
  readonly retryAfterSeconds: number = LOCK_DATABASE_RETRY_AFTER_SECONDS;

  /**
   * @param database what the database is (see `LockDatabase.describe()`)
   * @param reason the driver's redacted reason
   */
  constructor(
    readonly database: string,
    reason: string,
  ) {
    super(
      `The lock database (${database}) is not available: ${reason}. Calls that need it fail until it answers ` +
        'again; nothing has to be restarted.',
    );
  }

  /** 503 with `Retry-After`, in fixed words that do not name the database. */
  override httpAnswer(): IntegrationExceptionAnswer {
    return {
      status: 503,
      message: LOCK_DATABASE_UNAVAILABLE_ANSWER,
      retryAfterSeconds: this.retryAfterSeconds,
    };
  }
}
