import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LockCommandsModule, TerminalPrompt } from '../src/commands';
import { TokenCipher } from '../src/common/crypto/token-cipher';
import {
  DatabaseAccountRegistry,
  LockDatabase,
  lockDatabaseLocation,
} from '../src/lock/application/persistence';
import { LockModule, LockModuleOptions } from '../src/lock';
import { AccountCredentials } from '../src/lock/application/persistence/account-credentials';
import { AccountWrites } from '../src/lock/application/persistence/account-writes';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { CommandHarness } from './support/command-harness';
import { databaseRows } from './support/database-rows';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { secretForms } from './support/secret-forms';

/**
 * The account token commands (issue 13 "Per-account API tokens in the database") on SQLite and PostgreSQL:
 * `lock:account-create --token`, `lock:account-token` (set, replace, clear, asked for hidden), `lock:account-disable`,
 * `lock:account-enable` and the state columns of `lock:accounts`, in-process, with the warning of settings that never
 * read what they store; then the built bin (`node dist/cli.js`) as real processes: `lock:locks --account=berlin`
 * with only PATH, `LOCK_DATABASE_URL`, `APP_KEY` and `LOCK_BASE_URL` (the test's own sandbox on 127.0.0.1) set, and
 * without `LOCK_DATABASE_URL` the warning of the default `config` resolver.
 */

const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
const TOKEN = 'tok-Berlin-7c1f0e9a42';
const PROMPTED_TOKEN = 'tok-Prompted-55d2b8e1';
const QUESTION = 'API token of lock account "berlin" (not shown): ';
const REPO_ROOT = path.resolve(__dirname, '..');
const CIPHERTEXT = /^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/;

/** The operator at the token prompt: records each question with its options and answers the same line. */
class RecordingPrompt {
  readonly asked: { question: string; options: unknown }[] = [];

  constructor(private readonly answer: string) {}

  /** Records the question and its options; answers the scripted line. */
  async ask(question: string, options?: { hidden?: boolean }): Promise<string> {
    this.asked.push({ question, options });
    return this.answer;
  }
}

