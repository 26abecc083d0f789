import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { CliModule } from '../../src/cli.module';
import { runCommandLine } from '../../src/common/cli/run-command-line';
import { childNode } from './child-node';
import { isIsolated } from './isolated-env';

/** The env variables of the modules' settings, which a bin run gets from its test alone. */
export const BIN_SETTING_PREFIXES = [
  'DELIVERY_',
  'ACCOUNTING_',
  'LOCK_',
  'APP_KEY',
  'APP_PREVIOUS_KEYS',
  'APP_URL',
];

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** What a run of the bin wrote and its exit code. */
export interface BinRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the bin's command line in this process, as `src/cli.ts` does (`CliModule.forArguments` and
 * `runCommandLine`), with the settings of `process.env`; answers what it wrote to standard output and error
 * and the exit code it set. The exit code is reset afterwards.
 */
export async function runBinInProcess(args: string[]): Promise<BinRun> {
  const written = { stdout: '', stderr: '' };
  const restore = (['stdout', 'stderr'] as const).map((name) => {
    const stream = process[name];
    const original = stream.write;
    stream.write = ((chunk: string | Uint8Array) => {
      written[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    }) as typeof stream.write;
    return () => (stream.write = original);
  });
  process.exitCode = undefined;
  try {
    await runCommandLine(await CliModule.forArguments(args), args, { name: 'nest-integrations' });
  } finally {
    restore.forEach((undo) => undo());
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { code, ...written };
}

/**
 * Starts the bin as a real process in `cwd` (built, `dist/cli.js`, when dist/ matches the sources; else from
 * source through ts-node: child-node.ts), with this process's env minus the module settings, plus `env`; its
 * standard output and error are pipes.
 */
export function startBinProcess(args: string[], env: Record<string, string>, cwd = REPO_ROOT): ChildProcess {
  const baseEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !isIsolated(name, BIN_SETTING_PREFIXES)) baseEnv[name] = value;
  }
  const bin = childNode(path.join(REPO_ROOT, 'src', 'cli.ts'));
  return spawn(process.execPath, [...bin.args, ...args], {
    cwd,
    env: { ...baseEnv, ...bin.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the bin as `startBinProcess` starts it, to its end; never rejects (a spawn error shows in stderr). */
export function runBinProcess(args: string[], env: Record<string, string>, cwd = REPO_ROOT): Promise<BinRun> {
  const child = startBinProcess(args, env, cwd);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: `${stderr}${String(error)}` }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
