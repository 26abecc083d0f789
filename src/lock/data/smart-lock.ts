import { DEFAULT_LOCALE, Locale, toLocale } from '../../common/i18n/translator';
import { isJsonObject } from '../../common/json/json-body';
import { translateDoorState } from './door-state-labels';
import { booleanOf, frozenPayload, LockPayload, numberOrNull, stringOrNull } from './lock-payload';

/** English names of the `state` of a lock-type device (types 0, 3 and 4), as the lock API documents them. */
const LOCK_STATE_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'uncalibrated'],
  [1, 'locked'],
  [2, 'unlocking'],
  [3, 'unlocked'],
  [4, 'locking'],
  [5, 'unlatched'],
  [6, "unlocked (lock 'n' go)"],
  [7, 'unlatching'],
  [224, 'error wrong entry code'],
  [225, 'error wrong fingerprint'],
  [254, 'motor blocked'],
  [255, 'undefined'],
]);

/** English names of the `state` of an opener (type 2), as the lock API documents them. */
const OPENER_STATE_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'untrained'],
  [1, 'online'],
  [3, 'ring to open active'],
  [5, 'open'],
  [7, 'opening'],
  [253, 'boot run'],
  [255, 'undefined'],
]);

/** The state names of each device type whose states the lock API documents (not the box, type 1). */
const STATE_NAMES_BY_TYPE: ReadonlyMap<number, ReadonlyMap<number, string>> = new Map([
  [0, LOCK_STATE_NAMES],
  [2, OPENER_STATE_NAMES],
  [3, LOCK_STATE_NAMES],
  [4, LOCK_STATE_NAMES],
]);

/** The `state` values of a lock-type device that mean the bolt is retracted. */
const UNLOCKED_STATES: ReadonlySet<number> = new Set([3, 5, 6]);

/** The `state` value of a lock-type device that means locked. */
const LOCKED_STATE = 1;

/** One smartlock (or opener, smart door, box) as the lock API describes it, its `state` object flattened. */
export class SmartLock {
  /** Device type of a smartlock of the first and second generation. */
  static readonly TYPE_SMARTLOCK = 0;
  /** Device type of an Opener (intercom); it has no bolt, so it is never locked or unlocked. */
  static readonly TYPE_OPENER = 2;
  /** Device type of a smart door. */
  static readonly TYPE_SMARTDOOR = 3;
  /** Device type of a Smart Lock of the 3rd and later generations. */
  static readonly TYPE_SMARTLOCK_3 = 4;

  /** The smartlock id. */
  readonly smartlockId: number | null;
  /** The id of the account the device belongs to. */
  readonly accountId: number | null;
  /** The device type: see the `TYPE_*` constants (1 is a box). */
  readonly type: number | null;
  /** The id of the authorization this account uses on the device. */
  readonly authId: number | null;
  /** The name of the device. */
  readonly name: string | null;
  /** The favourite flag (the API spells it `favorite`; either spelling is read). */
  readonly favourite: boolean;
  /** The device state; its meaning depends on the type (see `stateName`). */
  readonly state: number | null;
  /** The payload's `stateName`, else the English name of `state` for the device type, else null. */
  readonly stateName: string | null;
  /** Remaining charge of the battery in percent. */
  readonly batteryCharge: number | null;
  /** True when the battery is critical. */
  readonly batteryCritical: boolean;
  /** True when the battery is charging. */
  readonly batteryCharging: boolean;
  /** True when the battery of a paired keypad is critical. */
  readonly keypadBatteryCritical: boolean;
  /** True when the battery of a paired door sensor is critical. */
  readonly doorsensorBatteryCritical: boolean;
  /** The firmware version. */
  readonly firmwareVersion: number | null;
  /** The hardware version. */
  readonly hardwareVersion: number | null;
  /** The door sensor state (see `doorStateLabel()`). */
  readonly doorState: number | null;
  /** The server state: 0 ok, 1 unregistered, 2 auth uuid invalid, 3 auth invalid, 4 offline. */
  readonly serverState: number | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** The payload as received (deep-frozen copy, the `state` object still nested). */
  readonly raw: LockPayload;

  /** Use `SmartLock.fromArray()`. */
  private constructor(raw: LockPayload) {
    const state = isJsonObject(raw.state) ? raw.state : raw;
    this.smartlockId = numberOrNull(raw.smartlockId);
    this.accountId = numberOrNull(raw.accountId);
    this.type = numberOrNull(raw.type);
    this.authId = numberOrNull(raw.authId);
    this.name = stringOrNull(raw.name);
    this.favourite = booleanOf(raw.favorite) || booleanOf(raw.favourite);
    this.state = numberOrNull(state.state);
    this.stateName = stringOrNull(raw.stateName) ?? stringOrNull(state.stateName) ?? this.nameOfState();
    this.batteryCharge = numberOrNull(state.batteryCharge);
    this.batteryCritical = booleanOf(state.batteryCritical);
    this.batteryCharging = booleanOf(state.batteryCharging);
    this.keypadBatteryCritical = booleanOf(state.keypadBatteryCritical);
    this.doorsensorBatteryCritical = booleanOf(state.doorsensorBatteryCritical);
    this.firmwareVersion = numberOrNull(raw.firmwareVersion);
    this.hardwareVersion = numberOrNull(raw.hardwareVersion);
    this.doorState = numberOrNull(state.doorState);
    this.serverState = numberOrNull(raw.serverState);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * A smartlock from an API payload: the nested `state` object is flattened into the instance (a flat payload
   * with a numeric `state` is read as well). Fields of a wrong type read as null (false for flags).
   */
  static fromArray(data: Record<string, unknown>): SmartLock {
    return new SmartLock(frozenPayload(data));
  }

  /** True for a lock-type device (types 0, 3, 4) in state 1 (locked). An opener or a box is never locked. */
  isLocked(): boolean {
    return this.isLockType() && this.state === LOCKED_STATE;
  }

  /**
   * True for a lock-type device (types 0, 3, 4) in state 3 (unlocked), 5 (unlatched) or 6 (unlocked, lock 'n'
   * go). An opener or a box is never unlocked; moving states (unlocking, locking, unlatching) count as neither.
   */
  isUnlocked(): boolean {
    return this.isLockType() && this.state !== null && UNLOCKED_STATES.has(this.state);
  }

  /** The label of the door state in the locale (`en` or `nl`; another value falls back to `en`). */
  doorStateLabel(locale: Locale | string = DEFAULT_LOCALE): string {
    return translateDoorState(this.doorState, toLocale(locale));
  }

  /** True for a Smart Lock, a smart door or a 3rd-generation Smart Lock: the devices with a bolt. */
  private isLockType(): boolean {
    return (
      this.type === SmartLock.TYPE_SMARTLOCK ||
      this.type === SmartLock.TYPE_SMARTDOOR ||
      this.type === SmartLock.TYPE_SMARTLOCK_3
    );
  }

  /** The English name of `state` for the device type; null for a box (its states are not documented). */
  private nameOfState(): string | null {
    if (this.state === null || this.type === null) return null;
    return STATE_NAMES_BY_TYPE.get(this.type)?.get(this.state) ?? null;
  }
}
