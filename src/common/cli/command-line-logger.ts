import { StderrLogger } from './stderr-logger';

/** The context Nest logs a failed bootstrap under (a provider that threw, e.g. on an invalid setting). */
const BOOTSTRAP_ERROR_CONTEXT = 'ExceptionHandler';

/**
 * The logger of `runCommandLine`: warnings and errors on standard error, but not Nest's report of a failed
 * bootstrap (a stack trace), which `runCommandLine` gets back and writes as one `Error:` line instead.
 */
export class CommandLineLogger extends StderrLogger {
  constructor(context: string) {
    super(context, { logLevels: ['warn', 'error'] });
  }

  override error(message: unknown, ...optionalParams: unknown[]): void {
    if (optionalParams.at(-1) === BOOTSTRAP_ERROR_CONTEXT) return;
    super.error(message, ...optionalParams);
  }
}
