import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import { DatabaseError } from 'pg';
import { sqliteDriverProblem } from '../../../../test/support/sqlite-drivers';
import { isDatabaseUnavailability } from './database-unavailability';
import { nodeSqlite } from './node-sqlite-database';

/** An error as pg hands over a server's `ErrorResponse`: a `DatabaseError` with its SQLSTATE in `code`. */
function postgresError(code: string, message = `a PostgreSQL error ${code}`): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** An error with a `code`, as Node's sockets (`errno` too) and better-sqlite3's `SqliteError` carry it. */
function codedError(code: string, message = `${code}: something went wrong`): Error {
  return Object.assign(new Error(message), { code });
}

/** An error as `node:sqlite` throws it: `code` ERR_SQLITE_ERROR, the (extended) result code in `errcode`. */
function nodeSqliteError(errcode: number, errstr: string): Error {
  return Object.assign(new Error(errstr), { code: 'ERR_SQLITE_ERROR', errcode, errstr });
}

/** What a statement throws on a `node:sqlite` database, as an error of this file's realm. */
function nodeSqliteThrow(database: { exec(statement: string): void }, statement: string): Error {
  try {
    database.exec(statement);
  } catch (error) {
    const { errcode, errstr } = error as { errcode: number; errstr: string };
    return Object.assign(nodeSqliteError(errcode, errstr), { code: (error as { code?: unknown }).code });
  }
  throw new Error(`${statement} did not throw`);
}

/**
 * The code and message better-sqlite3 throws for the statement, as an error of this file's realm: its native addon
 * keeps the error class of the first jest test file that loaded it in the worker, so its errors need not be
 * `instanceof Error` of this file's context.
 */
function sqliteThrow(database: Database.Database, statement: string): Error {
  try {
    database.exec(statement);
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return codedError(String(code), String(message));
  }
  throw new Error(`${statement} did not throw`);
}

