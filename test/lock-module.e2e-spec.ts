import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Inject, Injectable, Module, ModuleMetadata } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { Test, TestingModule } from '@nestjs/testing';
import { CommandTestFactory } from 'nest-commander-testing';
import { CliModule } from '../src/cli.module';
import {
  ApiException,
  AuthenticationException,
  ConnectionException,
  Lock,
  LOCK_ALIAS,
  LOCK_TOKEN_STORE,
  LOCK_ACCOUNT_REGISTRY,
  LockAccountRegistry,
  LockException,
  LockModule,
  LockModuleOptions,
  LockOptionsFactory,
  LockToken,
  LockTokenStore,
  MemoryTokenStore,
  lockConfig,
  lockOptionsFromEnv,
} from '../src/lock';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { MemoryAccountRegistry } from './support/memory-account-registry';
import { temporarySqliteUrl } from './support/lock-app';
import { lockSettingsOf } from './support/lock-settings';
import { LockAuthSettings } from '../src/lock/auth/lock-auth-settings';
import { LockHttpSettings } from '../src/lock/http/lock-http-settings';
import { rejectionOf } from './support/accounting-app';
import { CapturedLogger } from './support/captured-logger';
import { CommandHarness } from './support/command-harness';
import { randomAppKey } from './support/delivery-app';
import {
  ACCOUNTING_ENV_PREFIXES,
  DELIVERY_ENV_PREFIXES,
  isolateEnv,
  LOCK_ENV_PREFIXES,
} from './support/isolated-env';
import { describeWithRedisServer, useDedicatedRedis } from './support/redis-suite';

/**
 * LockModule as a NestJS user wires it (DESIGN §2, §4 Lock, §5, §6 options and env): `forRoot()` from the env,
 * options over env field by field, `forRootAsync`, `isGlobal`, the `'lock'` alias, the exported providers, an
 * app without settings, closing, the CLI module's `lock:*` commands and the `./lock` package export.
 */

const REPO_ROOT = path.resolve(__dirname, '..');
/** The CLI module boots all three modules from the env: none of their variables may leak in from the machine. */
const ISOLATED_PREFIXES = [...LOCK_ENV_PREFIXES, ...DELIVERY_ENV_PREFIXES, ...ACCOUNTING_ENV_PREFIXES];
const LOCK_COMMANDS = [
  'lock:oauth-authorize',
  'lock:webhook-register',
  'lock:locks',
  'lock:action',
  'lock:api',
  'lock:account-users',
  'lock:settings',
  'lock:user-create',
  'lock:account-create',
  'lock:accounts',
  'lock:migrate',
  'lock:account-token',
  'lock:account-disable',
  'lock:account-enable',
  'lock:user-grant',
  'lock:user-revoke',
  'lock:users',
  'lock:prune',
  'lock:audit',
];

let restoreEnv: () => void = () => undefined;
const openModules: TestingModule[] = [];
const openSandboxes: LockSandbox[] = [];

async function startSandbox(): Promise<LockSandbox> {
  const sandbox = await LockSandbox.start();
  openSandboxes.push(sandbox);
  return sandbox;
}

/** Compiles and initialises a testing module, tracked for closing. */
async function boot(metadata: ModuleMetadata, logger = new CapturedLogger()): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule(metadata).setLogger(logger).compile();
  openModules.push(moduleRef);
  await moduleRef.init();
  return moduleRef;
}

/** The env that points LockModule at the sandbox: its URL, its first account's API token and its OAuth client. */
function lockSandboxEnv(sandbox: LockSandbox): Record<string, string> {
  return {
    LOCK_BASE_URL: sandbox.baseUrl,
    LOCK_API_TOKEN: sandbox.apiToken(),
    LOCK_OAUTH_CLIENT_ID: sandbox.oauthClientId,
    LOCK_OAUTH_CLIENT_SECRET: sandbox.oauthClientSecret,
    LOCK_OAUTH_REDIRECT_URI: sandbox.redirectUri,
    LOCK_HTTP_RETRY_SLEEP: '0',
    LOCK_TOKEN_CACHE_STORE: 'memory',
    APP_KEY: randomAppKey(),
  };
}

/** The ids of the smartlocks of a sandbox account (default: the first). */
function smartlockIdsOf(sandbox: LockSandbox, accountIndex = 0): number[] {
  return sandbox.data.accounts[accountIndex].smartlocks.map((lock) => lock.smartlockId);
}

