import {
  BodySchema,
  BOOLEAN,
  decimal,
  INTEGER,
  integer,
  list,
  oneOf,
  readFields,
  text,
} from './lock-sandbox-fields';
import { apiError, ApiRefusal, LockFinder, MAX_NAME_LENGTH, NO_CONTENT, recordOf } from './lock-sandbox-http';
import { LockSmartlock } from './lock-sandbox-data';
import { SandboxReply } from './sandbox-server';

/** One settings object of a smartlock: where it sits in the payload, what a POST takes, which devices have it. */
export interface LockSettingsKind {
  key: 'config' | 'advancedConfig' | 'openerAdvancedConfig' | 'smartdoorAdvancedConfig' | 'webConfig';
  /** The writable fields (read-only ones sent along are ignored, as the vendor does) and the required ones. */
  schema: BodySchema;
  /** The device types that have it, and the refusal (400) of another type; absent: every type has it. */
  onlyFor?: { types: readonly number[]; refusal: string };
  /** True when a field sent as `null` keeps its value, as the vendor documents for the web config. */
  nullKeeps?: boolean;
}

const LNG_TIMEOUTS = [5, 10, 15, 20, 30, 45, 60];
const UNLATCH_DURATIONS = [1, 3, 5, 7, 10, 15, 20, 30];
const SOUND = oneOf(0, 1, 2, 3);
/** A lock's button: 0 .. no action, 1 .. intelligent, ..., 6 .. show status. */
const LOCK_BUTTON_ACTION = integer(0, 6);
/** An opener's button: 0 .. no action, 1 .. toggle ring to open, ..., 7 .. open. */
const OPENER_BUTTON_ACTION = integer(0, 7);
const DURATION = integer(0);

/** `POST /smartlock/{id}/config` (`Smartlock.Config`). */
export const CONFIG: LockSettingsKind = {
  key: 'config',
  schema: {
    fields: {
      name: text(MAX_NAME_LENGTH),
      latitude: decimal(-90, 90),
      longitude: decimal(-180, 180),
      autoUnlatch: BOOLEAN,
      liftUpHandle: BOOLEAN,
      pairingEnabled: BOOLEAN,
      buttonEnabled: BOOLEAN,
      ledEnabled: BOOLEAN,
      ledBrightness: integer(0, 5),
      timezoneOffset: integer(-720, 840),
      daylightSavingMode: integer(0, 1),
      singleLock: BOOLEAN,
      advertisingMode: integer(0, 3),
      timezoneId: integer(0, 45),
    },
    required: [
      'advertisingMode',
      'latitude',
      'longitude',
      'name',
      'singleLock',
      'timezoneId',
      'timezoneOffset',
    ],
  },
};

/** `POST /smartlock/{id}/advanced/config` (`Smartlock.AdvancedConfig`), smart locks and boxes. */
export const ADVANCED_CONFIG: LockSettingsKind = {
  key: 'advancedConfig',
  onlyFor: {
    types: [0, 1, 4],
    refusal:
      'The advanced config is for smart locks and boxes (openers: openerconfig, smart doors: smartdoorconfig)',
  },
  schema: {
    fields: {
      lngTimeout: oneOf(...LNG_TIMEOUTS),
      singleButtonPressAction: LOCK_BUTTON_ACTION,
      doubleButtonPressAction: LOCK_BUTTON_ACTION,
      automaticBatteryTypeDetection: BOOLEAN,
      unlatchDuration: oneOf(...UNLATCH_DURATIONS),
      singleLockedPositionOffsetDegrees: INTEGER,
      unlockedToLockedTransitionOffsetDegrees: INTEGER,
      unlockedPositionOffsetDegrees: INTEGER,
      lockedPositionOffsetDegrees: INTEGER,
      detachedCylinder: BOOLEAN,
      batteryType: integer(0, 2),
      autoLock: BOOLEAN,
      autoLockTimeout: DURATION,
      autoUpdateEnabled: BOOLEAN,
      motorSpeed: integer(0, 2),
      enableSlowSpeedDuringNightmode: BOOLEAN,
    },
    // totalDegrees is required too, but read-only: the device measures it.
    required: [
      'batteryType',
      'lockedPositionOffsetDegrees',
      'singleLockedPositionOffsetDegrees',
      'unlockedPositionOffsetDegrees',
    ],
  },
};

