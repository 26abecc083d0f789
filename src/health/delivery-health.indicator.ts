import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { DeliveryClient } from '../delivery/delivery.client';
import { runtimeProvider } from '../common/modules/runtime-provider';
import { downReason } from './down-reason';

/**
 * Reports `up` when `DeliveryClient` holds or can obtain an access token (its own lookup: instance, encrypted
 * cache, token endpoint), `down` with the exception's redacted message when it cannot. A held token answers
 * without a request; a sign-in ends within the client's timeout (`DELIVERY_TIMEOUT`). It checks the app's own
 * client, found at the first check wherever the app imports `DeliveryModule` (once); without one it reports
 * `down`, naming the module to import. Register it as a provider of a module that imports `TerminusModule`:
 *
 * ```ts
 * @Controller('health')
 * export class HealthController {
 *   constructor(private health: HealthCheckService, private delivery: DeliveryHealthIndicator) {}
 *   @Get() @HealthCheck()
 *   check() { return this.health.check([() => this.delivery.isHealthy('delivery')]); }
 * }
 * ```
 */
@Injectable()
export class DeliveryHealthIndicator {
  private client?: DeliveryClient;

  constructor(
    private readonly health: HealthIndicatorService,
    private readonly app: ModuleRef,
  ) {}

  /** The Delivery client's health under `key`; it never throws. */
  async isHealthy(key = 'delivery'): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    try {
      this.client ??= runtimeProvider<DeliveryClient>(this.app, DeliveryClient, {
        user: DeliveryHealthIndicator.name,
        runtimeModule: 'DeliveryModule',
      });
      await this.client.ensureToken();
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: downReason(error, 'obtaining a Delivery token') });
    }
  }
}
