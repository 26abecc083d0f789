import type { Kysely } from 'kysely';
import { LockDatabaseUnavailableException } from '../../errors/lock-database-unavailable.exception';
import { kyselyPackage } from './kysely-package';
import { LOCK_MIGRATION_NAMES, LOCK_MIGRATION_TABLE } from './lock-migrations';
import type { LockTables } from './lock-tables';

/** How the migrations that ran on a database compare with this version's. */
export type MigrationState =
  /** Every migration of this version has run, and no other. */
  | { readonly kind: 'current' }
  /** Some have not run, or the migrations table is not there (a new database): the migrator runs them. */
  | { readonly kind: 'pending' }
  /** Migrations ran that this version does not know: a newer version migrated the database. */
  | { readonly kind: 'newer'; readonly unknown: readonly string[] };

/**
 * Reads the migrations table of the database's own schema in one query, whatever else the server holds:
 * SQLite has one schema; on PostgreSQL the rows count only when the table the name resolves to is the one of
 * `current_schema()` (the schema the tables go to), looked up by name. A read that fails (no table yet, or no
 * schema) answers `pending`, so the migrator decides as it always did; an outage is thrown.
 * @throws LockDatabaseUnavailableException when the database cannot be reached
 */
export async function migrationState(
  db: Kysely<LockTables>,
  dialect: 'sqlite' | 'postgres',
): Promise<MigrationState> {
  const { sql } = kyselyPackage();
  const table = sql.table(LOCK_MIGRATION_TABLE);
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from ${table}`
      : sql<{ name: string }>`select name from ${table}
          where tableoid = to_regclass(format('%I.%I', current_schema(), ${sql.lit(LOCK_MIGRATION_TABLE)}))`;
  let names: string[];
  try {
    names = (await query.execute(db)).rows.map((row) => row.name);
  } catch (error) {
    if (error instanceof LockDatabaseUnavailableException) throw error;
    return { kind: 'pending' };
  }
  const unknown = names.filter((name) => !LOCK_MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) return { kind: 'newer', unknown: unknown.sort() };
  return LOCK_MIGRATION_NAMES.every((name) => names.includes(name))
    ? { kind: 'current' }
    : { kind: 'pending' };
}
