import type { Generated } from 'kysely';

/** The tables of the lock module, as Kysely sees them. Times are ISO 8601 UTC strings; flags are 0 or 1. */
export interface LockTables {
  /**
   * `api_token_ciphertext`: the account's own API token (`LOCK_TOKEN_RESOLVER=database`), `TokenCipher` text bound
   * to the key; `active`: 0 refuses every call of the account.
   */
  lock_accounts: {
    id: string;
    key: string;
    name: string | null;
    created_at: string;
    api_token_ciphertext: string | null;
    api_token_updated_at: string | null;
    active: Generated<number>;
  };
  lock_users: {
    id: string;
    email: string;
    name: string;
    password_hash: string;
    two_factor_enabled: number;
    created_at: string;
    /** The main user of a sub-user; null for a main user. */
    parent_user_id: string | null;
  };
  /**
   * A sub-user's grant on one smartlock of one account: `permissions` is a comma list (`lock,unlock,view_logs,
   * manage_auths`); the window's ends are ISO 8601 UTC (null: open); `allowed_week_days` a `WeekdayBitmask` (null:
   * every day), both read in `LOCK_TIME_ZONE`. PostgreSQL hands `smartlock_id` (a `bigint`) back as a string.
   */
  lock_user_permissions: {
    id: string;
    user_id: string;
    account_id: string;
    smartlock_id: number | string;
    permissions: string;
    allowed_from: string | null;
    allowed_until: string | null;
    allowed_week_days: number | null;
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
    /** `login` or `password_reset`. */
    purpose: Generated<string>;
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
  /**
   * Webhook deliveries by the sha256 of scope and id: claimed (`claim_owner`, `claimed_until` in ms since the
   * epoch, PostgreSQL hands a `bigint` back as a string) while the listeners run, `processed_at` once they
   * completed.
   */
  lock_processed_webhooks: {
    delivery_id: string;
    received_at: string;
    claim_owner: string | null;
    claimed_until: number | string | null;
    processed_at: string | null;
  };
  /** Leases shared by the processes of the app: who holds `name` until when (ms since the epoch). */
  lock_leases: { name: string; owner: string; expires_at: number | string };
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
