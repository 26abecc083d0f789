import { createHash } from 'node:crypto';
import { CACHE_MANAGER, CacheModule } from '@nestjs/cache-manager';
import { Global, Inject, Injectable, Module, ModuleMetadata } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { Test, TestingModule } from '@nestjs/testing';
import type { Cache } from 'cache-manager';
import {
  AccountingApi,
  AccountingConfig,
  AccountingErrorSource,
  AccountingException,
  AccountingMethod,
  AccountingModule,
  AccountingModuleOptions,
  AccountingOptionsFactory,
  AccountingPayload,
  AccountingResult,
  ConnectionException,
  EchoService,
  accountingConfig,
} from '../src/accounting';
import { HttpTransport } from '../src/common/http/http-transport';
import type { TransportResponse } from '../src/common/http/transport';
import { AccountingSandbox } from '../src/testing';
import { accountingSandboxEnv, rejectionOf, startAccountingApp } from './support/accounting-app';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey } from './support/delivery-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let restoreEnv: () => void = () => undefined;
const openModules: TestingModule[] = [];
const openSandboxes: AccountingSandbox[] = [];
const openTransports: HttpTransport[] = [];

async function startSandbox(
  options: Parameters<typeof AccountingSandbox.start>[0] = {},
): Promise<AccountingSandbox> {
  const sandbox = await AccountingSandbox.start(options);
  openSandboxes.push(sandbox);
  return sandbox;
}

async function boot(metadata: ModuleMetadata, logger = new CapturedLogger()): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule(metadata).setLogger(logger).compile();
  openModules.push(moduleRef);
  await moduleRef.init();
  return moduleRef;
}

/** Boots AccountingModule.forRoot() against the sandbox (memory token cache), tracked for closing. */
async function bootApp(sandbox: AccountingSandbox, options: AccountingModuleOptions = {}) {
  const app = await startAccountingApp(sandbox, options);
  openModules.push(app.moduleRef);
  return app;
}

function transport(): HttpTransport {
  const created = new HttpTransport({ timeoutMs: 300, connectTimeoutMs: 300 });
  openTransports.push(created);
  return created;
}

function statusOf(error: unknown): number {
  return (error as AccountingException).status();
}

function openTcpSockets(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length;
}

