import { randomBytes, randomUUID } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Get, INestApplication, Logger, UseGuards } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test, TestingModule } from '@nestjs/testing';
import { Insertable, Kysely, sql } from 'kysely';
import { Client } from 'pg';
import { LockAuthGuard } from '../src/lock/application/users';
import { LockDatabase, LockTables } from '../src/lock/application/persistence';
import { LockDatabaseUnavailableException, LockException, LockModule, LockModuleOptions } from '../src/lock';
import type { LockModuleExtras } from '../src/lock';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { LockSandbox } from '../src/testing';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey } from './support/delivery-app';
import { FaultProxy, startFaultProxy } from './support/fault-proxy';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';
import {
  describeOnDatabases,
  lockDatabaseOn,
  TEST_POSTGRES_URL,
  TestDatabase,
} from './support/lock-databases';
import { openTestSqliteFile } from './support/test-sqlite-file';
import { executeOn } from './support/database-rows';
import { createPostgresDatabase, ScaleOutPostgres } from './support/scale-out-stores';

/**
 * The lock database through outages (issue 20; DESIGN §8 "Scale-out"), with real connections, through the public
 * API (`LockDatabase`, `LockModule`, its HTTP routes and `LockAuthGuard`). PostgreSQL is reached through the TCP
 * fault proxy, in a database of this file's own; SQLite is a temporary file. One test per rule:
 * - `pg_terminate_backend` of the idle pooled connections: no unhandled `'error'`, one "lost a connection"
 *   warning, the next query succeeds;
 * - refused connections (before the first use, and with pooled connections reset): the use rejects with
 *   `LockDatabaseUnavailableException` (a `LockException`, `retryAfterSeconds` 5) naming
 *   `PostgreSQL 127.0.0.1:<port>/<database>` and never the URL's password; after `pass()` the same object works;
 * - a Lock API call of the database token resolver during the outage: that exception, nothing sent to the API;
 * - black-holed traffic: connects and statements fail within `databaseTimeout`, long before the outage ends;
 * - a statement the database refuses (a duplicate key) stays the driver's error (both databases);
 * - SQLite: a write that waits past `databaseTimeout` for another connection's write lock is the outage of
 *   `SQLite file <path>`, and succeeds once that connection commits;
 * - `LOCK_DATABASE_TIMEOUT` malformed or above an hour fails the first database use naming the setting (both);
 * - over HTTP: sign-in, a host route behind `LockAuthGuard` and a signed webhook delivery answer 503 with
 *   `Retry-After: 5` and a body that names no database; after the outage they answer as usual.
 */

/** What the pool's connections call themselves in `pg_stat_activity`. */
const APPLICATION_NAME = 'nest-integrations lock';
/** A password put in every PostgreSQL URL (trust auth ignores it): characters that must be URL-encoded. */
const DATABASE_PASSWORD = `Db:Pw/${randomBytes(4).toString('hex')}@#% x`;
/** The 503 body of every HTTP route of the package while the database is down. */
const UNAVAILABLE_BODY = {
  statusCode: 503,
  message: 'The service cannot reach its database right now; try again shortly.',
  error: 'Service Unavailable',
};
/** The longest a bounded wait of this file waits for something that must happen. */
const WAIT_MS = 5000;
/** The `databaseTimeout` of the black-hole test, and how long its outage lasts. */
const BLACKHOLE_TIMEOUT_SECONDS = 1;
const BLACKHOLE_OUTAGE_MS = 5000;
/** A use of the black-holed database must settle within this, well before the outage ends. */
const BLACKHOLE_SETTLES_WITHIN_MS = 3500;

/** The forms in which the database password could show in a message. */
function passwordForms(): string[] {
  return [DATABASE_PASSWORD, encodeURIComponent(DATABASE_PASSWORD)];
}

/** The PostgreSQL URL with `DATABASE_PASSWORD` as its (URL-encoded) password. */
function withPassword(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/)([^:@/]+)@/, `$1$2:${encodeURIComponent(DATABASE_PASSWORD)}@`);
}