describeOnDatabases('lock account token commands', (database: TestDatabase) => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let harness: CommandHarness;
  let url: string;
  let appKey: string;
  let prompt: RecordingPrompt;

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    harness = new CommandHarness();
    prompt = new RecordingPrompt(PROMPTED_TOKEN);
    url = await database.freshUrl();
    appKey = randomAppKey();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    restoreEnv();
  });

  /** Runs a lock command on the test's database and key, the recording prompt in place. */
  const run = (args: string[]) =>
    harness.run(
      [LockModule.forRoot({ databaseUrl: url, tokenCache: { appKey } }), LockCommandsModule],
      args,
      [{ provide: TerminalPrompt, useValue: prompt }],
    );

  /** Adds accounts past the commands. */
  const seedAccounts = async (...keys: string[]) => {
    const setup = new LockDatabase(() => lockDatabaseLocation(url));
    try {
      for (const key of keys) await new DatabaseAccountRegistry(setup).create(key, null);
    } finally {
      await setup.close();
    }
  };

  /** The accounts of the database, read through a registry (which creates the schema when nothing did yet). */
  const accountsThere = async () => {
    const setup = new LockDatabase(() => lockDatabaseLocation(url));
    try {
      return await new DatabaseAccountRegistry(setup).all();
    } finally {
      await setup.close();
    }
  };

  const accountRows = () =>
    databaseRows(url, 'select key, name, active, api_token_ciphertext from lock_accounts order by key');

  /** Exit code 0, nothing on stderr, nothing escaped; answers what was printed. */
  function expectSuccess(): string[] {
    expect(harness.output.failed).toEqual([]);
    expect(harness.output.stderr).toEqual([]);
    expect(harness.escaped).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    return harness.output.printed;
  }

  /** No form of either token in any channel of the run. */
  function expectNoToken(): void {
    for (const token of [TOKEN, PROMPTED_TOKEN]) {
      for (const form of Object.values(secretForms(token))) expect(harness.everything()).not.toContain(form);
    }
  }

  /** The token stored in the account's row, decrypted as the module does. */
  const storedToken = async (key: string): Promise<string | null> => {
    const setup = new LockDatabase(() => lockDatabaseLocation(url));
    try {
      const credentials = new AccountCredentials(
        setup,
        () => new TokenCipher({ key: appKey }),
        new AccountWrites(),
      );
      const stored = await credentials.read(key);
      return stored?.ciphertext ? credentials.open(key, stored.ciphertext) : null;
    } finally {
      await setup.close();
    }
  };

  describe('lock:account-create --token', () => {
    it('--token=<token> stores it encrypted and says so without showing it', async () => {
      await run(['lock:account-create', '--key=berlin', '--name=Berlin', `--token=${TOKEN}`]);

      expect(expectSuccess()).toEqual(['Created lock account "berlin" (Berlin) with its API token.']);
      expect(await accountRows()).toEqual([
        { key: 'berlin', name: 'Berlin', active: 1, api_token_ciphertext: expect.stringMatching(CIPHERTEXT) },
      ]);
      await expect(storedToken('berlin')).resolves.toBe(TOKEN);
      expect(prompt.asked).toEqual([]);
      expectNoToken();
    });

    it('a bare --token asks for it hidden; --json shows that a token is set', async () => {
      await run(['lock:account-create', '--key=berlin', '--token', '--json']);

      expect(JSON.parse(expectSuccess()[0])).toEqual({
        key: 'berlin',
        name: null,
        active: true,
        tokenSet: true,
      });
      expect(prompt.asked).toEqual([{ question: QUESTION, options: { hidden: true } }]);
      await expect(storedToken('berlin')).resolves.toBe(PROMPTED_TOKEN);
      expectNoToken();
    });

    it('a token that cannot travel in a header: one error line, no account', async () => {
      await run(['lock:account-create', '--key=berlin', `--token= ${TOKEN}`]);

      expect(harness.expectOneErrorLine()).toBe(
        'Error: The API token of lock account "berlin" cannot be sent in an HTTP header as it is: it has white ' +
          'space at its start or end, a control character or a character outside Latin-1. Nothing was stored.',
      );
      expect(await accountsThere()).toEqual([]);
      expectNoToken();
    });

    it('without APP_KEY: one error line naming APP_KEY, no account', async () => {
      appKey = '';

      await run(['lock:account-create', '--key=berlin', `--token=${TOKEN}`]);

      expect(harness.expectOneErrorLine()).toBe(
        'Error: The API token of lock account "berlin" cannot be stored: it is kept encrypted with APP_KEY, and ' +
          'APP_KEY is not set. Nothing was stored.',
      );
      expect(await accountsThere()).toEqual([]);
    });
  });

  describe('lock:account-token', () => {
    beforeEach(() => seedAccounts('berlin'));

    it('--token sets, then replaces; --clear clears; the token is never printed', async () => {
      await run(['lock:account-token', '--account=berlin', `--token=${TOKEN}`]);
      await expect(storedToken('berlin')).resolves.toBe(TOKEN);
      await run(['lock:account-token', '--account', 'berlin', '--token', PROMPTED_TOKEN]);
      await expect(storedToken('berlin')).resolves.toBe(PROMPTED_TOKEN);
      await run(['lock:account-token', '--account=berlin', '--clear']);

      expect(expectSuccess()).toEqual([
        'API token of lock account "berlin" set.',
        'API token of lock account "berlin" replaced.',
        'API token of lock account "berlin" cleared.',
      ]);
      expect(await accountRows()).toEqual([
        { key: 'berlin', name: null, active: 1, api_token_ciphertext: null },
      ]);
      expect(prompt.asked).toEqual([]);
      expectNoToken();
    });

    it.each([[[]], [['--token']]])('%j asks for the token hidden and stores it', async (args) => {
      await run(['lock:account-token', '--account=berlin', ...args]);

      expect(expectSuccess()).toEqual(['API token of lock account "berlin" set.']);
      expect(prompt.asked).toEqual([{ question: QUESTION, options: { hidden: true } }]);
      await expect(storedToken('berlin')).resolves.toBe(PROMPTED_TOKEN);
      expectNoToken();
    });

    it('under an APP_KEY that reads none of the stored tokens: one error line, nothing stored; --force stores it', async () => {
      await seedAccounts('paris');
      await run(['lock:account-token', '--account=paris', `--token=${TOKEN}`]);
      expectSuccess();
      const appsKey = appKey;
      appKey = randomAppKey(); // an operator's shell with another APP_KEY
      harness.output.printed.length = 0;

      await run(['lock:account-token', '--account=berlin', `--token=${PROMPTED_TOKEN}`]);

      expect(harness.expectOneErrorLine()).toBe(
        'Error: The APP_KEY in use decrypts none of the 1 API token(s) already stored, so the app (with its own ' +
          "APP_KEY) could not read a token written now either. Run this with the app's APP_KEY, or give --force to " +
          'store it under this key anyway. Nothing was stored.',
      );
      await expect(storedToken('berlin')).resolves.toBeNull();

      process.exitCode = undefined;
      harness.output.failed.length = 0;
      harness.output.stderr.length = 0;
      await run(['lock:account-token', '--account=berlin', `--token=${PROMPTED_TOKEN}`, '--force']);
      expect(expectSuccess()).toEqual(['API token of lock account "berlin" set.']);
      await expect(storedToken('berlin')).resolves.toBe(PROMPTED_TOKEN);
      appKey = appsKey;
      await expect(storedToken('paris')).resolves.toBe(TOKEN);
      expectNoToken();
    });

    it("under another APP_KEY, the account's own stored token (the only one) is not replaced without --force; --clear needs none", async () => {
      await run(['lock:account-token', '--account=berlin', `--token=${TOKEN}`]);
      expectSuccess();
      const appsKey = appKey;
      const [before] = await accountRows();
      appKey = randomAppKey(); // an operator's shell with another APP_KEY
      harness.output.printed.length = 0;

      await run(['lock:account-token', '--account=berlin', `--token=${PROMPTED_TOKEN}`]);

      expect(harness.expectOneErrorLine()).toBe(
        'Error: The APP_KEY in use decrypts none of the 1 API token(s) already stored, so the app (with its own ' +
          "APP_KEY) could not read a token written now either. Run this with the app's APP_KEY, or give --force to " +
          'store it under this key anyway. Nothing was stored.',
      );
      expect(await accountRows()).toEqual([before]);
      appKey = appsKey;
      await expect(storedToken('berlin')).resolves.toBe(TOKEN);

      appKey = randomAppKey();
      process.exitCode = undefined;
      harness.output.failed.length = 0;
      harness.output.stderr.length = 0;
      await run(['lock:account-token', '--account=berlin', `--token=${PROMPTED_TOKEN}`, '--force']);
      expect(expectSuccess()).toEqual(['API token of lock account "berlin" replaced.']);
      await expect(storedToken('berlin')).resolves.toBe(PROMPTED_TOKEN);

      appKey = randomAppKey();
      harness.output.printed.length = 0;
      await run(['lock:account-token', '--account=berlin', '--clear']);
      expect(expectSuccess()).toEqual(['API token of lock account "berlin" cleared.']);
      await expect(storedToken('berlin')).resolves.toBeNull();
      expectNoToken();
    });

    it("AccountCredentials.setToken (the console's path too) does not replace a stored token its APP_KEY cannot open", async () => {
      await run(['lock:account-token', '--account=berlin', `--token=${TOKEN}`]);
      expectSuccess();
      const setup = new LockDatabase(() => lockDatabaseLocation(url));
      try {
        const otherKey = randomAppKey();
        const credentials = new AccountCredentials(
          setup,
          () => new TokenCipher({ key: otherKey }),
          new AccountWrites(),
        );
        await expect(credentials.setToken('berlin', PROMPTED_TOKEN)).rejects.toThrow(
          'The APP_KEY in use decrypts none of the 1 API token(s) already stored',
        );
      } finally {
        await setup.close();
      }
      await expect(storedToken('berlin')).resolves.toBe(TOKEN);
    });

    it('an empty answer at the prompt: one error line, nothing changed', async () => {
      await run(['lock:account-token', '--account=berlin', `--token=${TOKEN}`]);
      prompt = new RecordingPrompt('');

      await run(['lock:account-token', '--account=berlin']);

      expect(harness.expectOneErrorLine()).toBe(
        'Error: The API token of lock account "berlin" is empty. Nothing was stored.',
      );
      await expect(storedToken('berlin')).resolves.toBe(TOKEN);
    });

    it.each([
      [
        ['--account=nowhere', `--token=${TOKEN}`],
        'Error: There is no lock account "nowhere" in the lock database; add it with lock:account-create --key=nowhere.',
      ],
      [
        ['--account=nowhere'],
        'Error: There is no lock account "nowhere" in the lock database; add it with lock:account-create --key=nowhere.',
      ],
      [
        ['--account=nowhere', '--clear'],
        'Error: There is no lock account "nowhere" in the lock database; add it with lock:account-create --key=nowhere.',
      ],
      [[`--token=${TOKEN}`], 'Error: Name the account (--account=<key>).'],
      [
        ['--account=berlin', `--token=${TOKEN}`, '--clear'],
        'Error: Give either --token or --clear, not both.',
      ],
    ])('%j: one error line, nothing asked, nothing stored', async (args, message) => {
      await run(['lock:account-token', ...args]);

      expect(harness.expectOneErrorLine()).toBe(message);
      expect(prompt.asked).toEqual([]);
      expect(await accountRows()).toEqual([
        { key: 'berlin', name: null, active: 1, api_token_ciphertext: null },
      ]);
      expectNoToken();
    });
  });

  describe('lock:account-disable and lock:account-enable', () => {
    beforeEach(() => seedAccounts('berlin', 'depot'));

    it('store the flag of that account only and say so', async () => {
      await run(['lock:account-disable', '--account=berlin']);
      const disabled = await accountRows();
      await run(['lock:account-enable', '--account', 'berlin']);

      expect(expectSuccess()).toEqual([
        'Lock account "berlin" disabled: every call on its behalf is refused.',
        'Lock account "berlin" enabled.',
      ]);
      expect(disabled.map((row) => [row.key, row.active])).toEqual([
        ['berlin', 0],
        ['depot', 1],
      ]);
      expect((await accountRows()).map((row) => row.active)).toEqual([1, 1]);
    });

    it.each([
      [
        ['lock:account-disable', '--account=nowhere'],
        'Error: There is no lock account "nowhere" in the lock database; add it with lock:account-create --key=nowhere.',
      ],
      [['lock:account-enable'], 'Error: Name the account (--account=<key>).'],
    ])('%j: one error line', async (args, message) => {
      await run(args);

      expect(harness.expectOneErrorLine()).toBe(message);
    });
  });

  describe('settings that never read what the account commands store', () => {
    const CONFIG_WARNING =
      'in the lock database is not read in this configuration: LOCK_TOKEN_RESOLVER is "config", and only the ' +
      '"database" resolver reads it. Set LOCK_TOKEN_RESOLVER=database so that calls use it.';
    const STORE_WARNING =
      'in the lock database is not read in this configuration: LOCK_TOKEN_RESOLVER is "store", and only the ' +
      '"database" resolver reads it. Set LOCK_TOKEN_RESOLVER=database so that calls use it.';
    const OAUTH_WARNING =
      'in the lock database is not read in this configuration: LOCK_AUTH is "oauth", where calls use the ' +
      'account\'s OAuth token. Only LOCK_AUTH=token with the "database" token resolver reads it (LOCK_DATABASE_URL ' +
      'set, or LOCK_TOKEN_RESOLVER=database).';

    /** Runs a lock command on the test's database and key with the given settings besides. */
    const runWith = (settings: Partial<LockModuleOptions>, args: string[]) =>
      harness.run(
        [LockModule.forRoot({ databaseUrl: url, tokenCache: { appKey }, ...settings }), LockCommandsModule],
        args,
        [{ provide: TerminalPrompt, useValue: prompt }],
      );

    /** Exit code 0 and nothing failed; the warning lines are exactly those given, on stderr only. */
    function expectWarned(lines: string[]): string[] {
      expect(harness.output.failed).toEqual([]);
      expect(harness.escaped).toEqual([]);
      expect(process.exitCode ?? 0).toBe(0);
      expect(harness.output.warned).toEqual(lines);
      expect(harness.output.stderr).toEqual(lines.map((line) => `${line}\n`));
      expect(harness.output.stdout.join('')).not.toContain('Warning');
      return harness.output.printed;
    }

    it.each<[string, Partial<LockModuleOptions>, string]>([
      ['LOCK_TOKEN_RESOLVER=config', { tokenResolver: 'config' }, CONFIG_WARNING],
      ['LOCK_TOKEN_RESOLVER=store', { tokenResolver: 'store' }, STORE_WARNING],
      ['LOCK_AUTH=oauth', { auth: 'oauth' }, OAUTH_WARNING],
    ])(
      '%s: each write succeeds and warns once, on stderr, how to have it read',
      async (_name, settings, why) => {
        const tokenWarning = `Warning: the API token of lock account "berlin" ${why}`;
        const flagWarning = `Warning: the active flag of lock account "berlin" ${why}`;

        await runWith(settings, ['lock:account-create', '--key=berlin', `--token=${TOKEN}`]);
        await runWith(settings, ['lock:account-token', '--account=berlin', `--token=${PROMPTED_TOKEN}`]);
        await runWith(settings, ['lock:account-token', '--account=berlin', '--clear']);
        await runWith(settings, ['lock:account-disable', '--account=berlin']);
        await runWith(settings, ['lock:account-enable', '--account=berlin']);
        await runWith(settings, ['lock:account-create', '--key=depot']);

        expect(expectWarned([tokenWarning, tokenWarning, tokenWarning, flagWarning, flagWarning])).toEqual([
          'Created lock account "berlin" with its API token.',
          'API token of lock account "berlin" replaced.',
          'API token of lock account "berlin" cleared.',
          // Not "every call on its behalf is refused": these settings do not read the flag.
          'Lock account "berlin" disabled.',
          'Lock account "berlin" enabled.',
          'Created lock account "depot".',
        ]);
        expectNoToken();
      },
    );

    it('--json: standard output stays the JSON alone, the warning goes to stderr', async () => {
      await runWith({ tokenResolver: 'config' }, [
        'lock:account-create',
        '--key=berlin',
        '--token',
        '--json',
      ]);

      const printed = expectWarned([`Warning: the API token of lock account "berlin" ${CONFIG_WARNING}`]);
      expect(printed).toHaveLength(1);
      expect(JSON.parse(harness.output.stdout.join(''))).toEqual({
        key: 'berlin',
        name: null,
        active: true,
        tokenSet: true,
      });
      await expect(storedToken('berlin')).resolves.toBe(PROMPTED_TOKEN);
    });

    it('with the database resolver (the default with a database URL) there is no warning', async () => {
      await runWith({ tokenResolver: 'database' }, [
        'lock:account-create',
        '--key=berlin',
        `--token=${TOKEN}`,
      ]);
      await runWith({}, ['lock:account-disable', '--account=berlin']);

      expect(expectSuccess()).toEqual([
        'Created lock account "berlin" with its API token.',
        'Lock account "berlin" disabled: every call on its behalf is refused.',
      ]);
    });

    it('an unknown LOCK_TOKEN_RESOLVER fails before anything is asked or stored', async () => {
      await seedAccounts('berlin');

      await runWith({ tokenResolver: 'databse' }, ['lock:account-token', '--account=berlin']);

      expect(harness.expectOneErrorLine()).toBe(
        'Error: Unknown lock token resolver "databse" (LOCK_TOKEN_RESOLVER): expected "config", "store", "database".',
      );
      expect(prompt.asked).toEqual([]);
      await expect(storedToken('berlin')).resolves.toBeNull();
    });
  });

  it('lock:accounts shows the active flag and whether a token is set, never the token', async () => {
    await run(['lock:account-create', '--key=berlin', '--name=Berlin', `--token=${TOKEN}`]);
    await run(['lock:account-create', '--key=depot']);
    await run(['lock:account-disable', '--account=depot']);
    harness.output.printed.splice(0);

    await run(['lock:accounts']);
    await run(['lock:accounts', '--json']);

    const [table, json] = expectSuccess();
    expect(
      table
        .trimEnd()
        .split('\n')
        .filter((line) => !/^[-\s]+$/.test(line))
        .map((line) => line.split(/ {2,}/)),
    ).toEqual([
      ['Key', 'Name', 'Active', 'API token'],
      ['berlin', 'Berlin', 'yes', 'set'],
      ['depot', 'no', 'not set'],
    ]);
    expect(JSON.parse(json)).toEqual([
      { key: 'berlin', name: 'Berlin', active: true, tokenSet: true },
      { key: 'depot', name: null, active: false, tokenSet: false },
    ]);
    expectNoToken();
  });
});

