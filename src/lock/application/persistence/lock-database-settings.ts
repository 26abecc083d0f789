import { numberSetting, secondsToTimerMs } from '../../../common/config/number-setting';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockSettingError } from '../../support/lock-setting-error';
import { LockDatabaseLocation, lockDatabaseLocation } from './lock-database-url';
import { LOCK_SQLITE_DRIVER_SETTING, SqliteDriverName, sqliteDriverName } from './sqlite-driver-name';

/** The deadline of connecting to the lock database and of each statement when none is set, in seconds. */
export const DEFAULT_LOCK_DATABASE_TIMEOUT_SECONDS = 5;
/** The same, in milliseconds. */
export const DEFAULT_LOCK_DATABASE_TIMEOUT_MS = DEFAULT_LOCK_DATABASE_TIMEOUT_SECONDS * 1000;
/** The longest database deadline accepted: one hour. */
export const MAX_LOCK_DATABASE_TIMEOUT_SECONDS = 60 * 60;

/**
 * The deadline of connecting to the lock database and of each statement, in milliseconds (`LOCK_DATABASE_TIMEOUT`,
 * option `databaseTimeout`, in seconds, default 5): past it a use fails with `LockDatabaseUnavailableException`.
 * For SQLite it is how long a statement waits for another process's write lock.
 * @throws LockException for a malformed value or one above an hour, naming the setting
 */
export function lockDatabaseTimeoutMs(value: unknown): number {
  const seconds = numberSetting(
    value,
    {
      name: 'LOCK_DATABASE_TIMEOUT (option databaseTimeout)',
      fallback: DEFAULT_LOCK_DATABASE_TIMEOUT_SECONDS,
      max: MAX_LOCK_DATABASE_TIMEOUT_SECONDS,
      unit: 'seconds',
    },
    lockSettingError,
  );
  return secondsToTimerMs(seconds);
}

/** The database settings (`LOCK_DATABASE_URL`, `LOCK_DATABASE_TIMEOUT`, `LOCK_SQLITE_DRIVER`), read from the module's resolved options when used. */
export class LockDatabaseSettings {
  /** The settings; private, so no inspect or JSON output shows a secret (a database URL may carry a password). */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /** Where the module's database is (`LOCK_DATABASE_URL`). @throws LockException for a URL of another kind */
  databaseLocation(): LockDatabaseLocation {
    return lockDatabaseLocation(this.#options.databaseUrl);
  }

  /** The deadline of connecting and of each statement, in milliseconds (see `lockDatabaseTimeoutMs`). */
  databaseTimeoutMs(): number {
    return lockDatabaseTimeoutMs(this.#options.databaseTimeout);
  }

  /**
   * Which driver opens an SQLite file (`LOCK_SQLITE_DRIVER`); undefined: `node` where the runtime has `node:sqlite`,
   * else `better-sqlite3`. @throws LockException for another value, naming the setting
   */
  sqliteDriver(): SqliteDriverName | undefined {
    return sqliteDriverName(this.#options.sqliteDriver, LOCK_SQLITE_DRIVER_SETTING, lockSettingError);
  }
}
