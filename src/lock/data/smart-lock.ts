import { DEFAULT_LOCALE, Locale, toLocale } from '../../common/i18n/translator';
import { isJsonObject } from '../../common/json/json-body';
import type { LockApiSchemas } from '../api/lock-routes';
import { translateDoorState } from './door-state-labels';
import {
  booleanOf,
  DeepReadonly,
  frozenPayload,
  LockPayload,
  numberOrNull,
  objectListOrNull,
  objectOrNull,
  stringOrNull,
} from './lock-payload';

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
  /** The lock mechanism used in the smart door lock: 1 MyEVO, 2 KFV Genius (only for type 3). */
  readonly lmType: number | null;
  /** The id of the authorization this account uses on the device. */
  readonly authId: number | null;
  /** The name of the device. */
  readonly name: string | null;
  /** The favourite flag (the API spells it `favorite`; either spelling is read). */
  readonly favourite: boolean;
  /** The configuration (`config`, schema `Smartlock.Config`); null when the payload has no such object. */
  readonly config: DeepReadonly<LockApiSchemas['Smartlock.Config']> | null;
  /** The advanced configuration of a lock (schema `Smartlock.AdvancedConfig`); null when the payload has none. */
  readonly advancedConfig: DeepReadonly<LockApiSchemas['Smartlock.AdvancedConfig']> | null;
  /** The advanced configuration of an opener (schema `Smartlock.OpenerAdvancedConfig`); null when none. */
  readonly openerAdvancedConfig: DeepReadonly<LockApiSchemas['Smartlock.OpenerAdvancedConfig']> | null;
  /** The advanced configuration of a smart door (schema `Smartlock.SmartdoorAdvancedConfig`); null when none. */
  readonly smartdoorAdvancedConfig: DeepReadonly<LockApiSchemas['Smartlock.SmartdoorAdvancedConfig']> | null;
  /** The web configuration (schema `Smartlock.WebConfig`); null when the payload has no such object. */
  readonly webConfig: DeepReadonly<LockApiSchemas['Smartlock.WebConfig']> | null;
  /** The device state; its meaning depends on the type (see `stateName`). */
  readonly state: number | null;
  /** The payload's `stateName`, else the English name of `state` for the device type, else null. */
  readonly stateName: string | null;
  /** The mode: 0 uninitialized, 1 pairing, 2 door, 3 continuous (opener), 4 maintenance, 5 off-door charging. */
  readonly mode: number | null;
  /** The state trigger: 0 system, 1 manual, 2 button, 3 automatic, 4 web, 5 app, 6 continuous, 7 accessory. */
  readonly trigger: number | null;
  /** The last action; for a lock: 1 unlock, 2 lock, 3 unlatch, 4 lock 'n' go, 5 lock 'n' go with unlatch. */
  readonly lastAction: number | null;
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
  /** [deprecated by the API] Remaining ring to open time; 0 if ring to open is not active (opener only). */
  readonly ringToOpenTimer: number | null;
  /** End of the ring to open timeout as the API sent it (ISO 8601); null when ring to open is not active. */
  readonly ringToOpenEnd: string | null;
  /** True when night mode is active (false also when the payload has no such flag). */
  readonly nightMode: boolean;
  /** The `state` object's operation id (a flat payload: the top-level one); set while another operation runs. */
  readonly stateOperationId: string | null;
  /** The operation id: if set, the device is locked for another operation. */
  readonly operationId: string | null;
  /** The server state: 0 ok, 1 unregistered, 2 auth uuid invalid, 3 auth invalid, 4 offline. */
  readonly serverState: number | null;
  /** The admin pin state: 0 ok, 1 missing, 2 invalid. */
  readonly adminPinState: number | null;
  /** True for a virtual Smart Lock (false also when the payload has no such flag). */
  readonly virtualDevice: boolean;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** The error message, in case of any error. */
  readonly error: string | null;
  /** The previous subscriptions (schema `ShsSubscription`); null when the payload has no list. */
  readonly previousSubscriptions: readonly DeepReadonly<LockApiSchemas['ShsSubscription']>[] | null;
  /** The current subscription (schema `ShsSubscription`); null when the payload has no such object. */
  readonly currentSubscription: DeepReadonly<LockApiSchemas['ShsSubscription']> | null;
  /** The region. */
  readonly region: number | null;
  /** The mounting variant. */
  readonly mountingVariant: number | null;
  /** The payload's `opener` flag (undescribed by the API; false when missing). */
  readonly opener: boolean;
  /** The payload's `box` flag (undescribed by the API; false when missing). */
  readonly box: boolean;
  /** The payload's `smartDoor` flag (undescribed by the API; false when missing). */
  readonly smartDoor: boolean;
  /** The payload's `keyturner` flag (undescribed by the API; false when missing). */
  readonly keyturner: boolean;
  /** The payload as received (deep-frozen copy, the `state` object still nested). */
  readonly raw: LockPayload;

  /** Use `SmartLock.fromArray()`. */
  private constructor(raw: LockPayload) {
    const state = isJsonObject(raw.state) ? raw.state : raw;
    this.smartlockId = numberOrNull(raw.smartlockId);
    this.accountId = numberOrNull(raw.accountId);
    this.type = numberOrNull(raw.type);
    this.lmType = numberOrNull(raw.lmType);
    this.authId = numberOrNull(raw.authId);
    this.name = stringOrNull(raw.name);
    this.favourite = booleanOf(raw.favorite) || booleanOf(raw.favourite);
    this.config = objectOrNull(raw.config);
    this.advancedConfig = objectOrNull(raw.advancedConfig);
    this.openerAdvancedConfig = objectOrNull(raw.openerAdvancedConfig);
    this.smartdoorAdvancedConfig = objectOrNull(raw.smartdoorAdvancedConfig);
    this.webConfig = objectOrNull(raw.webConfig);
    this.state = numberOrNull(state.state);
    this.stateName = stringOrNull(raw.stateName) ?? stringOrNull(state.stateName) ?? this.nameOfState();
    this.mode = numberOrNull(state.mode);
    this.trigger = numberOrNull(state.trigger);
    this.lastAction = numberOrNull(state.lastAction);
    this.batteryCharge = numberOrNull(state.batteryCharge);
    this.batteryCritical = booleanOf(state.batteryCritical);
    this.batteryCharging = booleanOf(state.batteryCharging);
    this.keypadBatteryCritical = booleanOf(state.keypadBatteryCritical);
    this.doorsensorBatteryCritical = booleanOf(state.doorsensorBatteryCritical);
    this.firmwareVersion = numberOrNull(raw.firmwareVersion);
    this.hardwareVersion = numberOrNull(raw.hardwareVersion);
    this.doorState = numberOrNull(state.doorState);
    this.ringToOpenTimer = numberOrNull(state.ringToOpenTimer);
    this.ringToOpenEnd = stringOrNull(state.ringToOpenEnd);
    this.nightMode = booleanOf(state.nightMode);
    this.stateOperationId = stringOrNull(state.operationId);
    this.operationId = stringOrNull(raw.operationId);
    this.serverState = numberOrNull(raw.serverState);
    this.adminPinState = numberOrNull(raw.adminPinState);
    this.virtualDevice = booleanOf(raw.virtualDevice);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.error = stringOrNull(raw.error);
    this.previousSubscriptions = objectListOrNull(raw.previousSubscriptions);
    this.currentSubscription = objectOrNull(raw.currentSubscription);
    this.region = numberOrNull(raw.region);
    this.mountingVariant = numberOrNull(raw.mountingVariant);
    this.opener = booleanOf(raw.opener);
    this.box = booleanOf(raw.box);
    this.smartDoor = booleanOf(raw.smartDoor);
    this.keyturner = booleanOf(raw.keyturner);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * A smartlock from an API payload: the nested `state` object is flattened into the instance (a flat payload
   * with a numeric `state` is read as well). Fields of a wrong type read as null (false for flags); nested objects
   * (`config`, ...) are the frozen `raw`'s own, typed as the API documents them.
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

  /** The label of the door state in the locale (`en`, `nl`, `de` or `es`; another value falls back to `en`). */
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
