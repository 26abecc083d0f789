import { ChildProcess } from 'node:child_process';

const GRACE_MS = 5_000;

/** The child processes the demo started, so every one is stopped at the end, on a failure and on Ctrl-C. */
export class ChildProcesses {
  private readonly running = new Set<ChildProcess>();

  /** Keeps track of the child until it exits. */
  add<T extends ChildProcess>(child: T): T {
    this.running.add(child);
    child.once('exit', () => this.running.delete(child));
    return child;
  }

  /** Stops every child still running: SIGTERM, then SIGKILL after a grace period; resolves once all exited. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((child) => stop(child)));
  }
}

/** Stops one child and resolves once it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
