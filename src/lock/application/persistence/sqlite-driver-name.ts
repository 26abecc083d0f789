/**
 * The drivers that open the lock database's SQLite file: `node`, Node's own `node:sqlite` (no native build), or
 * `better-sqlite3`, the optional peer package (a native addon).
 */
export type SqliteDriverName = 'node' | 'better-sqlite3';

/** How the SQLite driver setting is named in errors. */
export const LOCK_SQLITE_DRIVER_SETTING = 'LOCK_SQLITE_DRIVER (option sqliteDriver)';

const SQLITE_DRIVER_NAMES: readonly string[] = ['node', 'better-sqlite3'] satisfies SqliteDriverName[];

/**
 * Reads the SQLite driver setting (any case, surrounding white space ignored); unset or blank: undefined, the
 * automatic choice.
 * @throws the error built by `fail`, naming the setting, for any other value
 */
export function sqliteDriverName(
  value: unknown,
  name: string,
  fail: (message: string) => Error,
): SqliteDriverName | undefined {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === undefined || text === null || text === '') return undefined;
  const driver = typeof text === 'string' ? text.toLowerCase() : undefined;
  if (driver !== undefined && SQLITE_DRIVER_NAMES.includes(driver)) return driver as SqliteDriverName;
  const shown = typeof text === 'string' ? JSON.stringify(text.slice(0, 40)) : String(text);
  throw fail(`${name} must be ${SQLITE_DRIVER_NAMES.join(' or ')}, got ${shown}.`);
}
