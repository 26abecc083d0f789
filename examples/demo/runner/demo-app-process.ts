import { ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ChildProcesses } from './child-processes';
import { APP_ENTRY, REPO_ROOT, TS_NODE_ARGUMENTS } from './demo-paths';

const LISTENING = /Listening on (http:\/\/127\.0\.0\.1:\d+)/;
const START_TIMEOUT_MS = 60_000;
const KEPT_LINES = 200;

/** The demo app (`examples/demo/src/main.ts`) running as a child process, and the lines it logs. */
export class DemoAppProcess {
  private readonly lines: string[] = [];
  private readonly listeners = new Set<(line: string) => void>();
  #url = '';

  private constructor(private readonly child: ChildProcess) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream !== null) createInterface({ input: stream }).on('line', (line) => this.take(line));
    }
  }

  /**
   * Starts the app with `env` and `PORT` and resolves once it listens.
   * @throws Error with the app's last error line when it stops or does not listen within a minute
   */
  static async start(
    env: Record<string, string>,
    port: number,
    children: ChildProcesses,
  ): Promise<DemoAppProcess> {
    const child = spawn(process.execPath, [...TS_NODE_ARGUMENTS, APP_ENTRY], {
      cwd: REPO_ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C reaches the runner alone, which then stops the app and the sandboxes.
      detached: true,
    });
    const app = new DemoAppProcess(children.add(child));
    const listening = await app.nextLine(LISTENING, START_TIMEOUT_MS);
    app.#url = LISTENING.exec(listening)![1];
    return app;
  }

  /** The app's base URL, `http://127.0.0.1:<port>`. */
  get url(): string {
    return this.#url;
  }

  /** Passes every line the app logs from now on to `listener`. */
  follow(listener: (line: string) => void): void {
    this.listeners.add(listener);
  }

  /** The last line the app has logged so far that matches, if it is still among the lines kept. */
  loggedLine(pattern: RegExp): string | undefined {
    return this.lines.findLast((line) => pattern.test(line));
  }

  /** True while the app runs. */
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Resolves with the first line the app logs from now on that matches.
   * @throws Error when the app stops first or `timeoutMs` passes
   */
  nextLine(pattern: RegExp, timeoutMs = 5_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(onLine);
        this.child.off('close', onExit);
      };
      const onLine = (line: string) => {
        if (!pattern.test(line)) return;
        done();
        resolve(line);
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        reject(new Error(`the demo app stopped (${signal ?? `exit code ${code}`}): ${this.lastError()}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the demo app logged no line matching ${pattern} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.listeners.add(onLine);
      this.child.once('close', onExit);
    });
  }

  /** Resolves when the app stops, with what stopped it. */
  stopped(): Promise<string> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) {
      return Promise.resolve(this.child.signalCode ?? `exit code ${this.child.exitCode}`);
    }
    return new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
    );
  }

  /** The last error the app logged (without the logger's prefix), else its last line. */
  lastError(): string {
    const errors = this.lines.filter((line) => /\bERROR\b|^\w*(Error|Exception)\b/.test(line));
    const line = errors.at(-1) ?? this.lines.at(-1) ?? 'it logged nothing';
    return line.replace(/^\[Nest\].*?\bERROR\s+(\[[^\]]*\]\s*)?/, '').trim();
  }

  private take(line: string): void {
    this.lines.push(line);
    this.lines.splice(0, Math.max(0, this.lines.length - KEPT_LINES));
    this.listeners.forEach((listener) => listener(line));
  }
}
