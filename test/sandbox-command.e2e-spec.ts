import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { DELIVERY_SANDBOX_STATUS_DEBTOR } from '../src/testing';
import { childNode } from './support/child-node';
import { isIsolated } from './support/isolated-env';

/**
 * `nest-integrations sandbox` (issue 11) as a real process of the package's bin (`src/cli.ts`): the `.env` block
 * it prints, sourced by `sh`, reaches a child process unchanged and points the commands at the sandboxes; the
 * printed URLs answer until SIGTERM or SIGINT ends it with exit code 0; an unknown name fails with one line.
 * Also the bin's `--help` and `--version`.
 */

const REPO_ROOT = path.resolve(__dirname, '..');
const CLI = path.join(REPO_ROOT, 'src', 'cli.ts');
const SETTING_PREFIXES = ['DELIVERY_', 'ACCOUNTING_', 'LOCK_', 'APP_KEY', 'APP_PREVIOUS_KEYS', 'APP_URL'];
/** The node arguments that run the bin: dist/cli.js when dist/ matches the sources, else src/cli.ts via ts-node. */
const BIN = childNode(CLI);
/** A child Node process's code that prints its env variables of the modules as JSON. */
const PRINT_SETTINGS = `process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(DELIVERY|ACCOUNTING|LOCK)_/.test(name)))))`;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A started process, what it wrote so far, and how it ended. */
interface Running {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  exited: Promise<Exit>;
}

/** This process's env without any module setting, plus what ts-node needs when it runs the sources. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !isIsolated(name, SETTING_PREFIXES)) env[name] = value;
  }
  return { ...env, ...BIN.env };
}

/** Starts a command with the clean env in a folder of its own (no `./.env` is read); never rejects. */
function start(command: string, args: string[], cwd: string): Running {
  const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) => {
    child.on('error', (error) =>
      resolve({ code: null, signal: null, stdout, stderr: `${stderr}${String(error)}` }),
    );
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, stdout: () => stdout, exited };
}

/** Starts the bin with these arguments. */
function startCli(args: string[], cwd: string): Running {
  return start(process.execPath, [...BIN.args, ...args], cwd);
}

