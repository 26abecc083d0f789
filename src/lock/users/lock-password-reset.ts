import { Logger } from '@nestjs/common';
import type { LockClock, LockLoginChallenge } from './lock-auth.service';
import { assertAllowedLockPassword } from './lock-password-rules';
import type { LockUser } from './lock-user';
import type { LockUserRepository } from './lock-user-repository';
import type { IssuedLoginCode, LoginCodeExchange } from './login-code-exchange';
import type { LoginLimiter } from './login-limiter';
import type { PasswordHasher } from './password-hasher';
import type { PasswordStore } from './password-store';
import type { SessionRepository } from './session-repository';

/**
 * A forgotten password of a user of the module's own guard, reset by a six-digit code sent through the
 * `LoginCodeNotifier` (purpose `password_reset`), under the same rules as a login code: ten minutes, five tries,
 * used once, the sign-in limit. A reset sets the new password and ends every session of the user; it signs
 * nobody in. Neither the code nor the password is ever logged.
 */
export class LockPasswordReset {
  private readonly logger = new Logger('LockAuth');

  constructor(
    private readonly users: LockUserRepository,
    private readonly hasher: PasswordHasher,
    private readonly codes: LoginCodeExchange,
    private readonly passwords: PasswordStore,
    private readonly sessions: SessionRepository,
    private readonly limiter: LoginLimiter,
    private readonly clock: LockClock,
  ) {}

  /**
   * Counts the request as a login attempt of the email and the client's address (`clientAddress`, when known),
   * then issues a reset code to the user of the email and answers its challenge. An unknown email gets the same
   * kind of answer after the same hashing work, and no code is sent. The code is delivered after the answer is
   * made, so a slow or failing notifier tells nothing either: a failed delivery is logged (without the code) and
   * spends the code.
   * @throws LockLoginLimitException over the sign-in limit, before the email is looked up
   */
  async request(email: string, clientAddress?: string): Promise<LockLoginChallenge> {
    await this.limiter.claim('login', { email, address: clientAddress });
    const found = await this.users.findByEmail(email.trim().toLowerCase());
    const issued =
      found === null
        ? this.codes.decoy('password_reset')
        : await this.codes.issue(found.user.id, 'password_reset');
    if (found !== null) this.deliverLater(found.user, issued);
    return { challenge: issued.challenge, expiresAt: issued.expiresAt };
  }

  /**
   * Uses the reset code of the challenge up, stores the new password's hash and revokes every session of the
   * user. The password is checked first (a refused one spends no try); each code try counts like a login code's.
   * @throws InvalidArgumentException for a password `lock:user-create` would refuse
   * @throws LockLoginLimitException over the sign-in limit, before the code is looked at
   * @throws UserAuthenticationException for an unknown challenge (a login challenge too), a wrong, expired or
   *   used code, or a challenge locked after five wrong codes
   */
  async reset(challenge: string, code: string, password: string, clientAddress?: string): Promise<void> {
    assertAllowedLockPassword(password);
    const userId = await this.codes.redeem(challenge, code, 'password_reset', clientAddress);
    await this.passwords.setPasswordHash(userId, await this.hasher.hash(password));
    await this.sessions.revokeAllOf(userId, this.clock.now());
  }

  /** Delivers the code without holding up the answer; a failure is logged without the code or the error's text. */
  private deliverLater(user: LockUser, issued: IssuedLoginCode): void {
    this.codes.deliver(user, issued).catch(() => {
      this.logger.warn(
        `The password reset code for ${user.email} could not be delivered; it was spent, and a new one may be asked for.`,
      );
    });
  }
}
