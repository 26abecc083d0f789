import { LockAccountRuleException } from './lock-account-rule.exception';

/** The longest display name of a lock account (the size of its column). */
export const MAX_LOCK_ACCOUNT_NAME_LENGTH = 255;

/** True for a display name an account may be given (null: none). */
export function isLockAccountName(name: string | null): boolean {
  return name === null || name.length <= MAX_LOCK_ACCOUNT_NAME_LENGTH;
}

/**
 * Passes for a display name an account may be given. Checked where a name is chosen (creating and renaming an
 * account in the lock database), so the console and the commands meet the same limit.
 * @throws LockAccountRuleException (rule `name`) naming the limit
 */
export function assertLockAccountName(name: string | null): void {
  if (isLockAccountName(name)) return;
  throw new LockAccountRuleException(
    'name',
    `The account name is too long: at most ${MAX_LOCK_ACCOUNT_NAME_LENGTH} characters.`,
  );
}

/**
 * Passes for the name an account is renamed to: a name the rules allow that is not blank. An account is renamed
 * to a name; one added without a name keeps showing its key, but a rename never turns a name into the key silently.
 * @throws LockAccountRuleException (rule `blank-name`) for an empty or blank name, (rule `name`) for a long one
 */
export function assertLockAccountRename(name: string): void {
  if (name.trim() === '') {
    throw new LockAccountRuleException('blank-name', 'An account cannot be renamed to an empty name.');
  }
  assertLockAccountName(name);
}
