import { AddressInfo } from 'node:net';
import { LockCommandsModule } from '../src/commands';
import {
  ConsoleLogger,
  Controller,
  DynamicModule,
  Get,
  INestApplication,
  Param,
  UseGuards,
} from '@nestjs/common';
import { TestingModule } from '@nestjs/testing';
import {
  CurrentLockUser,
  LockAccountParam,
  LockAuthController,
  LockAuthGuard,
  LockUserRepository,
  LockUsers,
  LoggerLoginCodeNotifier,
  PasswordHasher,
  WRONG_CREDENTIALS_MESSAGE,
} from '../src/lock/application/users';
import {
  LOCK_ACCOUNT_REGISTRY,
  LOCK_CLOCK,
  LockAccountRegistry,
  LockClock,
  LockModule,
  LockUser,
  LoginCodeNotifier,
} from '../src/lock';
import type { LockAuthenticatedUser } from '../src/lock/application/users';
import type { LockModuleExtras, LockModuleOptions } from '../src/lock';
import { LockUsersModule } from '../src/lock/application/users/lock-users.module';
import { CommandHarness } from './support/command-harness';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases } from './support/lock-databases';
import { lockTestingModule } from './support/password-hash-cost';

/**
 * The module's own guard over real HTTP on 127.0.0.1, on SQLite and PostgreSQL (issue 5 "Users and the guard"):
 * login with and without login codes, expired, reused and brute-forced codes, a matrix of two users and two
 * accounts on a guarded route, session expiry, logout, `--no-2fa`, one answer for a wrong email and a wrong
 * password, and no password or code in any answer or log line.
 */

const ALICE = { email: 'alice@example.com', name: 'Alice', password: 'alice-long-password-1' };
const BOB = { email: 'bob@example.com', name: 'Bob', password: 'bob-long-password-22' };
const SESSION_LIFETIME = 3600;
const CODE_LIFETIME = 600;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A guarded host route per account: `:account` is checked by default, `:site` through `@LockAccountParam`. */
@Controller()
@UseGuards(LockAuthGuard)
class DoorsController {
  @Get('doors/:account')
  door(@Param('account') account: string, @CurrentLockUser() signedIn: LockAuthenticatedUser) {
    return { account, user: signedIn.user.email };
  }

  @Get('sites/:site')
  @LockAccountParam('site')
  site(@Param('site') site: string) {
    return { site };
  }

  @Get('buildings/:building')
  @LockAccountParam('siteId')
  building(@Param('building') building: string) {
    return { building };
  }
}

/** The guard's clock, moved forward by the tests. */
class MovableClock implements LockClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** Keeps every code it is given and logs through the default notifier (so its log line is checked too). */
class CapturingNotifier implements LoginCodeNotifier {
  readonly sent: { user: LockUser; code: string; expiresAt: Date }[] = [];
  private readonly logged = new LoggerLoginCodeNotifier();

  notify(user: LockUser, code: string, expiresAt: Date): void {
    this.sent.push({ user, code, expiresAt });
    this.logged.notify(user, code, expiresAt);
  }

  /** The last code sent to the email. */
  lastCodeFor(email: string): string {
    const found = this.sent.filter((sent) => sent.user.email === email).at(-1);
    if (found === undefined) throw new Error(`no code was sent to ${email}`);
    return found.code;
  }
}

/** A Nest logger that keeps every line of every level and prints nothing. */
class RecordingLogger extends ConsoleLogger {
  readonly lines: string[] = [];

  override log(message: unknown): void {
    this.lines.push(String(message));
  }
  override warn(message: unknown): void {
    this.lines.push(String(message));
  }
  override error(message: unknown, ...rest: unknown[]): void {
    this.lines.push([message, ...rest].map(String).join(' '));
  }
  override debug(message: unknown): void {
    this.lines.push(String(message));
  }
  override verbose(message: unknown): void {
    this.lines.push(String(message));
  }
}

/** An answer of the app: status, parsed JSON body (or null) and the raw text. */
interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** A booted host app with LockModule and the guarded doors routes, listening on 127.0.0.1. */
class GuardApp {
  readonly texts: string[] = [];

  private constructor(
    readonly moduleRef: TestingModule,
    private readonly app: INestApplication,
    private readonly baseUrl: string,
    readonly clock: MovableClock,
    readonly notifier: CapturingNotifier,
  ) {}

