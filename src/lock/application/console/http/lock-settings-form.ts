import type { SmartLock } from '../../../data/smart-lock';
import { textField, textFields } from './console-exchange';

/** The settings objects of a lock the form reads and writes, as the lock API names them. */
export type LockSettingsPart =
  'config' | 'advancedConfig' | 'openerAdvancedConfig' | 'smartdoorAdvancedConfig';

/** The sections of the settings page, in the order they are shown. */
export const LOCK_SETTINGS_SECTIONS = [
  'general',
  'autoLock',
  'door',
  'buttons',
  'ringToOpen',
  'intercom',
  'sound',
] as const;
/** A section of the settings page. */
export type LockSettingsSection = (typeof LOCK_SETTINGS_SECTIONS)[number];

/** How a field is shown and read. */
export type LockSettingsInput =
  /** A checkbox: true or false (an unticked box is not posted: false). */
  | { readonly kind: 'switch'; readonly asNumber?: boolean }
  /** A whole number within a range, in a unit. */
  | {
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly unit: 'seconds' | 'minutes' | 'milliseconds' | 'level';
    }
  /** One of a list of values (a select), each with a label of its own. */
  | {
      readonly kind: 'choice';
      readonly choices: readonly number[];
      readonly labels: LockSettingsChoiceLabels;
    }
  /** A bitmask shown as one checkbox per bit. */
  | { readonly kind: 'flags'; readonly bits: readonly number[] };

/** Whose labels a choice's values take (see the view). */
export type LockSettingsChoiceLabels =
  'timeZone' | 'seconds' | 'lockButton' | 'openerButton' | 'sound' | 'buzzer';

/** One field of the settings form: the lock API's setting it shows (form field name = the setting's name). */
export interface LockSettingsField {
  /** The setting's name in its part, and the form field's name. */
  readonly name: string;
  readonly part: LockSettingsPart;
  readonly section: LockSettingsSection;
  readonly input: LockSettingsInput;
  /** Device types the field is for (absent: any device whose part has the setting). */
  readonly types?: readonly number[];
  /** A field only read while this switch is on (the auto-lock timeout: only with auto-lock on). */
  readonly whenOn?: string;
}

/** The vendor's time zone ids (0 to 45) and the zone each stands for. */
export const LOCK_TIME_ZONES: readonly string[] = Object.freeze([
  'Africa/Cairo',
  'Africa/Lagos',
  'Africa/Maputo',
  'Africa/Nairobi',
  'America/Anchorage',
  'America/Argentina/Buenos_Aires',
  'America/Chicago',
  'America/Denver',
  'America/Halifax',
  'America/Los_Angeles',
  'America/Manaus',
  'America/Mexico_City',
  'America/New_York',
  'America/Phoenix',
  'America/Regina',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/St_Johns',
  'Asia/Bangkok',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Jerusalem',
  'Asia/Karachi',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Riyadh',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Tehran',
  'Asia/Tokyo',
  'Asia/Yangon',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Darwin',
  'Australia/Hobart',
  'Australia/Perth',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Europe/London',
  'Europe/Moscow',
  'Pacific/Auckland',
  'Pacific/Guam',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
]);

const OPENER = 2;
const SMART_DOOR = 3;
const LNG_TIMEOUTS = [5, 10, 15, 20, 30, 45, 60];
const UNLATCH_DURATIONS = [1, 3, 5, 7, 10, 15, 20, 30];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/** The most seconds the console lets a door wait before it locks itself (one hour). */
export const MAX_AUTO_LOCK_SECONDS = 3600;
/** The fewest seconds: the lock API turns anything below 2 into 2. */
export const MIN_AUTO_LOCK_SECONDS = 2;
/** The most minutes ring to open stays on (three hours). */
export const MAX_RING_TO_OPEN_MINUTES = 180;