/** `POST /smartlock/{id}/advanced/openerconfig` (`Smartlock.OpenerAdvancedConfig`), openers only. */
export const OPENER_ADVANCED_CONFIG: LockSettingsKind = {
  key: 'openerAdvancedConfig',
  onlyFor: { types: [2], refusal: 'The opener config is for openers only' },
  schema: {
    fields: {
      shortCircuitDuration: DURATION,
      electricStrikeDelay: DURATION,
      randomElectricStrikeDelay: BOOLEAN,
      electricStrikeDuration: DURATION,
      disableRtoAfterRing: BOOLEAN,
      rtoTimeout: integer(1),
      doorbellSuppression: integer(0, 7),
      doorbellSuppressionDuration: DURATION,
      soundRing: SOUND,
      soundOpen: SOUND,
      soundRto: SOUND,
      soundCm: SOUND,
      soundConfirmation: oneOf(0, 1),
      soundLevel: integer(0, 255),
      singleButtonPressAction: OPENER_BUTTON_ACTION,
      doubleButtonPressAction: OPENER_BUTTON_ACTION,
      batteryType: integer(0, 3),
      automaticBatteryTypeDetection: BOOLEAN,
      autoUpdateEnabled: BOOLEAN,
    },
    // intercomId and busModeSwitch are required too, but read-only: they follow the intercom set up in the app.
    required: [
      'batteryType',
      'disableRtoAfterRing',
      'doorbellSuppression',
      'doorbellSuppressionDuration',
      'doubleButtonPressAction',
      'electricStrikeDelay',
      'electricStrikeDuration',
      'randomElectricStrikeDelay',
      'rtoTimeout',
      'shortCircuitDuration',
      'singleButtonPressAction',
      'soundCm',
      'soundConfirmation',
      'soundLevel',
      'soundOpen',
      'soundRing',
      'soundRto',
    ],
  },
};

/** `POST /smartlock/{id}/advanced/smartdoorconfig` (`Smartlock.SmartdoorAdvancedConfig`), smart doors only. */
export const SMARTDOOR_ADVANCED_CONFIG: LockSettingsKind = {
  key: 'smartdoorAdvancedConfig',
  onlyFor: { types: [3], refusal: 'The smart door config is for smart doors only' },
  schema: {
    fields: {
      lngTimeout: oneOf(...LNG_TIMEOUTS),
      singleButtonPressAction: LOCK_BUTTON_ACTION,
      doubleButtonPressAction: LOCK_BUTTON_ACTION,
      automaticBatteryTypeDetection: BOOLEAN,
      unlatchDuration: oneOf(...UNLATCH_DURATIONS),
      buzzerVolume: oneOf(0, 1, 2),
      batteryType: oneOf(0, 1, 2, 3, 255),
      autoLockTimeout: DURATION,
      autoLock: BOOLEAN,
    },
    required: ['autoLock', 'batteryType'],
  },
};

/** `POST /smartlock/{id}/web/config` (`Smartlock.WebConfig`): nothing required. */
export const WEB_CONFIG: LockSettingsKind = {
  key: 'webConfig',
  nullKeeps: true,
  schema: {
    fields: { batteryWarningPerMailEnabled: BOOLEAN, dismissedLiftUpHandleWarning: list(integer(1)) },
  },
};

/**
 * Merges the writable fields of the body into the settings `kind` of the smartlock and answers 204; a device of
 * another type, a missing required field or a value out of range is refused (400) and changes nothing.
 */
export function updateSettings(lock: LockSmartlock, kind: LockSettingsKind, data: unknown): SandboxReply {
  const fields = settingsOf(lock, kind, data);
  applySettings(lock, kind, fields);
  return NO_CONTENT;
}

/**
 * `POST /bulk-web-config`: the web config of several smartlocks, each `{ smartlockId, webConfig }`; every one is
 * checked (a smartlock not the caller's is 403 or 404) before any changes.
 */
export function updateWebConfigs(lockOf: LockFinder, data: unknown): SandboxReply {
  const requests = recordOf(data).webConfigRequests;
  if (!Array.isArray(requests) || requests.length === 0) {
    return apiError(400, 'webConfigRequests must be a non-empty list');
  }
  const changes = requests.map((request) => {
    const { smartlockId, webConfig } = recordOf(request);
    if (!Number.isInteger(smartlockId)) {
      throw new ApiRefusal(apiError(400, 'smartlockId is required in every web config request'));
    }
    const lock = lockOf(String(smartlockId));
    return { lock, fields: settingsOf(lock, WEB_CONFIG, webConfig) };
  });
  changes.forEach(({ lock, fields }) => applySettings(lock, WEB_CONFIG, fields));
  return NO_CONTENT;
}

/** `POST /smartlock/{id}/admin/pin`: sets the admin PIN (0 to 9999), which makes `adminPinState` 0 (ok). */
export function setAdminPin(lock: LockSmartlock, data: unknown): SandboxReply {
  readFields(recordOf(data), { fields: { adminPin: integer(0, 9999) }, required: ['adminPin'] });
  lock.adminPinState = 0;
  lock.updateDate = new Date().toISOString();
  return NO_CONTENT;
}

/** The checked writable fields of the body for the settings `kind` of the lock. */
function settingsOf(lock: LockSmartlock, kind: LockSettingsKind, data: unknown): Record<string, unknown> {
  if (kind.onlyFor !== undefined && !kind.onlyFor.types.includes(lock.type)) {
    throw new ApiRefusal(apiError(400, kind.onlyFor.refusal));
  }
  const body = recordOf(data);
  const given = kind.nullKeeps
    ? Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null))
    : body;
  return readFields(given, kind.schema);
}

function applySettings(lock: LockSmartlock, kind: LockSettingsKind, fields: Record<string, unknown>): void {
  Object.assign(lock, { [kind.key]: { ...lock[kind.key], ...fields }, updateDate: new Date().toISOString() });
}
