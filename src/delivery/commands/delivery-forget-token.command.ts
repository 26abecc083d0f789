import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { DeliveryRuntime } from './delivery-runtime';

/** `delivery:forget-token`: drops the cached token, as `DeliveryClient.forgetToken()` does; `--json`: `{ forgotten: true }`. */
@Command({
  name: 'delivery:forget-token',
  description: 'Forget the cached Delivery token; the next call signs in again',
})
export class DeliveryForgetTokenCommand extends CommandRunner {
  constructor(
    private readonly runtime: DeliveryRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `delivery:forget-token` with the options nest-commander parsed. */
  async run(_parameters: string[], options: { json?: boolean } = {}): Promise<void> {
    try {
      await this.runtime.client.forgetToken();
      if (options.json) this.output.printJson({ forgotten: true });
      else this.output.print('The Delivery token is forgotten; the next call signs in again.');
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }
}