/** The fields of the settings form, by section; each shown only for the devices that have its setting. */
export const LOCK_SETTINGS_FIELDS: readonly LockSettingsField[] = Object.freeze([
  { name: 'ledEnabled', part: 'config', section: 'general', input: { kind: 'switch' } },
  {
    name: 'ledBrightness',
    part: 'config',
    section: 'general',
    input: { kind: 'number', min: 0, max: 5, unit: 'level' },
  },
  { name: 'buttonEnabled', part: 'config', section: 'general', input: { kind: 'switch' } },
  {
    name: 'timezoneId',
    part: 'config',
    section: 'general',
    input: { kind: 'choice', choices: range(0, LOCK_TIME_ZONES.length - 1), labels: 'timeZone' },
  },
  { name: 'autoLock', part: 'advancedConfig', section: 'autoLock', input: { kind: 'switch' } },
  {
    name: 'autoLockTimeout',
    part: 'advancedConfig',
    section: 'autoLock',
    input: { kind: 'number', min: MIN_AUTO_LOCK_SECONDS, max: MAX_AUTO_LOCK_SECONDS, unit: 'seconds' },
    whenOn: 'autoLock',
  },
  { name: 'autoLock', part: 'smartdoorAdvancedConfig', section: 'autoLock', input: { kind: 'switch' } },
  {
    name: 'autoLockTimeout',
    part: 'smartdoorAdvancedConfig',
    section: 'autoLock',
    input: { kind: 'number', min: MIN_AUTO_LOCK_SECONDS, max: MAX_AUTO_LOCK_SECONDS, unit: 'seconds' },
    whenOn: 'autoLock',
  },
  { name: 'autoUnlatch', part: 'config', section: 'door', input: { kind: 'switch' }, types: [SMART_DOOR] },
  ...(['advancedConfig', 'smartdoorAdvancedConfig'] as const).flatMap((part): LockSettingsField[] => [
    {
      name: 'unlatchDuration',
      part,
      section: 'door',
      input: { kind: 'choice', choices: UNLATCH_DURATIONS, labels: 'seconds' },
    },
    {
      name: 'lngTimeout',
      part,
      section: 'door',
      input: { kind: 'choice', choices: LNG_TIMEOUTS, labels: 'seconds' },
    },
    {
      name: 'singleButtonPressAction',
      part,
      section: 'buttons',
      input: { kind: 'choice', choices: range(0, 6), labels: 'lockButton' },
    },
    {
      name: 'doubleButtonPressAction',
      part,
      section: 'buttons',
      input: { kind: 'choice', choices: range(0, 6), labels: 'lockButton' },
    },
  ]),
  {
    name: 'singleButtonPressAction',
    part: 'openerAdvancedConfig',
    section: 'buttons',
    input: { kind: 'choice', choices: range(0, 7), labels: 'openerButton' },
  },
  {
    name: 'doubleButtonPressAction',
    part: 'openerAdvancedConfig',
    section: 'buttons',
    input: { kind: 'choice', choices: range(0, 7), labels: 'openerButton' },
  },
  {
    name: 'rtoTimeout',
    part: 'openerAdvancedConfig',
    section: 'ringToOpen',
    input: { kind: 'number', min: 1, max: MAX_RING_TO_OPEN_MINUTES, unit: 'minutes' },
  },
  {
    name: 'disableRtoAfterRing',
    part: 'openerAdvancedConfig',
    section: 'ringToOpen',
    input: { kind: 'switch' },
  },
  {
    name: 'electricStrikeDuration',
    part: 'openerAdvancedConfig',
    section: 'intercom',
    input: { kind: 'number', min: 100, max: 30000, unit: 'milliseconds' },
  },
  {
    name: 'electricStrikeDelay',
    part: 'openerAdvancedConfig',
    section: 'intercom',
    input: { kind: 'number', min: 0, max: 30000, unit: 'milliseconds' },
  },
  {
    name: 'randomElectricStrikeDelay',
    part: 'openerAdvancedConfig',
    section: 'intercom',
    input: { kind: 'switch' },
  },
  {
    name: 'doorbellSuppression',
    part: 'openerAdvancedConfig',
    section: 'intercom',
    input: { kind: 'flags', bits: [1, 2, 4] },
  },
  {
    name: 'doorbellSuppressionDuration',
    part: 'openerAdvancedConfig',
    section: 'intercom',
    input: { kind: 'number', min: 0, max: 10000, unit: 'milliseconds' },
  },
  ...(['soundRing', 'soundOpen', 'soundRto', 'soundCm'] as const).map((name): LockSettingsField => ({
    name,
    part: 'openerAdvancedConfig',
    section: 'sound',
    input: { kind: 'choice', choices: [0, 1, 2, 3], labels: 'sound' },
  })),
  {
    name: 'soundConfirmation',
    part: 'openerAdvancedConfig',
    section: 'sound',
    input: { kind: 'switch', asNumber: true },
  },
  {
    name: 'soundLevel',
    part: 'openerAdvancedConfig',
    section: 'sound',
    input: { kind: 'number', min: 0, max: 255, unit: 'level' },
  },
  {
    name: 'buzzerVolume',
    part: 'smartdoorAdvancedConfig',
    section: 'sound',
    input: { kind: 'choice', choices: [0, 1, 2], labels: 'buzzer' },
  },
]);