  /** Boots the app; Nest's static logger goes to `logger` (shared by every app of a suite, as it is global). */
  static async start(
    options: LockModuleOptions & LockModuleExtras,
    logger: RecordingLogger,
  ): Promise<GuardApp> {
    const clock = new MovableClock();
    const notifier = new CapturingNotifier();
    const moduleRef = await lockTestingModule({
      // These tests sign in more often than the sign-in limit allows; it has its own suite (lock-login-limit).
      imports: [
        LockModule.forRoot({ loginCodeNotifier: notifier, loginLimit: { enabled: false }, ...options }),
      ],
      controllers: [DoorsController],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .setLogger(logger)
      .compile();
    const app = moduleRef.createNestApplication();
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    return new GuardApp(moduleRef, app, `http://127.0.0.1:${port}`, clock, notifier);
  }

  /** Sends the request (JSON body, or a raw string as is) with the session as bearer token. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    options: { json?: unknown; raw?: string; session?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.session !== undefined) headers.authorization = `Bearer ${options.session}`;
    if (options.json !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    });
    const text = await response.text();
    this.texts.push(text);
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body, text };
  }

  /** Logs in with the password and answers the login's JSON body (status 200 asserted). */
  async login(user: { email: string; password: string }): Promise<Record<string, string>> {
    const answer = await this.call('POST', '/lock/auth/login', {
      json: { email: user.email, password: user.password },
    });
    expect(answer.status).toBe(200);
    return answer.body as Record<string, string>;
  }

  /** Password, then the code the notifier got: the session token. */
  async signIn(user: { email: string; password: string }): Promise<string> {
    const { challenge } = await this.login(user);
    const answer = await this.verify(challenge, this.notifier.lastCodeFor(user.email));
    expect(answer.status).toBe(200);
    return (answer.body as { session: string }).session;
  }

  verify(challenge: string, code: string): Promise<Answer> {
    return this.call('POST', '/lock/auth/verify', { json: { challenge, code } });
  }

  close(): Promise<void> {
    return this.app.close();
  }
}

/** Another six-digit code than the right one. */
function wrongCode(code: string): string {
  return ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');
}

/** The 401 answer body of a failed sign-in with this message. */
function unauthorized(message: string) {
  return { statusCode: 401, message, error: 'Unauthorized' };
}

describeOnDatabases('the lock guard over HTTP', (database) => {
  jest.setTimeout(60_000);

  let restoreEnv: () => void = () => undefined;
  let databaseUrl: string;
  let main: GuardApp;
  let harness: CommandHarness;
  const logger = new RecordingLogger();
  const extraApps: GuardApp[] = [];

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    databaseUrl = await database.freshUrl();
    harness = new CommandHarness();
    await harness.run(
      [LockModule.forRoot({ databaseUrl }), LockCommandsModule],
      ['lock:account-create', '--key=depot', '--name=Depot'],
    );
    await harness.run(
      [LockModule.forRoot({ databaseUrl }), LockCommandsModule],
      [
        'lock:user-create',
        `--email=${BOB.email}`,
        `--name=${BOB.name}`,
        `--password=${BOB.password}`,
        '--account=depot',
        '--no-2fa',
      ],
    );
    expect(harness.output.failed).toEqual([]);
    process.exitCode = undefined;
    // Started after the commands, whose app would take Nest's static logger over.
    main = await GuardApp.start(
      { databaseUrl, sessionLifetime: SESSION_LIFETIME, authController: true },
      logger,
    );
    await main.moduleRef.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY).register('office', 'Office');
    await main.moduleRef.get(LockUsers).create({ ...ALICE, accountKeys: ['office'] });
  });

  afterEach(() => {
    // No answer and no log line of any app ever holds a password or a login code.
    const apps = [main, ...extraApps].filter((app) => app !== undefined);
    const seen = [...apps.flatMap((app) => app.texts), ...logger.lines, harness.everything()].join('\n');
    for (const password of [ALICE.password, BOB.password]) expect(seen).not.toContain(password);
    for (const { code } of apps.flatMap((app) => app.notifier.sent)) {
      expect(seen).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
    }
  });

