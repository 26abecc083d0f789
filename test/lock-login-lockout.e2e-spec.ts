import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { KNOWN_DEVICE_COOKIE, LockUsers } from '../src/lock/application/users';
import type { LockModuleOptions } from '../src/lock';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { AuthAnswer, LockAuthApp } from './support/lock-auth-app';
import { describeOnDatabases } from './support/lock-databases';

/**
 * No sign-in lockout by anyone (issue 24, point 8) over real HTTP on 127.0.0.1, on SQLite and PostgreSQL: wrong
 * passwords for an email are limited per email and client address (5), so an attacker at one address no longer
 * keeps the user out everywhere; the per-email ceiling (50) stops guesses spread over many addresses and refuses
 * new devices only; a browser that signed in keeps a known-device cookie of its email and is counted per device,
 * so neither the ceiling nor anyone else's attempts refuse it. The same rules hold for the code step.
 */

const ALICE = { email: 'alice@example.com', password: 'alice-long-password-1' };
const BOB = { email: 'bob@example.com', password: 'bob-long-password-22' };
const WRONG = { ...ALICE, password: 'not-alices-password' };
const ATTACKER = '203.0.113.7';
const USER_ADDRESS = '198.51.100.9';
const WINDOW = 900;
/** `n` addresses of an attacker spread over a network. */
const botnet = (n: number) => Array.from({ length: n }, (_, index) => `192.0.2.${index + 1}`);

/** The `Cookie` header that sends back the known-device cookie an answer set. */
function knownDeviceCookieOf(answer: AuthAnswer): string {
  const found = new RegExp(`(?:^|, )(${KNOWN_DEVICE_COOKIE}=[^;]+)`).exec(answer.setCookie ?? '');
  if (found === null) throw new Error(`no known-device cookie in ${answer.setCookie}`);
  return found[1];
}

/** Expects a 429 of the sign-in limit with a `Retry-After` of at most the window. */
function expectRefused(answer: AuthAnswer): void {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(WINDOW);
}

