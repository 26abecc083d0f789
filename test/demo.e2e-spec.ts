import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { parseEnv } from 'node:util';
import { DEMO_USAGE } from '../examples/demo/runner/demo-arguments';
import { listeningPorts } from './support/listening-ports';
import { isTcpReachableSync } from './support/tcp-reachable';

// `npm run demo` end to end: the runner (examples/demo/run-demo.ts) as a child process, as the script runs it
// after `npm run build`. The demo app loads the package by its name, which resolves to dist/.

const REPO_ROOT = path.resolve(__dirname, '..');
const RUNNER = ['-r', 'ts-node/register/transpile-only', 'examples/demo/run-demo.ts'];
const RUN_TIMEOUT_MS = 120_000;
/** One key of each step's heading, in order. */
const STEP_KEYS = [
  'GET /health',
  'GET /deliveries?functioneelId=INV-2026-0001',
  'GET /accounting/company',
  'GET /locks',
  'POST /locks/:id/lock',
  'delivery:status',
  'accounting:test',
  'accounting:echo',
  'lock:locks',
  'lock:action',
  'lock:oauth-authorize',
  'lock:locks --account=office',
  'lock:webhook-register',
  'POST /lock/webhook',
];
const HEADING = /^== (\d+)\/(\d+) (.+) ==$/;

/** The output of one step: the heading's numbers and title, and the lines under it. */
interface StepOutput {
  index: number;
  total: number;
  title: string;
  lines: string[];
}

