import { DynamicModule, Type } from '@nestjs/common';

/**
 * Some of the bin's commands and the modules behind them, each loaded only when the bin needs it: the bin builds
 * the modules of the one command it runs, and lists or describes commands (`--help`) without their runtime module.
 */
export interface CommandGroup {
  /** The names of its commands, as `--help` lists them. */
  readonly commands: readonly string[];
  /** The module that registers the commands, e.g. `DeliveryCommandsModule`. */
  commandsModule(): Promise<Type>;
  /** What the commands use of a runtime module; none when they need no runtime module (`sandbox`). */
  readonly runtime?: CommandGroupRuntime;
}

/** The runtime module a group's commands use, and their provider that looks it up (e.g. `DeliveryRuntime`). */
export interface CommandGroupRuntime {
  /** The commands' own provider that resolves the runtime module's providers, e.g. `DeliveryRuntime`. */
  provider(): Promise<Type>;
  /** The runtime module, its settings read from the env variables, e.g. `DeliveryModule.forRoot()`. */
  module(): Promise<DynamicModule>;
}
