import { Module } from '@nestjs/common';
import { CommandOutput } from '../../common/cli/command-output';
import { DeliveryForgetTokenCommand } from './delivery-forget-token.command';
import { DeliveryRuntime } from './delivery-runtime';
import { DeliveryStatusCommand } from './delivery-status.command';

/**
 * Registers the `delivery:status` and `delivery:forget-token` commands for a `nest-commander` CLI. Import it beside
 * `DeliveryModule.forRoot()` (or `forRootAsync()`) in the CLI's root module; the commands use that module's client.
 */
@Module({
  providers: [DeliveryRuntime, CommandOutput, DeliveryStatusCommand, DeliveryForgetTokenCommand],
})
export class DeliveryCommandsModule {}
