import type { Generated } from 'kysely';

/** The tables of the lock module, as Kysely sees them. Times are ISO 8601 UTC strings; flags are 0 or 1. */
export interface LockTables {
  /**
   * `api_token_ciphertext`: the account's own API token (`LOCK_TOKEN_RESOLVER=database`), `TokenCipher` text bound
   * to the key; `active`: 0 refuses every call of the account.
   */
  lock_accounts: {
    /** The row's id. */
    id: string;
    /** The account key (what `as()` takes). */
    key: string;
    /** The display name, or null. */
    name: string | null;
    /** When the row was created. */
    created_at: string;
    /** The encrypted API token, or null when none is stored. */
    api_token_ciphertext: string | null;
    /** When the API token was last set or cleared, or null. */
    api_token_updated_at: string | null;
    /** 1: active; 0: disabled. */
    active: Generated<number>;
  };
  /** The users of the module's own auth guard. */
  lock_users: {
    /** The user's id. */
    id: string;
    /** The email, in lower case. */
    email: string;
    /** The display name. */
    name: string;
    /** The password's hash. */
    password_hash: string;
    /** 1 or 0, as `lock:user-create` stored it. */
    two_factor_enabled: number;
    /** When the user was created. */
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
    /** The grant's id. */
    id: string;
    /** The sub-user (`lock_users.id`). */
    user_id: string;
    /** The account (`lock_accounts.id`). */
    account_id: string;
    /** The smartlock's id. */
    smartlock_id: number | string;
    /** The permissions as a comma list. */
    permissions: string;
    /** Start of the window, or null. */
    allowed_from: string | null;
    /** End of the window, or null. */
    allowed_until: string | null;
    /** The weekdays as a `WeekdayBitmask`, or null. */
    allowed_week_days: number | null;
    /** When the grant was created. */
    created_at: string;
  };
  /** Which user owns which account. */
  lock_account_users: {
    /** The account (`lock_accounts.id`). */
    account_id: string;
    /** The user (`lock_users.id`). */
    user_id: string;
    /** The user's role on the account (`owner`). */
    role: string;
  };
  /** Login and password reset codes waiting to be used; only hashes are stored. */
  lock_login_codes: {
    /** The code's id. */
    id: string;
    /** The user (`lock_users.id`). */
    user_id: string;
    /** SHA-256 hex of the challenge handed to the client. */
    challenge_hash: string;
    /** The keyed hash of the code. */
    code_hash: string;
    /** When the code expires. */
    expires_at: string;
    /** Verifications tried so far. */
    attempts: number;
    /** When the code was used, or null. */
    used_at: string | null;
    /** `login` or `password_reset`. */
    purpose: Generated<string>;
  };
  /** Sessions of the guard's users; only hashes of their tokens are stored. */
  lock_sessions: {
    /** The session's id. */
    id: string;
    /** The user (`lock_users.id`). */
    user_id: string;
    /** SHA-256 hex of the session token. */
    token_hash: string;
    /** When the session expires. */
    expires_at: string;
    /** When the session was revoked (logout), or null. */
    revoked_at: string | null;
    /** When the session was created. */
    created_at: string;
  };
  /** The OAuth tokens of each account (`LOCK_AUTH=oauth`). */
  lock_oauth_tokens: {
    /** The account (`lock_accounts.id`). */
    account_id: string;
    /** The encrypted tokens. */
    ciphertext: string;
    /** When they were last stored. */
    updated_at: string;
  };
  /** The signing secrets of the webhook subscriptions registered through the module. */
  lock_webhook_secrets: {
    /** The vendor's id of the subscription. */
    subscription_id: string;
    /** The key of the account the subscription belongs to. */
    account_key: string;
    /** The encrypted secret. */
    ciphertext: string;
    /** When the secret was stored. */
    created_at: string;
  };
  /**
   * Webhook deliveries by the sha256 of scope and id: claimed (`claim_owner`, `claimed_until` in ms since the
   * epoch, PostgreSQL hands a `bigint` back as a string) while the listeners run, `processed_at` once they
   * completed.
   */
  lock_processed_webhooks: {
    /** SHA-256 hex of the delivery's scope and id. */
    delivery_id: string;
    /** When the delivery was last received and claimed. */
    received_at: string;
    /** The random id of the process holding the claim, or null. */
    claim_owner: string | null;
    /** When the claim expires (ms since the epoch), or null. */
    claimed_until: number | string | null;
    /** When the listeners completed, or null. */
    processed_at: string | null;
  };
  /** Leases shared by the processes of the app: who holds `name` until when (ms since the epoch). */
  lock_leases: {
    /** What the lease is for. */
    name: string;
    /** The holder's id. */
    owner: string;
    /** When the lease expires (ms since the epoch). */
    expires_at: number | string;
  };
  /**
   * Sign-in attempts in a fixed window per scope (`login:email`, `verify:address`, ...) and SHA-256 hex of the
   * subject. `window_start` is in milliseconds since the epoch (PostgreSQL hands a `bigint` back as a string).
   */
  lock_login_attempts: {
    /** What is counted, e.g. `login:email`. */
    scope: string;
    /** SHA-256 hex of the subject (an email or an address). */
    subject_hash: string;
    /** Start of the window (ms since the epoch). */
    window_start: number | string;
    /** Attempts in the window. */
    attempts: number;
  };
  /**
   * Who made a keypad code: one row per code a sub-user made through `LockAccess`, so the code is removed at the
   * vendor when the maker's grant on its lock is revoked or ends, or the maker is deleted (no foreign key: the
   * row outlives the user until the code is gone). A code without a row was made by a main user (or outside the
   * package). PostgreSQL hands `smartlock_id` (a `bigint`) back as a string.
   */
  lock_keypad_code_makers: {
    /** The row's id. */
    id: string;
    /** The account's key. */
    account_key: string;
    /** The smartlock's id. */
    smartlock_id: number | string;
    /** The vendor's id of the authorization (the keypad code). */
    authorization_id: string;
    /** The sub-user who made it (`lock_users.id` while the user exists). */
    user_id: string;
    /** The sub-user's email when it made the code, to show and log after the user is gone. */
    user_email: string;
    /** When the code was made. */
    created_at: string;
  };
  /**
   * A keypad code a sub-user sent to the lock API that its list did not show yet (the API creates asynchronously
   * and answers with no id): recorded before the create is sent, and turned into a `lock_keypad_code_makers` row
   * once the list shows it (`KeypadCodeMakerResolution`). The code is kept as a keyed digest only
   * (`KeypadCodeDigests`: HMAC-SHA256 under a key derived from `APP_KEY`), never its digits. PostgreSQL hands
   * `smartlock_id` (a `bigint`) back as a string.
   */
  lock_keypad_codes_pending: {
    /** The row's id. */
    id: string;
    /** The account's key. */
    account_key: string;
    /** The smartlock's id. */
    smartlock_id: number | string;
    /** HMAC-SHA256 hex of the account, the smartlock and the code's digits, under the current key. */
    code_digest: string;
    /** The sub-user who made it. */
    user_id: string;
    /** The sub-user's email when it made the code (for its maker row). */
    user_email: string;
    /** When the create was sent. */
    created_at: string;
  };
  /**
   * Password reset mails per email in a fixed window of an hour (`PasswordResetMailCap`). `window_start` is in
   * milliseconds since the epoch (PostgreSQL hands a `bigint` back as a string).
   */
  lock_password_reset_mails: {
    /** SHA-256 hex of the email, in lower case. */
    email_hash: string;
    /** Start of the window (ms since the epoch). */
    window_start: number | string;
    /** Mails counted in the window, the ones over the cap included. */
    mails: number;
  };
  /**
   * The console's audit trail (`LockAuditTrail`): one row per state-changing console request of a signed-in
   * viewer, written by `ConsoleAuditInterceptor`. No form body is kept: the action is the route's template and
   * its non-secret route word (`detail`, e.g. `unlock`), the target its account, lock and other route id.
   * PostgreSQL hands `smartlock_id` (a `bigint`) back as a string.
   */
  lock_audit: {
    /** The row's id. */
    id: string;
    /** When the console answered (ISO 8601 UTC). */
    created_at: string;
    /** `user`: one of the module's users; `host`: a visitor the host's `canAccess` let in. */
    actor_kind: string;
    /** The user's email (null for a host visitor). */
    actor_email: string | null;
    /** The user's name, or the host visitor's display name. */
    actor_name: string | null;
    /** The route's template under the console's prefix, e.g. `accounts/:account/locks/:smartlockId/actions/:action`. */
    action: string;
    /** The route's own word (`:action`, `:change`), or null. */
    detail: string | null;
    /** The account's key, or null for a setting outside accounts. */
    account_key: string | null;
    /** The smartlock's id, or null. */
    smartlock_id: number | string | null;
    /** The lock's name as the console's form named it, or null. */
    lock_name: string | null;
    /** Another target's id from the route (a user, a webhook, an authorization), or null. */
    target: string | null;
    /** `done`, `refused` or `failed`. */
    outcome: string;
    /** The HTTP status the console answered with. */
    status: number;
  };
}
