#!/usr/bin/env node
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli.module';
import { StderrLogger } from './common/cli/stderr-logger';

/** The package's command line: every module's commands, settings from the env (and `./.env` when present). */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  await CommandFactory.run(CliModule, {
    logger: new StderrLogger('cli', { logLevels: ['warn', 'error'] }),
    serviceErrorHandler: (error: Error) => {
      process.stderr.write(`Error: ${error.message.split('\n')[0]}\n`);
      process.exitCode = 1;
    },
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`Error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exitCode = 1;
});