async function eventually(check: () => boolean, withinMs = 2000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

beforeEach(() => {
  restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
});

afterEach(async () => {
  restoreEnv();
  await Promise.all(openModules.splice(0).map((moduleRef) => moduleRef.close()));
  openTransports.splice(0).forEach((created) => created.close());
  await Promise.all(openSandboxes.splice(0).map((sandbox) => sandbox.close()));
});

describe('AccountingModule.forRoot() with no argument reads the ACCOUNTING_* env variables', () => {
  it('calls the API at ACCOUNTING_BASE_URL with a token from ACCOUNTING_TOKEN_URL for ACCOUNTING_CLIENT_KEY and sends ACCOUNTING_SUBSCRIPTION_KEY', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox), { APP_KEY: randomAppKey() });
    const api = (await boot({ imports: [AccountingModule.forRoot()] })).get(AccountingApi);

    const info = await api.getCompanyInfo();

    expect(info).toEqual(sandbox.data.companyInfo);
    const [tokenRequest] = sandbox.tokenRequests();
    expect(new URLSearchParams(tokenRequest.body).get('clientkey')).toBe(sandbox.clientKey);
    expect(sandbox.apiRequests().map((request) => request.path)).toEqual(['/v2/companyInfo']);
    const [apiRequest] = sandbox.apiRequests();
    expect(apiRequest.headers.authorization).toBe(`Bearer ${sandbox.currentToken()}`);
    expect(apiRequest.headers['ocp-apim-subscription-key']).toBe(sandbox.subscriptionKey);
  });

  it('makes every kind of call with the env settings (named, generic and HEAD)', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox), { APP_KEY: randomAppKey() });
    const api = (await boot({ imports: [AccountingModule.forRoot()] })).get(AccountingApi);

    const relations = await api.getRelaties();
    const echoed = await api.get('echo/resource', { param1: 'env' });
    const head = await api.head('/relaties');
    const posted = await api.post('/echo/resource', { source: 'env' });

    expect(relations).toEqual(sandbox.data.relaties);
    expect(echoed).toEqual({ method: 'GET', query: { param1: 'env' } });
    expect(head).toEqual([]);
    expect(posted).toEqual({ method: 'POST', data: { source: 'env' } });
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it('builds its AccountingConfig from every ACCOUNTING_* variable', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox), {
      ACCOUNTING_BASE_URL: `${sandbox.baseUrl}//`,
      ACCOUNTING_TIMEOUT: '12.5',
      ACCOUNTING_CONNECT_TIMEOUT: '3',
      ACCOUNTING_TOKEN_CACHE: 'Off',
      ACCOUNTING_TOKEN_CACHE_STORE: 'memory',
    });
    const config = (await boot({ imports: [AccountingModule.forRoot()] })).get(AccountingConfig);

    expect(config.baseUrl()).toBe(sandbox.baseUrl);
    expect(config.tokenUrl()).toBe(sandbox.tokenUrl);
    expect(config.clientKey()).toBe(sandbox.clientKey);
    expect(config.subscriptionKey()).toBe(sandbox.subscriptionKey);
    expect(config.timeout()).toBe(12.5);
    expect(config.connectTimeout()).toBe(3);
    expect(config.tokenCacheEnabled()).toBe(false);
    expect(config.tokenCacheStore()).toBe('memory');
  });

  it('times out after ACCOUNTING_TIMEOUT seconds with a ConnectionException', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox), {
      ACCOUNTING_TIMEOUT: '0.2',
      ACCOUNTING_TOKEN_CACHE: 'false',
    });
    const api = (await boot({ imports: [AccountingModule.forRoot()] })).get(AccountingApi);
    sandbox.delayNext(1000, 1, { path: '/v2/companyInfo' });

    const error = await rejectionOf(api.getCompanyInfo());

    expect(error).toBeInstanceOf(ConnectionException);
    expect(error).not.toBeInstanceOf(AccountingException);
    expect((error as ConnectionException).failure).toBe('timeout');
  });

  it('lets an option given to forRoot() override the env value of that field (env client key wrong, option right)', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox), {
      ACCOUNTING_CLIENT_KEY: 'wrong-client-key',
      ACCOUNTING_BASE_URL: `${sandbox.url}/wrong`,
      ACCOUNTING_TIMEOUT: '0.2',
      APP_KEY: randomAppKey(),
    });
    const moduleRef = await boot({
      imports: [
        AccountingModule.forRoot({ clientKey: sandbox.clientKey, baseUrl: sandbox.baseUrl, timeout: 30 }),
      ],
    });
    sandbox.delayNext(400, 1, { path: '/v2/companyInfo' });

    const info = await moduleRef.get(AccountingApi).getCompanyInfo();

    expect(info).toEqual(sandbox.data.companyInfo);
    expect(new URLSearchParams(sandbox.tokenRequests()[0].body).get('clientkey')).toBe(sandbox.clientKey);
    expect(sandbox.apiRequests().map((request) => request.path)).toEqual(['/v2/companyInfo']);
    // The fields the options leave out still come from the env.
    const config = moduleRef.get(AccountingConfig);
    expect(config.tokenUrl()).toBe(sandbox.tokenUrl);
    expect(config.subscriptionKey()).toBe(sandbox.subscriptionKey);
  });

  it('uses the env value of a field the options leave out (control: the wrong env client key is sent)', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox), {
      ACCOUNTING_CLIENT_KEY: 'wrong-client-key',
      ACCOUNTING_TOKEN_CACHE: 'false',
    });
    const api = (await boot({ imports: [AccountingModule.forRoot({ timeout: 5 })] })).get(AccountingApi);

    const error = await rejectionOf(api.getCompanyInfo());

    expect(error).toBeInstanceOf(AccountingException);
    expect(statusOf(error)).toBe(400);
    expect(new URLSearchParams(sandbox.tokenRequests()[0].body).get('clientkey')).toBe('wrong-client-key');
    expect(sandbox.apiRequests()).toHaveLength(0);
  });
});

