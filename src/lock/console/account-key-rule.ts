/**
 * What an account key added in the console may be: 1 to 64 letters, digits, `.`, `_` and `-`. The key goes into
 * URLs, cookies and the lock database, and is what `as()` and the commands' `--account` take, so it stays plain.
 */
export const CONSOLE_ACCOUNT_KEY_PATTERN = '[A-Za-z0-9._\\-]{1,64}';

const ACCOUNT_KEY = new RegExp(`^${CONSOLE_ACCOUNT_KEY_PATTERN}$`);

/** The longest account name kept (the column's size). */
export const MAX_ACCOUNT_NAME_LENGTH = 255;

/** True for a key the console may add (see `CONSOLE_ACCOUNT_KEY_PATTERN`). */
export function isConsoleAccountKey(value: string): boolean {
  return ACCOUNT_KEY.test(value);
}
