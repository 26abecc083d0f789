import type { LockApiSchemas, LockWritable } from '../api/lock-routes';
import { AccountUser } from '../data/account-user';
import type { LockApiClient } from '../http/lock-api-client';
import { objectArgument, positiveId } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** A new account user: `email` and `name`, optionally `type` and `language`. */
export type AccountUserCreate = LockWritable<LockApiSchemas['AccountUserCreate']>;
/** The fields of an account user to change. */
export type AccountUserUpdate = LockWritable<LockApiSchemas['AccountUserUpdate']>;
/** The filters of `all()`: `email`, and paging with `offset` and `limit`. */
export interface AccountUserFilters {
  /** Only the account user with this email. */
  email?: string;
  /** How many account users to skip. */
  offset?: number;
  /** The most account users in the answer. */
  limit?: number;
}

/**
 * The users of one account (people who get app authorizations: an app authorization names its user by
 * `accountUserId`).
 */
@TracedCalls('lock', 'accountUsers')
export class AccountUsers {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/account/user`: the account's users, filtered by `email`, paged by `offset` and `limit`. */
  async all(filters: AccountUserFilters = {}): Promise<AccountUser[]> {
    const query = { ...objectArgument('filters', filters) };
    return this.api.getList(this.accountKey, '/account/user', query, AccountUser.fromArray);
  }

  /** GET `/account/user/{accountUserId}`: one user. */
  async find(accountUserId: number): Promise<AccountUser> {
    return this.api.getObject(this.accountKey, userPath(accountUserId), AccountUser.fromArray);
  }

  /** PUT `/account/user`: creates a user; answers it with its new `accountUserId`. */
  async create(attributes: AccountUserCreate): Promise<AccountUser> {
    const json = objectArgument('attributes', attributes);
    const request = { method: 'PUT' as const, path: '/account/user', json };
    return this.api.sendForObject(this.accountKey, request, AccountUser.fromArray);
  }

  /** POST `/account/user/{accountUserId}` with the fields to change. */
  async update(accountUserId: number, attributes: AccountUserUpdate): Promise<void> {
    const json = objectArgument('attributes', attributes);
    await this.api.call(this.accountKey, { method: 'POST', path: userPath(accountUserId), json });
  }

  /** DELETE `/account/user/{accountUserId}`: removes the user (and the API removes its authorizations). */
  async delete(accountUserId: number): Promise<void> {
    await this.api.call(this.accountKey, { method: 'DELETE', path: userPath(accountUserId) });
  }
}

function userPath(accountUserId: number): string {
  return `/account/user/${positiveId('account user', accountUserId)}`;
}
