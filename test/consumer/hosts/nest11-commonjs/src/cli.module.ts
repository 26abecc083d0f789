import { Module } from '@nestjs/common';
import { DeliveryCommandsModule } from '@vendor/nest-integrations/commands';
import { DeliveryModule } from '@vendor/nest-integrations/delivery';

/** The host's own command line: the Delivery client and its commands. */
@Module({
  imports: [DeliveryModule.forRoot(), DeliveryCommandsModule],
})
export class CliModule {}