  afterAll(async () => {
    for (const app of [main, ...extraApps.splice(0)]) await app?.close();
    restoreEnv();
  });

  const startExtraApp = async (options: LockModuleOptions & LockModuleExtras): Promise<GuardApp> => {
    const app = await GuardApp.start({ databaseUrl, ...options }, logger);
    extraApps.push(app);
    return app;
  };

  describe('login', () => {
    it('with login codes on: the password gives a challenge, the notifier gets the code, the code a session', async () => {
      const before = main.clock.now();
      const login = await main.login(ALICE);
      expect(Object.keys(login).sort()).toEqual(['challenge', 'expiresAt']);
      expect(login.challenge).toMatch(TOKEN);
      const sent = main.notifier.sent.at(-1)!;
      expect(sent.user.email).toBe(ALICE.email);
      expect(sent.code).toMatch(/^\d{6}$/);
      expect(new Date(login.expiresAt)).toEqual(sent.expiresAt);
      const lifetime = sent.expiresAt.getTime() - before.getTime();
      expect(lifetime).toBeGreaterThanOrEqual(CODE_LIFETIME * 1000);
      expect(lifetime).toBeLessThan(CODE_LIFETIME * 1000 + 5000);
      expect(logger.lines).toContain(
        `A login code was issued for ${ALICE.email}; it is valid until ${sent.expiresAt.toISOString()}.`,
      );

      const verified = await main.verify(login.challenge, sent.code);
      expect(verified.status).toBe(200);
      const { session, expiresAt } = verified.body as { session: string; expiresAt: string };
      expect(session).toMatch(TOKEN);
      expect(expiresAt).toMatch(ISO);
      const sessionLifetime = new Date(expiresAt).getTime() - before.getTime();
      expect(sessionLifetime).toBeGreaterThanOrEqual(SESSION_LIFETIME * 1000);
      expect(sessionLifetime).toBeLessThan(SESSION_LIFETIME * 1000 + 5000);

      const me = await main.call('GET', '/lock/auth/me', { session });
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        id: expect.any(String),
        email: ALICE.email,
        name: ALICE.name,
        accounts: ['office'],
      });
    });

