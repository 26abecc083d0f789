import { terminalSafeLine } from './terminal-safe-text';

/**
 * A message of commander (`error: unknown option '--jsn'` and a `(Did you mean --json?)` line) as one
 * `Error: ...` line, the way the package's commands write their errors; what the user typed in it cannot
 * control the terminal (see `terminalSafeLine`).
 */
export function commanderErrorLine(message: string): string {
  const text = message
    .trim()
    .replace(/^error:\s*/i, '')
    .replace(/\s*\n\s*/g, ' ');
  return `Error: ${terminalSafeLine(text)}\n`;
}
