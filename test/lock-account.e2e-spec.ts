import { Keyv } from 'keyv';
import { AccountInfo, LockModuleOptions } from '../src/lock';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LOCK_SANDBOX_OFFICE_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';

/**
 * `account().info(fresh)` against the lock sandbox (lock spec "Account", "Limits"; DESIGN §6): GET /account,
 * kept for one hour per account key under `lock:account-info:{accountKey}` (encrypted), null on any failure and
 * never a throw, and a null result is not kept.
 */

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
const HOUR_MS = 60 * 60 * 1000;
/** The cipher's format (DESIGN §3): `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const CIPHERTEXT = /^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/;
const ACCOUNT_PATH = '/account';

describe('Lock account().info() (e2e against the lock sandbox)', () => {
  let sandbox: LockSandbox;
  let store: Keyv;
  let appKey: string;
  let restoreEnv: () => void = () => undefined;
  const apps: LockApp[] = [];

  /** An app with the office account as `default`, the depot account as `second`, on the test's Keyv store. */
  const start = async (options: LockModuleOptions = {}): Promise<LockApp> => {
    const app = await startLockApp(sandbox, {
      accounts: { second: { token: sandbox.apiToken(DEPOT) } },
      ...options,
      tokenCache: { store, appKey, ...options.tokenCache },
    });
    apps.push(app);
    return app;
  };

  const accountRequests = () => sandbox.requestsTo('GET', ACCOUNT_PATH);
  const seeded = (accountId: number) => sandbox.accounts.find((account) => account.accountId === accountId)!;
  /** The raw entries of the Keyv's Map store: `{ value, expires }` JSON per key. */
  const entries = () => store.store as Map<string, string>;

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    store = new Keyv({ useKeyPrefix: false });
    appKey = randomAppKey();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    jest.restoreAllMocks();
    await sandbox.close();
    restoreEnv();
  });

  it("returns the AccountInfo of the token's account", async () => {
    const app = await start();

    const info = await app.lock.account().info();

    const account = seeded(OFFICE);
    expect(info).toBeInstanceOf(AccountInfo);
    expect(info).toMatchObject({
      accountId: OFFICE,
      email: account.email,
      name: account.name,
      language: account.language,
      creationDate: account.creationDate,
    });
    expect(info?.raw).toEqual(account);
    expect(info?.displayName()).toBe('Harbour Office');
    expect(accountRequests()).toHaveLength(1);
    expect(accountRequests()[0].headers.authorization).toBe(`Bearer ${sandbox.apiToken(OFFICE)}`);
  });

  it('asks GET /account once for two calls: the second answer is the kept one', async () => {
    const app = await start();

    const first = await app.lock.account().info();
    const second = await app.lock.account().info();

    expect(accountRequests()).toHaveLength(1);
    expect(second?.raw).toEqual(first?.raw);
  });

  it('info(true) asks again every time and keeps the fresh answer', async () => {
    const app = await start();
    await app.lock.account().info();
    sandbox.failNext(1, 200, { ...seeded(OFFICE), name: 'Harbour Office (renamed)' }, { path: ACCOUNT_PATH });

    const fresh = await app.lock.account().info(true);
    const kept = await app.lock.account().info();
    await app.lock.account().info(true);

    expect(accountRequests()).toHaveLength(3);
    expect(fresh?.name).toBe('Harbour Office (renamed)');
    expect(kept?.name).toBe('Harbour Office (renamed)');
  });

  it('keeps the info per account key: as(second) asks for its own and gets its own account', async () => {
    const app = await start();

    const office = await app.lock.account().info();
    const depot = await app.lock.as('second').account().info();
    await app.lock.account().info();
    const depotAgain = await app.lock.as('second').account().info();

    expect(office?.accountId).toBe(OFFICE);
    expect(depot?.accountId).toBe(DEPOT);
    expect(depotAgain?.accountId).toBe(DEPOT);
    expect(depot?.displayName()).toBe('Depot North');
    expect(accountRequests().map((request) => request.headers.authorization)).toEqual([
      `Bearer ${sandbox.apiToken(OFFICE)}`,
      `Bearer ${sandbox.apiToken(DEPOT)}`,
    ]);
  });

  it('keeps it in the cache store under lock:account-info:{accountKey}, as ciphertext without the email', async () => {
    const app = await start();
    await app.lock.account().info();
    await app.lock.as('second').account().info();

    expect([...entries().keys()].sort()).toEqual(['lock:account-info:default', 'lock:account-info:second']);
    for (const [, raw] of entries()) {
      expect((JSON.parse(raw) as { value: string }).value).toMatch(CIPHERTEXT);
    }
    const everything = JSON.stringify([...entries()]);
    for (const account of [seeded(OFFICE), seeded(DEPOT)]) {
      expect(everything).not.toContain(account.email);
      expect(everything).not.toContain(account.name);
    }
  });

  it('shares the kept info with a second app on the same store and APP_KEY', async () => {
    const first = await (await start()).lock.account().info();

    const second = await (await start()).lock.account().info();

    expect(second?.raw).toEqual(first?.raw);
    expect(accountRequests()).toHaveLength(1);
  });

  it('asks again once the kept info is an hour old', async () => {
    const realNow = Date.now.bind(Date);
    let offsetMs = 0;
    // Installed before the app starts: the module keeps the clock function it was built with.
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
    const app = await start();

    await app.lock.account().info();
    offsetMs = HOUR_MS - 60_000;
    await app.lock.account().info();
    const before = accountRequests().length;
    offsetMs = HOUR_MS + 1000;
    const after = await app.lock.account().info();

    expect(before).toBe(1);
    expect(accountRequests()).toHaveLength(2);
    expect(after?.accountId).toBe(OFFICE);
  });

  it('lets the stored entry expire after an hour too: a new app on the same store asks again', async () => {
    const realNow = Date.now.bind(Date);
    let offsetMs = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
    await (await start()).lock.account().info();

    offsetMs = HOUR_MS + 1000;
    const info = await (await start()).lock.account().info();

    expect(info?.accountId).toBe(OFFICE);
    expect(accountRequests()).toHaveLength(2);
  });

  describe('null on failure, never a throw, and nothing kept', () => {
    it.each<{ failure: string; script: (s: LockSandbox) => void; attempts: number }>([
      {
        failure: 'HTTP 500 on every attempt',
        script: (s) => s.failNext(3, 500, { detailMessage: 'boom' }),
        attempts: 3,
      },
      { failure: 'HTTP 404', script: (s) => s.failNext(1, 404, { detailMessage: 'Not found' }), attempts: 1 },
      {
        failure: 'HTTP 401',
        script: (s) => s.failNext(1, 401, { detailMessage: 'Unauthorized' }),
        attempts: 1,
      },
      { failure: 'an empty object', script: (s) => s.failNext(1, 200, {}), attempts: 1 },
      { failure: 'an empty body', script: (s) => s.failNext(1, 200, ''), attempts: 1 },
      { failure: 'a list instead of an object', script: (s) => s.failNext(1, 200, []), attempts: 1 },
      { failure: 'an answer that is not JSON', script: (s) => s.failNext(1, 200, '<html>'), attempts: 1 },
      { failure: 'a dropped connection on every attempt', script: (s) => s.dropNext(3), attempts: 3 },
    ])('$failure: null, and the next call asks again', async ({ script, attempts }) => {
      const app = await start();
      script(sandbox);

      await expect(app.lock.account().info()).resolves.toBeNull();
      expect(accountRequests()).toHaveLength(attempts);
      expect(entries().size).toBe(0);

      const next = await app.lock.account().info();
      expect(next?.accountId).toBe(OFFICE);
      expect(accountRequests()).toHaveLength(attempts + 1);
    });

    it('an account key without a token: null, nothing sent', async () => {
      const app = await start();

      await expect(app.lock.as('nobody').account().info()).resolves.toBeNull();
      await expect(app.lock.as('nobody').account().info(true)).resolves.toBeNull();

      expect(sandbox.requests).toEqual([]);
      expect(entries().size).toBe(0);
    });

    it('an unknown auth mode: null, nothing sent', async () => {
      const app = await start({ auth: 'basic' });

      await expect(app.lock.account().info()).resolves.toBeNull();

      expect(sandbox.requests).toEqual([]);
    });

    it('a revoked API token (401 on every call): null each time, each call asks again', async () => {
      const app = await start();
      sandbox.revokeApiToken(OFFICE);

      await expect(app.lock.account().info()).resolves.toBeNull();
      await expect(app.lock.account().info()).resolves.toBeNull();

      expect(accountRequests()).toHaveLength(2);
      expect(entries().size).toBe(0);
    });
  });
});
