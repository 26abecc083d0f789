import { Authorization } from './authorization';
import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';

/** An authorization as the lock API's `SmartlockAuth` schema describes it (every documented property). */
function authPayload(): Record<string, unknown> {
  return {
    id: '6553f0ffb4c3d2e1f0a9b8aa',
    smartlockId: 17_123_456_789,
    accountUserId: 2002,
    authId: 12,
    code: 246_813,
    fingerprints: { '1': 'left thumb', '2': 'right index' },
    type: 13,
    name: 'Cleaner',
    enabled: true,
    remoteAllowed: false,
    lockCount: 31,
    allowedFromDate: '2026-12-01T00:00:00.000Z',
    allowedUntilDate: '2027-06-30T23:59:59.000Z',
    allowedWeekDays: 84,
    allowedFromTime: 480,
    allowedUntilTime: 1020,
    lastActiveDate: '2026-11-19T09:12:00.000Z',
    creationDate: '2026-11-01T10:00:00.000Z',
    updateDate: '2026-11-02T11:30:00.000Z',
    operationId: { timestamp: 1_763_000_000, counter: 7, date: '2026-11-13T02:13:20.000Z' },
    error: 'Keypad code already in use',
    appId: 3,
    authTypeAsString: 'KEYPAD_CODE',
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_AUTH = {
  id: '',
  smartlockId: null,
  accountUserId: null,
  authId: null,
  code: null,
  fingerprints: null,
  type: null,
  name: null,
  enabled: false,
  remoteAllowed: false,
  lockCount: null,
  allowedFromDate: null,
  allowedUntilDate: null,
  allowedWeekDays: null,
  allowedFromTime: null,
  allowedUntilTime: null,
  lastActiveDate: null,
  creationDate: null,
  updateDate: null,
  operationId: null,
  error: null,
  appId: null,
  authTypeAsString: null,
  raw: {},
};

describe('Authorization', () => {
  it('reads every field of an authorization payload', () => {
    const payload = authPayload();
    const auth = Authorization.fromArray(payload);

    expect(auth).toEqual({
      id: '6553f0ffb4c3d2e1f0a9b8aa',
      smartlockId: 17_123_456_789,
      accountUserId: 2002,
      authId: 12,
      code: 246_813,
      fingerprints: { '1': 'left thumb', '2': 'right index' },
      type: 13,
      name: 'Cleaner',
      enabled: true,
      remoteAllowed: false,
      lockCount: 31,
      allowedFromDate: '2026-12-01T00:00:00.000Z',
      allowedUntilDate: '2027-06-30T23:59:59.000Z',
      allowedWeekDays: 84,
      allowedFromTime: 480,
      allowedUntilTime: 1020,
      lastActiveDate: '2026-11-19T09:12:00.000Z',
      creationDate: '2026-11-01T10:00:00.000Z',
      updateDate: '2026-11-02T11:30:00.000Z',
      operationId: { timestamp: 1_763_000_000, counter: 7, date: '2026-11-13T02:13:20.000Z' },
      error: 'Keypad code already in use',
      appId: 3,
      authTypeAsString: 'KEYPAD_CODE',
      raw: payload,
    });
  });

  it('has a field for every property the OpenAPI documents for SmartlockAuth', () => {
    const payload = documentedPayload('SmartlockAuth');
    const auth = Authorization.fromArray(payload);

    expectEveryDocumentedPropertyRead(auth, 'SmartlockAuth', payload, auth.raw);
  });

  it("gives fingerprints and operationId as the frozen raw's own objects, without a copy", () => {
    const auth = Authorization.fromArray(authPayload());

    expect(auth.fingerprints).toBe(auth.raw.fingerprints);
    expect(auth.operationId).toBe(auth.raw.operationId);
    expect(Object.isFrozen(auth.fingerprints)).toBe(true);
    expect(Object.isFrozen(auth.operationId)).toBe(true);
    expect(() => {
      // @ts-expect-error the nested object is readonly
      auth.fingerprints!['1'] = 'right thumb';
    }).toThrow(TypeError);
    expect(auth.fingerprints?.['1']).toBe('left thumb');
  });

  it('converts a numeric id to text', () => {
    expect(Authorization.fromArray({ id: 4711 }).id).toBe('4711');
  });

  it('gives an empty id and null or false for an empty payload', () => {
    expect(Authorization.fromArray({})).toEqual(EMPTY_AUTH);
  });

  it.each([null, undefined, 'text', 3, [{ id: 'x' }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(Authorization.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_AUTH);
    },
  );

  it('reads fields of a wrong type as null or false, without throwing', () => {
    const auth = Authorization.fromArray({
      id: null,
      code: '246813',
      type: '13',
      enabled: 'true',
      remoteAllowed: 1,
      allowedWeekDays: '84',
      allowedFromDate: 1_700_000_000,
      accountUserId: '2002',
      fingerprints: ['left thumb'],
      lockCount: null,
      allowedFromTime: '480',
      allowedUntilTime: true,
      operationId: '6553f0ffb4c3d2e1f0a9b8ff',
      error: 500,
      appId: '3',
      authTypeAsString: 13,
    });

    expect(auth).toMatchObject({
      accountUserId: null,
      fingerprints: null,
      lockCount: null,
      allowedFromTime: null,
      allowedUntilTime: null,
      operationId: null,
      error: null,
      appId: null,
      authTypeAsString: null,
      id: '',
      code: null,
      type: null,
      enabled: false,
      remoteAllowed: false,
      allowedWeekDays: null,
      allowedFromDate: null,
    });
  });

  describe('allowedDays', () => {
    it.each([
      [84, ['ma', 'wo', 'vr']],
      [127, ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']],
      [3, ['za', 'zo']],
      [0, []],
    ])('gives the days of mask %p', (allowedWeekDays, days) => {
      expect(Authorization.fromArray({ allowedWeekDays }).allowedDays()).toEqual(days);
    });

    it.each([undefined, null, '84', 128, -1, 2.5])(
      'is empty, without throwing, for the mask %p',
      (allowedWeekDays) => {
        expect(Authorization.fromArray({ allowedWeekDays }).allowedDays()).toEqual([]);
      },
    );
  });

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const fingerprints: Record<string, string> = { '1': 'left thumb' };
    const payload: Record<string, unknown> = { ...authPayload(), fingerprints };
    const auth = Authorization.fromArray(payload);

    payload.name = 'Gardener';
    fingerprints['1'] = 'right thumb';

    expect(auth.name).toBe('Cleaner');
    expect(auth.raw.fingerprints).toEqual({ '1': 'left thumb' });
    expect(auth.fingerprints).toEqual({ '1': 'left thumb' });
    expect(Object.isFrozen(auth)).toBe(true);
    expect(Object.isFrozen(auth.raw.fingerprints)).toBe(true);
    expect(() => {
      (auth as { enabled: boolean }).enabled = false;
    }).toThrow(TypeError);
    expect(() => {
      (auth.raw as Record<string, unknown>).code = 111_111;
    }).toThrow(TypeError);
    expect(auth.enabled).toBe(true);
    expect(auth.raw.code).toBe(246_813);
  });
});