/** The URL pointed at 127.0.0.1 and the port (the fault proxy), with the password put in. */
function through(url: string, port: number): string {
  return withPassword(url.replace(/@[^/]+\//, `@127.0.0.1:${port}/`));
}

/** `PostgreSQL host:port/database`, as an exception and the log name the database of a URL. */
function describedAs(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.host}${parsed.pathname}`;
}

/** How a promise settled and how long it took (never rejects). */
async function timed<T>(
  promise: Promise<T>,
): Promise<{ ms: number } & ({ ok: true; value: T } | { ok: false; error: unknown })> {
  const started = performance.now();
  try {
    const value = await promise;
    return { ms: performance.now() - started, ok: true, value };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, error };
  }
}

/** The rejection of the promise; fails when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await timed(promise);
  if (outcome.ok) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  return outcome.error;
}

/** Waits until the condition holds, polling; fails after `WAIT_MS` naming what it waited for. */
async function waitUntil(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await sleep(25);
  }
}

/** A trivial statement through the database's query builder. */
async function selectOne(kysely: Kysely<LockTables>): Promise<number> {
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(kysely);
  return Number(rows[0]?.one);
}

/** A row of `lock_accounts` with the key (a new id each time). */
function accountRow(key: string): Insertable<LockTables['lock_accounts']> {
  return {
    id: randomUUID(),
    key,
    name: null,
    created_at: new Date().toISOString(),
    api_token_ciphertext: null,
    api_token_updated_at: null,
  };
}

/** A guarded route of the host app, behind the module's own guard (it reads the session from the database). */
@Controller('host')
@UseGuards(LockAuthGuard)
class HostController {
  @Get('doors')
  doors(): { open: boolean } {
    return { open: true };
  }
}

/** An HTTP answer: status, `Retry-After` and the body as text and parsed. */
interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
  body: unknown;
}

async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(WAIT_MS) });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text, body };
}

describeOnDatabases('lock database outages', (testDatabase: TestDatabase) => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let logger: CapturedLogger;
  const cleanups: (() => Promise<void> | void)[] = [];
  /**
   * PostgreSQL: a database of this file's own, so terminating backends by database touches no one else's, and
   * no other jest run's global teardown (which drops every `lock_test_*` schema of `test`) drops its schemas.
   */
  let own: ScaleOutPostgres | undefined;

  if (testDatabase.name === 'PostgreSQL') {
    beforeAll(async () => {
      own = await createPostgresDatabase();
    });
    afterAll(async () => {
      await own?.drop();
    });
  }

  /** A new, empty database: an SQLite file, or a schema of its own in the file's PostgreSQL database. */
  const freshUrl = async (): Promise<string> => {
    if (own === undefined) return testDatabase.freshUrl();
    const schema = `outage_${randomBytes(8).toString('hex')}`;
    await executeOn(own.url, `CREATE SCHEMA ${schema}`);
    return `${own.url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  };

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    logger = new CapturedLogger();
    // LockDatabase logs through Nest's static Logger.
    Logger.overrideLogger(logger);
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    restoreEnv();
  });

  /** Runs the cleanup after the test (in reverse order of registration). */
  const later = (cleanup: () => Promise<void> | void): void => {
    cleanups.push(cleanup);
  };

  /** A LockDatabase on the URL with the default deadline (on the run's SQLite driver), closed after the test. */
  const openDatabase = (url: string): LockDatabase => {
    const database = lockDatabaseOn(testDatabase, url);
    later(() => database.close());
    return database;
  };

  /** LockModule alone (no HTTP) on the URL, with the options; its `LockDatabase`; closed after the test. */
  const moduleDatabase = async (url: string, options: LockModuleOptions = {}): Promise<LockDatabase> => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        LockModule.forRoot({
          databaseUrl: url,
          prune: { enabled: false },
          tokenCache: { store: 'memory', appKey: randomAppKey() },
          ...options,
        }),
      ],
    })
      .setLogger(logger)
      .compile();
    await moduleRef.init();
    later(() => moduleRef.close());
    return moduleRef.get(LockDatabase);
  };

  /** Two inserts of the same `lock_accounts.key`: answers the second's rejection. */
  const duplicateKeyRejection = async (database: LockDatabase): Promise<unknown> => {
    const kysely = await database.db();
    await kysely.insertInto('lock_accounts').values(accountRow('twice')).execute();
    return rejectionOf(kysely.insertInto('lock_accounts').values(accountRow('twice')).execute());
  };

  it('a statement the database refuses (a duplicate key) stays the driver error, not an outage', async () => {
    const url = await freshUrl();
    const database = openDatabase(testDatabase.name === 'PostgreSQL' ? withPassword(url) : url);

    const error = await duplicateKeyRejection(database);

    expect(error).not.toBeInstanceOf(LockDatabaseUnavailableException);
    expect(error).not.toBeInstanceOf(LockException);
    expect(error).toMatchObject(
      testDatabase.name === 'PostgreSQL'
        ? { code: '23505' }
        : testDatabase.sqliteDriver === 'node'
          ? // node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067) in errcode
            { code: 'ERR_SQLITE_ERROR', errcode: 2067 }
          : { code: 'SQLITE_CONSTRAINT_UNIQUE' },
    );
    // The database stays usable.
    await expect(selectOne(await database.db())).resolves.toBe(1);
  });

  it('LOCK_DATABASE_TIMEOUT malformed (1e3) or above an hour fails the first database use, naming the setting', async () => {
    process.env.LOCK_DATABASE_TIMEOUT = '1e3';
    const fromEnv = await moduleDatabase(await freshUrl());
    const fromOption = await moduleDatabase(await freshUrl(), { databaseTimeout: 3601 });

    for (const [database, value] of [
      [fromEnv, '"1e3"'],
      [fromOption, '3601'],
    ] as const) {
      const error = await rejectionOf(database.db());
      expect(error).toBeInstanceOf(LockException);
      expect(error).not.toBeInstanceOf(LockDatabaseUnavailableException);
      expect((error as Error).message).toContain('LOCK_DATABASE_TIMEOUT (option databaseTimeout)');
      expect((error as Error).message).toContain(value);
    }
  });

  if (testDatabase.name === 'SQLite') {
    it("SQLite: a write that waits past databaseTimeout for another connection's write lock is an outage naming the file; after the commit it succeeds", async () => {
      const url = await freshUrl();
      const file = url.replace(/^sqlite:\/\//, '');
      const database = await moduleDatabase(url, { databaseTimeout: 0.3 });
      const kysely = await database.db();
      const other = openTestSqliteFile(file);
      later(() => {
        if (other.inTransaction) other.exec('ROLLBACK');
        other.close();
      });
      other.exec('BEGIN IMMEDIATE');

      const blocked = await timed(kysely.insertInto('lock_accounts').values(accountRow('busy')).execute());

      expect(blocked.ok).toBe(false);
      const error = (blocked as { error: unknown }).error;
      expect(error).toBeInstanceOf(LockDatabaseUnavailableException);
      expect(error).toBeInstanceOf(LockException);
      expect((error as LockDatabaseUnavailableException).database).toBe(`SQLite file ${file}`);
      expect((error as Error).message).toContain(`SQLite file ${file}`);
      // The deadline is the option's 0.3 s, not the default 5 s.
      expect(blocked.ms).toBeGreaterThanOrEqual(250);
      expect(blocked.ms).toBeLessThan(2000);

      other.exec('COMMIT');
      await kysely.insertInto('lock_accounts').values(accountRow('busy')).execute();
      const keys = await kysely.selectFrom('lock_accounts').select('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['busy']);
    });
    return;
  }

  describe('PostgreSQL through a fault proxy', () => {
    let proxy: FaultProxy;

    beforeEach(async () => {
      const server = new URL(TEST_POSTGRES_URL);
      proxy = await startFaultProxy({ host: server.hostname, port: Number(server.port || 5432) });
      later(() => proxy.close());
    });

    /** A fresh schema's URL through the proxy, with the password in it. */
    const proxiedUrl = async (): Promise<string> => through(await freshUrl(), proxy.port);

    /** Asserts the error is the outage of the database of the URL, named without its password. */
    const expectOutageOf = (error: unknown, url: string): void => {
      expect(error).toBeInstanceOf(LockDatabaseUnavailableException);
      expect(error).toBeInstanceOf(LockException);
      const outage = error as LockDatabaseUnavailableException;
      expect(outage.database).toBe(describedAs(url));
      expect(outage.database).toBe(`PostgreSQL 127.0.0.1:${proxy.port}${new URL(url).pathname}`);
      expect(outage.message).toContain(`The lock database (PostgreSQL 127.0.0.1:${proxy.port}/`);
      expect(outage.retryAfterSeconds).toBe(5);
      for (const form of passwordForms()) {
        expect(outage.message).not.toContain(form);
        expect(outage.database).not.toContain(form);
      }
    };

    describe('pg_terminate_backend of the pooled connections', () => {
      /** Terminates the app's backends of the file's database (found by its name and the pool's); answers how many. */
      const terminateAppConnections = async (): Promise<number> => {
        const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: WAIT_MS });
        client.on('error', () => undefined);
        await client.connect();
        try {
          const { rows } = await client.query<{ terminated: number }>(
            `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS terminated
               FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
            [own?.name, APPLICATION_NAME],
          );
          return rows[0].terminated;
        } finally {
          await client.end();
        }
      };

      // Without the pool's error listeners, pg's unhandled 'error' event fails this test as an uncaught exception.
      it('does not crash the process, logs one "lost a connection" warning, and the next query succeeds', async () => {
        const url = await proxiedUrl();
        const database = openDatabase(url);
        const kysely = await database.db();
        // Three connections at once, so the pool keeps three idle ones.
        await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.2)`.execute(kysely)));

        expect(await terminateAppConnections()).toBeGreaterThanOrEqual(3);

        const lost = () => logger.warnings.filter((line) => line.includes('Lock database connection lost'));
        await waitUntil('the "lost a connection" warning', () => lost().length > 0);
        await sleep(300); // the other connections' losses arrive meanwhile: throttled into that one line
        expect(lost()).toHaveLength(1);
        expect(lost()[0]).toContain(`database=${JSON.stringify(describedAs(url))} reason=`);
        for (const form of passwordForms()) expect(lost()[0]).not.toContain(form);

        await expect(selectOne(kysely)).resolves.toBe(1);
        await expect(selectOne(await database.db())).resolves.toBe(1);
      });
    });

    describe('refused connections', () => {
      it('before the first use: db() rejects with LockDatabaseUnavailableException naming the database without its password, Retry-After 5; after pass() the same object works', async () => {
        const url = await proxiedUrl();
        const database = openDatabase(url);
        await proxy.refuse();

        const error = await rejectionOf(database.db());

        expectOutageOf(error, url);
        expect((error as Error).message).not.toMatch(/^Error: connect/);
        await proxy.pass();
        await expect(selectOne(await database.db())).resolves.toBe(1);
      });

      it('while in use (pooled connections reset): a query rejects with LockDatabaseUnavailableException; after pass() the same object works', async () => {
        const url = await proxiedUrl();
        const database = openDatabase(url);
        const kysely = await database.db();
        await Promise.all([1, 2].map(() => sql`select pg_sleep(0.1)`.execute(kysely)));
        await proxy.refuse();

        expectOutageOf(await rejectionOf(selectOne(kysely)), url);
        expectOutageOf(await rejectionOf(database.db().then(selectOne)), url);

        await proxy.pass();
        await expect(selectOne(kysely)).resolves.toBe(1);
        await expect(selectOne(await database.db())).resolves.toBe(1);
      });

      it('a Lock API call of the database token resolver rejects with LockDatabaseUnavailableException, not a bare ECONNREFUSED, and sends nothing', async () => {
        const url = await proxiedUrl();
        const sandbox = await LockSandbox.start();
        later(() => sandbox.close());
        const app: LockApp = await startLockApp(sandbox, {
          databaseUrl: url,
          tokenResolver: 'database',
          accountTokenRecheck: 0,
          prune: { enabled: false },
        });
        later(() => app.close());
        const before = (await app.lock.smartlocks().all()).length;
        expect(before).toBeGreaterThan(0);
        const sent = sandbox.requests.length;
        await proxy.refuse();

        const error = await rejectionOf(app.lock.smartlocks().all());

        expectOutageOf(error, url);
        expect(sandbox.requests).toHaveLength(sent);
        await proxy.pass();
        await expect(app.lock.smartlocks().all()).resolves.toHaveLength(before);
      });
    });

    it(`black-holed traffic with databaseTimeout ${BLACKHOLE_TIMEOUT_SECONDS} s: a query fails with LockDatabaseUnavailableException long before the outage ends; after pass() queries succeed`, async () => {
      const url = await proxiedUrl();
      const database = await moduleDatabase(url, { databaseTimeout: BLACKHOLE_TIMEOUT_SECONDS });
      const kysely = await database.db();
      await expect(selectOne(kysely)).resolves.toBe(1);
      await proxy.blackhole();
      const outageEnds = sleep(BLACKHOLE_OUTAGE_MS).then(() => proxy.pass());
      later(() => outageEnds);

      // A pooled connection: the statement gets no answer.
      const onPooled = await timed(selectOne(kysely));
      // A new connection: the connect gets no answer.
      const onNew = await timed(selectOne(kysely));

      for (const outcome of [onPooled, onNew]) {
        expect(outcome.ok).toBe(false);
        expectOutageOf((outcome as { error: unknown }).error, url);
        expect(outcome.ms).toBeLessThan(BLACKHOLE_SETTLES_WITHIN_MS);
      }
      await outageEnds;
      await expect(selectOne(kysely)).resolves.toBe(1);
      await expect(selectOne(await database.db())).resolves.toBe(1);
    });

    it('over HTTP: sign-in, a host route behind LockAuthGuard and a signed webhook answer 503 with Retry-After 5 (no database named, no 500); after pass() they answer as usual', async () => {
      const url = await proxiedUrl();
      const webhookSecret = randomBytes(20).toString('hex');
      const options: LockModuleOptions & LockModuleExtras = {
        databaseUrl: url,
        authController: true,
        webhookController: true,
        webhook: { secret: webhookSecret },
        prune: { enabled: false },
        tokenCache: { store: 'memory', appKey: randomAppKey() },
      };
      const moduleRef: TestingModule = await Test.createTestingModule({
        imports: [EventEmitterModule.forRoot(), LockModule.forRoot(options)],
        controllers: [HostController],
      })
        .setLogger(logger)
        .compile();
      const app: INestApplication = moduleRef.createNestApplication({ rawBody: true, logger });
      later(() => app.close());
      await app.listen(0, '127.0.0.1');
      const origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

      const login = () =>
        request(`${origin}/lock/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password-123' }),
        });
      // A well-formed session token nobody holds: the guard must look it up.
      const session = randomBytes(32).toString('base64url');
      const guarded = () =>
        request(`${origin}/host/doors`, { headers: { authorization: `Bearer ${session}` } });
      const delivery = JSON.stringify({
        id: `delivery-${randomUUID()}`,
        feature: 'DEVICE_STATUS',
        smartlockId: 100101,
        state: { state: 1 },
      });
      const webhook = () =>
        request(`${origin}/lock/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-lock-signature-sha256': signWebhookBody(delivery, webhookSecret),
          },
          body: delivery,
        });

      // The database is open and migrated before the outage.
      expect((await login()).status).toBe(401);
      await proxy.refuse();

      for (const answer of [await login(), await guarded(), await webhook()]) {
        expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: UNAVAILABLE_BODY });
        expect(answer.text).not.toContain('PostgreSQL');
        expect(answer.text).not.toContain(String(proxy.port));
        for (const form of passwordForms()) expect(answer.text).not.toContain(form);
      }
      expect(logger.warnings.join('\n')).toContain(
        `Lock database unavailable; HTTP requests that need it are answered 503 database=${JSON.stringify(describedAs(url))}`,
      );

      await proxy.pass();
      expect(await login()).toMatchObject({ status: 401, retryAfter: null });
      expect(await guarded()).toMatchObject({ status: 401, retryAfter: null });
      expect(await webhook()).toMatchObject({ status: 200, body: { status: 'accepted' } });
    });
  });
});
