import { createHash } from 'node:crypto';
import { LockException } from '../src/lock';
import { LockUsersSettings } from '../src/lock/application/users/lock-users-settings';
import { LockUsers, PasswordHasher } from '../src/lock/application/users';
import type { LockModuleOptions } from '../src/lock';
import { databaseRows } from './support/database-rows';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { AuthAnswer, LockAuthApp } from './support/lock-auth-app';
import { describeOnDatabases } from './support/lock-databases';

/**
 * The sign-in limit of the auth routes (hardening issue, point 16) over real HTTP on 127.0.0.1, on SQLite and
 * PostgreSQL: `login` and `verify` attempts counted per email from one client address and per client address in
 * a fixed window (5 and 20 per 15 minutes by default), a 429 with `Retry-After` over the limit that checks no
 * password and issues or uses no code, the window passing, the settings from options and env, the off switch, and
 * no email in the counters. What others' attempts leave the user (the per-email ceiling, the known-device cookie)
 * is `lock-login-lockout.e2e-spec.ts`'s.
 */

const ALICE = { email: 'alice@example.com', password: 'alice-long-password-1' };
const BOB = { email: 'bob@example.com', password: 'bob-long-password-22' };
const WINDOW = 900;

/** The 429 body of an attempt over the limit with this wait. */
function tooMany(seconds: number) {
  return {
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Too many sign-in attempts; try again in ${seconds} seconds.`,
  };
}

/** Another six-digit code than the right one. */
function wrongCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Whole seconds since `started` (epoch ms), rounded up, plus one: how much of a window that began then may have
 * passed by the next answer, however slowly a busy machine made the attempts before it.
 */
function secondsSince(started: number): number {
  return Math.ceil((Date.now() - started) / 1000) + 1;
}

/** Expects a 429 whose `Retry-After` is the wait of its message, within `[min, max]` seconds. */
function expectRefused(answer: AuthAnswer, min: number, max: number): void {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
  expect(answer.body).toEqual(tooMany(seconds));
}

describeOnDatabases('the sign-in limit over HTTP', (database) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let databaseUrl: string;
  const apps: LockAuthApp[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    databaseUrl = await database.freshUrl();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    restoreEnv();
  });

  /** Boots an app on the test's database with Alice and Bob as users. */
  const start = async (options: LockModuleOptions = {}): Promise<LockAuthApp> => {
    const app = await LockAuthApp.start({ databaseUrl, ...options });
    apps.push(app);
    const users = app.moduleRef.get(LockUsers);
    await users.create({ ...ALICE, name: 'Alice' });
    await users.create({ ...BOB, name: 'Bob' });
    return app;
  };

  describe('login', () => {
    it('the 6th login for one email in the window is a 429 with Retry-After: no password check, no code', async () => {
      const app = await start();
      const wrong = { ...ALICE, password: `${ALICE.password}-wrong` };
      for (const user of [wrong, wrong, ALICE, wrong, ALICE]) {
        expect((await app.login(user)).status).not.toBe(429);
      }
      expect(app.notifier.sent).toHaveLength(2);
      const verify = jest.spyOn(app.moduleRef.get(PasswordHasher), 'verify');

      const refused = await app.login(ALICE);

      expectRefused(refused, WINDOW - 5, WINDOW);
      expect(verify).not.toHaveBeenCalled();
      expect(app.notifier.sent).toHaveLength(2);
      verify.mockRestore();
    });

    it('counts the email regardless of case and spaces, and leaves another email alone', async () => {
      const app = await start();
      const spellings = [
        'alice@example.com',
        'ALICE@example.com',
        ' Alice@Example.COM ',
        'alice@EXAMPLE.com',
      ];
      for (const email of [...spellings, 'Alice@example.com']) {
        expect((await app.login({ email, password: ALICE.password })).status).toBe(200);
      }

      expect((await app.login({ email: 'ALICE@EXAMPLE.COM', password: ALICE.password })).status).toBe(429);
      const bob = await app.login(BOB);
      expect(bob.status).toBe(200);
      expect(bob.retryAfter).toBeNull();
      expect(app.notifier.lastCodeFor(BOB.email)).toMatch(/^\d{6}$/);
    });

    it('counts an unknown email like a known one (the answers tell nothing about who exists)', async () => {
      const app = await start();
      const nobody = { email: 'nobody@example.com', password: ALICE.password };
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await app.login(nobody)).status).toBe(401);

      expectRefused(await app.login(nobody), WINDOW - 5, WINDOW);
    });

    it('20 logins from one address across emails pass, the 21st is a 429; another address goes on', async () => {
      const app = await start();
      const windowStarted = Date.now();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await app.login(
          { email: `guess-${attempt}@example.com`, password: 'x' },
          '203.0.113.7',
        );
        expect({ attempt, status: answer.status }).toEqual({ attempt, status: 401 });
      }
      const verify = jest.spyOn(app.moduleRef.get(PasswordHasher), 'verify');

      expectRefused(await app.login(ALICE, '203.0.113.7'), WINDOW - secondsSince(windowStarted), WINDOW);
      expect(verify).not.toHaveBeenCalled();
      expect(app.notifier.sent).toEqual([]);
      verify.mockRestore();
      expect((await app.login(ALICE, '198.51.100.9')).status).toBe(200);
    });

    it('parallel logins for one email: exactly five get through', async () => {
      const app = await start();

      const answers = await Promise.all(Array.from({ length: 12 }, () => app.login(ALICE)));

      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
      expect(app.notifier.sent).toHaveLength(5);
    });
  });

  describe('verify', () => {
    it('code guesses count per email of the challenge and address: the 6th is a 429 and uses up nothing', async () => {
      const app = await start({ loginLimit: { windowSeconds: 60 } });
      const first = (await app.login(ALICE)).body as { challenge: string };
      const firstCode = app.notifier.lastCodeFor(ALICE.email);
      for (let guess = 1; guess <= 3; guess += 1) {
        expect((await app.verify(first.challenge, wrongCode(firstCode))).status).toBe(401);
      }
      const second = (await app.login(ALICE)).body as { challenge: string };
      const secondCode = app.notifier.lastCodeFor(ALICE.email);
      for (let guess = 1; guess <= 2; guess += 1) {
        expect((await app.verify(second.challenge, wrongCode(secondCode))).status).toBe(401);
      }

      expectRefused(await app.verify(second.challenge, secondCode), 55, 60);
      const bob = (await app.login(BOB)).body as { challenge: string };
      expect((await app.verify(bob.challenge, app.notifier.lastCodeFor(BOB.email))).status).toBe(200);

      app.clock.advance(60);
      // The refused tries used up nothing: the challenge has had two wrong codes, so the right one still works.
      expect((await app.verify(second.challenge, secondCode)).status).toBe(200);
    });

    it('guesses with unknown challenges count per address: 20 pass, the 21st is a 429', async () => {
      const app = await start();
      const windowStarted = Date.now();
      for (let guess = 1; guess <= 20; guess += 1) {
        expect((await app.verify('A'.repeat(43), '123456', '203.0.113.7')).status).toBe(401);
      }

      expectRefused(
        await app.verify('A'.repeat(43), '123456', '203.0.113.7'),
        WINDOW - secondsSince(windowStarted),
        WINDOW,
      );
      expect((await app.verify('A'.repeat(43), '123456', '198.51.100.9')).status).toBe(401);
    });

    it('login and verify are counted apart: five logins leave five code guesses', async () => {
      const app = await start();
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await app.login(ALICE)).status).toBe(200);
      const { challenge } = (await app.login(BOB)).body as { challenge: string };

      const session = await app.verify(challenge, app.notifier.lastCodeFor(BOB.email));

      expect(session.status).toBe(200);
      expect((await app.login(ALICE)).status).toBe(429);
    });
  });

  describe('the window', () => {
    it('Retry-After counts down; once the window has passed, attempts get through again', async () => {
      const app = await start();
      for (let attempt = 1; attempt <= 5; attempt += 1) await app.login(ALICE);
      expectRefused(await app.login(ALICE), WINDOW - 5, WINDOW);

      app.clock.advance(600);
      expectRefused(await app.login(ALICE), WINDOW - 605, WINDOW - 600);

      app.clock.advance(300);
      const again = await app.login(ALICE);
      expect(again.status).toBe(200);
      expect(app.notifier.sent).toHaveLength(6);
    });

    it('ended windows are deleted when attempts come in', async () => {
      const app = await start();
      await app.login(ALICE);
      await app.login(BOB);
      app.clock.advance(WINDOW);

      await app.login({ email: 'carol@example.com', password: 'x' }, '198.51.100.9');

      const rows = await databaseRows(databaseUrl, 'select scope, subject_hash from lock_login_attempts');
      expect(rows.sort((a, b) => String(a.scope).localeCompare(String(b.scope)))).toEqual([
        { scope: 'login:address', subject_hash: sha256('198.51.100.9') },
        { scope: 'login:email', subject_hash: sha256('carol@example.com') },
        {
          scope: 'login:email+address',
          subject_hash: sha256(JSON.stringify(['carol@example.com', '198.51.100.9'])),
        },
      ]);
    });
  });

  describe('settings', () => {
    it('loginLimit options: two per email, three per address, a 30 s window', async () => {
      const app = await start({
        loginLimit: { maxAttempts: 2, maxAttemptsPerAddress: 3, windowSeconds: 30 },
      });
      await app.login(ALICE);
      await app.login(ALICE);
      expectRefused(await app.login(ALICE), 25, 30);
      expect((await app.login(BOB, '198.51.100.9')).status).toBe(200);
      expect((await app.login(BOB, '198.51.100.9')).status).toBe(200);
      expect((await app.login({ email: 'carol@example.com', password: 'x' }, '198.51.100.9')).status).toBe(
        401,
      );
      expectRefused(await app.login({ email: 'dave@example.com', password: 'x' }, '198.51.100.9'), 25, 30);
    });

    it('LOCK_LOGIN_MAX_ATTEMPTS, LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS and LOCK_LOGIN_WINDOW from the env', async () => {
      process.env.LOCK_LOGIN_MAX_ATTEMPTS = '1';
      process.env.LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS = '2';
      process.env.LOCK_LOGIN_WINDOW = '45';
      const app = await start();
      expect((await app.login(ALICE)).status).toBe(200);
      expectRefused(await app.login(ALICE), 40, 45);
      expect((await app.login(BOB, '198.51.100.9')).status).toBe(200);
      expectRefused(await app.login(BOB, '198.51.100.9'), 40, 45);
      expectRefused(await app.login({ email: 'carol@example.com', password: 'x' }), 40, 45);
    });

    it.each<[string, () => LockModuleOptions]>([
      [
        'LOCK_LOGIN_LIMIT=false',
        () => {
          process.env.LOCK_LOGIN_LIMIT = 'false';
          return {};
        },
      ],
      ['loginLimit: { enabled: false }', () => ({ loginLimit: { enabled: false } })],
    ])('%s switches the limit off: nothing is refused and nothing is counted', async (_label, options) => {
      const app = await start(options());
      for (let attempt = 1; attempt <= 8; attempt += 1) expect((await app.login(ALICE)).status).toBe(200);

      expect(app.notifier.sent).toHaveLength(8);
      expect(await databaseRows(databaseUrl, 'select * from lock_login_attempts')).toEqual([]);
    });

    it('the option overrides the env field by field', async () => {
      process.env.LOCK_LOGIN_LIMIT = 'off';
      process.env.LOCK_LOGIN_MAX_ATTEMPTS = '1';
      const app = await start({ loginLimit: { enabled: true } });
      expect((await app.login(ALICE)).status).toBe(200);
      expect((await app.login(ALICE)).status).toBe(429);
    });

    it.each([
      ['LOCK_LOGIN_MAX_ATTEMPTS', '0x10', 'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts)'],
      [
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS',
        '2.5',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS (option loginLimit.maxAttemptsPerAddress)',
      ],
      ['LOCK_LOGIN_WINDOW', '1e3', 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds)'],
    ])(
      'a malformed %s=%j is refused, naming the setting; the login fails and issues no code',
      async (name, value, named) => {
        process.env[name] = value;
        const app = await start();

        const read = () => app.moduleRef.get(LockUsersSettings).loginLimit();
        expect(read).toThrow(LockException);
        expect(read).toThrow(`Invalid lock setting: ${named} must be`);
        expect((await app.login(ALICE)).status).toBe(500);
        expect(app.notifier.sent).toEqual([]);
      },
    );
  });

  describe('the counters', () => {
    it('hold the scope, a SHA-256 of the lower-cased email, the address or both, never the email in clear', async () => {
      const app = await start();
      await app.login({ email: ' Alice@Example.com ', password: ALICE.password }, '203.0.113.7');
      const { challenge } = (await app.login(ALICE, '203.0.113.7')).body as { challenge: string };
      await app.verify(challenge, app.notifier.lastCodeFor(ALICE.email), '203.0.113.7');

      const rows = await databaseRows(
        databaseUrl,
        'select scope, subject_hash, attempts from lock_login_attempts order by scope',
      );

      const pair = sha256(JSON.stringify([ALICE.email, '203.0.113.7']));
      expect(rows).toEqual([
        { scope: 'login:address', subject_hash: sha256('203.0.113.7'), attempts: 2 },
        { scope: 'login:email', subject_hash: sha256(ALICE.email), attempts: 2 },
        { scope: 'login:email+address', subject_hash: pair, attempts: 2 },
        { scope: 'verify:address', subject_hash: sha256('203.0.113.7'), attempts: 1 },
        { scope: 'verify:email', subject_hash: sha256(ALICE.email), attempts: 1 },
        { scope: 'verify:email+address', subject_hash: pair, attempts: 1 },
      ]);
      const stored = JSON.stringify(await databaseRows(databaseUrl, 'select * from lock_login_attempts'));
      expect(stored.toLowerCase()).not.toContain('alice');
      expect(stored).not.toContain('@');
    });
  });
});
