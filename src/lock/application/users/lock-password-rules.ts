import { LockPasswordRuleException } from './lock-password-rule.exception';

/** The shortest password a lock user may have. */
export const MIN_LOCK_PASSWORD_LENGTH = 12;

/**
 * Checks a new password of a lock user against the password rules (at least `MIN_LOCK_PASSWORD_LENGTH`
 * characters). The users services call it wherever a password is set (`LockUsers.create`,
 * `LockUsers.changePassword`, `LockPasswordReset.reset`), so the console, the commands and the HTTP API meet the
 * same rule; they only render the refusal.
 * @throws LockPasswordRuleException naming the rule, never the password
 */
export function assertAllowedLockPassword(password: string): void {
  if (password.length < MIN_LOCK_PASSWORD_LENGTH)
    throw new LockPasswordRuleException(MIN_LOCK_PASSWORD_LENGTH);
}

/**
 * Checks that a password change changes the password: the new one must differ from the current one (compared as
 * given, before the current one is checked, so the answer tells nothing about the stored password). Called by
 * `LockUsers.changePassword`.
 * @throws LockPasswordRuleException (rule `unchanged`) when they are the same
 */
export function assertChangedLockPassword(current: string, next: string): void {
  if (current === next) throw new LockPasswordRuleException(MIN_LOCK_PASSWORD_LENGTH, 'unchanged');
}
