import { AddressInfo } from 'node:net';
import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { TestingModule } from '@nestjs/testing';
import { LOCK_CLOCK, LockClock, LockModule, LockUser, LoginCodeNotifier } from '../../src/lock';
import type { LockModuleExtras, LockModuleOptions } from '../../src/lock';
import { lockTestingModule } from './password-hash-cost';

/** A clock that follows the machine's, moved forward by the tests. */
export class MovableClock implements LockClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** Keeps every login code it is given, and to whom. */
export class CapturingNotifier implements LoginCodeNotifier {
  readonly sent: { user: LockUser; code: string }[] = [];

  notify(user: LockUser, code: string): void {
    this.sent.push({ user, code });
  }

  /** The last code sent to the email. */
  lastCodeFor(email: string): string {
    const found = this.sent.filter((sent) => sent.user.email === email).at(-1);
    if (found === undefined) throw new Error(`no code was sent to ${email}`);
    return found.code;
  }
}

/**
 * The compiled test module as an Express app listening on 127.0.0.1 (a free port), trusting `X-Forwarded-*` from
 * loopback (`trust proxy`), so a test can send requests "from" other client addresses or "over" HTTPS.
 */
export async function listenOnLoopback(
  moduleRef: TestingModule,
): Promise<{ app: INestApplication; origin: string }> {
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
  app.set('trust proxy', 'loopback');
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}` };
}

/** An answer of the app: status, `Retry-After` and `Set-Cookie` headers (or null), parsed JSON body (or null). */
export interface AuthAnswer {
  status: number;
  retryAfter: string | null;
  setCookie: string | null;
  body: unknown;
}

/**
 * A host app with LockModule and its auth routes (`authController: true`), listening on 127.0.0.1, with a
 * movable clock, a capturing notifier and passwords hashed at the test cost. Express trusts `X-Forwarded-For` from loopback (`trust proxy`), so a
 * test can send attempts "from" other client addresses.
 */
export class LockAuthApp {
  private constructor(
    readonly moduleRef: TestingModule,
    private readonly app: INestApplication,
    private readonly baseUrl: string,
    readonly clock: MovableClock,
    readonly notifier: CapturingNotifier,
  ) {}

  /** Boots the app with the options (the database URL among them). */
  static async start(options: LockModuleOptions & LockModuleExtras): Promise<LockAuthApp> {
    const clock = new MovableClock();
    const notifier = new CapturingNotifier();
    const moduleRef = await lockTestingModule({
      imports: [LockModule.forRoot({ loginCodeNotifier: notifier, authController: true, ...options })],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .compile();
    const { app, origin } = await listenOnLoopback(moduleRef);
    return new LockAuthApp(moduleRef, app, origin, clock, notifier);
  }

  /**
   * `POST` of the JSON body to the path with the extra headers; `from` is sent as `X-Forwarded-For` (the client
   * address).
   */
  async post(
    path: string,
    json: unknown,
    from?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<AuthAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
    if (from !== undefined) headers['x-forwarded-for'] = from;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(json),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      setCookie: response.headers.get('set-cookie'),
      body: text === '' ? null : (JSON.parse(text) as unknown),
    };
  }

  /** `POST /lock/auth/login`; `cookie` is sent as the `Cookie` header. */
  login(user: { email: string; password: string }, from?: string, cookie?: string): Promise<AuthAnswer> {
    const body = { email: user.email, password: user.password };
    return this.post('/lock/auth/login', body, from, cookieHeader(cookie));
  }

  /** `POST /lock/auth/verify`; `cookie` is sent as the `Cookie` header. */
  verify(challenge: string, code: string, from?: string, cookie?: string): Promise<AuthAnswer> {
    return this.post('/lock/auth/verify', { challenge, code }, from, cookieHeader(cookie));
  }

  close(): Promise<void> {
    return this.app.close();
  }
}

/** The `Cookie` header of the value, or no header. */
function cookieHeader(cookie: string | undefined): Record<string, string> {
  return cookie === undefined ? {} : { cookie };
}
