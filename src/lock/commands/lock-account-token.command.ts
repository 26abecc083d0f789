import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { AccountCredentials } from '../application/persistence/account-credentials';
import { accountTokenInput } from './lock-account-token-input';
import { LockRuntime } from './lock-runtime';
import { TerminalPrompt } from './terminal-prompt';
import { unreadAccountStateWarning } from './unread-account-state-warning';

/** The options of `lock:account-token` after parsing. */
export interface LockAccountTokenOptions {
  /** `--account <key>`: the key of the account in the lock database. */
  account?: string;
  /** The new token; `true` for a bare `--token`, which asks for it hidden (as leaving both options out does). */
  token?: string | boolean;
  /** `--clear`: remove the stored token (the configured one is used, if any). */
  clear?: boolean;
  /** `--json`: print `{ account, change }` as JSON. */
  json?: boolean;
  /**
   * `--force`: store the token even when the `APP_KEY` in use reads none of the tokens already stored, or not the
   * one it replaces.
   */
  force?: boolean;
}

/**
 * `lock:account-token --account=<key> [--token=<token> | --clear]`: sets, replaces or clears the API token stored
 * (encrypted) in the account's row. Without `--token=<token>` and `--clear` the token is asked for hidden, so it
 * is neither echoed nor kept in shell history; it is never printed. Other processes use the new token within
 * `LOCK_ACCOUNT_TOKEN_RECHECK`. A token is refused when the `APP_KEY` in use decrypts none of the tokens already
 * stored in other accounts' rows (the app would not read it either), or not the token stored in the account's own
 * row (it is not replaced silently), unless `--force`; `--clear` needs no `--force`. `--json`: `{ account, change }` (`set`, `replaced` or `cleared`). When the settings in effect never read a stored token (see
 * `unreadAccountStateWarning`), a warning line on standard error says so and how to change it.
 */
@Command({
  name: 'lock:account-token',
  description: 'Set, replace or clear the API token of an account in the lock database (asked for, hidden)',
})
export class LockAccountTokenCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly prompt: TerminalPrompt,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:account-token` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockAccountTokenOptions = {}): Promise<void> {
    try {
      const key = options.account?.trim() ?? '';
      if (key === '') throw new InvalidArgumentException('Name the account (--account=<key>).');
      if (options.clear && options.token !== undefined) {
        throw new InvalidArgumentException('Give either --token or --clear, not both.');
      }
      const unread = unreadAccountStateWarning(this.runtime.authSettings, 'API token', key);
      const credentials = this.runtime.get<AccountCredentials>(AccountCredentials);
      // Asked for only when the account exists, so an operator never types a token for nothing.
      if (!options.clear) await credentials.assertExists(key);
      if (!options.clear && !options.force) await credentials.assertKeyReadsStoredTokens(key);
      const token = options.clear ? null : await accountTokenInput(options.token, this.prompt, key);
      const change = await credentials.setToken(key, token, { force: options.force });
      if (options.json) this.output.printJson({ account: key, change });
      else this.output.print(`API token of lock account "${key}" ${change}.`);
      if (unread !== null) this.output.warn(unread);
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--account <key>`: the key of the account in the lock database. */
  @Option({ flags: '--account <key>', description: 'the key of the account in the lock database' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--token [token]`: the new API token (asked for, hidden, when left out or given without a value). */
  @Option({
    flags: '--token [token]',
    description: 'the new API token (asked for, hidden, when left out or given without a value)',
  })
  parseToken(value: string): string {
    return value;
  }

  /** Reads `--clear`: remove the stored token (the configured one is used, if any). */
  @Option({ flags: '--clear', description: 'remove the stored token (the configured one is used, if any)' })
  parseClear(): boolean {
    return true;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }

  /** Reads `--force`: store the token even when the `APP_KEY` in use does not read the tokens already stored. */
  @Option({
    flags: '--force',
    description:
      'store the token even when the APP_KEY in use reads none of the tokens already stored, or not the one replaced',
  })
  parseForce(): boolean {
    return true;
  }
}
