import { Controller, Get, INestApplication, Module, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { HealthCheck, HealthCheckService, TerminusModule } from '@nestjs/terminus';
import { Test } from '@nestjs/testing';
import { AccountingApi, AccountingModule, AccountingModuleOptions, EchoService } from '../src/accounting';
import { DeliveryClient, DeliveryModule, DeliveryModuleOptions } from '../src/delivery';
import {
  AccountingHealthIndicator,
  DeliveryHealthIndicator,
  DeliveryHealthOptions,
  HealthCheckOptions,
  LOCK_HEALTH_DOWN_REASON,
  LockHealthIndicator,
} from '../src/health';
import { Lock, LockModule, LockModuleOptions } from '../src/lock';
import { AccountingSandbox, DeliverySandbox, LockSandbox } from '../src/testing';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey } from './support/delivery-app';
import {
  ACCOUNTING_ENV_PREFIXES,
  DELIVERY_ENV_PREFIXES,
  isolateEnv,
  LOCK_ENV_PREFIXES,
} from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { echoingBody, secretForms } from './support/secret-forms';

/**
 * The health indicators of `./health` in a real Nest app on 127.0.0.1 (issue 11, "Health and docs"), built as
 * the README's health snippet (issue 23): the app module imports each runtime module once (`forRoot`) and a
 * `HealthModule` that imports only `TerminusModule`, registers the indicators as its providers and answers
 * `/health` with `HealthCheckService.check()`; the indicators check the app's own clients. Each sandbox is made to
 * fail in turn; the answer names that one service `down` with its reason and never holds a configured secret or a
 * token.
 */

/** The options the test's `/health` route gives each indicator; a test sets them before asking. */
const checkOptions: {
  delivery?: DeliveryHealthOptions;
  accounting?: HealthCheckOptions;
  lock?: HealthCheckOptions;
} = {};

@Controller('health')
class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly delivery: DeliveryHealthIndicator,
    private readonly accounting: AccountingHealthIndicator,
    private readonly lock: LockHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.delivery.isHealthy(undefined, checkOptions.delivery),
      () => this.accounting.isHealthy(undefined, checkOptions.accounting),
      () => this.lock.isHealthy(undefined, checkOptions.lock),
    ]);
  }
}

/** The README's `HealthModule`: `TerminusModule`, the controller and the three indicators, no runtime module. */
@Module({
  imports: [TerminusModule],
  controllers: [HealthController],
  providers: [DeliveryHealthIndicator, AccountingHealthIndicator, LockHealthIndicator],
})
class HealthModule {}

/** Per-module options over the sandboxes' settings. */
interface ModuleOverrides {
  delivery?: DeliveryModuleOptions;
  accounting?: AccountingModuleOptions;
  lock?: LockModuleOptions;
}

/** What `/health` answered: the status code and the body, also as the raw text. */
interface HealthAnswer {
  status: number;
  body: {
    status: string;
    info?: Record<string, Record<string, unknown>>;
    error?: Record<string, Record<string, unknown>>;
  };
  text: string;
}

const UP = { status: 'up' };

