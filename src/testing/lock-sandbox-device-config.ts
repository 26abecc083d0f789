/** The device settings of a smartlock, nested in it as `config` (the `Smartlock.Config` schema). */
export interface LockSmartlockConfig {
  /** The name new users see for the device. */
  name: string;
  /** The latitude of the device's position. */
  latitude: number;
  /** The longitude of the device's position. */
  longitude: number;
  /** Openers only: 0 .. only door opening, 1 .. door opening and ring to open, 2 .. only ring to open. */
  capabilities?: number;
  /** Whether unlocking also unlatches the door. */
  autoUnlatch?: boolean;
  /** Whether the door has a lift-up handle that must be lifted to lock it. */
  liftUpHandle?: boolean;
  /** Whether pairing through the device's button is allowed. */
  pairingEnabled: boolean;
  /** Whether the device's button is enabled. */
  buttonEnabled: boolean;
  /** Whether the device's LED is enabled. */
  ledEnabled: boolean;
  /** 0 .. off to 5 .. max (smart doors). */
  ledBrightness?: number;
  /** Deprecated by the vendor: minutes from UTC. */
  timezoneOffset: number;
  /** Deprecated by the vendor: 0 .. off, 1 .. european. */
  daylightSavingMode: number;
  /** Whether a fob is paired. */
  fobPaired: boolean;
  /** The fob's action on 1, 2 and 3 presses (0 .. none, 1 .. unlock, 2 .. lock, ...). */
  fobAction1: number;
  /** The fob's action on 2 presses. */
  fobAction2: number;
  /** The fob's action on 3 presses. */
  fobAction3: number;
  /** Whether the lock locks once instead of twice. */
  singleLock: boolean;
  /** Openers only: how the intercom is wired, 0 .. generic door opener, 1 .. analogue, 6 .. Siedle HTS, ... */
  operatingMode?: number;
  /** 0 .. automatic, 1 .. normal, 2 .. slow, 3 .. slowest. */
  advertisingMode: number;
  /** Whether a keypad is paired. */
  keypadPaired: boolean;
  /** Whether a Keypad 2.0 is paired. */
  keypad2Paired: boolean;
  /** 0 .. unavailable, 1 .. disabled, 2 .. enabled, 3 .. enabled & paired. */
  homekitState: number;
  /** 0 .. not available, 1 .. no certificate, 2 .. disabled, 3 .. enabled, 4 .. enabled & paired. */
  matterState: number;
  /** The vendor's time zone id, 0 to 45 (37 .. Europe/Berlin). */
  timezoneId: number;
  /** 0 .. smart lock and box, 2 .. opener, 3 .. smart door. */
  deviceType: number;
  /** Whether Wi-Fi is enabled. */
  wifiEnabled: boolean;
  [field: string]: unknown;
}

/** The advanced settings of a smart lock (types 0 and 4), as `advancedConfig` (`Smartlock.AdvancedConfig`). */
export interface LockSmartlockAdvancedConfig {
  /** Seconds: 5, 10, 15, 20, 30, 45 or 60. */
  lngTimeout: number;
  /** 0 .. no action, 1 .. intelligent, 2 .. unlock, 3 .. lock, 4 .. unlatch, 5 .. lock'n'go, 6 .. show status. */
  singleButtonPressAction: number;
  /** The action on a double button press (the values of `singleButtonPressAction`). */
  doubleButtonPressAction: number;
  /** Whether the battery type is detected automatically. */
  automaticBatteryTypeDetection: boolean;
  /** Seconds: 1, 3, 5, 7, 10, 15, 20 or 30. */
  unlatchDuration: number;
  /** The degrees the calibration measured. */
  totalDegrees: number;
  /** Offset of the single locked position, in degrees. */
  singleLockedPositionOffsetDegrees: number;
  /** Offset of where unlocked turns into locked, in degrees. */
  unlockedToLockedTransitionOffsetDegrees: number;
  /** Offset of the unlocked position, in degrees. */
  unlockedPositionOffsetDegrees: number;
  /** Offset of the locked position, in degrees. */
  lockedPositionOffsetDegrees: number;
  /** Whether the cylinder's inner side is detached from its outer side. */
  detachedCylinder: boolean;
  /** 0 .. alkali, 1 .. accumulator, 2 .. lithium. */
  batteryType: number;
  /** Whether the lock locks itself after it was unlocked. */
  autoLock: boolean;
  /** Seconds until the lock locks itself again. */
  autoLockTimeout: number;
  /** Whether firmware updates are installed automatically. */
  autoUpdateEnabled: boolean;
  /** 0 .. standard, 1 .. fast, 2 .. slow. */
  motorSpeed: number;
  /** Whether the motor runs slowly in night mode. */
  enableSlowSpeedDuringNightmode: boolean;
  [field: string]: unknown;
}

