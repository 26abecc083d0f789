#!/usr/bin/env node
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliModule } from './cli.module';
import { failCommandLine } from './common/cli/fail-command-line';
import { runCommandLine } from './common/cli/run-command-line';

/** The bin's name, as `package.json` declares it: shown in `--help` and usage lines. */
const CLI_NAME = 'nest-integrations';

/** The package's version, from the `package.json` beside `src/` and `dist/`. */
function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * The package's command line: every module's commands, settings from the env (and `./.env` when present). It builds
 * only the modules of the command it runs (see `CliModule.forArguments`), so a command starts without the others.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const args = process.argv.slice(2);
  await runCommandLine(await CliModule.forArguments(args), args, {
    name: CLI_NAME,
    version: packageVersion(),
  });
}

main().catch(failCommandLine);
