import { Module } from '@nestjs/common';
import { AccountingModule } from '@vendor/nest-integrations/accounting';
import { DeliveryModule } from '@vendor/nest-integrations/delivery';
import { LockModule } from '@vendor/nest-integrations/lock';
import { SuiteController } from './suite.controller';

/** The host app: the three modules as the README registers them, settings from the env variables. */
@Module({
  imports: [DeliveryModule.forRoot(), AccountingModule.forRoot(), LockModule.forRoot()],
  controllers: [SuiteController],
})
export class AppModule {}
