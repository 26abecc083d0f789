import type { LockUser } from './lock-user.interface';

/** What a code is for: signing in (`login`) or setting a new password (`password_reset`). */
export type LoginCodePurpose = 'login' | 'password_reset';

/** What a `LoginCodeNotifier` learns about a code besides the code itself. */
export interface LoginCodeContext {
  /** What the code is for, so the message can say it. */
  readonly purpose: LoginCodePurpose;
}

/**
 * Delivers a six-digit code to its user (by mail, text message, ...): a login code, or a password reset code.
 * Give your own with the module option `loginCodeNotifier`; the default only logs that a code was issued, never
 * the code.
 */
export interface LoginCodeNotifier {
  /**
   * Sends the code to the user; it is valid until `expiresAt`. `context.purpose` tells a login code from a
   * password reset code (a notifier written before it existed may leave it out and is given it all the same).
   * A rejection fails the login; a failed reset code is spent and logged, the request's answer stays the same.
   */
  notify(user: LockUser, code: string, expiresAt: Date, context: LoginCodeContext): void | Promise<void>;
}
