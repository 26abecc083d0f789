import { Logger } from '@nestjs/common';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type {
  LoginCodeContext,
  LoginCodeNotifier,
  LoginCodePurpose,
} from '../../interfaces/login-code-notifier.interface';

/** The words of a log line for each purpose. */
const CODE_NAMES: Record<LoginCodePurpose, string> = {
  login: 'A login code',
  password_reset: 'A password reset code',
};

/** The default `LoginCodeNotifier`: one Nest log line that a code was issued and what for, without the code. */
export class LoggerLoginCodeNotifier implements LoginCodeNotifier {
  private readonly logger = new Logger('LockAuth');

  /** Logs the user's email, what the code is for (login when not told) and its expiry; the code is left out. */
  notify(user: LockUser, _code: string, expiresAt: Date, context?: LoginCodeContext): void {
    this.logger.log(
      `${CODE_NAMES[context?.purpose ?? 'login']} was issued for ${user.email}; it is valid until ${expiresAt.toISOString()}.`,
    );
  }
}
