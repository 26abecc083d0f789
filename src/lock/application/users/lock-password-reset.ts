import { Logger, OnModuleDestroy } from '@nestjs/common';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockLoginChallenge } from './lock-auth.service';
import { assertAllowedLockPassword } from './lock-password-rules';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LockUserRepository } from './lock-user-repository';
import type { LoginCodeExchange, PreparedLoginCode } from './login-code-exchange';
import type { LoginCodeRepository } from './login-code-repository';
import type { LoginLimiter } from './login-limiter';
import type { PasswordHasher } from './password-hasher';
import type { PasswordResetMailCap } from './password-reset-mail-cap';
import type { PasswordStore } from './password-store';
import type { SessionRepository } from './session-repository';

/**
 * A forgotten password of a user of the module's own guard, reset by a six-digit code sent through the
 * `LoginCodeNotifier` (purpose `password_reset`), under the same rules as a login code: ten minutes, five tries,
 * used once, the sign-in limit. At most `LOCK_PASSWORD_RESET_MAILS_PER_HOUR` codes are mailed to an email per hour
 * (`PasswordResetMailCap`), and requests spend none of its sign-in budget. A reset sets the new password and ends
 * every session of the user; it signs nobody in. Neither the code nor the password is ever logged.
 */
export class LockPasswordReset implements OnModuleDestroy {
  private readonly logger = new Logger('LockAuth');
  /** Codes being stored and delivered after their answer. */
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly users: LockUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: LoginCodeExchange,
    private readonly passwords: PasswordStore,
    private readonly sessions: SessionRepository,
    private readonly loginCodes: LoginCodeRepository,
    private readonly limiter: LoginLimiter,
    private readonly mailCap: PasswordResetMailCap,
    private readonly clock: LockClock,
  ) {}

  /**
   * Counts the request under the sign-in limit (`forgot`: per client address `clientAddress`, when known, and per
   * email from it, apart from sign-ins), then answers the challenge of a new reset code. The code is stored and
   * delivered to the user of the email after the answer is made, when the email's reset mail cap has room; an
   * unknown email, or one past its cap, gets the same answer after the same work, and no code is stored or sent.
   * So neither the database nor a slow or failing notifier tells which emails are known, or which were capped: a
   * failed delivery is logged (without the code) and spends the code.
   * @throws LockLoginLimitException over the sign-in limit, before the email is looked up
   * @throws LockException when `LOCK_PASSWORD_RESET_MAILS_PER_HOUR` is malformed, for every email alike
   */
  async request(email: string, clientAddress?: string): Promise<LockLoginChallenge> {
    await this.limiter.claim('forgot', { email, address: clientAddress });
    const mailsPerHour = this.mailCap.mailsPerHour();
    const found = await this.users.findByEmail(email.trim().toLowerCase());
    const prepared = this.codes.prepare('password_reset');
    if (found !== null) this.issueLater(found.user, prepared, mailsPerHour);
    return { challenge: prepared.issued.challenge, expiresAt: prepared.issued.expiresAt };
  }

  /**
   * Uses the reset code of the challenge up, stores the new password's hash, revokes every session of the user
   * and spends every other open code of theirs (login and reset alike). The password is checked first (a refused one spends no try); each code try counts like a login code's.
   * @throws LockPasswordRuleException (an `InvalidArgumentException`) for a password the password rules refuse
   * @throws LockLoginLimitException over the sign-in limit, before the code is looked at
   * @throws UserAuthenticationException for an unknown challenge (a login challenge too), a wrong, expired or
   *   used code, or a challenge locked after five wrong codes
   */
  async reset(challenge: string, code: string, password: string, clientAddress?: string): Promise<void> {
    assertAllowedLockPassword(password);
    const user = await this.codes.redeem(challenge, code, 'password_reset', clientAddress);
    await this.passwords.setPasswordHash(user.id, await this.hasher.hash(password));
    const now = this.clock.now();
    await this.sessions.revokeAllOf(user.id, now);
    await this.loginCodes.spendAllOf(user.id, now);
  }

  /**
   * Counts the mail under the email's cap, then stores and delivers the code, all after the answer is made, so
   * neither the cap, the insert nor the notifier tells a known email from an unknown one; past the cap nothing is
   * stored or sent. A failure is logged without the code or the error's text.
   */
  private issueLater(user: LockUser, prepared: PreparedLoginCode, mailsPerHour: number): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailCap.claim(user.email, mailsPerHour))
      .then(async (withinCap) => {
        if (withinCap) await this.codes.deliver(user, await this.codes.store(user.id, prepared));
      })
      .catch(() => {
        this.logger.warn(
          `The password reset code for ${user.email} could not be delivered; it was spent, and a new one may be asked for.`,
        );
      })
      .finally(() => this.#pending.delete(work));
    this.#pending.add(work);
  }

  /** Resolves once every code asked for so far is stored and delivered (or its failure logged). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  /** Lets the codes being delivered finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }
}
