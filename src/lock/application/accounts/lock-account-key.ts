import { LockAccountRuleException } from './lock-account-rule.exception';

/**
 * What the key of a new lock account may be, as an HTML `pattern`: 1 to 64 letters, digits, `.`, `_` and `-`
 * (`default`, `depot`, `tenant-42`). The key goes into URLs, cookies and the lock database, and is what `as()` and
 * the commands' `--account` take, so it stays plain.
 */
export const LOCK_ACCOUNT_KEY_PATTERN = '[A-Za-z0-9._\\-]{1,64}';

const ACCOUNT_KEY = new RegExp(`^${LOCK_ACCOUNT_KEY_PATTERN}$`);

/** True for a key a new account may have (see `LOCK_ACCOUNT_KEY_PATTERN`). */
export function isLockAccountKey(value: string): boolean {
  return ACCOUNT_KEY.test(value);
}

/**
 * Passes for a key a new account may have. Checked wherever an account row is added (the lock database's account
 * registry and token store), so the console, the commands and a host's own calls meet the same rule.
 * @throws LockAccountRuleException (rule `key`) naming what the key may be
 */
export function assertLockAccountKey(key: string): void {
  if (isLockAccountKey(key)) return;
  const shown = key.length > 64 ? `${key.slice(0, 64)}…` : key;
  throw new LockAccountRuleException(
    'key',
    `The account key "${shown}" is not allowed: use 1 to 64 letters, digits, ".", "_" and "-".`,
  );
}

/**
 * Passes for a key a new account may have, and for the key of a stored account (one added before the rule keeps
 * its key): what the writers that add an account row when it is missing check first.
 * @param isStored whether an account row has the key (asked only for a key the rule refuses)
 * @throws LockAccountRuleException (rule `key`) for a refused key no account has
 */
export async function assertLockAccountKeyOrStored(
  key: string,
  isStored: (key: string) => Promise<boolean>,
): Promise<void> {
  if (isLockAccountKey(key) || (await isStored(key))) return;
  assertLockAccountKey(key);
}
