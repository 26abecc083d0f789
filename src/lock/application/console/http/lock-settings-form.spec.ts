import { SmartLock } from '../../../data/smart-lock';
import { deviceSettings } from '../../../../testing/lock-sandbox-seed-settings';
import {
  LOCK_TIME_ZONES,
  lockSettingsFieldsOf,
  lockSettingsValuesOf,
  readAdminPinForm,
  readLockNameForm,
  readLockSettingsForm,
} from './lock-settings-form';

const PLACE = { name: 'Door', latitude: 52.1, longitude: 4.3, intercomId: 811 };

/** A device of the type as the sandbox seeds it, with `changes` over its settings objects. */
function lockOf(type: number, changes: Record<string, Record<string, unknown>> = {}): SmartLock {
  const settings = deviceSettings(type, PLACE) as unknown as Record<string, Record<string, unknown>>;
  for (const [part, fields] of Object.entries(changes)) settings[part] = { ...settings[part], ...fields };
  return SmartLock.fromArray({ smartlockId: 7, type, name: 'Door', ...settings });
}

/** The lock's form as first shown, as posted text (an unticked box left out), with `changes`. */
function formOf(lock: SmartLock, changes: Record<string, string | string[] | undefined> = {}) {
  const form: Record<string, string | string[] | undefined> = {};
  for (const [name, value] of Object.entries(lockSettingsValuesOf(lock))) {
    if (typeof value === 'boolean') form[name] = value ? '1' : undefined;
    else if (name === 'doorbellSuppression') form[name] = [1, 2, 4].filter((bit) => value & bit).map(String);
    else form[name] = String(value);
  }
  return Object.fromEntries(
    Object.entries({ ...form, ...changes }).filter(([, value]) => value !== undefined),
  );
}

