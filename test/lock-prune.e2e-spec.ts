import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo, createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test, TestingModule } from '@nestjs/testing';
import { LockCommandsModule } from '../src/commands';
import {
  LOCK_CLOCK,
  LockClock,
  LockModule,
  LockModuleOptions,
  LockUser,
  LoginCodeNotifier,
} from '../src/lock';
import { LockDatabase } from '../src/lock/application/persistence';
import { LockUsers } from '../src/lock/application/users';
import { LockPruneCounts, LockPruner } from '../src/lock/application/maintenance/lock-pruner';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { CapturedLogger } from './support/captured-logger';
import { CommandHarness } from './support/command-harness';
import { databaseRows, executeOn } from './support/database-rows';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { lockTestingModule } from './support/password-hash-cost';

/**
 * Tables that stay small (issue 13 "Tables that stay small"), on SQLite and PostgreSQL: `LockPruner` deletes
 * expired and revoked sessions, used and expired codes, webhook ids past the duplicate window and ended sign-in
 * windows, each kept up to its boundary; the module prunes at startup (in the background) and on an interval, not
 * with `LOCK_PRUNE=false` nor in a command app, awaits a prune under way at shutdown, logs a failure once, never
 * creates a database to prune; `lock:prune` prints what it deleted; and a long run of logins and deliveries over
 * HTTP leaves the tables bounded.
 */

const START = new Date('2026-12-01T09:00:00.000Z');
const SECOND = 1000;
const DAY_SECONDS = 24 * 60 * 60;
const WEBHOOK_SECRET = randomBytes(20).toString('hex');
const USER = { email: 'ops@example.com', name: 'Ops', password: 'ops-long-password-1' };
/** Every timer API but the interval's, so `jest.advanceTimersByTime` moves the prune interval alone. */
const REAL_TIMERS = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setTimeout',
  'clearTimeout',
] as const;
const TABLES = [
  'lock_sessions',
  'lock_login_codes',
  'lock_processed_webhooks',
  'lock_login_attempts',
] as const;

/** A clock the tests set by hand. */
class SetClock implements LockClock {
  current = new Date(START);

  now(): Date {
    return new Date(this.current);
  }

  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * SECOND);
  }
}

/** Keeps the codes it is given, by email. */
class KeptCodes implements LoginCodeNotifier {
  private readonly codes = new Map<string, string>();

  notify(user: LockUser, code: string): void {
    this.codes.set(user.email, code);
  }

  codeOf(email: string): string {
    const code = this.codes.get(email);
    if (code === undefined) throw new Error(`no code was sent to ${email}`);
    return code;
  }
}

/** A booted app with the lock module (auth and webhook routes on 127.0.0.1) and what the tests look at. */
interface PruneApp {
  app: INestApplication;
  url: string;
  clock: SetClock;
  codes: KeptCodes;
  logger: CapturedLogger;
  database: LockDatabase;
  users: LockUsers;
  pruner: LockPruner;
  /** Every call of `pruner.prune()`, the scheduled ones included (it still prunes). */
  prunes: jest.SpiedFunction<LockPruner['prune']>;
  /** How many prunes had started when `listen` resolved. */
  prunesWhenListening: number;
  close(): Promise<void>;
}

