import { isAbsolute, resolve } from 'node:path';
import { maskUrlCredentials } from '../../../common/redaction/mask-url-credentials';
import { LockException } from '../../errors/lock.exception';

/** Where the lock module's tables live. */
export type LockDatabaseLocation =
  | {
      /** SQLite. */
      dialect: 'sqlite';
      /** The database file's path. */
      file: string;
    }
  | {
      /** PostgreSQL. */
      dialect: 'postgres';
      /** The PostgreSQL connection URL. */
      connectionString: string;
    };

/** The SQLite file used when `LOCK_DATABASE_URL` is not set, relative to the working directory. */
export const DEFAULT_LOCK_DATABASE_FILE = 'storage/lock.sqlite';

/**
 * The location of `LOCK_DATABASE_URL`: `sqlite:///absolute/path.sqlite`, `sqlite://./relative/path.sqlite`
 * (relative to `cwd`), `postgres://...` / `postgresql://...`; unset: `./storage/lock.sqlite`.
 * @throws LockException for any other URL (its password never appears in the message)
 */
export function lockDatabaseLocation(
  url: string | undefined,
  cwd: string = process.cwd(),
): LockDatabaseLocation {
  const value = url?.trim() ?? '';
  if (value === '') return { dialect: 'sqlite', file: resolve(cwd, DEFAULT_LOCK_DATABASE_FILE) };
  if (/^postgres(ql)?:\/\//i.test(value)) return { dialect: 'postgres', connectionString: value };
  const sqlite = /^sqlite:\/\/(.+)$/i.exec(value);
  if (sqlite) {
    const path = sqlite[1];
    return { dialect: 'sqlite', file: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  throw new LockException(
    `Unknown lock database URL "${maskUrlCredentials(value)}" (LOCK_DATABASE_URL): expected ` +
      'sqlite:///absolute/path.sqlite, sqlite://./relative/path.sqlite or postgres://...',
  );
}
