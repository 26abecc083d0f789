import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:account-create` after parsing. */
export interface LockAccountCreateOptions {
  key?: string;
  name?: string;
  json?: boolean;
}

/** `lock:account-create --key --name`: adds an account to the lock database. */
@Command({
  name: 'lock:account-create',
  description: 'Add an account (a key and a name) to the lock database',
})
export class LockAccountCreateCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  async run(_parameters: string[], options: LockAccountCreateOptions = {}): Promise<void> {
    try {
      const key = options.key?.trim() ?? '';
      if (key === '') throw new InvalidArgumentException('The account needs a key (--key).');
      const account = await this.runtime.databaseAccounts.create(key, options.name?.trim() || null);
      if (options.json) this.output.printJson(account);
      else
        this.output.print(
          `Created lock account "${account.key}"${account.name ? ` (${account.name})` : ''}.`,
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  @Option({ flags: '--key <key>', description: 'the account key (what --account and as() take)' })
  parseKey(value: string): string {
    return value;
  }

  @Option({ flags: '--name <name>', description: 'a name to show' })
  parseName(value: string): string {
    return value;
  }

  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
