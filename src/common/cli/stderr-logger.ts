import { ConsoleLogger } from '@nestjs/common';

/**
 * A Nest logger for command-line runs that writes every line to standard error, so warnings never mix with
 * a command's output (`--json` stays parseable).
 */
export class StderrLogger extends ConsoleLogger {
  /** Prints as `ConsoleLogger` does, to standard error. */
  protected override printMessages(
    messages: unknown[],
    context?: string,
    logLevel?: Parameters<ConsoleLogger['printMessages']>[2],
  ): void {
    super.printMessages(messages, context, logLevel, 'stderr');
  }
}