describe('AccountingModule.forRootAsync()', () => {
  let sandbox: AccountingSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('takes the options from a useFactory that injects ConfigService (ConfigModule.forRoot with load)', async () => {
    const moduleRef = await boot({
      imports: [
        AccountingModule.forRootAsync({
          imports: [
            ConfigModule.forRoot({
              ignoreEnvFile: true,
              load: [() => ({ accounting: { ...sandbox.clientOptions(), timeout: 7 } })],
            }),
          ],
          inject: [ConfigService],
          useFactory: (config: ConfigService): AccountingModuleOptions => ({
            baseUrl: config.getOrThrow<string>('accounting.baseUrl'),
            tokenUrl: config.getOrThrow<string>('accounting.tokenUrl'),
            clientKey: config.getOrThrow<string>('accounting.clientKey'),
            subscriptionKey: config.get<string>('accounting.subscriptionKey'),
            timeout: config.get<number>('accounting.timeout'),
            tokenCache: { enabled: false },
          }),
        }),
      ],
    });

    const info = await moduleRef.get(AccountingApi).getCompanyInfo();

    expect(info).toEqual(sandbox.data.companyInfo);
    expect(moduleRef.get(AccountingConfig).timeout()).toBe(7);
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it('takes the options from a useClass AccountingOptionsFactory', async () => {
    const options = sandbox.clientOptions();
    @Injectable()
    class SandboxAccountingOptions implements AccountingOptionsFactory {
      createAccountingOptions(): AccountingModuleOptions {
        return { ...options, connectTimeout: 4, tokenCache: { enabled: false } };
      }
    }
    const moduleRef = await boot({
      imports: [AccountingModule.forRootAsync({ useClass: SandboxAccountingOptions })],
    });

    const articles = await moduleRef.get(AccountingApi).getArtikelen();

    expect(articles).toEqual(sandbox.data.artikelen);
    expect(moduleRef.get(AccountingConfig).connectTimeout()).toBe(4);
  });

  it('takes the options from an existing AccountingOptionsFactory provider (useExisting), without a second instance', async () => {
    const options = sandbox.clientOptions();
    @Injectable()
    class SharedAccountingOptions implements AccountingOptionsFactory {
      static instances = 0;
      calls = 0;
      constructor() {
        SharedAccountingOptions.instances += 1;
      }
      createAccountingOptions(): AccountingModuleOptions {
        this.calls += 1;
        return { ...options, tokenCache: { enabled: false } };
      }
    }
    @Module({ providers: [SharedAccountingOptions], exports: [SharedAccountingOptions] })
    class SharedOptionsModule {}

    const moduleRef = await boot({
      imports: [
        SharedOptionsModule,
        AccountingModule.forRootAsync({
          imports: [SharedOptionsModule],
          useExisting: SharedAccountingOptions,
        }),
      ],
    });

    const relations = await moduleRef.get(AccountingApi).getRelaties();

    expect(relations).toEqual(sandbox.data.relaties);
    expect(SharedAccountingOptions.instances).toBe(1);
    expect(moduleRef.get(SharedAccountingOptions).calls).toBe(1);
  });

  it('takes the options from accountingConfig through ConfigModule.forFeature and accountingConfig.KEY', async () => {
    Object.assign(process.env, accountingSandboxEnv(sandbox), {
      ACCOUNTING_TIMEOUT: '9',
      ACCOUNTING_TOKEN_CACHE: 'false',
    });
    const received: AccountingModuleOptions[] = [];
    const moduleRef = await boot({
      imports: [
        AccountingModule.forRootAsync({
          imports: [ConfigModule.forFeature(accountingConfig)],
          inject: [accountingConfig.KEY],
          useFactory: (options: AccountingModuleOptions) => {
            received.push(options);
            return options;
          },
        }),
      ],
    });

    const info = await moduleRef.get(AccountingApi).getCompanyInfo();

    expect(received).toEqual([
      {
        baseUrl: sandbox.baseUrl,
        tokenUrl: sandbox.tokenUrl,
        clientKey: sandbox.clientKey,
        subscriptionKey: sandbox.subscriptionKey,
        timeout: '9',
        tokenCache: { enabled: 'false' },
      },
    ]);
    expect(info).toEqual(sandbox.data.companyInfo);
    expect(moduleRef.get(AccountingConfig).timeout()).toBe(9);
    expect(moduleRef.get(AccountingConfig).tokenCacheEnabled()).toBe(false);
  });

  it('lets forRootAsync options override the env value of a field', async () => {
    Object.assign(process.env, accountingSandboxEnv(sandbox), { ACCOUNTING_CLIENT_KEY: 'wrong-client-key' });
    const moduleRef = await boot({
      imports: [
        AccountingModule.forRootAsync({
          useFactory: () => ({ clientKey: sandbox.clientKey, tokenCache: { enabled: false } }),
        }),
      ],
    });

    const info = await moduleRef.get(AccountingApi).getCompanyInfo();

    expect(info).toEqual(sandbox.data.companyInfo);
    expect(new URLSearchParams(sandbox.tokenRequests()[0].body).get('clientkey')).toBe(sandbox.clientKey);
  });
});

@Injectable()
class LedgerService {
  constructor(
    @Inject(AccountingApi) readonly accounting: AccountingApi,
    @Inject('accounting') readonly aliased: AccountingApi,
  ) {}
}

@Module({ providers: [LedgerService], exports: [LedgerService] })
class LedgerModule {}

@Injectable()
class InvoiceService {
  constructor(
    @Inject(AccountingApi) readonly accounting: AccountingApi,
    @Inject(EchoService) readonly echo: EchoService,
    @Inject(AccountingConfig) readonly config: AccountingConfig,
  ) {}
}

describe('isGlobal', () => {
  let sandbox: AccountingSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('with isGlobal: true, a module that does not import AccountingModule gets AccountingApi (and its alias)', async () => {
    const moduleRef = await boot({
      imports: [
        AccountingModule.forRoot({
          ...sandbox.clientOptions(),
          isGlobal: true,
          tokenCache: { enabled: false },
        }),
        LedgerModule,
      ],
    });

    const ledger = moduleRef.get(LedgerService);

    expect(ledger.accounting).toBe(moduleRef.get(AccountingApi));
    expect(ledger.aliased).toBe(moduleRef.get(AccountingApi));
    expect(await ledger.accounting.getCompanyInfo()).toEqual(sandbox.data.companyInfo);
  });

  it('with forRootAsync({ isGlobal: true }), a module that does not import AccountingModule gets AccountingApi', async () => {
    const moduleRef = await boot({
      imports: [
        AccountingModule.forRootAsync({
          isGlobal: true,
          useFactory: () => ({ ...sandbox.clientOptions(), tokenCache: { enabled: false } }),
        }),
        LedgerModule,
      ],
    });

    expect(moduleRef.get(LedgerService).accounting).toBe(moduleRef.get(AccountingApi));
  });

  it('without isGlobal, a module that does not import AccountingModule cannot resolve AccountingApi', async () => {
    const builder = Test.createTestingModule({
      imports: [
        AccountingModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { enabled: false } }),
        LedgerModule,
      ],
    }).setLogger(new CapturedLogger());

    await expect(builder.compile()).rejects.toThrow(/AccountingApi/);
  });
});