/** The settings each part has that the device reports and nobody sets: left out of what is sent back. */
const READ_ONLY: Readonly<Record<LockSettingsPart, readonly string[]>> = {
  config: [
    'capabilities',
    'fobPaired',
    'fobAction1',
    'fobAction2',
    'fobAction3',
    'operatingMode',
    'keypadPaired',
    'keypad2Paired',
    'homekitState',
    'matterState',
    'deviceType',
    'wifiEnabled',
    'operationId',
    'productVariant',
  ],
  advancedConfig: ['operationId', 'totalDegrees'],
  openerAdvancedConfig: ['operationId', 'intercomId', 'busModeSwitch'],
  smartdoorAdvancedConfig: ['operationId', 'supportedBatteryTypes'],
};

/** A field's value: a switch's flag, or a number. */
export type LockSettingsValue = boolean | number;
/** The values of the fields of one lock, by field name. */
export type LockSettingsValues = Readonly<Record<string, LockSettingsValue>>;

/** Why the form cannot be sent: a line of `LOCK_SETTINGS_MESSAGES`, its values, and the field it is about. */
export interface LockSettingsProblem {
  readonly field: string;
  readonly key: 'outOfRange' | 'notAChoice';
  readonly values: Readonly<Record<string, string>>;
}

/** What the posted form asks for: the values as sent, and what to send (null: a problem, nothing sent). */
export type LockSettingsReading =
  | {
      readonly values: LockSettingsValues;
      readonly problem: null;
      /** The merged settings objects to send, only those with a changed field. */
      readonly updates: Partial<Record<LockSettingsPart, Record<string, unknown>>>;
      /** The changes that make the door easier to open or keep it open longer: asked first. */
      readonly risks: readonly LockSettingsRisk[];
    }
  | {
      readonly values: Readonly<Record<string, string | readonly string[]>>;
      readonly problem: LockSettingsProblem;
      readonly updates: null;
      readonly risks: readonly LockSettingsRisk[];
    };

/** A change that makes the door easier to open, or keeps it open or unlocked longer. */
export type LockSettingsRisk =
  | 'autoLockOff'
  | 'autoLockLonger'
  | 'autoUnlatchOn'
  | 'ringToOpenLonger'
  | 'ringToOpenAfterRing'
  | 'buttonOpens';

/** The settings part of the lock, as a plain record, or null when the lock has none. */
function partOf(lock: SmartLock, part: LockSettingsPart): Readonly<Record<string, unknown>> | null {
  return lock[part] as Readonly<Record<string, unknown>> | null;
}

