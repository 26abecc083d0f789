import { Module } from '@nestjs/common';
import { CommandOutput } from '../../common/cli/command-output';
import { AccountingEchoCommand } from './accounting-echo.command';
import { AccountingPublishConfigCommand } from './accounting-publish-config.command';
import { AccountingRuntime } from './accounting-runtime';
import { AccountingTestCommand } from './accounting-test.command';

/**
 * Registers the `accounting:test`, `accounting:echo` and `accounting:publish-config` commands for a `nest-commander`
 * CLI. Import it beside `AccountingModule.forRoot()` (or `forRootAsync()`) in the CLI's root module; the commands
 * use that module's client.
 */
@Module({
  providers: [
    AccountingRuntime,
    CommandOutput,
    AccountingTestCommand,
    AccountingEchoCommand,
    AccountingPublishConfigCommand,
  ],
})
export class AccountingCommandsModule {}