describe('container bindings: aliases and singletons', () => {
  let sandbox: AccountingSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it("resolves 'accounting' to the very same instance as AccountingApi", async () => {
    const { moduleRef, api } = await bootApp(sandbox);

    expect(moduleRef.get('accounting')).toBe(api);
    expect(moduleRef.get('accounting')).toBeInstanceOf(AccountingApi);
  });

  it("resolves 'accounting.echo' to the very same instance as EchoService", async () => {
    const { moduleRef, echo } = await bootApp(sandbox);

    expect(moduleRef.get('accounting.echo')).toBe(echo);
    expect(moduleRef.get('accounting.echo')).toBeInstanceOf(EchoService);
  });

  it('hands out one AccountingApi and one EchoService to every get() and every consumer (singletons)', async () => {
    @Module({
      imports: [AccountingModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { enabled: false } })],
      providers: [LedgerService, InvoiceService],
    })
    class ConsumersModule {}
    const moduleRef = await boot({ imports: [ConsumersModule] });

    const api = moduleRef.get(AccountingApi);
    const ledger = moduleRef.get(LedgerService);
    const invoices = moduleRef.get(InvoiceService);

    expect(moduleRef.get(AccountingApi)).toBe(api);
    expect(moduleRef.get(EchoService)).toBe(moduleRef.get(EchoService));
    expect(moduleRef.get('accounting.echo')).toBe(moduleRef.get('accounting.echo'));
    expect(ledger.accounting).toBe(api);
    expect(ledger.aliased).toBe(api);
    expect(invoices.accounting).toBe(api);
    expect(invoices.echo).toBe(moduleRef.get(EchoService));
    // One instance means one token in memory: the second consumer and the echo service request no token.
    await ledger.accounting.getCompanyInfo();
    await invoices.accounting.getRelaties();
    const echoed = await invoices.echo.getEchoResource();
    expect(echoed.success).toBe(true);
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it('makes AccountingConfig injectable, reflecting the options merged over the env', async () => {
    Object.assign(process.env, accountingSandboxEnv(sandbox), {
      ACCOUNTING_BASE_URL: `${sandbox.baseUrl}/`,
      ACCOUNTING_TIMEOUT: '12',
      ACCOUNTING_CONNECT_TIMEOUT: '8',
      ACCOUNTING_TOKEN_CACHE: 'no',
    });
    @Module({
      imports: [
        AccountingModule.forRoot({
          connectTimeout: 2.5,
          subscriptionKey: 'from-options',
          tokenCache: { store: 'memory' },
        }),
      ],
      providers: [InvoiceService],
    })
    class ConsumersModule {}
    const moduleRef = await boot({ imports: [ConsumersModule] });

    const config = moduleRef.get(AccountingConfig);

    expect(config).toBeInstanceOf(AccountingConfig);
    expect(moduleRef.get(InvoiceService).config).toBe(config);
    expect(config.baseUrl()).toBe(sandbox.baseUrl);
    expect(config.tokenUrl()).toBe(sandbox.tokenUrl);
    expect(config.clientKey()).toBe(sandbox.clientKey);
    expect(config.subscriptionKey()).toBe('from-options');
    expect(config.timeout()).toBe(12);
    expect(config.connectTimeout()).toBe(2.5);
    expect(config.tokenCacheEnabled()).toBe(false);
    expect(config.tokenCacheStore()).toBe('memory');
  });
});

