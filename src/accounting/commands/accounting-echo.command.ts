import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { AccountingRuntime } from './accounting-runtime';

/**
 * `accounting:echo`: runs the GET, HEAD and POST echo calls with their default payloads and prints the three
 * result arrays as JSON; exit code 1 when any of them failed.
 */
@Command({
  name: 'accounting:echo',
  description: 'Run the GET, HEAD and POST echo calls against the accounting API and print their results',
})
export class AccountingEchoCommand extends CommandRunner {
  constructor(
    private readonly runtime: AccountingRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `accounting:echo` with the options nest-commander parsed. */
  async run(): Promise<void> {
    const results = {
      get: await this.runtime.echo.getEchoResource(),
      head: await this.runtime.echo.headEchoResource(),
      post: await this.runtime.echo.postEchoResource(),
    };
    this.output.printJson(results);
    const failed = Object.entries(results).filter(([, result]) => !result.success);
    if (failed.length > 0) {
      const verbs = failed.map(([verb]) => verb.toUpperCase()).join(', ');
      // The reasons once each (three calls without a client key fail for one reason), the command's only line.
      const reasons = [...new Set(failed.map(([, result]) => (result.success ? '' : result.error)))];
      this.output.fail(`Error: the echo ${verbs} call failed: ${reasons.join('; ')}`);
    }
  }

  /** Reads `--json`: print JSON (as it does anyway). */
  @Option({ flags: '--json', description: 'print JSON (as it does anyway)' })
  parseJson(): boolean {
    return true;
  }
}
