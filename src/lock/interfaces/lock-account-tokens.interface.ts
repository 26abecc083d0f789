/** What the lock database says of an account key: no such account, or its own API token (null: none stored). */
export type StoredAccountToken =
  | {
      /** No account row has this key. */
      readonly account: 'unknown';
    }
  | {
      /** The account row exists. */
      readonly account: 'known';
      /** The account's API token; null when none is stored. */
      readonly token: string | null;
    };

/**
 * The accounts' own API tokens, as the lock database holds them (`LOCK_TOKEN_RESOLVER=database`): the client
 * asks, the application's persistence answers (`DatabaseAccountTokens`). Provided under `LOCK_ACCOUNT_TOKENS`.
 */
export interface LockAccountTokens {
  /**
   * The account's own token, null when its row holds none, or `unknown` without a row.
   * @throws LockAccountDisabledException when the account is disabled
   */
  lookup(accountKey: string): Promise<StoredAccountToken>;
}
