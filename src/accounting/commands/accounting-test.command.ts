import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { AccountingRuntime } from './accounting-runtime';

/** `accounting:test`: fetches `/companyInfo` and prints it as JSON; one error line and exit code 1 on failure. */
@Command({
  name: 'accounting:test',
  description: 'Fetch /companyInfo from the accounting API and print it as JSON',
})
export class AccountingTestCommand extends CommandRunner {
  constructor(
    private readonly runtime: AccountingRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `accounting:test` with the options nest-commander parsed. */
  async run(): Promise<void> {
    try {
      this.output.printJson(await this.runtime.api.getCompanyInfo());
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--json`: print JSON (as it does anyway). */
  @Option({ flags: '--json', description: 'print JSON (as it does anyway)' })
  parseJson(): boolean {
    return true;
  }
}
