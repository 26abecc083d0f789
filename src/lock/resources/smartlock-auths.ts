import type { LockApiSchemas, LockWritable } from '../api/lock-routes';
import { AdvancedConfirmation } from '../data/advanced-confirmation';
import { Authorization } from '../data/authorization';
import type { LockApiClient } from '../http/lock-api-client';
import type { LockQuery } from '../http/lock-query';
import { idSegment, listArgument, objectArgument, smartlockPath } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/**
 * A new authorization of one smartlock, as `PUT /smartlock/{id}/auth` takes it: `name` and `remoteAllowed` are
 * required; a keypad code has `type` 13 and a six-digit `code`.
 */
export type AuthorizationCreate = LockWritable<LockApiSchemas['SmartlockAuthCreate']>;
/** The fields of an authorization to change; `name` is filled in from the current one when left out. */
export type AuthorizationUpdate = Partial<LockWritable<LockApiSchemas['SmartlockAuthUpdate']>>;
/** An authorization for several smartlocks at once (`smartlockIds`), as `PUT /smartlock/auth` takes it. */
export type AuthorizationsCreate = LockWritable<LockApiSchemas['SmartlocksAuthCreate']>;
/** One change of `updateMany()`: the authorization's `id`, its `name` and what changes. */
export type AuthorizationsUpdate = LockWritable<LockApiSchemas['SmartlockAuthMultiUpdate']>;
/** An app authorization made with a shared key (the advanced API). */
export type SharedKeyAuthorizationCreate = LockWritable<LockApiSchemas['SmartlockAuthWithSharedKeyCreate']>;
/** An app authorization for several smartlocks through the advanced API (answers with a `requestId`). */
export type AdvancedAuthorizationsCreate = LockWritable<LockApiSchemas['SmartlocksAuthAdvancedCreate']>;

/** The authorizations (app users, fobs, keypad codes, ...) of one account's smartlocks. */
@TracedCalls('lock', 'auths')
export class SmartlockAuths {
  /** Authorization type: app. */
  static readonly TYPE_APP = 0;
  /** Authorization type: bridge. */
  static readonly TYPE_BRIDGE = 1;
  /** Authorization type: fob. */
  static readonly TYPE_FOB = 2;
  /** Authorization type: keypad. */
  static readonly TYPE_KEYPAD = 3;
  /** Authorization type: keypad code. */
  static readonly TYPE_KEYPAD_CODE = 13;
  /** Authorization type: Z-key. */
  static readonly TYPE_Z_KEY = 14;

  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/smartlock/{id}/auth`: the authorizations of one lock; filters (e.g. `types`) are passed on. */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<Authorization[]> {
    const path = `${smartlockPath(smartlockId)}/auth`;
    return this.api.getList(
      this.accountKey,
      path,
      objectArgument('filters', filters),
      Authorization.fromArray,
    );
  }

  /** GET `/smartlock/auth`: the authorizations of every lock of the account. */
  async all(filters: LockQuery = {}): Promise<Authorization[]> {
    const query = objectArgument('filters', filters);
    return this.api.getList(this.accountKey, '/smartlock/auth', query, Authorization.fromArray);
  }

  /**
   * PUT `/smartlock/{id}/auth`: creates an authorization. For a keypad code: `name`, `type` (13), `code`
   * (integer), `allowedFromDate` / `allowedUntilDate` (ISO 8601 UTC) and `allowedWeekDays`
   * (`WeekdayBitmask.fromDays(['ma', 'wo', 'vr'])`). The attributes are sent unchanged.
   */
  async create(smartlockId: number, attributes: AuthorizationCreate): Promise<void> {
    const path = `${smartlockPath(smartlockId)}/auth`;
    await this.api.call(this.accountKey, {
      method: 'PUT',
      path,
      json: objectArgument('attributes', attributes),
    });
  }

  /** GET `/smartlock/{id}/auth/{authId}`: one authorization. */
  async find(smartlockId: number, authId: string): Promise<Authorization> {
    return this.api.getObject(this.accountKey, authPath(smartlockId, authId), Authorization.fromArray);
  }

  /**
   * POST `/smartlock/{id}/auth/{authId}` with only the attributes to change. The API requires `name` in every
   * update: when the attributes leave it out, the current name is read first (`find()`) and sent with them.
   */
  async update(smartlockId: number, authId: string, attributes: AuthorizationUpdate): Promise<void> {
    const path = authPath(smartlockId, authId);
    const changes = objectArgument('attributes', attributes);
    const json =
      changes.name === undefined
        ? { ...changes, name: (await this.find(smartlockId, authId)).name ?? '' }
        : changes;
    await this.api.call(this.accountKey, { method: 'POST', path, json });
  }

  /** DELETE `/smartlock/{id}/auth/{authId}`. */
  async delete(smartlockId: number, authId: string): Promise<void> {
    await this.api.call(this.accountKey, { method: 'DELETE', path: authPath(smartlockId, authId) });
  }

  /** PUT `/smartlock/auth`: one authorization on each smartlock of `smartlockIds` (`name`, `remoteAllowed`, ...). */
  async createMany(attributes: AuthorizationsCreate): Promise<void> {
    const json = objectArgument('attributes', attributes);
    await this.api.call(this.accountKey, { method: 'PUT', path: '/smartlock/auth', json });
  }

  /** POST `/smartlock/auth`: several authorizations changed in one call, each by its `id` with its `name`. */
  async updateMany(updates: readonly AuthorizationsUpdate[]): Promise<void> {
    const json = listArgument('updates', updates);
    await this.api.call(this.accountKey, { method: 'POST', path: '/smartlock/auth', json });
  }

  /** DELETE `/smartlock/auth`: the authorizations with these ids, on any smartlock of the account. */
  async deleteMany(ids: readonly string[]): Promise<void> {
    const json = listArgument('authorization ids', ids).map((id) => {
      idSegment('authorization', id);
      return id;
    });
    await this.api.call(this.accountKey, { method: 'DELETE', path: '/smartlock/auth', json });
  }

  /** POST `/smartlock/{id}/auth/advanced/sharedkey`: an app authorization with a shared key; answers the new ones. */
  async createWithSharedKey(
    smartlockId: number,
    attributes: SharedKeyAuthorizationCreate,
  ): Promise<Authorization[]> {
    const path = `${smartlockPath(smartlockId)}/auth/advanced/sharedkey`;
    const json = objectArgument('attributes', attributes);
    return this.api.sendForList(this.accountKey, { method: 'POST', path, json }, Authorization.fromArray);
  }

  /**
   * PUT `/smartlock/auth/advanced`: app authorizations for an account user on several smartlocks, confirmed by a
   * `requestId` that the result's webhook carries.
   */
  async createAdvanced(attributes: AdvancedAuthorizationsCreate): Promise<AdvancedConfirmation> {
    const json = objectArgument('attributes', attributes);
    const request = { method: 'PUT' as const, path: '/smartlock/auth/advanced', json };
    return this.api.sendForObject(this.accountKey, request, AdvancedConfirmation.fromArray);
  }
}

/** `/smartlock/<id>/auth/<authId>`. @throws InvalidArgumentException for a bad smartlock or authorization id */
function authPath(smartlockId: number, authId: string): string {
  return `${smartlockPath(smartlockId)}/auth/${idSegment('authorization', authId)}`;
}
