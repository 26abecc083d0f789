import { spawn } from 'node:child_process';
import path from 'node:path';
import { LockCommandsModule, TerminalPrompt } from '../src/commands';
import { TokenCipher } from '../src/common/crypto/token-cipher';
import { DatabaseAccountRegistry, LockDatabase, lockDatabaseLocation, LockModule } from '../src/lock';
import { AccountCredentials } from '../src/lock/persistence/account-credentials';
import { AccountWrites } from '../src/lock/persistence/account-writes';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { CommandHarness } from './support/command-harness';
import { databaseRows } from './support/database-rows';
import { randomAppKey } from './support/delivery-app';
import { isIsolated, isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { describeOnDatabases, TestDatabase } from './support/lock-databases';
import { secretForms } from './support/secret-forms';

/**
 * The account token commands (issue 13 "Per-account API tokens in the database") on SQLite and PostgreSQL:
 * `lock:account-create --token`, `lock:account-token` (set, replace, clear, asked for hidden), `lock:account-disable`,
 * `lock:account-enable` and the state columns of `lock:accounts`, in-process; then the bin as real processes:
 * `lock:locks --account=berlin` with only `LOCK_DATABASE_URL`, `APP_KEY` and `LOCK_BASE_URL` set.
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

/** Runs the package's bin from source as a real process with only the given settings; `input` goes to stdin. */
function runCli(args: string[], env: Record<string, string>, input = ''): Promise<CliRun> {
  const baseEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !isIsolated(name, LOCK_ENV_PREFIXES)) baseEnv[name] = value;
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/cli.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...baseEnv, TS_NODE_TRANSPILE_ONLY: 'true', ...env },
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

describeOnDatabases('the bin reaches every stored account', (database: TestDatabase) => {
  jest.setTimeout(120_000);

  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await LockSandbox.start();
  });

  afterEach(async () => {
    await sandbox.close();
  });

  it('lock:locks --account=berlin with only LOCK_DATABASE_URL, APP_KEY and LOCK_BASE_URL set', async () => {
    const token = sandbox.apiToken(DEPOT);
    // No LOCK_TOKEN_RESOLVER: with a database URL the resolver defaults to `database`.
    const env = {
      LOCK_DATABASE_URL: await database.freshUrl(),
      APP_KEY: randomAppKey(),
      LOCK_BASE_URL: sandbox.baseUrl,
    };

    const created = await runCli(
      ['lock:account-create', '--key=berlin', '--name=Berlin', '--token'],
      env,
      `${token}\n`,
    );
    const locks = await runCli(['lock:locks', '--account=berlin', '--json'], env);

    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created lock account "berlin" (Berlin) with its API token.\n',
    });
    expect(created.stderr).toBe(`${QUESTION}\n`);
    expect(locks.stderr).toBe('');
    expect(locks.code).toBe(0);
    expect(JSON.parse(locks.stdout)).toEqual(sandbox.data.accounts[1].smartlocks);
    expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
    for (const run of [created, locks]) {
      for (const form of Object.values(secretForms(token))) {
        expect(run.stdout).not.toContain(form);
        expect(run.stderr).not.toContain(form);
      }
    }
  });
});