/** How a run of the bin ended. */
interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The package's bin as built (`package.json` "bin"); CI runs `npm run build` before `npm test`. */
const BIN = path.join(REPO_ROOT, 'dist', 'cli.js');

/** Fails with one clear line when the bin is not built. */
function assertBinBuilt(): void {
  if (!existsSync(BIN)) {
    throw new Error(
      'dist/cli.js is missing: run npm run build before these tests (CI builds before npm test); they run the ' +
        'built bin as a user does.',
    );
  }
}

/**
 * Runs the built bin (`node dist/cli.js`) as a real process in the folder `cwd` (none of the repository's
 * `.env`), with PATH and the given settings as its whole environment; `input` goes to stdin.
 */
function runCli(args: string[], env: Record<string, string>, cwd: string, input = ''): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ code: null, stdout, stderr: `${stderr}${String(error)}` }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The sandbox's base URL, after checking that it is on this machine (the bin is never pointed elsewhere). */
function localBaseUrl(sandbox: LockSandbox): string {
  expect(new URL(sandbox.baseUrl).hostname).toBe('127.0.0.1');
  return sandbox.baseUrl;
}

/** Neither run shows any form of the token on any stream. */
function expectTokenHidden(token: string, runs: CliRun[]): void {
  for (const run of runs) {
    for (const form of Object.values(secretForms(token))) {
      expect(run.stdout).not.toContain(form);
      expect(run.stderr).not.toContain(form);
    }
  }
}