describe('isDatabaseUnavailability', () => {
  describe('PostgreSQL: a server gone or refusing work is unavailability', () => {
    it.each([
      ['57P01', 'admin_shutdown (pg_terminate_backend, a restart, a failover)'],
      ['57P02', 'crash_shutdown'],
      ['57P03', 'cannot_connect_now (starting up or shutting down)'],
      ['57014', 'query_canceled (the statement timeout)'],
      ['53300', 'too_many_connections'],
    ])('SQLSTATE %s, %s', (code) => {
      expect(isDatabaseUnavailability(postgresError(code))).toBe(true);
    });

    it.each(['08000', '08001', '08003', '08004', '08006', '08007', '08P01'])(
      'every code of class 08 (connection exception): %s',
      (code) => {
        expect(isDatabaseUnavailability(postgresError(code))).toBe(true);
      },
    );
  });

  describe('PostgreSQL: a statement the server refused stays the error it is', () => {
    it.each([
      ['23505', 'duplicate key value violates unique constraint "lock_accounts_key_key"'],
      ['42601', 'syntax error at or near "SELEC"'],
      ['23503', 'insert or update on table "lock_oauth_tokens" violates foreign key constraint'],
      ['42P01', 'relation "lock_nothing" does not exist'],
      ['22P02', 'invalid input syntax for type bigint: "soon"'],
    ])('SQLSTATE %s', (code, message) => {
      expect(isDatabaseUnavailability(postgresError(code, message))).toBe(false);
    });

    it('a code that only starts with 08 but is no SQLSTATE (not five characters) is not class 08', () => {
      expect(isDatabaseUnavailability(codedError('08'))).toBe(false);
      expect(isDatabaseUnavailability(codedError('080000'))).toBe(false);
    });
  });

  describe("Node's sockets and DNS: a peer that cannot be reached is unavailability", () => {
    it.each([
      'ECONNREFUSED',
      'ECONNRESET',
      'ECONNABORTED',
      'EPIPE',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'ENOTFOUND',
      'EAI_AGAIN',
    ])('%s', (code) => {
      expect(isDatabaseUnavailability(codedError(code, `connect ${code} 127.0.0.1:5432`))).toBe(true);
    });

    it('other system errors are not: a file not found (ENOENT), a permission (EACCES)', () => {
      expect(isDatabaseUnavailability(codedError('ENOENT'))).toBe(false);
      expect(isDatabaseUnavailability(codedError('EACCES'))).toBe(false);
    });
  });

  describe('SQLite: a file that cannot be used now is unavailability', () => {
    it.each([
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_BUSY_TIMEOUT',
      'SQLITE_LOCKED',
      'SQLITE_LOCKED_SHAREDCACHE',
      'SQLITE_CANTOPEN',
      'SQLITE_CANTOPEN_ISDIR',
      'SQLITE_IOERR',
      'SQLITE_IOERR_READ',
      'SQLITE_IOERR_SHORT_READ',
      'SQLITE_IOERR_FSYNC',
      'SQLITE_FULL',
    ])('%s', (code) => {
      expect(isDatabaseUnavailability(codedError(code, 'database is locked'))).toBe(true);
    });

    it.each([
      'SQLITE_CONSTRAINT_UNIQUE',
      'SQLITE_CONSTRAINT_PRIMARYKEY',
      'SQLITE_ERROR',
      'SQLITE_MISMATCH',
      'SQLITE_BUSYNESS',
    ])('%s is a statement refused, not unavailability', (code) => {
      expect(isDatabaseUnavailability(codedError(code))).toBe(false);
    });

    (sqliteDriverProblem('better-sqlite3') === undefined ? describe : describe.skip)(
      'the codes better-sqlite3 really gives',
      () => {
        let folder: string;
        const opened: Database.Database[] = [];

        beforeEach(() => {
          folder = mkdtempSync(join(tmpdir(), 'lock-unavailability-'));
        });

        afterEach(() => {
          for (const database of opened.splice(0)) database.close();
          rmSync(folder, { recursive: true, force: true });
        });

        const open = (file: string): Database.Database => {
          const database = new Database(join(folder, file), { timeout: 0 });
          opened.push(database);
          return database;
        };

        it('a write while another connection holds the write lock (SQLITE_BUSY) is unavailability', () => {
          const holder = open('busy.sqlite');
          holder.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
          holder.exec('BEGIN IMMEDIATE');
          const error = sqliteThrow(open('busy.sqlite'), 'BEGIN IMMEDIATE');

          expect(error).toMatchObject({ code: 'SQLITE_BUSY', message: 'database is locked' });
          expect(isDatabaseUnavailability(error)).toBe(true);
        });

        it('a unique violation (SQLITE_CONSTRAINT_UNIQUE) and a syntax error (SQLITE_ERROR) are not', () => {
          const database = open('statements.sqlite');
          database.exec("CREATE TABLE t (key TEXT UNIQUE); INSERT INTO t VALUES ('a')");
          const unique = sqliteThrow(database, "INSERT INTO t VALUES ('a')");
          const syntax = sqliteThrow(database, 'SELEC 1');

          expect(unique).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
          expect(isDatabaseUnavailability(unique)).toBe(false);
          expect(syntax).toMatchObject({ code: 'SQLITE_ERROR' });
          expect(isDatabaseUnavailability(syntax)).toBe(false);
        });
      },
    );
  });

  describe('SQLite on node:sqlite: the result code in errcode (its low byte the primary code)', () => {
    it.each([
      [5, 'database is locked'], // SQLITE_BUSY
      [517, 'database is locked'], // SQLITE_BUSY_SNAPSHOT
      [6, 'database table is locked'], // SQLITE_LOCKED
      [14, 'unable to open database file'], // SQLITE_CANTOPEN
      [526, 'unable to open database file'], // SQLITE_CANTOPEN_ISDIR
      [10, 'disk I/O error'], // SQLITE_IOERR
      [266, 'disk I/O error'], // SQLITE_IOERR_READ
      [13, 'database or disk is full'], // SQLITE_FULL
      [15, 'locking protocol'], // SQLITE_PROTOCOL
    ])('errcode %d (%s)', (errcode, errstr) => {
      expect(isDatabaseUnavailability(nodeSqliteError(errcode, errstr))).toBe(true);
    });

    it.each([
      [2067, 'constraint failed'], // SQLITE_CONSTRAINT_UNIQUE
      [1, 'SQL logic error'], // SQLITE_ERROR
      [20, 'datatype mismatch'], // SQLITE_MISMATCH
    ])('errcode %d (%s) is a statement refused, not unavailability', (errcode, errstr) => {
      expect(isDatabaseUnavailability(nodeSqliteError(errcode, errstr))).toBe(false);
    });

    it('another code of Node (an argument that cannot be bound) is not', () => {
      expect(isDatabaseUnavailability(codedError('ERR_INVALID_ARG_TYPE'))).toBe(false);
    });

    const sqlite = nodeSqlite();
    (sqlite === undefined ? describe.skip : describe)('the codes node:sqlite really gives', () => {
      let folder: string;
      const opened: { close(): void }[] = [];

      beforeEach(() => {
        folder = mkdtempSync(join(tmpdir(), 'lock-unavailability-'));
      });

      afterEach(() => {
        for (const database of opened.splice(0)) database.close();
        rmSync(folder, { recursive: true, force: true });
      });

      const open = (file: string) => {
        const database = new (
          sqlite!.DatabaseSync as unknown as new (path: string) => {
            exec(statement: string): void;
            close(): void;
          }
        )(file);
        opened.push(database);
        return database;
      };

      it('a write while another connection holds the write lock (errcode 5) is unavailability', () => {
        const holder = open(join(folder, 'busy.sqlite'));
        holder.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
        holder.exec('BEGIN IMMEDIATE');
        const error = nodeSqliteThrow(open(join(folder, 'busy.sqlite')), 'BEGIN IMMEDIATE');

        expect(error).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 5, errstr: 'database is locked' });
        expect(isDatabaseUnavailability(error)).toBe(true);
      });

      it('a file that cannot be opened (errcode 14) is unavailability', () => {
        let error: unknown;
        try {
          open(join(folder, 'no-such-folder', 'lock.sqlite'));
        } catch (thrown) {
          const { code, errcode, errstr } = thrown as { code: string; errcode: number; errstr: string };
          error = Object.assign(nodeSqliteError(errcode, errstr), { code });
        }

        expect(error).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 14 });
        expect(isDatabaseUnavailability(error)).toBe(true);
      });

      it('a unique violation (errcode 2067) and a syntax error (errcode 1) are not', () => {
        const database = open(join(folder, 'statements.sqlite'));
        database.exec("CREATE TABLE t (key TEXT UNIQUE); INSERT INTO t VALUES ('a')");
        const unique = nodeSqliteThrow(database, "INSERT INTO t VALUES ('a')");
        const syntax = nodeSqliteThrow(database, 'SELEC 1');

        expect(unique).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 2067 });
        expect(isDatabaseUnavailability(unique)).toBe(false);
        expect(syntax).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 1 });
        expect(isDatabaseUnavailability(syntax)).toBe(false);
      });
    });
  });

  describe("pg's code-less errors of a connection that died or never came", () => {
    it.each([
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
      'Cannot use a pool after calling end on the pool',
    ])('%s', (message) => {
      expect(isDatabaseUnavailability(new Error(message))).toBe(true);
    });

    it('the messages count at their start only (where the driver puts them), apart from "is not queryable"', () => {
      expect(isDatabaseUnavailability(new Error('a listener said: Connection terminated unexpectedly'))).toBe(
        false,
      );
      expect(isDatabaseUnavailability(new Error('the vendor said: Query read timeout'))).toBe(false);
    });
  });

  describe('AggregateError (a connect tried on several addresses)', () => {
    it('is unavailability when one of its errors is', () => {
      const error = new AggregateError(
        [
          codedError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
          codedError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
        ],
        '',
      );

      expect(isDatabaseUnavailability(error)).toBe(true);
      expect(isDatabaseUnavailability(new AggregateError([new Error('other'), postgresError('57P01')]))).toBe(
        true,
      );
    });

    it('is not when none of its errors is', () => {
      expect(
        isDatabaseUnavailability(new AggregateError([postgresError('23505'), new Error('broken')])),
      ).toBe(false);
      expect(isDatabaseUnavailability(new AggregateError([]))).toBe(false);
    });
  });

  describe('anything else is not', () => {
    it('a plain Error, a TypeError', () => {
      expect(isDatabaseUnavailability(new Error('something broke'))).toBe(false);
      expect(
        isDatabaseUnavailability(new TypeError("Cannot read properties of undefined (reading 'id')")),
      ).toBe(false);
    });

    it('an error whose code is no string', () => {
      expect(isDatabaseUnavailability(Object.assign(new Error('x'), { code: 57 }))).toBe(false);
      expect(isDatabaseUnavailability(Object.assign(new Error('x'), { code: null }))).toBe(false);
    });

    it.each([
      ['an object without a message', { code: 'ECONNREFUSED' }],
      ['a string', 'Connection terminated unexpectedly'],
      ['a code as a string', '57P01'],
      ['null', null],
      ['undefined', undefined],
      ['a number', 57],
    ])('a non-Error: %s', (_name, value) => {
      expect(isDatabaseUnavailability(value)).toBe(false);
    });
  });

  it('reads an error of another realm by its shape (what Node or a native addon threw into a jest test file)', () => {
    const ForeignError = runInNewContext('Error') as ErrorConstructor;
    const foreign = Object.assign(new ForeignError('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(foreign instanceof Error).toBe(false);
    expect(isDatabaseUnavailability(foreign)).toBe(true);
    expect(isDatabaseUnavailability({ code: 'SQLITE_BUSY', message: 'database is locked' })).toBe(true);
  });
});
