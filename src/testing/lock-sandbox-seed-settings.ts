import type {
  LockOpenerAdvancedConfig,
  LockSmartdoorAdvancedConfig,
  LockSmartlockAdvancedConfig,
  LockSmartlockConfig,
  LockSmartlockWebConfig,
} from './lock-sandbox-device-config';

/** The settings a device of a type carries: `config` and `webConfig` always, the advanced config of its type. */
export interface LockDeviceSettings {
  config: LockSmartlockConfig;
  advancedConfig?: LockSmartlockAdvancedConfig;
  openerAdvancedConfig?: LockOpenerAdvancedConfig;
  smartdoorAdvancedConfig?: LockSmartdoorAdvancedConfig;
  webConfig: LockSmartlockWebConfig;
}

/** Where a device is and what is paired with it; the rest of its settings follows from its type. */
export interface LockDevicePlace {
  name: string;
  latitude: number;
  longitude: number;
  /** The opener's intercom model (type 2 only). */
  intercomId?: number;
}

const OPENER = 2;
const SMART_DOOR = 3;
const SMART_LOCK_3 = 4;
/** Europe/Berlin in the vendor's list of time zones (Central European Time). */
const CENTRAL_EUROPE = 37;
/** Operating mode of an opener on an analogue Siedle HTS intercom. */
const SIEDLE_HTS = 6;

/**
 * The settings of a freshly set-up device of `type` at `place`: a keypad paired to every device, a fob to none,
 * battery mails on; a smart lock of type 4 with an accumulator, Wi-Fi and Matter, one of type 0 with alkaline
 * cells; an opener on its intercom with ring to open for 20 minutes; a smart door with lithium cells and auto lock.
 */
export function deviceSettings(type: number, place: LockDevicePlace): LockDeviceSettings {
  const lock = type !== OPENER;
  const config: LockSmartlockConfig = {
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    ...(lock ? { autoUnlatch: type === SMART_DOOR, liftUpHandle: false } : { capabilities: 1 }),
    pairingEnabled: true,
    buttonEnabled: true,
    ledEnabled: true,
    ...(type === SMART_DOOR ? { ledBrightness: 3 } : {}),
    timezoneOffset: 60,
    daylightSavingMode: 1,
    fobPaired: false,
    fobAction1: 0,
    fobAction2: 0,
    fobAction3: 0,
    singleLock: false,
    ...(lock ? {} : { operatingMode: SIEDLE_HTS }),
    advertisingMode: 0,
    keypadPaired: true,
    keypad2Paired: false,
    homekitState: type === SMART_LOCK_3 ? 1 : 0,
    matterState: type === SMART_LOCK_3 ? 2 : 0,
    timezoneId: CENTRAL_EUROPE,
    deviceType: type,
    wifiEnabled: type === SMART_LOCK_3,
  };
  const webConfig = { batteryWarningPerMailEnabled: true, dismissedLiftUpHandleWarning: [] };
  if (type === OPENER) {
    return { config, openerAdvancedConfig: openerAdvancedConfig(place.intercomId ?? 0), webConfig };
  }
  if (type === SMART_DOOR) {
    return { config, smartdoorAdvancedConfig: smartdoorAdvancedConfig(), webConfig };
  }
  return { config, advancedConfig: smartlockAdvancedConfig(type), webConfig };
}

function smartlockAdvancedConfig(type: number): LockSmartlockAdvancedConfig {
  return {
    lngTimeout: 20,
    singleButtonPressAction: 1,
    doubleButtonPressAction: 5,
    automaticBatteryTypeDetection: true,
    unlatchDuration: 3,
    totalDegrees: type === SMART_LOCK_3 ? 915 : 890,
    singleLockedPositionOffsetDegrees: 0,
    unlockedToLockedTransitionOffsetDegrees: 0,
    unlockedPositionOffsetDegrees: 0,
    lockedPositionOffsetDegrees: 0,
    detachedCylinder: false,
    batteryType: type === SMART_LOCK_3 ? 1 : 0,
    autoLock: false,
    autoLockTimeout: 0,
    autoUpdateEnabled: true,
    motorSpeed: 0,
    enableSlowSpeedDuringNightmode: false,
  };
}

function openerAdvancedConfig(intercomId: number): LockOpenerAdvancedConfig {
  return {
    intercomId,
    busModeSwitch: 0,
    shortCircuitDuration: 0,
    electricStrikeDelay: 0,
    randomElectricStrikeDelay: false,
    electricStrikeDuration: 3000,
    disableRtoAfterRing: true,
    rtoTimeout: 20,
    doorbellSuppression: 0,
    doorbellSuppressionDuration: 500,
    soundRing: 1,
    soundOpen: 1,
    soundRto: 1,
    soundCm: 1,
    soundConfirmation: 1,
    soundLevel: 255,
    singleButtonPressAction: 1,
    doubleButtonPressAction: 4,
    batteryType: 0,
    automaticBatteryTypeDetection: true,
    autoUpdateEnabled: true,
  };
}

function smartdoorAdvancedConfig(): LockSmartdoorAdvancedConfig {
  return {
    lngTimeout: 20,
    singleButtonPressAction: 1,
    doubleButtonPressAction: 4,
    automaticBatteryTypeDetection: false,
    unlatchDuration: 3,
    buzzerVolume: 2,
    supportedBatteryTypes: [0, 1, 2],
    batteryType: 2,
    autoLockTimeout: 120,
    autoLock: true,
  };
}
