import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { assertLockAccountKey } from '../application/accounts/lock-account-key';
import { AccountCredentials } from '../application/persistence/account-credentials';
import { accountTokenInput } from './lock-account-token-input';
import { LockRuntime } from './lock-runtime';
import { TerminalPrompt } from './terminal-prompt';
import { unreadAccountStateWarning } from './unread-account-state-warning';

/** The options of `lock:account-create` after parsing. */
export interface LockAccountCreateOptions {
  /** `--key <key>`: the account key (what --account and as() take). */
  key?: string;
  /** `--name <name>`: a name to show. */
  name?: string;
  /** The account's API token; `true` for a bare `--token`, which asks for it hidden. */
  token?: string | boolean;
  /** `--json`: print JSON. */
  json?: boolean;
}

/**
 * `lock:account-create --key --name [--token]`: adds an account to the lock database, with its own API token
 * (stored encrypted) when `--token` is given; a bare `--token` asks for it hidden. The token is never printed.
 * When the settings in effect never read a stored token (see `unreadAccountStateWarning`), a warning line on
 * standard error says so and how to change it; the command still succeeds.
 */
@Command({
  name: 'lock:account-create',
  description: 'Add an account (a key, a name and optionally its API token) to the lock database',
})
export class LockAccountCreateCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly prompt: TerminalPrompt,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:account-create` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockAccountCreateOptions = {}): Promise<void> {
    try {
      const key = options.key?.trim() ?? '';
      if (key === '') throw new InvalidArgumentException('The account needs a key (--key).');
      // The registry enforces the rule; asked here too so a refused key fails before a token is asked for.
      assertLockAccountKey(key);
      // Read before anything is asked or stored, so an unknown mode fails the command with nothing stored.
      const unread =
        options.token === undefined
          ? null
          : unreadAccountStateWarning(this.runtime.authSettings, 'API token', key);
      const token =
        options.token === undefined ? null : await accountTokenInput(options.token, this.prompt, key);
      const ciphertext =
        token === null ? null : this.runtime.get<AccountCredentials>(AccountCredentials).seal(key, token);
      const account = await this.runtime.databaseAccounts.create(
        key,
        options.name?.trim() || null,
        ciphertext,
      );
      if (options.json) this.output.printJson({ ...account, active: true, tokenSet: ciphertext !== null });
      else
        this.output.print(
          `Created lock account "${account.key}"${account.name ? ` (${account.name})` : ''}` +
            `${ciphertext === null ? '' : ' with its API token'}.`,
        );
      if (unread !== null) this.output.warn(unread);
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--key <key>`: the account key (what --account and as() take). */
  @Option({ flags: '--key <key>', description: 'the account key (what --account and as() take)' })
  parseKey(value: string): string {
    return value;
  }

  /** Reads `--name <name>`: a name to show. */
  @Option({ flags: '--name <name>', description: 'a name to show' })
  parseName(value: string): string {
    return value;
  }

  /** Reads `--token [token]`. */
  @Option({
    flags: '--token [token]',
    description: "the account's API token, stored encrypted (asked for, hidden, when --token has no value)",
  })
  parseToken(value: string): string {
    return value;
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
