import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { childNode } from './child-node';

/** How an app process ended. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const APP = join(__dirname, 'scale-out-app.ts');
const REPO_ROOT = join(__dirname, '..', '..');
/** How long an app may take to print `listening <port>`. */
const START_TIMEOUT_MS = 30_000;
/** How long `stop()` waits after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 5000;
/** How much of the process's output `output()` keeps. */
const KEPT_OUTPUT_CHARS = 8192;
const LISTENING = /^listening (\d+)$/m;

/** Every process started and not yet stopped, for `stopAll()`. */
const running = new Set<ScaleOutProcess>();

/**
 * One app instance of the scale-out suite: a real process running test/support/scale-out-app.ts (through ts-node,
 * with the package from dist/ when that matches the sources: child-node.ts).
 */
export class ScaleOutProcess {
  private ended: ProcessExit | null = null;
  private baseUrl = '';
  private recentOutput = '';
  private readonly exited: Promise<void>;

  private constructor(
    /** The name the test gave it, for messages. */
    readonly name: string,
    private readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => {
      const end = (exit: ProcessExit) => {
        if (this.ended !== null) return;
        this.ended = exit;
        running.delete(this);
        resolve();
      };
      child.once('exit', (code, signal) => end({ code, signal }));
      child.once('error', (error) => {
        this.keep(`\n[spawn error] ${error.message}\n`);
        if (child.pid === undefined) end({ code: null, signal: null });
      });
    });
    child.stdout!.on('data', (chunk: Buffer) => this.keep(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => this.keep(chunk.toString()));
  }

  /**
   * Starts an app process with only `PATH` and `env` as its environment, and resolves once it listens. Rejects
   * with the tail of its output when it exits first or does not listen within 30 s (it is killed then).
   */
  static async start(env: Record<string, string>, name: string): Promise<ScaleOutProcess> {
    const app = childNode(APP);
    const child = spawn(process.execPath, app.args, {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, ...app.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = new ScaleOutProcess(name, child);
    running.add(started);
    try {
      started.baseUrl = `http://127.0.0.1:${await started.listeningPort()}`;
    } catch (error) {
      await started.stop();
      throw error;
    }
    return started;
  }

  /** How it ended; null while it runs. */
  get exit(): ProcessExit | null {
    return this.ended;
  }

  /** The app's base URL, `http://127.0.0.1:<port>`. */
  get url(): string {
    return this.baseUrl;
  }

  /** The process id. */
  get pid(): number {
    return this.child.pid!;
  }

  /** True once the process has exited. */
  hasExited(): boolean {
    return this.exit !== null;
  }

  /** The last ~8 KB of its stdout and stderr (colour codes removed), for failure messages. */
  output(): string {
    return this.recentOutput;
  }

  /** Sends the signal (default SIGKILL, as a crash) to the process by its pid, if it still runs. */
  kill(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (this.hasExited()) return;
    try {
      process.kill(this.pid, signal);
    } catch {
      // it exited in between
    }
  }

  /** SIGTERM, SIGKILL after 5 s; resolves once the process is gone. Idempotent. */
  async stop(): Promise<void> {
    if (this.hasExited()) return;
    this.kill('SIGTERM');
    const killer = setTimeout(() => this.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(killer);
  }

  /** Keeps the text without its colour codes (Nest's logger colours its lines). */
  private keep(text: string): void {
    this.recentOutput = (this.recentOutput + stripVTControlCharacters(text)).slice(-KEPT_OUTPUT_CHARS);
  }

  /** The port of the `listening <port>` line; rejects when the process exits first or after 30 s. */
  private listeningPort(): Promise<number> {
    return new Promise((resolve, reject) => {
      let stdout = '';
      let settled = false;
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.child.stdout!.off('data', onData);
        done();
      };
      const onData = (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = LISTENING.exec(stdout);
        if (match) settle(() => resolve(Number(match[1])));
      };
      const timer = setTimeout(
        () => settle(() => reject(new Error(`${this.name} did not listen within 30 s:\n${this.output()}`))),
        START_TIMEOUT_MS,
      );
      this.child.stdout!.on('data', onData);
      void this.exited.then(() =>
        settle(() =>
          reject(
            new Error(`${this.name} exited (${describeExit(this.exit)}) before listening:\n${this.output()}`),
          ),
        ),
      );
    });
  }
}

/** Stops every app process still running (for `afterAll`). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((app) => app.stop()));
}

/** `code 1`, `signal SIGKILL` or `running`. */
export function describeExit(exit: ProcessExit | null): string {
  if (exit === null) return 'running';
  return exit.signal === null ? `code ${exit.code}` : `signal ${exit.signal}`;
}
