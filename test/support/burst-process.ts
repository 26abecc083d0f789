import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { childNode } from './child-node';

/** What one round of calls in a burst process came to. */
export interface BurstRound {
  ok: number;
  /** The distinct messages of the calls that failed. */
  failed: string[];
  /** How long the round took in the process, in ms. */
  ms: number;
}

const CHILD = join(__dirname, 'token-burst-child.ts');

/**
 * A real process running test/support/token-burst-child.ts (through ts-node, with the package from dist/ when that
 * matches the sources: child-node.ts): one module, booted from `env`, driven round by round.
 */
export class BurstProcess {
  private readonly lines: AsyncIterator<string>;
  private stderr = '';

  private constructor(private readonly child: ChildProcess) {
    this.lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }

  /** Starts the process and resolves once its module has booted. */
  static async start(
    module: 'delivery' | 'accounting' | 'lock',
    calls: number,
    env: Record<string, string>,
  ): Promise<BurstProcess> {
    const node = childNode(CHILD);
    const child = spawn(process.execPath, [...node.args, module, String(calls)], {
      cwd: join(__dirname, '..', '..'),
      env: { PATH: process.env.PATH, ...node.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const burst = new BurstProcess(child);
    const first = await burst.nextLine();
    if (first !== 'ready')
      throw new Error(`the ${module} process did not boot: ${first ?? ''} ${burst.stderr}`);
    return burst;
  }

  /** The process id. */
  get pid(): number {
    return this.child.pid!;
  }

  /** Starts a round without waiting for it: `result()` gives what it came to. */
  go(): void {
    this.child.stdin!.write('go\n');
  }

  /** The result of the round started last. */
  async result(): Promise<BurstRound> {
    const line = await this.nextLine();
    if (line === undefined) throw new Error(`the process ended without a result: ${this.stderr}`);
    return JSON.parse(line) as BurstRound;
  }

  /** Kills the process at once (SIGKILL), as a crash would. */
  kill(): void {
    this.child.kill('SIGKILL');
  }

  /** Ends its input, so it closes its module and exits; resolves once it has. */
  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stdin!.end();
    await exited;
  }

  private async nextLine(): Promise<string | undefined> {
    const next = await this.lines.next();
    return next.done ? undefined : next.value;
  }
}
