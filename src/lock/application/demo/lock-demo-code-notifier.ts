import { Logger } from '@nestjs/common';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LoginCodeContext, LoginCodeNotifier } from '../../interfaces/login-code-notifier.interface';

/**
 * The demo's `LoginCodeNotifier` (`LOCK_DEMO=true` only, never in production): writes each code to the log, so a
 * visitor can sign in to the console without a mail server.
 */
export class LockDemoCodeNotifier implements LoginCodeNotifier {
  private readonly logger = new Logger('LockDemo');

  notify(user: LockUser, code: string, expiresAt: Date, context: LoginCodeContext): void {
    const what = context.purpose === 'password_reset' ? 'password reset code' : 'login code';
    this.logger.log(`Demo ${what} for ${user.email}: ${code} (valid until ${expiresAt.toISOString()})`);
  }
}
