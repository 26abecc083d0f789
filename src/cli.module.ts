import { Module } from '@nestjs/common';
import { AccountingModule } from './accounting/accounting.module';
import { DeliveryModule } from './delivery/delivery.module';
import { LockModule } from './lock/lock.module';

/** The modules behind the package's own command line; each reads its settings from the env variables. */
@Module({
  imports: [DeliveryModule.forRoot(), AccountingModule.forRoot(), LockModule.forRoot()],
})
export class CliModule {}
