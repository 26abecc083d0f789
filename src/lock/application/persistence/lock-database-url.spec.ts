import { join, resolve } from 'node:path';
import { LockException } from '../../errors/lock.exception';
import { DEFAULT_LOCK_DATABASE_FILE, lockDatabaseLocation } from './lock-database-url';

/**
 * `lockDatabaseLocation` (issue 5 "Persistence", DESIGN §4 Lock `LOCK_DATABASE_URL`): an SQLite file under
 * `./storage/` when unset, `sqlite://` absolute or relative to the working directory, PostgreSQL for
 * `postgres://` and `postgresql://`, and a `LockException` without the password for anything else.
 */

const CWD = resolve('/srv/app');

/** The error `lockDatabaseLocation` throws for the URL, after checking it throws a `LockException`. */
function errorOf(url: string): LockException {
  try {
    lockDatabaseLocation(url, CWD);
  } catch (error) {
    expect(error).toBeInstanceOf(LockException);
    return error as LockException;
  }
  throw new Error(`lockDatabaseLocation(${JSON.stringify(url)}) did not throw`);
}

describe('lockDatabaseLocation', () => {
  describe('unset', () => {
    it.each([
      ['undefined', undefined],
      ['empty', ''],
      ['blank', '  \t '],
    ])('%s: the SQLite file storage/lock.sqlite under the working directory', (_case, url) => {
      expect(lockDatabaseLocation(url, CWD)).toEqual({
        dialect: 'sqlite',
        file: join(CWD, 'storage', 'lock.sqlite'),
      });
    });

    it('uses the process working directory when none is given', () => {
      expect(DEFAULT_LOCK_DATABASE_FILE).toBe('storage/lock.sqlite');
      expect(lockDatabaseLocation(undefined)).toEqual({
        dialect: 'sqlite',
        file: join(process.cwd(), 'storage', 'lock.sqlite'),
      });
    });
  });

  describe('sqlite://', () => {
    it('sqlite:///absolute/path.sqlite is that absolute file, whatever the working directory', () => {
      expect(lockDatabaseLocation('sqlite:///var/lib/lock/lock.sqlite', CWD)).toEqual({
        dialect: 'sqlite',
        file: '/var/lib/lock/lock.sqlite',
      });
    });

    it.each([
      ['sqlite://./data/lock.sqlite', join(CWD, 'data', 'lock.sqlite')],
      ['sqlite://data/lock.sqlite', join(CWD, 'data', 'lock.sqlite')],
      ['sqlite://../shared/lock.sqlite', resolve(CWD, '..', 'shared', 'lock.sqlite')],
    ])('%s is relative to the working directory', (url, file) => {
      expect(lockDatabaseLocation(url, CWD)).toEqual({ dialect: 'sqlite', file });
    });

    it('sqlite://./relative.sqlite follows the process working directory when none is given', () => {
      expect(lockDatabaseLocation('sqlite://./relative.sqlite')).toEqual({
        dialect: 'sqlite',
        file: join(process.cwd(), 'relative.sqlite'),
      });
    });

    it('takes the scheme in any case and ignores surrounding blanks', () => {
      expect(lockDatabaseLocation('  SQLite:///tmp/lock.sqlite\n', CWD)).toEqual({
        dialect: 'sqlite',
        file: '/tmp/lock.sqlite',
      });
    });
  });

  describe('PostgreSQL', () => {
    it.each([
      'postgres://lock:s3cret@127.0.0.1:5432/lock',
      'postgresql://lock:s3cret@127.0.0.1:5432/lock?options=-c%20search_path%3Dlock',
      'POSTGRES://127.0.0.1/lock',
    ])('%s is a PostgreSQL connection string, kept as given', (url) => {
      expect(lockDatabaseLocation(` ${url} `, CWD)).toEqual({ dialect: 'postgres', connectionString: url });
    });
  });

  describe('anything else', () => {
    it.each([
      'mysql://lock:s3cret@127.0.0.1/lock',
      'http://lock:s3cret@127.0.0.1/lock',
      'sqlite:lock.sqlite',
      'sqlite://',
      'postgres:/127.0.0.1/lock',
      'lock.sqlite',
      '/var/lib/lock.sqlite',
    ])('%s: LockException naming LOCK_DATABASE_URL and the accepted forms', (url) => {
      const error = errorOf(url);

      expect(error.message).toContain('LOCK_DATABASE_URL');
      expect(error.message).toContain('sqlite:///absolute/path.sqlite');
      expect(error.message).toContain('postgres://');
      expect(error.message).not.toContain('\n');
    });

    it.each([
      ['a plain password', 'mysql://lock:s3cret-Vault-42@127.0.0.1:3306/lock', ['s3cret-Vault-42']],
      ['a password without a user', 'mysql://:s3cret-Vault-42@127.0.0.1/lock', ['s3cret-Vault-42']],
      ['a user and no password', 'mysql://s3cret-Vault-42@127.0.0.1/lock', ['s3cret-Vault-42']],
      // The URL parser takes the last `@` as the end of the credentials (WHATWG URL: password "s3cret%40Vault-42").
      ['a password with an @ in it', 'mysql://lock:s3cret@Vault-42@127.0.0.1/lock', ['s3cret', 'Vault-42']],
      ['a password with a / in it', 'mysql://lock:s3cret/Vault-42@127.0.0.1/lock', ['s3cret', 'Vault-42']],
      ['a password with ? and # in it', 'mysql://lock:s3c?ret#Vault-42@127.0.0.1/lock', ['s3c', 'Vault-42']],
    ])('%s: the message keeps the credentials out, and still shows the host', (_case, url, secrets) => {
      const error = errorOf(url);

      for (const secret of secrets) expect(error.message).not.toContain(secret);
      expect(error.message).toContain('127.0.0.1');
    });
  });
});