/**
 * Before each test of the suite: a lock sandbox and an empty working folder (no `.env` in it) for runs of the built
 * bin; removed after it.
 */
function binWorkspace(): { sandbox: LockSandbox; cwd: string } {
  const workspace = {} as { sandbox: LockSandbox; cwd: string };
  beforeAll(assertBinBuilt);
  beforeEach(async () => {
    workspace.sandbox = await LockSandbox.start();
    workspace.cwd = mkdtempSync(path.join(tmpdir(), 'lock-bin-'));
  });
  afterEach(async () => {
    await workspace.sandbox.close();
    rmSync(workspace.cwd, { recursive: true, force: true });
  });
  return workspace;
}

describeOnDatabases('the built bin reaches every stored account', (database: TestDatabase) => {
  jest.setTimeout(120_000);

  const workspace = binWorkspace();

  it('lock:locks --account=berlin with only PATH, LOCK_DATABASE_URL, APP_KEY and LOCK_BASE_URL set', async () => {
    const { sandbox, cwd } = workspace;
    const token = sandbox.apiToken(DEPOT);
    // No LOCK_TOKEN_RESOLVER: with a database URL the resolver defaults to `database`.
    const env = {
      LOCK_DATABASE_URL: await database.freshUrl(),
      APP_KEY: randomAppKey(),
      LOCK_BASE_URL: localBaseUrl(sandbox),
    };

    const created = await runCli(
      ['lock:account-create', '--key=berlin', '--name=Berlin', '--token'],
      env,
      cwd,
      `${token}\n`,
    );
    const locks = await runCli(['lock:locks', '--account=berlin', '--json'], env, cwd);

    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created lock account "berlin" (Berlin) with its API token.\n',
    });
    expect(created.stderr).toBe(`${QUESTION}\n`);
    expect(locks.stderr).toBe('');
    expect(locks.code).toBe(0);
    expect(JSON.parse(locks.stdout)).toEqual(sandbox.data.accounts[1].smartlocks);
    expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
    expectTokenHidden(token, [created, locks]);
  });
});