/** The bearer tokens the API requests carried, in order. */
function bearerTokens(sandbox: LockSandbox): string[] {
  return sandbox.requests
    .filter((request) => !request.path.startsWith('/oauth/'))
    .map((request) => request.headers.authorization);
}

function openTcpSockets(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length;
}

async function eventually(check: () => boolean | Promise<boolean>, withinMs = 3000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

beforeEach(() => {
  restoreEnv = isolateEnv(ISOLATED_PREFIXES);
});

afterEach(async () => {
  restoreEnv();
  await Promise.all(openModules.splice(0).map((moduleRef) => moduleRef.close()));
  await Promise.all(openSandboxes.splice(0).map((sandbox) => sandbox.close()));
});

describe('LockModule.forRoot() with no argument reads the LOCK_* env variables', () => {
  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('calls the API at LOCK_BASE_URL with LOCK_API_TOKEN as the bearer token of the account "default"', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox));
    const lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);

    const locks = await lock.smartlocks().all();

    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(sandbox.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /smartlock',
    ]);
    expect(sandbox.requests[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken()}`);
  });

  it('builds its settings from every LOCK_* variable and APP_URL', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), {
      LOCK_BASE_URL: `${sandbox.baseUrl}//`,
      LOCK_AUTH: 'OAuth',
      LOCK_TOKEN_RESOLVER: 'Store',
      LOCK_OAUTH_SCOPES: 'account smartlock,smartlock.action',
      LOCK_OAUTH_AUTHORIZE_URL: `${sandbox.url}/consent`,
      LOCK_OAUTH_TOKEN_URL: `${sandbox.url}/token`,
      LOCK_OAUTH_TOKEN_STORE: 'memory',
      LOCK_HTTP_RETRIES: '4',
      LOCK_HTTP_RETRY_SLEEP: '25',
      LOCK_TIMEOUT: '12.5',
      LOCK_CONNECT_TIMEOUT: '3',
      LOCK_WEBHOOK_ROUTE: 'hooks/lock',
      LOCK_WEBHOOK_API: 'decentral',
      LOCK_TOKEN_CACHE: 'off',
      APP_URL: 'https://app.example.test/',
    });
    const config = lockSettingsOf(await boot({ imports: [LockModule.forRoot()] }));

    expect(config.http.baseUrl()).toBe(sandbox.baseUrl);
    expect(config.auth.authMode()).toBe('oauth');
    expect(config.auth.apiToken('default')).toBe(sandbox.apiToken());
    expect(config.auth.tokenResolver()).toBe('store');
    expect(config.auth.tokenStore()).toBe('memory');
    expect(config.auth.oauthClient()).toEqual({
      clientId: sandbox.oauthClientId,
      clientSecret: sandbox.oauthClientSecret,
      redirectUri: sandbox.redirectUri,
      authorizeUrl: `${sandbox.url}/consent`,
      tokenUrl: `${sandbox.url}/token`,
      scopes: ['account', 'smartlock', 'smartlock.action'],
    });
    expect(config.http.retries()).toBe(4);
    expect(config.http.retrySleepMs()).toBe(25);
    expect(config.http.timeout()).toBe(12.5);
    expect(config.http.connectTimeout()).toBe(3);
    expect(config.webhooks.webhookRoute()).toBe('/hooks/lock');
    expect(config.webhooks.webhookApi()).toBe('decentral');
    expect(config.webhooks.defaultWebhookUrl()).toBe('https://app.example.test/hooks/lock');
    expect(config.auth.tokenCacheOptions().enabled).toBe(false);
  });

  it('makes LOCK_HTTP_RETRIES attempts with at least LOCK_HTTP_RETRY_SLEEP ms between them', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), {
      LOCK_HTTP_RETRIES: '2',
      LOCK_HTTP_RETRY_SLEEP: '150',
    });
    const lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);
    sandbox.failNext(5, 503, { detailMessage: 'busy' }, { method: 'GET', path: '/smartlock' });

    const error = await rejectionOf(lock.smartlocks().all());

    expect(error).toBeInstanceOf(ApiException);
    expect((error as ApiException).status).toBe(503);
    const attempts = sandbox.requestsTo('GET', '/smartlock');
    expect(attempts).toHaveLength(2);
    expect(attempts[1].receivedAt - attempts[0].receivedAt).toBeGreaterThanOrEqual(140);
  }, 30_000);

  it('times out after LOCK_TIMEOUT seconds with a ConnectionException (no LockException)', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_TIMEOUT: '0.5', LOCK_HTTP_RETRIES: '1' });
    const lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);
    sandbox.delayNext(3000, 1, { path: '/smartlock' });

    const error = await rejectionOf(lock.smartlocks().all());

    expect(error).toBeInstanceOf(ConnectionException);
    expect(error).not.toBeInstanceOf(LockException);
  });

  it('runs the OAuth flow with LOCK_AUTH=oauth and the LOCK_OAUTH_* variables', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_AUTH: 'oauth', LOCK_API_TOKEN: 'unused' });
    const lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);

    await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    const locks = await lock.smartlocks().all();

    const form = new URLSearchParams(sandbox.tokenRequests('authorization_code')[0].body);
    expect(form.get('client_id')).toBe(sandbox.oauthClientId);
    expect(form.get('client_secret')).toBe(sandbox.oauthClientSecret);
    expect(form.get('redirect_uri')).toBe(sandbox.redirectUri);
    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${sandbox.currentToken()}`]);
  });
});

describe('options given to forRoot() override the env, field by field', () => {
  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('uses the base URL and API token of the options over wrong env values', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), {
      LOCK_BASE_URL: `${sandbox.url}/wrong`,
      LOCK_API_TOKEN: 'wrong-token',
    });
    const lock = (
      await boot({
        imports: [LockModule.forRoot({ baseUrl: sandbox.baseUrl, apiToken: sandbox.apiToken() })],
      })
    ).get(Lock);

    const locks = await lock.smartlocks().all();

    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(sandbox.requests.map((request) => request.path)).toEqual(['/smartlock']);
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${sandbox.apiToken()}`]);
  });

  it('uses the env value of a field the options leave out (control: the wrong env token is sent)', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_API_TOKEN: 'wrong-token' });
    const lock = (await boot({ imports: [LockModule.forRoot({ baseUrl: sandbox.baseUrl })] })).get(Lock);

    const error = await rejectionOf(lock.smartlocks().all());

    expect(error).toBeInstanceOf(ApiException);
    expect((error as ApiException).status).toBe(401);
    expect(bearerTokens(sandbox)).toEqual(['Bearer wrong-token']);
  });

  it('keeps the env value of a field given as undefined', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox));
    const moduleRef = await boot({
      imports: [
        LockModule.forRoot({ baseUrl: undefined, apiToken: undefined, http: { retries: undefined } }),
      ],
    });

    await moduleRef.get(Lock).smartlocks().all();

    expect(moduleRef.get(LockHttpSettings).baseUrl()).toBe(sandbox.baseUrl);
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${sandbox.apiToken()}`]);
  });

  it('merges the oauth section field by field: oauth.clientId from the options, oauth.clientSecret from the env', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_OAUTH_CLIENT_ID: 'wrong-client-id' });
    const moduleRef = await boot({
      imports: [LockModule.forRoot({ auth: 'oauth', oauth: { clientId: sandbox.oauthClientId } })],
    });
    const lock = moduleRef.get(Lock);

    await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    await lock.smartlocks().all();

    const form = new URLSearchParams(sandbox.tokenRequests('authorization_code')[0].body);
    expect(form.get('client_id')).toBe(sandbox.oauthClientId);
    expect(form.get('client_secret')).toBe(sandbox.oauthClientSecret);
    expect(form.get('redirect_uri')).toBe(sandbox.redirectUri);
    expect(moduleRef.get(LockAuthSettings).oauthClient()).toMatchObject({
      clientId: sandbox.oauthClientId,
      clientSecret: sandbox.oauthClientSecret,
      redirectUri: sandbox.redirectUri,
    });
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${sandbox.currentToken()}`]);
  });

  it('merges the http, webhook and tokenCache sections field by field', async () => {
    const appKey = randomAppKey();
    Object.assign(process.env, lockSandboxEnv(sandbox), {
      LOCK_HTTP_RETRIES: '5',
      LOCK_HTTP_RETRY_SLEEP: '40',
      LOCK_TIMEOUT: '7',
      LOCK_WEBHOOK_ROUTE: '/env/route',
      LOCK_WEBHOOK_API: 'notification',
      LOCK_TOKEN_CACHE: 'off',
    });
    const config = lockSettingsOf(
      await boot({
        imports: [
          LockModule.forRoot({
            http: { retries: 1 },
            webhook: { api: 'decentral' },
            tokenCache: { appKey },
            appUrl: 'https://app.example.test',
          }),
        ],
      }),
    );

    expect(config.http.retries()).toBe(1);
    expect(config.http.retrySleepMs()).toBe(40);
    expect(config.http.timeout()).toBe(7);
    expect(config.webhooks.webhookApi()).toBe('decentral');
    expect(config.webhooks.webhookRoute()).toBe('/env/route');
    expect(config.webhooks.defaultWebhookUrl()).toBe('https://app.example.test/env/route');
    expect(config.auth.tokenCacheOptions()).toMatchObject({ enabled: false, store: 'memory', appKey });
  });

  it('sends one attempt only with http.retries 1 from the options over LOCK_HTTP_RETRIES=5', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_HTTP_RETRIES: '5' });
    const lock = (await boot({ imports: [LockModule.forRoot({ http: { retries: 1 } })] })).get(Lock);
    sandbox.failNext(5, 500, { detailMessage: 'down' }, { path: '/smartlock' });

    const error = await rejectionOf(lock.smartlocks().all());

    expect((error as ApiException).status).toBe(500);
    expect(sandbox.requestsTo('GET', '/smartlock')).toHaveLength(1);
  });
});

