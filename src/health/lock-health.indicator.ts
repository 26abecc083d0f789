import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { Lock } from '../lock/lock';

/** The reason given when `account().info()` has no answer (it reports no cause of its own). */
export const LOCK_HEALTH_DOWN_REASON =
  'The lock API gave no account info (GET /account failed or answered empty).';

/**
 * Reports `up` when the lock API answers `account().info(true)` for the default account, asked afresh each
 * time (the hour-long kept copy would hide an outage), `down` otherwise. The check takes at most the client's
 * own limits: `LOCK_TIMEOUT` per attempt, `LOCK_HTTP_RETRIES` attempts. Register it as a provider of a module
 * that imports `TerminusModule` and `LockModule`:
 *
 * ```ts
 * @Controller('health')
 * export class HealthController {
 *   constructor(private health: HealthCheckService, private lock: LockHealthIndicator) {}
 *   @Get() @HealthCheck()
 *   check() { return this.health.check([() => this.lock.isHealthy('lock')]); }
 * }
 * ```
 */
@Injectable()
export class LockHealthIndicator {
  constructor(
    private readonly health: HealthIndicatorService,
    private readonly lock: Lock,
  ) {}

  /** The lock API's health under `key`; it never throws (`info()` answers null on any failure). */
  async isHealthy(key = 'lock'): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    const info = await this.lock.account().info(true);
    return info === null ? indicator.down({ message: LOCK_HEALTH_DOWN_REASON }) : indicator.up();
  }
}
