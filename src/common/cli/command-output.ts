import { Injectable } from '@nestjs/common';

/**
 * Where the package's commands write: standard output for results, standard error for the one error line.
 * Tests replace it to read what a command printed.
 */
@Injectable()
export class CommandOutput {
  /** Writes a result line (or block) to standard output. */
  print(text: string): void {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** Writes one error line to standard error and marks the process as failed (exit code 1). */
  fail(message: string): void {
    process.stderr.write(`${message.split('\n')[0]}\n`);
    process.exitCode = 1;
  }
}