describe('an app without accounting keys boots and fails only where the client is used', () => {
  it('compiles and initialises with AccountingModule.forRoot(), and closes', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AccountingModule.forRoot()] })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();

    const api = moduleRef.get(AccountingApi);

    expect(api).toBeInstanceOf(AccountingApi);
    expect(moduleRef.get('accounting')).toBe(api);
    await expect(moduleRef.close()).resolves.toBeUndefined();
  });

  it.each<[string, (api: AccountingApi) => Promise<unknown>]>([
    ['getCompanyInfo()', (api) => api.getCompanyInfo()],
    ['getRelaties()', (api) => api.getRelaties()],
    ['get()', (api) => api.get('/relaties')],
    ['post()', (api) => api.post('/relaties', { naam: 'Nieuw' })],
    ['put()', (api) => api.put('/relaties/1', { naam: 'Nieuw' })],
    ['delete()', (api) => api.delete('/relaties/1')],
    ['head()', (api) => api.head('/relaties')],
    ['forgetToken()', (api) => api.forgetToken()],
  ])('%s rejects with AccountingException status 0 naming ACCOUNTING_CLIENT_KEY', async (_name, call) => {
    const api = (await boot({ imports: [AccountingModule.forRoot()] })).get(AccountingApi);

    const error = await rejectionOf(call(api));

    expect(error).toBeInstanceOf(AccountingException);
    expect(statusOf(error)).toBe(0);
    expect((error as AccountingException).code).toBe(0);
    expect((error as AccountingException).message).toContain('ACCOUNTING_CLIENT_KEY');
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
  ])(
    'sends nothing at all when the client key is %s (base and token URL point at the sandbox)',
    async (_label, key) => {
      const sandbox = await startSandbox();
      Object.assign(process.env, accountingSandboxEnv(sandbox), { ACCOUNTING_CLIENT_KEY: key });
      const api = (await boot({ imports: [AccountingModule.forRoot()] })).get(AccountingApi);

      const errors = await Promise.all([
        rejectionOf(api.getCompanyInfo()),
        rejectionOf(api.get('/relaties')),
        rejectionOf(api.post('/relaties', { naam: 'Nieuw' })),
        rejectionOf(api.head('/relaties')),
        rejectionOf(api.forgetToken()),
      ]);

      expect(errors.map(statusOf)).toEqual([0, 0, 0, 0, 0]);
      expect(errors.every((error) => error instanceof AccountingException)).toBe(true);
      expect(sandbox.requests).toHaveLength(0);
    },
  );

  it('sends nothing when the client key option is empty even though the env has one', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, accountingSandboxEnv(sandbox));
    const api = (await boot({ imports: [AccountingModule.forRoot({ clientKey: '' })] })).get(AccountingApi);

    const error = await rejectionOf(api.getCompanyInfo());

    expect(statusOf(error)).toBe(0);
    expect((error as Error).message).toContain('ACCOUNTING_CLIENT_KEY');
    expect(sandbox.requests).toHaveLength(0);
  });

  it.each<[string, (echo: EchoService) => Promise<unknown>]>([
    ['GET', (echo) => echo.getEchoResource()],
    ['HEAD', (echo) => echo.headEchoResource()],
    ['POST', (echo) => echo.postEchoResource()],
  ])('the echo service reports a %s failure with error_code 0 and does not throw', async (verb, call) => {
    const moduleRef = await boot({ imports: [AccountingModule.forRoot()] });

    const result = await call(moduleRef.get(EchoService));

    expect(result).toEqual({
      success: false,
      message: `Echo resource ${verb} failed`,
      error: expect.stringContaining('ACCOUNTING_CLIENT_KEY'),
      error_code: 0,
      timestamp: expect.stringMatching(ISO_UTC),
    });
  });
});

class NoTokenUrlConfig extends AccountingConfig {
  override tokenUrl(): string {
    return '';
  }
}

describe('new AccountingApi(...) throws at once on incomplete settings', () => {
  it.each([
    ['an empty client key', ''],
    ['a whitespace-only client key', ' \t '],
  ])('throws AccountingException status 0 for %s', (_label, clientKey) => {
    let thrown: unknown;
    try {
      new AccountingApi(new AccountingConfig({ clientKey }), transport(), null);
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(AccountingException);
    expect(statusOf(thrown)).toBe(0);
    expect((thrown as Error).message).toContain('ACCOUNTING_CLIENT_KEY');
  });

  it('throws AccountingException status 0 naming ACCOUNTING_TOKEN_URL for an empty token URL', () => {
    expect(() => new AccountingApi(new NoTokenUrlConfig({ clientKey: 'key' }), transport(), null)).toThrow(
      AccountingException,
    );
    try {
      new AccountingApi(new NoTokenUrlConfig({ clientKey: 'key' }), transport(), null);
    } catch (error) {
      expect(statusOf(error)).toBe(0);
      expect((error as Error).message).toContain('ACCOUNTING_TOKEN_URL');
      expect((error as Error).message).not.toContain('ACCOUNTING_CLIENT_KEY');
    }
  });

  it('builds a working client when the settings are complete (control)', async () => {
    const sandbox = await startSandbox();
    const api = new AccountingApi(new AccountingConfig(sandbox.clientOptions()), transport(), null);

    expect(await api.getCompanyInfo()).toEqual(sandbox.data.companyInfo);
  });
});

/** Adds a query parameter to every API request, then lets AccountingApi send it. */
class TenantAccountingApi extends AccountingApi {
  readonly sent: string[] = [];

  protected override sendRequest(
    method: AccountingMethod,
    uri: string,
    payload: AccountingPayload,
    token: string,
  ): Promise<TransportResponse> {
    this.sent.push(`${method} ${uri}`);
    return super.sendRequest(method, uri, { ...payload, query: { ...payload.query, tenant: 'acme' } }, token);
  }
}

/** Counts the tokens handed to the calls. */
class CountingAccountingApi extends AccountingApi {
  readonly handedOut: string[] = [];

  protected override async getAccessToken(): Promise<string> {
    const token = await super.getAccessToken();
    this.handedOut.push(token);
    return token;
  }
}

/** Records every call's method and URI. */
class RecordingAccountingApi extends AccountingApi {
  readonly calls: [AccountingMethod, string, AccountingPayload | undefined][] = [];

  protected override request(
    method: AccountingMethod,
    uri: string,
    payload?: AccountingPayload,
  ): Promise<AccountingResult> {
    this.calls.push([method, uri, payload]);
    return super.request(method, uri, payload);
  }
}

/** The error type of a subclass. */
class LedgerError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly source: AccountingErrorSource,
    readonly body: string,
  ) {
    super(`Ledger ${source} error ${httpStatus}`);
  }
}

