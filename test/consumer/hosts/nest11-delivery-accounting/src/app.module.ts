import { Module } from '@nestjs/common';
import { AccountingModule } from '@vendor/nest-integrations/accounting';
import { DeliveryModule } from '@vendor/nest-integrations/delivery';

/** The host app: Delivery and Accounting only, settings from the env variables. */
@Module({
  imports: [DeliveryModule.forRoot(), AccountingModule.forRoot()],
})
export class AppModule {}
