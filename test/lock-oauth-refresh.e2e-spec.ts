import { createHash } from 'node:crypto';
import { TerminusModule } from '@nestjs/terminus';
import { Test, TestingModule } from '@nestjs/testing';
import { Keyv } from 'keyv';
import { CrossProcessFlight, CrossProcessWork } from '../src/common/auth/cross-process-flight';
import { LockCommandsModule } from '../src/commands';
import { LockHealthIndicator } from '../src/health';
import {
  AuthenticationException,
  ConnectionException,
  Lock,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LOCK_DATABASE_TOKEN_STORE,
  LockModule,
  LockModuleOptions,
  LockReauthorizationRequiredException,
  LockToken,
  LockTokenRefreshPendingException,
  LockTokenStore,
} from '../src/lock';
import { DatabaseAccountRegistry, DatabaseTokenStore } from '../src/lock/application/persistence';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LOCK_SANDBOX_OFFICE_ACCOUNT_ID, LockSandbox } from '../src/testing';
import type { RecordedRequest } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { CapturedLogger } from './support/captured-logger';
import { CommandHarness } from './support/command-harness';
import { databaseRows, executeOn } from './support/database-rows';
import { randomAppKey } from './support/delivery-app';
import { LockAuthSettings } from '../src/lock/auth/lock-auth-settings';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import {
  LockApp,
  lockSandboxOptions,
  spendRefreshTokenOutsideTheApps,
  startLockApp,
} from './support/lock-app';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';

/**
 * Lock OAuth refresh of a rotating refresh token across apps on one database (issue 20, DESIGN §8 "Scale-out"),
 * through the public API against the lock sandbox, on SQLite and PostgreSQL: with a database URL the token store
 * is the database by default, and an expired token is refreshed once by every app on it (a lease in
 * `lock_leases`, no Redis); a refused refresh (`invalid_grant`) reads the store again and uses a newer token
 * another app stored, else marks the account for re-authorization (`LockReauthorizationRequiredException`, no
 * further refresh request from any app, shown by `LockHealthIndicator` and `lock:accounts`) until a new
 * authorization; a refreshed token the store could not take is used and stored again, never lost. A call waits
 * for another app's refresh at most its request timeout (`LOCK_TIMEOUT`), then fails with the retryable
 * `LockTokenRefreshPendingException` while the lease runs out (issue 33, row 9).
 */

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
/** The account key most tests work on (not `default`, so messages and lists must name it). */
const KEY = 'depot';
/** A token lifetime within the client's 30 s refresh leeway: the token is expired for the client at once. */
const WITHIN_LEEWAY_SECONDS = 20;
const HOUR_SECONDS = 3600;

/** The requests to the lock API itself: everything but the OAuth endpoints. */
function apiRequests(sandbox: LockSandbox): RecordedRequest[] {
  return sandbox.requests.filter((request) => !request.path.startsWith('/oauth/'));
}

/** The refresh tokens the recorded refresh requests sent, in order. */
function sentRefreshTokens(sandbox: LockSandbox): (string | null)[] {
  return sandbox.refreshRequests().map((request) => new URLSearchParams(request.body).get('refresh_token'));
}

/** The lease a refresh of the account key runs under: `lock.token-lock.<sha256 hex of the key>`. */
function leaseName(accountKey: string): string {
  return `lock.token-lock.${createHash('sha256').update(accountKey).digest('hex')}`;
}

/** Resolves once `condition` holds, looking every 5 ms; fails after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Asserts the error is the re-authorization exception of the account key, with the ways to reconnect. */
function expectReauthorizationRequired(error: unknown, accountKey: string): void {
  expect(error).toBeInstanceOf(LockReauthorizationRequiredException);
  expect(error).toBeInstanceOf(AuthenticationException);
  const exception = error as LockReauthorizationRequiredException;
  expect(exception.accountKey).toBe(accountKey);
  expect(exception.message).toContain(`Lock account "${accountKey}" must be authorized again`);
  expect(exception.message).toContain(`lock:oauth-authorize --account=${accountKey}`);
  expect(exception.message).toContain('"Reconnect"');
}

