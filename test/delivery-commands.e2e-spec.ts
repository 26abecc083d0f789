import { spawn } from 'node:child_process';
import { DeliveryCommandsModule } from '../src/commands';
import { createHash, randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { Keyv } from 'keyv';
import { CommandTestFactory } from 'nest-commander-testing';
import { DeliveryClient, DeliveryModule, DeliveryModuleOptions } from '../src/delivery';
import { DELIVERY_SANDBOX_STATUS_DEBTOR, DeliveryMessageRecord, DeliverySandbox } from '../src/testing';
import { CapturedOutput } from './support/captured-output';
import { CommandHarness } from './support/command-harness';
import { childNode } from './support/child-node';
import { randomAppKey, sandboxEnv } from './support/delivery-app';
import { isIsolated, isolateEnv } from './support/isolated-env';

const REPO_ROOT = path.resolve(__dirname, '..');
const EN_HEADERS = ['Message ID', 'Reference', 'Status', 'Description'];
const NL_HEADERS = ['Bericht-ID', 'Functioneel ID', 'Status', 'Omschrijving'];

let restoreEnv: () => void = () => undefined;

async function startSandbox(): Promise<DeliverySandbox> {
  // A distinctive username; the password is the sandbox's random one with symbols (+/&=" %).
  return DeliverySandbox.start({ username: `account-${randomBytes(5).toString('hex')}` });
}

function seeded(sandbox: DeliverySandbox, functioneelId: string): DeliveryMessageRecord {
  const record = sandbox.messages.find((message) => message.functioneelId === functioneelId);
  if (!record) throw new Error(`no seeded message ${functioneelId}`);
  return record;
}

/** The rows of a rendered table, each split into its cells. */
function tableRows(table: string): string[][] {
  return table.split('\n').map((line) => line.trim().split(/ {2,}/));
}

describe('delivery commands, in-process', () => {
  let sandbox: DeliverySandbox;
  let harness: CommandHarness;

  beforeEach(async () => {
    restoreEnv = isolateEnv();
    sandbox = await startSandbox();
    harness = new CommandHarness();
  });

  afterEach(async () => {
    process.exitCode = undefined;
    restoreEnv();
    await harness.close();
    await sandbox.close();
  });

  /** DeliveryModule pointed at the sandbox with an in-memory token cache; `options` override both. */
  function deliveryModule(options: DeliveryModuleOptions) {
    return [
      DeliveryModule.forRoot({
        ...sandbox.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomAppKey() },
        ...options,
      }),
      DeliveryCommandsModule,
    ];
  }

  const createApp = (options: DeliveryModuleOptions = {}) => harness.createApp(deliveryModule(options));
  const run = (args: string[], options: DeliveryModuleOptions = {}) =>
    harness.run(deliveryModule(options), args);

  function expectNoAccountOrToken(): void {
    const output = harness.everything();
    expect(output).not.toContain(sandbox.username);
    expect(output).not.toContain(sandbox.password);
    expect(output).not.toContain(encodeURIComponent(sandbox.password));
    expect(output).not.toContain(JSON.stringify(sandbox.password).slice(1, -1));
    for (const token of sandbox.issuedTokens) {
      expect(output).not.toContain(token);
      expect(output).not.toContain(token.split('.')[2]);
    }
  }

  function expectOneErrorLine(): string {
    const line = harness.expectOneErrorLine();
    expect(harness.output.printed).toEqual([]);
    expectNoAccountOrToken();
    return line;
  }

  function expectSuccess(): void {
    expect(harness.output.failed).toEqual([]);
    expect(harness.escaped).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    expect(harness.output.printed).toHaveLength(1);
    expect(harness.output.stdout.join('')).toBe(
      harness.output.printed[0].endsWith('\n') ? harness.output.printed[0] : `${harness.output.printed[0]}\n`,
    );
  }

  it('prints a table with English headers and the message, never the account', async () => {
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0004']);

    expectSuccess();
    const record = seeded(sandbox, 'INV-2026-0004');
    const rows = tableRows(harness.output.printed[0]);
    expect(rows[0]).toEqual(EN_HEADERS);
    expect(rows[1].every((cell) => /^-+$/.test(cell))).toBe(true);
    expect(rows.slice(2)).toEqual([[record.berichtId, 'INV-2026-0004', 'Afgeleverd', 'Delivered']]);
    expectNoAccountOrToken();
  });

  it('prints Dutch headers and descriptions with --locale nl', async () => {
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0001', '--locale', 'nl']);

    expectSuccess();
    const rows = tableRows(harness.output.printed[0]);
    expect(rows[0]).toEqual(NL_HEADERS);
    expect(rows.slice(2)).toEqual([
      [
        seeded(sandbox, 'INV-2026-0001').berichtId,
        'INV-2026-0001',
        'Ontvangen door platform',
        'Ontvangen en geregistreerd door het platform',
      ],
    ]);
    expectNoAccountOrToken();
  });

  it('uses the module locale by default, and --locale en overrides it', async () => {
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0001'], { locale: 'nl' });
    expect(tableRows(harness.output.printed[0])[0]).toEqual(NL_HEADERS);

    const english = new CapturedOutput();
    harness.output = english;
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0001', '--locale', 'en'], { locale: 'nl' });
    expect(tableRows(english.printed[0])[0]).toEqual(EN_HEADERS);
    expect(tableRows(english.printed[0])[2][3]).toBe('Received and registered by the platform');
  });

  it('prints parseable JSON with --json: status, knownStatus, description and raw', async () => {
    await run(['delivery:status', '--debiteur-kvk', DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurKVK, '--json']);

    expectSuccess();
    const parsed = JSON.parse(harness.output.printed[0]) as Record<string, unknown>[];
    expect(Array.isArray(parsed)).toBe(true);
    expect(parsed).toHaveLength(9);
    const delivered = parsed.find((item) => item.functioneelId === 'INV-2026-0004');
    expect(delivered).toMatchObject({
      status: 'Afgeleverd',
      knownStatus: 'Afgeleverd',
      description: 'Delivered',
      raw: { ...seeded(sandbox, 'INV-2026-0004') },
    });
    const unknown = parsed.find((item) => item.functioneelId === 'INV-2026-0009');
    expect(unknown).toMatchObject({
      status: 'Gearchiveerd',
      knownStatus: null,
      description: 'Unknown status "Gearchiveerd"',
    });
    expectNoAccountOrToken();
  });

  it.each([
    ['--functioneel-id', 'functioneelId', () => 'INV-2026-0005'],
    ['--bericht-id', 'berichtId', (s: DeliverySandbox) => seeded(s, 'INV-2026-0005').berichtId],
    ['--debiteur-kvk', 'debiteurKVK', () => DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurKVK],
    ['--debiteur-gln', 'debiteurGLN', () => DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurGLN],
    ['--debiteur-btw', 'debiteurBTW', () => DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurBTW],
  ])('sends %s to the portal as the query parameter %s', async (flag, parameter, value) => {
    const expected = value(sandbox);

    await run(['delivery:status', flag, expected, '--json']);

    expectSuccess();
    expect(sandbox.statusRequests().map((request) => request.query)).toEqual([{ [parameter]: expected }]);
    const parsed = JSON.parse(harness.output.printed[0]) as { raw: Record<string, string> }[];
    expect(parsed.length).toBeGreaterThan(0);
    expect(parsed.every((item) => item.raw[parameter] === expected)).toBe(true);
  });

  it('combines filters: every given filter reaches the portal and a message matches all', async () => {
    await run([
      'delivery:status',
      '--debiteur-kvk',
      DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurKVK,
      '--debiteur-btw',
      DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurBTW,
      '--functioneel-id',
      'INV-2026-0007',
    ]);

    expectSuccess();
    expect(sandbox.statusRequests().map((request) => request.query)).toEqual([
      {
        debiteurKVK: DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurKVK,
        debiteurBTW: DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurBTW,
        functioneelId: 'INV-2026-0007',
      },
    ]);
    expect(tableRows(harness.output.printed[0]).slice(2)).toEqual([
      [
        seeded(sandbox, 'INV-2026-0007').berichtId,
        'INV-2026-0007',
        'Mapping gefaald',
        'The content is wrong, the platform will contact the sender',
      ],
    ]);
  });

  it('prints "No messages found." and keeps exit code 0 when nothing matches', async () => {
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0004', '--debiteur-kvk', '00000000']);

    expectSuccess();
    expect(harness.output.printed).toEqual(['No messages found.']);
    expect(sandbox.statusRequests()).toHaveLength(1);
  });

  it('fails with one Error line and exit code 1 when no filter is given, sending nothing', async () => {
    await run(['delivery:status']);

    const line = expectOneErrorLine();
    expect(line).toMatch(/^Error: A delivery status query needs at least one filter/);
    expect(sandbox.requests).toHaveLength(0);
  });

  it('fails with one Error line and exit code 1 for an unknown --locale', async () => {
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0001', '--locale', 'xx']);

    const line = expectOneErrorLine();
    expect(line).toContain('"xx"');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('fails with one redacted Error line and exit code 1 when the portal answers 500', async () => {
    const app = await createApp();
    // Sign in first, so the portal's error body can echo the token the client holds.
    await app.get(DeliveryClient).status({ functioneelId: 'INV-2026-0001' });
    sandbox.failNext(
      1,
      500,
      {
        message: 'Internal error',
        echo: { user: sandbox.username, password: sandbox.password, token: sandbox.currentToken() },
      },
      { path: `/api${sandbox.statusPath}` },
    );

    await harness.runApp(app, ['delivery:status', '--functioneel-id', 'INV-2026-0001']);

    const line = expectOneErrorLine();
    expect(line).toMatch(/^Error: Delivery status request failed\. HTTP status: 500\./);
    expect(line).toContain('Internal error');
    expect(line).toContain('[redacted]');
    expect(sandbox.statusRequests()).toHaveLength(2);
  });

  it('fails with one Error line and exit code 1 when the password is missing, sending nothing', async () => {
    await run(['delivery:status', '--functioneel-id', 'INV-2026-0001'], { password: '' });

    const line = expectOneErrorLine();
    expect(line).toBe('Error: Delivery API config is incomplete (username, password).');
    expect(sandbox.requests).toHaveLength(0);
  });

  it('fails with one Error line and exit code 1 when the token request is refused', async () => {
    sandbox.failNext(1, 401, `{"error":"invalid_grant","password":"${sandbox.password}"}`, {
      path: sandbox.tokenPath,
    });

    await run(['delivery:status', '--functioneel-id', 'INV-2026-0001']);

    const line = expectOneErrorLine();
    expect(line).toMatch(/^Error: Delivery token request failed\. HTTP status: 401\./);
    expect(sandbox.statusRequests()).toHaveLength(0);
  });

  it('delivery:forget-token drops the token: the next status call signs in again', async () => {
    const store = new Keyv();
    const app = await createApp({ tokenCache: { store, appKey: randomAppKey() } });
    const tokenUrl = `${sandbox.authUrl}/realms/${sandbox.realm}/protocol/openid-connect/token`;
    const cacheKey = `delivery.token.${createHash('sha256')
      .update(`${tokenUrl}|${sandbox.clientId}|${sandbox.username}`)
      .digest('hex')}`;
    const args = ['delivery:status', '--functioneel-id', 'INV-2026-0002'];

    await CommandTestFactory.runWithoutClosing(app, args);
    await CommandTestFactory.runWithoutClosing(app, args);
    expect(sandbox.tokenRequests()).toHaveLength(1);
    expect(typeof (await store.get(cacheKey))).toBe('string');

    await CommandTestFactory.runWithoutClosing(app, ['delivery:forget-token']);
    expect(harness.output.printed.at(-1)).toBe(
      'The Delivery token is forgotten; the next call signs in again.',
    );
    expect(await store.get(cacheKey)).toBeUndefined();

    await CommandTestFactory.runWithoutClosing(app, args);
    expect(sandbox.tokenRequests()).toHaveLength(2);
    const [first, second] = sandbox.issuedTokens;
    expect(sandbox.statusRequests().map((request) => request.headers.authorization)).toEqual([
      `Bearer ${first}`,
      `Bearer ${first}`,
      `Bearer ${second}`,
    ]);
    expect(harness.output.failed).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
    expectNoAccountOrToken();
  });
});

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the package's CLI as a real process (dist/cli.js when dist/ matches the sources, else src/cli.ts through
 * ts-node: child-node.ts); never rejects (a spawn error shows in stderr).
 */
function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const baseEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !isIsolated(name)) {
      baseEnv[name] = value;
    }
  }
  return new Promise((resolve) => {
    const cli = childNode(path.join(REPO_ROOT, 'src', 'cli.ts'));
    const child = spawn(process.execPath, [...cli.args, ...args], {
      cwd: REPO_ROOT,
      env: { ...baseEnv, ...cli.env, ...env },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ code: null, stdout, stderr: `${stderr}${String(error)}` }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function cliEnv(sandbox: DeliverySandbox): Record<string, string> {
  return { ...sandboxEnv(sandbox), DELIVERY_TOKEN_CACHE_STORE: 'memory' };
}

function nonEmptyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('delivery:status as a real process (src/cli.ts)', () => {
  jest.setTimeout(60_000);

  const sandboxes: Record<'table' | 'json' | 'noFilter' | 'unknownOption', DeliverySandbox | undefined> = {
    table: undefined,
    json: undefined,
    noFilter: undefined,
    unknownOption: undefined,
  };
  let runs: Record<keyof typeof sandboxes, Promise<CliRun>>;

  function sandboxOf(name: keyof typeof sandboxes): DeliverySandbox {
    const sandbox = sandboxes[name];
    if (!sandbox) throw new Error(`sandbox ${name} did not start`);
    return sandbox;
  }

  function expectNoSecrets(run: CliRun, sandbox: DeliverySandbox): void {
    for (const text of [run.stdout, run.stderr]) {
      expect(text).not.toContain(sandbox.username);
      expect(text).not.toContain(sandbox.password);
      for (const token of sandbox.issuedTokens) expect(text).not.toContain(token);
    }
  }

  beforeAll(async () => {
    for (const name of Object.keys(sandboxes) as (keyof typeof sandboxes)[]) {
      sandboxes[name] = await startSandbox();
    }
    // The four processes run side by side; each test awaits its own.
    runs = {
      table: runCli(['delivery:status', '--functioneel-id', 'INV-2026-0004'], {
        ...cliEnv(sandboxOf('table')),
        APP_KEY: randomAppKey(),
      }),
      // No APP_KEY: the token cache logs its warning, which must go to stderr.
      json: runCli(
        ['delivery:status', '--functioneel-id', 'INV-2026-0008', '--json'],
        cliEnv(sandboxOf('json')),
      ),
      noFilter: runCli(['delivery:status'], { ...cliEnv(sandboxOf('noFilter')), APP_KEY: randomAppKey() }),
      unknownOption: runCli(['delivery:status', '--functioneel-id', 'INV-2026-0004', '--bogus-flag'], {
        ...cliEnv(sandboxOf('unknownOption')),
        APP_KEY: randomAppKey(),
      }),
    };
    await Promise.all(Object.values(runs));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(Object.values(sandboxes).map((sandbox) => sandbox?.close()));
  });

  it('prints the table on stdout and exits 0', async () => {
    const run = await runs.table;
    const sandbox = sandboxOf('table');

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const rows = tableRows(run.stdout.trimEnd());
    expect(rows[0]).toEqual(EN_HEADERS);
    expect(rows.slice(2)).toEqual([
      [seeded(sandbox, 'INV-2026-0004').berichtId, 'INV-2026-0004', 'Afgeleverd', 'Delivered'],
    ]);
    expect(sandbox.statusRequests().map((request) => request.query)).toEqual([
      { functioneelId: 'INV-2026-0004' },
    ]);
    expectNoSecrets(run, sandbox);
  });

  it('--json keeps stdout valid JSON while the cache warning goes to stderr', async () => {
    const run = await runs.json;
    const sandbox = sandboxOf('json');

    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Delivery token cache is not available, the token is kept in memory only');
    expect(run.stdout).not.toContain('token cache');
    const parsed = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(parsed).toEqual([
      expect.objectContaining({
        functioneelId: 'INV-2026-0008',
        status: 'Afgeleverd bij tussenpartij',
        knownStatus: 'Afgeleverd bij tussenpartij',
        description: 'Delivered to an intermediary; their response may be in the portal dashboard',
        raw: { ...seeded(sandbox, 'INV-2026-0008') },
      }),
    ]);
    expectNoSecrets(run, sandbox);
  });

  it('exits 1 with exactly one "Error: ..." line on stderr and no stack trace when no filter is given', async () => {
    const run = await runs.noFilter;
    const sandbox = sandboxOf('noFilter');

    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const lines = nonEmptyLines(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error: A delivery status query needs at least one filter/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(sandbox.requests).toHaveLength(0);
    expectNoSecrets(run, sandbox);
  });

  it('exits non-zero on an unknown option without querying the portal', async () => {
    const run = await runs.unknownOption;
    const sandbox = sandboxOf('unknownOption');

    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.stderr).toContain('--bogus-flag');
    expect(run.stdout).not.toContain('INV-2026-0004');
    expect(sandbox.requests).toHaveLength(0);
    expectNoSecrets(run, sandbox);
  });
});
