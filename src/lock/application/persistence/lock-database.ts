import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import type { Dialect, Kysely } from 'kysely';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import { requireOptionalPeer } from '../../../common/peers/optional-peer';
import { redactSecrets } from '../../../common/redaction/redact-secrets';
import { LockDatabaseUnavailableException } from '../../errors/lock-database-unavailable.exception';
import { LockException } from '../../errors/lock.exception';
import { isDatabaseUnavailability } from './database-unavailability';
import { errorMappingDialect } from './error-mapping-dialect';
import { guardedPgPool } from './guarded-pg-pool';
import { kyselyPackage } from './kysely-package';
import { DEFAULT_LOCK_DATABASE_TIMEOUT_MS } from './lock-database-settings';
import { LockDatabaseLocation } from './lock-database-url';
import { LOCK_MIGRATION_LOCK_TABLE, LOCK_MIGRATION_TABLE, lockMigrations } from './lock-migrations';
import type { LockTables } from './lock-tables';
import { migrationState } from './migration-state';
import { ownSchemaDialect } from './own-schema-introspector';
import type { SqliteDriverName } from './sqlite-driver-name';
import { sqliteFileOpener } from './sqlite-file';

/** How often, and after what pause, a failed migration is tried again (another process may be migrating). */
const MIGRATION_RETRIES = 5;
const MIGRATION_RETRY_PAUSE_MS = 50;
/** The most connections one process keeps open to PostgreSQL. */
const POSTGRES_POOL_SIZE = 5;
/** How often a lost connection is logged at most (the others are counted into the next line). */
const CONNECTION_LOSS_LOG_INTERVAL_MS = 60_000;

/**
 * The lock module's relational database: an SQLite file (created with its folder at first use) or PostgreSQL.
 * It is opened and migrated at its first use, so an app that never needs it never touches it.
 *
 * It outlives outages: a connection the server ends (a restart, a failover, `pg_terminate_backend`) or that
 * breaks is dropped and replaced at the next use, logged as a warning at most once a minute, never thrown at the
 * process; connecting and each statement have a deadline (`LOCK_DATABASE_TIMEOUT`; for SQLite the wait for a
 * busy file). While the database cannot be reached every use fails with `LockDatabaseUnavailableException`
 * (a `LockException` naming the database, never its password); the first use after it answers again succeeds.
 */
