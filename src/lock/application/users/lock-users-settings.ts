import { isEnabled } from '../../../common/config/config-parsing';
import { numberSetting } from '../../../common/config/number-setting';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockSettingError } from '../../support/lock-setting-error';
import type { LockLoginLimitSettings } from './lock-login-limit-settings';

/** Lifetime of a guard session in seconds when none is set: eight hours. */
export const DEFAULT_LOCK_SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
/** The longest guard session: one year. */
export const MAX_LOCK_SESSION_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** Sign-in attempts per email from one client address (or one known device) and window when none is set. */
export const DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS = 5;
/** Sign-in attempts per email from new devices, all addresses together, and window when none is set. */
export const DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL = 50;
/** Sign-in attempts per client address and window when none is set. */
export const DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS = 20;
/** The window of the sign-in limit in seconds when none is set: fifteen minutes. */
export const DEFAULT_LOCK_LOGIN_WINDOW_SECONDS = 15 * 60;
/** The most sign-in attempts a window may allow. */
export const MAX_LOCK_LOGIN_ATTEMPTS = 10_000;
/** The longest window of the sign-in limit: one day. */
export const MAX_LOCK_LOGIN_WINDOW_SECONDS = 24 * 60 * 60;
/** Password reset mails per email and hour when none is set. */
export const DEFAULT_LOCK_PASSWORD_RESET_MAILS_PER_HOUR = 3;
/** The most password reset mails per email and hour a setting may allow. */
export const MAX_LOCK_PASSWORD_RESET_MAILS_PER_HOUR = 1_000;

/**
 * The settings of the module's own users (`LOCK_OTP_ENABLED`, `LOCK_SESSION_LIFETIME`, `LOCK_LOGIN_*`,
 * `LOCK_PASSWORD_RESET_MAILS_PER_HOUR`), read from
 * the module's resolved options when used; a malformed one fails with `LockException`, naming the setting.
 */
export class LockUsersSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /** True unless login codes are switched off with a "no" (`LOCK_OTP_ENABLED`). */
  otpEnabled(): boolean {
    return isEnabled(this.#options.otp?.enabled);
  }

  /** The lifetime of a guard session in seconds (default eight hours). */
  sessionLifetimeSeconds(): number {
    return numberSetting(
      this.#options.sessionLifetime,
      {
        name: 'LOCK_SESSION_LIFETIME (option sessionLifetime)',
        fallback: DEFAULT_LOCK_SESSION_LIFETIME_SECONDS,
        max: MAX_LOCK_SESSION_LIFETIME_SECONDS,
        unit: 'seconds',
      },
      lockSettingError,
    );
  }

  /**
   * The limit on sign-in attempts of the guard's login routes, or null when it is switched off with a "no"
   * (`LOCK_LOGIN_LIMIT`). @throws LockException for a malformed or too large number, naming the setting
   */
  loginLimit(): LockLoginLimitSettings | null {
    const limit = this.#options.loginLimit;
    if (!isEnabled(limit?.enabled)) return null;
    return {
      maxAttempts: attemptsSetting(
        limit?.maxAttempts,
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts)',
        DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS,
      ),
      maxAttemptsPerEmail: attemptsSetting(
        limit?.maxAttemptsPerEmail,
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL (option loginLimit.maxAttemptsPerEmail)',
        DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      ),
      maxAttemptsPerAddress: attemptsSetting(
        limit?.maxAttemptsPerAddress,
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS (option loginLimit.maxAttemptsPerAddress)',
        DEFAULT_LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      ),
      windowSeconds: numberSetting(
        limit?.windowSeconds,
        {
          name: 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds)',
          fallback: DEFAULT_LOCK_LOGIN_WINDOW_SECONDS,
          max: MAX_LOCK_LOGIN_WINDOW_SECONDS,
          unit: 'seconds',
          integer: true,
        },
        lockSettingError,
      ),
    };
  }

  /**
   * How many password reset codes are mailed to one email per hour (`LOCK_PASSWORD_RESET_MAILS_PER_HOUR`, default
   * 3), whether the sign-in limit is on or off. @throws LockException for a malformed or too large number, naming
   * the setting
   */
  passwordResetMailsPerHour(): number {
    return numberSetting(
      this.#options.passwordResetMailsPerHour,
      {
        name: 'LOCK_PASSWORD_RESET_MAILS_PER_HOUR (option passwordResetMailsPerHour)',
        fallback: DEFAULT_LOCK_PASSWORD_RESET_MAILS_PER_HOUR,
        max: MAX_LOCK_PASSWORD_RESET_MAILS_PER_HOUR,
        unit: 'mails',
        integer: true,
      },
      lockSettingError,
    );
  }
}

/** A number of sign-in attempts: a positive whole number, at most `MAX_LOCK_LOGIN_ATTEMPTS`. */
function attemptsSetting(value: unknown, name: string, fallback: number): number {
  return numberSetting(
    value,
    { name, fallback, max: MAX_LOCK_LOGIN_ATTEMPTS, unit: 'attempts', integer: true },
    lockSettingError,
  );
}
