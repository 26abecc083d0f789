import { createHash, randomBytes } from 'node:crypto';
import { CACHE_MANAGER, CacheModule } from '@nestjs/cache-manager';
import { Inject, Injectable, Module, ModuleMetadata } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { Test, TestingModule } from '@nestjs/testing';
import type { Cache } from 'cache-manager';
import { Keyv } from 'keyv';
import {
  ConnectionException,
  DeliveryClient,
  DeliveryConfigurationException,
  DeliveryException,
  DeliveryModule,
  DeliveryModuleOptions,
  DeliveryOptionsFactory,
  deliveryConfig,
} from '../src/delivery';
import { DeliverySandbox, startUnresponsiveListener } from '../src/testing';
import { CapturedLogger } from './support/captured-logger';
import { randomAppKey, sandboxEnv } from './support/delivery-app';
import { isolateEnv } from './support/isolated-env';

const INCOMPLETE_ACCOUNT = 'Delivery API config is incomplete (username, password).';

let restoreEnv: () => void = () => undefined;
const openModules: TestingModule[] = [];
const openSandboxes: DeliverySandbox[] = [];

async function startSandbox(
  options: Parameters<typeof DeliverySandbox.start>[0] = {},
): Promise<DeliverySandbox> {
  const sandbox = await DeliverySandbox.start({
    realm: `realm-${randomBytes(3).toString('hex')}`,
    clientId: `client-${randomBytes(3).toString('hex')}`,
    username: `account-${randomBytes(4).toString('hex')}`,
    ...options,
  });
  openSandboxes.push(sandbox);
  return sandbox;
}

async function boot(metadata: ModuleMetadata, logger = new CapturedLogger()): Promise<TestingModule> {
  const moduleRef = await Test.createTestingModule(metadata).setLogger(logger).compile();
  openModules.push(moduleRef);
  await moduleRef.init();
  return moduleRef;
}