/** The fields the lock has: its part is there and holds the setting (firmware differ), and its type fits. */
export function lockSettingsFieldsOf(lock: SmartLock): LockSettingsField[] {
  return LOCK_SETTINGS_FIELDS.filter((field) => {
    if (field.types !== undefined && (lock.type === null || !field.types.includes(lock.type))) return false;
    const part = partOf(lock, field.part);
    if (part === null) return false;
    const value = part[field.name];
    return field.input.kind === 'switch' && !field.input.asNumber
      ? typeof value === 'boolean'
      : typeof value === 'number';
  });
}

/** The current values of the lock's fields (what the form shows first). */
export function lockSettingsValuesOf(lock: SmartLock): LockSettingsValues {
  const values: Record<string, LockSettingsValue> = {};
  for (const field of lockSettingsFieldsOf(lock)) {
    const value = (partOf(lock, field.part) as Record<string, unknown>)[field.name];
    values[field.name] =
      field.input.kind === 'switch' && field.input.asNumber ? value === 1 : (value as LockSettingsValue);
  }
  return values;
}

/**
 * Reads the posted settings form of the lock: every field of the lock, checked (a number within its range, a
 * choice among its values; the lock's current value, which a range or list may lack, is kept as it is; an unticked
 * switch is off), merged into the lock's current settings objects (every
 * field the lock API requires is carried over, read-only ones left out), and what of it needs asking first.
 */
export function readLockSettingsForm(body: unknown, lock: SmartLock): LockSettingsReading {
  const fields = lockSettingsFieldsOf(lock);
  const before = lockSettingsValuesOf(lock);
  const values: Record<string, LockSettingsValue> = {};
  const posted: Record<string, string | readonly string[]> = {};
  let problem: LockSettingsProblem | null = null;
  for (const field of fields) {
    const { input } = field;
    if (input.kind === 'switch') {
      values[field.name] = textField(body, field.name, 8) === '1';
      posted[field.name] = values[field.name] ? '1' : '';
      continue;
    }
    if (input.kind === 'flags') {
      const ticked = textFields(body, field.name, 8);
      posted[field.name] = ticked;
      values[field.name] = input.bits
        .filter((bit) => ticked.includes(String(bit)))
        .reduce((a, b) => a | b, 0);
      continue;
    }
    const text = textField(body, field.name, 16).trim();
    posted[field.name] = text;
    if (field.whenOn !== undefined && values[field.whenOn] === false) {
      values[field.name] = before[field.name];
      continue;
    }
    const number = /^-?[0-9]{1,9}$/.test(text) ? Number(text) : NaN;
    // A value the lock has is kept, unless the switch it depends on was just turned on (then it must be valid).
    const unchanged =
      number === before[field.name] && (field.whenOn === undefined || before[field.whenOn] === true);
    if (input.kind === 'number' && !unchanged && !(number >= input.min && number <= input.max)) {
      problem ??= {
        field: field.name,
        key: 'outOfRange',
        values: { min: String(input.min), max: String(input.max) },
      };
    } else if (input.kind === 'choice' && !unchanged && !input.choices.includes(number)) {
      problem ??= { field: field.name, key: 'notAChoice', values: {} };
    }
    values[field.name] = number;
  }
  const risks = risksOf(lock, before, values);
  if (problem !== null) return { values: posted, problem, updates: null, risks };
  const updates: Partial<Record<LockSettingsPart, Record<string, unknown>>> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === before[field.name]) continue;
    const update = (updates[field.part] ??= writablePart(lock, field.part));
    update[field.name] = field.input.kind === 'switch' && field.input.asNumber ? (value ? 1 : 0) : value;
  }
  return { values, problem: null, updates, risks };
}

/** The part's current settings without the read-only ones: what an update of it carries over. */
function writablePart(lock: SmartLock, part: LockSettingsPart): Record<string, unknown> {
  const current = partOf(lock, part) ?? {};
  return Object.fromEntries(Object.entries(current).filter(([name]) => !READ_ONLY[part].includes(name)));
}