    it('with login codes off: the password gives the session at once and no code is issued', async () => {
      const otpOff = await startExtraApp({ otp: { enabled: false }, authController: true });
      const login = await otpOff.login(ALICE);
      expect(Object.keys(login).sort()).toEqual(['expiresAt', 'session']);
      expect(login.session).toMatch(TOKEN);
      expect(otpOff.notifier.sent).toEqual([]);
      const me = await otpOff.call('GET', '/lock/auth/me', { session: login.session });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: ALICE.email, accounts: ['office'] });
    });

    it('a user created with --no-2fa still gets a code while login codes are on', async () => {
      const stored = await main.moduleRef.get(LockUserRepository).findByEmail(BOB.email);
      expect(stored?.user.twoFactorEnabled).toBe(false);
      const login = await main.login(BOB);
      expect(Object.keys(login).sort()).toEqual(['challenge', 'expiresAt']);
      expect(main.notifier.lastCodeFor(BOB.email)).toMatch(/^\d{6}$/);
      const verified = await main.verify(login.challenge, main.notifier.lastCodeFor(BOB.email));
      expect(verified.status).toBe(200);
    });

    it('a wrong email and a wrong password get the same answer, and both run the password hasher', async () => {
      const verify = jest.spyOn(main.moduleRef.get(PasswordHasher), 'verify');
      try {
        const unknown = await main.call('POST', '/lock/auth/login', {
          json: { email: 'nobody@example.com', password: ALICE.password },
        });
        const wrong = await main.call('POST', '/lock/auth/login', {
          json: { email: ALICE.email, password: `${ALICE.password}-wrong` },
        });
        expect(unknown.status).toBe(401);
        expect(unknown.body).toEqual(unauthorized(WRONG_CREDENTIALS_MESSAGE));
        expect(wrong.status).toBe(unknown.status);
        expect(wrong.text).toBe(unknown.text);
        expect(verify).toHaveBeenCalledTimes(2);
        expect(verify.mock.calls[0]).toEqual([ALICE.password, null]);
        expect(verify.mock.calls[1]).toEqual([`${ALICE.password}-wrong`, expect.stringMatching(/^scrypt\$/)]);
      } finally {
        verify.mockRestore();
      }
    });

    it('the email is matched regardless of case and surrounding spaces', async () => {
      const login = await main.login({ email: `  ${ALICE.email.toUpperCase()} `, password: ALICE.password });
      expect(login.challenge).toMatch(TOKEN);
    });

    it('malformed bodies get 400 without repeating what was sent', async () => {
      const cases: { path: string; json?: unknown; raw?: string }[] = [
        { path: '/lock/auth/login', json: { email: ALICE.email } },
        { path: '/lock/auth/login', json: { email: ALICE.email, password: 123456789012 } },
        { path: '/lock/auth/login', json: { email: '', password: ALICE.password } },
        { path: '/lock/auth/login', json: [ALICE.email, ALICE.password] },
        { path: '/lock/auth/login', raw: `{"email":"${ALICE.email}","password":` },
        { path: '/lock/auth/verify', json: { challenge: 'x'.repeat(43), code: 123456 } },
        { path: '/lock/auth/verify', json: { code: '123456' } },
      ];
      for (const request of cases) {
        const answer = await main.call('POST', request.path, request);
        expect({ request, status: answer.status }).toEqual({ request, status: 400 });
        expect(answer.text).not.toContain(ALICE.password);
        expect(answer.text).not.toContain('123456');
      }
    });
  });

  describe('login codes', () => {
    it('expire after ten minutes: a second before they work, at ten minutes even the right code fails', async () => {
      const first = await main.login(ALICE);
      const firstCode = main.notifier.lastCodeFor(ALICE.email);
      const second = await main.login(ALICE);
      const secondCode = main.notifier.lastCodeFor(ALICE.email);
      main.clock.advance(CODE_LIFETIME - 1);
      expect((await main.verify(second.challenge, secondCode)).status).toBe(200);
      main.clock.advance(1);
      const expired = await main.verify(first.challenge, firstCode);
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual(unauthorized('The login code has expired; sign in again.'));
    });

    it('are used once: the same challenge and code a second time fail', async () => {
      const { challenge } = await main.login(ALICE);
      const code = main.notifier.lastCodeFor(ALICE.email);
      expect((await main.verify(challenge, code)).status).toBe(200);
      const again = await main.verify(challenge, code);
      expect(again.status).toBe(401);
      expect(again.body).toEqual(unauthorized('The login code has been used already; sign in again.'));
    });

    it('lock after five wrong codes, after which even the right code fails', async () => {
      const { challenge } = await main.login(ALICE);
      const code = main.notifier.lastCodeFor(ALICE.email);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await main.verify(challenge, wrongCode(code));
        expect(wrong.status).toBe(401);
        expect(wrong.body).toEqual(unauthorized('The login code is wrong.'));
      }
      const locked = await main.verify(challenge, code);
      expect(locked.status).toBe(401);
      expect(locked.body).toEqual(unauthorized('Too many wrong login codes; sign in again.'));
    });

    it('still take the right code after four wrong ones', async () => {
      const { challenge } = await main.login(ALICE);
      const code = main.notifier.lastCodeFor(ALICE.email);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await main.verify(challenge, wrongCode(code))).status).toBe(401);
      }
      expect((await main.verify(challenge, code)).status).toBe(200);
    });

    it('compare no more than five of many parallel guesses', async () => {
      const { challenge } = await main.login(ALICE);
      const code = main.notifier.lastCodeFor(ALICE.email);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () => main.verify(challenge, wrongCode(code))),
      );
      const messages = guesses.map((guess) => (guess.body as { message: string }).message);
      expect(messages.filter((message) => message === 'The login code is wrong.')).toHaveLength(5);
      expect(messages.filter((message) => message.startsWith('Too many'))).toHaveLength(7);
      expect((await main.verify(challenge, code)).status).toBe(401);
    });

    it('of an unknown challenge fail', async () => {
      const answer = await main.verify('A'.repeat(43), '123456');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized('The login challenge is not known; sign in again.'));
    });
  });

  describe('the guarded route', () => {
    it('lets each of two users into their own account only (403 for the other, 401 without a session)', async () => {
      const sessions = { alice: await main.signIn(ALICE), bob: await main.signIn(BOB) };
      const owned: Record<string, string> = { alice: 'office', bob: 'depot' };
      const emails: Record<string, string> = { alice: ALICE.email, bob: BOB.email };
      for (const [who, session] of Object.entries(sessions)) {
        for (const account of ['office', 'depot']) {
          const answer = await main.call('GET', `/doors/${account}`, { session });
          if (owned[who] === account) {
            expect({ who, account, status: answer.status }).toEqual({ who, account, status: 200 });
            expect(answer.body).toEqual({ account, user: emails[who] });
          } else {
            expect({ who, account, status: answer.status }).toEqual({ who, account, status: 403 });
            expect(answer.body).toMatchObject({
              message: `The lock account "${account}" is not one of yours.`,
            });
          }
        }
      }
      for (const account of ['office', 'depot', 'elsewhere']) {
        expect((await main.call('GET', `/doors/${account}`)).status).toBe(401);
        expect((await main.call('GET', `/doors/${account}`, { session: 'A'.repeat(43) })).status).toBe(401);
        expect((await main.call('GET', `/doors/${account}`, { session: 'not a token' })).status).toBe(401);
      }
    });

    it('checks the parameter named by @LockAccountParam', async () => {
      const session = await main.signIn(ALICE);
      expect((await main.call('GET', '/sites/office', { session })).body).toEqual({ site: 'office' });
      expect((await main.call('GET', '/sites/depot', { session })).status).toBe(403);
      expect((await main.call('GET', '/sites/office')).status).toBe(401);
    });

    it('refuses a route whose @LockAccountParam names a parameter it does not have (403, not open to all)', async () => {
      const session = await main.signIn(ALICE);
      expect((await main.call('GET', '/buildings/office', { session })).status).toBe(403);
    });

    it('refuses a session once it has expired', async () => {
      const session = await main.signIn(ALICE);
      main.clock.advance(SESSION_LIFETIME - 1);
      expect((await main.call('GET', '/doors/office', { session })).status).toBe(200);
      main.clock.advance(1);
      expect((await main.call('GET', '/doors/office', { session })).status).toBe(401);
      expect((await main.call('GET', '/lock/auth/me', { session })).status).toBe(401);
    });

    it('refuses a session after logout; another session of the same user goes on', async () => {
      const session = await main.signIn(ALICE);
      const other = await main.signIn(ALICE);
      const logout = await main.call('POST', '/lock/auth/logout', { session });
      expect(logout.status).toBe(204);
      expect((await main.call('GET', '/doors/office', { session })).status).toBe(401);
      expect((await main.call('GET', '/lock/auth/me', { session })).status).toBe(401);
      expect((await main.call('POST', '/lock/auth/logout', { session })).status).toBe(401);
      expect((await main.call('GET', '/doors/office', { session: other })).status).toBe(200);
      expect((await main.call('POST', '/lock/auth/logout')).status).toBe(401);
    });

    it('works without the auth controller, which is opt-in', async () => {
      const withoutRoutes = await startExtraApp({ otp: { enabled: false } });
      expect((await withoutRoutes.call('POST', '/lock/auth/login', { json: ALICE })).status).toBe(404);
      const session = await main.signIn(ALICE);
      expect((await withoutRoutes.call('GET', '/doors/office', { session })).status).toBe(200);
      expect((await withoutRoutes.call('GET', '/doors/depot', { session })).status).toBe(403);
    });
  });
});

describe('LockModule extras of the guard', () => {
  /** The controllers of the users feature module that `LockModule` composes. */
  function authControllers(module: DynamicModule): unknown[] {
    const users = (module.imports ?? []).find(
      (imported): imported is DynamicModule =>
        typeof imported === 'object' && 'module' in imported && imported.module === LockUsersModule,
    );
    return users?.controllers ?? [];
  }

  it('adds LockAuthController only with authController: true, in forRoot and forRootAsync alike', () => {
    expect(authControllers(LockModule.forRoot({}))).toEqual([]);
    expect(authControllers(LockModule.forRoot({ authController: true }))).toEqual([LockAuthController]);
    expect(authControllers(LockModule.forRootAsync({ useFactory: () => ({}) }))).toEqual([]);
    expect(
      authControllers(LockModule.forRootAsync({ useFactory: () => ({}), authController: true })),
    ).toEqual([LockAuthController]);
  });
});
