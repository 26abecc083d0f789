import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';
import { OpenerBrand } from './opener-brand';

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_BRAND = { brandId: null, brand: null, raw: {} };

describe('OpenerBrand', () => {
  it('reads every field of a brand payload', () => {
    const payload = { brandId: 12, brand: 'Siedle' };

    expect(OpenerBrand.fromArray(payload)).toEqual({ brandId: 12, brand: 'Siedle', raw: payload });
  });

  it('has a field for every property the OpenAPI documents for OpenerIntercomBrand', () => {
    const payload = documentedPayload('OpenerIntercomBrand');
    const brand = OpenerBrand.fromArray(payload);

    expectEveryDocumentedPropertyRead(brand, 'OpenerIntercomBrand', payload, brand.raw);
  });

  it('gives null for an empty payload and for fields of a wrong type', () => {
    expect(OpenerBrand.fromArray({})).toEqual(EMPTY_BRAND);
    expect(OpenerBrand.fromArray({ brandId: '12', brand: 12 })).toEqual({
      ...EMPTY_BRAND,
      raw: { brandId: '12', brand: 12 },
    });
  });

  it.each([null, undefined, 'text', 3, [{ brandId: 1 }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(OpenerBrand.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_BRAND);
    },
  );

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload: Record<string, unknown> = { brandId: 12, brand: 'Siedle' };
    const brand = OpenerBrand.fromArray(payload);

    payload.brand = 'Other';

    expect(brand.brand).toBe('Siedle');
    expect(brand.raw.brand).toBe('Siedle');
    expect(Object.isFrozen(brand)).toBe(true);
    expect(Object.isFrozen(brand.raw)).toBe(true);
    expect(() => {
      (brand as { brand: string | null }).brand = 'Other';
    }).toThrow(TypeError);
  });
});
