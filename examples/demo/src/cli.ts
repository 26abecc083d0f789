import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { StderrLogger } from '@vendor/nest-integrations/commands';
import { CliModule } from './cli.module';

/** Writes the one error line of a failed run and fails the exit code (nest-commander would exit 0). */
function fail(error: unknown): void {
  process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}

/** The demo app's own command line, run by `nest-commander`'s `CommandFactory` over `CliModule`. */
async function main(): Promise<void> {
  await CommandFactory.run(CliModule, {
    // Logs go to standard error, so a command's --json output stays parseable.
    logger: new StderrLogger('demo-cli', { logLevels: ['warn', 'error'] }),
    serviceErrorHandler: fail,
  });
}

main().catch(fail);
