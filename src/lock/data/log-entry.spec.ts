import { LogEntry } from './log-entry';

/** A log entry as the lock API's `SmartlockLog` schema describes it. */
function logPayload(): Record<string, unknown> {
  return {
    id: '6553f1a2b4c3d2e1f0a9b8c7',
    smartlockId: 17_123_456_789,
    deviceType: 0,
    accountUserId: 2002,
    authId: '6553f0ffb4c3d2e1f0a9b8aa',
    name: 'Anna',
    action: 1,
    trigger: 5,
    state: 0,
    autoUnlock: true,
    date: '2026-11-20T07:59:58.000Z',
    source: 1,
  };
}

describe('LogEntry', () => {
  it('reads every field of a log payload', () => {
    const payload = logPayload();
    const entry = LogEntry.fromArray(payload);

    expect(entry).toEqual({
      id: '6553f1a2b4c3d2e1f0a9b8c7',
      smartlockId: 17_123_456_789,
      accountUserId: 2002,
      authId: '6553f0ffb4c3d2e1f0a9b8aa',
      authType: null,
      name: 'Anna',
      action: 1,
      trigger: 5,
      state: 0,
      autoUnlock: true,
      date: '2026-11-20T07:59:58.000Z',
      source: 1,
      raw: payload,
    });
  });

  it('reads authType from the payload only, never from deviceType', () => {
    expect(LogEntry.fromArray(logPayload()).authType).toBeNull();
    expect(LogEntry.fromArray({ ...logPayload(), authType: 13 }).authType).toBe(13);
  });

  it('converts numeric ids to text', () => {
    const entry = LogEntry.fromArray({ id: 987, authId: 55 });

    expect(entry.id).toBe('987');
    expect(entry.authId).toBe('55');
  });

  it('gives an empty id and null or false for an empty payload', () => {
    expect(LogEntry.fromArray({})).toEqual({
      id: '',
      smartlockId: null,
      accountUserId: null,
      authId: null,
      authType: null,
      name: null,
      action: null,
      trigger: null,
      state: null,
      autoUnlock: false,
      date: null,
      source: null,
      raw: {},
    });
  });

  it('reads fields of a wrong type as null or false, without throwing', () => {
    const entry = LogEntry.fromArray({
      id: { $oid: 'x' },
      smartlockId: '17',
      accountUserId: false,
      authId: [],
      authType: '13',
      name: 7,
      action: '1',
      trigger: null,
      state: 'ok',
      autoUnlock: 1,
      date: 1_700_000_000,
      source: '1',
    });

    expect(entry).toMatchObject({
      id: '',
      smartlockId: null,
      accountUserId: null,
      authId: null,
      authType: null,
      name: null,
      action: null,
      trigger: null,
      state: null,
      autoUnlock: false,
      date: null,
      source: null,
    });
  });

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const openerLog = { activeRingToOpen: true };
    const payload: Record<string, unknown> = { ...logPayload(), openerLog };
    const entry = LogEntry.fromArray(payload);

    payload.name = 'Bob';
    openerLog.activeRingToOpen = false;

    expect(entry.name).toBe('Anna');
    expect(entry.raw.name).toBe('Anna');
    expect(entry.raw.openerLog).toEqual({ activeRingToOpen: true });
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry.raw.openerLog)).toBe(true);
    expect(() => {
      (entry as { action: number | null }).action = 2;
    }).toThrow(TypeError);
    expect(() => {
      (entry.raw as Record<string, unknown>).action = 2;
    }).toThrow(TypeError);
    expect(entry.action).toBe(1);
  });
});
