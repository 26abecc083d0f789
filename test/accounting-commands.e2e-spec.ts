import { AccountingCommandsModule } from '../src/commands';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as ts from 'typescript';
import { AccountingApi, AccountingModule, AccountingModuleOptions, EchoResult } from '../src/accounting';
import { AccountingSandbox } from '../src/testing';
import { accountingSandboxEnv } from './support/accounting-app';
import { CapturedOutput } from './support/captured-output';
import { CommandHarness } from './support/command-harness';
import { randomAppKey } from './support/delivery-app';
import { BinRun, runBinProcess } from './support/bin-run';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';
import { DIST_DIR, isBuildFresh, sharedBuild } from './support/load-build';
import { freePort } from './support/redis-server';

/**
 * The accounting commands (accounting spec: console command; DESIGN §4 publish config, §5 commands): in-process
 * through nest-commander-testing, and as real processes of the package's CLI (`src/cli.ts`).
 */

const REPO_ROOT = path.resolve(__dirname, '..');
const CONFIG_FILE = path.join('config', 'accounting.config.ts');
const ECHO_PATH = '/v2/echo/resource';
/** `registerAs('accounting', ...)`, however the call is wrapped over lines. */
const REGISTERS_ACCOUNTING = /\bregisterAs\(\s*'accounting'\s*,/;
const DEFAULT_VEHICLE = { vehicleType: 'train', maxSpeed: 125, avgSpeed: 90, speedUnit: 'mph' };

/** Every form a secret of the sandbox could take in an output: keys raw, JSON-escaped, URL-encoded; tokens. */
function secretForms(sandbox: AccountingSandbox): string[] {
  const key = sandbox.clientKey;
  return [
    key,
    JSON.stringify(key).slice(1, -1),
    encodeURIComponent(key),
    ...(sandbox.subscriptionKey === null ? [] : [sandbox.subscriptionKey]),
    ...sandbox.issuedTokens,
  ];
}

/**
 * The type errors of the published file, compiled with the repository's settings and the package mapped to the
 * built declarations in `distDir` (only the file is checked; skipLibCheck leaves the declarations to
 * package-manifest and the README snippets).
 */
function typeErrorsOf(file: string, distDir: string): string[] {
  const config = ts.readConfigFile(path.join(REPO_ROOT, 'tsconfig.json'), (name) => ts.sys.readFile(name));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, REPO_ROOT);
  const program = ts.createProgram([file], {
    ...parsed.options,
    noEmit: true,
    incremental: false,
    declaration: false,
    baseUrl: REPO_ROOT,
    paths: {
      '@vendor/nest-integrations/accounting': [path.join(distDir, 'accounting', 'index.d.ts')],
      '*': ['node_modules/*', 'node_modules/@types/*'],
    },
    typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
    types: ['node'],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('accounting commands, in-process', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let sandbox: AccountingSandbox;
  let harness: CommandHarness;

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await AccountingSandbox.start();
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    await harness.close();
    await sandbox.close();
    restoreEnv();
  });

  /** AccountingModule pointed at the sandbox with an in-memory token cache; `options` override both. */
  function accountingModule(options: AccountingModuleOptions) {
    return [
      AccountingModule.forRoot({
        ...sandbox.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomAppKey() },
        ...options,
      }),
      AccountingCommandsModule,
    ];
  }

  const createApp = (options: AccountingModuleOptions = {}) => harness.createApp(accountingModule(options));
  const run = (args: string[], options: AccountingModuleOptions = {}) =>
    harness.run(accountingModule(options), args);

  function expectNoSecrets(): void {
    const output = harness.everything();
    for (const secret of secretForms(sandbox)) expect(output).not.toContain(secret);
  }

  /** Exactly one `Error: ...` line on stderr, no stack trace, exit code 1, no secret anywhere. */
  function expectOneErrorLine(): string {
    const line = harness.expectOneErrorLine();
    expectNoSecrets();
    return line;
  }

  function expectSuccess(): void {
    expect(harness.output.failed).toEqual([]);
    expect(harness.output.stderr).toEqual([]);
    expect(harness.escaped).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    expect(harness.output.printed).toHaveLength(1);
    expect(harness.output.stdout.join('')).toBe(
      harness.output.printed[0].endsWith('\n') ? harness.output.printed[0] : `${harness.output.printed[0]}\n`,
    );
  }

  describe('accounting:test', () => {
    it('prints /companyInfo as JSON and exits 0', async () => {
      await run(['accounting:test']);

      expectSuccess();
      expect(JSON.parse(harness.output.stdout.join(''))).toEqual(sandbox.data.companyInfo);
      expect(sandbox.requestsTo('GET', '/v2/companyInfo')).toHaveLength(1);
      expectNoSecrets();
    });

    it('prints what the API answers, not a fixed value', async () => {
      sandbox.data.companyInfo.naam = 'Changed For This Test B.V.';
      await run(['accounting:test']);

      expectSuccess();
      expect(JSON.parse(harness.output.printed[0])).toMatchObject({ naam: 'Changed For This Test B.V.' });
    });

    it('fails with one redacted Error line and exit code 1 when the API answers 500', async () => {
      const created = await createApp();
      // A token first, so the API's error body can echo the token the client holds.
      await created.get(AccountingApi).getArtikelen();
      sandbox.failNext(
        1,
        500,
        {
          message: 'Internal error',
          echo: {
            clientKey: sandbox.clientKey,
            subscriptionKey: sandbox.subscriptionKey,
            token: sandbox.currentToken(),
          },
        },
        { path: '/v2/companyInfo' },
      );

      await harness.runApp(created, ['accounting:test']);

      const line = expectOneErrorLine();
      expect(line).toMatch(/^Error: .*HTTP status: 500\b/);
      expect(line).toContain('Internal error');
      expect(line).toContain('[redacted]');
      expect(harness.output.printed).toEqual([]);
    });

    it('fails with one Error line and exit code 1 when the token endpoint answers 400', async () => {
      sandbox.failNext(
        1,
        400,
        { error: 'invalid_grant', clientkey: sandbox.clientKey },
        { path: sandbox.tokenPath },
      );

      await run(['accounting:test']);

      const line = expectOneErrorLine();
      expect(line).toMatch(/HTTP status: 400\b/);
      expect(harness.output.printed).toEqual([]);
      expect(sandbox.apiRequests()).toHaveLength(0);
    });

    it('fails with one Error line and exit code 1 without a client key, sending nothing', async () => {
      await run(['accounting:test'], { clientKey: '' });

      const line = expectOneErrorLine();
      expect(line).toMatch(/client key/i);
      expect(harness.output.printed).toEqual([]);
      expect(sandbox.requests).toHaveLength(0);
    });

    it('fails with one Error line and exit code 1 when the API refuses the connection', async () => {
      await run(['accounting:test'], { baseUrl: `http://127.0.0.1:${await freePort()}/v2` });

      const line = expectOneErrorLine();
      expect(line).toMatch(/refused/i);
      expect(harness.output.printed).toEqual([]);
    });

    it('fails with one Error line and exit code 1 when the token endpoint refuses the connection', async () => {
      await run(['accounting:test'], { tokenUrl: `http://127.0.0.1:${await freePort()}/b2b/token` });

      const line = expectOneErrorLine();
      expect(line).toMatch(/refused/i);
      expect(sandbox.requests).toHaveLength(0);
    });
  });

  describe('accounting:echo', () => {
    it('prints { get, head, post } as JSON, all three successful, and exits 0', async () => {
      await run(['accounting:echo']);

      expectSuccess();
      const results = JSON.parse(harness.output.printed[0]) as Record<string, EchoResult>;
      expect(Object.keys(results).sort()).toEqual(['get', 'head', 'post']);
      expect(results.get).toMatchObject({
        success: true,
        message: 'Echo resource GET successful',
        query_params: { param1: 'sample' },
        response: { method: 'GET', query: { param1: 'sample' } },
      });
      expect(results.head).toMatchObject({
        success: true,
        message: 'Echo resource HEAD successful',
        query_params: { param1: 'sample' },
        response: [],
      });
      expect(results.post).toMatchObject({
        success: true,
        message: 'Echo resource POST successful',
        request_data: DEFAULT_VEHICLE,
        response: { method: 'POST', data: DEFAULT_VEHICLE },
      });
      expect(sandbox.requestsTo('GET', ECHO_PATH)).toHaveLength(1);
      expect(sandbox.requestsTo('HEAD', ECHO_PATH)).toHaveLength(1);
      expect(sandbox.requestsTo('POST', ECHO_PATH)).toHaveLength(1);
      expectNoSecrets();
    });

    it.each(['get', 'head', 'post'] as const)(
      'still prints all three when %s fails with 503, and exits 1 with one Error line',
      async (failing) => {
        sandbox.failNext(1, 503, { message: 'Service Unavailable' }, { path: ECHO_PATH, method: failing });

        await run(['accounting:echo']);

        expect(harness.output.printed).toHaveLength(1);
        const results = JSON.parse(harness.output.printed[0]) as Record<string, EchoResult>;
        expect(Object.keys(results).sort()).toEqual(['get', 'head', 'post']);
        expect(results[failing]).toMatchObject({
          success: false,
          message: `Echo resource ${failing.toUpperCase()} failed`,
          error_code: 503,
        });
        for (const verb of ['get', 'head', 'post'] as const) {
          if (verb !== failing) expect(results[verb].success).toBe(true);
        }
        expectOneErrorLine();
      },
    );
  });

  describe('accounting:publish-config', () => {
    let workDir: string;
    let originalCwd: string;
    /** The package's build: dist/ when it matches the sources, else the run's shared build (load-build.js). */
    let distDir: string;

    beforeAll(async () => {
      distDir = isBuildFresh() ? DIST_DIR : path.join(await sharedBuild(), 'dist');
    }, 360_000);

    beforeEach(() => {
      originalCwd = process.cwd();
      workDir = mkdtempSync(path.join(tmpdir(), 'accounting-publish-'));
      process.chdir(workDir);
    });

    afterEach(() => {
      process.chdir(originalCwd);
      rmSync(workDir, { recursive: true, force: true });
    });

    const published = () => path.join(workDir, CONFIG_FILE);

    it('writes config/accounting.config.ts with registerAs("accounting") in the working directory', async () => {
      await run(['accounting:publish-config']);

      expectSuccess();
      expect(existsSync(published())).toBe(true);
      expect(readFileSync(published(), 'utf8')).toMatch(REGISTERS_ACCOUNTING);
    });

    it('refuses to overwrite an existing file without --force: exit 1, one Error line, file unchanged', async () => {
      await run(['accounting:publish-config']);
      const marker = '// marker: edited by the application\n';
      writeFileSync(published(), marker);
      harness.output = new CapturedOutput();

      await run(['accounting:publish-config']);

      const line = expectOneErrorLine();
      expect(line).toContain('--force');
      expect(readFileSync(published(), 'utf8')).toBe(marker);
    });

    it('overwrites an existing file with --force', async () => {
      await run(['accounting:publish-config']);
      const original = readFileSync(published(), 'utf8');
      writeFileSync(published(), '// marker\n');
      harness.output = new CapturedOutput();

      await run(['accounting:publish-config', '--force']);

      expectSuccess();
      expect(readFileSync(published(), 'utf8')).toBe(original);
      expect(readFileSync(published(), 'utf8')).toMatch(REGISTERS_ACCOUNTING);
    });

    it('publishes a file that type-checks against the package', async () => {
      await run(['accounting:publish-config']);

      expect(typeErrorsOf(published(), distDir)).toEqual([]);
    });
  });
});

