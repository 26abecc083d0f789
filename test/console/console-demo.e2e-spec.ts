import { existsSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ConsoleLogger, INestApplication } from '@nestjs/common';
import { LockException, LockModule } from '../../src/lock';
import { LockDemo } from '../../src/lock/application/demo/lock-demo';
import { LOCK_DEMO_GUEST, LOCK_DEMO_OWNER } from '../../src/lock/application/demo/lock-demo-seeder';
import { isolateEnv, LOCK_ENV_PREFIXES } from '../support/isolated-env';
import { lockTestingModule } from '../support/password-hash-cost';

/** Keeps every line logged, of every level. */
class LogLines extends ConsoleLogger {
  readonly lines: string[] = [];

  override log(message: unknown): void {
    this.lines.push(String(message));
  }

  override warn(message: unknown): void {
    this.lines.push(String(message));
  }

  override error(message: unknown): void {
    this.lines.push(String(message));
  }

  override debug(): void {}
  override verbose(): void {}
}

describe('LOCK_DEMO: the console on a built-in sandbox', () => {
  let restoreEnv: () => void;
  let app: INestApplication;
  let origin: string;
  const log = new LogLines();

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    process.env.LOCK_DEMO = 'true';
    process.env.LOCK_BASE_URL = 'http://127.0.0.1:9/never-called';
    process.env.LOCK_DATABASE_URL = 'postgres://127.0.0.1:9/never-opened';
    const moduleRef = await lockTestingModule({ imports: [LockModule.forRoot()] }).compile();
    app = moduleRef.createNestApplication({ logger: log });
    await app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    restoreEnv();
  });

  /** A cookie jar and the CSRF token of the last page, over plain fetch. */
  const jar = new Map<string, string>();
  let csrf = '';
  async function send(path: string, form?: Record<string, string>): Promise<Response> {
    const response = await fetch(`${origin}${path}`, {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form === undefined ? undefined : new URLSearchParams({ _csrf: csrf, ...form }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  }
  async function page(path: string): Promise<string> {
    const text = await (await send(path)).text();
    csrf = /name="_csrf" value="([^"]+)"/.exec(text)?.[1] ?? csrf;
    return text;
  }

  it('logs where the console is, the demo users and their password, loudly', () => {
    const line = log.lines.find((candidate) => candidate.startsWith('LOCK_DEMO is on'));
    expect(line).toMatch(/a sandbox at http:\/\/127\.0\.0\.1:\d+ with made-up locks/);
    expect(line).toContain(`sign in as ${LOCK_DEMO_OWNER} (main user) or ${LOCK_DEMO_GUEST} (sub-user)`);
    expect(line).toMatch(/password [A-Za-z0-9_-]{16}/);
  });

  it('signs the demo owner in with the logged code and shows the made-up locks (not LOCK_BASE_URL, not LOCK_DATABASE_URL)', async () => {
    const password = /password ([A-Za-z0-9_-]{16})/.exec(log.lines.join('\n'))![1];
    await page('/lock/sign-in');
    expect((await send('/lock/sign-in', { email: LOCK_DEMO_OWNER, password })).headers.get('location')).toBe(
      '/lock/sign-in/code',
    );
    const code = /Demo login code for owner@demo\.lock\.example: (\d{6})/.exec(log.lines.join('\n'))![1];
    await page('/lock/sign-in/code');
    expect((await send('/lock/sign-in/code', { code })).status).toBe(303);
    const dashboard = await page('/lock/accounts/default');
    expect(dashboard).toContain('Locks of Harbour Office');
    expect(dashboard).toContain('Front Door');
    const depot = await page('/lock/accounts/depot');
    expect(depot).toContain('Loading Bay');
  });

  it('is refused when NODE_ENV=production, before anything starts', () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => LockModule.forRoot({ demo: true })).toThrow(LockException);
      expect(() => LockModule.forRoot({ demo: true })).toThrow(
        /LOCK_DEMO .* refused when NODE_ENV=production/,
      );
    } finally {
      process.env.NODE_ENV = saved;
    }
  });

  it("keeps none of the app's own stores: its data stays in this process and its own file", async () => {
    const demo = await LockDemo.start({}, '/lock', {});
    try {
      const over = demo.over({
        databaseUrl: 'postgres://127.0.0.1:9/real',
        tokenCache: { store: 'redis://127.0.0.1:9' },
        oauth: { tokenStore: 'cache' },
        accountRegistry: {
          all: async () => [],
          find: async () => null,
          register: async (key) => ({ key, name: null }),
        },
        tokenStore: { get: async () => null, put: async () => undefined, forget: async () => undefined },
      });
      expect(over.databaseUrl).toMatch(/^sqlite:\/\/.*lock-demo-.*\.sqlite$/);
      expect(over.tokenCache?.store).toBe('memory');
      expect(over.oauth?.tokenStore).toBe('database');
      expect(over.accountRegistry).toBeUndefined();
      expect(over.tokenStore).toBeUndefined();
    } finally {
      await demo.onApplicationShutdown();
    }
  });

  it('removes its temporary database and stops its sandbox at shutdown', async () => {
    const demo = await LockDemo.start({}, '/lock', {});
    const over = demo.over({});
    const file = over.databaseUrl!.replace(/^sqlite:\/\//, '');
    expect(over.baseUrl).toBe(demo.baseUrl);
    writeFileSync(file, ''); // as the first use of the database would
    await fetch(`${demo.baseUrl}/smartlock`);
    await demo.onApplicationShutdown();
    expect(existsSync(file)).toBe(false);
    await expect(fetch(`${demo.baseUrl}/smartlock`)).rejects.toThrow();
  });
});
