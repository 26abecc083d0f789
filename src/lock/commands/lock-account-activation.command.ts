import { Injectable } from '@nestjs/common';
import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { AccountCredentials } from '../persistence/account-credentials';
import { LockRuntime } from './lock-runtime';

/** What `lock:account-disable` and `lock:account-enable` share: `--account=<key>`, the write and its line. */
@Injectable()
abstract class LockAccountActivationCommand extends CommandRunner {
  /** The active flag the command stores. */
  protected abstract readonly active: boolean;
  /** What the command prints after the write, for the account key. */
  protected abstract done(accountKey: string): string;

  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  async run(_parameters: string[], options: { account?: string } = {}): Promise<void> {
    try {
      const key = options.account?.trim() ?? '';
      if (key === '') throw new InvalidArgumentException('Name the account (--account=<key>).');
      await this.runtime.get<AccountCredentials>(AccountCredentials).setActive(key, this.active);
      this.output.print(this.done(key));
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  @Option({ flags: '--account <key>', description: 'the key of the account in the lock database' })
  parseAccount(value: string): string {
    return value;
  }
}

/**
 * `lock:account-disable --account=<key>`: every call on behalf of the account is refused with
 * `AuthenticationException` (nothing sent), in other processes within `LOCK_ACCOUNT_TOKEN_RECHECK`.
 */
@Command({
  name: 'lock:account-disable',
  description: 'Refuse every call on behalf of an account of the lock database',
})
export class LockAccountDisableCommand extends LockAccountActivationCommand {
  protected readonly active = false;

  protected done(accountKey: string): string {
    return `Lock account "${accountKey}" disabled: every call on its behalf is refused.`;
  }
}

/** `lock:account-enable --account=<key>`: calls on behalf of the account are made again. */
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
