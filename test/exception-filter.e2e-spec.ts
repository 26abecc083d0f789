import {
  Controller,
  Get,
  HttpException,
  INestApplication,
  Inject,
  Module,
  Param,
  type DynamicModule,
  type Provider,
} from '@nestjs/common';
import { APP_FILTER, HttpAdapterHost } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { IntegrationExceptionFilter } from '../src';
import { AccountingApi, AccountingModule } from '../src/accounting';
import { MissingPeerException } from '../src/common/peers/optional-peer';
import { DeliveryClient, DeliveryModule } from '../src/delivery';
import { Lock, LockModule } from '../src/lock';
import { LockAccountDisabledException } from '../src/lock/errors/lock-account-disabled.exception';
import { LockDatabaseUnavailableException } from '../src/lock/errors/lock-database-unavailable.exception';
import { LockPermissionException } from '../src/lock/errors/lock-permission.exception';
import { LockLoginLimitException } from '../src/lock/application/users/lock-login-limit.exception';
import { AccountingSandbox, DeliverySandbox, LockSandbox } from '../src/testing';
import { randomAppKey } from './support/delivery-app';
import { FaultProxy, startFaultProxy } from './support/fault-proxy';
import { lockSandboxOptions } from './support/lock-app';
import { RecordingLogger } from './support/recording-logger';

/**
 * Issue 23 "an opt-in exception filter": a real Nest app on 127.0.0.1 whose routes call the three clients against
 * the sandboxes, the lock API through a TCP fault proxy; with `IntegrationExceptionFilter` an outage is a 502, 503
 * or 504 (with `Retry-After` where known), never a 500; without it, Nest's default makes it a 500.
 */

/** What an upstream error body holds: it must never reach the app's client. */
const UPSTREAM_BODY = { message: 'upstream-internals-7f3a' };

/** Package exceptions a route throws as they are, by name (those that need no remote API). */
const THROWN: Record<string, () => unknown> = {
  'login-limit': () => new LockLoginLimitException(42),
  database: () =>
    new LockDatabaseUnavailableException(
      'PostgreSQL 127.0.0.1:5432/lock',
      'connect ECONNREFUSED 127.0.0.1:5432',
    ),
  permission: () =>
    new LockPermissionException('ann@example.test', 'unlock', 'depot', 7, 'no grant holds it'),
  disabled: () => new LockAccountDisabledException('depot'),
  'missing-peer': () => new MissingPeerException('pg', 'the lock database (PostgreSQL)'),
  plain: () => new Error('not from the package'),
  teapot: () => new HttpException('short and stout', 418),
};

@Controller()
class ProbeController {
  constructor(
    @Inject(Lock) private readonly lock: Lock,
    @Inject(DeliveryClient) private readonly delivery: DeliveryClient,
    @Inject(AccountingApi) private readonly accounting: AccountingApi,
  ) {}

  @Get('lock/smartlocks')
  smartlocks(): Promise<unknown> {
    return this.lock.smartlocks().all();
  }

  @Get('delivery/status')
  status(): Promise<unknown> {
    return this.delivery.status({ functioneelId: 'f-1' });
  }

  @Get('delivery/no-filter')
  noFilter(): Promise<unknown> {
    return this.delivery.status({});
  }

  @Get('accounting/company')
  company(): Promise<unknown> {
    return this.accounting.getCompanyInfo();
  }

  @Get('thrown/:name')
  thrown(@Param('name') name: string): never {
    throw THROWN[name]();
  }
}

interface Harness {
  lock: LockSandbox;
  delivery: DeliverySandbox;
  accounting: AccountingSandbox;
  proxy: FaultProxy;
}

/** How the filter is registered, or not at all. */
type Registration = 'app-filter' | 'use-global-filters' | 'none';

interface ProbeApp {
  app: INestApplication;
  logger: RecordingLogger;
  get(
    path: string,
  ): Promise<{ status: number; headers: Headers; body: Record<string, unknown>; text: string }>;
}

function probeModule(harness: Harness, providers: Provider[]): DynamicModule {
  const lockUrl = `http://127.0.0.1:${harness.proxy.port}`;
  @Module({})
  class ProbeModule {}
  return {
    module: ProbeModule,
    imports: [
      LockModule.forRoot(
        lockSandboxOptions(harness.lock, { baseUrl: lockUrl, http: { retries: 1, timeout: 0.5 } }),
      ),
      DeliveryModule.forRoot({
        ...harness.delivery.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomAppKey() },
      }),
      AccountingModule.forRoot({
        ...harness.accounting.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomAppKey() },
      }),
    ],
    controllers: [ProbeController],
    providers,
  };
}

