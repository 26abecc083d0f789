import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import { LockRuntime } from './lock-runtime';

/**
 * `lock:accounts`: the accounts in the lock database with their active flag and whether they hold an API token
 * (never the token), as a table or JSON.
 */
@Command({ name: 'lock:accounts', description: 'List the accounts in the lock database' })
export class LockAccountsCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  async run(_parameters: string[], options: { json?: boolean } = {}): Promise<void> {
    try {
      const accounts = await this.runtime.databaseAccounts.overview();
      if (options.json) this.output.printJson(accounts);
      else if (accounts.length === 0) this.output.print('No lock accounts.');
      else
        this.output.print(
          renderTable(
            ['Key', 'Name', 'Active', 'API token'],
            accounts.map((account) => [
              account.key,
              account.name ?? '',
              account.active ? 'yes' : 'no',
              account.tokenSet ? 'set' : 'not set',
            ]),
          ),
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
