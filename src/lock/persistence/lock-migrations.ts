import type { Kysely, Migration, MigrationProvider } from 'kysely';

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
};

/** The lock module's migrations, from code (no files to ship). */
export const lockMigrations: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