async function startProbeApp(harness: Harness, registration: Registration): Promise<ProbeApp> {
  const logger = new RecordingLogger();
  const providers =
    registration === 'app-filter' ? [{ provide: APP_FILTER, useClass: IntegrationExceptionFilter }] : [];
  const moduleRef = await Test.createTestingModule({ imports: [probeModule(harness, providers)] })
    .setLogger(logger)
    .compile();
  const app = moduleRef.createNestApplication({ logger });
  if (registration === 'use-global-filters') {
    app.useGlobalFilters(new IntegrationExceptionFilter(app.get(HttpAdapterHost).httpAdapter));
  }
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  return {
    app,
    logger,
    get: async (path) => {
      const response = await fetch(`${base.replace('[::1]', '127.0.0.1')}${path}`);
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON: the test reads `text`.
      }
      return { status: response.status, headers: response.headers, body, text };
    },
  };
}

describe('IntegrationExceptionFilter (e2e)', () => {
  const harness = {} as Harness;

  beforeAll(async () => {
    harness.lock = await LockSandbox.start();
    harness.delivery = await DeliverySandbox.start();
    harness.accounting = await AccountingSandbox.start();
    const lockUrl = new URL(harness.lock.baseUrl);
    harness.proxy = await startFaultProxy({ host: lockUrl.hostname, port: Number(lockUrl.port) });
  });

  afterAll(async () => {
    await harness.proxy?.close();
    await Promise.all([harness.lock?.close(), harness.delivery?.close(), harness.accounting?.close()]);
  });

  afterEach(async () => {
    await harness.proxy.pass();
    for (const sandbox of [harness.lock, harness.delivery, harness.accounting]) sandbox.clearFaults();
  });

  describe.each<Registration>(['app-filter', 'use-global-filters'])('registered with %s', (registration) => {
    let probe: ProbeApp;

    beforeAll(async () => {
      probe = await startProbeApp(harness, registration);
    });

    afterAll(async () => {
      await probe?.app.close();
    });

    it('a call that works is untouched', async () => {
      await expect(probe.get('/lock/smartlocks')).resolves.toMatchObject({ status: 200 });
    });

    it.each([
      [
        'lock',
        '/lock/smartlocks',
        () => harness.lock.failNext(5, 500, UPSTREAM_BODY, { path: '/smartlock' }),
      ],
      [
        'delivery',
        '/delivery/status',
        () => harness.delivery.failNext(5, 502, UPSTREAM_BODY, { path: /\/status$/ }),
      ],
      [
        'accounting',
        '/accounting/company',
        () => harness.accounting.failNext(5, 500, UPSTREAM_BODY, { path: /company/i }),
      ],
    ])('an upstream 5xx of %s is a 502 without the upstream body', async (_name, path, fault) => {
      fault();
      const answer = await probe.get(path);

      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'An upstream service answered with an error.',
      });
      expect(answer.text).not.toContain(UPSTREAM_BODY.message);
    });

    it("an upstream's rate limit (429) is a 503", async () => {
      harness.lock.failNext(5, 429, UPSTREAM_BODY, { path: '/smartlock' });
      const answer = await probe.get('/lock/smartlocks');

      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    });

    it.each([
      ['lock', '/lock/smartlocks', () => harness.lock, { path: '/smartlock' }],
      ['delivery', '/delivery/status', () => harness.delivery, { path: /\/status$/ }],
      ['accounting', '/accounting/company', () => harness.accounting, { path: /company/i }],
    ] as const)(
      "an upstream 429 or 503 of %s is a 503 with the upstream's Retry-After, and none without one",
      async (_name, path, sandbox, target) => {
        sandbox().failNext(5, 429, UPSTREAM_BODY, target, { 'Retry-After': '42' });
        const limited = await probe.get(path);
        expect(limited.status).toBe(503);
        expect(limited.headers.get('retry-after')).toBe('42');
        sandbox().clearFaults();

        const at = new Date(Date.now() + 120_000).toUTCString();
        sandbox().failNext(5, 503, UPSTREAM_BODY, target, { 'Retry-After': at });
        const unavailable = await probe.get(path);
        expect(unavailable.status).toBe(503);
        expect(unavailable.body).toMatchObject({
          message: 'An upstream service is unavailable; try again later.',
        });
        expect(Number(unavailable.headers.get('retry-after'))).toBeGreaterThanOrEqual(115);
        expect(Number(unavailable.headers.get('retry-after'))).toBeLessThanOrEqual(120);
        sandbox().clearFaults();

        sandbox().failNext(5, 503, UPSTREAM_BODY, target);
        const plain = await probe.get(path);
        expect(plain.status).toBe(503);
        expect(plain.headers.get('retry-after')).toBeNull();
      },
    );

    it('a refused connection is a 503', async () => {
      await harness.proxy.refuse();
      const answer = await probe.get('/lock/smartlocks');

      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'An upstream service cannot be reached; try again later.',
      });
    });

    it('a reset connection is a 503', async () => {
      harness.lock.dropNext(5, { path: '/smartlock' });
      const answer = await probe.get('/lock/smartlocks');

      expect(answer.status).toBe(503);
    });

    it('a timeout is a 504', async () => {
      await harness.proxy.blackhole();
      const answer = await probe.get('/lock/smartlocks');

      expect(answer.status).toBe(504);
      expect(answer.body).toEqual({
        statusCode: 504,
        error: 'Gateway Timeout',
        message: 'An upstream service did not answer in time.',
      });
    });

    it('the sign-in limit is a 429 with Retry-After', async () => {
      const answer = await probe.get('/thrown/login-limit');

      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('42');
      expect(answer.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many sign-in attempts; try again in 42 seconds.',
      });
    });

    it('the lock database down is a 503 with Retry-After that does not name the database', async () => {
      const answer = await probe.get('/thrown/database');

      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.text).not.toContain('5432');
    });

    it.each(['permission', 'disabled'])('a lock %s refusal is a 403 with its message', async (name) => {
      const answer = await probe.get(`/thrown/${name}`);

      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      expect(answer.body.message).toEqual(expect.stringContaining('depot'));
    });

    it('an invalid argument is a 400 with its message', async () => {
      const answer = await probe.get('/delivery/no-filter');

      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it("a package exception it does not map is Nest's default 500", async () => {
      const answer = await probe.get('/thrown/missing-peer');

      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ statusCode: 500, message: 'Internal server error' });
    });

    it('exceptions not from the package pass through untouched', async () => {
      await expect(probe.get('/thrown/plain')).resolves.toMatchObject({ status: 500 });
      await expect(probe.get('/thrown/teapot')).resolves.toMatchObject({
        status: 418,
        body: { statusCode: 418, message: 'short and stout' },
      });
    });

    it('logs a 5xx it answers with the redacted reason, once a minute per exception and status', async () => {
      await probe.get('/thrown/database');
      await probe.get('/thrown/database');

      const outages = probe.logger
        .eventsOf('IntegrationExceptionFilter')
        .filter((event) => event.exception === 'LockDatabaseUnavailableException');
      expect(outages).toEqual([
        {
          level: 'error',
          msg: 'Integration failure answered',
          exception: 'LockDatabaseUnavailableException',
          status: 503,
          reason: expect.stringContaining('PostgreSQL 127.0.0.1:5432/lock'),
        },
      ]);
      expect(probe.logger.eventsOf('IntegrationExceptionFilter')).toContainEqual(
        expect.objectContaining({ exception: 'ConnectionException', status: 504 }),
      );
    });
  });

  describe('without the filter', () => {
    let probe: ProbeApp;

    beforeAll(async () => {
      probe = await startProbeApp(harness, 'none');
    });

    afterAll(async () => {
      await probe?.app.close();
    });

    it("an upstream 5xx, a timeout and the sign-in limit are Nest's default 500", async () => {
      harness.lock.failNext(5, 500, UPSTREAM_BODY, { path: '/smartlock' });
      await expect(probe.get('/lock/smartlocks')).resolves.toMatchObject({ status: 500 });
      await harness.proxy.blackhole();
      await expect(probe.get('/lock/smartlocks')).resolves.toMatchObject({ status: 500 });
      await expect(probe.get('/thrown/login-limit')).resolves.toMatchObject({ status: 500 });
    });
  });
});
