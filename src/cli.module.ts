import { DynamicModule, Module } from '@nestjs/common';
import { CommandGroup } from './cli/command-group';
import { CLI_COMMAND_GROUPS } from './cli/command-groups';

/**
 * Stands in for a commands module's runtime provider (e.g. `DeliveryRuntime`) when the bin only lists or describes
 * the commands: then no command runs, so nothing reads it.
 */
const LISTING_ONLY = Object.freeze({});

/**
 * The modules behind the package's own command line, for the arguments it runs with. A command gets its own
 * commands module beside the runtime module it uses (which reads its settings from the env variables); anything
 * else (`--help`, `help <command>`, `--version`, no or an unknown command) gets every commands module without a
 * runtime module, which lists and describes every command and runs none. Nothing else is loaded or built.
 */
@Module({})
export class CliModule {
  /** The modules to run `args` (the arguments after the bin's name) with. */
  static async forArguments(args: readonly string[]): Promise<DynamicModule> {
    const group = groupOf(invokedCommand(args));
    const imports = group
      ? await runningModules(group)
      : await Promise.all(CLI_COMMAND_GROUPS.map(listingModule));
    return { module: CliModule, imports };
  }
}

/** The command the arguments run: the first one, or the one after a leading `--`; an option runs none. */
function invokedCommand(args: readonly string[]): string | undefined {
  return args[0] === '--' ? args[1] : args[0];
}

function groupOf(command: string | undefined): CommandGroup | undefined {
  return CLI_COMMAND_GROUPS.find((group) => command !== undefined && group.commands.includes(command));
}

/** The group's commands with the runtime module they use. */
async function runningModules(group: CommandGroup): Promise<DynamicModule[]> {
  const [commandsModule, runtimeModule] = await Promise.all([
    group.commandsModule(),
    group.runtime?.module(),
  ]);
  return [...(runtimeModule ? [runtimeModule] : []), { module: commandsModule }];
}

/** The group's commands, to list and describe: its runtime provider stands in (providers given here win). */
async function listingModule(group: CommandGroup): Promise<DynamicModule> {
  const [commandsModule, runtimeProvider] = await Promise.all([
    group.commandsModule(),
    group.runtime?.provider(),
  ]);
  return {
    module: commandsModule,
    providers: runtimeProvider ? [{ provide: runtimeProvider, useValue: LISTING_ONLY }] : [],
  };
}
