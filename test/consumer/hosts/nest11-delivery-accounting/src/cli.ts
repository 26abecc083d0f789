import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli.module';

/** The host's command line, run through its own `CommandFactory`. */
async function main(): Promise<void> {
  await CommandFactory.run(CliModule, {
    logger: ['warn', 'error'],
    serviceErrorHandler: (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    },
  });
}

void main();