/** Waits until the process printed a line setting `lastVariable`, or fails with what it printed when it ends first. */
async function blockOf(running: Running, lastVariable: string): Promise<string> {
  const printed = () => new RegExp(`^${lastVariable}=.*\\n`, 'm').test(running.stdout());
  while (!printed()) {
    const ended = await Promise.race([running.exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    if (ended !== undefined && !printed())
      throw new Error(`the sandbox command ended: ${JSON.stringify(ended)}`);
  }
  return running.stdout();
}

/** The URLs of the `# <name> sandbox: <url>` comment lines. */
function urlsIn(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/^# (\w+) sandbox: (\S+)$/gm)].map(([, name, url]) => [name, url]),
  );
}

/** The HTTP status the URL answers with, or `null` when nothing accepts the connection. */
async function statusAt(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

function nonEmptyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

describe('nest-integrations sandbox, as a real process', () => {
  jest.setTimeout(120_000);

  let folder: string;
  let envFile: string;
  let all: Running;
  let block: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'sandbox-command-'));
    envFile = path.join(folder, 'sandbox.env');
    all = startCli(['sandbox'], folder);
    block = await blockOf(all, 'LOCK_OAUTH_TOKEN_URL');
    writeFileSync(envFile, block);
  }, 120_000);

  afterAll(async () => {
    if (all.child.exitCode === null && all.child.signalCode === null) all.child.kill('SIGKILL');
    await all.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  it('prints the URLs as comments, then a .env block with the settings of the three modules', () => {
    expect(Object.keys(urlsIn(block))).toEqual(['delivery', 'accounting', 'lock']);
    for (const url of Object.values(urlsIn(block))) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const settings = parseEnv(block);
    expect(settings).toMatchObject({
      DELIVERY_BASE_URL: `${urlsIn(block).delivery}/api`,
      ACCOUNTING_BASE_URL: `${urlsIn(block).accounting}/v2`,
      LOCK_BASE_URL: urlsIn(block).lock,
      LOCK_AUTH: 'token',
    });
    expect(Object.keys(settings)).toHaveLength(19);
    for (const line of nonEmptyLines(block)) expect(line).toMatch(/^(# .*|[A-Z_]+='[^'\n]*')$/);
  });

  it('sourced in sh, hands every value, generated secrets with " % & and blanks included, to a child unchanged', async () => {
    const sourced = start(
      'sh',
      ['-c', 'set -a; . "$0"; exec "$1" -e "$2"', envFile, process.execPath, PRINT_SETTINGS],
      folder,
    );
    const { code, stdout } = await sourced.exited;

    expect(code).toBe(0);
    const settings = parseEnv(block);
    expect(JSON.parse(stdout)).toEqual(settings);
    const secrets = [
      settings.DELIVERY_PASSWORD ?? '',
      settings.ACCOUNTING_CLIENT_KEY ?? '',
      settings.LOCK_OAUTH_CLIENT_SECRET ?? '',
    ];
    for (const secret of secrets) expect(secret).toMatch(/(?=.*")(?=.*%)(?=.*&)/);
    expect(settings.DELIVERY_PASSWORD).toContain(' ');
  });

  it('sourced in sh, points the commands of the bin at the sandboxes (delivery:status, accounting:test)', async () => {
    const runSourced = (...args: string[]) =>
      start(
        'sh',
        ['-c', 'set -a; . "$0"; exec "$@"', envFile, process.execPath, ...BIN.args, ...args],
        folder,
      ).exited;
    const [delivery, accounting] = await Promise.all([
      runSourced('delivery:status', '--debiteur-kvk', DELIVERY_SANDBOX_STATUS_DEBTOR.debiteurKVK, '--json'),
      runSourced('accounting:test'),
    ]);

    expect({ code: delivery.code, stdout: delivery.stdout }).toEqual({
      code: 0,
      stdout: expect.stringMatching(/\S/),
    });
    expect((JSON.parse(delivery.stdout) as unknown[]).length).toBeGreaterThan(0);
    expect(accounting.code).toBe(0);
    expect(JSON.parse(accounting.stdout)).toHaveProperty('naam');
  });

  it('serves the printed URLs until SIGTERM, then exits 0 and closes every port', async () => {
    const urls = Object.values(urlsIn(block));
    for (const status of await Promise.all(urls.map(statusAt))) expect(status).toEqual(expect.any(Number));

    all.child.kill('SIGTERM');
    const exit = await all.exited;

    expect({ code: exit.code, signal: exit.signal, stderr: exit.stderr }).toEqual({
      code: 0,
      signal: null,
      stderr: '',
    });
    expect(await Promise.all(urls.map(statusAt))).toEqual([null, null, null]);
  });

  it('starts only the named sandboxes and ends with exit 0 on SIGINT', async () => {
    const some = startCli(['sandbox', 'lock', 'delivery'], folder);
    const printed = await blockOf(some, 'LOCK_OAUTH_TOKEN_URL');

    expect(Object.keys(urlsIn(printed))).toEqual(['delivery', 'lock']);
    expect(Object.keys(parseEnv(printed)).filter((name) => name.startsWith('ACCOUNTING_'))).toEqual([]);
    some.child.kill('SIGINT');
    const exit = await some.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(await Promise.all(Object.values(urlsIn(printed)).map(statusAt))).toEqual([null, null]);
  });

  it('refuses an unknown name with one error line and exit 1', async () => {
    const exit = await startCli(['sandbox', 'lock', 'mail'], folder).exited;

    expect(exit.code).toBe(1);
    expect(exit.stdout).toBe('');
    expect(nonEmptyLines(exit.stderr)).toEqual([
      'Error: Unknown sandbox "mail": expected delivery, accounting, lock.',
    ]);
  });
});

describe('nest-integrations --help and --version', () => {
  jest.setTimeout(120_000);

  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'cli-help-'));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('--help names the bin nest-integrations and lists the sandbox command', async () => {
    const exit = await startCli(['--help'], folder).exited;

    expect(exit.code).toBe(0);
    expect(exit.stdout).toMatch(/^Usage: nest-integrations \[options\] \[command\]$/m);
    expect(exit.stdout).toMatch(/^\s+sandbox \[options\] \[names\.\.\.\]\s+Start the API sandboxes/m);
  });

  it('sandbox --help names the bin and the sandboxes to choose from', async () => {
    const exit = await startCli(['sandbox', '--help'], folder).exited;

    expect(exit.code).toBe(0);
    expect(exit.stdout).toMatch(/^Usage: nest-integrations sandbox \[options\] \[names\.\.\.\]$/m);
    expect(exit.stdout.replace(/\s+/g, ' ')).toContain(
      'names sandboxes to start: delivery, accounting, lock (default: all three)',
    );
  });

  it('--version prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const exit = await startCli(['--version'], folder).exited;

    expect({ code: exit.code, stdout: exit.stdout }).toEqual({ code: 0, stdout: `${version}\n` });
  });
});