/** The advanced settings of an opener (type 2), as `openerAdvancedConfig` (`Smartlock.OpenerAdvancedConfig`). */
export interface LockOpenerAdvancedConfig {
  /** The intercom model it is wired to (see `GET /opener/intercom/{intercomId}`). */
  intercomId: number;
  /** The setting of the bus mode switch. */
  busModeSwitch: number;
  /** Milliseconds. */
  shortCircuitDuration: number;
  /** Milliseconds from the action until the electric strike is actuated. */
  electricStrikeDelay: number;
  /** Whether the electric strike's delay is random (3 to 7 seconds), as if someone inside pressed it. */
  randomElectricStrikeDelay: boolean;
  /** Milliseconds the electric strike is actuated. */
  electricStrikeDuration: number;
  /** Whether a ring turns ring to open off. */
  disableRtoAfterRing: boolean;
  /** Minutes until ring to open ends by itself. */
  rtoTimeout: number;
  /** Bitmask: 1 .. when ring to open and continuous mode are off, 2 .. during ring to open, 4 .. in continuous mode. */
  doorbellSuppression: number;
  /** Milliseconds the doorbell is suppressed. */
  doorbellSuppressionDuration: number;
  /** 0 .. no sound, 1 to 3 .. a sound. */
  soundRing: number;
  /** The sound for open (0 .. no sound, 1 to 3 .. a sound). */
  soundOpen: number;
  /** The sound for ring to open (0 .. no sound, 1 to 3 .. a sound). */
  soundRto: number;
  /** The sound for continuous mode (0 .. no sound, 1 to 3 .. a sound). */
  soundCm: number;
  /** The confirmation sound: 0 .. none, 1 .. a sound. */
  soundConfirmation: number;
  /** The sound level. */
  soundLevel: number;
  /** 0 .. no action, 1 .. toggle ring to open, ..., 4 .. toggle continuous mode, ..., 7 .. open. */
  singleButtonPressAction: number;
  /** The action on a double button press (the values of `singleButtonPressAction`). */
  doubleButtonPressAction: number;
  /** 0 .. alkali, 1 .. accumulator, 2 .. lithium, 3 .. fixed. */
  batteryType: number;
  /** Whether the battery type is detected automatically. */
  automaticBatteryTypeDetection: boolean;
  /** Whether firmware updates are installed automatically. */
  autoUpdateEnabled: boolean;
  [field: string]: unknown;
}

/** The advanced settings of a smart door (type 3), as `smartdoorAdvancedConfig` (`Smartlock.SmartdoorAdvancedConfig`). */
export interface LockSmartdoorAdvancedConfig {
  /** Seconds of lock 'n' go. */
  lngTimeout: number;
  /** The action on a single button press (as for a smart lock). */
  singleButtonPressAction: number;
  /** The action on a double button press (as for a smart lock). */
  doubleButtonPressAction: number;
  /** Whether the battery type is detected automatically. */
  automaticBatteryTypeDetection: boolean;
  /** Seconds the door stays unlatched. */
  unlatchDuration: number;
  /** 0 .. off, 1 .. low, 2 .. normal. */
  buzzerVolume: number;
  /** The battery types the door takes: 0 .. alkali, 1 .. accumulator, 2 .. lithium, 3 .. fixed, ... */
  supportedBatteryTypes: number[];
  /** The battery type in use (the values of `supportedBatteryTypes`). */
  batteryType: number;
  /** Seconds until the door locks itself again. */
  autoLockTimeout: number;
  /** Whether the door locks itself after it was unlocked. */
  autoLock: boolean;
  [field: string]: unknown;
}

/** What the web API does for a smartlock, as `webConfig` (the `Smartlock.WebConfig` schema). */
export interface LockSmartlockWebConfig {
  /** Whether battery warnings are sent by email. */
  batteryWarningPerMailEnabled: boolean;
  /** The account ids that dismissed the lift-up handle warning. */
  dismissedLiftUpHandleWarning: number[];
  [field: string]: unknown;
}
