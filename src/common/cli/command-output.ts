import { Injectable } from '@nestjs/common';
import { terminalSafeJson } from './terminal-safe-json';
import { terminalSafeText } from './terminal-safe-text';

/**
 * Where the package's commands write: standard output for results, standard error for the one error line and
 * for warnings.
 * Nothing written carries a terminal escape sequence or control character (see `terminalSafeText`).
 * Tests replace it to read what a command printed.
 */
@Injectable()
export class CommandOutput {
  /** Writes a result line (or block) to standard output, without terminal controls; its newlines stay. */
  print(text: string): void {
    const safe = terminalSafeText(text);
    process.stdout.write(safe.endsWith('\n') ? safe : `${safe}\n`);
  }

  /** Writes a value as indented JSON to standard output, control characters escaped (see `terminalSafeJson`). */
  printJson(value: unknown): void {
    this.print(terminalSafeJson(value));
  }

  /**
   * Writes one warning line (the first line of the message, without terminal controls) to standard error; the
   * exit code stays as it is, and standard output stays the command's result alone (`--json` stays parseable).
   */
  warn(message: string): void {
    process.stderr.write(`${terminalSafeText(message).split('\n')[0]}\n`);
  }

  /**
   * Writes one error line (the first line of the message, without terminal controls) to standard error and
   * marks the process as failed (exit code 1).
   */
  fail(message: string): void {
    process.stderr.write(`${terminalSafeText(message).split('\n')[0]}\n`);
    process.exitCode = 1;
  }
}
