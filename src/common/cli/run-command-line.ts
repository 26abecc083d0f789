import { DynamicModule, Type } from '@nestjs/common';
import { CommandFactory, CommandRunnerService } from 'nest-commander';
import { commanderErrorLine } from './commander-error-line';
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
    const app = await CommandFactory.createWithoutRunning(root, {
      logger: new CommandLineLogger(settings.name),
      // The bootstrap's error comes back here (Nest would log it with its stack and end the process).
      abortOnError: false,
      serviceErrorHandler: failCommandLine,
      outputConfiguration: { outputError: (message, write) => write(commanderErrorLine(message)) },
      ...(settings.version === undefined ? {} : { version: settings.version }),
    });
    try {
      await app.get(CommandRunnerService).run(['node', settings.name, ...args]);
    } finally {
      await app.close();
    }
  } catch (error) {
    failCommandLine(error);
  }
}
