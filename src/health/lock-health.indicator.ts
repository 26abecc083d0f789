import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import type { LockAccountRegistry } from '../lock/interfaces/lock-account-registry.interface';
import { Lock } from '../lock/lock';
import { LOCK_ACCOUNT_REGISTRY } from '../lock/lock.constants';
import { DEFAULT_LOCK_ACCOUNT, LockAuthSettings } from '../lock/auth/lock-auth-settings';
import { runtimeProvider, RuntimeModuleUser } from '../common/modules/runtime-provider';
import { downReason } from './down-reason';
import type { HealthCheckOptions } from './health-check-options';
import {
  HEALTH_CHECK_TIMED_OUT,
  healthTimeoutProblem,
  healthTimeoutReason,
  withinHealthTimeout,
} from './health-check-timeout';

/** What the lock check uses of the app's `LockModule`. */
interface LockRuntimeParts {
  lock: Lock;
  config: LockAuthSettings;
  registry: LockAccountRegistry;
}

/** The reason given when `account().info()` has no answer (it reports no cause of its own). */
export const LOCK_HEALTH_DOWN_REASON =
  'The lock API gave no account info (GET /account failed or answered empty).';

/**
 * Reports `up` (with `api: 'answered'`) when the lock API answers `account().info(true)` for the default account,
 * asked afresh each time (the hour-long kept copy would hide an outage), `down` otherwise. With `LOCK_AUTH=oauth`
 * it first reads the stored token of every account (the default one and those of the account registry) and reports
 * `down`, naming them in `reauthorizationRequired`, when any must be authorized again (the vendor refused its
 * refresh token), or when the token store cannot be read. The check takes at most the client's own limits:
 * `LOCK_TIMEOUT` per attempt, `LOCK_HTTP_RETRIES` attempts; the `timeout` option (milliseconds) bounds the whole
 * check. It checks the app's own manager, found at the first check wherever the app imports `LockModule` (once);
 * without one it reports `down`, naming the module to import. Register it as a provider of a module that imports
 * `TerminusModule`:
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
  private runtime?: LockRuntimeParts;

  constructor(
    private readonly health: HealthIndicatorService,
    private readonly app: ModuleRef,
  ) {}

  /** The lock API's health under `key`; it never throws (`info()` answers null on any failure). */
  async isHealthy(key = 'lock', options: HealthCheckOptions = {}): Promise<HealthIndicatorResult> {
    const indicator = this.health.check(key);
    const problem = healthTimeoutProblem(options);
    if (problem !== null) return indicator.down({ message: problem });
    const down = await withinHealthTimeout(this.downDetails(), options.timeout);
    if (down === HEALTH_CHECK_TIMED_OUT) {
      return indicator.down({ message: healthTimeoutReason('lock API', options) });
    }
    return down === null ? indicator.up({ api: 'answered' }) : indicator.down(down);
  }

  /** Null when the lock API answered, else the details of `down`. */
  private async downDetails(): Promise<Record<string, unknown> | null> {
    let runtime: LockRuntimeParts;
    try {
      runtime = this.runtime ??= this.findRuntime();
    } catch (error) {
      return { message: downReason(error, 'finding the lock manager') };
    }
    const oauthProblem = await this.oauthProblem(runtime);
    if (oauthProblem !== null) return oauthProblem;
    const info = await runtime.lock.account().info(true);
    return info === null ? { message: LOCK_HEALTH_DOWN_REASON } : null;
  }

  /** The providers of the app's `LockModule` the check uses. */
  private findRuntime(): LockRuntimeParts {
    const owner: RuntimeModuleUser = { user: LockHealthIndicator.name, runtimeModule: 'LockModule' };
    return {
      lock: runtimeProvider(this.app, Lock, owner),
      config: runtimeProvider(this.app, LockAuthSettings, owner),
      registry: runtimeProvider(this.app, LOCK_ACCOUNT_REGISTRY, owner),
    };
  }

  /** In OAuth mode, why the stored tokens cannot serve calls (accounts to authorize again, an unreadable store). */
  private async oauthProblem({
    lock,
    config,
    registry,
  }: LockRuntimeParts): Promise<Record<string, unknown> | null> {
    try {
      if (config.authMode() !== 'oauth') return null;
      const keys = new Set([DEFAULT_LOCK_ACCOUNT, ...(await registry.all()).map((account) => account.key)]);
      const oauth = lock.oauth();
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
