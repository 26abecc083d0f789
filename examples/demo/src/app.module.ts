import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TerminusModule } from '@nestjs/terminus';
import { AccountingModule } from '@vendor/nest-integrations/accounting';
import { DeliveryModule } from '@vendor/nest-integrations/delivery';
import {
  AccountingHealthIndicator,
  DeliveryHealthIndicator,
  LockHealthIndicator,
} from '@vendor/nest-integrations/health';
import { LockModule } from '@vendor/nest-integrations/lock';
import { AccountingController } from './accounting.controller';
import { DeliveriesController } from './deliveries.controller';
import { HealthController } from './health.controller';
import { IntegrationExceptionFilter } from './integration-exception.filter';
import { LockCliSettings } from './lock-cli-settings';
import { LockEventLog } from './lock-event-log';
import { LocksController } from './locks.controller';

/**
 * The demo app: the three modules registered as the README shows (settings from the `DELIVERY_*`, `ACCOUNTING_*`
 * and `LOCK_*` env variables), their clients used by plain controllers, the lock webhook receiver at
 * `LOCK_WEBHOOK_ROUTE` (`/lock/webhook`), a `/health` route over the package's health indicators, and failed
 * remote calls answered with 502. For `npm run demo -- --serve` it also writes its lock settings for the CLI
 * (`LockCliSettings`).
 */
@Module({
  imports: [
    EventEmitterModule.forRoot({ wildcard: true }),
    TerminusModule,
    DeliveryModule.forRoot(),
    AccountingModule.forRoot(),
    LockModule.forRoot({ webhookController: true }),
  ],
  controllers: [DeliveriesController, AccountingController, LocksController, HealthController],
  providers: [
    LockEventLog,
    LockCliSettings,
    DeliveryHealthIndicator,
    AccountingHealthIndicator,
    LockHealthIndicator,
    { provide: APP_FILTER, useClass: IntegrationExceptionFilter },
  ],
})
export class AppModule {}