/** Throws its own error type for every failed answer. */
class StrictAccountingApi extends AccountingApi {
  protected override handleError(response: TransportResponse, source: AccountingErrorSource = 'api'): never {
    throw new LedgerError(response.status, source, this.redactSecrets(response.body));
  }
}

const TENANT_SECRET = 'tenant-secret-4f9a1c';

/** Redacts a secret of its own besides the keys and tokens. */
class TenantRedactingApi extends AccountingApi {
  protected override redactSecrets(text: string): string {
    return super.redactSecrets(text).split(TENANT_SECRET).join('[tenant]');
  }
}

/** Shows the protected settings and token state. */
class InspectableAccountingApi extends AccountingApi {
  inspect() {
    return {
      baseUrl: this.baseUrl,
      tokenUrl: this.tokenUrl,
      clientKey: this.clientKey,
      subscriptionKey: this.subscriptionKey,
      timeout: this.timeout,
      connectTimeout: this.connectTimeout,
      accessToken: this.accessToken,
      tokenExpiresAt: this.tokenExpiresAt,
    };
  }
}

describe('subclassing AccountingApi (apiClass): the protected members are used', () => {
  let sandbox: AccountingSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('registers the apiClass as AccountingApi, its alias and the client of EchoService', async () => {
    const { moduleRef, api, echo } = await bootApp(sandbox, { apiClass: RecordingAccountingApi });

    expect(api).toBeInstanceOf(RecordingAccountingApi);
    expect(api).toBeInstanceOf(AccountingApi);
    expect(moduleRef.get('accounting')).toBe(api);
    await echo.getEchoResource({ param1: 'via-echo' });
    expect((api as RecordingAccountingApi).calls).toEqual([
      ['GET', '/echo/resource', { query: { param1: 'via-echo' } }],
    ]);
  });

  it('sends every API request through the overridden sendRequest (its query parameter reaches the API)', async () => {
    const { api } = await bootApp(sandbox, { apiClass: TenantAccountingApi });

    const info = await api.getCompanyInfo();
    const echoed = await api.get('/echo/resource', { param1: 'x' });
    await api.post('/relaties', { naam: 'Tenant BV' });

    expect(info).toEqual(sandbox.data.companyInfo);
    expect(echoed).toEqual({ method: 'GET', query: { param1: 'x', tenant: 'acme' } });
    expect((api as TenantAccountingApi).sent).toEqual([
      'GET /companyInfo',
      'GET /echo/resource',
      'POST /relaties',
    ]);
    expect(sandbox.apiRequests().map((request) => request.query.tenant)).toEqual(['acme', 'acme', 'acme']);
    // sendRequest is the API call only: the token request is not made through it.
    expect(sandbox.tokenRequests()[0].query).toEqual({});
  });

  it('sends the repeat after a 401 through sendRequest as well', async () => {
    const { api } = await bootApp(sandbox, { apiClass: TenantAccountingApi });
    await api.getCompanyInfo();
    sandbox.revokeToken();
    sandbox.clearRequests();

    await api.getCompanyInfo();

    expect((api as TenantAccountingApi).sent).toEqual([
      'GET /companyInfo',
      'GET /companyInfo',
      'GET /companyInfo',
    ]);
    expect(sandbox.apiRequests().map((request) => request.query.tenant)).toEqual(['acme', 'acme']);
  });

  it('gets every token through the overridden getAccessToken, also for the repeat after a 401', async () => {
    const { api } = await bootApp(sandbox, { apiClass: CountingAccountingApi });
    const counting = api as CountingAccountingApi;

    await api.getCompanyInfo();
    await api.getRelaties();
    const first = sandbox.currentToken();

    expect(counting.handedOut).toEqual([first, first]);
    expect(sandbox.tokenRequests()).toHaveLength(1);

    sandbox.revokeToken();
    await api.getArtikelen();

    const second = sandbox.currentToken();
    expect(second).not.toBe(first);
    expect(counting.handedOut).toEqual([first, first, first, second]);
  });

  it('routes every named and generic call through the overridden request', async () => {
    const { api } = await bootApp(sandbox, { apiClass: RecordingAccountingApi });

    await api.getCompanyInfo();
    await api.getRelaties({ $top: 1 });
    await api.head('relaties');
    await api.createRelatie({ naam: 'Recorded BV' });
    await api.put(`/relaties/${sandbox.data.relaties[0].id}`, { naam: 'Renamed' });

    expect((api as RecordingAccountingApi).calls.map(([method, uri]) => [method, uri])).toEqual([
      ['GET', '/companyInfo'],
      ['GET', '/relaties'],
      ['HEAD', 'relaties'],
      ['POST', '/relaties'],
      ['PUT', `/relaties/${sandbox.data.relaties[0].id}`],
    ]);
    expect(sandbox.apiRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v2/companyInfo',
      'GET /v2/relaties',
      'HEAD /v2/relaties',
      'POST /v2/relaties',
      `PUT /v2/relaties/${sandbox.data.relaties[0].id}`,
    ]);
  });

  it("throws the subclass's own error from handleError for an API 500 (source 'api')", async () => {
    const { api } = await bootApp(sandbox, { apiClass: StrictAccountingApi });
    sandbox.failNext(1, 500, { message: 'ledger down' }, { path: '/v2/companyInfo' });

    const error = await rejectionOf(api.getCompanyInfo());

    expect(error).toBeInstanceOf(LedgerError);
    expect(error).not.toBeInstanceOf(AccountingException);
    expect(error).toMatchObject({ httpStatus: 500, source: 'api' });
    expect((error as LedgerError).body).toContain('ledger down');
  });

  it("throws the subclass's own error from handleError for a token endpoint 400 (source 'token')", async () => {
    const { api } = await bootApp(sandbox, { apiClass: StrictAccountingApi, clientKey: 'wrong-client-key' });

    const error = await rejectionOf(api.getCompanyInfo());

    expect(error).toBeInstanceOf(LedgerError);
    expect(error).not.toBeInstanceOf(AccountingException);
    expect(error).toMatchObject({ httpStatus: 400, source: 'token' });
    expect((error as LedgerError).body).toContain('invalid_grant');
    expect(sandbox.apiRequests()).toHaveLength(0);
  });

  it('keeps the base AccountingException for the same failures without the override (control)', async () => {
    const { api } = await bootApp(sandbox, { clientKey: 'wrong-client-key' });

    const error = await rejectionOf(api.getCompanyInfo());

    expect(error).toBeInstanceOf(AccountingException);
    expect(statusOf(error)).toBe(400);
  });

  it('redacts the secret the overridden redactSecrets adds from the exception message, and still the keys', async () => {
    const { api } = await bootApp(sandbox, { apiClass: TenantRedactingApi });
    sandbox.failNext(
      1,
      500,
      { message: `tenant ${TENANT_SECRET} failed`, key: sandbox.clientKey, sub: sandbox.subscriptionKey },
      { path: '/v2/companyInfo' },
    );

    const error = await rejectionOf(api.getCompanyInfo());

    expect(error).toBeInstanceOf(AccountingException);
    expect(statusOf(error)).toBe(500);
    const message = (error as Error).message;
    expect(message).not.toContain(TENANT_SECRET);
    expect(message).toContain('[tenant]');
    expect(message).not.toContain(sandbox.clientKey);
    expect(message).not.toContain(sandbox.subscriptionKey as string);
  });

  it('shows the secret the subclass adds when redactSecrets is not overridden (control)', async () => {
    const { api } = await bootApp(sandbox);
    sandbox.failNext(1, 500, { message: `tenant ${TENANT_SECRET} failed` }, { path: '/v2/companyInfo' });

    const error = await rejectionOf(api.getCompanyInfo());

    expect((error as Error).message).toContain(TENANT_SECRET);
  });

  it('lets a subclass read baseUrl, tokenUrl, clientKey, subscriptionKey, timeout and connectTimeout as configured', async () => {
    const { api } = await bootApp(sandbox, {
      apiClass: InspectableAccountingApi,
      baseUrl: `${sandbox.baseUrl}/`,
      timeout: 7.5,
      connectTimeout: '2.5',
    });

    expect((api as InspectableAccountingApi).inspect()).toEqual({
      baseUrl: sandbox.baseUrl,
      tokenUrl: sandbox.tokenUrl,
      clientKey: sandbox.clientKey,
      subscriptionKey: sandbox.subscriptionKey,
      timeout: 7.5,
      connectTimeout: 2.5,
      accessToken: null,
      tokenExpiresAt: null,
    });
  });

  it('lets a subclass read accessToken and tokenExpiresAt: null before the first call, set after, null after forgetToken()', async () => {
    await sandbox.close();
    openSandboxes.splice(openSandboxes.indexOf(sandbox), 1);
    sandbox = await startSandbox({ tokenLifetimeSeconds: 600 });
    const { api } = await bootApp(sandbox, { apiClass: InspectableAccountingApi });
    const inspectable = api as InspectableAccountingApi;

    expect(inspectable.inspect().accessToken).toBeNull();
    expect(inspectable.inspect().tokenExpiresAt).toBeNull();

    const before = Date.now();
    await api.getCompanyInfo();
    const after = Date.now();

    const { accessToken, tokenExpiresAt } = inspectable.inspect();
    expect(accessToken).toBe(sandbox.currentToken());
    expect(tokenExpiresAt).toBeInstanceOf(Date);
    // expires_in 600 minus the 60 s margin, counted from when the token arrived.
    expect(tokenExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + 540_000);
    expect(tokenExpiresAt!.getTime()).toBeLessThanOrEqual(after + 540_000);

    await api.forgetToken();

    expect(inspectable.inspect().accessToken).toBeNull();
    expect(inspectable.inspect().tokenExpiresAt).toBeNull();
  });

  it('gives the status-0 stand-in for an apiClass whose settings are incomplete: it boots, the first call rejects', async () => {
    const { moduleRef, api, echo } = await bootApp(sandbox, {
      apiClass: RecordingAccountingApi,
      clientKey: '',
    });

    expect(api).toBeInstanceOf(RecordingAccountingApi);
    expect(api).toBeInstanceOf(AccountingApi);
    expect(moduleRef.get('accounting')).toBe(api);
    const error = await rejectionOf(api.getCompanyInfo());
    expect(error).toBeInstanceOf(AccountingException);
    expect(statusOf(error)).toBe(0);
    expect((error as Error).message).toContain('ACCOUNTING_CLIENT_KEY');
    const echoed = await echo.getEchoResource();
    expect(echoed).toMatchObject({ success: false, error_code: 0 });
    expect(sandbox.requests).toHaveLength(0);
  });
});

