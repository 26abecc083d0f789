import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** The part of `node:sqlite` this file uses (typed here: the Node 20 types the package builds with have none). */
interface NodeSqlite {
  DatabaseSync: new (path: string) => DatabaseSync;
  StatementSync: { prototype: object };
}

interface DatabaseSync {
  exec(sql: string): void;
  prepare(sql: string): StatementSync;
  close(): void;
}

interface StatementSync {
  columns(): unknown[];
  all(...parameters: unknown[]): object[];
  iterate(...parameters: unknown[]): IterableIterator<object>;
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
}

/** The text of the warning Node 22 prints when `node:sqlite` is first loaded. */
const EXPERIMENTAL_SQLITE_WARNING = 'SQLite is an experimental feature';

let loaded: NodeSqlite | null | undefined;

/**
 * `node:sqlite` when this runtime has it in the form used here (`StatementSync#columns()`: Node 22.16+, 23.11+,
 * 24+), else undefined. Loaded once, through `process.getBuiltinModule` (a module loader such as jest's may not know
 * the `node:`-only modules), without the experimental-feature warning Node 22 prints for it.
 */
export function nodeSqlite(): NodeSqlite | undefined {
  if (loaded === undefined) {
    try {
      const sqlite = withoutExperimentalSqliteWarning(
        () => process.getBuiltinModule?.('node:sqlite') as NodeSqlite | undefined,
      );
      const columns = (sqlite?.StatementSync.prototype as { columns?: unknown } | undefined)?.columns;
      loaded = typeof columns === 'function' ? sqlite : null;
    } catch {
      // Node 22.5 to 22.12 have it behind --experimental-sqlite only.
      loaded = null;
    }
  }
  return loaded ?? undefined;
}

/**
 * What `load` answers, with the experimental-feature warning of `node:sqlite` (Node 22 emits it when the module is
 * first loaded) held back while it runs: every other warning goes out as ever.
 */
export function withoutExperimentalSqliteWarning<T>(load: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = function emitOtherWarnings(...warning: Parameters<typeof emitWarning>) {
    if (!isExperimentalSqliteWarning(warning)) emitWarning.apply(process, warning);
  } as typeof emitWarning;
  try {
    return load();
  } finally {
    process.emitWarning = emitWarning;
  }
}

function isExperimentalSqliteWarning([warning, typeOrOptions]: unknown[]): boolean {
  const message = typeof warning === 'string' ? warning : (warning as { message?: unknown } | null)?.message;
  const type =
    typeof typeOrOptions === 'string'
      ? typeOrOptions
      : (typeOrOptions as { type?: unknown } | undefined)?.type;
  return (
    type === 'ExperimentalWarning' &&
    typeof message === 'string' &&
    message.startsWith(EXPERIMENTAL_SQLITE_WARNING)
  );
}

/**
 * A `node:sqlite` database in the shape Kysely's `SqliteDialect` drives (better-sqlite3's): statements that say
 * whether they answer rows (`reader`), take their parameters as one array, and give rows as ordinary objects.
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  constructor(private readonly database: DatabaseSync) {}

  prepare(sql: string): SqliteStatement {
    const statement = this.database.prepare(sql);
    return {
      // A statement answers rows when it has result columns: a select, a pragma that reports, `returning`.
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...parameters).map(ordinaryRow),
      run: (parameters) => statement.run(...parameters),
      iterate: (parameters) => mapped(statement.iterate(...parameters), ordinaryRow),
    };
  }

  close(): void {
    this.database.close();
  }
}

/** A row as better-sqlite3 gives it: `node:sqlite` rows have no prototype (no `hasOwnProperty`, no `constructor`). */
function ordinaryRow(row: object): object {
  return { ...row };
}

function* mapped<T, R>(items: Iterable<T>, map: (item: T) => R): IterableIterator<R> {
  for (const item of items) yield map(item);
}
