import type { LockApiSchemas } from '../api/lock-routes';
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

/** One entry of a smartlock's activity log, as the lock API returns it. */
export class LogEntry {
  /** The unique id of the entry (a number is converted to text; empty when the payload has none). */
  readonly id: string;
  /** The id of the smartlock the entry belongs to. */
  readonly smartlockId: number | null;
  /** The device type: 0 smartlock and box, 2 opener, 3 smartdoor. */
  readonly deviceType: number | null;
  /** The id of the account user who acted, when linked. */
  readonly accountUserId: number | null;
  /** The id of the authorization that acted, when linked. */
  readonly authId: string | null;
  /** Not in the API's `SmartlockLog` schema: the payload's `authType` when one carries a number, else null. */
  readonly authType: number | null;
  /** The name of who or what acted. */
  readonly name: string | null;
  /** The action code: 1 unlock, 2 lock, 3 unlatch, 4 lock 'n' go, 5 lock 'n' go with unlatch, 208+ door events. */
  readonly action: number | null;
  /** The trigger code: 0 system, 1 manual, 2 button, 3 automatic, 4 web, 5 app, 6 auto lock, 7 accessory, ... */
  readonly trigger: number | null;
  /** The completion state: 0 success, other values an error. */
  readonly state: number | null;
  /** True when it was an auto unlock. */
  readonly autoUnlock: boolean;
  /** The date of the entry as the API sent it (ISO 8601). */
  readonly date: string | null;
  /** What an opener did (schema `SmartlockLog.OpenerLog`); null when the payload has no such object. */
  readonly openerLog: DeepReadonly<LockApiSchemas['SmartlockLog.OpenerLog']> | null;
  /** The door sensor's warning ajar timeout in minutes (only for action 208). */
  readonly ajarTimeout: number | null;
  /** The source of the action: 0 default, 1 keypad code, 2 fingerprint. */
  readonly source: number | null;
  /** The error message, in case of any error. */
  readonly error: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `LogEntry.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.id = idOrNull(raw.id) ?? '';
    this.smartlockId = numberOrNull(raw.smartlockId);
    this.deviceType = numberOrNull(raw.deviceType);
    this.accountUserId = numberOrNull(raw.accountUserId);
    this.authId = idOrNull(raw.authId);
    this.authType = numberOrNull(raw.authType);
    this.name = stringOrNull(raw.name);
    this.action = numberOrNull(raw.action);
    this.trigger = numberOrNull(raw.trigger);
    this.state = numberOrNull(raw.state);
    this.autoUnlock = booleanOf(raw.autoUnlock);
    this.date = stringOrNull(raw.date);
    this.openerLog = objectOrNull(raw.openerLog);
    this.ajarTimeout = numberOrNull(raw.ajarTimeout);
    this.source = numberOrNull(raw.source);
    this.error = stringOrNull(raw.error);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * A log entry from an API payload; fields of a wrong type read as null (false for flags); `openerLog` is the
   * frozen `raw`'s own object, typed as the API documents it.
   */
  static fromArray(data: Record<string, unknown>): LogEntry {
    return new LogEntry(frozenPayload(data));
  }
}
