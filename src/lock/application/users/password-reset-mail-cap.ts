import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockDatabase } from '../persistence/lock-database';
import type { LockUsersSettings } from './lock-users-settings';

/** The window of the cap: an hour. */
const HOUR_MS = 60 * 60 * 1000;
/** How often mails held back are logged: once a minute, with how many were left out. */
const HELD_BACK_LOG_INTERVAL_MS = 60_000;

/**
 * The cap on password reset mails per email (`LockUsersSettings.passwordResetMailsPerHour()`, default 3), in fixed
 * windows of an hour counted in the lock database's `lock_password_reset_mails` table (the email only as a SHA-256
 * hash), so every process of the app shares the counts. It is apart from the sign-in limit: a flood of reset
 * requests spends none of the email's sign-in budget. A mail over the cap is not sent, which is logged (logger
 * `LockAuth`, warning `Password reset mails over the limit`, with the cap, never the email; at most once a minute).
 */
export class PasswordResetMailCap {
  private readonly logger = new Logger('LockAuth');
  private readonly heldBack = new ThrottledLogEvents(
    (event) => this.logger.warn(event),
    HELD_BACK_LOG_INTERVAL_MS,
  );

  constructor(
    private readonly settings: LockUsersSettings,
    private readonly database: LockDatabase,
    private readonly clock: LockClock,
  ) {}

  /**
   * The cap: mails per email and hour (`LOCK_PASSWORD_RESET_MAILS_PER_HOUR`).
   * @throws LockException when the setting is malformed, naming it
   */
  mailsPerHour(): number {
    return this.settings.passwordResetMailsPerHour();
  }

  /**
   * Counts one mail to the email (lower-cased and trimmed) in one statement, safe for parallel requests of any
   * process; true while the window's count is within `mailsPerHour` (as `mailsPerHour()` read it), else false (and
   * the mail is not to be sent).
   */
  async claim(email: string, mailsPerHour: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const startedBefore = now - HOUR_MS;
    const db = await this.database.db();
    await db.deleteFrom('lock_password_reset_mails').where('window_start', '<=', startedBefore).execute();
    const row = await db
      .insertInto('lock_password_reset_mails')
      .values({ email_hash: sha256(email.trim().toLowerCase()), window_start: now, mails: 1 })
      .onConflict((conflict) =>
        conflict.column('email_hash').doUpdateSet((eb) => {
          const ended = eb('lock_password_reset_mails.window_start', '<=', startedBefore);
          return {
            mails: eb
              .case()
              .when(ended)
              .then(eb.lit(1))
              .else(eb('lock_password_reset_mails.mails', '+', eb.lit(1)))
              .end(),
            window_start: eb
              .case()
              .when(ended)
              .then(eb.ref('excluded.window_start'))
              .else(eb.ref('lock_password_reset_mails.window_start'))
              .end(),
          };
        }),
      )
      .returning(['mails'])
      .executeTakeFirstOrThrow();
    if (Number(row.mails) <= mailsPerHour) return true;
    this.heldBack.say('mails', new LogEvent('Password reset mails over the limit', { mailsPerHour }));
    return false;
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