interface DemoRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the runner with the arguments; the env is this process's plus `env`. */
function startDemo(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [...RUNNER, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** What the demo app's `GET /locks` shows of a smartlock. */
interface LockView {
  id: number;
  locked: boolean;
}

async function locksOf(appUrl: string): Promise<LockView[]> {
  return (await (await fetch(`${appUrl}/locks`)).json()) as LockView[];
}

/** Runs the demo's CLI as the `--serve` hint does: the runner's env without module settings, plus `env`. */
function runDemoCli(args: string[], env: Record<string, string>): Promise<DemoRun> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DELIVERY_|ACCOUNTING_|LOCK_|APP_)/.test(name)),
  );
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'examples/demo/src/cli.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** Runs the runner to its end. */
function runDemo(args: string[], env: Record<string, string> = {}): Promise<DemoRun> {
  const child = startDemo(args, env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The output, step by step. */
function stepsOf(stdout: string): StepOutput[] {
  const steps: StepOutput[] = [];
  for (const line of stdout.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading !== null) {
      steps.push({ index: Number(heading[1]), total: Number(heading[2]), title: heading[3], lines: [] });
    } else {
      steps.at(-1)?.lines.push(line);
    }
  }
  return steps;
}

/** The port of the demo app the output names. */
function appPortOf(stdout: string): number {
  const match = /demo app\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
  expect(match).not.toBeNull();
  return Number(match![1]);
}

/** The built files the demo loads through the package's exports. */
const BUILT_ENTRIES = ['testing', 'delivery', 'accounting', 'lock', 'commands', 'health'].map((subpath) =>
  path.join('dist', subpath, 'index.js'),
);

/**
 * `describe`, or `describe.skip` with one line saying why when the package is not built; under CI=true (where
 * `npm run build` runs first) a missing build fails the suite.
 */
function describeWhenBuilt(): jest.Describe {
  const missing = BUILT_ENTRIES.filter((entry) => !existsSync(path.join(REPO_ROOT, entry)));
  if (missing.length === 0) return describe;
  const reason = `the package is not built (${missing.join(', ')} missing): run npm run build first`;
  if (process.env.CI === 'true') {
    describe('the demo needs the build (CI=true)', () => {
      it(`has what it needs: ${reason}`, () => {
        throw new Error(`CI=true, so the demo must run, but ${reason}`);
      });
    });
  } else {
    process.stderr.write(`Skipping the demo tests: ${reason} (set CI=true to make this a failure).\n`);
  }
  return describe.skip;
}

/** When each built entry was written (undefined when missing). */
function builtTimes(): (number | undefined)[] {
  return BUILT_ENTRIES.map((entry) => {
    const file = path.join(REPO_ROOT, entry);
    return existsSync(file) ? statSync(file).mtimeMs : undefined;
  });
}

describe('npm run demo -- --help', () => {
  it('prints the usage at once, without building the package', async () => {
    const before = builtTimes();
    const child = spawn('npm', ['run', 'demo', '--', '--help'], {
      cwd: REPO_ROOT,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));

    expect(code).toBe(0);
    expect(output).toContain(DEMO_USAGE);
    expect(output).not.toMatch(/copy-assets|Building the package|tsc -p/);
    expect(builtTimes()).toEqual(before);
  }, 30_000);
});

describeWhenBuilt()('npm run demo', () => {
  it(
    'shows every step with a heading and a pass mark, exits 0 and leaves nothing running; the shell settings do not leak in',
    async () => {
      // A shell with a real deployment's settings (an unreachable portal, a Redis cache) must not change the demo.
      const run = await runDemo([], {
        DELIVERY_BASE_URL: 'http://127.0.0.1:9/unreachable',
        DELIVERY_TOKEN_CACHE_STORE: 'redis://127.0.0.1:9',
        LOCK_DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
        APP_KEY: 'not-a-key',
      });

      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      const steps = stepsOf(run.stdout);
      expect(steps.map((step) => step.index)).toEqual(STEP_KEYS.map((_key, index) => index + 1));
      steps.forEach((step, index) => {
        expect(step.total).toBe(STEP_KEYS.length);
        expect(step.title).toContain(STEP_KEYS[index]);
        expect(step.lines.filter((line) => /^ {3}✓ \S/.test(line))).toHaveLength(1);
        expect(step.lines.some((line) => line.includes('✗'))).toBe(false);
      });
      expect(run.stdout).toContain(`All ${STEP_KEYS.length} steps passed.`);
      expect(isTcpReachableSync('127.0.0.1', appPortOf(run.stdout))).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'a step that does not do what it should: exit 1 with one line naming the step and the reason, nothing left running',
    async () => {
      // The portal answers 404 at this path, which the client reads as "no such message".
      const run = await runDemo(['--set', 'DELIVERY_STATUS_PATH=/missing']);

      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        'demo: step 2/14 "GET /deliveries?functioneelId=INV-2026-0001 (DeliveryClient)" failed: ' +
          'expected the message INV-2026-0001, got []\n',
      );
      const steps = stepsOf(run.stdout);
      expect(steps).toHaveLength(2);
      expect(steps[1].lines).toContain('   ✗ expected the message INV-2026-0001, got []');
      expect(isTcpReachableSync('127.0.0.1', appPortOf(run.stdout))).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );

  it('an argument it does not know: exit 1 with one line, nothing started', async () => {
    const run = await runDemo(['--serv']);

    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'demo: Unknown argument "--serv"; see npm run demo -- --help\n',
    });
  });

  it(
    '--serve keeps the app and the sandboxes running with a ready .env until Ctrl-C, then stops them; one sandbox per API',
    async () => {
      const child = startDemo(['--serve']);
      let stdout = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
      await new Promise<void>((resolve, reject) => {
        const check = () => stdout.includes("The app's log follows.") && resolve();
        child.stdout!.on('data', check);
        void closed.then(() => reject(new Error(`the demo stopped before it was ready: ${stdout}`)));
      });

      const block = /as a \.env \(also in (.+)\):\n\n([\s\S]+?)\n\n/.exec(stdout);
      expect(block).not.toBeNull();
      const [, envFile, envText] = block!;
      const env = parseEnv(envText) as Record<string, string>;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining([
          'DELIVERY_BASE_URL',
          'ACCOUNTING_CLIENT_KEY',
          'LOCK_BASE_URL',
          'LOCK_DATABASE_URL',
          'APP_KEY',
          'APP_URL',
        ]),
      );
      expect(existsSync(envFile)).toBe(true);
      expect(parseEnv(readFileSync(envFile, 'utf8'))).toEqual(env);
      const health = await fetch(`${env.APP_URL}/health`);
      expect(health.status).toBe(200);
      expect(stdout).toContain(`lock console ${env.APP_URL}/lock`);
      expect(stdout).toMatch(/LOCK_DEMO is on: .* sign in as owner@demo\.lock\.example \(main user\)/);
      const signIn = await fetch(`${env.APP_URL}/lock/sign-in`);
      expect(signIn.status).toBe(200);
      expect(await signIn.text()).toContain('<h1>Sign in</h1>');
      expect(env.LOCK_DEMO).toBeUndefined();

      // The lock API of the .env is the console's: the sandbox the app's log names.
      expect(/LOCK_DEMO is on: the lock API is a sandbox at (\S+) /.exec(stdout)?.[1]).toBe(
        env.LOCK_BASE_URL,
      );
      // An unlock through the hint's CLI shows in the app's lock state.
      const door = (await locksOf(env.APP_URL)).find((lock) => lock.locked);
      expect(door).toBeDefined();
      const unlock = await runDemoCli(['lock:action', String(door!.id), 'unlock', '--json'], env);
      expect({ code: unlock.code, stderr: unlock.stderr }).toEqual({ code: 0, stderr: '' });
      expect((await locksOf(env.APP_URL)).find((lock) => lock.id === door!.id)?.locked).toBe(false);
      // The runner and the app listen on four ports: the app and one sandbox per API.
      const ports = [env.APP_URL, env.DELIVERY_BASE_URL, env.ACCOUNTING_BASE_URL, env.LOCK_BASE_URL].map(
        (url) => Number(new URL(url).port),
      );
      expect(listeningPorts(child.pid!)).toEqual([...ports].sort((a, b) => a - b));

      child.kill('SIGINT');

      expect(await closed).toBe(0);
      expect(stdout).toContain('Stopping the app and the sandboxes.');
      expect(ports.filter((port) => isTcpReachableSync('127.0.0.1', port))).toEqual([]);
      expect(existsSync(envFile)).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );
});