describe('LockModule.forRootAsync()', () => {
  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('takes the options from lockConfig through ConfigModule.forFeature and lockConfig.KEY', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), {
      LOCK_HTTP_RETRIES: '2',
      APP_URL: 'https://app.test',
    });
    const received: LockModuleOptions[] = [];
    const moduleRef = await boot({
      imports: [
        LockModule.forRootAsync({
          imports: [ConfigModule.forFeature(lockConfig)],
          inject: [lockConfig.KEY],
          useFactory: (options: LockModuleOptions) => {
            received.push(options);
            return options;
          },
        }),
      ],
    });

    const locks = await moduleRef.get(Lock).smartlocks().all();

    expect(received).toEqual([
      {
        baseUrl: sandbox.baseUrl,
        apiToken: sandbox.apiToken(),
        oauth: {
          clientId: sandbox.oauthClientId,
          clientSecret: sandbox.oauthClientSecret,
          redirectUri: sandbox.redirectUri,
        },
        http: { retries: '2', retrySleep: '0' },
        appUrl: 'https://app.test',
        tokenCache: { store: 'memory' },
      },
    ]);
    expect(received[0]).toEqual(lockOptionsFromEnv(process.env));
    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(moduleRef.get(LockHttpSettings).retries()).toBe(2);
  });

  it('lets the factory options override the env value of a field', async () => {
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_API_TOKEN: 'wrong-token' });
    const moduleRef = await boot({
      imports: [
        LockModule.forRootAsync({
          useFactory: async () => ({ apiToken: sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID) }),
        }),
      ],
    });

    const locks = await moduleRef.get(Lock).smartlocks().all();

    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox, 1));
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID)}`]);
  });

  it('takes the options from a useClass LockOptionsFactory', async () => {
    const client = sandbox.clientOptions();
    @Injectable()
    class SandboxLockOptions implements LockOptionsFactory {
      async createLockOptions(): Promise<LockModuleOptions> {
        return {
          baseUrl: client.baseUrl,
          apiToken: client.apiToken,
          http: { retrySleep: 0, connectTimeout: 4 },
          tokenCache: { enabled: false },
        };
      }
    }
    const moduleRef = await boot({ imports: [LockModule.forRootAsync({ useClass: SandboxLockOptions })] });

    const locks = await moduleRef.get(Lock).smartlocks().all();

    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(moduleRef.get(LockHttpSettings).connectTimeout()).toBe(4);
    expect(moduleRef.get(LockAuthSettings).tokenCacheOptions().enabled).toBe(false);
  });

  it('takes the options from an existing LockOptionsFactory provider (useExisting), called once', async () => {
    const client = sandbox.clientOptions();
    @Injectable()
    class SharedLockOptions implements LockOptionsFactory {
      calls = 0;
      createLockOptions(): LockModuleOptions {
        this.calls += 1;
        return { baseUrl: client.baseUrl, apiToken: client.apiToken, tokenCache: { enabled: false } };
      }
    }
    @Module({ providers: [SharedLockOptions], exports: [SharedLockOptions] })
    class SharedOptionsModule {}
    const moduleRef = await boot({
      imports: [
        SharedOptionsModule,
        LockModule.forRootAsync({ imports: [SharedOptionsModule], useExisting: SharedLockOptions }),
      ],
    });

    const locks = await moduleRef.get(Lock).smartlocks().all();

    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(moduleRef.get(SharedLockOptions).calls).toBe(1);
  });
});

@Injectable()
class DoorService {
  constructor(
    @Inject(Lock) readonly lock: Lock,
    @Inject('lock') readonly aliased: Lock,
  ) {}
}

@Module({ providers: [DoorService], exports: [DoorService] })
class DoorModule {}

@Injectable()
class TokenSeeder {
  constructor(
    @Inject(LockHttpSettings) readonly config: LockHttpSettings,
    @Inject(LOCK_TOKEN_STORE) readonly store: LockTokenStore,
  ) {}
}

describe('isGlobal, the alias and the exported providers', () => {
  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('with isGlobal: true, a module that does not import LockModule gets Lock and its alias', async () => {
    const moduleRef = await boot({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), isGlobal: true }), DoorModule],
    });

    const door = moduleRef.get(DoorService);

    expect(door.lock).toBe(moduleRef.get(Lock));
    expect(door.aliased).toBe(moduleRef.get(Lock));
    const locks = await door.lock.smartlocks().all();
    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox));
  });

  it('with forRootAsync({ isGlobal: true }), a module that does not import LockModule gets Lock', async () => {
    const moduleRef = await boot({
      imports: [
        LockModule.forRootAsync({ isGlobal: true, useFactory: () => sandbox.clientOptions() }),
        DoorModule,
      ],
    });

    expect(moduleRef.get(DoorService).lock).toBe(moduleRef.get(Lock));
  });

  it('without isGlobal, a module that does not import LockModule cannot resolve Lock', async () => {
    const builder = Test.createTestingModule({
      imports: [LockModule.forRoot(sandbox.clientOptions()), DoorModule],
    }).setLogger(new CapturedLogger());

    await expect(builder.compile()).rejects.toThrow(/Lock/);
  });

  it(`resolves the alias '${LOCK_ALIAS}' to the very same Lock, a singleton for every consumer`, async () => {
    @Module({ imports: [LockModule.forRoot(sandbox.clientOptions())], providers: [DoorService] })
    class ConsumerModule {}
    const moduleRef = await boot({ imports: [ConsumerModule] });

    const lock = moduleRef.get(Lock);

    expect(LOCK_ALIAS).toBe('lock');
    expect(moduleRef.get('lock')).toBe(lock);
    expect(moduleRef.get(Lock)).toBe(lock);
    expect(moduleRef.get(DoorService).lock).toBe(lock);
    expect(moduleRef.get(DoorService).aliased).toBe(lock);
  });

  it('exports the settings and LOCK_TOKEN_STORE to an importing module', async () => {
    @Module({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), http: { retries: 2 } })],
      providers: [TokenSeeder],
    })
    class SeederModule {}
    const moduleRef = await boot({ imports: [SeederModule] });

    const seeder = moduleRef.get(TokenSeeder);

    expect(seeder.config).toBeInstanceOf(LockHttpSettings);
    expect(seeder.config.baseUrl()).toBe(sandbox.baseUrl);
    expect(seeder.config.retries()).toBe(2);
    expect(typeof seeder.store.get).toBe('function');
    expect(typeof seeder.store.put).toBe('function');
    expect(typeof seeder.store.forget).toBe('function');
  });

  it('seeds an API token through the exported LOCK_TOKEN_STORE that the calls use (LOCK_TOKEN_RESOLVER=store)', async () => {
    @Module({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), tokenResolver: 'store' })],
      providers: [TokenSeeder],
    })
    class SeederModule {}
    const moduleRef = await boot({ imports: [SeederModule] });
    const depotToken = sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID);

    await moduleRef.get(TokenSeeder).store.put('depot', new LockToken({ accessToken: depotToken }));
    const locks = await moduleRef.get(Lock).as('depot').smartlocks().all();

    expect(locks.map((found) => found.smartlockId)).toEqual(smartlockIdsOf(sandbox, 1));
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${depotToken}`]);
  });

  it('exports LOCK_ACCOUNT_REGISTRY: the database registry, or the registry given as an option', async () => {
    const configured = await boot({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), databaseUrl: temporarySqliteUrl() })],
    });
    const registry = configured.get<LockAccountRegistry>(LOCK_ACCOUNT_REGISTRY);
    await registry.register('depot', 'Depot North');
    await expect(registry.all()).resolves.toEqual([{ key: 'depot', name: 'Depot North' }]);

    const accountRegistry = new MemoryAccountRegistry();
    const given = await boot({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), accountRegistry })],
    });
    expect(given.get(LOCK_ACCOUNT_REGISTRY)).toBe(accountRegistry);
  });

  it('exports the token store given as the tokenStore option as LOCK_TOKEN_STORE', async () => {
    const tokenStore = new MemoryTokenStore();
    @Module({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), tokenStore })],
      providers: [TokenSeeder],
    })
    class SeederModule {}
    const moduleRef = await boot({ imports: [SeederModule] });

    expect(moduleRef.get(TokenSeeder).store).toBe(tokenStore);
  });
});

