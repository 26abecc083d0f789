import { numberSetting, secondsToTimerMs } from '../../common/config/number-setting';
import { lockSettingError } from '../support/lock-setting-error';

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
