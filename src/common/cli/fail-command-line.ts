import { errorLine } from './error-line';
import { terminalSafeLine } from './terminal-safe-text';

/**
 * Ends a failed command-line run: writes its one error line to standard error (never a stack trace, never a
 * terminal control) and fails the exit code.
 */
export function failCommandLine(error: unknown): void {
  process.stderr.write(`${terminalSafeLine(errorLine(error).split('\n')[0])}\n`);
  process.exitCode = 1;
}