describe('the built bin without LOCK_DATABASE_URL (the default file ./storage/lock.sqlite)', () => {
  jest.setTimeout(120_000);

  const workspace = binWorkspace();

  it('storing a token warns that the config resolver ignores it; LOCK_TOKEN_RESOLVER=database reads it', async () => {
    const { sandbox, cwd } = workspace;
    const token = sandbox.apiToken(DEPOT);
    const env = { APP_KEY: randomAppKey(), LOCK_BASE_URL: localBaseUrl(sandbox) };
    const warning =
      'Warning: the API token of lock account "berlin" in the lock database is not read in this configuration: ' +
      'the token resolver is "config", the default without LOCK_DATABASE_URL, and only the "database" resolver ' +
      'reads it. Set LOCK_DATABASE_URL, or LOCK_TOKEN_RESOLVER=database, so that calls use it.\n';

    const created = await runCli(
      ['lock:account-create', '--key=berlin', '--token', '--json'],
      env,
      cwd,
      `${token}\n`,
    );
    const ignored = await runCli(['lock:locks', '--account=berlin'], env, cwd);
    const read = await runCli(
      ['lock:locks', '--account=berlin', '--json'],
      {
        ...env,
        LOCK_TOKEN_RESOLVER: 'database',
      },
      cwd,
    );

    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toEqual({ key: 'berlin', name: null, active: true, tokenSet: true });
    expect(created.stderr).toBe(`${QUESTION}\n${warning}`);
    expect(existsSync(path.join(cwd, 'storage', 'lock.sqlite'))).toBe(true);
    expect(ignored).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Error: No API token is configured for lock account "berlin": set the option accounts.berlin.token of LockModule, or store one in the lock database with lock:account-token --account=berlin (LOCK_TOKEN_RESOLVER=database). Nothing was sent.\n',
    });
    expect(read).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(read.stdout)).toEqual(sandbox.data.accounts[1].smartlocks);
    expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
    expectTokenHidden(token, [created, ignored, read]);
  });
});