function tokenCacheKeyFor(sandbox: DeliverySandbox): string {
  const tokenUrl = `${sandbox.authUrl}/realms/${sandbox.realm}/protocol/openid-connect/token`;
  const hex = createHash('sha256')
    .update(`${tokenUrl}|${sandbox.clientId}|${sandbox.username}`)
    .digest('hex');
  return `delivery.token.${hex}`;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

beforeEach(() => {
  restoreEnv = isolateEnv();
});

afterEach(async () => {
  restoreEnv();
  await Promise.all(openModules.splice(0).map((moduleRef) => moduleRef.close()));
  await Promise.all(openSandboxes.splice(0).map((sandbox) => sandbox.close()));
});

describe('DeliveryModule.forRoot() with no argument reads the DELIVERY_* env variables', () => {
  it('signs in with DELIVERY_AUTH_URL, _REALM, _CLIENT_ID, _USERNAME, _PASSWORD and reads DELIVERY_BASE_URL keeping its path', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), { APP_KEY: randomAppKey() });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

    const messages = await client.status({ functioneelId: 'INV-2026-0004' });

    expect(messages.map((message) => [message.functioneelId, message.status])).toEqual([
      ['INV-2026-0004', 'Afgeleverd'],
    ]);
    const [tokenRequest] = sandbox.tokenRequests();
    expect(tokenRequest.path).toBe(`/auth/realms/${sandbox.realm}/protocol/openid-connect/token`);
    expect(new URLSearchParams(tokenRequest.body).get('client_id')).toBe(sandbox.clientId);
    expect(new URLSearchParams(tokenRequest.body).get('username')).toBe(sandbox.username);
    expect(new URLSearchParams(tokenRequest.body).get('password')).toBe(sandbox.password);
    // The base URL is http://127.0.0.1:<port>/api: its own path /api is kept in front of /status.
    expect(sandbox.statusRequests().map((request) => request.path)).toEqual(['/api/status']);
    expect(sandbox.statusRequests()[0].headers.authorization).toBe(`Bearer ${sandbox.currentToken()}`);
  });

  it('joins DELIVERY_AUTH_URL and DELIVERY_BASE_URL with one slash, also when they end in slashes', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), {
      DELIVERY_AUTH_URL: `${sandbox.authUrl}//`,
      DELIVERY_BASE_URL: `${sandbox.baseUrl}/`,
      DELIVERY_TOKEN_CACHE: 'false',
    });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

    const messages = await client.status({ functioneelId: 'INV-2026-0005' });

    expect(messages.map((message) => message.status)).toEqual(['Handmatig afgeleverd']);
    expect(sandbox.requests.map((request) => request.path)).toEqual([
      `/auth/realms/${sandbox.realm}/protocol/openid-connect/token`,
      '/api/status',
    ]);
  });

  it('sends the status request to DELIVERY_STATUS_PATH below the base URL', async () => {
    const sandbox = await startSandbox({ statusPath: '/v2/message-status' });
    Object.assign(process.env, sandboxEnv(sandbox), {
      DELIVERY_STATUS_PATH: '/v2/message-status',
      DELIVERY_TOKEN_CACHE: 'false',
    });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

    const messages = await client.status({ functioneelId: 'INV-2026-0002' });

    expect(messages.map((message) => message.status)).toEqual(['In verwerking']);
    expect(sandbox.statusRequests().map((request) => request.path)).toEqual(['/api/v2/message-status']);
  });

  it('uses DELIVERY_LOCALE=nl as the default language of description()', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), { DELIVERY_LOCALE: 'nl', DELIVERY_TOKEN_CACHE: 'false' });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

    const [message] = await client.status({ functioneelId: 'INV-2026-0001' });

    expect(message.description()).toBe('Ontvangen en geregistreerd door het platform');
    expect(message.description('en')).toBe('Received and registered by the platform');
  });

  it('describes in English when DELIVERY_LOCALE is not set', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), { DELIVERY_TOKEN_CACHE: 'false' });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

    const [message] = await client.status({ functioneelId: 'INV-2026-0001' });

    expect(message.description()).toBe('Received and registered by the platform');
  });

  it('times out after DELIVERY_TIMEOUT seconds with a ConnectionException (failure "timeout")', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), {
      DELIVERY_TIMEOUT: '0.2',
      DELIVERY_TOKEN_CACHE: 'false',
    });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);
    sandbox.delayNext(1000);

    const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

    expect(error).toBeInstanceOf(ConnectionException);
    expect(error).not.toBeInstanceOf(DeliveryException);
    expect((error as ConnectionException).failure).toBe('timeout');
    expect((error as ConnectionException).message).toContain('200 ms');
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it.each(['abc', '0', '-1'])(
    'falls back to the 30 s default for DELIVERY_TIMEOUT=%s (a 300 ms answer still arrives)',
    async (timeout) => {
      const sandbox = await startSandbox();
      Object.assign(process.env, sandboxEnv(sandbox), {
        DELIVERY_TIMEOUT: timeout,
        DELIVERY_TOKEN_CACHE: 'false',
      });
      const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);
      sandbox.delayNext(300, 2);

      const messages = await client.status({ functioneelId: 'INV-2026-0003' });

      expect(messages.map((message) => message.status)).toEqual(['Aflevering in retry']);
    },
  );

  it('gives up connecting after DELIVERY_CONNECT_TIMEOUT seconds (failure "connect-timeout")', async () => {
    const sandbox = await startSandbox();
    const listener = await startUnresponsiveListener();
    try {
      Object.assign(process.env, sandboxEnv(sandbox), {
        DELIVERY_AUTH_URL: listener.url,
        DELIVERY_CONNECT_TIMEOUT: '0.3',
        DELIVERY_TOKEN_CACHE: 'false',
      });
      const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

      const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

      expect(error).toBeInstanceOf(ConnectionException);
      expect((error as ConnectionException).failure).toBe('connect-timeout');
      expect((error as ConnectionException).message).toContain('300 ms');
    } finally {
      await listener.close();
    }
  });

  it('keeps the token out of a shared Keyv store when DELIVERY_TOKEN_CACHE=false', async () => {
    const sandbox = await startSandbox();
    const appKey = randomAppKey();
    const store = new Keyv();
    Object.assign(process.env, sandboxEnv(sandbox), { DELIVERY_TOKEN_CACHE: 'false' });
    const first = (await boot({ imports: [DeliveryModule.forRoot({ tokenCache: { store, appKey } })] })).get(
      DeliveryClient,
    );
    const second = (await boot({ imports: [DeliveryModule.forRoot({ tokenCache: { store, appKey } })] })).get(
      DeliveryClient,
    );

    await first.status({ functioneelId: 'INV-2026-0001' });
    expect(await store.get(tokenCacheKeyFor(sandbox))).toBeUndefined();
    await second.status({ functioneelId: 'INV-2026-0001' });

    expect(sandbox.tokenRequests()).toHaveLength(2);
    // Still kept in each instance's memory: a repeat call makes no new token request.
    await first.status({ functioneelId: 'INV-2026-0002' });
    expect(sandbox.tokenRequests()).toHaveLength(2);
  });

  it('shares the token through the same Keyv store when DELIVERY_TOKEN_CACHE is not set (control)', async () => {
    const sandbox = await startSandbox();
    const appKey = randomAppKey();
    const store = new Keyv();
    Object.assign(process.env, sandboxEnv(sandbox));
    const first = (await boot({ imports: [DeliveryModule.forRoot({ tokenCache: { store, appKey } })] })).get(
      DeliveryClient,
    );
    const second = (await boot({ imports: [DeliveryModule.forRoot({ tokenCache: { store, appKey } })] })).get(
      DeliveryClient,
    );

    await first.status({ functioneelId: 'INV-2026-0001' });
    expect(typeof (await store.get(tokenCacheKeyFor(sandbox)))).toBe('string');
    await second.status({ functioneelId: 'INV-2026-0001' });

    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it('uses DELIVERY_TOKEN_CACHE_STORE=memory instead of the host CACHE_MANAGER', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), {
      DELIVERY_TOKEN_CACHE_STORE: 'memory',
      APP_KEY: randomAppKey(),
    });
    const moduleRef = await boot({
      imports: [CacheModule.register({ isGlobal: true }), DeliveryModule.forRoot()],
    });

    await moduleRef.get(DeliveryClient).status({ functioneelId: 'INV-2026-0001' });

    expect(await moduleRef.get<Cache>(CACHE_MANAGER).get(tokenCacheKeyFor(sandbox))).toBeUndefined();
  });

  it('lets an option given to forRoot() override the env value of that field', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), {
      DELIVERY_REALM: 'realm-that-does-not-exist',
      DELIVERY_PASSWORD: 'wrong-password',
      DELIVERY_LOCALE: 'nl',
      DELIVERY_TIMEOUT: '0.2',
      DELIVERY_TOKEN_CACHE: 'false',
    });
    const client = (
      await boot({
        imports: [
          DeliveryModule.forRoot({
            realm: sandbox.realm,
            password: sandbox.password,
            locale: 'en',
            timeout: 30,
          }),
        ],
      })
    ).get(DeliveryClient);
    sandbox.delayNext(500);

    const [message] = await client.status({ functioneelId: 'INV-2026-0001' });

    expect(message.description()).toBe('Received and registered by the platform');
    expect(sandbox.tokenRequests()[0].path).toBe(
      `/auth/realms/${sandbox.realm}/protocol/openid-connect/token`,
    );
  });

  it('uses the env value of a field the options leave out (control for the override)', async () => {
    const sandbox = await startSandbox();
    Object.assign(process.env, sandboxEnv(sandbox), {
      DELIVERY_PASSWORD: 'wrong-password',
      DELIVERY_TOKEN_CACHE: 'false',
    });
    const client = (await boot({ imports: [DeliveryModule.forRoot({ realm: sandbox.realm })] })).get(
      DeliveryClient,
    );

    const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

    expect(error).toBeInstanceOf(DeliveryException);
    expect((error as DeliveryException).status).toBe(401);
    expect(new URLSearchParams(sandbox.tokenRequests()[0].body).get('password')).toBe('wrong-password');
  });
});

