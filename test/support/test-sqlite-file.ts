import { nodeSqlite } from '../../src/lock/application/persistence/node-sqlite-database';

/** An SQLite file opened past the module, for a test to read or change it, on whichever driver this runtime has. */
export interface TestSqliteFile {
  /** The rows of the query. */
  all(query: string, ...parameters: unknown[]): Record<string, unknown>[];
  /** Runs one statement that answers no rows, with its parameters. */
  run(statement: string, ...parameters: unknown[]): void;
  /** Runs the statements. */
  exec(statements: string): void;
  /** Whether a transaction is open on this connection. */
  readonly inTransaction: boolean;
  close(): void;
}

/** What the test uses of a `node:sqlite` database (the Node 20 types have none). */
interface NodeSqliteFile {
  prepare(query: string): {
    all(...parameters: unknown[]): Record<string, unknown>[];
    run(...parameters: unknown[]): unknown;
  };
  exec(statements: string): void;
  readonly isTransaction: boolean;
  close(): void;
}

/**
 * Opens the SQLite file with the driver the suite runs the module on: better-sqlite3 where `LOCK_SQLITE_DRIVER` says
 * so (`describeEachSqliteDriver` sets it per block), else `node:sqlite` where the runtime has it, else better-sqlite3
 * (loaded only then: its native addon may have been built for another Node.js). One driver for the module and the
 * test: two SQLite libraries holding one file in one process undo each other's POSIX locks, so a change made
 * through one is not reliably seen through the other.
 */
export function openTestSqliteFile(file: string, options: { readonly?: boolean } = {}): TestSqliteFile {
  const onBetterSqlite = process.env.LOCK_SQLITE_DRIVER?.trim().toLowerCase() === 'better-sqlite3';
  const sqlite = (onBetterSqlite ? undefined : nodeSqlite()) as unknown as
    { DatabaseSync: new (path: string, options: { readOnly: boolean }) => NodeSqliteFile } | undefined;
  if (sqlite !== undefined) {
    const database = new sqlite.DatabaseSync(file, { readOnly: options.readonly === true });
    return {
      all: (query, ...parameters) =>
        database
          .prepare(query)
          .all(...parameters)
          .map((row) => ({ ...row })),
      run: (statement, ...parameters) => void database.prepare(statement).run(...parameters),
      exec: (statements) => database.exec(statements),
      get inTransaction() {
        return database.isTransaction;
      },
      close: () => database.close(),
    };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  const database = new Database(file, { readonly: options.readonly === true });
  return {
    all: (query, ...parameters) => database.prepare(query).all(...parameters) as Record<string, unknown>[],
    run: (statement, ...parameters) => void database.prepare(statement).run(...parameters),
    exec: (statements) => void database.exec(statements),
    get inTransaction() {
      return database.inTransaction;
    },
    close: () => void database.close(),
  };
}
