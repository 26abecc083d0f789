/**
 * The parent's side of the bench server (bench/server/bench-server.ts): starts it as a child process, reads the
 * JSON line it prints, and calls its control routes.
 */
import { spawn, ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { forwardOutput } from './worker-channel';

/** The sandbox names the bench server serves. */
export type SandboxName = 'delivery' | 'accounting' | 'lock';

/** One sandbox of the bench server: its id, URL and the env variables that point a module at it. */
export interface BenchSandbox {
  id: string;
  name: SandboxName;
  url: string;
  env: Record<string, string>;
}

/** What the bench server has counted of one sandbox since it started. */
export interface SandboxCounts {
  tokenRequests: number;
  connections: number;
}

interface StartLine {
  controlUrl: string;
  sandboxes: Record<SandboxName, BenchSandbox>;
}

const STARTUP_TIMEOUT_MS = 30_000;

/** A running bench server. */
export class BenchServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    /** The control server's base URL. */
    readonly controlUrl: string,
    /** The sandboxes it started with, one of each. */
    readonly sandboxes: Record<SandboxName, BenchSandbox>,
  ) {}

  /** Starts the bench server and waits for its start line. */
  static async start(): Promise<BenchServerProcess> {
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', resolve(__dirname, '../server/bench-server.ts')],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const stderrLines: string[] = [];
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderrLines.push(chunk));
    const lines = createInterface({ input: child.stdout });
    const line = await new Promise<string>((resolveLine, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the bench server did not start in 30 s')),
        STARTUP_TIMEOUT_MS,
      );
      lines.once('line', (text) => {
        clearTimeout(timer);
        resolveLine(text);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the bench server exited with code ${code}: ${stderrLines.join('').trim()}`));
      });
    });
    lines.close();
    child.stderr.removeAllListeners('data');
    forwardOutput(child, 'bench server');
    const start = JSON.parse(line) as StartLine;
    return new BenchServerProcess(child, start.controlUrl, start.sandboxes);
  }

  /**
   * Starts a fresh sandbox: a new port, so a new token cache key. Its token endpoint takes `tokenDelayMs`
   * (default: the bench server's `TOKEN_DELAY_MS`) and is counted too.
   */
  freshSandbox(name: SandboxName, tokenDelayMs?: number): Promise<BenchSandbox> {
    const query = tokenDelayMs === undefined ? '' : `?tokenDelayMs=${tokenDelayMs}`;
    return this.call<BenchSandbox>('POST', `/__bench/sandboxes/${name}${query}`);
  }

  /** Stops a sandbox started by `freshSandbox`. */
  async stopSandbox(sandbox: BenchSandbox): Promise<void> {
    await this.call('DELETE', `/__bench/sandboxes/${sandbox.id}`);
  }

  /** Token requests and TCP connections the sandbox has received since it started. */
  counts(sandbox: BenchSandbox): Promise<SandboxCounts> {
    return this.call<SandboxCounts>('GET', `/__bench/counts/${sandbox.id}`);
  }

  /** Stops the bench server and its sandboxes. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolveExit) => this.child.once('exit', () => resolveExit()));
    this.child.stdin?.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  private async call<T>(method: string, path: string): Promise<T> {
    const response = await fetch(`${this.controlUrl}${path}`, { method });
    const body = (await response.json()) as T & { message?: string };
    if (!response.ok) throw new Error(`bench server: ${method} ${path}: ${body.message ?? response.status}`);
    return body;
  }
}
