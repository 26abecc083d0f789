import { AdvancedConfirmation } from './advanced-confirmation';
import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_CONFIRMATION = { requestId: null, error: null, raw: {} };

describe('AdvancedConfirmation', () => {
  it('reads every field of a confirmation payload', () => {
    const payload = {
      requestId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      error: 'Smart Locks 17, 18 need a subscription',
    };

    expect(AdvancedConfirmation.fromArray(payload)).toEqual({ ...payload, raw: payload });
  });

  it('has a field for every property the OpenAPI documents for AdvancedConfirmationResponse', () => {
    const payload = documentedPayload('AdvancedConfirmationResponse');
    const confirmation = AdvancedConfirmation.fromArray(payload);

    expectEveryDocumentedPropertyRead(
      confirmation,
      'AdvancedConfirmationResponse',
      payload,
      confirmation.raw,
    );
  });

  it('reads an empty request id as null, and a numeric one as text', () => {
    expect(AdvancedConfirmation.fromArray({ requestId: '' }).requestId).toBeNull();
    expect(AdvancedConfirmation.fromArray({ requestId: 42 }).requestId).toBe('42');
  });

  it('gives null for an empty payload and for fields of a wrong type', () => {
    expect(AdvancedConfirmation.fromArray({})).toEqual(EMPTY_CONFIRMATION);
    expect(AdvancedConfirmation.fromArray({ requestId: { id: 'x' }, error: ['no subscription'] })).toEqual({
      ...EMPTY_CONFIRMATION,
      raw: { requestId: { id: 'x' }, error: ['no subscription'] },
    });
  });

  it.each([null, undefined, 'text', 3, [{ requestId: 'x' }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(AdvancedConfirmation.fromArray(input as unknown as Record<string, unknown>)).toEqual(
        EMPTY_CONFIRMATION,
      );
    },
  );

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload: Record<string, unknown> = { requestId: 'request-1' };
    const confirmation = AdvancedConfirmation.fromArray(payload);

    payload.requestId = 'request-2';

    expect(confirmation.requestId).toBe('request-1');
    expect(confirmation.raw.requestId).toBe('request-1');
    expect(Object.isFrozen(confirmation)).toBe(true);
    expect(Object.isFrozen(confirmation.raw)).toBe(true);
    expect(() => {
      (confirmation as { requestId: string | null }).requestId = 'request-2';
    }).toThrow(TypeError);
  });
});
