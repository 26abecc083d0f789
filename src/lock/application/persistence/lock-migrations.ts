import type { Kysely, Migration, MigrationProvider } from 'kysely';

/** The table in which the migrator records the migrations that ran (one row per migration, by name). */
export const LOCK_MIGRATION_TABLE = 'lock_migrations';
/** The table of the migrator's lock row (PostgreSQL also takes an advisory lock while migrating). */
export const LOCK_MIGRATION_LOCK_TABLE = 'lock_migrations_lock';

/** The schema, one step per migration, in order; a step never changes once released. */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_23_001_lock_schema': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('lock_accounts')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('key', 'varchar(191)', (col) => col.notNull().unique())
        .addColumn('name', 'varchar(255)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('lock_users')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('two_factor_enabled', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('lock_account_users')
        .addColumn('account_id', 'varchar(36)', (col) =>
          col.notNull().references('lock_accounts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'varchar(36)', (col) =>
          col.notNull().references('lock_users.id').onDelete('cascade'),
        )
        .addColumn('role', 'varchar(32)', (col) => col.notNull())
        .addPrimaryKeyConstraint('lock_account_users_pk', ['account_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('lock_login_codes')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('user_id', 'varchar(36)', (col) =>
          col.notNull().references('lock_users.id').onDelete('cascade'),
        )
        .addColumn('challenge_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('code_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('used_at', 'varchar(32)')
        .execute();
      await db.schema
        .createTable('lock_sessions')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('user_id', 'varchar(36)', (col) =>
          col.notNull().references('lock_users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('lock_oauth_tokens')
        .addColumn('account_id', 'varchar(36)', (col) =>
          col.primaryKey().references('lock_accounts.id').onDelete('cascade'),
        )
        .addColumn('ciphertext', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('lock_webhook_secrets')
        .addColumn('subscription_id', 'varchar(191)', (col) => col.primaryKey())
        .addColumn('account_key', 'varchar(191)', (col) => col.notNull())
        .addColumn('ciphertext', 'text', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('lock_processed_webhooks')
        .addColumn('delivery_id', 'varchar(191)', (col) => col.primaryKey())
        .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'lock_processed_webhooks',
        'lock_webhook_secrets',
        'lock_oauth_tokens',
        'lock_sessions',
        'lock_login_codes',
        'lock_account_users',
        'lock_users',
        'lock_accounts',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  '2026_11_30_001_lock_login_attempts': {
    async up(db: Kysely<unknown>): Promise<void> {
      // One fixed window of sign-in attempts per scope and subject; the subject only as a SHA-256 hash.
      await db.schema
        .createTable('lock_login_attempts')
        .addColumn('scope', 'varchar(32)', (col) => col.notNull())
        .addColumn('subject_hash', 'varchar(64)', (col) => col.notNull())
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('lock_login_attempts_pk', ['scope', 'subject_hash'])
        .execute();
      await db.schema
        .createIndex('lock_login_attempts_window_start')
        .on('lock_login_attempts')
        .column('window_start')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lock_login_attempts').execute();
    },
  },
  '2026_12_01_001_lock_account_tokens_permissions': {
    async up(db: Kysely<unknown>): Promise<void> {
      // An account's own API token (TokenCipher ciphertext bound to the account key) and whether it may be used.
      await db.schema.alterTable('lock_accounts').addColumn('api_token_ciphertext', 'text').execute();
      await db.schema.alterTable('lock_accounts').addColumn('api_token_updated_at', 'varchar(32)').execute();
      await db.schema
        .alterTable('lock_accounts')
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      // A sub-user's main user (null for a main user).
      await db.schema
        .alterTable('lock_users')
        .addColumn('parent_user_id', 'varchar(36)', (col) =>
          col.references('lock_users.id').onDelete('cascade'),
        )
        .execute();
      // What a sub-user may do on one smartlock of one account, when.
      await db.schema
        .createTable('lock_user_permissions')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('user_id', 'varchar(36)', (col) =>
          col.notNull().references('lock_users.id').onDelete('cascade'),
        )
        .addColumn('account_id', 'varchar(36)', (col) =>
          col.notNull().references('lock_accounts.id').onDelete('cascade'),
        )
        .addColumn('smartlock_id', 'bigint', (col) => col.notNull())
        .addColumn('permissions', 'varchar(255)', (col) => col.notNull())
        .addColumn('allowed_from', 'varchar(32)')
        .addColumn('allowed_until', 'varchar(32)')
        .addColumn('allowed_week_days', 'integer')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addUniqueConstraint('lock_user_permissions_grant', ['user_id', 'account_id', 'smartlock_id'])
        .execute();
      // What a code is for: `login` or `password_reset`.
      await db.schema
        .alterTable('lock_login_codes')
        .addColumn('purpose', 'varchar(32)', (col) => col.notNull().defaultTo('login'))
        .execute();
      // What pruning looks up.
      await db.schema
        .createIndex('lock_sessions_expires_at')
        .on('lock_sessions')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('lock_login_codes_expires_at')
        .on('lock_login_codes')
        .column('expires_at')
        .execute();
      await db.schema
        .createIndex('lock_processed_webhooks_received_at')
        .on('lock_processed_webhooks')
        .column('received_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('lock_processed_webhooks_received_at').execute();
      await db.schema.dropIndex('lock_login_codes_expires_at').execute();
      await db.schema.dropIndex('lock_sessions_expires_at').execute();
      await db.schema.alterTable('lock_login_codes').dropColumn('purpose').execute();
      await db.schema.dropTable('lock_user_permissions').execute();
      await db.schema.alterTable('lock_users').dropColumn('parent_user_id').execute();
      await db.schema.alterTable('lock_accounts').dropColumn('active').execute();
      await db.schema.alterTable('lock_accounts').dropColumn('api_token_updated_at').execute();
      await db.schema.alterTable('lock_accounts').dropColumn('api_token_ciphertext').execute();
    },
  },
  '2026_12_02_001_lock_scale_out': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Short leases that several processes share (the OAuth refresh of one account runs in one process at a
      // time): the holder and until when (ms since the epoch); an expired lease is taken over.
      await db.schema
        .createTable('lock_leases')
        .addColumn('name', 'varchar(191)', (col) => col.primaryKey())
        .addColumn('owner', 'varchar(64)', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
      // A webhook delivery is claimed (owner, until when) while its listeners run, and processed once they
      // completed; the rows earlier versions wrote were processed when received.
      await db.schema.alterTable('lock_processed_webhooks').addColumn('claim_owner', 'varchar(64)').execute();
      await db.schema.alterTable('lock_processed_webhooks').addColumn('claimed_until', 'bigint').execute();
      await db.schema
        .alterTable('lock_processed_webhooks')
        .addColumn('processed_at', 'varchar(32)')
        .execute();
      await (db as Kysely<{ lock_processed_webhooks: { processed_at: string | null; received_at: string } }>)
        .updateTable('lock_processed_webhooks')
        .set((eb) => ({ processed_at: eb.ref('received_at') }))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('lock_processed_webhooks').dropColumn('processed_at').execute();
      await db.schema.alterTable('lock_processed_webhooks').dropColumn('claimed_until').execute();
      await db.schema.alterTable('lock_processed_webhooks').dropColumn('claim_owner').execute();
      await db.schema.dropTable('lock_leases').execute();
    },
  },
  '2026_12_10_001_lock_password_reset_mails': {
    async up(db: Kysely<unknown>): Promise<void> {
      // One fixed window of an hour of password reset mails per email, the email only as a SHA-256 hash.
      await db.schema
        .createTable('lock_password_reset_mails')
        .addColumn('email_hash', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('mails', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('lock_password_reset_mails_window_start')
        .on('lock_password_reset_mails')
        .column('window_start')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lock_password_reset_mails').execute();
    },
  },
  '2026_12_11_001_lock_keypad_code_makers': {
    async up(db: Kysely<unknown>): Promise<void> {
      // Who made each keypad code a sub-user made, so it is removed at the vendor when the grant ends.
      await db.schema
        .createTable('lock_keypad_code_makers')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('account_key', 'varchar(191)', (col) => col.notNull())
        .addColumn('smartlock_id', 'bigint', (col) => col.notNull())
        .addColumn('authorization_id', 'varchar(191)', (col) => col.notNull())
        .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
        .addColumn('user_email', 'varchar(320)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addUniqueConstraint('lock_keypad_code_makers_code', [
          'account_key',
          'smartlock_id',
          'authorization_id',
        ])
        .execute();
      await db.schema
        .createIndex('lock_keypad_code_makers_user_id')
        .on('lock_keypad_code_makers')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lock_keypad_code_makers').execute();
    },
  },
  '2026_12_11_002_lock_keypad_codes_pending': {
    async up(db: Kysely<unknown>): Promise<void> {
      // A sub-user's keypad code sent to the lock API and not yet in its list: a keyed digest, never the digits.
      await db.schema
        .createTable('lock_keypad_codes_pending')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('account_key', 'varchar(191)', (col) => col.notNull())
        .addColumn('smartlock_id', 'bigint', (col) => col.notNull())
        .addColumn('code_digest', 'varchar(64)', (col) => col.notNull())
        .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
        .addColumn('user_email', 'varchar(320)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addUniqueConstraint('lock_keypad_codes_pending_code', ['account_key', 'smartlock_id', 'code_digest'])
        .execute();
      await db.schema
        .createIndex('lock_keypad_codes_pending_user_id')
        .on('lock_keypad_codes_pending')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lock_keypad_codes_pending').execute();
    },
  },
  '2026_12_20_001_lock_audit': {
    async up(db: Kysely<unknown>): Promise<void> {
      // The console's audit trail: who changed what through the console, when, and the answer. Never a form's
      // body (no PIN, password, code or token): the action is the route, the target its account and lock.
      await db.schema
        .createTable('lock_audit')
        .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .addColumn('actor_kind', 'varchar(16)', (col) => col.notNull())
        .addColumn('actor_email', 'varchar(320)')
        .addColumn('actor_name', 'varchar(255)')
        .addColumn('action', 'varchar(255)', (col) => col.notNull())
        .addColumn('detail', 'varchar(191)')
        .addColumn('account_key', 'varchar(191)')
        .addColumn('smartlock_id', 'bigint')
        .addColumn('lock_name', 'varchar(255)')
        .addColumn('target', 'varchar(191)')
        .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('lock_audit_created_at').on('lock_audit').column('created_at').execute();
      await db.schema
        .createIndex('lock_audit_account_lock')
        .on('lock_audit')
        .columns(['account_key', 'smartlock_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('lock_audit').execute();
    },
  },
};

/** The names of this version's migrations, in the order they run. */
export const LOCK_MIGRATION_NAMES: readonly string[] = Object.freeze(Object.keys(MIGRATIONS).sort());

/** The lock module's migrations, from code (no files to ship). */
export const lockMigrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
