import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectCommander } from 'nest-commander';

/** What this needs of a commander command: its subcommands and the switch from `process.exit` to throwing. */
interface ExitingCommand {
  readonly commands: readonly ExitingCommand[];
  exitOverride(): unknown;
}

/**
 * Makes the program and every command throw commander's error where commander would end the process (after an
 * unknown option, after `--help` or `--version`), so `runCommandLine` closes the app and sets the exit code.
 */
@Injectable()
export class CommanderExits implements OnApplicationBootstrap {
  constructor(@InjectCommander() private readonly program: ExitingCommand) {}

  /** Runs once the commands are registered (`nest-commander` adds them when its module initializes). */
  onApplicationBootstrap(): void {
    for (const command of [this.program, ...this.program.commands]) command.exitOverride();
  }
}

/** Commander's error for where it would have ended the process, with the exit code it would have used. */
export interface CommanderExit {
  readonly code: string;
  readonly exitCode: number;
}

/** True for commander's errors (`commander.unknownOption`, `commander.helpDisplayed`, ...). */
export function isCommanderExit(error: unknown): error is CommanderExit {
  const { code, exitCode } = (error ?? {}) as Partial<CommanderExit>;
  return typeof code === 'string' && code.startsWith('commander.') && typeof exitCode === 'number';
}
