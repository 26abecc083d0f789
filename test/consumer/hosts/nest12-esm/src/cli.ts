import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli.module.js';

await CommandFactory.run(CliModule, {
  logger: ['warn', 'error'],
  serviceErrorHandler: (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  },
});
