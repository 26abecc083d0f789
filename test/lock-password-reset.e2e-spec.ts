import { createHash } from 'node:crypto';
import { ConsoleLogger, Logger } from '@nestjs/common';
import {
  LockAuthService,
  LockPasswordReset,
  LockUsers,
  LoggerLoginCodeNotifier,
} from '../src/lock/application/users';
import { LockUser, LoginCodeContext, LoginCodeNotifier, LoginCodePurpose } from '../src/lock';
import type { LockModuleOptions } from '../src/lock';
import { databaseRows } from './support/database-rows';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { AuthAnswer, LockAuthApp } from './support/lock-auth-app';
import { describeOnDatabases } from './support/lock-databases';

/**
 * The password reset by emailed code (issue 13, "A password reset by emailed code through the LoginCodeNotifier
 * seam, with the same code rules as login") over real HTTP on 127.0.0.1, on SQLite and PostgreSQL:
 * `POST /lock/auth/password/forgot` answers alike for known and unknown emails and sends a `password_reset` code
 * only to a known one; `POST /lock/auth/password/reset` takes the code under the login code's rules (ten minutes,
 * five tries, once, the sign-in limit), sets the new password under `lock:user-create`'s rules and ends every
 * session; codes of one purpose never serve the other; no code or password is ever logged. Reset requests count
 * apart from sign-ins (issue 33, row 6): a flood of them from many addresses mails at most
 * `LOCK_PASSWORD_RESET_MAILS_PER_HOUR` codes to an email per hour, answers as before past it, and keeps nobody
 * from signing in.
 */

const ALICE = { email: 'alice@example.com', password: 'alice-long-password-1' };
const BOB = { email: 'bob@example.com', password: 'bob-long-password-22' };
const NEW_PASSWORD = 'alice-brand-new-secret-7';
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const WINDOW = 900;
const DONE = { message: 'The password has been changed; sign in with the new one.' };

/** The 401 answer body of a refused code with this message. */
function unauthorized(message: string) {
  return { statusCode: 401, message, error: 'Unauthorized' };
}

/** Another six-digit code than the right one. */
function wrongCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
}

/** One code as the notifier got it. */
interface SentCode {
  user: LockUser;
  code: string;
  expiresAt: Date;
  purpose: LoginCodePurpose;
}

/** Keeps every code with its purpose and logs through the default notifier (so its line is checked too). */
class PurposeNotifier implements LoginCodeNotifier {
  readonly sent: SentCode[] = [];
  failing = false;
  private readonly logged = new LoggerLoginCodeNotifier();

  notify(user: LockUser, code: string, expiresAt: Date, context: LoginCodeContext): void {
    this.sent.push({ user, code, expiresAt, purpose: context.purpose });
    this.logged.notify(user, code, expiresAt, context);
    if (this.failing) throw new Error(`mail server down while sending ${code} to ${user.email}`);
  }

