import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqliteDatabase } from 'kysely';
import { requireOptionalPeer } from '../../../common/peers/optional-peer';
import { LockException } from '../../errors/lock.exception';
import { NodeSqliteDatabase, nodeSqlite } from './node-sqlite-database';
import { LOCK_SQLITE_DRIVER_SETTING, SqliteDriverName } from './sqlite-driver-name';

/** Opens an SQLite file (created with its folder) whose statements wait up to `timeoutMs` for a busy file. */
export type SqliteFileOpener = (file: string, timeoutMs: number) => SqliteDatabase;

/**
 * The opener of the lock database's SQLite file for Kysely's `SqliteDialect` with the driver chosen
 * (`LOCK_SQLITE_DRIVER`), else `node:sqlite` where the runtime has it, else better-sqlite3 (loaded only then).
 * Either way a statement waits up to the timeout for another process's write lock before SQLITE_BUSY, the journal
 * is a WAL and foreign keys are enforced.
 * @throws LockException when `node` is chosen on a runtime without `node:sqlite`; MissingPeerException when
 *   better-sqlite3 is needed and not installed
 */
export function sqliteFileOpener(driver: SqliteDriverName | undefined): SqliteFileOpener {
  const sqlite = driver === 'better-sqlite3' ? undefined : nodeSqlite();
  if (driver === 'node' && sqlite === undefined) {
    throw new LockException(
      `The lock database (SQLite) cannot use the driver node (${LOCK_SQLITE_DRIVER_SETTING}): Node.js ` +
        `${process.version} has no node:sqlite (it needs 22.16+, 23.11+ or 24+). Use a newer Node.js, or set it ` +
        `to better-sqlite3 (npm install better-sqlite3).`,
    );
  }
  if (sqlite !== undefined) {
    return (file, timeoutMs) => {
      mkdirSync(dirname(file), { recursive: true });
      const database = new sqlite.DatabaseSync(file);
      database.exec(`PRAGMA busy_timeout = ${Math.trunc(timeoutMs)}`);
      database.exec('PRAGMA journal_mode = WAL');
      database.exec('PRAGMA foreign_keys = ON');
      return new NodeSqliteDatabase(database);
    };
  }
  const Database = requireOptionalPeer<typeof import('better-sqlite3')>(
    'better-sqlite3',
    'The lock database (SQLite)',
  );
  return (file, timeoutMs) => {
    mkdirSync(dirname(file), { recursive: true });
    const database = new Database(file, { timeout: timeoutMs });
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    return database;
  };
}