/** The result of the n-th call of `prune()` (1-based), once it settles. */
function nthPrune(app: PruneApp, n: number): Promise<LockPruneCounts> {
  expect(app.prunes).toHaveBeenCalledTimes(n);
  return app.prunes.mock.results[n - 1].value as Promise<LockPruneCounts>;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A port on 127.0.0.1 on which nothing listens (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The timers that keep the process alive (an unref'd one is not among them). */
function refTimers(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
}

describe('pruning the lock database', () => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let appKey: string;
  const apps: PruneApp[] = [];
  const harness = { current: new CommandHarness() };

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    appKey = randomAppKey();
    harness.current = new CommandHarness();
    process.exitCode = undefined;
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await harness.current.close();
    jest.useRealTimers();
    process.exitCode = undefined;
    restoreEnv();
  });

  /**
   * Boots an app with the options (the auth and webhook routes, a configured webhook secret, a set clock), spying
   * on `LockPruner.prune` before the startup prune, and listens on 127.0.0.1, trusting `X-Forwarded-For` from there.
   */
  async function start(options: LockModuleOptions, clock = new SetClock()): Promise<PruneApp> {
    const logger = new CapturedLogger();
    const codes = new KeptCodes();
    const moduleRef: TestingModule = await lockTestingModule({
      imports: [
        EventEmitterModule.forRoot(),
        LockModule.forRoot({
          ...options,
          tokenCache: { store: 'memory', appKey },
          webhook: { secret: WEBHOOK_SECRET, ...options.webhook },
          loginCodeNotifier: codes,
          authController: true,
          webhookController: true,
        }),
      ],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .setLogger(logger)
      .compile();
    const pruner = moduleRef.get(LockPruner);
    const prunes = jest.spyOn(pruner, 'prune');
    const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true, logger });
    app.set('trust proxy', 'loopback'); // a test sends sign-ins "from" other addresses as X-Forwarded-For
    await app.listen(0, '127.0.0.1');
    const prunesWhenListening = prunes.mock.calls.length;
    // The start-up prune begins on the turn after the server listens.
    await new Promise((resolve) => setImmediate(resolve));
    const started: PruneApp = {
      prunesWhenListening,
      app,
      url: await app.getUrl(),
      clock,
      codes,
      logger,
      database: moduleRef.get(LockDatabase),
      users: moduleRef.get(LockUsers),
      pruner,
      prunes,
      close: async () => {
        const index = apps.indexOf(started);
        if (index !== -1) apps.splice(index, 1);
        await app.close();
      },
    };
    apps.push(started);
    return started;
  }

  /** The ids (or keys) of the rows left in each table, sorted. */
  async function rowsOf(app: PruneApp): Promise<Record<(typeof TABLES)[number], string[]>> {
    const db = await app.database.db();
    const ids = async (query: Promise<{ id: string }[]>) => (await query).map((row) => row.id).sort();
    return {
      lock_sessions: await ids(db.selectFrom('lock_sessions').select('id').execute()),
      lock_login_codes: await ids(db.selectFrom('lock_login_codes').select('id').execute()),
      lock_processed_webhooks: await ids(
        db.selectFrom('lock_processed_webhooks').select('delivery_id as id').execute(),
      ),
      lock_login_attempts: await ids(
        db.selectFrom('lock_login_attempts').select('subject_hash as id').execute(),
      ),
    };
  }

  /** How many rows each table holds. */
  async function countsOf(app: PruneApp): Promise<Record<(typeof TABLES)[number], number>> {
    const rows = await rowsOf(app);
    return {
      lock_sessions: rows.lock_sessions.length,
      lock_login_codes: rows.lock_login_codes.length,
      lock_processed_webhooks: rows.lock_processed_webhooks.length,
      lock_login_attempts: rows.lock_login_attempts.length,
    };
  }

  /** Rows of each kind relative to `now`: what is due (names starting with `due`) and what is not. */
  async function addRows(app: PruneApp, now: Date): Promise<void> {
    const user = await app.users.create(USER);
    const db = await app.database.db();
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const session = (id: string, expiresInMs: number, revoked = false) => ({
      id,
      user_id: user.id,
      token_hash: sha256(id),
      expires_at: at(expiresInMs),
      revoked_at: revoked ? at(-60 * SECOND) : null,
      created_at: at(-3600 * SECOND),
    });
    await db
      .insertInto('lock_sessions')
      .values([
        session('due-expired', -1),
        session('due-at-expiry', 0),
        session('due-revoked', 3600 * SECOND, true),
        session('kept-valid', 1),
      ])
      .execute();
    const code = (id: string, expiresInMs: number, purpose: string, used = false) => ({
      id,
      user_id: user.id,
      challenge_hash: sha256(id),
      code_hash: 'x',
      expires_at: at(expiresInMs),
      attempts: 0,
      used_at: used ? at(-SECOND) : null,
      purpose,
    });
    await db
      .insertInto('lock_login_codes')
      .values([
        code('due-expired', -1, 'login'),
        code('due-at-expiry', 0, 'login'),
        code('due-used', 600 * SECOND, 'login', true),
        code('due-reset-used', 600 * SECOND, 'password_reset', true),
        code('due-reset-expired', 0, 'password_reset'),
        code('kept-login', 1, 'login'),
        code('kept-reset', 1, 'password_reset'),
      ])
      .execute();
    await db
      .insertInto('lock_processed_webhooks')
      .values([
        { delivery_id: 'due-before-window', received_at: at(-600 * SECOND - 1) },
        { delivery_id: 'kept-window-start', received_at: at(-600 * SECOND) },
        { delivery_id: 'kept-now', received_at: at(0) },
      ])
      .execute();
    const attempts = (subject: string, startedMsAgo: number) => ({
      scope: 'login:email',
      subject_hash: subject,
      window_start: now.getTime() - startedMsAgo,
      attempts: 1,
    });
    await db
      .insertInto('lock_login_attempts')
      .values([
        attempts('due-ended', 900 * SECOND + 1),
        attempts('due-ends-now', 900 * SECOND),
        attempts('kept-running', 900 * SECOND - 1),
      ])
      .execute();
  }

  /** The rows `addRows` made that are kept, per table. */
  const KEPT = {
    lock_sessions: ['kept-valid'],
    lock_login_codes: ['kept-login', 'kept-reset'],
    lock_processed_webhooks: ['kept-now', 'kept-window-start'],
    lock_login_attempts: ['kept-running'],
  };
  const DUE_COUNTS: LockPruneCounts = {
    sessions: 3,
    loginCodes: 5,
    processedWebhooks: 1,
    loginAttempts: 2,
    leases: 0,
    auditEntries: 0,
  };
  const OFF: LockModuleOptions = { prune: { enabled: false } };

  describeOnDatabases('what is pruned', (testDatabase: TestDatabase) => {
    let databaseUrl: string;

    beforeEach(async () => {
      databaseUrl = await testDatabase.freshUrl();
    });

    it('deletes sessions expired (also exactly at expiry) or revoked, codes used or expired, webhook ids before the window, ended sign-in windows', async () => {
      const app = await start({ databaseUrl, ...OFF });
      await addRows(app, START);

      await expect(app.pruner.prune()).resolves.toEqual(DUE_COUNTS);

      expect(await rowsOf(app)).toEqual(KEPT);
      await expect(app.pruner.prune()).resolves.toEqual({
        sessions: 0,
        loginCodes: 0,
        processedWebhooks: 0,
        loginAttempts: 0,
        leases: 0,
        auditEntries: 0,
      });
    });

    it('one millisecond later, what was kept at its boundary is due', async () => {
      const app = await start({ databaseUrl, ...OFF });
      await addRows(app, START);
      await app.pruner.prune();
      app.clock.current = new Date(START.getTime() + 1);

      await expect(app.pruner.prune()).resolves.toEqual({
        sessions: 1,
        loginCodes: 2,
        processedWebhooks: 1,
        loginAttempts: 1,
        leases: 0,
        auditEntries: 0,
      });

      expect(await rowsOf(app)).toEqual({
        ...KEPT,
        lock_sessions: [],
        lock_login_codes: [],
        lock_login_attempts: [],
        lock_processed_webhooks: ['kept-now'],
      });
    });

    it('the webhook window is LOCK_WEBHOOK_DUPLICATE_WINDOW and the sign-in window LOCK_LOGIN_WINDOW', async () => {
      const app = await start({
        databaseUrl,
        ...OFF,
        webhook: { duplicateWindow: 60 },
        loginLimit: { windowSeconds: 60 },
      });
      const db = await app.database.db();
      const now = START.getTime();
      await db
        .insertInto('lock_processed_webhooks')
        .values([
          { delivery_id: 'due', received_at: new Date(now - 61 * SECOND).toISOString() },
          { delivery_id: 'kept', received_at: new Date(now - 60 * SECOND).toISOString() },
        ])
        .execute();
      await db
        .insertInto('lock_login_attempts')
        .values([
          { scope: 'login:email', subject_hash: 'due', window_start: now - 60 * SECOND, attempts: 1 },
          { scope: 'login:email', subject_hash: 'kept', window_start: now - 59 * SECOND, attempts: 1 },
        ])
        .execute();

      await expect(app.pruner.prune()).resolves.toMatchObject({ processedWebhooks: 1, loginAttempts: 1 });

      expect(await rowsOf(app)).toMatchObject({
        lock_processed_webhooks: ['kept'],
        lock_login_attempts: ['kept'],
      });
    });

    it('with the sign-in limit off here, a window is pruned once it ended for any window setting (one day)', async () => {
      const app = await start({ databaseUrl, ...OFF, loginLimit: { enabled: false } });
      const db = await app.database.db();
      const now = START.getTime();
      await db
        .insertInto('lock_login_attempts')
        .values([
          {
            scope: 'login:email',
            subject_hash: 'due',
            window_start: now - DAY_SECONDS * SECOND,
            attempts: 1,
          },
          { scope: 'login:email', subject_hash: 'kept', window_start: now - 3600 * SECOND, attempts: 1 },
        ])
        .execute();

      await expect(app.pruner.prune()).resolves.toMatchObject({ loginAttempts: 1 });

      expect((await rowsOf(app)).lock_login_attempts).toEqual(['kept']);
    });

    it('a database without the tables yet is neither created nor migrated by a prune', async () => {
      const app = await start({ databaseUrl, ...OFF });

      await expect(app.pruner.prune()).resolves.toEqual({
        sessions: 0,
        loginCodes: 0,
        processedWebhooks: 0,
        loginAttempts: 0,
        leases: 0,
        auditEntries: 0,
      });

      if (testDatabase.name === 'SQLite') {
        expect(existsSync(databaseUrl.replace(/^sqlite:\/\//, ''))).toBe(false);
      } else {
        await expect(
          databaseRows(
            databaseUrl,
            'select table_name from information_schema.tables where table_schema = current_schema()',
          ),
        ).resolves.toEqual([]);
      }
    });
  });

  describeOnDatabases('when the module prunes', (testDatabase: TestDatabase) => {
    let databaseUrl: string;

    beforeEach(async () => {
      databaseUrl = await testDatabase.freshUrl();
    });

    /** Makes the database with due and kept rows, by an app that does not prune itself, and closes that app. */
    async function databaseWithDueRows(): Promise<void> {
      const maker = await start({ databaseUrl, ...OFF });
      await addRows(maker, START);
      await maker.close();
    }

    it('prunes at startup', async () => {
      await databaseWithDueRows();

      const app = await start({ databaseUrl });

      expect(app.prunes).toHaveBeenCalledTimes(1);
      await expect(nthPrune(app, 1)).resolves.toEqual(DUE_COUNTS);
      expect(await rowsOf(app)).toEqual(KEPT);
      expect(app.logger.errors).toEqual([]);
    });

    it('the start-up prune begins after the app listens, never before', async () => {
      await databaseWithDueRows();

      const app = await start({ databaseUrl });

      expect(app.prunesWhenListening).toBe(0);
      await expect(nthPrune(app, 1)).resolves.toEqual(DUE_COUNTS);
    });

    it('prunes again every LOCK_PRUNE_INTERVAL seconds, one prune at a time, and stops at shutdown', async () => {
      jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
      process.env.LOCK_PRUNE_INTERVAL = '120';
      const app = await start({ databaseUrl });
      await nthPrune(app, 1);
      await addRows(app, START);

      jest.advanceTimersByTime(119 * SECOND);
      expect(app.prunes).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(SECOND);
      await expect(nthPrune(app, 2)).resolves.toEqual(DUE_COUNTS);
      app.clock.advanceSeconds(1);
      jest.advanceTimersByTime(120 * SECOND);
      jest.advanceTimersByTime(120 * SECOND); // the one before is still under way: no second prune beside it
      await expect(nthPrune(app, 3)).resolves.toEqual({
        sessions: 1,
        loginCodes: 2,
        processedWebhooks: 1,
        loginAttempts: 1,
        leases: 0,
        auditEntries: 0,
      });
      await app.close();
      jest.advanceTimersByTime(DAY_SECONDS * SECOND);

      expect(app.prunes).toHaveBeenCalledTimes(3);
    });

    it('LOCK_PRUNE=false: no prune at startup nor on the interval', async () => {
      jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
      await databaseWithDueRows();
      process.env.LOCK_PRUNE = 'false';
      process.env.LOCK_PRUNE_INTERVAL = '60';

      const app = await start({ databaseUrl });
      jest.advanceTimersByTime(7 * DAY_SECONDS * SECOND);

      expect(app.prunes).not.toHaveBeenCalled();
      expect(await countsOf(app)).toEqual({
        lock_sessions: 4,
        lock_login_codes: 7,
        lock_processed_webhooks: 3,
        lock_login_attempts: 3,
      });
    });

    it('a prune under way at shutdown is awaited before the database closes', async () => {
      await databaseWithDueRows();
      const app = await start({ databaseUrl });
      let settled = false;
      void nthPrune(app, 1).finally(() => {
        settled = true;
      });

      await app.close();

      expect(settled).toBe(true);
      await expect(nthPrune(app, 1)).resolves.toEqual(DUE_COUNTS);
      expect(app.logger.errors).toEqual([]);
      const left = await databaseRows(databaseUrl, 'select id from lock_sessions');
      expect(left.map((row) => row.id)).toEqual(KEPT.lock_sessions);
    });

    it('a command app prunes neither at startup nor on an interval: the command alone runs', async () => {
      await databaseWithDueRows();

      await harness.current.run(
        [LockModule.forRoot({ databaseUrl }), LockCommandsModule],
        ['lock:accounts'],
        [{ provide: LOCK_CLOCK, useValue: new SetClock() }],
      );

      expect(harness.current.output.printed).toEqual(['No lock accounts.']);
      expect(harness.current.output.stderr).toEqual([]);
      expect([...harness.current.logger.warnings, ...harness.current.logger.errors]).toEqual([]);
      const left = await databaseRows(databaseUrl, 'select id from lock_sessions');
      expect(left).toHaveLength(4);
    });

    if (testDatabase.name === 'SQLite') {
      it('a failed prune is logged as one line, once until a prune succeeds again, and never thrown', async () => {
        jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
        await databaseWithDueRows();
        const app = await start({ databaseUrl, prune: { interval: 60 } });
        await nthPrune(app, 1);
        const away = 'alter table lock_login_attempts rename to lock_login_attempts_away';
        const back = 'alter table lock_login_attempts_away rename to lock_login_attempts';
        const tick = async (n: number) => {
          jest.advanceTimersByTime(60 * SECOND);
          await nthPrune(app, n).catch(() => undefined);
        };

        await executeOn(databaseUrl, away);
        await tick(2);
        await tick(3);
        expect(app.logger.errors).toEqual([
          expect.stringMatching(/^Pruning the lock database failed reason=".*lock_login_attempts/),
        ]);
        await executeOn(databaseUrl, back);
        await tick(4);
        await executeOn(databaseUrl, away);
        await tick(5);

        expect(app.logger.errors).toHaveLength(2);
        expect(app.logger.errors[1]).not.toContain('\n');
        await executeOn(databaseUrl, back);
      });
    }
  });

  describe('a database that is not there', () => {
    let workdir: string;
    let previousCwd: string;

    beforeEach(() => {
      previousCwd = process.cwd();
      workdir = mkdtempSync(join(tmpdir(), 'lock-prune-cwd-'));
      process.chdir(workdir);
    });

    afterEach(() => {
      process.chdir(previousCwd);
      rmSync(workdir, { recursive: true, force: true });
    });

    it('an app without a database URL boots, prunes nothing and shuts down without making a SQLite file', async () => {
      const app = await start({});

      await expect(nthPrune(app, 1)).resolves.toEqual({
        sessions: 0,
        loginCodes: 0,
        processedWebhooks: 0,
        loginAttempts: 0,
        leases: 0,
        auditEntries: 0,
      });
      await app.close();

      expect(existsSync(join(workdir, 'storage'))).toBe(false);
      expect(app.logger.errors).toEqual([]);
    });

    it('without a database URL, the default SQLite file is pruned at startup once it exists', async () => {
      const maker = await start(OFF);
      await addRows(maker, START);
      await maker.close();
      expect(existsSync(join(workdir, 'storage', 'lock.sqlite'))).toBe(true);

      const app = await start({});

      await expect(nthPrune(app, 1)).resolves.toEqual(DUE_COUNTS);
    });

    it("the interval's timer does not keep the process alive", async () => {
      const before = refTimers();
      const moduleRef = await Test.createTestingModule({
        imports: [LockModule.forRoot({ prune: { interval: 60 } })],
      }).compile();
      await moduleRef.init();
      try {
        expect(refTimers()).toBe(before);
      } finally {
        await moduleRef.close();
      }
    });

    it('a PostgreSQL server that cannot be reached: the app boots, one line is logged without the password', async () => {
      jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
      const url = `postgres://lock:pg-Secret-77@127.0.0.1:${await closedPort()}/lock`;
      const app = await start({ databaseUrl: url, prune: { interval: 60 } });
      await nthPrune(app, 1).catch(() => undefined);
      jest.advanceTimersByTime(60 * SECOND);
      await nthPrune(app, 2).catch(() => undefined);

      expect(app.logger.errors).toEqual([
        expect.stringMatching(
          /^Pruning the lock database failed reason="The lock database \(PostgreSQL 127\.0\.0\.1:\d+\/lock\) is not available: connect ECONNREFUSED /,
        ),
      ]);
      expect(app.logger.errors[0]).not.toContain('pg-Secret-77');
    });

    it('the startup prune runs in the background: a database that does not answer holds up neither the boot nor the app', async () => {
      const sockets: Socket[] = [];
      const silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = silent.address() as AddressInfo;
        const app = await start({ databaseUrl: `postgres://lock@127.0.0.1:${port}/lock` });
        let settled = false;
        void nthPrune(app, 1)
          .catch(() => undefined)
          .finally(() => {
            settled = true;
          });

        const answer = await fetch(`${app.url}/lock/auth/me`);

        expect(answer.status).toBe(401);
        expect(settled).toBe(false);
        for (const socket of sockets) socket.destroy();
        await app.close();
        expect(settled).toBe(true);
        expect(app.logger.errors).toEqual([
          expect.stringMatching(/^Pruning the lock database failed reason="/),
        ]);
      } finally {
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    it('a malformed LOCK_PRUNE_INTERVAL: the app boots, one line names the setting, nothing is pruned', async () => {
      process.env.LOCK_PRUNE_INTERVAL = '1e3';
      const app = await start({});

      expect(app.prunes).not.toHaveBeenCalled();
      expect(app.logger.errors).toEqual([
        expect.stringMatching(
          /^Pruning the lock database failed reason=".*LOCK_PRUNE_INTERVAL \(option prune\.interval\)/,
        ),
      ]);
    });
  });

  describeOnDatabases('a long run', (testDatabase: TestDatabase) => {
    const ROUNDS = 10;
    const USERS = ['ana', 'ben', 'cas'].map((name) => ({
      email: `${name}@example.com`,
      name,
      password: `${name}-long-password-1`,
    }));
    /**
     * The rows one round may leave after the prune that follows it (see the round below): of the sign-in limit, a
     * window per address, per email and address, and per email, for each of `login` and `verify` of each user.
     */
    const CEILING = {
      lock_sessions: 2,
      lock_login_codes: 0,
      lock_processed_webhooks: 0,
      lock_login_attempts: 18,
    };

    it('logins, logouts, abandoned codes and deliveries over HTTP, pruned on the interval: the tables stay bounded', async () => {
      jest.useFakeTimers({ doNotFake: [...REAL_TIMERS] });
      const app = await start({
        databaseUrl: await testDatabase.freshUrl(),
        prune: { interval: 60 },
        sessionLifetime: 1000,
        loginLimit: { maxAttempts: 1000, maxAttemptsPerAddress: 1000 },
      });
      await nthPrune(app, 1);
      for (const user of USERS) await app.users.create(user);
      const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
        const response = await fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        const text = await response.text();
        return {
          status: response.status,
          body: (text === '' ? null : JSON.parse(text)) as Record<string, string>,
        };
      };
      const signIn = async (user: (typeof USERS)[number], from: string): Promise<string> => {
        const login = await post('/lock/auth/login', user, { 'x-forwarded-for': from });
        const code = app.codes.codeOf(user.email);
        const verified = await post(
          '/lock/auth/verify',
          { challenge: login.body.challenge, code },
          { 'x-forwarded-for': from },
        );
        expect(verified.status).toBe(200);
        return verified.body.session;
      };
      const deliver = (id: string) => {
        const body = JSON.stringify({ id, feature: 'DEVICE_STATUS', accountId: 4242, smartlockId: 100101 });
        return post('/lock/webhook', body, {
          'x-lock-signature-sha256': signWebhookBody(body, WEBHOOK_SECRET),
        });
      };
      const highest = {
        lock_sessions: 0,
        lock_login_codes: 0,
        lock_processed_webhooks: 0,
        lock_login_attempts: 0,
      };
      let session = '';

      for (let round = 1; round <= ROUNDS; round += 1) {
        // Each round: three sign-ins from new addresses, one of them signed out, one login whose code is never
        // used, five deliveries and a repeat; then 700 s pass (past the codes' 600 s and the window's 600 s, not
        // the sessions' 1000 s) and the interval prunes.
        const sessions = [];
        for (const [index, user] of USERS.entries())
          sessions.push(await signIn(user, `10.0.${round}.${index}`));
        expect((await post('/lock/auth/logout', {}, { authorization: `Bearer ${sessions[0]}` })).status).toBe(
          204,
        );
        expect(
          (await post('/lock/auth/login', USERS[1], { 'x-forwarded-for': `10.0.${round}.1` })).status,
        ).toBe(200);
        for (let delivery = 1; delivery <= 5; delivery += 1) {
          expect((await deliver(`r${round}-d${delivery}`)).body).toEqual({ status: 'accepted' });
        }
        expect((await deliver(`r${round}-d1`)).body).toEqual({ status: 'duplicate' });
        session = sessions[2];
        app.clock.advanceSeconds(700);
        jest.advanceTimersByTime(60 * SECOND);
        await nthPrune(app, round + 1);

        const counts = await countsOf(app);
        for (const table of TABLES) highest[table] = Math.max(highest[table], counts[table]);
      }

      expect(highest).toEqual(CEILING);
      const me = await fetch(`${app.url}/lock/auth/me`, { headers: { authorization: `Bearer ${session}` } });
      expect(me.status).toBe(200);
      expect(app.logger.errors).toEqual([]);
    });
  });

  describeOnDatabases('lock:prune', (testDatabase: TestDatabase) => {
    let databaseUrl: string;

    beforeEach(async () => {
      databaseUrl = await testDatabase.freshUrl();
    });

    /** Runs the command line on the test's database, with LOCK_PRUNE=false and the clock at START. */
    async function run(args: string[]): Promise<void> {
      const clock = new SetClock();
      await harness.current.run(
        [
          LockModule.forRoot({ databaseUrl, ...OFF, tokenCache: { store: 'memory', appKey } }),
          LockCommandsModule,
        ],
        args,
        [{ provide: LOCK_CLOCK, useValue: clock }],
      );
    }

    async function databaseWithDueRows(): Promise<void> {
      const maker = await start({ databaseUrl, ...OFF });
      await addRows(maker, START);
      await maker.close();
    }

    it('prunes now, even with LOCK_PRUNE=false, and prints the rows deleted per table', async () => {
      await databaseWithDueRows();

      await run(['lock:prune']);

      expect(harness.current.output.failed).toEqual([]);
      expect(harness.current.output.printed).toHaveLength(1);
      const [heading, ...table] = harness.current.output.printed[0].split('\n');
      expect(heading).toMatch(
        /^Pruned the lock database \((SQLite file \/|PostgreSQL 127\.0\.0\.1:5432\/)\S+\):$/,
      );
      expect(table.map((line) => line.split(/ {2,}/))).toEqual([
        ['Table', 'Deleted rows'],
        [expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/)],
        ['lock_sessions', '3'],
        ['lock_login_codes', '5'],
        ['lock_processed_webhooks', '1'],
        ['lock_login_attempts', '2'],
        ['lock_leases', '0'],
        ['lock_audit', '0'],
      ]);
      const left = await databaseRows(databaseUrl, 'select id from lock_login_codes order by id');
      expect(left.map((row) => row.id)).toEqual(KEPT.lock_login_codes);
    });

    it('--json prints the counts', async () => {
      await databaseWithDueRows();

      await run(['lock:prune', '--json']);

      expect(harness.current.output.failed).toEqual([]);
      expect(JSON.parse(harness.current.output.printed.join('\n'))).toEqual(DUE_COUNTS);
    });

    it('on a database without the tables yet: zeros, and nothing is created', async () => {
      await run(['lock:prune', '--json']);

      expect(JSON.parse(harness.current.output.printed.join('\n'))).toEqual({
        sessions: 0,
        loginCodes: 0,
        processedWebhooks: 0,
        loginAttempts: 0,
        leases: 0,
        auditEntries: 0,
      });
      if (testDatabase.name === 'SQLite')
        expect(existsSync(databaseUrl.replace(/^sqlite:\/\//, ''))).toBe(false);
    });

    it('a failure is one error line naming the problem', async () => {
      databaseUrl = 'mysql://lock:my-Secret-9@127.0.0.1:3306/lock';

      await run(['lock:prune']);

      expect(harness.current.expectOneErrorLine()).toMatch(
        /^Error: Unknown lock database URL .*LOCK_DATABASE_URL/,
      );
      expect(harness.current.everything()).not.toContain('my-Secret-9');
    });
  });
});
