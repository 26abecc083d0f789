import {
  ApiException,
  AuthenticationException,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LockModuleOptions,
} from '../src/lock';
import { DatabaseAccountRegistry } from '../src/lock/application/persistence';
import { LockSecrets } from '../src/lock/support/lock-secrets';
import { AccountCredentials } from '../src/lock/application/persistence/account-credentials';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LOCK_SANDBOX_OFFICE_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { databaseRows, executeOn } from './support/database-rows';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { echoingBody } from './support/secret-forms';

/**
 * Per-account API tokens in the lock database (issue 13, `LOCK_TOKEN_RESOLVER=database`) on SQLite and PostgreSQL:
 * the row holds `TokenCipher` ciphertext bound to the account key, `as(key)` sends that account's token, `default`
 * and token-less rows fall back to the configured tokens, a disabled or token-less account is refused with
 * `AuthenticationException` before anything is sent, and a rotation reaches another process within
 * `LOCK_ACCOUNT_TOKEN_RECHECK` and the writing process at once, while a warm call does not read the database.
 */

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
/** The cipher's format (DESIGN §3): `v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const CIPHERTEXT = /^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/;

/** The forms in which a stored value could give a token away. */
function revealingForms(token: string): string[] {
  const bytes = Buffer.from(token, 'utf8');
  return [token, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')];
}

describeOnDatabases('per-account API tokens in the lock database', (database: TestDatabase) => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: LockSandbox;
  let url: string;
  let appKey: string;
  const apps: LockApp[] = [];

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    url = await database.freshUrl();
    appKey = randomAppKey();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    restoreEnv();
  });

  /** An app with the database resolver on the test's database and key; the sandbox's office token is `default`'s. */
  const start = async (options: LockModuleOptions = {}): Promise<LockApp> => {
    const app = await startLockApp(sandbox, {
      tokenResolver: 'database',
      databaseUrl: url,
      ...options,
      tokenCache: { appKey, ...options.tokenCache },
    });
    apps.push(app);
    return app;
  };

  const credentialsOf = (app: LockApp) => app.moduleRef.get(AccountCredentials);
  const registryOf = (app: LockApp) =>
    app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);

  /** Adds the account to the database through the app, with its own token when given. */
  const addAccount = async (app: LockApp, key: string, token: string | null = null): Promise<void> => {
    await registryOf(app).create(key, null);
    if (token !== null) await credentialsOf(app).setToken(key, token);
  };

  /** The bearer tokens the sandbox received, in order. */
  const sentTokens = () => sandbox.requests.map((request) => request.headers.authorization);

  /** Lists the smartlocks of the account and answers their ids. */
  const lockIdsOf = async (app: LockApp, key: string) =>
    (await app.lock.as(key).smartlocks().all()).map((lock) => lock.smartlockId);

  /** The rejection of a listing of the account's smartlocks, which must be an AuthenticationException. */
  const refusal = async (app: LockApp, key: string): Promise<string> => {
    const error = await rejectionOf(app.lock.as(key).smartlocks().all());
    expect(error).toBeInstanceOf(AuthenticationException);
    return (error as Error).message;
  };

  describe('in the row', () => {
    it('holds ciphertext: neither the token nor its base64 or hex, with the time it was set', async () => {
      const app = await start();
      const token = sandbox.apiToken(DEPOT);

      await addAccount(app, 'tenant-42', token);

      const [row] = await databaseRows(url, 'select * from lock_accounts');
      expect(row).toMatchObject({
        key: 'tenant-42',
        api_token_ciphertext: expect.stringMatching(CIPHERTEXT),
        api_token_updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const everything = JSON.stringify(await databaseRows(url, 'select * from lock_accounts'));
      for (const form of revealingForms(token)) expect(everything).not.toContain(form);
    });

    it('is bound to the account key: a ciphertext copied to another row does not decrypt, nothing sent', async () => {
      const app = await start();
      await addAccount(app, 'tenant-42', sandbox.apiToken(DEPOT));
      await addAccount(app, 'tenant-43');

      await executeOn(
        url,
        "update lock_accounts set api_token_ciphertext = (select api_token_ciphertext from lock_accounts where key = 'tenant-42') where key = 'tenant-43'",
      );

      const message = await refusal(await start(), 'tenant-43');
      expect(message).toMatch(
        /^The API token stored for lock account "tenant-43" cannot be decrypted: it does not decrypt with APP_KEY/,
      );
      expect(sandbox.requests).toEqual([]);
    });
  });

  describe('as(key)', () => {
    it("sends the account's own token", async () => {
      const app = await start();
      await addAccount(app, 'tenant-42', sandbox.apiToken(DEPOT));

      await expect(lockIdsOf(app, 'tenant-42')).resolves.toEqual(
        sandbox.data.accounts[1].smartlocks.map((lock) => lock.smartlockId),
      );

      expect(sentTokens()).toEqual([`Bearer ${sandbox.apiToken(DEPOT)}`]);
    });

    it('default without a row, and default with a row without a token, use LOCK_API_TOKEN', async () => {
      const app = await start();

      await lockIdsOf(app, 'default');
      await addAccount(app, 'default');
      await lockIdsOf(app, 'default');

      expect(sentTokens()).toEqual([
        `Bearer ${sandbox.apiToken(OFFICE)}`,
        `Bearer ${sandbox.apiToken(OFFICE)}`,
      ]);
    });

    it("the row's token wins over the configured one; a row without one uses the accounts option", async () => {
      const app = await start({
        accounts: {
          depot: { token: sandbox.apiToken(DEPOT) },
          'tenant-42': { token: 'configured-but-unused' },
        },
      });
      await addAccount(app, 'tenant-42', sandbox.apiToken(OFFICE));
      await addAccount(app, 'depot');

      await lockIdsOf(app, 'tenant-42');
      await lockIdsOf(app, 'depot');

      expect(sentTokens()).toEqual([
        `Bearer ${sandbox.apiToken(OFFICE)}`,
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it('an account row without a token and nothing configured: AuthenticationException naming it, nothing sent', async () => {
      const app = await start();
      await addAccount(app, 'tenant-42');

      await expect(refusal(app, 'tenant-42')).resolves.toBe(
        'No API token is stored or configured for lock account "tenant-42": set one with ' +
          'lock:account-token --account=tenant-42. Nothing was sent.',
      );
      await expect(refusal(app, 'nobody')).resolves.toBe(
        'No API token is configured for lock account "nobody": set the option accounts.nobody.token of LockModule, or store one in the lock database with lock:account-token --account=nobody (LOCK_TOKEN_RESOLVER=database). Nothing was sent.',
      );
      expect(sandbox.requests).toEqual([]);
    });

    it('a disabled account: AuthenticationException naming it, also with a configured token; nothing sent', async () => {
      const app = await start({ accounts: { 'tenant-42': { token: sandbox.apiToken(DEPOT) } } });
      await addAccount(app, 'tenant-42', sandbox.apiToken(DEPOT));
      await addAccount(app, 'default');

      await credentialsOf(app).setActive('tenant-42', false);
      await credentialsOf(app).setActive('default', false);

      await expect(refusal(app, 'tenant-42')).resolves.toBe(
        'The lock account "tenant-42" is disabled (lock:account-enable --account=tenant-42 enables it). ' +
          'Nothing was sent.',
      );
      await expect(refusal(app, 'default')).resolves.toMatch(/^The lock account "default" is disabled/);
      expect(sandbox.requests).toEqual([]);
      expect(await databaseRows(url, 'select key, active from lock_accounts order by key')).toEqual([
        { key: 'default', active: 0 },
        { key: 'tenant-42', active: 0 },
      ]);

      await credentialsOf(app).setActive('tenant-42', true);
      await lockIdsOf(app, 'tenant-42');
      expect(sentTokens()).toEqual([`Bearer ${sandbox.apiToken(DEPOT)}`]);
    });

    it('after APP_KEY changed it says so, naming the account; with the old key in APP_PREVIOUS_KEYS it works', async () => {
      const first = await start();
      await addAccount(first, 'tenant-42', sandbox.apiToken(DEPOT));
      const oldKey = appKey;
      appKey = randomAppKey();

      const message = await refusal(await start(), 'tenant-42');
      const rotated = await start({ tokenCache: { previousKeys: [oldKey] } });
      await lockIdsOf(rotated, 'tenant-42');

      expect(message).toMatch(/^The API token stored for lock account "tenant-42" cannot be decrypted: /);
      expect(message).toContain('APP_PREVIOUS_KEYS');
      expect(sentTokens()).toEqual([`Bearer ${sandbox.apiToken(DEPOT)}`]);
    });

    it('without APP_KEY a stored token is refused naming APP_KEY, while accounts without one still work', async () => {
      const first = await start();
      await addAccount(first, 'tenant-42', sandbox.apiToken(DEPOT));
      const keyless = await start({ tokenCache: { appKey: '' } });

      await expect(refusal(keyless, 'tenant-42')).resolves.toMatch(
        /^The API token stored for lock account "tenant-42" cannot be decrypted: APP_KEY is not set\./,
      );
      await lockIdsOf(keyless, 'default');
      expect(sentTokens()).toEqual([`Bearer ${sandbox.apiToken(OFFICE)}`]);
    });

    it('redacts the stored token when the API echoes it back', async () => {
      const app = await start();
      const token = sandbox.apiToken(DEPOT);
      await addAccount(app, 'tenant-42', token);
      sandbox.failNext(3, 500, echoingBody('lock backend unavailable', [token]), { path: '/smartlock' });

      const error = await rejectionOf(app.lock.as('tenant-42').smartlocks().all());

      expect(error).toBeInstanceOf(ApiException);
      expect((error as ApiException).message).toContain('lock backend unavailable');
      expect(
        JSON.stringify({ message: (error as ApiException).message, body: (error as ApiException).body }),
      ).not.toContain(token);
    });
  });

  it('redacts the token of the call even when more tokens than the module keeps were seen during it', async () => {
    const app = await start({ http: { retrySleep: 300 } });
    const token = sandbox.apiToken(DEPOT);
    await addAccount(app, 'tenant-42', token);
    sandbox.failNext(3, 500, echoingBody('lock backend unavailable', [token]), { path: '/smartlock' });
    const before = sandbox.requests.length;

    const call = rejectionOf(app.lock.as('tenant-42').smartlocks().all());
    // While the call pauses between attempts, other tenants' calls fill the module's list of recent secrets.
    while (sandbox.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
    const secrets = app.moduleRef.get(LockSecrets);
    for (let index = 0; index < 100; index += 1)
      secrets.remember(`other-tenant-${index}`, `other-tenant-token-${index}-${'x'.repeat(16)}`);
    const error = await call;

    expect(error).toBeInstanceOf(ApiException);
    expect(
      JSON.stringify({ message: (error as ApiException).message, body: (error as ApiException).body }),
    ).not.toContain(token);
  });

  describe('rotation', () => {
    it('a warm call does not read the database: a row deleted past the module is not noticed within the recheck', async () => {
      const app = await start();
      await addAccount(app, 'tenant-42', sandbox.apiToken(DEPOT));
      await lockIdsOf(app, 'tenant-42');

      await executeOn(url, "delete from lock_accounts where key = 'tenant-42'");
      await lockIdsOf(app, 'tenant-42');

      expect(sentTokens()).toEqual([
        `Bearer ${sandbox.apiToken(DEPOT)}`,
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it('LOCK_ACCOUNT_TOKEN_RECHECK=0 reads the row at every call', async () => {
      const app = await start({ accountTokenRecheck: 0 });
      await addAccount(app, 'tenant-42', sandbox.apiToken(DEPOT));
      await lockIdsOf(app, 'tenant-42');

      await executeOn(url, "update lock_accounts set active = 0 where key = 'tenant-42'");

      await expect(refusal(app, 'tenant-42')).resolves.toMatch(/^The lock account "tenant-42" is disabled/);
    });

    it('two processes on one database: the writer uses a new token at once, the other after the recheck', async () => {
      const writer = await start({ accountTokenRecheck: 1 });
      const other = await start({ accountTokenRecheck: 1 });
      await addAccount(writer, 'tenant-42', sandbox.apiToken(OFFICE));
      await lockIdsOf(writer, 'tenant-42');
      await lockIdsOf(other, 'tenant-42');

      await expect(credentialsOf(writer).setToken('tenant-42', sandbox.apiToken(DEPOT))).resolves.toBe(
        'replaced',
      );
      await lockIdsOf(writer, 'tenant-42');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await lockIdsOf(other, 'tenant-42');

      expect(sentTokens()).toEqual([
        `Bearer ${sandbox.apiToken(OFFICE)}`,
        `Bearer ${sandbox.apiToken(OFFICE)}`,
        `Bearer ${sandbox.apiToken(DEPOT)}`,
        `Bearer ${sandbox.apiToken(DEPOT)}`,
      ]);
    });

    it('two processes: a disable in one refuses calls there at once and in the other after the recheck', async () => {
      const writer = await start({ accountTokenRecheck: 1 });
      const other = await start({ accountTokenRecheck: 1 });
      await addAccount(writer, 'tenant-42', sandbox.apiToken(DEPOT));
      await lockIdsOf(other, 'tenant-42');

      await credentialsOf(writer).setActive('tenant-42', false);
      await expect(refusal(writer, 'tenant-42')).resolves.toMatch(/is disabled/);
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      await expect(refusal(other, 'tenant-42')).resolves.toMatch(/is disabled/);
      expect(sandbox.requests).toHaveLength(1);
    });

    it('an account that register() adds in this process is seen at once, though a call before found none', async () => {
      const app = await start();
      await expect(refusal(app, 'tenant-42')).resolves.toMatch(/^No API token is configured/);

      await registryOf(app).register('tenant-42', 'Tenant 42');

      await expect(refusal(app, 'tenant-42')).resolves.toMatch(/^No API token is stored or configured/);
    });

    it('an account created in this process is used at once, though a call before found no account', async () => {
      const app = await start();
      await expect(refusal(app, 'tenant-42')).resolves.toMatch(/^No API token is configured/);

      await addAccount(app, 'tenant-42', sandbox.apiToken(DEPOT));
      await lockIdsOf(app, 'tenant-42');

      expect(sentTokens()).toEqual([`Bearer ${sandbox.apiToken(DEPOT)}`]);
    });
  });
});
