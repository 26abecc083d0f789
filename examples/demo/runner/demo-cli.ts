import { ChildProcess, spawn } from 'node:child_process';
import { ChildProcesses, stop } from './child-processes';
import { CLI_ENTRY, REPO_ROOT, TS_NODE_ARGUMENTS } from './demo-paths';

const RUN_TIMEOUT_MS = 60_000;

/** How a run of the demo's CLI ended. */
export interface CliResult {
  /** The exit code; null when it was stopped by a signal or did not start. */
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One run of the demo's command line (`examples/demo/src/cli.ts`) as a child process. */
export class CliRun {
  private stdout = '';
  private stderr = '';
  private ended = false;
  private readonly watchers = new Set<() => void>();
  private readonly child: ChildProcess;
  private readonly result: Promise<CliResult>;

  /** Starts the command with exactly `env` as its environment. */
  constructor(args: readonly string[], env: Record<string, string>, children: ChildProcesses) {
    this.child = children.add(
      spawn(process.execPath, [...TS_NODE_ARGUMENTS, CLI_ENTRY, ...args], {
        cwd: REPO_ROOT,
        env,
        detached: true,
      }),
    );
    this.child.stdout?.on('data', (chunk: Buffer) => this.changed(() => (this.stdout += chunk.toString())));
    this.child.stderr?.on('data', (chunk: Buffer) => this.changed(() => (this.stderr += chunk.toString())));
    this.result = new Promise((resolve) => {
      const end = (code: number | null) => {
        clearTimeout(timer);
        if (this.ended) return;
        this.changed(() => (this.ended = true));
        resolve({ code, stdout: this.stdout, stderr: this.stderr });
      };
      const timer = setTimeout(() => {
        this.stderr += `Error: the command did not finish within ${RUN_TIMEOUT_MS / 1000} s\n`;
        void stop(this.child);
      }, RUN_TIMEOUT_MS);
      this.child.once('close', end);
      this.child.once('error', (error) => {
        this.stderr += `Error: ${error.message}\n`;
        end(null);
      });
    });
  }

  /**
   * Resolves with the first match of `pattern` in what the command printed to standard output.
   * @throws Error when the command ends without printing it
   */
  waitForOutput(pattern: RegExp): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(this.stdout);
        if (match === null && !this.ended) return;
        this.watchers.delete(check);
        if (match !== null) resolve(match);
        else
          reject(new Error(`the command ended without printing what was expected: ${oneLine(this.stderr)}`));
      };
      this.watchers.add(check);
      check();
    });
  }

  /** Types a line at the command's prompt (and closes its input). */
  answer(line: string): void {
    this.child.stdin?.end(`${line}\n`);
  }

  /** Resolves once the command has ended; its input is closed, and it is stopped after a minute. */
  finished(): Promise<CliResult> {
    this.child.stdin?.end();
    return this.result;
  }

  private changed(update: () => void): void {
    update();
    this.watchers.forEach((watcher) => watcher());
  }
}

/** The first non-empty line of a text, trimmed; `(nothing)` when there is none. */
export function oneLine(text: string): string {
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '(nothing)'
  );
}