describe('Health indicators (e2e: TerminusModule app against the three sandboxes)', () => {
  jest.setTimeout(30_000);

  let delivery: DeliverySandbox;
  let accounting: AccountingSandbox;
  let lock: LockSandbox;
  let appKey: string;
  let app: INestApplication | undefined;
  let logger: CapturedLogger;
  let restoreEnv: () => void = () => undefined;

  /**
   * Boots the host app (the runtime modules pointed at the sandboxes, and `HealthModule`) and listens on 127.0.0.1,
   * a free port.
   */
  async function startApp(overrides: ModuleOverrides = {}): Promise<string> {
    const tokenCache = { store: 'memory' as const, appKey };
    return startAppOf([
      DeliveryModule.forRoot({ ...delivery.clientOptions(), tokenCache, ...overrides.delivery }),
      AccountingModule.forRoot({ ...accounting.clientOptions(), tokenCache, ...overrides.accounting }),
      LockModule.forRoot(lockSandboxOptions(lock, { tokenCache, ...overrides.lock })),
      HealthModule,
    ]);
  }

  /** Boots an app module with these imports and listens on 127.0.0.1, a free port. */
  async function startAppOf(
    imports: Parameters<typeof Test.createTestingModule>[0]['imports'],
  ): Promise<string> {
    const moduleRef = await Test.createTestingModule({ imports }).setLogger(logger).compile();
    app = moduleRef.createNestApplication({ logger });
    await app.listen(0, '127.0.0.1');
    return app.getUrl();
  }

  /** Every distinct instance of the class among the providers of all the app's modules. */
  function instancesOf(type: Type): Set<unknown> {
    const found = new Set<unknown>();
    for (const module of app?.get(ModulesContainer).values() ?? []) {
      for (const wrapper of module.providers.values()) {
        if (wrapper.instance instanceof type) found.add(wrapper.instance);
      }
    }
    return found;
  }

  async function getHealth(url: string): Promise<HealthAnswer> {
    const response = await fetch(`${url}/health`);
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text), text };
  }

  /** The secrets each service knows: its configured ones and the tokens it handed out. */
  function deliverySecrets(): string[] {
    return [delivery.password, ...delivery.issuedTokens];
  }
  function accountingSecrets(): string[] {
    return [accounting.clientKey, accounting.subscriptionKey ?? '', ...accounting.issuedTokens];
  }
  function lockSecrets(): string[] {
    const { apiToken, oauth } = lock.clientOptions();
    return [apiToken, oauth.clientSecret];
  }

  /** Every configured secret (the APP_KEY too) and every token the sandboxes handed out. */
  function secrets(): string[] {
    return [...deliverySecrets(), ...accountingSecrets(), ...lockSecrets(), appKey].filter(
      (secret) => secret !== '',
    );
  }

  /** Fails when the text holds any secret in any common form. */
  function expectNoSecret(text: string): void {
    for (const secret of secrets()) {
      for (const form of Object.values(secretForms(secret))) expect(text).not.toContain(form);
    }
  }

  beforeEach(async () => {
    restoreEnv = isolateEnv([...DELIVERY_ENV_PREFIXES, ...ACCOUNTING_ENV_PREFIXES, ...LOCK_ENV_PREFIXES]);
    [delivery, accounting, lock] = await Promise.all([
      DeliverySandbox.start(),
      AccountingSandbox.start(),
      LockSandbox.start(),
    ]);
    appKey = randomAppKey();
    logger = new CapturedLogger();
    for (const service of ['delivery', 'accounting', 'lock'] as const) delete checkOptions[service];
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await Promise.all([delivery.close(), accounting.close(), lock.close()]);
    restoreEnv();
  });

  it('answers 200 with delivery, accounting and lock up, after asking each service', async () => {
    const url = await startApp();

    const answer = await getHealth(url);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      info: {
        delivery: { ...UP, token: 'held' },
        accounting: { ...UP, api: 'answered', responseTimeMs: expect.any(Number) },
        lock: { ...UP, api: 'answered' },
      },
      error: {},
      details: expect.any(Object),
    });
    expect(delivery.tokenRequests()).toHaveLength(1);
    expect(delivery.statusRequests()).toHaveLength(0);
    expect(accounting.requestsTo('GET', '/v2/echo/resource')).toHaveLength(1);
    expect(lock.requestsTo('GET', '/account')).toHaveLength(1);
    expectNoSecret(answer.text);
  });

  it("checks the app's own clients: one token request per service for an app call and a check, one client of each", async () => {
    // No token cache: a second client could not borrow the first one's token, it would request its own.
    const tokenCache = { enabled: false };
    const url = await startApp({ delivery: { tokenCache }, accounting: { tokenCache } });
    await app?.get(DeliveryClient).status({ functioneelId: 'health-check-suite' });
    await app?.get(AccountingApi).getCompanyInfo();

    const answer = await getHealth(url);

    expect(answer.status).toBe(200);
    expect(delivery.tokenRequests()).toHaveLength(1);
    expect(accounting.tokenRequests()).toHaveLength(1);
    for (const client of [DeliveryClient, AccountingApi, EchoService, Lock]) {
      expect([client.name, instancesOf(client).size]).toEqual([client.name, 1]);
    }
  });

  it('reports each service down, naming the module to import, when the app has none of the runtime modules', async () => {
    const url = await startAppOf([HealthModule]);

    const answer = await getHealth(url);

    expect(answer.status).toBe(503);
    const importHint = (indicator: string, module: string) =>
      `${indicator} needs ${module} in the same app: import ${module}.forRoot() or ${module}.forRootAsync() once, ` +
      'e.g. in the AppModule';
    expect(answer.body.error).toEqual({
      delivery: { status: 'down', message: importHint('DeliveryHealthIndicator', 'DeliveryModule') },
      accounting: {
        status: 'down',
        message: importHint('AccountingHealthIndicator', 'AccountingModule'),
        httpStatus: 0,
      },
      lock: { status: 'down', message: importHint('LockHealthIndicator', 'LockModule') },
    });
  });

  it('gives 503 with delivery down and its reason when the token endpoint refuses', async () => {
    const url = await startApp();
    delivery.failNext(1, 503, echoingBody('token service paused', deliverySecrets()), {
      path: delivery.tokenPath,
    });

    const answer = await getHealth(url);

    expect(answer.status).toBe(503);
    expect(answer.body.status).toBe('error');
    expect(answer.body.error).toEqual({
      delivery: {
        status: 'down',
        message: expect.stringMatching(
          /^Delivery token request failed\. HTTP status: 503\. .*token service paused/,
        ),
      },
    });
    expect(answer.body.info).toMatchObject({ accounting: UP, lock: UP });
    expectNoSecret(answer.text);
    expectNoSecret([...logger.errors, ...logger.warnings].join('\n'));
  });

  it('gives 503 with accounting down, its reason and HTTP status when the echo call fails', async () => {
    const url = await startApp();
    accounting.failNext(1, 500, echoingBody('echo backend failed', accountingSecrets()), {
      path: '/v2/echo/resource',
    });

    const answer = await getHealth(url);

    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      accounting: {
        status: 'down',
        message: expect.stringContaining('echo backend failed'),
        httpStatus: 500,
      },
    });
    expect(answer.body.info).toMatchObject({ delivery: UP, lock: UP });
    expectNoSecret(answer.text);
    expectNoSecret([...logger.errors, ...logger.warnings].join('\n'));
  });

  it('asks the lock API afresh at each check: stopping it turns lock down at the next one', async () => {
    const url = await startApp({ lock: { http: { retries: 1 } } });
    expect((await getHealth(url)).status).toBe(200);

    await lock.close();
    const answer = await getHealth(url);

    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ lock: { status: 'down', message: LOCK_HEALTH_DOWN_REASON } });
    expect(answer.body.info).toMatchObject({ delivery: UP, accounting: UP });
    expectNoSecret(answer.text);
  });

  it('gives lock down when its API refuses the token, with no secret from the echoed body', async () => {
    const url = await startApp();
    lock.failNext(1, 401, echoingBody('token revoked', lockSecrets()), { path: '/account' });

    const answer = await getHealth(url);

    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ lock: { status: 'down', message: LOCK_HEALTH_DOWN_REASON } });
    expectNoSecret(answer.text);
  });

  it("never waits longer than the clients' own timeouts: services that do not answer are down", async () => {
    const url = await startApp({
      delivery: { timeout: 1 },
      accounting: { timeout: 1 },
      lock: { http: { timeout: 1, retries: 1 } },
    });
    for (const sandbox of [delivery, accounting, lock]) sandbox.delayNext(10_000, 5);

    const started = performance.now();
    const answer = await getHealth(url);
    const elapsedMs = performance.now() - started;

    expect(answer.status).toBe(503);
    expect(Object.keys(answer.body.error ?? {}).sort()).toEqual(['accounting', 'delivery', 'lock']);
    expect(answer.body.error?.delivery.message).toMatch(/no answer within 1000 ms$/);
    expect(answer.body.error?.accounting).toMatchObject({
      message: expect.stringMatching(/no answer within 1000 ms$/),
      httpStatus: 0,
    });
    expect(elapsedMs).toBeLessThan(3_000);
    expectNoSecret(answer.text);
  });

  it('reports each service down, naming what is missing, when no account is configured', async () => {
    const url = await startApp({
      delivery: { username: '', password: '' },
      accounting: { clientKey: '' },
      lock: { apiToken: '' },
    });

    const answer = await getHealth(url);

    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      delivery: { status: 'down', message: 'Delivery API config is incomplete (username, password).' },
      accounting: {
        status: 'down',
        message: 'Accounting API config is incomplete: no client key (ACCOUNTING_CLIENT_KEY).',
        httpStatus: 0,
      },
      lock: { status: 'down', message: LOCK_HEALTH_DOWN_REASON },
    });
    expect(delivery.requests).toHaveLength(0);
    expect(accounting.requests).toHaveLength(0);
    expect(lock.requestsTo('GET', '/account')).toHaveLength(0);
    expectNoSecret(answer.text);
  });
  describe('issue 33, row 11: what the delivery check asks', () => {
    it('by default says it only checked the token: with the delivery API down it still reports token: held', async () => {
      const url = await startApp();
      expect((await getHealth(url)).body.info?.delivery).toEqual({ ...UP, token: 'held' });

      await delivery.close();
      const answer = await getHealth(url);

      expect(answer.body.info?.delivery).toEqual({ ...UP, token: 'held' });
    });

    it('with askApi sends one cheap status query and reports api: answered with its response time', async () => {
      checkOptions.delivery = { askApi: true };
      const url = await startApp();

      const answer = await getHealth(url);

      expect(answer.status).toBe(200);
      expect(answer.body.info?.delivery).toEqual({
        ...UP,
        token: 'held',
        api: 'answered',
        responseTimeMs: expect.any(Number),
      });
      expect(delivery.statusRequests().map((request) => request.query)).toEqual([
        { functioneelId: 'health-check' },
      ]);
      expectNoSecret(answer.text);
    });

    it('with askApi reports delivery down once its API is unreachable, naming no secret', async () => {
      checkOptions.delivery = { askApi: true };
      const url = await startApp();
      expect((await getHealth(url)).status).toBe(200);

      await delivery.close();
      const answer = await getHealth(url);

      expect(answer.status).toBe(503);
      expect(answer.body.error).toEqual({
        delivery: {
          status: 'down',
          message: expect.stringMatching(
            /^Could not reach GET http:\/\/127\.0\.0\.1:\d+\/api\/status: connection refused$/,
          ),
        },
      });
      expectNoSecret(answer.text);
    });

    it('with askApi reports delivery down with the redacted reason of a failing status endpoint', async () => {
      checkOptions.delivery = { askApi: true };
      const url = await startApp();
      delivery.failNext(1, 503, echoingBody('status service paused', deliverySecrets()), {
        path: `/api${delivery.statusPath}`,
      });

      const answer = await getHealth(url);

      expect(answer.status).toBe(503);
      expect(answer.body.error).toEqual({
        delivery: {
          status: 'down',
          message: expect.stringMatching(
            /^Delivery status request failed\. HTTP status: 503\. .*status service paused/,
          ),
        },
      });
      expectNoSecret(answer.text);
    });
  });

  describe('the timeout option, alike for the three indicators', () => {
    it("reports each service down once the health check timeout passes, before the clients' own 30 s", async () => {
      checkOptions.delivery = { askApi: true };
      const url = await startApp();
      // Tokens held first, without a short timeout (a loaded machine may take longer to fetch them): what
      // follows waits on the APIs alone. The options are read at each check.
      expect((await getHealth(url)).status).toBe(200);
      checkOptions.delivery = { askApi: true, timeout: 300 };
      checkOptions.accounting = { timeout: 300 };
      checkOptions.lock = { timeout: 300 };
      for (const sandbox of [delivery, accounting, lock]) sandbox.delayNext(20_000, 5);

      const answer = await getHealth(url);

      expect(answer.status).toBe(503);
      const timedOut = (service: string) =>
        `No answer from the ${service} API within 300 ms (the health check's timeout).`;
      expect(answer.body.error).toEqual({
        delivery: { status: 'down', message: timedOut('delivery') },
        accounting: { status: 'down', message: timedOut('accounting'), httpStatus: 0 },
        lock: { status: 'down', message: timedOut('lock') },
      });
    });

    it.each([0, -5, 1.5, 2 ** 31])(
      'reports a timeout of %s as each service down, naming the option',
      async (timeout) => {
        checkOptions.delivery = { timeout };
        checkOptions.accounting = { timeout };
        checkOptions.lock = { timeout };
        const url = await startApp();

        const answer = await getHealth(url);

        const message = `The health check option timeout must be a whole number of milliseconds from 1 to 2147483647, got ${timeout}.`;
        expect(answer.body.error).toEqual({
          delivery: { status: 'down', message },
          accounting: { status: 'down', message, httpStatus: 0 },
          lock: { status: 'down', message },
        });
        expect([...delivery.requests, ...accounting.requests, ...lock.requests]).toEqual([]);
      },
    );
  });
});
