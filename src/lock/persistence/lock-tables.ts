/** The tables of the lock module, as Kysely sees them. Times are ISO 8601 UTC strings; flags are 0 or 1. */
export interface LockTables {
  lock_accounts: { id: string; key: string; name: string | null; created_at: string };
  lock_users: {
    id: string;
    email: string;
    name: string;
    password_hash: string;
    two_factor_enabled: number;
    created_at: string;
  };
  lock_account_users: { account_id: string; user_id: string; role: string };
  lock_login_codes: {
    id: string;
    user_id: string;
    challenge_hash: string;
    code_hash: string;
    expires_at: string;
    attempts: number;
    used_at: string | null;
  };
  lock_sessions: {
    id: string;
    user_id: string;
    token_hash: string;
    expires_at: string;
    revoked_at: string | null;
    created_at: string;
  };
  lock_oauth_tokens: { account_id: string; ciphertext: string; updated_at: string };
  lock_webhook_secrets: {
    subscription_id: string;
    account_key: string;
    ciphertext: string;
    created_at: string;
  };
  lock_processed_webhooks: { delivery_id: string; received_at: string };
  /**
   * Sign-in attempts in a fixed window per scope (`login:email`, `verify:address`, ...) and SHA-256 hex of the
   * subject. `window_start` is in milliseconds since the epoch (PostgreSQL hands a `bigint` back as a string).
   */
  lock_login_attempts: {
    scope: string;
    subject_hash: string;
    window_start: number | string;
    attempts: number;
  };
}