/** One put the token store was asked for: which token, when, and whether it threw. */
interface StorePut {
  accountKey: string;
  token: LockToken;
  at: number;
  failed: boolean;
}

/** A token store of the host's own (module option `tokenStore`) whose next put can be made to throw once. */
class FlakyTokenStore implements LockTokenStore {
  readonly tokens = new Map<string, LockToken>();
  readonly puts: StorePut[] = [];
  private failures = 0;

  /** The next put throws (the store is down at that moment); the ones after it work again. */
  failNextPut(): void {
    this.failures = 1;
  }

  async get(accountKey: string): Promise<LockToken | null> {
    return this.tokens.get(accountKey) ?? null;
  }

  async put(accountKey: string, token: LockToken): Promise<void> {
    const failed = this.failures > 0;
    this.puts.push({ accountKey, token, at: Date.now(), failed });
    if (failed) {
      this.failures -= 1;
      throw new Error('the token store is not answering');
    }
    this.tokens.set(accountKey, token);
  }

  async forget(accountKey: string): Promise<void> {
    this.tokens.delete(accountKey);
  }
}

/**
 * A host store that refreshes under a lease, as the module's own stores do (a `CoordinatedTokenStore`), here one
 * lease in memory: it counts the lease's releases, and its next put can be made to throw once.
 */
class LeasedFlakyTokenStore extends FlakyTokenStore {
  readonly lease = { held: false, releases: 0 };
  private readonly flight = new CrossProcessFlight(
    {
      canLock: () => true,
      acquireLock: async () => {
        if (this.lease.held) return 'held';
        this.lease.held = true;
        return 'acquired';
      },
      releaseLock: async () => {
        this.lease.held = false;
        this.lease.releases += 1;
      },
    },
    { lockTtlMs: 60_000, exclusive: { stuck: () => new Error('the lease is held') } },
  );

  writeCount(): number {
    return this.puts.length;
  }

  refreshOnce<T>(accountKey: string, work: CrossProcessWork<T>): Promise<T> {
    return this.flight.run(() => `lock.token.${accountKey}`, work);
  }
}

