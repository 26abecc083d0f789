import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';
import { OpenerIntercom } from './opener-intercom';

/** An intercom model as the lock API's `OpenerIntercomModel` schema describes it (every documented property). */
function intercomPayload(): Record<string, unknown> {
  return {
    intercomId: 345,
    brandId: 12,
    type: 2,
    model: 'HTA 711-01',
    verified: 1,
    conGndBus: 'b',
    conBusAudio: 'a',
    conAudioout: '',
    conDoorbellPlus: '',
    conDoorbellMinus: '',
    conOpendoor: 'c',
    conGndAnalogue: '',
    busModeSwitch: 1,
    busModeSwitchShortCircuitDuration: 50,
    creationDate: '2020-05-01T00:00:00.000Z',
    updateDate: '2024-02-01T00:00:00.000Z',
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_INTERCOM = {
  intercomId: null,
  brandId: null,
  type: null,
  model: null,
  verified: null,
  conGndBus: null,
  conBusAudio: null,
  conAudioout: null,
  conDoorbellPlus: null,
  conDoorbellMinus: null,
  conOpendoor: null,
  conGndAnalogue: null,
  busModeSwitch: null,
  busModeSwitchShortCircuitDuration: null,
  creationDate: null,
  updateDate: null,
  raw: {},
};

describe('OpenerIntercom', () => {
  it('reads every field of an intercom payload, empty connection texts as they are', () => {
    const payload = intercomPayload();

    expect(OpenerIntercom.fromArray(payload)).toEqual({ ...intercomPayload(), raw: payload });
  });

  it('has a field for every property the OpenAPI documents for OpenerIntercomModel', () => {
    const payload = documentedPayload('OpenerIntercomModel');
    const intercom = OpenerIntercom.fromArray(payload);

    expectEveryDocumentedPropertyRead(intercom, 'OpenerIntercomModel', payload, intercom.raw);
  });

  it('gives null for an empty payload and for fields of a wrong type', () => {
    expect(OpenerIntercom.fromArray({})).toEqual(EMPTY_INTERCOM);
    expect(
      OpenerIntercom.fromArray({
        intercomId: '345',
        brandId: null,
        type: true,
        model: 711,
        verified: '1',
        conGndBus: 1,
        conBusAudio: ['a'],
        conAudioout: {},
        conDoorbellPlus: false,
        conDoorbellMinus: null,
        conOpendoor: 3,
        conGndAnalogue: 0,
        busModeSwitch: '1',
        busModeSwitchShortCircuitDuration: [50],
        creationDate: 0,
        updateDate: {},
      }),
    ).toEqual({ ...EMPTY_INTERCOM, raw: expect.any(Object) });
  });

  it.each([null, undefined, 'text', 3, [{ intercomId: 1 }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(OpenerIntercom.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_INTERCOM);
    },
  );

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload = intercomPayload();
    const intercom = OpenerIntercom.fromArray(payload);

    payload.model = 'Other';

    expect(intercom.model).toBe('HTA 711-01');
    expect(intercom.raw.model).toBe('HTA 711-01');
    expect(Object.isFrozen(intercom)).toBe(true);
    expect(Object.isFrozen(intercom.raw)).toBe(true);
    expect(() => {
      (intercom as { model: string | null }).model = 'Other';
    }).toThrow(TypeError);
  });
});
