import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';

/** The shortest password a lock user may have. */
export const MIN_LOCK_PASSWORD_LENGTH = 12;

/**
 * Checks a new password of a lock user against the rules of `LockUsers.create` and the password reset (at least
 * `MIN_LOCK_PASSWORD_LENGTH` characters). @throws InvalidArgumentException naming the rule, never the password
 */
export function assertAllowedLockPassword(password: string): void {
  if (password.length < MIN_LOCK_PASSWORD_LENGTH) {
    throw new InvalidArgumentException(
      `The password must be at least ${MIN_LOCK_PASSWORD_LENGTH} characters long.`,
    );
  }
}
