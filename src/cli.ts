#!/usr/bin/env node
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Module } from '@nestjs/common';
import { CommandFactory, InjectCommander } from 'nest-commander';
import { CliModule } from './cli.module';
import { errorLine } from './common/cli/error-line';
import { StderrLogger } from './common/cli/stderr-logger';
import { terminalSafeLine } from './common/cli/terminal-safe-text';

/** The bin's name, as `package.json` declares it: shown in `--help` and usage lines. */
const CLI_NAME = 'nest-integrations';

/** Names the program after the bin (commander would take the script's file name, `cli`). */
@Injectable()
class CliProgramName {
  constructor(@InjectCommander() program: { name(name: string): unknown }) {
    program.name(CLI_NAME);
  }
}

/** The bin's root: the commands of `CliModule` for the arguments, under the bin's name. */
@Module({ providers: [CliProgramName] })
class BinModule {}

/** The package's version, from the `package.json` beside `src/` and `dist/`. */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Writes the one error line of a failed run (never a stack trace, never a terminal control) and fails the exit code. */
function failRun(error: unknown): void {
  process.stderr.write(`${terminalSafeLine(errorLine(error).split('\n')[0])}\n`);
  process.exitCode = 1;
}

/**
 * The package's command line: every module's commands, settings from the env (and `./.env` when present). It builds
 * only the modules of the command it runs (see `CliModule.forArguments`), so a command starts without the others.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const cli = await CliModule.forArguments(process.argv.slice(2));
  await CommandFactory.run(
    { module: BinModule, imports: [cli] },
    {
      logger: new StderrLogger('cli', { logLevels: ['warn', 'error'] }),
      serviceErrorHandler: failRun,
      version: packageVersion(),
    },
  );
}

main().catch(failRun);
