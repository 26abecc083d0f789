import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { DeliveryClient } from '@vendor/nest-integrations/delivery';

/** `GET /deliveries?functioneelId=…`: the delivery status of the messages with that reference. */
@Controller('deliveries')
export class DeliveriesController {
  constructor(private readonly delivery: DeliveryClient) {}

  @Get()
  async find(@Query('functioneelId') functioneelId?: string) {
    if (functioneelId === undefined || functioneelId.trim() === '') {
      throw new BadRequestException('Give the message reference: ?functioneelId=…');
    }
    const messages = await this.delivery.status({ functioneelId });
    return messages.map((message) => ({
      berichtId: message.berichtId,
      functioneelId: message.functioneelId,
      status: message.status,
      description: message.description(),
      delivered: message.isDelivered(),
      failed: message.isFailed(),
      pending: message.isPending(),
    }));
  }
}
