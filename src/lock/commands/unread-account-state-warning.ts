import type { LockAuthSettings } from '../auth/lock-auth-settings';

/** What an account command writes to the account's row: its API token, or its active flag. */
export type AccountRowState = 'API token' | 'active flag';

/**
 * The warning line for an account command whose write the settings in effect never read, or null when API calls
 * read it (`LockAuthSettings.readsAccountRows`). The line says how to make calls read it.
 * @throws LockException for an unknown `LOCK_AUTH` or `LOCK_TOKEN_RESOLVER` value
 */
export function unreadAccountStateWarning(
  config: LockAuthSettings,
  state: AccountRowState,
  accountKey: string,
): string | null {
  if (config.readsAccountRows()) return null;
  const resolver = config.tokenResolver();
  const subject = `Warning: the ${state} of lock account "${accountKey}" in the lock database is not read in this configuration`;
  if (config.authMode() === 'oauth') {
    return (
      `${subject}: LOCK_AUTH is "oauth", where calls use the account's OAuth token. Only LOCK_AUTH=token with the ` +
      '"database" token resolver reads it (LOCK_DATABASE_URL set, or LOCK_TOKEN_RESOLVER=database).'
    );
  }
  if (config.tokenResolverIsSet()) {
    return (
      `${subject}: LOCK_TOKEN_RESOLVER is "${resolver}", and only the "database" resolver reads it. Set ` +
      'LOCK_TOKEN_RESOLVER=database so that calls use it.'
    );
  }
  return (
    `${subject}: the token resolver is "${resolver}", the default without LOCK_DATABASE_URL, and only the ` +
    '"database" resolver reads it. Set LOCK_DATABASE_URL, or LOCK_TOKEN_RESOLVER=database, so that calls use it.'
  );
}
