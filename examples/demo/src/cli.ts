import 'reflect-metadata';
import { runCommandLine } from '@vendor/nest-integrations/commands';
import { CliModule } from './cli.module';

/**
 * The demo app's own command line over `CliModule`, run by the package's `runCommandLine`: logs on standard
 * error (a command's `--json` answer stays parseable) and one `Error:` line with exit code 1 for any failure.
 */
void runCommandLine(CliModule, process.argv.slice(2), { name: 'demo-cli' });