describe('an app without any lock settings', () => {
  it('boots, and a call fails with AuthenticationException (no token) without any request', async () => {
    const sandbox = await startSandbox();
    const moduleRef = await boot({ imports: [LockModule.forRoot()] });
    const lock = moduleRef.get(Lock);

    const error = await rejectionOf(lock.smartlocks().all());

    expect(error).toBeInstanceOf(AuthenticationException);
    expect(error).toBeInstanceOf(LockException);
    expect((error as Error).message).toContain('"default"');
    expect(moduleRef.get(LockHttpSettings).baseUrl()).toBe('https://api.lock.example');
    expect(sandbox.requests).toEqual([]);
  });

  describe('with only LOCK_BASE_URL (at the sandbox): nothing is sent', () => {
    let sandbox: LockSandbox;
    let lock: Lock;

    beforeEach(async () => {
      sandbox = await startSandbox();
      process.env.LOCK_BASE_URL = sandbox.baseUrl;
      lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);
    });

    it.each<[string, (lock: Lock) => Promise<unknown>]>([
      ['smartlocks().all()', (manager) => manager.smartlocks().all()],
      ['smartlocks().find()', (manager) => manager.smartlocks().find(100101)],
      ['smartlocks().lock()', (manager) => manager.smartlocks().lock(100101)],
      ['smartlocks().sync()', (manager) => manager.smartlocks().sync(100101)],
      ['logs().all()', (manager) => manager.logs().all()],
      ['auths().all()', (manager) => manager.auths().all()],
      ['webhooks().all()', (manager) => manager.webhooks().all()],
      ['as("branch").smartlocks().all()', (manager) => manager.as('branch').smartlocks().all()],
    ])('%s rejects with AuthenticationException and sends nothing', async (_label, call) => {
      const error = await rejectionOf(call(lock));

      expect(error).toBeInstanceOf(AuthenticationException);
      expect(sandbox.requests).toEqual([]);
    });

    it('account().info() resolves to null and sends nothing', async () => {
      await expect(lock.account().info()).resolves.toBeNull();
      expect(sandbox.requests).toEqual([]);
    });
  });

  it('with LOCK_AUTH=oauth but no OAuth settings, a call fails with AuthenticationException naming them, nothing sent', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, { LOCK_BASE_URL: sandbox.baseUrl, LOCK_AUTH: 'oauth' });
    const lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);

    const error = await rejectionOf(lock.smartlocks().all());

    expect(error).toBeInstanceOf(AuthenticationException);
    expect((error as Error).message).toContain('LOCK_OAUTH_CLIENT_ID');
    expect(sandbox.requests).toEqual([]);
  });

  it('with an unknown LOCK_AUTH, boots, and a call fails with LockException naming it, nothing sent', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_AUTH: 'magic' });
    const lock = (await boot({ imports: [LockModule.forRoot()] })).get(Lock);

    const error = await rejectionOf(lock.smartlocks().all());

    expect(error).toBeInstanceOf(LockException);
    expect(error).not.toBeInstanceOf(AuthenticationException);
    expect((error as Error).message).toContain('LOCK_AUTH');
    expect((error as Error).message).toContain('magic');
    expect(sandbox.requests).toEqual([]);
  });
});

