import type { LockApiSchemas } from '../api/lock-routes';
import { WeekdayBitmask, WeekdayCode } from '../support/weekday-bitmask';
import {
  booleanOf,
  DeepReadonly,
  frozenPayload,
  idOrNull,
  LockPayload,
  numberOrNull,
  objectOrNull,
  stringOrNull,
} from './lock-payload';

/** One authorization (app, bridge, fob, keypad code, ...) on a smartlock, as the lock API returns it. */
export class Authorization {
  /** The unique id of the authorization (a number is converted to text; empty when the payload has none). */
  readonly id: string;
  /** The id of the smartlock the authorization belongs to. */
  readonly smartlockId: number | null;
  /** The id of the linked account user. */
  readonly accountUserId: number | null;
  /** The device-side authorization id. */
  readonly authId: number | null;
  /** The keypad code (only for keypad authorizations). */
  readonly code: number | null;
  /** The fingerprints, names by key as the API sent them; null when the payload has no such object. */
  readonly fingerprints: DeepReadonly<NonNullable<LockApiSchemas['SmartlockAuth']['fingerprints']>> | null;
  /** The authorization type: 0 app, 1 bridge, 2 fob, 3 keypad, 13 keypad code, 14 z-key, 15 virtual. */
  readonly type: number | null;
  /** The name of the authorization. */
  readonly name: string | null;
  /** True when the authorization is enabled. */
  readonly enabled: boolean;
  /** True when the authorization has remote access. */
  readonly remoteAllowed: boolean;
  /** The lock count. */
  readonly lockCount: number | null;
  /** Start of the allowed period as the API sent it (ISO 8601). */
  readonly allowedFromDate: string | null;
  /** End of the allowed period as the API sent it (ISO 8601). */
  readonly allowedUntilDate: string | null;
  /** The allowed weekdays as a bitmask (Monday 64 ... Sunday 1, see `WeekdayBitmask`). */
  readonly allowedWeekDays: number | null;
  /** The start of the allowed time of day, in minutes from midnight. */
  readonly allowedFromTime: number | null;
  /** The end of the allowed time of day, in minutes from midnight. */
  readonly allowedUntilTime: number | null;
  /** The date the authorization was last used, as the API sent it (ISO 8601). */
  readonly lastActiveDate: string | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** The operation id (schema `ObjectId`): if set, the authorization is locked for another operation; else null. */
  readonly operationId: DeepReadonly<LockApiSchemas['ObjectId']> | null;
  /** The error message, in case of any error. */
  readonly error: string | null;
  /** The id of the vendor app. */
  readonly appId: number | null;
  /** The payload's `authTypeAsString` (undescribed by the API: the type as text). */
  readonly authTypeAsString: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `Authorization.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.id = idOrNull(raw.id) ?? '';
    this.smartlockId = numberOrNull(raw.smartlockId);
    this.accountUserId = numberOrNull(raw.accountUserId);
    this.authId = numberOrNull(raw.authId);
    this.code = numberOrNull(raw.code);
    this.fingerprints = objectOrNull(raw.fingerprints);
    this.type = numberOrNull(raw.type);
    this.name = stringOrNull(raw.name);
    this.enabled = booleanOf(raw.enabled);
    this.remoteAllowed = booleanOf(raw.remoteAllowed);
    this.lockCount = numberOrNull(raw.lockCount);
    this.allowedFromDate = stringOrNull(raw.allowedFromDate);
    this.allowedUntilDate = stringOrNull(raw.allowedUntilDate);
    this.allowedWeekDays = numberOrNull(raw.allowedWeekDays);
    this.allowedFromTime = numberOrNull(raw.allowedFromTime);
    this.allowedUntilTime = numberOrNull(raw.allowedUntilTime);
    this.lastActiveDate = stringOrNull(raw.lastActiveDate);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.operationId = objectOrNull(raw.operationId);
    this.error = stringOrNull(raw.error);
    this.appId = numberOrNull(raw.appId);
    this.authTypeAsString = stringOrNull(raw.authTypeAsString);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * An authorization from an API payload; fields of a wrong type read as null (false for flags); `fingerprints`
   * and `operationId` are the frozen `raw`'s own objects, typed as the API documents them.
   */
  static fromArray(data: Record<string, unknown>): Authorization {
    return new Authorization(frozenPayload(data));
  }

  /** The allowed weekdays in week order; [] when the payload has no valid mask (missing, or no integer 0..127). */
  allowedDays(): WeekdayCode[] {
    return WeekdayBitmask.isMask(this.allowedWeekDays) ? WeekdayBitmask.toDays(this.allowedWeekDays) : [];
  }
}
