import { Authorization } from '../data/authorization';
import type { LockApiClient } from '../http/lock-api-client';
import type { LockQuery } from '../http/lock-query';
import { idSegment, LockAttributes, objectArgument, smartlockPath } from './lock-arguments';

/** The authorizations (app users, fobs, keypad codes, ...) of one account's smartlocks. */
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
  async create(smartlockId: number, attributes: LockAttributes): Promise<void> {
    const path = `${smartlockPath(smartlockId)}/auth`;
    await this.api.call(this.accountKey, {
      method: 'PUT',
      path,
      json: objectArgument('attributes', attributes),
    });
  }

  /** POST `/smartlock/{id}/auth/{authId}` with the attributes to change. */
  async update(smartlockId: number, authId: string, attributes: LockAttributes): Promise<void> {
    const path = `${smartlockPath(smartlockId)}/auth/${idSegment('authorization', authId)}`;
    await this.api.call(this.accountKey, {
      method: 'POST',
      path,
      json: objectArgument('attributes', attributes),
    });
  }

  /** DELETE `/smartlock/{id}/auth/{authId}`. */
  async delete(smartlockId: number, authId: string): Promise<void> {
    const path = `${smartlockPath(smartlockId)}/auth/${idSegment('authorization', authId)}`;
    await this.api.call(this.accountKey, { method: 'DELETE', path });
  }
}
