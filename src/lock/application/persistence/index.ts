/**
 * The Lock module's database (`LOCK_DATABASE_URL`: SQLite by default, or PostgreSQL): accounts and their rules, their
 * credentials and the stored OAuth tokens. Loaded by `LockModule` unless it is client-only.
 *
 * - Module: {@link LockPersistenceModule}, over {@link LockDatabase}.
 * - Stores: {@link DatabaseAccountRegistry}, {@link DatabaseAccountTokens} and {@link DatabaseTokenStore}.
 * - Exceptions: {@link LockAccountRuleException}; {@link LockDatabaseUnavailableFilter} answers a database
 *   outage.
 * - Options: {@link LockDatabaseSettings}.
 * @module @vendor/nest-integrations/lock/persistence
 */
export * from '../accounts/lock-account-key';
export * from '../accounts/lock-account-name';
export * from '../accounts/lock-account-rule.exception';
export * from './account-credentials';
export * from './account-writes';
export * from './database-account-registry';
export * from './database-account-tokens';
export * from './database-token-store';
export * from './lock-database';
export * from './lock-database-settings';
export type { SqliteDriverName } from './sqlite-driver-name';
export * from './lock-database-unavailable.filter';
export * from './lock-database-url';
export * from './lock-persistence.module';
export type { LockTables } from './lock-tables';
