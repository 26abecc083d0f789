import type { TerminalPrompt } from './terminal-prompt';

/**
 * The API token an account command was given: the value of `--token=<token>`, or for a bare `--token` (or none,
 * where the command asks) the line typed at a hidden prompt, so it is never echoed nor kept in shell history.
 */
export async function accountTokenInput(
  given: string | boolean | undefined,
  prompt: TerminalPrompt,
  accountKey: string,
): Promise<string> {
  if (typeof given === 'string') return given;
  return prompt.ask(`API token of lock account "${accountKey}" (not shown): `, { hidden: true });
}