describe('the lock settings form', () => {
  it('has the sections of each device type', () => {
    const names = (type: number) => lockSettingsFieldsOf(lockOf(type)).map((field) => field.name);
    expect(names(0)).toEqual(
      expect.arrayContaining(['autoLock', 'autoLockTimeout', 'lngTimeout', 'timezoneId']),
    );
    expect(names(0)).not.toContain('rtoTimeout');
    expect(names(0)).not.toContain('ledBrightness');
    expect(names(2)).toEqual(expect.arrayContaining(['rtoTimeout', 'disableRtoAfterRing', 'soundLevel']));
    expect(names(2)).not.toContain('autoLock');
    expect(names(3)).toEqual(
      expect.arrayContaining(['ledBrightness', 'autoUnlatch', 'buzzerVolume', 'autoLock']),
    );
  });

  it('knows the 46 time zones of the lock API, Europe/Berlin as 37', () => {
    expect(LOCK_TIME_ZONES).toHaveLength(46);
    expect(LOCK_TIME_ZONES[37]).toBe('Europe/Berlin');
  });

  it('merges a change into the current settings object, read-only fields left out, unchanged parts not sent', () => {
    const lock = lockOf(0);
    const reading = readLockSettingsForm(formOf(lock, { ledEnabled: undefined, timezoneId: '40' }), lock);

    expect(reading.problem).toBeNull();
    expect(Object.keys(reading.updates ?? {})).toEqual(['config']);
    expect(reading.updates?.config).toMatchObject({
      name: 'Door',
      latitude: 52.1,
      singleLock: false,
      timezoneOffset: 60,
      ledEnabled: false,
      timezoneId: 40,
    });
    expect(reading.updates?.config).not.toHaveProperty('keypadPaired');
    expect(reading.risks).toEqual([]);
  });

  it('reads an unticked switch as off and a bitmask from its boxes', () => {
    const lock = lockOf(2);
    const reading = readLockSettingsForm(
      formOf(lock, { soundConfirmation: undefined, doorbellSuppression: ['1', '4'] }),
      lock,
    );

    expect(reading.updates?.openerAdvancedConfig).toMatchObject({
      soundConfirmation: 0,
      doorbellSuppression: 5,
    });
    expect(reading.updates?.openerAdvancedConfig).not.toHaveProperty('intercomId');
  });

  it.each([
    ['autoLockTimeout', '3601', { autoLock: '1' }],
    ['autoLockTimeout', '1', { autoLock: '1' }],
    ['autoLockTimeout', '2.5', { autoLock: '1' }],
    ['timezoneId', '46', {}],
    ['unlatchDuration', '2', {}],
    ['singleButtonPressAction', '7', {}],
  ])('refuses %s = %s, naming the field, and sends nothing', (field, value, extra) => {
    const lock = lockOf(0);
    const reading = readLockSettingsForm(formOf(lock, { ...extra, [field]: value }), lock);

    expect(reading.problem?.field).toBe(field);
    expect(reading.updates).toBeNull();
  });

  it("keeps a lock's current choice the list lacks (a time zone of none), refusing only a new one", () => {
    const lock = lockOf(0, { config: { timezoneId: 65535 } });

    expect(readLockSettingsForm(formOf(lock, { ledEnabled: undefined }), lock).updates?.config).toMatchObject(
      {
        timezoneId: 65535,
        ledEnabled: false,
      },
    );
    expect(readLockSettingsForm(formOf(lock, { timezoneId: '65534' }), lock).problem?.field).toBe(
      'timezoneId',
    );
  });

  it("keeps a current number out of the form's range, refusing only a new one out of it", () => {
    const lock = lockOf(2, { openerAdvancedConfig: { rtoTimeout: 600 } });

    expect(readLockSettingsForm(formOf(lock, { soundLevel: '100' }), lock).problem).toBeNull();
    expect(readLockSettingsForm(formOf(lock, { rtoTimeout: '601' }), lock).problem?.field).toBe('rtoTimeout');
  });

  it('refuses turning auto-lock on with the wait it had while off (0)', () => {
    const lock = lockOf(0);
    expect(
      readLockSettingsForm(formOf(lock, { autoLock: '1', autoLockTimeout: '0' }), lock).problem?.field,
    ).toBe('autoLockTimeout');
  });

  it('ignores the auto-lock timeout while auto-lock stays off', () => {
    const lock = lockOf(0);
    const reading = readLockSettingsForm(formOf(lock, { autoLockTimeout: 'never' }), lock);

    expect(reading.problem).toBeNull();
    expect(reading.updates).toEqual({});
  });

  it.each([
    ['auto-lock off', 3, { autoLock: undefined }, ['autoLockOff']],
    ['a longer auto-lock', 3, { autoLockTimeout: '600' }, ['autoLockLonger']],
    ['unlatching on every unlock', 3, { autoUnlatch: undefined }, []],
    ['a longer ring to open', 2, { rtoTimeout: '45' }, ['ringToOpenLonger']],
    ['ring to open kept after a ring', 2, { disableRtoAfterRing: undefined }, ['ringToOpenAfterRing']],
    ['a button that opens', 2, { singleButtonPressAction: '7', doubleButtonPressAction: '0' }, []],
    ['a shorter ring to open', 2, { rtoTimeout: '5' }, []],
  ])('asks first for %s (and only for what opens the door)', (_case, type, changes, risks) => {
    const lock = lockOf(type);
    expect(readLockSettingsForm(formOf(lock, changes), lock).risks).toEqual(risks);
  });

  it('asks before a button that did nothing opens the door, or a smart door starts unlatching', () => {
    const opener = lockOf(2, { openerAdvancedConfig: { singleButtonPressAction: 0 } });
    const door = lockOf(3, { config: { autoUnlatch: false } });

    expect(readLockSettingsForm(formOf(opener, { singleButtonPressAction: '7' }), opener).risks).toEqual([
      'buttonOpens',
    ]);
    expect(readLockSettingsForm(formOf(door, { autoUnlatch: '1' }), door).risks).toEqual(['autoUnlatchOn']);
  });
});

describe('the admin PIN form', () => {
  it.each([
    [{ pin: '0000', repeat: '0000', understood: '1' }, 0],
    [{ pin: '9999', repeat: '9999', understood: '1' }, 9999],
  ])('takes four digits typed twice and confirmed', (body, pin) => {
    expect(readAdminPinForm(body)).toEqual({ pin, problem: null });
  });

  it.each([
    [{ pin: '123', repeat: '123', understood: '1' }, 'pinFormat'],
    [{ pin: '12345', repeat: '12345', understood: '1' }, 'pinFormat'],
    [{ pin: '12a4', repeat: '12a4', understood: '1' }, 'pinFormat'],
    [{ pin: '1234', repeat: '1243', understood: '1' }, 'pinMismatch'],
    [{ pin: '1234', repeat: '1234' }, 'pinNotConfirmed'],
  ])('refuses %j', (body, problem) => {
    expect(readAdminPinForm(body)).toEqual({ pin: null, problem });
  });
});

describe('the rename form', () => {
  it('takes a trimmed name of 1 to 32 characters', () => {
    expect(readLockNameForm({ name: '  Main Door ' })).toEqual({ name: 'Main Door', problem: null });
    expect(readLockNameForm({ name: ' ' }).problem).toBe('nameMissing');
    expect(readLockNameForm({ name: 'x'.repeat(33) }).problem).toBe('nameTooLong');
  });
});
