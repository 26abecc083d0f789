import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import type { LockAccountRegistry } from '../lock/accounts/lock-account-registry';
import { Lock } from '../lock/lock';
import { LOCK_ACCOUNT_REGISTRY } from '../lock/lock.constants';
import { DEFAULT_LOCK_ACCOUNT, LockConfig } from '../lock/support/lock-config';
import { downReason } from './down-reason';

/** The reason given when `account().info()` has no answer (it reports no cause of its own). */
export const LOCK_HEALTH_DOWN_REASON =
  'The lock API gave no account info (GET /account failed or answered empty).';

/**
 * Reports `up` when the lock API answers `account().info(true)` for the default account, asked afresh each
 * time (the hour-long kept copy would hide an outage), `down` otherwise. With `LOCK_AUTH=oauth` it first reads the
 * stored token of every account (the default one and those of the account registry) and reports `down`, naming
 * them in `reauthorizationRequired`, when any must be authorized again (the vendor refused its refresh token), or
 * when the token store cannot be read. The check takes at most the client's own limits: `LOCK_TIMEOUT` per
 * attempt, `LOCK_HTTP_RETRIES` attempts. Register it as a provider of a module that imports `TerminusModule` and
 * `LockModule`:
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
    private readonly config: LockConfig,
    @Inject(LOCK_ACCOUNT_REGISTRY) private readonly registry: LockAccountRegistry,
  ) {}

  /** The lock API's health under `key`; it never throws (`info()` answers null on any failure). */
  async isHealthy(key = 'lock'): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    const oauthProblem = await this.oauthProblem();
    if (oauthProblem !== null) return indicator.down(oauthProblem);
    const info = await this.lock.account().info(true);
    return info === null ? indicator.down({ message: LOCK_HEALTH_DOWN_REASON }) : indicator.up();
  }

  /** In OAuth mode, why the stored tokens cannot serve calls (accounts to authorize again, an unreadable store). */
  private async oauthProblem(): Promise<Record<string, unknown> | null> {
    try {
      if (this.config.authMode() !== 'oauth') return null;
      const keys = new Set([
        DEFAULT_LOCK_ACCOUNT,
        ...(await this.registry.all()).map((account) => account.key),
      ]);
      const oauth = this.lock.oauth();
      const refused: string[] = [];
      for (const accountKey of keys) {
        if ((await oauth.token(accountKey))?.needsReauthorization()) refused.push(accountKey);
      }
      if (refused.length === 0) return null;
      return {
        message:
          `Lock accounts must be authorized again (the vendor refused their refresh token): ${refused.join(', ')}. ` +
          'Run lock:oauth-authorize --account=<key>, or use "Reconnect" on the console\'s accounts page.',
        reauthorizationRequired: refused,
      };
    } catch (error) {
      return { message: downReason(error, 'reading the lock OAuth tokens') };
    }
  }
}
