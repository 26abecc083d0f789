import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import {
  AccountingHealthIndicator,
  DeliveryHealthIndicator,
  LockHealthIndicator,
} from '@vendor/nest-integrations/health';

/** `GET /health`: 200 when the three remote APIs answer, 503 with the reason of each one that does not. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly delivery: DeliveryHealthIndicator,
    private readonly accounting: AccountingHealthIndicator,
    private readonly lock: LockHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.delivery.isHealthy('delivery'),
      () => this.accounting.isHealthy('accounting'),
      () => this.lock.isHealthy('lock'),
    ]);
  }
}
