import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { AccountCredentials } from '../application/persistence/account-credentials';
import { LockRuntime } from './lock-runtime';
import { unreadAccountStateWarning } from './unread-account-state-warning';

/**
 * What `lock:account-disable` and `lock:account-enable` share: `--account=<key>`, the write and its line (`--json`:
 * `{ account, active, readByApiCalls }`). Only the `database` token resolver in `token` mode reads the flag; under other settings a warning line on standard error
 * says so and how to change it (see `unreadAccountStateWarning`).
 */
@Injectable()
abstract class LockAccountActivationCommand extends CommandRunner {
  /** The active flag the command stores. */
  protected abstract readonly active: boolean;
  /** What the command prints after the write, for the account key; `read`: whether API calls read the flag. */
  protected abstract done(accountKey: string, read: boolean): string;

  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:account-disable` or `lock:account-enable` with the options nest-commander parsed. */
  async run(_parameters: string[], options: { account?: string; json?: boolean } = {}): Promise<void> {
    try {
      const key = options.account?.trim() ?? '';
      if (key === '') throw new InvalidArgumentException('Name the account (--account=<key>).');
      const unread = unreadAccountStateWarning(this.runtime.authSettings, 'active flag', key);
      await this.runtime.get<AccountCredentials>(AccountCredentials).setActive(key, this.active);
      if (options.json)
        this.output.printJson({ account: key, active: this.active, readByApiCalls: unread === null });
      else this.output.print(this.done(key, unread === null));
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

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}

/**
 * `lock:account-disable --account=<key>`: with the `database` token resolver in `token` mode, every call on behalf
 * of the account is refused with `AuthenticationException` (nothing sent), in other processes within
 * `LOCK_ACCOUNT_TOKEN_RECHECK`. Other settings ignore the flag, and the command warns that they do.
 */
@Command({
  name: 'lock:account-disable',
  description: 'Refuse every call on behalf of an account of the lock database',
})
export class LockAccountDisableCommand extends LockAccountActivationCommand {
  protected readonly active = false;

  protected done(accountKey: string, read: boolean): string {
    return `Lock account "${accountKey}" disabled${read ? ': every call on its behalf is refused' : ''}.`;
  }
}

/**
 * `lock:account-enable --account=<key>`: calls on behalf of the account are made again (the flag is read by the
 * `database` token resolver in `token` mode only; other settings get a warning).
 */
@Command({
  name: 'lock:account-enable',
  description: 'Allow calls on behalf of an account of the lock database again',
})
export class LockAccountEnableCommand extends LockAccountActivationCommand {
  protected readonly active = true;

  protected done(accountKey: string): string {
    return `Lock account "${accountKey}" enabled.`;
  }
}