describe('DeliveryModule.forRootAsync()', () => {
  let sandbox: DeliverySandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('takes the options from a useFactory that injects ConfigService', async () => {
    const moduleRef = await boot({
      imports: [
        DeliveryModule.forRootAsync({
          imports: [
            ConfigModule.forRoot({
              ignoreEnvFile: true,
              load: [() => ({ delivery: { ...sandbox.clientOptions(), locale: 'nl' } })],
            }),
          ],
          inject: [ConfigService],
          useFactory: (config: ConfigService): DeliveryModuleOptions => ({
            authUrl: config.getOrThrow<string>('delivery.authUrl'),
            realm: config.getOrThrow<string>('delivery.realm'),
            clientId: config.getOrThrow<string>('delivery.clientId'),
            username: config.get<string>('delivery.username'),
            password: config.get<string>('delivery.password'),
            baseUrl: config.getOrThrow<string>('delivery.baseUrl'),
            locale: config.get<string>('delivery.locale'),
            tokenCache: { enabled: false },
          }),
        }),
      ],
    });

    const [message] = await moduleRef.get(DeliveryClient).status({ functioneelId: 'INV-2026-0004' });

    expect(message.status).toBe('Afgeleverd');
    expect(message.description()).toBe('Afgeleverd');
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it('takes the options from a useClass DeliveryOptionsFactory', async () => {
    const options = sandbox.clientOptions();
    @Injectable()
    class SandboxDeliveryOptions implements DeliveryOptionsFactory {
      createDeliveryOptions(): DeliveryModuleOptions {
        return { ...options, tokenCache: { enabled: false } };
      }
    }
    const moduleRef = await boot({
      imports: [DeliveryModule.forRootAsync({ useClass: SandboxDeliveryOptions })],
    });

    const messages = await moduleRef.get(DeliveryClient).status({ functioneelId: 'INV-2026-0006' });

    expect(messages.map((message) => message.status)).toEqual(['Bericht kon niet afgeleverd worden']);
  });

  it('takes the options from deliveryConfig through ConfigModule.forFeature and deliveryConfig.KEY', async () => {
    Object.assign(process.env, sandboxEnv(sandbox), { DELIVERY_LOCALE: 'nl', DELIVERY_TOKEN_CACHE: 'false' });
    const received: DeliveryModuleOptions[] = [];
    const moduleRef = await boot({
      imports: [
        DeliveryModule.forRootAsync({
          imports: [ConfigModule.forFeature(deliveryConfig)],
          inject: [deliveryConfig.KEY],
          useFactory: (options: DeliveryModuleOptions) => {
            received.push(options);
            return options;
          },
        }),
      ],
    });

    const [message] = await moduleRef.get(DeliveryClient).status({ functioneelId: 'INV-2026-0002' });

    expect(received).toEqual([
      expect.objectContaining({
        authUrl: sandbox.authUrl,
        realm: sandbox.realm,
        clientId: sandbox.clientId,
        username: sandbox.username,
        password: sandbox.password,
        baseUrl: sandbox.baseUrl,
        locale: 'nl',
        tokenCache: { enabled: 'false' },
      }),
    ]);
    expect(message.description()).toBe('In verwerking');
  });
});

@Injectable()
class InvoiceStatusService {
  constructor(@Inject(DeliveryClient) readonly delivery: DeliveryClient) {}
}

@Module({ providers: [InvoiceStatusService], exports: [InvoiceStatusService] })
class InvoiceModule {}

@Injectable()
class ReminderService {
  constructor(@Inject(DeliveryClient) readonly delivery: DeliveryClient) {}
}

describe('isGlobal and the singleton', () => {
  let sandbox: DeliverySandbox;

  beforeEach(async () => {
    sandbox = await startSandbox();
  });

  it('with isGlobal: true, a sibling module that does not import DeliveryModule gets the client', async () => {
    const moduleRef = await boot({
      imports: [
        DeliveryModule.forRoot({
          ...sandbox.clientOptions(),
          isGlobal: true,
          tokenCache: { enabled: false },
        }),
        InvoiceModule,
      ],
    });

    const service = moduleRef.get(InvoiceStatusService);

    expect(service.delivery).toBe(moduleRef.get(DeliveryClient));
    const messages = await service.delivery.status({ functioneelId: 'INV-2026-0004' });
    expect(messages).toHaveLength(1);
  });

  it('without isGlobal, a sibling module that does not import DeliveryModule cannot resolve the client', async () => {
    const builder = Test.createTestingModule({
      imports: [
        DeliveryModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { enabled: false } }),
        InvoiceModule,
      ],
    }).setLogger(new CapturedLogger());

    await expect(builder.compile()).rejects.toThrow(/DeliveryClient/);
  });

  it('hands out one DeliveryClient instance to every get() and every consumer', async () => {
    @Module({
      imports: [DeliveryModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { enabled: false } })],
      providers: [InvoiceStatusService, ReminderService],
    })
    class ConsumersModule {}
    const moduleRef = await boot({ imports: [ConsumersModule] });

    const first = moduleRef.get(DeliveryClient);
    const second = moduleRef.get(DeliveryClient);
    const invoices = moduleRef.get(InvoiceStatusService);
    const reminders = moduleRef.get(ReminderService);

    expect(second).toBe(first);
    expect(invoices.delivery).toBe(first);
    expect(reminders.delivery).toBe(first);
    // One instance means one in-memory token: the second consumer makes no token request of its own.
    await invoices.delivery.status({ functioneelId: 'INV-2026-0001' });
    await reminders.delivery.status({ functioneelId: 'INV-2026-0002' });
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });
});

