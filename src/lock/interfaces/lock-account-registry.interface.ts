/** An account the module knows: its key (what `as()` takes) and a display name when one is known. */
export interface LockAccountRecord {
  /** The account key, as `as()` takes it. */
  readonly key: string;
  /** A display name; null when none is known. */
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
  /**
   * Adds the account when the key is new, with the name; answers the stored record. A known account keeps its
   * name (one without a name may be given this one): registering never renames an account.
   */
  register(key: string, name: string | null): Promise<LockAccountRecord>;
}
