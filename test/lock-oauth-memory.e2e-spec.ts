import { Keyv } from 'keyv';
import {
  AuthenticationException,
  LOCK_DATABASE_TOKEN_STORE,
  LockModuleOptions,
  LockToken,
  LockTokenStore,
  MemoryTokenStore,
} from '../src/lock';
import { DatabaseTokenStore } from '../src/lock/application/persistence';
import { LOCK_TOKEN_RECHECK_MS } from '../src/lock/auth/oauth-tokens';
import { LockSandbox } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { LockApp, startLockApp } from './support/lock-app';

/** A Keyv store that counts its reads. */
class CountingMap<V> extends Map<string, V> {
  reads = 0;

  override get(key: string): V | undefined {
    this.reads += 1;
    return super.get(key);
  }
}

/**
 * Lock in OAuth mode keeps a usable token in memory over the token cache (issue 12): no store read per call, the
 * store read again when the token nears expiry, after LOCK_TOKEN_RECHECK_MS, or after a write of this process.
 */
describe('Lock OAuth token in memory', () => {
  let sandbox: LockSandbox;
  const apps: LockApp[] = [];

  const start = async (options: LockModuleOptions): Promise<LockApp> => {
    const app = await startLockApp(sandbox, {
      auth: 'oauth',
      ...options,
      oauth: { tokenStore: 'cache', ...options.oauth },
    });
    apps.push(app);
    return app;
  };
  const calls = (app: LockApp, count: number) =>
    Promise.all(Array.from({ length: count }, () => app.lock.smartlocks().all()));

  beforeEach(async () => {
    sandbox = await LockSandbox.start();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
  });

  it('reads the token cache once, not at every call, in this app and in an app started later', async () => {
    const store = new CountingMap<string>();
    const keyv = new Keyv({ store });
    const first = await start({
      tokenCache: { store: keyv, appKey: `base64:${Buffer.alloc(32, 7).toString('base64')}` },
    });
    await first.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    store.reads = 0;

    await calls(first, 20);
    await calls(first, 20);
    expect(store.reads).toBe(0);

    const second = await start({
      tokenCache: { store: keyv, appKey: `base64:${Buffer.alloc(32, 7).toString('base64')}` },
    });
    await calls(second, 1);
    await calls(second, 20);
    expect(store.reads).toBe(1);
    expect(sandbox.tokenRequests()).toHaveLength(1);
  });

  it(`reads the store again ${LOCK_TOKEN_RECHECK_MS / 1000} s later: a token another process replaced is used then`, async () => {
    const keyv = new Keyv();
    const appKey = `base64:${Buffer.alloc(32, 9).toString('base64')}`;
    const app = await start({ tokenCache: { store: keyv, appKey } });
    const other = await start({ tokenCache: { store: keyv, appKey } });
    const mine = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    const replaced = await other.lock.oauth().refresh();
    await calls(app, 1);
    expect(sandbox.requests.at(-1)?.headers.authorization).toBe(`Bearer ${mine.accessToken}`);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + LOCK_TOKEN_RECHECK_MS + 1);
    await calls(app, 1);
    expect(sandbox.requests.at(-1)?.headers.authorization).toBe(`Bearer ${replaced.accessToken}`);
  });

  it('refreshes a token held in memory once it comes within the 30 s leeway of its expiry', async () => {
    sandbox.setTokenLifetime(45);
    const app = await start({});
    await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    await calls(app, 5);
    expect(sandbox.refreshRequests()).toHaveLength(0);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 20_000);
    await calls(app, 5);
    expect(sandbox.refreshRequests()).toHaveLength(1);
  });

  it('sees at once what this app writes through the module token store (forget, put)', async () => {
    const app = await start({});
    const token = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    await calls(app, 1);

    await app.tokenStore.forget('default');
    expect(await rejectionOf(calls(app, 1))).toBeInstanceOf(AuthenticationException);

    const other = LockToken.fromArray({ ...token.toArray(), access_token: 'put-directly' });
    await app.tokenStore.put('default', other);
    await calls(app, 1).catch(() => undefined);
    expect(sandbox.requests.at(-1)?.headers.authorization).toBe('Bearer put-directly');
  });

  it('reads the database store (the default with a database URL) once, not at every call, and sees its own writes', async () => {
    const app = await start({ oauth: { tokenStore: 'database' } });
    const database = app.moduleRef.get<DatabaseTokenStore>(LOCK_DATABASE_TOKEN_STORE);
    const get = jest.spyOn(database, 'get');
    const token = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    get.mockClear();

    await calls(app, 20);
    expect(get).toHaveBeenCalledTimes(0);

    await app.tokenStore.put(
      'default',
      LockToken.fromArray({ ...token.toArray(), access_token: 'put-directly' }),
    );
    await calls(app, 1).catch(() => undefined);
    expect(sandbox.requests.at(-1)?.headers.authorization).toBe('Bearer put-directly');
  });

  it('reads a token store of your own at every call', async () => {
    const own = new MemoryTokenStore();
    const get = jest.spyOn(own, 'get');
    const app = await start({ tokenStore: own as LockTokenStore });
    await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode());
    get.mockClear();

    await calls(app, 10);
    expect(get).toHaveBeenCalledTimes(10);
  });
});