/** The lock's button actions that open the door: intelligent, unlock, unlatch, lock 'n' go (it unlocks first). */
const OPENING_LOCK_BUTTON = [1, 2, 4, 5];
/** An opener's button actions that open or leave the door to anyone ringing: ring to open on, continuous mode, open. */
const OPENING_OPENER_BUTTON = [1, 2, 4, 5, 7];

/**
 * The changes that make the door easier to open or keep it open longer, so the page asks before it saves: auto-lock
 * turned off or given longer, a smart door unlatching on every unlock, ring to open kept on longer or no longer
 * ended by a ring, a button press changed to an action that opens. Other changes (LED, sounds, time zone, a
 * shorter timeout, ...) change no door's behaviour and are saved at once.
 */
function risksOf(lock: SmartLock, before: LockSettingsValues, after: LockSettingsValues): LockSettingsRisk[] {
  const risks: LockSettingsRisk[] = [];
  const changed = (name: string) =>
    name in before && after[name] !== undefined && after[name] !== before[name];
  if (before.autoLock === true && after.autoLock === false) risks.push('autoLockOff');
  else if (
    after.autoLock === true &&
    before.autoLock === true &&
    typeof after.autoLockTimeout === 'number' &&
    (after.autoLockTimeout as number) > (before.autoLockTimeout as number)
  ) {
    risks.push('autoLockLonger');
  }
  if (before.autoUnlatch === false && after.autoUnlatch === true) risks.push('autoUnlatchOn');
  if (changed('rtoTimeout') && (after.rtoTimeout as number) > (before.rtoTimeout as number)) {
    risks.push('ringToOpenLonger');
  }
  if (before.disableRtoAfterRing === true && after.disableRtoAfterRing === false)
    risks.push('ringToOpenAfterRing');
  const opening = lock.type === OPENER ? OPENING_OPENER_BUTTON : OPENING_LOCK_BUTTON;
  const opens = (name: string) =>
    changed(name) && opening.includes(after[name] as number) && !opening.includes(before[name] as number);
  if (opens('singleButtonPressAction') || opens('doubleButtonPressAction')) risks.push('buttonOpens');
  return risks;
}

/** The fewest and most digits of an admin PIN as typed: the lock API takes 0 to 9999, the form four digits. */
const ADMIN_PIN = /^[0-9]{4}$/;

/** The admin PIN form read: the PIN to set, or the problem (the PIN itself is never kept for a page). */
export type AdminPinReading =
  | { readonly pin: number; readonly problem: null }
  | { readonly pin: null; readonly problem: 'pinFormat' | 'pinMismatch' | 'pinNotConfirmed' };

/**
 * Reads the admin PIN form: `pin` (four digits, 0000 to 9999: the lock API's 0 to 9999), `repeat` (the same
 * again) and `understood` (ticked: the operator confirms the lock will ask for this PIN from now on).
 */
export function readAdminPinForm(body: unknown): AdminPinReading {
  const pin = textField(body, 'pin', 16).trim();
  const repeat = textField(body, 'repeat', 16).trim();
  if (!ADMIN_PIN.test(pin)) return { pin: null, problem: 'pinFormat' };
  if (repeat !== pin) return { pin: null, problem: 'pinMismatch' };
  if (textField(body, 'understood', 8) !== '1') return { pin: null, problem: 'pinNotConfirmed' };
  return { pin: Number(pin), problem: null };
}

/** The longest lock name the console sends (the lock API's limit for a name). */
export const MAX_LOCK_NAME = 32;

/** The rename form read: the new name, or the problem. */
export type LockNameReading =
  | { readonly name: string; readonly problem: null }
  | { readonly name: string; readonly problem: 'nameMissing' | 'nameTooLong' };

/** Reads the rename form: `name`, trimmed, 1 to `MAX_LOCK_NAME` characters. */
export function readLockNameForm(body: unknown): LockNameReading {
  const name = textField(body, 'name', 256).trim();
  if (name === '') return { name, problem: 'nameMissing' };
  if ([...name].length > MAX_LOCK_NAME) return { name, problem: 'nameTooLong' };
  return { name, problem: null };
}
