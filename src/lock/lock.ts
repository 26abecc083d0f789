import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
import { traceCall } from '../common/telemetry/client-call';
import { lockApiRequest } from './api/lock-api-request';
import type { LockRequestArguments, LockResponse, LockRoute } from './api/lock-routes';
import type { OAuthTokens } from './auth/oauth-tokens';
import type { LockApiClient } from './http/lock-api-client';
import { Account } from './resources/account';
import { AccountUsers } from './resources/account-users';
import { Notifications } from './resources/notifications';
import { Opener } from './resources/opener';
import { SmartLockSettings } from './resources/smart-lock-settings';
import type { AccountInfoCache } from './resources/account-info-cache';
import { OAuth } from './resources/oauth';
import { SmartlockAuths } from './resources/smartlock-auths';
import { SmartlockLogs } from './resources/smartlock-logs';
import { SmartLocks } from './resources/smart-locks';
import { Webhooks } from './resources/webhooks';
import { DEFAULT_LOCK_ACCOUNT } from './auth/lock-auth-settings';
import type { LockWebhookApi } from './interfaces/lock-options.interface';

/** What every manager clone shares. */
export interface LockServices {
  /** The webhook API in use (`LOCK_WEBHOOK_API`), read when a webhooks resource calls. */
  webhookApi: () => LockWebhookApi;
  /** The client every call goes through. */
  api: LockApiClient;
  /** The OAuth tokens of the accounts (`LOCK_AUTH=oauth`). */
  oauth: OAuthTokens;
  /** The accounts' `GET /account` answers, cached. */
  accountInfo: AccountInfoCache;
}

/**
 * The lock manager, injected as a singleton (`constructor(private readonly lock: Lock)`). It hands out resource
 * objects for its account key (`default`); `as(key)` returns a clone for another account. A resource keeps the
 * key it was made for, so ask the manager for a resource each time instead of keeping one: a later `as()` does
 * not reach a resource made before it.
 */
export class Lock {
  constructor(
    private readonly services: LockServices,
    private readonly accountKey: string = DEFAULT_LOCK_ACCOUNT,
  ) {}

  /** A clone of the manager scoped to the account key; this manager is left as it is. */
  as(accountKey: string): Lock {
    if (typeof accountKey !== 'string' || accountKey.trim() === '') {
      throw new InvalidArgumentException('The lock account key must be a non-empty string.');
    }
    return new Lock(this.services, accountKey);
  }

  /** The account key of this manager: `default` unless it came from `as()`. */
  currentAccount(): string {
    return this.accountKey;
  }

  /** The smartlocks of the account. */
  smartlocks(): SmartLocks {
    return new SmartLocks(this.services.api, this.accountKey);
  }

  /** The activity logs of the account. */
  logs(): SmartlockLogs {
    return new SmartlockLogs(this.services.api, this.accountKey);
  }

  /** The authorizations of the account's smartlocks. */
  auths(): SmartlockAuths {
    return new SmartlockAuths(this.services.api, this.accountKey);
  }

  /** The webhook subscriptions of the account. */
  webhooks(): Webhooks {
    return new Webhooks(this.services.api, this.accountKey, this.services.webhookApi);
  }

  /** The OAuth flow; it ignores `as()`: its methods take the account key. */
  oauth(): OAuth {
    return new OAuth(this.services.oauth);
  }

  /** The account itself. */
  account(): Account {
    return new Account(this.services.api, this.accountKey, this.services.accountInfo);
  }

  /** The users of the account (the people app authorizations are for). */
  accountUsers(): AccountUsers {
    return new AccountUsers(this.services.api, this.accountKey);
  }

  /** The settings of the account's smartlocks: config, advanced config, web config, admin PIN. */
  settings(): SmartLockSettings {
    return new SmartLockSettings(this.services.api, this.accountKey);
  }

  /** The lock API's own notification resource (`/notification`); `webhooks()` is the spec's subscriptions. */
  notifications(): Notifications {
    return new Notifications(this.services.api, this.accountKey);
  }

  /** The intercom brands and models an opener can be connected to. */
  opener(): Opener {
    return new Opener(this.services.api, this.accountKey);
  }

  /**
   * Calls any operation of the lock API by its route, with the account's token, the retries and the errors of
   * every other call: `lock.as('berlin').request('GET /smartlock/{smartlockId}/auth/{id}', { smartlockId, id })`.
   * Path parameters fill the `{placeholders}`, `body` is the JSON body, every other parameter goes in the query
   * (a list comma-separated, a `Date` as RFC 3339). Parameters and answer are typed from the route.
   * @throws InvalidArgumentException for a malformed route, a missing path parameter, a route with a dot segment
   *   (`..`, raw or percent-encoded) or a control character, or a BigInt in the body; nothing is sent
   * @throws ApiException for a 4xx/5xx answer, AuthenticationException without a token, LockException for an
   *   answer declared JSON that is not, or is nested deeper than `MAX_JSON_DEPTH` (64 levels)
   */
  async request<R extends LockRoute>(
    route: R,
    ...[parameters]: LockRequestArguments<R>
  ): Promise<LockResponse<R>> {
    const call = lockApiRequest(route, parameters);
    return traceCall('lock', 'lock.request', this.accountKey, async () => {
      return (await this.services.api.respond(this.accountKey, call)) as LockResponse<R>;
    });
  }
}
