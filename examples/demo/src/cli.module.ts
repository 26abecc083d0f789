import { Module } from '@nestjs/common';
import { AccountingModule } from '@vendor/nest-integrations/accounting';
import {
  AccountingCommandsModule,
  DeliveryCommandsModule,
  LockCommandsModule,
} from '@vendor/nest-integrations/commands';
import { DeliveryModule } from '@vendor/nest-integrations/delivery';
import { LockModule } from '@vendor/nest-integrations/lock';

/** The demo's command line: the three modules (settings from the env variables) and their commands. */
@Module({
  imports: [
    DeliveryModule.forRoot(),
    AccountingModule.forRoot(),
    LockModule.forRoot(),
    DeliveryCommandsModule,
    AccountingCommandsModule,
    LockCommandsModule,
  ],
})
export class CliModule {}