  /** The last code of the purpose sent to the email, waiting up to 2 s for it (a reset code goes out after the answer). */
  async last(email: string, purpose: LoginCodePurpose): Promise<string> {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const found = this.sent.filter((sent) => sent.user.email === email && sent.purpose === purpose).at(-1);
      if (found !== undefined) return found.code;
      if (Date.now() > deadline) throw new Error(`no ${purpose} code was sent to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** A Nest logger that keeps every line of every level (`messages`; `text` adds context and stack) and prints nothing. */
class RecordingLogger extends ConsoleLogger {
  readonly messages: string[] = [];
  private readonly parts: string[] = [];

  override log(...parts: unknown[]): void {
    this.record(parts);
  }
  override warn(...parts: unknown[]): void {
    this.record(parts);
  }
  override error(...parts: unknown[]): void {
    this.record(parts);
  }
  override debug(...parts: unknown[]): void {
    this.record(parts);
  }
  override verbose(...parts: unknown[]): void {
    this.record(parts);
  }

  /** Everything logged, messages, contexts and stacks alike. */
  text(): string {
    return this.parts.join('\n');
  }

  private record([message, ...rest]: unknown[]): void {
    this.messages.push(String(message));
    for (const part of [message, ...rest])
      this.parts.push(part instanceof Error ? `${part.stack}` : String(part));
  }
}

/** Resolves once `condition` holds, looking every 5 ms (for work done after an answer). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeOnDatabases('the password reset over HTTP', (database) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let databaseUrl: string;
  let notifier: PurposeNotifier;
  const apps: LockAuthApp[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    databaseUrl = await database.freshUrl();
    notifier = new PurposeNotifier();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    Logger.overrideLogger(false);
    restoreEnv();
  });

  /** Boots an app on the test's database with Alice and Bob as users and the purpose-keeping notifier. */
  const start = async (options: LockModuleOptions = {}): Promise<LockAuthApp> => {
    const app = await LockAuthApp.start({ databaseUrl, loginCodeNotifier: notifier, ...options });
    apps.push(app);
    const users = app.moduleRef.get(LockUsers);
    await users.create({ ...ALICE, name: 'Alice' });
    await users.create({ ...BOB, name: 'Bob' });
    return app;
  };

  /** Asks for a reset code, and waits until the code (stored and delivered after the answer) is out. */
  const forgot = async (app: LockAuthApp, email: string, from?: string): Promise<AuthAnswer> => {
    const answer = await app.post('/lock/auth/password/forgot', { email }, from);
    await app.moduleRef.get(LockPasswordReset).settled();
    return answer;
  };

  const reset = (
    app: LockAuthApp,
    fields: { challenge: string; code: string; password?: string },
    from?: string,
  ): Promise<AuthAnswer> =>
    app.post('/lock/auth/password/reset', { password: NEW_PASSWORD, ...fields }, from);

  /** Asks for a reset code for the email: its challenge and the code the notifier got. */
  const resetCodeFor = async (app: LockAuthApp, email: string) => {
    const answer = await forgot(app, email);
    expect(answer.status).toBe(202);
    return {
      challenge: (answer.body as { challenge: string }).challenge,
      code: await notifier.last(email, 'password_reset'),
    };
  };

  /** The reset codes the notifier got for the email. */
  const resetMailsTo = (email: string): SentCode[] =>
    notifier.sent.filter((sent) => sent.user.email === email && sent.purpose === 'password_reset');

  /** Password, then login code: the session token (or the failed answer's status). */
  const signIn = async (app: LockAuthApp, user: { email: string; password: string }) => {
    const login = await app.login(user);
    if (login.status !== 200) return { status: login.status, session: null };
    const { challenge } = login.body as { challenge: string };
    const verify = await app.verify(challenge, await notifier.last(user.email, 'login'));
    return { status: verify.status, session: (verify.body as { session?: string }).session ?? null };
  };

  /** Alice's stored password hash, read past the module. */
  const aliceHash = async (): Promise<unknown> =>
    (
      await databaseRows(databaseUrl, `select password_hash from lock_users where email = '${ALICE.email}'`)
    )[0].password_hash;

  describe('asking for a code', () => {
    it('sends a password_reset code through the notifier and answers 202 with its challenge', async () => {
      const app = await start();

      const answer = await forgot(app, ' Alice@Example.COM ');

      expect(answer.status).toBe(202);
      const body = answer.body as { challenge: string; expiresAt: string };
      expect(Object.keys(body).sort()).toEqual(['challenge', 'expiresAt']);
      expect(body.challenge).toMatch(CHALLENGE);
      expect(notifier.sent).toHaveLength(1);
      const [sent] = notifier.sent;
      expect(sent).toMatchObject({ user: { email: ALICE.email }, purpose: 'password_reset' });
      expect(sent.code).toMatch(/^\d{6}$/);
      expect(sent.expiresAt.toISOString()).toBe(body.expiresAt);
      expect(sent.expiresAt.getTime() - app.clock.now().getTime()).toBeGreaterThan(CODE_LIFETIME_MS - 5_000);
      expect(sent.expiresAt.getTime() - app.clock.now().getTime()).toBeLessThanOrEqual(CODE_LIFETIME_MS);
      const rows = await databaseRows(databaseUrl, 'select purpose, used_at from lock_login_codes');
      expect(rows).toEqual([{ purpose: 'password_reset', used_at: null }]);
    });

    it('answers an unknown email alike, sends nothing, stores nothing, and its challenge is never found', async () => {
      const app = await start();
      const known = await forgot(app, ALICE.email);
      notifier.sent.length = 0;

      const unknown = await forgot(app, 'nobody@example.com');

      expect(unknown.status).toBe(known.status);
      expect(Object.keys(unknown.body as object).sort()).toEqual(Object.keys(known.body as object).sort());
      const { challenge, expiresAt } = unknown.body as { challenge: string; expiresAt: string };
      expect(challenge).toMatch(CHALLENGE);
      expect(Date.parse(expiresAt)).toBeGreaterThan(app.clock.now().getTime() + CODE_LIFETIME_MS - 5_000);
      expect(notifier.sent).toEqual([]);
      expect(await databaseRows(databaseUrl, 'select id from lock_login_codes')).toHaveLength(1);
      expect(await reset(app, { challenge, code: '000000' })).toMatchObject({
        status: 401,
        body: unauthorized('The reset challenge is not known; ask for a new code.'),
      });
    });

    it('answers alike when the notifier fails: the code is spent and the failure logged without it', async () => {
      const app = await start();
      const logger = new RecordingLogger();
      Logger.overrideLogger(logger);
      notifier.failing = true;

      const answer = await forgot(app, ALICE.email);

      expect(answer.status).toBe(202);
      const { challenge } = answer.body as { challenge: string };
      const code = await notifier.last(ALICE.email, 'password_reset');
      await until(async () => {
        const rows = await databaseRows(databaseUrl, 'select used_at from lock_login_codes');
        return rows[0].used_at !== null;
      });
      await until(async () => logger.messages.some((line) => line.startsWith('The password reset code for')));
      expect(logger.messages).toContain(
        `The password reset code for ${ALICE.email} could not be delivered; it was spent, and a new one may be asked for.`,
      );
      expect(logger.text()).not.toContain(code);
      expect(await reset(app, { challenge, code })).toMatchObject({
        status: 401,
        body: unauthorized('The reset code has been used already; ask for a new code.'),
      });
    });

    it('counts per email from one address, apart from sign-ins: the 6th is a 429 and sends no code', async () => {
      const app = await start({ passwordResetMailsPerHour: 10 });
      for (const email of [
        ALICE.email,
        'ALICE@example.com',
        ALICE.email,
        ' Alice@Example.com',
        ALICE.email,
      ]) {
        expect((await forgot(app, email)).status).toBe(202);
      }
      expect(resetMailsTo(ALICE.email)).toHaveLength(5);

      const refused = await forgot(app, ALICE.email);

      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(WINDOW - 5);
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many sign-in attempts; try again in ${refused.retryAfter} seconds.`,
      });
      expect(resetMailsTo(ALICE.email)).toHaveLength(5);
      expect((await forgot(app, BOB.email)).status).toBe(202);
      // The requests spent none of the sign-in budget of that email and address: five sign-ins still pass.
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await app.login(ALICE)).status).toBe(200);
    });

    it('counts unknown emails per client address: the 21st from one address is a 429', async () => {
      const app = await start();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await forgot(app, `guess-${attempt}@example.com`, '203.0.113.7');
        expect({ attempt, status: answer.status }).toEqual({ attempt, status: 202 });
      }

      expect((await forgot(app, ALICE.email, '203.0.113.7')).status).toBe(429);
      expect(notifier.sent).toEqual([]);
      expect((await forgot(app, ALICE.email, '198.51.100.9')).status).toBe(202);
    });

    it('refuses a body without an email as a 400', async () => {
      const app = await start();
      for (const body of [{}, { email: '' }, { email: 42 }]) {
        expect(await app.post('/lock/auth/password/forgot', body)).toMatchObject({
          status: 400,
          body: { statusCode: 400, message: 'The JSON body needs "email" as non-empty strings.' },
        });
      }
      expect(notifier.sent).toEqual([]);
    });
  });

  describe('the reset mail cap', () => {
    /** `n` addresses of an attacker spread over a network. */
    const botnet = (n: number) => Array.from({ length: n }, (_, index) => `192.0.2.${index + 1}`);

    it('10 addresses x 6 requests mail 3 codes; the owner still signs in from a new browser and asks alike', async () => {
      const app = await start();
      const statuses: number[] = [];
      for (const address of botnet(10)) {
        for (let request = 1; request <= 6; request += 1) {
          statuses.push((await forgot(app, ALICE.email, address)).status);
        }
      }

      expect(statuses.filter((status) => status === 202)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      expect(resetMailsTo(ALICE.email)).toHaveLength(3);
      const signedIn = await signIn(app, ALICE);
      expect(signedIn.status).toBe(200);
      expect(signedIn.session).toMatch(CHALLENGE);
      const own = await forgot(app, ALICE.email);
      expect(own.status).toBe(202);
      expect(resetMailsTo(ALICE.email)).toHaveLength(3);

      app.clock.advance(60 * 60);
      const { challenge, code } = await resetCodeFor(app, ALICE.email);
      expect(resetMailsTo(ALICE.email)).toHaveLength(4);
      expect((await reset(app, { challenge, code })).status).toBe(200);
    });

    it('past the cap a known email is answered as an unknown one: nothing stored or sent, the challenge never found', async () => {
      const app = await start({ passwordResetMailsPerHour: 1 });
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      try {
        await resetCodeFor(app, ALICE.email);

        const capped = await forgot(app, ALICE.email);
        const unknown = await forgot(app, 'nobody@example.com');

        expect(capped.status).toBe(202);
        expect(unknown.status).toBe(202);
        expect(Object.keys(capped.body as object).sort()).toEqual(Object.keys(unknown.body as object).sort());
        expect(resetMailsTo(ALICE.email)).toHaveLength(1);
        expect(await databaseRows(databaseUrl, 'select id from lock_login_codes')).toHaveLength(1);
        const { challenge } = capped.body as { challenge: string };
        expect(await reset(app, { challenge, code: '000000' })).toMatchObject({
          status: 401,
          body: unauthorized('The reset challenge is not known; ask for a new code.'),
        });
        const events = warn.mock.calls.map(([event]) => event as Record<string, unknown>);
        expect(events).toContainEqual(
          expect.objectContaining({ msg: 'Password reset mails over the limit', mailsPerHour: 1 }),
        );
        expect(JSON.stringify(events)).not.toContain(ALICE.email);
      } finally {
        warn.mockRestore();
      }
    });

    it('is per email, and its count holds a SHA-256 of the email, never the email', async () => {
      const app = await start({ passwordResetMailsPerHour: 1 });
      await resetCodeFor(app, ALICE.email);
      await forgot(app, ' Alice@EXAMPLE.com ');

      await resetCodeFor(app, BOB.email);

      expect(resetMailsTo(ALICE.email)).toHaveLength(1);
      expect(resetMailsTo(BOB.email)).toHaveLength(1);
      const rows = await databaseRows(databaseUrl, 'select email_hash, mails from lock_password_reset_mails');
      expect(rows.sort((a, b) => Number(b.mails) - Number(a.mails))).toEqual([
        { email_hash: createHash('sha256').update(ALICE.email).digest('hex'), mails: 2 },
        { email_hash: createHash('sha256').update(BOB.email).digest('hex'), mails: 1 },
      ]);
      expect(JSON.stringify(rows)).not.toContain('@');
    });

    it('holds across processes on one database: parallel requests to two apps mail 3 codes', async () => {
      const first = await start();
      const second = await LockAuthApp.start({ databaseUrl, loginCodeNotifier: notifier });
      apps.push(second);

      const answers = await Promise.all(
        botnet(10).map((address, index) => forgot(index % 2 === 0 ? first : second, ALICE.email, address)),
      );
      await first.moduleRef.get(LockPasswordReset).settled();
      await second.moduleRef.get(LockPasswordReset).settled();

      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(202));
      expect(resetMailsTo(ALICE.email)).toHaveLength(3);
    });

    it('LOCK_PASSWORD_RESET_MAILS_PER_HOUR from the env, with the sign-in limit off too', async () => {
      process.env.LOCK_PASSWORD_RESET_MAILS_PER_HOUR = '2';
      process.env.LOCK_LOGIN_LIMIT = 'off';
      const app = await start();
      for (let request = 1; request <= 4; request += 1) {
        expect((await forgot(app, ALICE.email)).status).toBe(202);
      }

      expect(resetMailsTo(ALICE.email)).toHaveLength(2);
    });

    it('a malformed LOCK_PASSWORD_RESET_MAILS_PER_HOUR fails every request alike, naming nothing of the email', async () => {
      process.env.LOCK_PASSWORD_RESET_MAILS_PER_HOUR = '0x3';
      const app = await start();

      const known = await forgot(app, ALICE.email);
      const unknown = await forgot(app, 'nobody@example.com');

      expect(known).toEqual(unknown);
      expect(known.status).toBe(500);
      expect(notifier.sent).toEqual([]);
    });
  });

  describe('resetting', () => {
    it('sets the new password: the old one fails, the new one signs in', async () => {
      const app = await start();
      const { challenge, code } = await resetCodeFor(app, ALICE.email);

      const answer = await reset(app, { challenge, code });

      expect(answer).toMatchObject({ status: 200, body: DONE });
      expect((await app.login(ALICE)).status).toBe(401);
      const signedIn = await signIn(app, { email: ALICE.email, password: NEW_PASSWORD });
      expect(signedIn.status).toBe(200);
      expect(signedIn.session).toMatch(CHALLENGE);
      expect((await signIn(app, BOB)).status).toBe(200);
    });

    it('revokes every session of the user and starts none; other users keep theirs', async () => {
      const app = await start({ loginLimit: { maxAttempts: 50 } });
      const auth = app.moduleRef.get(LockAuthService);
      const phone = (await signIn(app, ALICE)).session as string;
      const laptop = (await signIn(app, ALICE)).session as string;
      const bob = (await signIn(app, BOB)).session as string;
      await expect(auth.authenticate(phone)).resolves.not.toBeNull();
      const { challenge, code } = await resetCodeFor(app, ALICE.email);

      const answer = await reset(app, { challenge, code });

      expect(answer.body).toEqual(DONE);
      await expect(auth.authenticate(phone)).resolves.toBeNull();
      await expect(auth.authenticate(laptop)).resolves.toBeNull();
      await expect(auth.authenticate(bob)).resolves.toMatchObject({ user: { email: BOB.email } });
      const sessions = await databaseRows(
        databaseUrl,
        `select s.revoked_at from lock_sessions s join lock_users u on u.id = s.user_id where u.email = '${ALICE.email}'`,
      );
      expect(sessions).toHaveLength(2);
      expect(sessions.every((row) => row.revoked_at !== null)).toBe(true);
    });

    it('takes a code once: the second reset with it is refused and changes nothing', async () => {
      const app = await start();
      const { challenge, code } = await resetCodeFor(app, ALICE.email);
      expect((await reset(app, { challenge, code })).status).toBe(200);
      const hash = await aliceHash();

      const again = await reset(app, { challenge, code, password: 'yet-another-password-9' });

      expect(again).toMatchObject({
        status: 401,
        body: unauthorized('The reset code has been used already; ask for a new code.'),
      });
      expect(await aliceHash()).toBe(hash);
    });

    it('spends every other open code of the user: an older reset code and a login code no longer work', async () => {
      const app = await start();
      const login = (await app.login(ALICE)).body as { challenge: string };
      const loginCode = await notifier.last(ALICE.email, 'login');
      const older = await resetCodeFor(app, ALICE.email);
      const newer = await resetCodeFor(app, ALICE.email);
      expect(newer.code === older.code && newer.challenge === older.challenge).toBe(false);

      expect((await reset(app, newer)).status).toBe(200);
      const hash = await aliceHash();

      expect(await reset(app, { ...older, password: 'yet-another-password-9' })).toMatchObject({
        status: 401,
        body: unauthorized('The reset code has been used already; ask for a new code.'),
      });
      expect((await app.verify(login.challenge, loginCode)).status).toBe(401);
      expect(await aliceHash()).toBe(hash);
    });

    it('refuses a code once its ten minutes are over, and takes one a second before', async () => {
      const app = await start();
      const first = await resetCodeFor(app, ALICE.email);
      app.clock.advance(CODE_LIFETIME_MS / 1000);
      const hash = await aliceHash();

      expect(await reset(app, first)).toMatchObject({
        status: 401,
        body: unauthorized('The reset code has expired; ask for a new code.'),
      });
      expect(await aliceHash()).toBe(hash);
      const second = await resetCodeFor(app, ALICE.email);
      app.clock.advance(CODE_LIFETIME_MS / 1000 - 1);
      expect((await reset(app, second)).status).toBe(200);
    });

    it('counts wrong codes against the challenge: after five even the right code is refused', async () => {
      const app = await start({ loginLimit: { maxAttempts: 50 } });
      const { challenge, code } = await resetCodeFor(app, ALICE.email);
      const hash = await aliceHash();
      for (let guess = 1; guess <= 5; guess += 1) {
        expect(await reset(app, { challenge, code: wrongCode(code) })).toMatchObject({
          status: 401,
          body: unauthorized('The reset code is wrong.'),
        });
      }

      expect(await reset(app, { challenge, code })).toMatchObject({
        status: 401,
        body: unauthorized('Too many wrong reset codes; ask for a new code.'),
      });
      expect(await aliceHash()).toBe(hash);
      expect(await databaseRows(databaseUrl, 'select attempts, used_at from lock_login_codes')).toEqual([
        { attempts: 5, used_at: null },
      ]);
    });

    it('counts code guesses against the sign-in limit of the email: the 6th is a 429 and uses up nothing', async () => {
      const app = await start();
      const { challenge, code } = await resetCodeFor(app, ALICE.email);
      const second = await resetCodeFor(app, ALICE.email);
      for (let guess = 1; guess <= 4; guess += 1) {
        expect((await reset(app, { challenge, code: wrongCode(code) })).status).toBe(401);
      }
      expect((await reset(app, { ...second, code: wrongCode(second.code) })).status).toBe(401);

      const refused = await reset(app, second);

      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(WINDOW - 5);
      expect(
        await databaseRows(databaseUrl, 'select attempts, used_at from lock_login_codes order by attempts'),
      ).toEqual([
        { attempts: 1, used_at: null },
        { attempts: 4, used_at: null },
      ]);
      expect((await app.login(ALICE)).status).toBe(200);
    });

    it('refuses a password lock:user-create would refuse as a 400, and spends no try of the code', async () => {
      const app = await start();
      const { challenge, code } = await resetCodeFor(app, ALICE.email);

      const short = await reset(app, { challenge, code, password: 'short-11-ch' });

      expect(short).toMatchObject({
        status: 400,
        body: { statusCode: 400, message: 'The password must be at least 12 characters long.' },
      });
      expect((await databaseRows(databaseUrl, 'select attempts from lock_login_codes'))[0].attempts).toBe(0);
      expect(await reset(app, { challenge, code, password: 'exactly-12ch' })).toMatchObject({ status: 200 });
      expect((await signIn(app, { email: ALICE.email, password: 'exactly-12ch' })).status).toBe(200);
    });

    it('refuses a body without challenge, code and password as a 400', async () => {
      const app = await start();
      const answer = await app.post('/lock/auth/password/reset', { challenge: 'x', code: '123456' });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          statusCode: 400,
          message: 'The JSON body needs "challenge" and "code" and "password" as non-empty strings.',
        },
      });
    });
  });

  describe('purposes apart', () => {
    it('a login code cannot reset the password, and stays good for signing in', async () => {
      const app = await start();
      const login = (await app.login(ALICE)).body as { challenge: string };
      const code = await notifier.last(ALICE.email, 'login');
      const hash = await aliceHash();

      expect(await reset(app, { challenge: login.challenge, code })).toMatchObject({
        status: 401,
        body: unauthorized('The reset challenge is not known; ask for a new code.'),
      });
      expect(await aliceHash()).toBe(hash);
      expect((await app.verify(login.challenge, code)).status).toBe(200);
    });

    it('a reset code cannot sign in, and stays good for the reset', async () => {
      const app = await start();
      const { challenge, code } = await resetCodeFor(app, ALICE.email);

      expect(await app.verify(challenge, code)).toMatchObject({
        status: 401,
        body: unauthorized('The login challenge is not known; sign in again.'),
      });
      expect((await reset(app, { challenge, code })).status).toBe(200);
    });
  });

  it('logs neither a code nor a password, and the default notifier says what each code is for', async () => {
    const app = await start();
    const logger = new RecordingLogger();
    Logger.overrideLogger(logger);
    const { challenge, code } = await resetCodeFor(app, ALICE.email);
    await reset(app, { challenge, code: wrongCode(code), password: 'wrong-attempt-password' });
    await reset(app, { challenge, code, password: 'too-short' });
    await reset(app, { challenge, code });
    await reset(app, { challenge, code });
    await forgot(app, 'nobody@example.com');
    await signIn(app, { email: ALICE.email, password: NEW_PASSWORD });

    const logged = logger.text();
    expect(logger.messages).toContain(
      `A password reset code was issued for ${ALICE.email}; it is valid until ${notifier.sent[0].expiresAt.toISOString()}.`,
    );
    expect(logger.messages.filter((line) => line.startsWith('A login code was issued'))).toHaveLength(1);
    for (const secret of [
      ...notifier.sent.map((sent) => sent.code),
      wrongCode(code),
      challenge,
      NEW_PASSWORD,
      'wrong-attempt-password',
      'too-short',
      ALICE.password,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
