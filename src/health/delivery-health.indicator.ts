import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { DeliveryClient } from '../delivery/delivery.client';
import { runtimeProvider } from '../common/modules/runtime-provider';
import { downReason } from './down-reason';
import type { HealthCheckOptions } from './health-check-options';
import {
  HEALTH_CHECK_TIMED_OUT,
  healthTimeoutProblem,
  healthTimeoutReason,
  withinHealthTimeout,
} from './health-check-timeout';

/** The options of `DeliveryHealthIndicator.isHealthy`. */
export interface DeliveryHealthOptions extends HealthCheckOptions {
  /**
   * Also ask the delivery API: one status query for a reference no invoice has (`functioneelId=health-check`),
   * which the portal answers with 404 (or the messages, should one have it). Without it the check only makes sure
   * a token is held, which says nothing of the API's status endpoint.
   */
  askApi?: boolean;
}

/** The filter of the status query `askApi` sends: a reference no invoice has. */
export const DELIVERY_HEALTH_QUERY = {
  /** A functional id no invoice has, so the answer is a cheap 404 (free text, never refused as malformed). */
  functioneelId: 'health-check',
} as const;

/**
 * Reports `up` with `token: 'held'` when `DeliveryClient` holds or can obtain an access token (its own lookup:
 * instance, encrypted cache, token endpoint), `down` with the exception's redacted message when it cannot. A held
 * token answers without a request, so by default the check says nothing of the API itself: with `{ askApi: true }`
 * it also sends one status query (see `DeliveryHealthOptions.askApi`) and reports `api: 'answered'` and its
 * `responseTimeMs`, or `down` with the reason of its failure. Each request ends within the client's timeout
 * (`DELIVERY_TIMEOUT`); the `timeout` option (milliseconds) bounds the whole check. It checks the app's own client,
 * found at the first check wherever the app imports `DeliveryModule` (once); without one it reports `down`, naming
 * the module to import. Register it as a provider of a module that imports `TerminusModule`:
 *
 * ```ts
 * @Controller('health')
 * export class HealthController {
 *   constructor(private health: HealthCheckService, private delivery: DeliveryHealthIndicator) {}
 *   @Get() @HealthCheck()
 *   check() {
 *     return this.health.check([() => this.delivery.isHealthy('delivery', { askApi: true, timeout: 5000 })]);
 *   }
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
  async isHealthy(key = 'delivery', options: DeliveryHealthOptions = {}): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    const problem = healthTimeoutProblem(options);
    if (problem !== null) return indicator.down({ message: problem });
    const outcome = await withinHealthTimeout(this.check(options.askApi === true), options.timeout);
    if (outcome === HEALTH_CHECK_TIMED_OUT) {
      return indicator.down({ message: healthTimeoutReason('delivery API', options) });
    }
    return 'down' in outcome ? indicator.down({ message: outcome.down }) : indicator.up(outcome.up);
  }

  /** What the client says: the details of `up`, or the reason it is `down`. */
  private async check(askApi: boolean): Promise<{ up: Record<string, unknown> } | { down: string }> {
    let doing = 'finding the Delivery client';
    try {
      this.client ??= runtimeProvider<DeliveryClient>(this.app, DeliveryClient, {
        user: DeliveryHealthIndicator.name,
        runtimeModule: 'DeliveryModule',
      });
      doing = 'obtaining a Delivery token';
      await this.client.ensureToken();
      if (!askApi) return { up: { token: 'held' } };
      doing = 'asking the Delivery status endpoint';
      const started = performance.now();
      await this.client.status(DELIVERY_HEALTH_QUERY);
      return {
        up: { token: 'held', api: 'answered', responseTimeMs: Math.round(performance.now() - started) },
      };
    } catch (error) {
      return { down: downReason(error, doing) };
    }
  }
}