describe('closing the module', () => {
  it('close() resolves and releases the keep-alive sockets of the client', async () => {
    const sandbox = await startSandbox();
    await eventually(() => openTcpSockets() === 0, 1000);
    const baseline = openTcpSockets();
    const moduleRef = await Test.createTestingModule({
      imports: [LockModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { enabled: false } })],
    })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();
    await moduleRef.get(Lock).smartlocks().all();
    expect(openTcpSockets()).toBeGreaterThan(baseline);

    await expect(moduleRef.close()).resolves.toBeUndefined();

    expect(await eventually(() => openTcpSockets() <= baseline)).toBe(true);
  });

  it('closes an app without settings that never made a call', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot()] })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();

    await expect(moduleRef.close()).resolves.toBeUndefined();
  });
});

describeWithRedisServer('closing the module with a Redis token cache', () => {
  jest.setTimeout(30_000);
  const redis = useDedicatedRedis();

  it('disconnects its Redis client when the module closes', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, lockSandboxEnv(sandbox), { LOCK_TOKEN_CACHE_STORE: redis.url });
    const moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot()] })
      .setLogger(new CapturedLogger())
      .compile();
    await moduleRef.init();
    expect(await redis.reader.otherClients()).toBe(0);

    const info = await moduleRef.get(Lock).account().info();

    expect(info?.accountId).toBe(sandbox.accounts[0].accountId);
    expect((await redis.reader.keys()).length).toBeGreaterThan(0);
    expect(await redis.reader.otherClients()).toBe(1);

    await moduleRef.close();

    expect(await eventually(async () => (await redis.reader.otherClients()) === 0)).toBe(true);
  });
});