export class LockDatabase {
  #ready?: Promise<Kysely<LockTables>>;
  #kysely?: Kysely<LockTables>;
  readonly #connectionLosses = new ThrottledLogEvents(
    (event) => new Logger('LockDatabase').warn(event),
    CONNECTION_LOSS_LOG_INTERVAL_MS,
  );

  /**
   * @param locate where the database is; read at the first use, so a bad URL fails that use, not the start
   * @param timeoutMs the deadline of connecting and of each statement (`LOCK_DATABASE_TIMEOUT`), read when the
   *   connections are made
   * @param sqliteDriver which driver opens an SQLite file (`LOCK_SQLITE_DRIVER`; undefined: `node:sqlite` where the
   *   runtime has it, else better-sqlite3), read when the file is opened
   */
  constructor(
    private readonly locate: () => LockDatabaseLocation,
    private readonly timeoutMs: () => number = () => DEFAULT_LOCK_DATABASE_TIMEOUT_MS,
    private readonly sqliteDriver: () => SqliteDriverName | undefined = () => undefined,
  ) {}

  /** Where the database is. @throws LockException for a URL of another kind */
  get location(): LockDatabaseLocation {
    return this.locate();
  }

  /** The migrated database. @throws LockException when it cannot be opened or migrated */
  db(): Promise<Kysely<LockTables>> {
    this.#ready ??= this.open().catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    return this.#ready;
  }

  /**
   * Whether a migration has run on this database (its bookkeeping table is there), found without creating or
   * migrating anything: an SQLite file that does not exist is not opened, so neither it nor a driver is needed.
   * @throws LockException for a URL of another kind, or when an existing database cannot be opened
   */
  async hasTables(): Promise<boolean> {
    const location = this.locate();
    if (location.dialect === 'sqlite' && !existsSync(location.file)) return false;
    const { sql } = kyselyPackage();
    const query =
      location.dialect === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name = ${LOCK_MIGRATION_TABLE}`
        : sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_name = ${LOCK_MIGRATION_TABLE}`;
    try {
      const { rows } = await query.execute(this.connection());
      return rows.length > 0;
    } catch (error) {
      throw this.openingFailure(error);
    }
  }

  /**
   * Whether every migration of this version has run on the database: one query of the migrations table in the
   * database's own schema, so its cost does not grow with the other schemas on the server.
   * @throws LockException when a newer version migrated the database (migrations this one does not know ran),
   *   LockDatabaseUnavailableException when it cannot be reached
   */
  async isMigrated(): Promise<boolean> {
    const state = await migrationState(this.connection(), this.locate().dialect);
    if (state.kind === 'newer') {
      throw new LockException(
        `The lock database (${this.describe()}) was migrated by a newer version of this package: the migrations ` +
          `${state.unknown.join(', ')} are unknown to this one. Upgrade the package, or use another database.`,
      );
    }
    return state.kind === 'current';
  }

  /**
   * Runs the migrations that have not run yet; answers their names (empty when the schema is current). An
   * up-to-date database costs the one query of `isMigrated()`; otherwise the migrator runs them under its lock.
   * @throws LockException when they cannot run, or when a newer version migrated the database
   */
  async migrate(): Promise<string[]> {
    if (await this.isMigrated()) return [];
    try {
      return await this.migrateOnce();
    } catch (error) {
      if (error instanceof LockDatabaseUnavailableException) throw error;
      // Another process may be migrating the same database at this moment (SQLite has no migration lock): give
      // it a moment, a few times, to finish; then the schema is current and nothing is left to do.
      for (let pause = 0; pause < MIGRATION_RETRIES; pause += 1) {
        await new Promise((resolve) => setTimeout(resolve, MIGRATION_RETRY_PAUSE_MS));
        const again = await this.migrateOnce().catch(() => undefined);
        if (again !== undefined) return again;
      }
      throw error;
    }
  }

  private async migrateOnce(): Promise<string[]> {
    const kysely = this.connection();
    const { Migrator } = kyselyPackage();
    const migrator = new Migrator({
      db: kysely,
      provider: lockMigrations,
      migrationTableName: LOCK_MIGRATION_TABLE,
      migrationLockTableName: LOCK_MIGRATION_LOCK_TABLE,
      // PostgreSQL: the bookkeeping lives in the schema the tables go to (the search path's first), not in
      // whichever schema of the database happens to have such a table already.
      migrationTableSchema: await this.currentSchema(kysely).catch((error: unknown) => {
        throw this.openingFailure(error);
      }),
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error instanceof LockDatabaseUnavailableException) throw error;
    if (error !== undefined) {
      throw new LockException(
        `The lock database (${this.describe()}) could not be migrated: ${this.redact(messageOf(error))}`,
      );
    }
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  }

  /** What the database is, without a password: `SQLite file <path>` or `PostgreSQL <host>/<database>`. */
  describe(): string {
    const location = this.locate();
    if (location.dialect === 'sqlite') return `SQLite file ${location.file}`;
    try {
      const url = new URL(location.connectionString);
      return `PostgreSQL ${url.host}${url.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }

  /** Closes the connections; the next use opens them again. */
  async close(): Promise<void> {
    const kysely = this.#kysely;
    this.#kysely = undefined;
    this.#ready = undefined;
    await kysely?.destroy();
  }

  /** Nest lifecycle hook: closes the connections, so a CLI process can exit. */
  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private async open(): Promise<Kysely<LockTables>> {
    await this.migrate();
    return this.connection();
  }

  private async currentSchema(kysely: Kysely<LockTables>): Promise<string | undefined> {
    if (this.locate().dialect !== 'postgres') return undefined;
    const { sql } = kyselyPackage();
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely);
    return rows[0]?.schema;
  }

  private connection(): Kysely<LockTables> {
    const { Kysely } = kyselyPackage();
    this.#kysely ??= new Kysely<LockTables>({
      dialect: errorMappingDialect(this.dialect(), (error) => this.driverFailure(error)),
    });
    return this.#kysely;
  }

  private dialect(): Dialect {
    const { PostgresDialect, SqliteDialect } = kyselyPackage();
    const location = this.locate();
    const timeoutMs = this.timeoutMs();
    if (location.dialect === 'sqlite') {
      // Made at the first use, so an app without a lock database never loads a driver (nor the native addon).
      const open = sqliteFileOpener(this.sqliteDriver());
      return new SqliteDialect({ database: async () => open(location.file, timeoutMs) });
    }
    const postgres = new PostgresDialect({
      pool: async () => {
        const { Pool } = requireOptionalPeer<typeof import('pg')>('pg', 'The lock database (PostgreSQL)');
        const pool = new Pool({
          connectionString: location.connectionString,
          max: POSTGRES_POOL_SIZE,
          // A server that does not answer (packets dropped) fails the connect and the statement in time, and
          // the server ends a statement that runs longer on its side too.
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
          statement_timeout: timeoutMs,
          keepAlive: true,
          application_name: 'nest-integrations lock',
        });
        return guardedPgPool(pool, (error) =>
          this.#connectionLosses.say(
            'connection-lost',
            new LogEvent(
              'Lock database connection lost; it is replaced at the next use',
              { database: this.describe(), reason: messageOf(error) },
              (text) => this.redact(text),
            ),
          ),
        );
      },
    });
    // Introspection (the migrator asks whether its tables exist) looks at the database's own schema only.
    return ownSchemaDialect(postgres);
  }

  /** A driver error as callers see it: an outage as `LockDatabaseUnavailableException`, anything else as it is. */
  private driverFailure(error: unknown): unknown {
    if (error instanceof LockException || !isDatabaseUnavailability(error)) return error;
    return new LockDatabaseUnavailableException(this.describe(), this.redact(messageOf(error)));
  }

  /** Why the database could not be opened: an outage as it is (already mapped), anything else named so. */
  private openingFailure(error: unknown): LockException {
    if (error instanceof LockException) return error;
    return new LockException(
      `The lock database (${this.describe()}) could not be opened: ${this.redact(messageOf(error))}`,
    );
  }

  /** The text without the database password, in any form it may take. */
  private redact(text: string): string {
    const location = this.locate();
    if (location.dialect === 'sqlite') return text;
    try {
      const { password } = new URL(location.connectionString);
      return redactSecrets(text, [password, decodeURIComponent(password)]);
    } catch {
      return redactSecrets(text, []);
    }
  }
}

function messageOf(error: unknown): string {
  // By shape: a driver's error may come from another realm (see `isDatabaseUnavailability`).
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