function cliEnv(sandbox: AccountingSandbox): Record<string, string> {
  return {
    ...accountingSandboxEnv(sandbox),
    ACCOUNTING_TOKEN_CACHE_STORE: 'memory',
    APP_KEY: randomAppKey(),
  };
}

function nonEmptyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('accounting commands as real processes (src/cli.ts)', () => {
  jest.setTimeout(90_000);

  let companySandbox: AccountingSandbox | undefined;
  let echoSandbox: AccountingSandbox | undefined;
  let noKeySandbox: AccountingSandbox | undefined;
  let workDir: string;
  let runs: {
    test: Promise<BinRun>;
    echo: Promise<BinRun>;
    noKey: Promise<BinRun>;
    help: Promise<BinRun>;
    publish: Promise<{ first: BinRun; second: BinRun; content: string; after: string }>;
  };

  function sandboxOf(sandbox: AccountingSandbox | undefined): AccountingSandbox {
    if (!sandbox) throw new Error('the sandbox did not start');
    return sandbox;
  }

  function expectNoSecrets(run: BinRun, sandbox: AccountingSandbox): void {
    for (const text of [run.stdout, run.stderr]) {
      for (const secret of secretForms(sandbox)) expect(text).not.toContain(secret);
    }
  }

  beforeAll(async () => {
    companySandbox = await AccountingSandbox.start();
    echoSandbox = await AccountingSandbox.start();
    noKeySandbox = await AccountingSandbox.start();
    workDir = mkdtempSync(path.join(tmpdir(), 'accounting-publish-cli-'));
    const { ACCOUNTING_CLIENT_KEY: _left, ...withoutClientKey } = cliEnv(noKeySandbox);
    const marker = '// marker: edited by the application\n';
    // The processes run side by side; each test awaits its own.
    runs = {
      test: runBinProcess(['accounting:test'], cliEnv(companySandbox)),
      echo: runBinProcess(['accounting:echo'], cliEnv(echoSandbox)),
      noKey: runBinProcess(['accounting:test'], withoutClientKey),
      help: runBinProcess(['--help'], {}),
      publish: (async () => {
        const first = await runBinProcess(['accounting:publish-config'], {}, workDir);
        const file = path.join(workDir, CONFIG_FILE);
        const content = existsSync(file) ? readFileSync(file, 'utf8') : '';
        if (existsSync(file)) writeFileSync(file, marker);
        const second = await runBinProcess(['accounting:publish-config'], {}, workDir);
        const after = existsSync(file) ? readFileSync(file, 'utf8') : '';
        return { first, second, content, after };
      })(),
    };
    await Promise.all(Object.values(runs));
  }, 90_000);

  afterAll(async () => {
    await Promise.all([companySandbox, echoSandbox, noKeySandbox].map((sandbox) => sandbox?.close()));
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('accounting:test prints /companyInfo as JSON on stdout and exits 0', async () => {
    const run = await runs.test;
    const sandbox = sandboxOf(companySandbox);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toEqual(sandbox.data.companyInfo);
    expect(sandbox.requestsTo('GET', '/v2/companyInfo')).toHaveLength(1);
    expectNoSecrets(run, sandbox);
  });

  it('accounting:echo prints the three successful results as JSON and exits 0', async () => {
    const run = await runs.echo;
    const sandbox = sandboxOf(echoSandbox);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const results = JSON.parse(run.stdout) as Record<string, EchoResult>;
    expect(Object.keys(results).sort()).toEqual(['get', 'head', 'post']);
    expect(Object.values(results).map((result) => result.success)).toEqual([true, true, true]);
    expectNoSecrets(run, sandbox);
  });

  it('accounting:test exits 1 with one "Error: ..." line and no stack trace without ACCOUNTING_CLIENT_KEY', async () => {
    const run = await runs.noKey;
    const sandbox = sandboxOf(noKeySandbox);

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = nonEmptyLines(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error: .*client key/i);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(sandbox.requests).toHaveLength(0);
    expectNoSecrets(run, sandbox);
  });

  it('--help names the three accounting commands', async () => {
    const run = await runs.help;
    const listed = `${run.stdout}\n${run.stderr}`;

    for (const command of ['accounting:test', 'accounting:echo', 'accounting:publish-config']) {
      expect(listed).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    }
  });

  it('accounting:publish-config writes the file in its working directory, then refuses to overwrite it', async () => {
    const { first, second, content, after } = await runs.publish;

    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
    expect(content).toMatch(REGISTERS_ACCOUNTING);
    expect(second.code).toBe(1);
    const lines = nonEmptyLines(second.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error: .*--force/);
    expect(after).toBe('// marker: edited by the application\n');
  });
});