describe('the CLI module (src/cli.module.ts)', () => {
  jest.setTimeout(30_000);

  it('registers every lock:* command (they show in --help)', async () => {
    const help: string[] = [];
    const stopped: Error[] = [];
    const app = await CommandTestFactory.createTestingCommand(
      { imports: [await CliModule.forArguments(['--help'])] },
      {
        outputConfiguration: {
          writeOut: (text: string) => help.push(text),
          writeErr: (text: string) => help.push(text),
        },
        errorHandler: (error: Error) => {
          throw error;
        },
        serviceErrorHandler: (error: Error) => {
          stopped.push(error);
        },
      },
    )
      .setLogger(new CapturedLogger())
      .compile();
    openModules.push(app);

    await CommandTestFactory.runWithoutClosing(app, ['--help']);

    expect(stopped.map((error) => (error as Error & { code?: string }).code)).toEqual([
      'commander.helpDisplayed',
    ]);
    const listed = help.join('');
    for (const command of LOCK_COMMANDS) {
      expect(listed).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    }
    expect(
      listed
        .match(/^\s+lock:[\w-]+/gm)
        ?.map((line) => line.trim())
        .sort(),
    ).toEqual([...LOCK_COMMANDS].sort());
  });

  it('runs lock:locks from the CLI module with the env settings', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, lockSandboxEnv(sandbox));
    const harness = new CommandHarness();

    try {
      await harness.run([await CliModule.forArguments(['lock:locks'])], ['lock:locks', '--json']);
    } finally {
      await harness.close();
      process.exitCode = undefined;
    }

    expect(harness.output.failed).toEqual([]);
    const printed = JSON.parse(harness.output.printed.join('\n')) as { smartlockId: number }[];
    expect(printed.map((lock) => lock.smartlockId)).toEqual(smartlockIdsOf(sandbox));
    expect(bearerTokens(sandbox)).toEqual([`Bearer ${sandbox.apiToken()}`]);
  });
});

describe('the package export ./lock', () => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types: string; default: string }>;
  };

  it('exists with types and code under dist/lock', () => {
    expect(manifest.exports['./lock']).toEqual({
      types: './dist/lock/index.d.ts',
      default: './dist/lock/index.js',
    });
  });

  /** The folder of a subpath's index: its own path, but the lock application's under `lock/application/`. */
  const folderOf = (subpath: string): string =>
    subpath === '.' ? '' : `${subpath.slice(2).replace(/^lock\/(?!$)/, 'lock/application/')}/`;

  it.each(Object.keys(manifest.exports).filter((subpath) => subpath !== './package.json'))(
    'maps %s to dist/<subpath>/index like the others (the lock application in dist/lock/application), built from an index in src',
    (subpath) => {
      const folder = folderOf(subpath);
      const target = manifest.exports[subpath];

      expect(target).toEqual({ types: `./dist/${folder}index.d.ts`, default: `./dist/${folder}index.js` });
      expect(() => readFileSync(path.join(REPO_ROOT, 'src', folder, 'index.ts'))).not.toThrow();
    },
  );
});
