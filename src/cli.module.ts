import { Module } from '@nestjs/common';
import { AccountingModule } from './accounting/accounting.module';
import { AccountingCommandsModule } from './accounting/commands/accounting-commands.module';
import { DeliveryCommandsModule } from './delivery/commands/delivery-commands.module';
import { DeliveryModule } from './delivery/delivery.module';
import { LockCommandsModule } from './lock/commands/lock-commands.module';
import { LockModule } from './lock/lock.module';
import { SandboxCommandsModule } from './testing/commands/sandbox-commands.module';

/** The modules behind the package's own command line (each reads its settings from the env variables) and `sandbox`. */
@Module({
  imports: [
    DeliveryModule.forRoot(),
    AccountingModule.forRoot(),
    LockModule.forRoot(),
    DeliveryCommandsModule,
    AccountingCommandsModule,
    LockCommandsModule,
    SandboxCommandsModule,
  ],
})
export class CliModule {}