describe('an app without Delivery settings', () => {
  it('boots, and only the first status() call fails with the incomplete-account message', async () => {
    const moduleRef = await boot({ imports: [DeliveryModule.forRoot()] });
    const client = moduleRef.get(DeliveryClient);

    const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

    expect(error).toBeInstanceOf(DeliveryConfigurationException);
    expect(error).toBeInstanceOf(DeliveryException);
    expect((error as DeliveryConfigurationException).message).toBe(INCOMPLETE_ACCOUNT);
    expect((error as DeliveryConfigurationException).status).toBe(0);
  });

  it.each([['DELIVERY_USERNAME'], ['DELIVERY_PASSWORD']])(
    'fails with the incomplete-account message and sends nothing when %s is missing',
    async (missing) => {
      const sandbox = await startSandbox();
      Object.assign(process.env, sandboxEnv(sandbox));
      delete process.env[missing];
      const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

      const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

      expect(error).toBeInstanceOf(DeliveryConfigurationException);
      expect((error as DeliveryConfigurationException).message).toBe(INCOMPLETE_ACCOUNT);
      expect((error as DeliveryConfigurationException).status).toBe(0);
      expect(sandbox.requests).toHaveLength(0);
    },
  );

  it.each([['DELIVERY_AUTH_URL'], ['DELIVERY_REALM'], ['DELIVERY_CLIENT_ID'], ['DELIVERY_BASE_URL']])(
    'fails with a DeliveryConfigurationException naming %s when it is missing, and sends nothing',
    async (missing) => {
      const sandbox = await startSandbox();
      Object.assign(process.env, sandboxEnv(sandbox));
      delete process.env[missing];
      const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

      const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

      expect(error).toBeInstanceOf(DeliveryConfigurationException);
      expect((error as DeliveryConfigurationException).status).toBe(0);
      const named = (error as Error).message.match(/DELIVERY_[A-Z_]+/g);
      expect(named).toEqual([missing]);
      expect(sandbox.requests).toHaveLength(0);
    },
  );

  it('names every missing address variable at once when only the account is set', async () => {
    Object.assign(process.env, { DELIVERY_USERNAME: 'someone', DELIVERY_PASSWORD: 'secret' });
    const client = (await boot({ imports: [DeliveryModule.forRoot()] })).get(DeliveryClient);

    const error = await rejectionOf(client.status({ functioneelId: 'INV-2026-0001' }));

    expect(error).toBeInstanceOf(DeliveryConfigurationException);
    expect(((error as Error).message.match(/DELIVERY_[A-Z_]+/g) ?? []).sort()).toEqual(
      ['DELIVERY_AUTH_URL', 'DELIVERY_BASE_URL', 'DELIVERY_CLIENT_ID', 'DELIVERY_REALM'].sort(),
    );
  });
});

describe("the host app's CacheModule as the token store", () => {
  it('stores the token encrypted under delivery.token.<sha256 of token URL|client id|username>', async () => {
    const sandbox = await startSandbox();
    const moduleRef = await boot({
      imports: [
        CacheModule.register({ isGlobal: true }),
        DeliveryModule.forRoot({ ...sandbox.clientOptions(), tokenCache: { appKey: randomAppKey() } }),
      ],
    });
    const cache = moduleRef.get<Cache>(CACHE_MANAGER);
    const client = moduleRef.get(DeliveryClient);

    await client.status({ functioneelId: 'INV-2026-0001' });

    const stored = await cache.get<unknown>(tokenCacheKeyFor(sandbox));
    expect(typeof stored).toBe('string');
    const token = sandbox.currentToken() as string;
    expect(token).toBeDefined();
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.split('.')[2]);
    expect(stored).not.toContain(sandbox.username);
    expect(stored).not.toContain(sandbox.password);

    await client.forgetToken();
    expect(await cache.get(tokenCacheKeyFor(sandbox))).toBeUndefined();
  });
});
