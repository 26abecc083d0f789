import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { EchoService } from '../accounting/echo.service';

/**
 * Reports `up` when the echo call (`GET /echo/resource` through `EchoService`, token included) makes the
 * round trip, `down` with its redacted error message and HTTP status (0: no answer) when it does not. Each of
 * its requests (a token request when none is held, the echo) ends within the client's timeout
 * (`ACCOUNTING_TIMEOUT`). Register it as a provider of a module that imports `TerminusModule` and
 * `AccountingModule`:
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
  constructor(
    private readonly health: HealthIndicatorService,
    private readonly echo: EchoService,
  ) {}

  /** The accounting API's health under `key`; it never throws (the echo call reports every failure). */
  async isHealthy(key = 'accounting'): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    const result = await this.echo.getEchoResource();
    if (result.success) return indicator.up({ responseTimeMs: result.response_time_ms });
    return indicator.down({ message: result.error, httpStatus: result.error_code });
  }
}
