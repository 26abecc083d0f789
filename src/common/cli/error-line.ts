/** The one line a command prints for an error: `Error: <message>` (the message is already redacted). */
export function errorLine(error: unknown): string {
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
