import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';
import { SmartLock } from './smart-lock';

/** A smartlock as the lock API's `Smartlock` schema describes it (every documented property), `state` nested. */
function smartlockPayload(): Record<string, unknown> {
  return {
    smartlockId: 17_123_456_789,
    accountId: 4321,
    type: 4,
    lmType: 0,
    authId: 1001,
    name: 'Front door',
    favorite: true,
    config: { name: 'Front door', latitude: 52.37, longitude: 4.89, autoUnlatch: false },
    advancedConfig: { totalDegrees: 900, lngTimeout: 20 },
    openerAdvancedConfig: { intercomId: 0, busModeSwitch: 0 },
    smartdoorAdvancedConfig: { lngTimeout: 20, singleButtonPressAction: 1 },
    webConfig: { batteryWarningPerMailEnabled: true, dismissedLiftUpHandleWarning: [4321] },
    state: {
      mode: 2,
      state: 1,
      trigger: 0,
      lastAction: 2,
      batteryCritical: false,
      batteryCharging: true,
      batteryCharge: 87,
      keypadBatteryCritical: true,
      doorsensorBatteryCritical: false,
      doorState: 2,
      ringToOpenTimer: 0,
      ringToOpenEnd: '2026-11-20T18:00:00.000Z',
      nightMode: true,
      operationId: 'state-operation-1',
    },
    firmwareVersion: 197_121,
    hardwareVersion: 1280,
    operationId: 'operation-1',
    serverState: 0,
    adminPinState: 1,
    virtualDevice: true,
    creationDate: '2024-03-01T08:15:30.000Z',
    updateDate: '2026-11-20T17:45:12.345Z',
    error: 'Smart Lock is offline',
    previousSubscriptions: [{ type: 'B2B', state: 'EXPIRED', shsSubscriptionType: 'STANDARD' }],
    currentSubscription: { type: 'B2B', state: 'ACTIVE', shsSubscriptionType: 'BUSINESS' },
    region: 1,
    mountingVariant: 2,
    opener: false,
    box: false,
    smartDoor: false,
    keyturner: true,
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_LOCK = {
  smartlockId: null,
  accountId: null,
  type: null,
  lmType: null,
  authId: null,
  name: null,
  favourite: false,
  config: null,
  advancedConfig: null,
  openerAdvancedConfig: null,
  smartdoorAdvancedConfig: null,
  webConfig: null,
  state: null,
  stateName: null,
  mode: null,
  trigger: null,
  lastAction: null,
  batteryCharge: null,
  batteryCritical: false,
  batteryCharging: false,
  keypadBatteryCritical: false,
  doorsensorBatteryCritical: false,
  firmwareVersion: null,
  hardwareVersion: null,
  doorState: null,
  ringToOpenTimer: null,
  ringToOpenEnd: null,
  nightMode: false,
  stateOperationId: null,
  operationId: null,
  serverState: null,
  adminPinState: null,
  virtualDevice: false,
  creationDate: null,
  updateDate: null,
  error: null,
  previousSubscriptions: null,
  currentSubscription: null,
  region: null,
  mountingVariant: null,
  opener: false,
  box: false,
  smartDoor: false,
  keyturner: false,
  raw: {},
};

function lockOf(fields: Record<string, unknown>): SmartLock {
  return SmartLock.fromArray(fields);
}

describe('SmartLock', () => {
  it('has the device type constants', () => {
    expect(SmartLock.TYPE_SMARTLOCK).toBe(0);
    expect(SmartLock.TYPE_OPENER).toBe(2);
    expect(SmartLock.TYPE_SMARTDOOR).toBe(3);
    expect(SmartLock.TYPE_SMARTLOCK_3).toBe(4);
  });

  describe('fromArray', () => {
    it('reads every field of a nested payload, flattening its state', () => {
      const payload = smartlockPayload();
      const lock = SmartLock.fromArray(payload);

      expect(lock).toEqual({
        smartlockId: 17_123_456_789,
        accountId: 4321,
        type: 4,
        lmType: 0,
        authId: 1001,
        name: 'Front door',
        favourite: true,
        config: { name: 'Front door', latitude: 52.37, longitude: 4.89, autoUnlatch: false },
        advancedConfig: { totalDegrees: 900, lngTimeout: 20 },
        openerAdvancedConfig: { intercomId: 0, busModeSwitch: 0 },
        smartdoorAdvancedConfig: { lngTimeout: 20, singleButtonPressAction: 1 },
        webConfig: { batteryWarningPerMailEnabled: true, dismissedLiftUpHandleWarning: [4321] },
        state: 1,
        stateName: 'locked',
        mode: 2,
        trigger: 0,
        lastAction: 2,
        batteryCharge: 87,
        batteryCritical: false,
        batteryCharging: true,
        keypadBatteryCritical: true,
        doorsensorBatteryCritical: false,
        firmwareVersion: 197_121,
        hardwareVersion: 1280,
        doorState: 2,
        ringToOpenTimer: 0,
        ringToOpenEnd: '2026-11-20T18:00:00.000Z',
        nightMode: true,
        stateOperationId: 'state-operation-1',
        operationId: 'operation-1',
        serverState: 0,
        adminPinState: 1,
        virtualDevice: true,
        creationDate: '2024-03-01T08:15:30.000Z',
        updateDate: '2026-11-20T17:45:12.345Z',
        error: 'Smart Lock is offline',
        previousSubscriptions: [{ type: 'B2B', state: 'EXPIRED', shsSubscriptionType: 'STANDARD' }],
        currentSubscription: { type: 'B2B', state: 'ACTIVE', shsSubscriptionType: 'BUSINESS' },
        region: 1,
        mountingVariant: 2,
        opener: false,
        box: false,
        smartDoor: false,
        keyturner: true,
        raw: payload,
      });
    });

    it('has a field for every property the OpenAPI documents for Smartlock and Smartlock.State', () => {
      const state = documentedPayload('Smartlock.State');
      const payload = { ...documentedPayload('Smartlock'), state };
      const lock = SmartLock.fromArray(payload);

      // `state` is flattened: its properties are checked against Smartlock.State below.
      expectEveryDocumentedPropertyRead(lock, 'Smartlock', payload, lock.raw, {
        renamed: { favorite: 'favourite' },
        untyped: { state: 'flattened into the fields of Smartlock.State' },
      });
      expectEveryDocumentedPropertyRead(
        lock,
        'Smartlock.State',
        state,
        lock.raw.state as Record<string, unknown>,
        {
          renamed: { operationId: 'stateOperationId' },
        },
      );
    });

    it("gives the nested objects and lists as the frozen raw's own, without a copy", () => {
      const lock = SmartLock.fromArray(smartlockPayload());

      for (const field of [
        'config',
        'advancedConfig',
        'openerAdvancedConfig',
        'smartdoorAdvancedConfig',
        'webConfig',
        'previousSubscriptions',
        'currentSubscription',
      ] as const) {
        expect([field, lock[field]]).toEqual([field, expect.any(Object)]);
        expect(lock[field]).toBe(lock.raw[field]);
        expect(Object.isFrozen(lock[field])).toBe(true);
      }
      expect(lock.previousSubscriptions?.[0]).toBe((lock.raw.previousSubscriptions as unknown[])[0]);
      expect(() => {
        // @ts-expect-error the nested objects are readonly at every depth
        lock.config!.name = 'Back door';
      }).toThrow(TypeError);
      expect(() => {
        // @ts-expect-error a nested list is readonly too
        lock.webConfig!.dismissedLiftUpHandleWarning!.push(1);
      }).toThrow('not extensible');
      expect(lock.config?.name).toBe('Front door');
    });

    it('keeps only the object items of a subscription list, in a frozen list', () => {
      const subscription = { type: 'B2C', state: 'ACTIVE' };
      const lock = lockOf({ previousSubscriptions: [subscription, 3, null, 'x', [subscription]] });

      expect(lock.previousSubscriptions).toEqual([subscription]);
      expect(lock.previousSubscriptions?.[0]).toBe((lock.raw.previousSubscriptions as unknown[])[0]);
      expect(Object.isFrozen(lock.previousSubscriptions)).toBe(true);
    });

    it("reads the state's operation id apart from the top-level one; a flat payload has only the top-level one", () => {
      expect(lockOf({ operationId: 'top', state: { operationId: 'inner' } })).toMatchObject({
        operationId: 'top',
        stateOperationId: 'inner',
      });
      expect(lockOf({ operationId: 'top', state: 1 })).toMatchObject({
        operationId: 'top',
        stateOperationId: 'top',
      });
    });

    it('reads a flat payload where state is a number', () => {
      const lock = lockOf({
        smartlockId: 5,
        type: 0,
        state: 3,
        mode: 2,
        trigger: 1,
        lastAction: 1,
        batteryCharge: 40,
        batteryCritical: true,
        batteryCharging: true,
        keypadBatteryCritical: true,
        doorsensorBatteryCritical: true,
        doorState: 3,
        nightMode: true,
      });

      expect(lock.state).toBe(3);
      expect([lock.mode, lock.trigger, lock.lastAction, lock.nightMode]).toEqual([2, 1, 1, true]);
      expect(lock.stateName).toBe('unlocked');
      expect(lock.batteryCharge).toBe(40);
      expect(lock.batteryCritical).toBe(true);
      expect(lock.batteryCharging).toBe(true);
      expect(lock.keypadBatteryCritical).toBe(true);
      expect(lock.doorsensorBatteryCritical).toBe(true);
      expect(lock.doorState).toBe(3);
      expect(lock.raw).toEqual({
        smartlockId: 5,
        type: 0,
        state: 3,
        mode: 2,
        trigger: 1,
        lastAction: 1,
        nightMode: true,
        batteryCharge: 40,
        batteryCritical: true,
        batteryCharging: true,
        keypadBatteryCritical: true,
        doorsensorBatteryCritical: true,
        doorState: 3,
      });
    });

    it('keeps raw as received, state still nested', () => {
      const lock = SmartLock.fromArray(smartlockPayload());

      expect(lock.raw.state).toEqual(smartlockPayload().state);
      expect(lock.raw.config).toEqual(smartlockPayload().config);
    });

    it.each([
      [{ favorite: true }, true],
      [{ favourite: true }, true],
      [{ favorite: false }, false],
      [{ favourite: false }, false],
      [{}, false],
      [{ favorite: 'true' }, false],
    ])('reads the favourite flag of %p as %p', (fields, expected) => {
      expect(lockOf(fields).favourite).toBe(expected);
    });

    it('gives null and false for an empty payload', () => {
      expect(lockOf({})).toEqual(EMPTY_LOCK);
    });

    it('reads fields of a wrong type as null or false, without throwing', () => {
      const lock = lockOf({
        smartlockId: '17',
        accountId: true,
        type: '4',
        authId: {},
        name: 12,
        lmType: '1',
        config: 'Front door',
        advancedConfig: [{ lngTimeout: 20 }],
        openerAdvancedConfig: null,
        smartdoorAdvancedConfig: 7,
        webConfig: true,
        state: {
          state: '1',
          mode: '2',
          trigger: null,
          lastAction: [],
          batteryCharge: '87',
          batteryCritical: 'yes',
          doorState: null,
          ringToOpenTimer: '0',
          ringToOpenEnd: 0,
          nightMode: 'true',
          operationId: 5,
        },
        firmwareVersion: '3.2.1',
        operationId: {},
        serverState: [],
        adminPinState: '0',
        virtualDevice: 1,
        creationDate: 1_700_000_000,
        error: { message: 'offline' },
        previousSubscriptions: { type: 'B2B' },
        currentSubscription: [{ type: 'B2B' }],
        region: '1',
        mountingVariant: false,
        opener: 'false',
        keyturner: 1,
      });

      expect(lock.smartlockId).toBeNull();
      expect(lock.accountId).toBeNull();
      expect(lock.type).toBeNull();
      expect(lock.authId).toBeNull();
      expect(lock.name).toBeNull();
      expect(lock.state).toBeNull();
      expect(lock.stateName).toBeNull();
      expect(lock.batteryCharge).toBeNull();
      expect(lock.batteryCritical).toBe(false);
      expect(lock.doorState).toBeNull();
      expect(lock.firmwareVersion).toBeNull();
      expect(lock.serverState).toBeNull();
      expect(lock.creationDate).toBeNull();
      expect(lock).toMatchObject({
        lmType: null,
        config: null,
        advancedConfig: null,
        openerAdvancedConfig: null,
        smartdoorAdvancedConfig: null,
        webConfig: null,
        mode: null,
        trigger: null,
        lastAction: null,
        ringToOpenTimer: null,
        ringToOpenEnd: null,
        nightMode: false,
        stateOperationId: null,
        operationId: null,
        adminPinState: null,
        virtualDevice: false,
        error: null,
        previousSubscriptions: null,
        currentSubscription: null,
        region: null,
        mountingVariant: null,
        opener: false,
        keyturner: false,
      });
    });

    it.each([null, undefined, 'text', 3, [{ smartlockId: 5 }]])(
      'gives empty fields, without throwing, for input %p that is no object',
      (input) => {
        expect(SmartLock.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_LOCK);
      },
    );
  });

  describe('stateName', () => {
    it('prefers the payload stateName, at the top or inside state', () => {
      expect(lockOf({ type: 4, state: 1, stateName: 'closed tight' }).stateName).toBe('closed tight');
      expect(lockOf({ type: 4, state: { state: 1, stateName: 'closed tight' } }).stateName).toBe(
        'closed tight',
      );
    });

    it.each([
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
    ])('names state %p of a lock-type device %p', (state, name) => {
      for (const type of [0, 3, 4]) expect(lockOf({ type, state: { state } }).stateName).toBe(name);
    });

    it.each([
      [0, 'untrained'],
      [1, 'online'],
      [3, 'ring to open active'],
      [5, 'open'],
      [7, 'opening'],
      [253, 'boot run'],
      [255, 'undefined'],
    ])('names state %p of an opener %p', (state, name) => {
      expect(lockOf({ type: 2, state: { state } }).stateName).toBe(name);
    });

    it.each([
      [4, 8],
      [0, 100],
      [2, 2],
      [2, 6],
      [1, 1],
      [null, 1],
      [9, 1],
      [4, null],
    ])('is null for type %p and state %p (undocumented, a box, or unknown)', (type, state) => {
      expect(lockOf({ type, state: { state } }).stateName).toBeNull();
    });
  });

  describe('isLocked / isUnlocked', () => {
    const lockTypes = [SmartLock.TYPE_SMARTLOCK, SmartLock.TYPE_SMARTDOOR, SmartLock.TYPE_SMARTLOCK_3];
    const cases: [number | null, boolean, boolean][] = [
      [0, false, false],
      [1, true, false],
      [2, false, false],
      [3, false, true],
      [4, false, false],
      [5, false, true],
      [6, false, true],
      [7, false, false],
      [224, false, false],
      [254, false, false],
      [255, false, false],
      [null, false, false],
    ];

    it.each(cases)(
      'for a lock-type device in state %p: locked %p, unlocked %p',
      (state, locked, unlocked) => {
        for (const type of lockTypes) {
          const lock = lockOf({ type, state: { state } });
          expect([type, lock.isLocked(), lock.isUnlocked()]).toEqual([type, locked, unlocked]);
        }
      },
    );

    it.each(cases.map(([state]) => state))(
      'an opener, a box or an unknown type is neither in state %p',
      (state) => {
        for (const type of [SmartLock.TYPE_OPENER, 1, 9, null]) {
          const lock = lockOf({ type, state: { state } });
          expect([type, lock.isLocked(), lock.isUnlocked()]).toEqual([type, false, false]);
        }
      },
    );

    it('reads a flat payload the same way', () => {
      expect(lockOf({ type: 0, state: 1 }).isLocked()).toBe(true);
      expect(lockOf({ type: 0, state: 5 }).isUnlocked()).toBe(true);
    });
  });

  describe('doorStateLabel', () => {
    it.each([
      [0, 'Door sensor unavailable', 'Deursensor niet beschikbaar'],
      [1, 'Door sensor deactivated', 'Deursensor uitgeschakeld'],
      [2, 'Door closed', 'Deur gesloten'],
      [3, 'Door open', 'Deur open'],
      [4, 'Door state unknown', 'Deurstatus onbekend'],
      [5, 'Door sensor calibrating', 'Deursensor wordt gekalibreerd'],
      [16, 'Door sensor not calibrated', 'Deursensor niet gekalibreerd'],
      [240, 'Door sensor removed', 'Deursensor verwijderd'],
      [255, 'Door state unknown', 'Deurstatus onbekend'],
      [null, 'Door state unknown', 'Deurstatus onbekend'],
      [42, 'Door state unknown', 'Deurstatus onbekend'],
    ])('labels door state %p as %p in English and %p in Dutch', (doorState, en, nl) => {
      const lock = lockOf({ type: 4, state: { state: 1, doorState } });

      expect(lock.doorStateLabel()).toBe(en);
      expect(lock.doorStateLabel('en')).toBe(en);
      expect(lock.doorStateLabel('nl')).toBe(nl);
    });

    it('reads locale strings like nl-NL and falls back to English for an unknown locale', () => {
      const lock = lockOf({ state: { doorState: 3 } });

      expect(lock.doorStateLabel('nl-NL')).toBe('Deur open');
      expect(lock.doorStateLabel('NL')).toBe('Deur open');
      expect(lock.doorStateLabel('de-DE')).toBe('Tür offen');
      expect(lock.doorStateLabel('es')).toBe('Puerta abierta');
      expect(lock.doorStateLabel('fr')).toBe('Door open');
      expect(lock.doorStateLabel('')).toBe('Door open');
    });
  });

  describe('immutability', () => {
    it('is frozen, and so is raw down to its nested objects', () => {
      const lock = SmartLock.fromArray(smartlockPayload());

      expect(Object.isFrozen(lock)).toBe(true);
      expect(Object.isFrozen(lock.raw)).toBe(true);
      expect(Object.isFrozen(lock.raw.state)).toBe(true);
      expect(Object.isFrozen(lock.raw.config)).toBe(true);
    });

    it('refuses changes in strict mode', () => {
      const lock = SmartLock.fromArray(smartlockPayload());

      expect(() => {
        (lock as { name: string | null }).name = 'Back door';
      }).toThrow(TypeError);
      expect(() => {
        (lock.raw as Record<string, unknown>).name = 'Back door';
      }).toThrow(TypeError);
      expect(() => {
        (lock.raw.state as Record<string, unknown>).doorState = 3;
      }).toThrow(TypeError);
      expect(lock.name).toBe('Front door');
      expect(lock.raw.name).toBe('Front door');
      expect((lock.raw.state as Record<string, unknown>).doorState).toBe(2);
    });

    it('is not reached by later changes to the input', () => {
      const payload = smartlockPayload();
      const lock = SmartLock.fromArray(payload);

      payload.name = 'Back door';
      (payload.state as Record<string, unknown>).doorState = 3;

      expect(lock.name).toBe('Front door');
      expect(lock.raw.name).toBe('Front door');
      expect(lock.doorState).toBe(2);
      expect((lock.raw.state as Record<string, unknown>).doorState).toBe(2);
    });
  });
});