describe('closing the module', () => {
  it('close() resolves and releases the keep-alive sockets of the client', async () => {
    const sandbox = await startSandbox();
    // Let the sockets of earlier tests finish closing; the sandbox's own server-side sockets are counted.
    await eventually(() => openTcpSockets() === 0, 1000);
    const baseline = openTcpSockets();
    const moduleRef = await Test.createTestingModule({
      imports: [AccountingModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { enabled: false } })],
    })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();
    await moduleRef.get(AccountingApi).getCompanyInfo();
    expect(openTcpSockets()).toBeGreaterThan(baseline);

    await expect(moduleRef.close()).resolves.toBeUndefined();

    expect(await eventually(() => openTcpSockets() <= baseline)).toBe(true);
  });

  it('closes an app that never made a call', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AccountingModule.forRoot()] })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();

    await expect(moduleRef.close()).resolves.toBeUndefined();
  });
});

describe("the host app's CacheModule as the token store (tokenCacheStore() null)", () => {
  function accountingKeyFor(sandbox: AccountingSandbox): string {
    const hex = createHash('sha256').update(`${sandbox.tokenUrl}|${sandbox.clientKey}`).digest('hex');
    return `accounting.token.${hex}`;
  }

  it('stores the token encrypted under accounting.token.<sha256 of token URL|client key>, and a second app reuses it', async () => {
    const sandbox = await startSandbox();
    const appKey = randomAppKey();
    const hostCache = CacheModule.register({ isGlobal: true });
    const first = await boot({
      imports: [hostCache, AccountingModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { appKey } })],
    });
    expect(first.get(AccountingConfig).tokenCacheStore()).toBeNull();
    const cache = first.get<Cache>(CACHE_MANAGER);

    await first.get(AccountingApi).getCompanyInfo();

    const stored = await cache.get<unknown>(accountingKeyFor(sandbox));
    expect(typeof stored).toBe('string');
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(sandbox.currentToken());
    expect(stored).not.toContain(sandbox.clientKey);

    // Another client over the same host cache (and APP_KEY) finds the token there: no second token request.
    @Global()
    @Module({ providers: [{ provide: CACHE_MANAGER, useValue: cache }], exports: [CACHE_MANAGER] })
    class SharedHostCacheModule {}
    const sameCache = await boot({
      imports: [
        SharedHostCacheModule,
        AccountingModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { appKey } }),
      ],
    });
    await sameCache.get(AccountingApi).getCompanyInfo();
    expect(sandbox.tokenRequests()).toHaveLength(1);

    await first.get(AccountingApi).forgetToken();
    expect(await cache.get(accountingKeyFor(sandbox))).toBeUndefined();
  });

  it('leaves the host cache alone when the store is "memory" or the cache is off', async () => {
    const sandbox = await startSandbox();
    for (const tokenCache of [{ store: 'memory', appKey: randomAppKey() }, { enabled: 'off' }]) {
      const moduleRef = await boot({
        imports: [
          CacheModule.register({ isGlobal: true }),
          AccountingModule.forRoot({ ...sandbox.clientOptions(), tokenCache }),
        ],
      });
      await moduleRef.get(AccountingApi).getCompanyInfo();
      expect(await moduleRef.get<Cache>(CACHE_MANAGER).get(accountingKeyFor(sandbox))).toBeUndefined();
    }
  });
});
