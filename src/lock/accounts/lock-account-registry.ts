/** An account the module knows: its key (what `as()` takes) and a display name when one is known. */
export interface LockAccountRecord {
  readonly key: string;
  readonly name: string | null;
}

/**
 * The accounts the module knows by key. The default is the module's database (`lock_accounts`, filled by
 * `lock:account-create` and `lock:oauth-authorize`). Pass your own as the `accountRegistry` option.
 */
export interface LockAccountRegistry {
  /** Every known account, ordered by key. */
  all(): Promise<LockAccountRecord[]>;
  /** The account with this key, or null. */
  find(key: string): Promise<LockAccountRecord | null>;
  /** Adds the account, or updates its name when it is known; answers the stored record. */
  register(key: string, name: string | null): Promise<LockAccountRecord>;
}
