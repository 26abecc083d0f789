import {
  documentedPayload,
  documentedProperties,
  expectEveryDocumentedPropertyRead,
} from './documented-properties.spec-helper';
import { LogEntry } from './log-entry';

/** A log entry as the lock API's `SmartlockLog` schema describes it (every documented property). */
function logPayload(): Record<string, unknown> {
  return {
    id: '6553f1a2b4c3d2e1f0a9b8c7',
    smartlockId: 17_123_456_789,
    deviceType: 2,
    accountUserId: 2002,
    authId: '6553f0ffb4c3d2e1f0a9b8aa',
    name: 'Anna',
    action: 1,
    trigger: 5,
    state: 0,
    autoUnlock: true,
    date: '2026-11-20T07:59:58.000Z',
    openerLog: {
      activeCm: false,
      activeRto: true,
      source: 2,
      flagGeoFence: false,
      flagForce: false,
      flagDoorbellSuppression: true,
    },
    ajarTimeout: 5,
    source: 1,
    error: 'Motor blocked',
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_ENTRY = {
  id: '',
  smartlockId: null,
  deviceType: null,
  accountUserId: null,
  authId: null,
  authType: null,
  name: null,
  action: null,
  trigger: null,
  state: null,
  autoUnlock: false,
  date: null,
  openerLog: null,
  ajarTimeout: null,
  source: null,
  error: null,
  raw: {},
};

describe('LogEntry', () => {
  it('reads every field of a log payload', () => {
    const payload = logPayload();
    const entry = LogEntry.fromArray(payload);

    expect(entry).toEqual({
      id: '6553f1a2b4c3d2e1f0a9b8c7',
      smartlockId: 17_123_456_789,
      deviceType: 2,
      accountUserId: 2002,
      authId: '6553f0ffb4c3d2e1f0a9b8aa',
      authType: null,
      name: 'Anna',
      action: 1,
      trigger: 5,
      state: 0,
      autoUnlock: true,
      date: '2026-11-20T07:59:58.000Z',
      openerLog: {
        activeCm: false,
        activeRto: true,
        source: 2,
        flagGeoFence: false,
        flagForce: false,
        flagDoorbellSuppression: true,
      },
      ajarTimeout: 5,
      source: 1,
      error: 'Motor blocked',
      raw: payload,
    });
  });

  it('has a field for every property the OpenAPI documents for SmartlockLog', () => {
    const payload = documentedPayload('SmartlockLog');
    const entry = LogEntry.fromArray(payload);

    expectEveryDocumentedPropertyRead(entry, 'SmartlockLog', payload, entry.raw);
  });

  it("gives openerLog as the frozen raw's own object, without a copy", () => {
    const entry = LogEntry.fromArray(logPayload());

    expect(entry.openerLog).toBe(entry.raw.openerLog);
    expect(Object.isFrozen(entry.openerLog)).toBe(true);
    expect(() => {
      // @ts-expect-error the nested object is readonly
      entry.openerLog!.activeRto = false;
    }).toThrow(TypeError);
    expect(entry.openerLog?.activeRto).toBe(true);
  });

  it('reads authType from the payload only, never from deviceType (the OpenAPI documents no authType)', () => {
    expect(documentedProperties('SmartlockLog')).not.toContain('authType');
    expect(LogEntry.fromArray(logPayload()).authType).toBeNull();
    expect(LogEntry.fromArray({ ...logPayload(), authType: 13 }).authType).toBe(13);
  });

  it('converts numeric ids to text', () => {
    const entry = LogEntry.fromArray({ id: 987, authId: 55 });

    expect(entry.id).toBe('987');
    expect(entry.authId).toBe('55');
  });

  it('gives an empty id and null or false for an empty payload', () => {
    expect(LogEntry.fromArray({})).toEqual(EMPTY_ENTRY);
  });

  it.each([null, undefined, 'text', 3, [{ id: 'x' }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(LogEntry.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_ENTRY);
    },
  );

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
      deviceType: '2',
      openerLog: [{ activeRto: true }],
      ajarTimeout: '5',
      source: '1',
      error: { message: 'Motor blocked' },
    });

    expect(entry).toMatchObject({
      id: '',
      smartlockId: null,
      deviceType: null,
      openerLog: null,
      ajarTimeout: null,
      error: null,
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
    const openerLog = { activeRto: true };
    const payload: Record<string, unknown> = { ...logPayload(), openerLog };
    const entry = LogEntry.fromArray(payload);

    payload.name = 'Bob';
    openerLog.activeRto = false;

    expect(entry.name).toBe('Anna');
    expect(entry.raw.name).toBe('Anna');
    expect(entry.raw.openerLog).toEqual({ activeRto: true });
    expect(entry.openerLog).toEqual({ activeRto: true });
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
