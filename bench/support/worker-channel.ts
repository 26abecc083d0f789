/**
 * Bench workers: child processes that hold the clients under measurement, driven over Node's IPC channel.
 * The parent sends `{ id, type, payload }`; the worker answers `{ id, result }` or `{ id, error }`. A worker runs
 * its TypeScript through ts-node (transpile only) and imports the package by its own name, which resolves to the
 * built `dist/`, as an application would load it.
 */
import { ChildProcess, fork } from 'node:child_process';
import { resolve } from 'node:path';

interface WorkerRequest {
  id: number;
  type: string;
  payload: unknown;
}

type WorkerReply = { id: number; result: unknown } | { id: number; error: string };

/** Handles one request type in a worker; what it resolves to is sent back. */
export type WorkerHandler = (payload: never) => Promise<unknown> | unknown;

const benchFolder = resolve(__dirname, '..');

/** The parent's side of one worker process. */
export class WorkerProcess {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private exited?: string;

  private constructor(
    private readonly child: ChildProcess,
    /** The name its output and errors are tagged with. */
    readonly label: string,
  ) {
    forwardOutput(child, label);
    child.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (waiting === undefined) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(`${label}: ${reply.error}`));
      else waiting.resolve(reply.result);
    });
    child.on('exit', (code, signal) => {
      this.exited = `${label} exited (${signal ?? `code ${code}`})`;
      for (const waiting of this.pending.values()) waiting.reject(new Error(this.exited));
      this.pending.clear();
    });
  }

  /**
   * Starts `bench/<script>` as a worker. `nodeOptions` are given to node before the script (`--expose-gc`);
   * `env` is added to this process's environment.
   */
  static start(
    script: string,
    label: string,
    options: { nodeOptions?: string[]; env?: Record<string, string> } = {},
  ): WorkerProcess {
    const child = fork(resolve(benchFolder, script), [], {
      execArgv: ['-r', 'ts-node/register/transpile-only', ...(options.nodeOptions ?? [])],
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    return new WorkerProcess(child, label);
  }

  /** Sends a request and waits for its answer. */
  request<T>(type: string, payload: unknown = {}): Promise<T> {
    if (this.exited !== undefined) return Promise.reject(new Error(this.exited));
    const id = this.nextId++;
    return new Promise<T>((resolvePromise, reject) => {
      this.pending.set(id, { resolve: resolvePromise as (value: unknown) => void, reject });
      this.child.send({ id, type, payload } satisfies WorkerRequest);
    });
  }

  /** Ends the worker: it closes what it opened and exits; killed after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.exited !== undefined) return;
    const exited = new Promise<void>((resolvePromise) => this.child.once('exit', () => resolvePromise()));
    this.child.disconnect();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}

/** Prints a child's output on this process's stderr, each line tagged, so stdout keeps only the tables. */
export function forwardOutput(child: ChildProcess, label: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') process.stderr.write(`  [${label}] ${line}\n`);
    });
  }
}

/**
 * The worker's side: answers requests with the handlers, one handler per request type. When the parent
 * disconnects, `onExit` runs (close modules, Redis connections) and the process exits.
 */
export function serveRequests(
  handlers: Record<string, WorkerHandler>,
  onExit: () => Promise<void> | void = () => undefined,
): void {
  process.on('message', (message: WorkerRequest) => {
    const handler = handlers[message.type];
    const reply = (answer: WorkerReply): void => {
      if (process.connected) process.send?.(answer);
    };
    if (handler === undefined) {
      reply({ id: message.id, error: `no handler for "${message.type}"` });
      return;
    }
    Promise.resolve()
      .then(() => handler(message.payload as never))
      .then(
        (result) => reply({ id: message.id, result }),
        (error: unknown) => reply({ id: message.id, error: describeError(error) }),
      );
  });
  process.on('disconnect', () => {
    Promise.resolve()
      .then(onExit)
      .finally(() => process.exit(0));
  });
}

/** One line that says what went wrong: the class and message of an error. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.constructor.name}: ${error.message}`;
  return String(error);
}
