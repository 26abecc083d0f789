import { WeekdayBitmask, WeekdayCode } from '../support/weekday-bitmask';
import { booleanOf, frozenPayload, idOrNull, LockPayload, numberOrNull, stringOrNull } from './lock-payload';

/** One authorization (app, bridge, fob, keypad code, ...) on a smartlock, as the lock API returns it. */
export class Authorization {
  /** The unique id of the authorization (a number is converted to text; empty when the payload has none). */
  readonly id: string;
  /** The id of the smartlock the authorization belongs to. */
  readonly smartlockId: number | null;
  /** The device-side authorization id. */
  readonly authId: number | null;
  /** The keypad code (only for keypad authorizations). */
  readonly code: number | null;
  /** The authorization type: 0 app, 1 bridge, 2 fob, 3 keypad, 13 keypad code, 14 z-key, 15 virtual. */
  readonly type: number | null;
  /** The name of the authorization. */
  readonly name: string | null;
  /** True when the authorization is enabled. */
  readonly enabled: boolean;
  /** True when the authorization has remote access. */
  readonly remoteAllowed: boolean;
  /** Start of the allowed period as the API sent it (ISO 8601). */
  readonly allowedFromDate: string | null;
  /** End of the allowed period as the API sent it (ISO 8601). */
  readonly allowedUntilDate: string | null;
  /** The allowed weekdays as a bitmask (Monday 64 ... Sunday 1, see `WeekdayBitmask`). */
  readonly allowedWeekDays: number | null;
  /** The date the authorization was last used, as the API sent it (ISO 8601). */
  readonly lastActiveDate: string | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `Authorization.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.id = idOrNull(raw.id) ?? '';
    this.smartlockId = numberOrNull(raw.smartlockId);
    this.authId = numberOrNull(raw.authId);
    this.code = numberOrNull(raw.code);
    this.type = numberOrNull(raw.type);
    this.name = stringOrNull(raw.name);
    this.enabled = booleanOf(raw.enabled);
    this.remoteAllowed = booleanOf(raw.remoteAllowed);
    this.allowedFromDate = stringOrNull(raw.allowedFromDate);
    this.allowedUntilDate = stringOrNull(raw.allowedUntilDate);
    this.allowedWeekDays = numberOrNull(raw.allowedWeekDays);
    this.lastActiveDate = stringOrNull(raw.lastActiveDate);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.raw = raw;
    Object.freeze(this);
  }

  /** An authorization from an API payload; fields of a wrong type read as null (false for flags). */
  static fromArray(data: Record<string, unknown>): Authorization {
    return new Authorization(frozenPayload(data));
  }

  /** The allowed weekdays in week order; [] when the payload has no valid mask (missing, or no integer 0..127). */
  allowedDays(): WeekdayCode[] {
    return WeekdayBitmask.isMask(this.allowedWeekDays) ? WeekdayBitmask.toDays(this.allowedWeekDays) : [];
  }
}