describeOnDatabases('no sign-in lockout by anyone', (database) => {
  jest.setTimeout(120_000);

  let restoreEnv: () => void = () => undefined;
  let databaseUrl: string;
  const apps: LockAuthApp[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    process.env.APP_KEY = randomBytes(32).toString('base64');
    databaseUrl = await database.freshUrl();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    for (const app of apps.splice(0)) await app.close();
    restoreEnv();
  });

  /** Boots an app on the test's database with Alice and Bob as users; login codes are off unless asked for. */
  const start = async (options: LockModuleOptions = {}): Promise<LockAuthApp> => {
    const app = await LockAuthApp.start({ databaseUrl, otp: { enabled: false }, ...options });
    apps.push(app);
    const users = app.moduleRef.get(LockUsers);
    await users.create({ ...ALICE, name: 'Alice' });
    await users.create({ ...BOB, name: 'Bob' });
    return app;
  };

  /** Makes `count` wrong attempts for Alice from the address, expecting each to be a 401 or a 429. */
  const guess = async (app: LockAuthApp, from: string, count: number): Promise<AuthAnswer[]> => {
    const answers: AuthAnswer[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) answers.push(await app.login(WRONG, from));
    return answers;
  };

  describe('per email and address', () => {
    it("an attacker's 6th attempt at A is a 429; the user at B, on a new browser, still signs in", async () => {
      const app = await start();

      const attacks = await guess(app, ATTACKER, 7);

      expect(attacks.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
      for (const refused of attacks.slice(5)) expectRefused(refused);
      expectRefused(await app.login(ALICE, ATTACKER));
      const user = await app.login(ALICE, USER_ADDRESS);
      expect(user.status).toBe(200);
      expect((user.body as { session: string }).session).toEqual(expect.any(String));
      expect((await app.login(BOB, ATTACKER)).status).toBe(200);
    });

    it("the per-address limit holds for new devices (20, then a 429), not for the user's known browser", async () => {
      const app = await start();
      const known = knownDeviceCookieOf(await app.login(ALICE, USER_ADDRESS));
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await app.login({ email: `guess-${attempt}@example.com`, password: 'x' }, ATTACKER);
        expect({ attempt, status: answer.status }).toEqual({ attempt, status: 401 });
      }

      expectRefused(await app.login(ALICE, ATTACKER));
      expect((await app.login(ALICE, USER_ADDRESS)).status).toBe(200);
      // The user's browser behind the attacker's address (one office, one NAT) is counted per device only.
      expect((await app.login(ALICE, ATTACKER, known)).status).toBe(200);
    });

    it('the refusal is logged naming the limit, never the email or the address', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const app = await start({ loginLimit: { maxAttempts: 1, maxAttemptsPerEmail: 2 } });

      await guess(app, ATTACKER, 2);
      await guess(app, USER_ADDRESS, 1);
      await guess(app, '192.0.2.1', 1);

      const events = warn.mock.calls.map(([event]) => event as Record<string, unknown>);
      expect(events.filter((event) => event.msg === 'Sign-in attempts over the limit')).toEqual([
        expect.objectContaining({ action: 'login', limitedBy: 'email+address' }),
        expect.objectContaining({ action: 'login', limitedBy: 'email' }),
      ]);
      const logged = JSON.stringify(events);
      expect(logged).not.toContain(ALICE.email);
      expect(logged).not.toContain(ATTACKER);
      expect(logged).not.toContain(USER_ADDRESS);
    });
  });

  describe('the per-email ceiling and the known-device cookie', () => {
    it('a sign-in sets the cookie: HttpOnly, SameSite=Lax, on /lock/auth, 90 days, Secure over HTTPS, no email', async () => {
      const app = await start();

      const plain = await app.login(ALICE);
      const overHttps = await app.post('/lock/auth/login', ALICE, undefined, {
        'x-forwarded-proto': 'https',
      });
      const refused = await app.login(WRONG);

      expect(plain.setCookie).toMatch(
        new RegExp(
          `^${KNOWN_DEVICE_COOKIE}=[\\w.-]+; Path=/lock/auth; HttpOnly; SameSite=Lax; Max-Age=7776000$`,
        ),
      );
      expect(overHttps.setCookie).toMatch(
        /; Path=\/lock\/auth; HttpOnly; SameSite=Lax; Max-Age=7776000; Secure$/,
      );
      expect(plain.setCookie?.toLowerCase()).not.toContain('alice');
      expect(knownDeviceCookieOf(plain)).not.toBe(knownDeviceCookieOf(overHttps));
      expect(refused.setCookie).toBeNull();
    });

    it("once many addresses hit the ceiling, a new device is refused and the user's known browser signs in", async () => {
      const app = await start({ loginLimit: { maxAttemptsPerEmail: 12 } });
      const known = knownDeviceCookieOf(await app.login(ALICE, USER_ADDRESS));

      for (const address of botnet(4)) await guess(app, address, 5);

      expectRefused(await app.login(ALICE, '192.0.2.200'));
      expectRefused(await app.login(ALICE, USER_ADDRESS));
      const fromKnownBrowser = await app.login(ALICE, USER_ADDRESS, known);
      expect(fromKnownBrowser.status).toBe(200);
      expect(knownDeviceCookieOf(fromKnownBrowser)).not.toBe(known);
    });

    it("another email's cookie, a forged one or one signed under another APP_KEY gives no exemption", async () => {
      const app = await start({ loginLimit: { maxAttemptsPerEmail: 6 } });
      const alices = knownDeviceCookieOf(await app.login(ALICE, USER_ADDRESS));
      const bobs = knownDeviceCookieOf(await app.login(BOB, USER_ADDRESS));
      const [deviceId, expiry, mac] = alices.slice(KNOWN_DEVICE_COOKIE.length + 1).split('.');
      const forged = [
        `${KNOWN_DEVICE_COOKIE}=${deviceId}.${Number(expiry) + 1}.${mac}`,
        `${KNOWN_DEVICE_COOKIE}=${randomBytes(16).toString('base64url')}.${expiry}.${mac}`,
        `${KNOWN_DEVICE_COOKIE}=${deviceId}.${expiry}.${randomBytes(32).toString('base64url')}`,
        `${KNOWN_DEVICE_COOKIE}=${alices.slice(KNOWN_DEVICE_COOKIE.length + 1)}x`,
      ];
      for (const address of botnet(2)) await guess(app, address, 5);

      expectRefused(await app.login(ALICE, USER_ADDRESS, bobs));
      for (const cookie of forged) expectRefused(await app.login(ALICE, USER_ADDRESS, cookie));
      expect((await app.login(ALICE, USER_ADDRESS, alices)).status).toBe(200);
      process.env.APP_KEY = randomBytes(32).toString('base64');
      expectRefused(await app.login(ALICE, USER_ADDRESS, alices));
    });

    it('a key rotation keeps known browsers (the old key in APP_PREVIOUS_KEYS); an expired cookie is no exemption', async () => {
      const app = await start({ loginLimit: { maxAttemptsPerEmail: 6 } });
      const known = knownDeviceCookieOf(await app.login(ALICE, USER_ADDRESS));
      for (const address of botnet(2)) await guess(app, address, 5);
      process.env.APP_PREVIOUS_KEYS = process.env.APP_KEY;
      process.env.APP_KEY = randomBytes(32).toString('base64');

      expect((await app.login(ALICE, USER_ADDRESS, known)).status).toBe(200);

      app.clock.advance(90 * 24 * 60 * 60);
      for (const address of botnet(2)) await guess(app, address, 5);
      expectRefused(await app.login(ALICE, USER_ADDRESS, known));
    });

    it("a known browser's own attempts, wrong ones too, count in its window of 5; others' attempts do not", async () => {
      const app = await start();
      const known = knownDeviceCookieOf(await app.login(ALICE, USER_ADDRESS));
      const other = knownDeviceCookieOf(await app.login(ALICE, USER_ADDRESS));

      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await app.login(WRONG, USER_ADDRESS, known)).status).toBe(401);
      }
      expect((await app.login(ALICE, USER_ADDRESS, known)).status).toBe(200);
      expectRefused(await app.login(ALICE, USER_ADDRESS, known));

      expect((await app.login(ALICE, USER_ADDRESS, other)).status).toBe(200);
      expect((await app.login(ALICE, ATTACKER)).status).toBe(200);
    });
  });

  describe('the code step', () => {
    it('counts per email and address, with the ceiling and the known browser, like the password step', async () => {
      const app = await start({ otp: { enabled: true }, loginLimit: { maxAttemptsPerEmail: 8 } });
      /** Logs Alice in from the address and answers her challenge and code. */
      const challengeAt = async (from: string, cookie?: string) => {
        const { challenge } = (await app.login(ALICE, from, cookie)).body as { challenge: string };
        return { challenge, code: app.notifier.lastCodeFor(ALICE.email) };
      };
      const first = await challengeAt(USER_ADDRESS);
      const signedIn = await app.verify(first.challenge, first.code, USER_ADDRESS);
      expect(signedIn.status).toBe(200);
      const known = knownDeviceCookieOf(signedIn);

      // Wrong codes from one address: its 6th try is a 429; the user's code from another address works.
      const attackers = await challengeAt(ATTACKER);
      for (let guess = 1; guess <= 5; guess += 1) {
        expect((await app.verify(attackers.challenge, '000000', ATTACKER)).status).toBe(401);
      }
      expectRefused(await app.verify(attackers.challenge, attackers.code, ATTACKER));
      const elsewhere = await challengeAt('192.0.2.50');
      expect((await app.verify(elsewhere.challenge, elsewhere.code, '192.0.2.50')).status).toBe(200);

      // Past the ceiling (8 counted: 1 + 5 + 1, then 1 more), a new device's code is refused; the known browser's is not.
      const another = await challengeAt('192.0.2.51');
      expect((await app.verify(another.challenge, '000000', '192.0.2.51')).status).toBe(401);
      const late = await challengeAt('192.0.2.52');
      expectRefused(await app.verify(late.challenge, late.code, '192.0.2.52'));
      const mine = await challengeAt(USER_ADDRESS, known);
      expect((await app.verify(mine.challenge, mine.code, USER_ADDRESS, known)).status).toBe(200);
    });
  });
});
