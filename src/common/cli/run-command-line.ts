import { DynamicModule, Module, Type } from '@nestjs/common';
import { CommandFactory, CommandRunnerService } from 'nest-commander';
import { commanderErrorLine } from './commander-error-line';
import { CommanderExits, isCommanderExit } from './commander-exits';
import { CommandLineLogger } from './command-line-logger';
import { failCommandLine } from './fail-command-line';

/** How `runCommandLine` names the program. */
export interface CommandLineSettings {
  /** The program's name, as its usage lines and its log lines show it (e.g. `nest-integrations`). */
  name: string;
  /** What `--version` prints; no `--version` option without it. */
  version?: string;
}

/**
 * Runs a command line of `nest-commander` commands: builds the app of `root`, runs `args` (the arguments after
 * the program's name) and closes the app. Whatever fails, it prints one `Error: ...` line on standard error and
 * sets exit code 1: a command's error, an unknown option or command (commander's message, without a usage
 * dump), and an invalid setting that stops a module's bootstrap (without Nest's stack trace). Logs go to
 * standard error, so a command's `--json` answer stays alone on standard output.
 */
export async function runCommandLine(
  root: Type | DynamicModule,
  args: readonly string[],
  settings: CommandLineSettings,
): Promise<void> {
  try {
    const app = await CommandFactory.createWithoutRunning(
      { module: CommandLineRoot, imports: [root] },
      {
        logger: new CommandLineLogger(settings.name),
        // The bootstrap's error comes back here (Nest would log it with its stack and end the process).
        abortOnError: false,
        serviceErrorHandler: endRun,
        outputConfiguration: { outputError: (message, write) => write(commanderErrorLine(message)) },
        ...(settings.version === undefined ? {} : { version: settings.version }),
      },
    );
    try {
      await app.get(CommandRunnerService).run(['node', settings.name, ...args]);
    } finally {
      await app.close();
    }
  } catch (error) {
    failCommandLine(error);
  }
}

/** The root of the app: the given module, and commander made to throw instead of ending the process. */
@Module({ providers: [CommanderExits] })
class CommandLineRoot {}

/** A run that commander ended keeps its exit code (its message is out already); any other error is one line. */
function endRun(error: unknown): void {
  if (isCommanderExit(error)) process.exitCode = error.exitCode;
  else failCommandLine(error);
}
