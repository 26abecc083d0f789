import { StderrLogger } from './stderr-logger';

/**
 * The logger of `runCommandLine`: warnings on standard error, no error lines. A command reports its failure as
 * its one `Error:` line (and `runCommandLine` a failed bootstrap, without Nest's stack trace); a service's error
 * log of the same failure (e.g. `EchoService`'s line for each failed echo call) would only repeat it. Whatever an
 * operator must see without the command failing is logged as a warning.
 */
export class CommandLineLogger extends StderrLogger {
  constructor(context: string) {
    super(context, { logLevels: ['warn'] });
  }

  /** Prints nothing (a level list of `warn` alone would let errors through, as Nest reads it as "warn and up"). */
  override error(): void {}

  /** Prints nothing, as `error`. */
  override fatal(): void {}
}
