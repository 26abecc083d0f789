import type { LockDatabase } from '../persistence/lock-database';

/** The window of one subject's sign-in attempts, as counting an attempt left it. */
export interface LoginAttemptWindow {
  /** Attempts in the window, the one just counted included. */
  attempts: number;
  /** When the window started. */
  startedAt: Date;
}

/**
 * Counts sign-in attempts in fixed windows, in the lock database's `lock_login_attempts` table, so every process
 * of the app shares the counts. Subjects arrive and are stored as hashes only.
 */
export class LoginAttemptCounter {
  constructor(private readonly database: LockDatabase) {}

  /**
   * Counts one attempt of the subject in one statement (an upsert, safe for parallel attempts): in its current
   * window, or in a new one starting `now` when there is none or it has ended.
   */
  async count(
    scope: string,
    subjectHash: string,
    now: Date,
    windowSeconds: number,
  ): Promise<LoginAttemptWindow> {
    const startedBefore = windowStartOfEnded(now, windowSeconds);
    const db = await this.database.db();
    const row = await db
      .insertInto('lock_login_attempts')
      .values({ scope, subject_hash: subjectHash, window_start: now.getTime(), attempts: 1 })
      .onConflict((conflict) =>
        conflict.columns(['scope', 'subject_hash']).doUpdateSet((eb) => {
          const ended = eb('lock_login_attempts.window_start', '<=', startedBefore);
          return {
            attempts: eb
              .case()
              .when(ended)
              .then(eb.lit(1))
              .else(eb('lock_login_attempts.attempts', '+', eb.lit(1)))
              .end(),
            window_start: eb
              .case()
              .when(ended)
              .then(eb.ref('excluded.window_start'))
              .else(eb.ref('lock_login_attempts.window_start'))
              .end(),
          };
        }),
      )
      .returning(['attempts', 'window_start'])
      .executeTakeFirstOrThrow();
    return { attempts: Number(row.attempts), startedAt: new Date(Number(row.window_start)) };
  }

  /** Deletes the windows that have ended by `now`, so the table keeps only current counts. */
  async forgetEnded(now: Date, windowSeconds: number): Promise<void> {
    const db = await this.database.db();
    await db
      .deleteFrom('lock_login_attempts')
      .where('window_start', '<=', windowStartOfEnded(now, windowSeconds))
      .execute();
  }
}

/** The latest start (ms since the epoch) of a window that has ended by `now`. */
function windowStartOfEnded(now: Date, windowSeconds: number): number {
  return now.getTime() - windowSeconds * 1000;
}
