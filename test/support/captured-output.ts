import { CommandOutput } from '../../src/common/cli/command-output';

/**
 * Replaces the commands' CommandOutput; every call still runs the real CommandOutput (so `fail` sets
 * `process.exitCode`), with the process stream swapped out only for the duration of that one call.
 */
export class CapturedOutput extends CommandOutput {
  readonly printed: string[] = [];
  readonly failed: string[] = [];
  readonly warned: string[] = [];
  readonly stdout: string[] = [];
  readonly stderr: string[] = [];

  override print(text: string): void {
    this.printed.push(text);
    withStream(process.stdout, this.stdout, () => super.print(text));
  }

  override warn(message: string): void {
    this.warned.push(message);
    withStream(process.stderr, this.stderr, () => super.warn(message));
  }

  override fail(message: string): void {
    this.failed.push(message);
    withStream(process.stderr, this.stderr, () => super.fail(message));
  }
}

function withStream(stream: NodeJS.WriteStream, into: string[], run: () => void): void {
  const original = stream.write;
  stream.write = ((chunk: string | Uint8Array) => {
    into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof stream.write;
  try {
    run();
  } finally {
    stream.write = original;
  }
}
