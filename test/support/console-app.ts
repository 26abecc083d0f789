import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { TestingModule } from '@nestjs/testing';
import { AccountCredentials, DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import {
  LOCK_CLOCK,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LockModule,
  LockUser,
  LoginCodeContext,
  LoginCodeNotifier,
} from '../../src/lock';
import { LockGrant, LockGrantInput, LockGrants } from '../../src/lock/application/access';
import { LockUsers } from '../../src/lock/application/users';
import type { LockConsoleOptions } from '../../src/lock/interfaces/lock-console-options.interface';
import type { LockModuleOptions } from '../../src/lock';
import { LockSandbox } from '../../src/testing';
import { listenOnLoopback } from './lock-auth-app';
import { lockTestingModule } from './password-hash-cost';
import { SettableClock } from './settable-clock';

/** Keeps every code the module sends, with its purpose. */
export class CodeInbox implements LoginCodeNotifier {
  readonly sent: { email: string; code: string; purpose: string }[] = [];

  notify(user: LockUser, code: string, _expiresAt: Date, context: LoginCodeContext): void {
    this.sent.push({ email: user.email, code, purpose: context.purpose });
  }

  /** The last code sent to the email (of the purpose, default login). */
  lastCode(email: string, purpose = 'login'): string {
    const found = this.sent.filter((sent) => sent.email === email && sent.purpose === purpose).at(-1);
    if (found === undefined) throw new Error(`no ${purpose} code was sent to ${email}`);
    return found.code;
  }
}

/** How to start a console app. */
export interface ConsoleAppOptions {
  /** The module's database (default: a new SQLite file). */
  databaseUrl?: string;
  /** Console options over `{ enabled: true }`. */
  console?: LockConsoleOptions;
  /** Module options over the sandbox's. */
  lock?: LockModuleOptions;
}

/** The password every user of these apps has. */
export const CONSOLE_TEST_PASSWORD = 'correct horse battery';

/**
 * A Nest app with the lock console on (`/lock`), its API client pointed at a `LockSandbox`, an SQLite (or given)
 * database with the two sandbox accounts stored with their API tokens (`default`: Harbour Office, `depot`: Depot
 * North), a settable clock and an inbox of login codes. Express trusts loopback proxies, so a test may send
 * `X-Forwarded-For` / `X-Forwarded-Proto`.
 */
export class ConsoleApp {
  private constructor(
    readonly moduleRef: TestingModule,
    private readonly app: INestApplication,
    /** `http://127.0.0.1:<port>`. */
    readonly origin: string,
    readonly sandbox: LockSandbox,
    readonly clock: SettableClock,
    readonly inbox: CodeInbox,
  ) {}

  /** Boots the sandbox and the app, and stores the two accounts. */
  static async start(options: ConsoleAppOptions = {}): Promise<ConsoleApp> {
    const sandbox = await LockSandbox.start();
    const clock = new SettableClock();
    const inbox = new CodeInbox();
    const appKey = `base64:${randomBytes(32).toString('base64')}`;
    const moduleRef = await lockTestingModule({
      imports: [
        LockModule.forRoot({
          baseUrl: sandbox.baseUrl,
          tokenResolver: 'database',
          databaseUrl:
            options.databaseUrl ?? `sqlite://${join(tmpdir(), `lock-console-${randomUUID()}.sqlite`)}`,
          tokenCache: { enabled: false, appKey },
          http: { retries: 1 },
          prune: { enabled: false },
          // Suites sign the same users in many times; the sign-in limit has suites of its own.
          loginLimit: { enabled: false },
          loginCodeNotifier: inbox,
          ...options.lock,
          console: { enabled: true, ...options.console },
        }),
      ],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .compile();
    const { app, origin } = await listenOnLoopback(moduleRef);
    const consoleApp = new ConsoleApp(moduleRef, app, origin, sandbox, clock, inbox);
    const [office, depot] = sandbox.data.accounts.map(({ account }) => account.accountId);
    await consoleApp.addAccount('default', 'Harbour Office', sandbox.apiToken(office));
    await consoleApp.addAccount('depot', 'Depot North', sandbox.apiToken(depot));
    return consoleApp;
  }

  /** The console's address, `http://127.0.0.1:<port>/lock`, with the path appended. */
  url(path = ''): string {
    return `${this.origin}/lock${path}`;
  }

  /** Stores an account with its API token (encrypted), as `lock:account-create --token` does. */
  async addAccount(key: string, name: string, token: string): Promise<void> {
    const registry = this.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    await registry.create(key, name, this.moduleRef.get(AccountCredentials).seal(key, token));
  }

  /** Creates a main user owning the accounts (`lock:user-create --account`). */
  addMainUser(email: string, accountKeys: string[], name = 'Owner'): Promise<LockUser> {
    return this.moduleRef
      .get(LockUsers)
      .create({ email, name, password: CONSOLE_TEST_PASSWORD, accountKeys });
  }

  /** Creates a sub-user of the main user (`lock:user-create --parent`). */
  addSubUser(email: string, parentEmail: string, name = 'Guest'): Promise<LockUser> {
    return this.moduleRef
      .get(LockUsers)
      .create({ email, name, password: CONSOLE_TEST_PASSWORD, parentEmail });
  }

  /** Grants a sub-user a lock (`lock:user-grant`). */
  grant(input: LockGrantInput): Promise<LockGrant> {
    return this.moduleRef.get(LockGrants).grant(input);
  }

  /** Stops the app, then the sandbox. */
  async close(): Promise<void> {
    await this.app.close();
    await this.sandbox.close();
  }
}
