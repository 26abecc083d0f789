import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { MIN_LOCK_PASSWORD_LENGTH } from './lock-users';

/**
 * Checks a new password of a lock user against the rules `LockUsers.create` applies (at least
 * `MIN_LOCK_PASSWORD_LENGTH` characters). @throws InvalidArgumentException naming the rule, never the password
 */
export function assertAllowedLockPassword(password: string): void {
  if (password.length < MIN_LOCK_PASSWORD_LENGTH) {
    throw new InvalidArgumentException(
      `The password must be at least ${MIN_LOCK_PASSWORD_LENGTH} characters long.`,
    );
  }
}
