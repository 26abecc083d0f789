import { isJsonObject } from '../../common/json/json-body';
import { AccountInfo } from '../data/account-info';
import { UnusableAnswerException } from '../errors/unusable-answer.exception';
import type { LockApiClient } from '../http/lock-api-client';
import type { AccountInfoCache } from './account-info-cache';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** The account behind an account key. */
@TracedCalls('lock', 'account')
export class Account {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
    private readonly cache: AccountInfoCache,
  ) {}

  /**
   * GET `/account`, kept for one hour under `lock:account-info:{accountKey}`; `fresh` skips the kept copy. Null on
   * any failure (also a missing token) and on an empty answer; never throws.
   */
  async info(fresh = false): Promise<AccountInfo | null> {
    try {
      if (fresh !== true) {
        const kept = await this.cache.get(this.accountKey);
        if (kept !== null) return kept;
      }
      const answer = await this.api.send(this.accountKey, { method: 'GET', path: '/account' });
      if (!isJsonObject(answer) || Object.keys(answer).length === 0) return null;
      const info = AccountInfo.fromArray(answer);
      await this.cache.put(this.accountKey, info);
      return info;
    } catch {
      return null;
    }
  }

  /**
   * The account an API token signs in as (GET `/account` with that token, not the account key's; nothing is
   * kept), to check a token before it is stored.
   * @throws ApiException when the lock API refuses the token (401), ConnectionException when it cannot be reached,
   *   UnusableAnswerException for an answer that is no account
   */
  async infoWithToken(token: string): Promise<AccountInfo> {
    const answer = await this.api.sendWithToken(token, { method: 'GET', path: '/account' });
    if (!isJsonObject(answer)) {
      throw new UnusableAnswerException(
        'LOCK API GET /account answered no account for the token.',
        'GET /account',
      );
    }
    return AccountInfo.fromArray(answer);
  }
}
