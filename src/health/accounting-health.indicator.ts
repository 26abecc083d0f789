import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { EchoService } from '../accounting/echo.service';
import { runtimeProvider } from '../common/modules/runtime-provider';
import { downReason } from './down-reason';
import type { HealthCheckOptions } from './health-check-options';
import {
  HEALTH_CHECK_TIMED_OUT,
  healthTimeoutProblem,
  healthTimeoutReason,
  withinHealthTimeout,
} from './health-check-timeout';

/**
 * Reports `up` when the echo call (`GET /echo/resource` through `EchoService`, token included) makes the round trip
 * (with `api: 'answered'` and its `responseTimeMs`), `down` with its redacted error message and HTTP status (0: no
 * answer) when it does not. Each of its requests (a token request when none is held, the echo) ends within the
 * client's timeout (`ACCOUNTING_TIMEOUT`); the `timeout` option (milliseconds) bounds the whole check. It checks
 * through the app's own client, found at the first check wherever the app imports `AccountingModule` (once);
 * without one it reports `down`, naming the module to import. Register it as a provider of a module that imports
 * `TerminusModule`:
 *
 * ```ts
 * @Controller('health')
 * export class HealthController {
 *   constructor(private health: HealthCheckService, private accounting: AccountingHealthIndicator) {}
 *   @Get() @HealthCheck()
 *   check() { return this.health.check([() => this.accounting.isHealthy('accounting')]); }
 * }
 * ```
 */
@Injectable()
export class AccountingHealthIndicator {
  private echo?: EchoService;

  constructor(
    private readonly health: HealthIndicatorService,
    private readonly app: ModuleRef,
  ) {}

  /** The accounting API's health under `key`; it never throws (the echo call reports every failure). */
  async isHealthy(key = 'accounting', options: HealthCheckOptions = {}): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    const problem = healthTimeoutProblem(options);
    if (problem !== null) return indicator.down({ message: problem, httpStatus: 0 });
    try {
      this.echo ??= runtimeProvider<EchoService>(this.app, EchoService, {
        user: AccountingHealthIndicator.name,
        runtimeModule: 'AccountingModule',
      });
    } catch (error) {
      return indicator.down({ message: downReason(error, 'finding the accounting client'), httpStatus: 0 });
    }
    const result = await withinHealthTimeout(this.echo.getEchoResource(), options.timeout);
    if (result === HEALTH_CHECK_TIMED_OUT) {
      return indicator.down({ message: healthTimeoutReason('accounting API', options), httpStatus: 0 });
    }
    if (result.success) return indicator.up({ api: 'answered', responseTimeMs: result.response_time_ms });
    return indicator.down({ message: result.error, httpStatus: result.error_code });
  }
}
