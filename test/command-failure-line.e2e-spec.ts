import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CliModule } from '../src/cli.module';
import { runCommandLine } from '../src/common/cli/run-command-line';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';

/**
 * A failed command prints exactly one `Error:` line on standard error and exits with code 1 (issue 33, row 12):
 * the command line run in-process as the bin runs it (`runCommandLine` with its own logger), standard error and
 * standard input replaced.
 */
describe('a failed command: one Error: line on standard error', () => {
  jest.setTimeout(30_000);

  let restoreEnv: () => void = () => undefined;
  let folder: string;
  let cwd: string;
  let stderr: string[];
  const stdin = Object.getOwnPropertyDescriptor(process, 'stdin')!;

  beforeEach(() => {
    restoreEnv = isolateEnv([...ACCOUNTING_ENV_PREFIXES, ...LOCK_ENV_PREFIXES]);
    cwd = process.cwd();
    folder = mkdtempSync(join(tmpdir(), 'command-failure-line-'));
    process.chdir(folder);
    stderr = [];
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(process, 'stdin', stdin);
    process.exitCode = undefined;
    process.chdir(cwd);
    rmSync(folder, { recursive: true, force: true });
    restoreEnv();
  });

  /** Runs the command line as the bin does. */
  async function run(args: string[]): Promise<void> {
    await runCommandLine(await CliModule.forArguments(args), args, { name: 'nest-integrations' });
  }

  /** Asserts standard error is one `Error:` line, no stack trace, and exit code 1; answers the line. */
  function expectOneErrorLine(): string {
    const lines = stderr.join('').split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error: \S/);
    expect(stderr.join('')).not.toMatch(/^\s+at /m);
    expect(process.exitCode).toBe(1);
    return lines[0];
  }

  it('accounting:echo without a client key: the failed calls are one line, no log line of each', async () => {
    await run(['accounting:echo']);
    expect(expectOneErrorLine()).toBe(
      'Error: the echo GET, HEAD, POST call failed: Accounting API config is incomplete: no client key (ACCOUNTING_CLIENT_KEY).',
    );
  });

  it('lock:user-create with standard input at its end: no password question, one line', async () => {
    Object.defineProperty(process, 'stdin', { value: Readable.from([]), configurable: true });
    await run(['lock:user-create', '--email=a@example.com', '--name=A']);
    expect(expectOneErrorLine()).toMatch(/^Error: The password must be at least \d+ characters long\.$/);
  });
});
