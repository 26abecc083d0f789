import { Logger } from '@nestjs/common';
import type { LockUser } from './lock-user';

/**
 * Delivers a login code to its user (by mail, text message, ...). Give your own with the module option
 * `loginCodeNotifier`; the default only logs that a code was issued, never the code.
 */
export interface LoginCodeNotifier {
  /** Sends the six-digit code to the user; it is valid until `expiresAt`. A rejection fails the login. */
  notify(user: LockUser, code: string, expiresAt: Date): void | Promise<void>;
}

/** The default `LoginCodeNotifier`: one Nest log line that a code was issued, without the code itself. */
export class LoggerLoginCodeNotifier implements LoginCodeNotifier {
  private readonly logger = new Logger('LockAuth');

  /** Logs the user's email and the code's expiry; the code is left out. */
  notify(user: LockUser, _code: string, expiresAt: Date): void {
    this.logger.log(
      `A login code was issued for ${user.email}; it is valid until ${expiresAt.toISOString()}.`,
    );
  }
}
