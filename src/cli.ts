#!/usr/bin/env node
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli.module';
import { errorLine } from './common/cli/error-line';
import { StderrLogger } from './common/cli/stderr-logger';
import { terminalSafeLine } from './common/cli/terminal-safe-text';

/** Writes the one error line of a failed run (never a stack trace, never a terminal control) and fails the exit code. */
function failRun(error: unknown): void {
  process.stderr.write(`${terminalSafeLine(errorLine(error).split('\n')[0])}\n`);
  process.exitCode = 1;
}

/** The package's command line: every module's commands, settings from the env (and `./.env` when present). */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  await CommandFactory.run(CliModule, {
    logger: new StderrLogger('cli', { logLevels: ['warn', 'error'] }),
    serviceErrorHandler: failRun,
  });
}

main().catch(failRun);