describeOnDatabases('Lock OAuth refresh on one database', (database: TestDatabase) => {
  jest.setTimeout(20_000);

  let sandbox: LockSandbox;
  let databaseUrl: string;
  let appKey: string;
  let harness: CommandHarness;
  let restoreEnv: () => void = () => undefined;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    harness = new CommandHarness();
    [sandbox, databaseUrl] = await Promise.all([LockSandbox.start(), database.freshUrl()]);
    appKey = randomAppKey();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    for (const close of closers.splice(0).reverse()) await close();
    await sandbox.close();
    restoreEnv();
  });

  /** The options of an OAuth-mode app on the suite's database and APP_KEY (another Nest app in this process). */
  const oauthOptions = (options: LockModuleOptions = {}): LockModuleOptions =>
    lockSandboxOptions(sandbox, {
      auth: 'oauth',
      databaseUrl,
      ...options,
      tokenCache: { appKey, ...options.tokenCache },
    });

  /** Boots LockModule in OAuth mode on the suite's database (see `oauthOptions`), closed after the test. */
  const start = async (options: LockModuleOptions = {}): Promise<LockApp> => {
    const app = await startLockApp(sandbox, oauthOptions(options));
    closers.push(() => app.close());
    return app;
  };

  /** Boots a testing module of the imports and providers, closed after the test. */
  const boot = async (metadata: Parameters<typeof Test.createTestingModule>[0]): Promise<TestingModule> => {
    const moduleRef = await Test.createTestingModule(metadata).setLogger(new CapturedLogger()).compile();
    await moduleRef.init();
    closers.push(() => moduleRef.close());
    return moduleRef;
  };

  /** `count` concurrent API calls of the account key, all answered. */
  const calls = (app: LockApp, count: number, accountKey = KEY) =>
    Promise.all(Array.from({ length: count }, () => app.lock.as(accountKey).smartlocks().all()));

  /** Authorizes the account through the app with a token the client takes as expired; later tokens live an hour. */
  const signInExpired = async (app: LockApp, accountKey = KEY, accountId = DEPOT): Promise<LockToken> => {
    sandbox.setTokenLifetime(WITHIN_LEEWAY_SECONDS);
    try {
      return await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(accountId), accountKey);
    } finally {
      sandbox.setTokenLifetime(HOUR_SECONDS);
    }
  };

  /** Authorizes the account through the app, spends its refresh token outside the apps, and lets a call mark it. */
  const markForReauthorization = async (app: LockApp, accountKey = KEY, accountId = DEPOT): Promise<void> => {
    const token = await signInExpired(app, accountKey, accountId);
    await spendRefreshTokenOutsideTheApps(sandbox, token.refreshToken!);
    expectReauthorizationRequired(await rejectionOf(calls(app, 1, accountKey)), accountKey);
  };

  it('two apps on one database without Redis refresh an expired token with one request, under a lease in lock_leases, and every call of both succeeds', async () => {
    const [first, second] = [await start(), await start()];
    await signInExpired(first);
    sandbox.clearRequests();
    // The vendor takes its time, so every call of both apps arrives while the refresh is under way.
    sandbox.delayNext(1500, 1, { path: sandbox.tokenPath });

    const answering = Promise.all([calls(first, 25), calls(second, 25)]);
    await until(() => sandbox.refreshRequests().length === 1, 'the refresh request');
    const leasesDuringRefresh = await databaseRows(databaseUrl, 'select name from lock_leases');
    const answers = (await answering).flat();

    expect(leasesDuringRefresh).toEqual([{ name: leaseName(KEY) }]);
    expect(sandbox.refreshRequests()).toHaveLength(1);
    expect(answers).toHaveLength(50);
    expect(answers.every((locks) => locks.length > 0 && locks.length === answers[0].length)).toBe(true);
    const refreshed = sandbox.issuedTokens[1];
    const authorizations = apiRequests(sandbox).map((request) => request.headers.authorization);
    expect(authorizations).toHaveLength(50);
    expect(new Set(authorizations)).toEqual(new Set([`Bearer ${refreshed}`]));
    expect((await second.lock.oauth().token(KEY))?.accessToken).toBe(refreshed);
    await expect(databaseRows(databaseUrl, 'select name from lock_leases')).resolves.toEqual([]);
  });

  it('a refresh refused because the refresh token was spent elsewhere and a newer token stored meanwhile: the store is read again and the newer token used, the account not marked', async () => {
    const [refresher, late] = [await start(), await start()];
    const spent = (await signInExpired(refresher)).refreshToken!;
    sandbox.clearRequests();
    // The late app's refresh request reaches the vendor first but is handled only after the spend below.
    sandbox.delayNext(2500, 1, { path: sandbox.tokenPath });

    let lateSettled = false;
    const lateCall = calls(late, 1).finally(() => (lateSettled = true));
    await until(() => sandbox.refreshRequests().length === 1, "the late app's refresh request");
    await spendRefreshTokenOutsideTheApps(sandbox, spent);
    const newer = await refresher.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);
    const settledBeforeRefused = lateSettled;
    const [locks] = await lateCall;

    expect(settledBeforeRefused).toBe(false);
    expect(locks.length).toBeGreaterThan(0);
    expect(sentRefreshTokens(sandbox)).toEqual([spent, spent]);
    expect(apiRequests(sandbox).map((request) => request.headers.authorization)).toEqual([
      `Bearer ${newer.accessToken}`,
    ]);
    const stored = await late.lock.oauth().token(KEY);
    expect(stored?.accessToken).toBe(newer.accessToken);
    expect(stored?.needsReauthorization()).toBe(false);
    expect(stored?.refreshRefusedAt).toBeNull();
    expect(stored?.toArray()).not.toHaveProperty('refresh_refused_at');

    await calls(late, 3);
    await calls(refresher, 3);
    expect(sandbox.refreshRequests()).toHaveLength(2);
  });

  it("a forced refresh (oauth().refresh()) waits for another app's refresh under the lease, then sends the refresh token that app stored, never the spent one", async () => {
    const [refreshing, forcing] = [await start(), await start()];
    const spent = (await signInExpired(refreshing)).refreshToken!;
    sandbox.clearRequests();
    sandbox.delayNext(1500, 1, { path: sandbox.tokenPath });

    const automatic = calls(refreshing, 1);
    await until(() => sandbox.refreshRequests().length === 1, 'the automatic refresh request');
    const forced = await forcing.lock.oauth().refresh(KEY);
    await automatic;

    expect(sentRefreshTokens(sandbox)).toEqual([spent, sandbox.issuedRefreshTokens[1]]);
    expect(forced.refreshToken).toBe(sandbox.issuedRefreshTokens[2]);
    expect((await refreshing.lock.oauth().token(KEY))?.accessToken).toBe(forced.accessToken);
    expect((await forcing.lock.oauth().token(KEY))?.needsReauthorization()).toBe(false);
  });

  it.each<{ how: string; spend: (refreshToken: string) => Promise<void> }>([
    {
      how: 'by an app whose refresh answer never arrived',
      spend: async () => {
        // The vendor spends the refresh token and issues a new one; its answer outlives the app's 1 s timeout.
        const refresher = await start({ http: { timeout: 1 } });
        sandbox.holdAnswerNext(15_000, 1, { path: sandbox.tokenPath });
        expect(await rejectionOf(calls(refresher, 1))).toBeInstanceOf(ConnectionException);
      },
    },
    {
      how: 'at the token endpoint outside the apps',
      spend: (refreshToken) => spendRefreshTokenOutsideTheApps(sandbox, refreshToken),
    },
  ])(
    'a refresh token truly spent ($how): LockReauthorizationRequiredException naming the account and how to reconnect, the token marked, no further refresh request from this app or another, until a new authorization',
    async ({ spend }) => {
      const app = await start();
      const other = await start();
      const spent = (await signInExpired(app)).refreshToken!;
      sandbox.clearRequests();
      await spend(spent);
      expect(sandbox.refreshRequests()).toHaveLength(1);
      expect(sandbox.issuedRefreshTokens).toHaveLength(2);
      expect((await app.lock.oauth().token(KEY))?.refreshToken).toBe(spent);

      const error = await rejectionOf(calls(app, 1));

      expectReauthorizationRequired(error, KEY);
      expect(sentRefreshTokens(sandbox)).toEqual([spent, spent]);
      expect(apiRequests(sandbox)).toEqual([]);
      const marked = await app.lock.oauth().token(KEY);
      expect(marked?.refreshToken).toBe(spent);
      expect(marked?.needsReauthorization()).toBe(true);
      expect(marked?.refreshRefusedAt).toBeInstanceOf(Date);
      expect(Math.abs(marked!.refreshRefusedAt!.getTime() - Date.now())).toBeLessThan(10_000);
      expect(marked?.toArray().refresh_refused_at).toBe(marked?.refreshRefusedAt?.toISOString());
      expect((await other.lock.oauth().token(KEY))?.needsReauthorization()).toBe(true);

      const requestsBefore = sandbox.requests.length;
      for (const refused of [
        () => calls(app, 5),
        () => calls(other, 5),
        () => app.lock.oauth().refresh(KEY),
        () => other.lock.oauth().refresh(KEY),
      ]) {
        expectReauthorizationRequired(await rejectionOf(refused()), KEY);
      }
      expect(sandbox.requests).toHaveLength(requestsBefore);

      const reauthorized = await other.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);
      const stored = await app.lock.oauth().token(KEY);
      expect(stored?.needsReauthorization()).toBe(false);
      expect(stored?.toArray()).not.toHaveProperty('refresh_refused_at');
      await calls(app, 2);
      await calls(other, 2);
      const sentAfter = apiRequests(sandbox).map((request) => request.headers.authorization);
      // The four calls, each with the new token; a call on a kept-alive socket the sandbox closed at that moment is
      // sent again (a GET, retried on the connection error), so a slow run may record one more, never another token.
      expect(sentAfter.length).toBeGreaterThanOrEqual(4);
      expect(new Set(sentAfter)).toEqual(new Set([`Bearer ${reauthorized.accessToken}`]));
      expect(sandbox.refreshRequests()).toHaveLength(2);
    },
  );

  it('the app that marks an account makes no further call with the token it held: a forced refresh refused marks it, and its next call throws too', async () => {
    const app = await start();
    sandbox.setTokenLifetime(HOUR_SECONDS);
    const token = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);
    await calls(app, 1);
    await spendRefreshTokenOutsideTheApps(sandbox, token.refreshToken!);
    sandbox.clearRequests();

    expectReauthorizationRequired(await rejectionOf(app.lock.oauth().refresh(KEY)), KEY);
    expectReauthorizationRequired(await rejectionOf(calls(app, 1)), KEY);

    expect(apiRequests(sandbox)).toEqual([]);
    expect(sandbox.refreshRequests()).toHaveLength(1);
  });

  it('a new authorization stored while a refused refresh reads the store is not overwritten by the mark: the refusing app uses it', async () => {
    const [refusing, authorizing] = [await start(), await start()];
    const spent = (await signInExpired(refusing)).refreshToken!;
    await spendRefreshTokenOutsideTheApps(sandbox, spent);
    const store = refusing.moduleRef.get<DatabaseTokenStore>(LOCK_DATABASE_TOKEN_STORE);
    const markRefused = store.markRefused.bind(store);
    let reauthorized: LockToken | undefined;
    // Between the refused refresh's read of the store and its mark, another app stores a new authorization.
    jest.spyOn(store, 'markRefused').mockImplementation(async (accountKey, refreshToken) => {
      reauthorized = await authorizing.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);
      return markRefused(accountKey, refreshToken);
    });
    sandbox.clearRequests();

    await calls(refusing, 1);

    expect(reauthorized).toBeDefined();
    const stored = await authorizing.lock.oauth().token(KEY);
    expect(stored?.accessToken).toBe(reauthorized?.accessToken);
    expect(stored?.needsReauthorization()).toBe(false);
    expect(apiRequests(sandbox).map((request) => request.headers.authorization)).toEqual([
      `Bearer ${reauthorized?.accessToken}`,
    ]);
    await calls(authorizing, 1);
  });

  it('LockHealthIndicator reports down with reauthorizationRequired while an account of the registry is marked, and up after its new authorization', async () => {
    const app = await start();
    await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(OFFICE));
    const healthApp = await boot({
      imports: [TerminusModule, LockModule.forRoot(oauthOptions())],
      providers: [LockHealthIndicator],
    });
    const health = healthApp.get(LockHealthIndicator);
    await expect(health.isHealthy()).resolves.toEqual({ lock: { status: 'up', api: 'answered' } });

    await markForReauthorization(app);
    const down = await health.isHealthy();

    expect(down).toEqual({
      lock: { status: 'down', message: expect.any(String), reauthorizationRequired: [KEY] },
    });
    expect(down.lock.message).toContain(KEY);
    expect(down.lock.message).toContain('lock:oauth-authorize');
    await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);
    await expect(health.isHealthy()).resolves.toEqual({ lock: { status: 'up', api: 'answered' } });
  });

  it("lock:accounts --json in OAuth mode lists oauth 'reconnect-needed' for a marked account, 'connected' and 'not-connected' for the others; without OAuth mode there is no oauth field", async () => {
    const app = await start();
    await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(OFFICE));
    await app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY).create('annex', null);
    await markForReauthorization(app);

    await harness.run([LockModule.forRoot(oauthOptions()), LockCommandsModule], ['lock:accounts', '--json']);
    await harness.run([LockModule.forRoot(oauthOptions()), LockCommandsModule], ['lock:accounts']);
    await harness.run(
      [LockModule.forRoot(oauthOptions({ auth: 'token' })), LockCommandsModule],
      ['lock:accounts', '--json'],
    );

    expect(harness.output.failed).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    const [oauthJson, oauthTable, tokenJson] = harness.output.printed;
    const account = { name: null, active: true, tokenSet: false };
    expect(JSON.parse(oauthJson)).toStrictEqual([
      { key: 'annex', ...account, oauth: 'not-connected' },
      { key: 'default', ...account, oauth: 'connected' },
      { key: KEY, ...account, oauth: 'reconnect-needed' },
    ]);
    expect(oauthTable).toMatch(new RegExp(`^${KEY} .*reconnect needed \\(lock:oauth-authorize\\)\\s*$`, 'm'));
    expect(JSON.parse(tokenJson)).toStrictEqual([
      { key: 'annex', ...account },
      { key: 'default', ...account },
      { key: KEY, ...account },
    ]);
  });

  it('a refresher killed while the vendor spent its refresh token: the other apps wait for its lease no longer than their own request timeout, then fail with LockTokenRefreshPendingException (503, Retry-After: the rest of the lease), nothing sent; once the lease ran out, one refresh finds the account must be authorized again, as before', async () => {
    // Three apps on one database: the killed one is only its lease below; the other two time out after 1 s.
    const [first, second] = [await start({ http: { timeout: 1 } }), await start({ http: { timeout: 1 } })];
    const spent = (await signInExpired(first)).refreshToken!;
    // The killed app had LOCK_TIMEOUT=10: its lease lasts the request timeout, the database's (5 s) and 2 s.
    await spendRefreshTokenOutsideTheApps(sandbox, spent);
    const leaseEnd = Date.now() + 17_000;
    await executeOn(
      databaseUrl,
      `insert into lock_leases (name, owner, expires_at) values ('${leaseName(KEY)}', 'killed-app', ${leaseEnd})`,
    );
    sandbox.clearRequests();

    const errors = await Promise.all([
      rejectionOf(calls(first, 3)),
      rejectionOf(calls(second, 3)),
      rejectionOf(second.lock.oauth().refresh(KEY)),
    ]);
    const leasesAfter = await databaseRows(databaseUrl, 'select name, owner from lock_leases');
    const leftSeconds = Math.floor((leaseEnd - Date.now()) / 1000);

    // Every call gave up while the killed app's lease was still there: none waited for it to end.
    expect(leasesAfter).toEqual([{ name: leaseName(KEY), owner: 'killed-app' }]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(LockTokenRefreshPendingException);
      const pending = error as LockTokenRefreshPendingException;
      expect(pending.accountKey).toBe(KEY);
      expect(pending.message).toContain(`lock account "${KEY}"`);
      expect(pending.message).toContain('after 1 s (LOCK_TIMEOUT');
      expect(pending.retryAfterSeconds).toBeLessThanOrEqual(17);
      expect(pending.retryAfterSeconds).toBeGreaterThanOrEqual(Math.max(1, leftSeconds));
      expect(pending.httpAnswer()).toEqual({
        status: 503,
        message: 'The service is renewing its sign-in to an upstream service; try again shortly.',
        retryAfterSeconds: pending.retryAfterSeconds,
      });
    }
    expect(sandbox.requests).toEqual([]);

    // The lease ran out: the next call takes it, sends the spent refresh token once and marks the account.
    await executeOn(databaseUrl, `update lock_leases set expires_at = ${Date.now() - 1}`);
    expectReauthorizationRequired(await rejectionOf(calls(second, 1)), KEY);
    expect(sentRefreshTokens(sandbox)).toEqual([spent]);
    for (const refused of [
      () => calls(first, 2),
      () => calls(second, 2),
      () => first.lock.oauth().refresh(KEY),
    ]) {
      expectReauthorizationRequired(await rejectionOf(refused()), KEY);
    }
    expect(sandbox.refreshRequests()).toHaveLength(1);
    expect(apiRequests(sandbox)).toEqual([]);
    expect((await first.lock.oauth().token(KEY))?.needsReauthorization()).toBe(true);
  });

  it('a refreshed token the token store could not take is used at once and stored again about 250 ms later; its spent refresh token is never sent again', async () => {
    const store = new FlakyTokenStore();
    const app = await start({ tokenStore: store });
    const spent = (await signInExpired(app)).refreshToken;
    sandbox.clearRequests();
    store.puts.splice(0);
    store.failNextPut();

    await calls(app, 1);
    await calls(app, 3);
    const refreshed = sandbox.issuedTokens[1];
    await until(() => store.tokens.get(KEY)?.accessToken === refreshed, 'the refreshed token in the store');
    await calls(app, 3);

    expect(sentRefreshTokens(sandbox)).toEqual([spent]);
    const authorizations = apiRequests(sandbox).map((request) => request.headers.authorization);
    expect(authorizations).toEqual(Array.from({ length: 7 }, () => `Bearer ${refreshed}`));
    expect(store.puts.map(({ token, failed }) => [token.accessToken, failed])).toEqual([
      [refreshed, true],
      [refreshed, false],
    ]);
    expect(store.puts[1].at - store.puts[0].at).toBeGreaterThanOrEqual(240);
    expect(store.tokens.get(KEY)?.refreshToken).toBe(sandbox.issuedRefreshTokens[1]);
    const warning = app.logger.warnings.find((line) => line.includes('could not be stored'));
    expect(warning).toContain(`account=${KEY}`);
    for (const secret of [refreshed, sandbox.issuedRefreshTokens[1], String(spent)]) {
      expect(app.logger.warnings.join('\n')).not.toContain(secret);
    }
  });

  it('a refreshed token the store could not take keeps the refresh lease until it expires, so no other process sends the spent refresh token; a stored one frees it', async () => {
    const store = new LeasedFlakyTokenStore();
    const app = await start({ tokenStore: store });
    await signInExpired(app);
    store.failNextPut();

    await calls(app, 1);
    const refreshed = sandbox.issuedTokens[1];
    await until(() => store.tokens.get(KEY)?.accessToken === refreshed, 'the refreshed token in the store');

    expect(store.lease).toEqual({ held: true, releases: 0 });
    store.lease.held = false; // it expired
    await app.lock.oauth().refresh(KEY);
    expect(store.lease).toEqual({ held: false, releases: 1 });
    expect(sandbox.refreshRequests()).toHaveLength(2);
  });

  it("the default OAuth token store is 'database' with a database URL (the token lands in lock_oauth_tokens), 'cache' without one", async () => {
    const app = await start();
    const token = await app.lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);

    expect(app.authSettings.tokenStore()).toBe('database');
    const rows = await databaseRows(
      databaseUrl,
      'select a.key, t.ciphertext from lock_oauth_tokens t join lock_accounts a on a.id = t.account_id',
    );
    expect(rows.map((row) => row.key)).toEqual([KEY]);
    expect(JSON.stringify(rows)).not.toContain(token.accessToken);
    expect(JSON.stringify(rows)).not.toContain(String(token.refreshToken));

    const cache = new Keyv({ useKeyPrefix: false });
    // No database URL at all; the start-up prune is off so no default database file is opened.
    const { databaseUrl: _none, ...withoutDatabase } = oauthOptions({
      tokenCache: { store: cache },
      prune: { enabled: false },
    });
    const moduleRef = await boot({ imports: [LockModule.forRoot(withoutDatabase)] });
    const cached = await moduleRef.get(Lock).oauth().exchangeCode(sandbox.issueAuthorizationCode(DEPOT), KEY);

    expect(moduleRef.get(LockAuthSettings).tokenStore()).toBe('cache');
    const entries = [...(cache.store as Map<string, string>).keys()];
    expect(entries).toEqual([`lock.token.${createHash('sha256').update(KEY).digest('hex')}`]);
    expect((await moduleRef.get(Lock).oauth().token(KEY))?.accessToken).toBe(cached.accessToken);
  });
});
