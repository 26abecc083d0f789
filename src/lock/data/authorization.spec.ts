import { Authorization } from './authorization';

/** An authorization as the lock API's `SmartlockAuth` schema describes it (a keypad code). */
function authPayload(): Record<string, unknown> {
  return {
    id: '6553f0ffb4c3d2e1f0a9b8aa',
    smartlockId: 17_123_456_789,
    accountUserId: 2002,
    authId: 12,
    code: 246_813,
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
  };
}

describe('Authorization', () => {
  it('reads every field of an authorization payload', () => {
    const payload = authPayload();
    const auth = Authorization.fromArray(payload);

    expect(auth).toEqual({
      id: '6553f0ffb4c3d2e1f0a9b8aa',
      smartlockId: 17_123_456_789,
      authId: 12,
      code: 246_813,
      type: 13,
      name: 'Cleaner',
      enabled: true,
      remoteAllowed: false,
      allowedFromDate: '2026-12-01T00:00:00.000Z',
      allowedUntilDate: '2027-06-30T23:59:59.000Z',
      allowedWeekDays: 84,
      lastActiveDate: '2026-11-19T09:12:00.000Z',
      creationDate: '2026-11-01T10:00:00.000Z',
      updateDate: '2026-11-02T11:30:00.000Z',
      raw: payload,
    });
  });

  it('converts a numeric id to text', () => {
    expect(Authorization.fromArray({ id: 4711 }).id).toBe('4711');
  });

  it('gives an empty id and null or false for an empty payload', () => {
    expect(Authorization.fromArray({})).toEqual({
      id: '',
      smartlockId: null,
      authId: null,
      code: null,
      type: null,
      name: null,
      enabled: false,
      remoteAllowed: false,
      allowedFromDate: null,
      allowedUntilDate: null,
      allowedWeekDays: null,
      lastActiveDate: null,
      creationDate: null,
      updateDate: null,
      raw: {},
    });
  });

  it('reads fields of a wrong type as null or false, without throwing', () => {
    const auth = Authorization.fromArray({
      id: null,
      code: '246813',
      type: '13',
      enabled: 'true',
      remoteAllowed: 1,
      allowedWeekDays: '84',
      allowedFromDate: 1_700_000_000,
    });

    expect(auth).toMatchObject({
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
    const fingerprints = { '1': 'left thumb' };
    const payload: Record<string, unknown> = { ...authPayload(), fingerprints };
    const auth = Authorization.fromArray(payload);

    payload.name = 'Gardener';
    fingerprints['1'] = 'right thumb';

    expect(auth.name).toBe('Cleaner');
    expect(auth.raw.fingerprints).toEqual({ '1': 'left thumb' });
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
