import { AccountInfo } from './account-info';
import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';

/** An account as the lock API's `MyAccount` schema describes it (every documented property but `secret`). */
function accountPayload(): Record<string, unknown> {
  return {
    accountId: 4321,
    type: 1,
    email: 'owner@example.com',
    emailVerified: true,
    name: 'Owner Example',
    masterAccountId: 1234,
    rights: 31,
    language: 'nl',
    config: { otpEnabledDate: '2025-01-01T00:00:00.000Z' },
    profile: { firstName: 'Owner', lastName: 'Example', city: 'Amsterdam', country: 'NL' },
    creationDate: '2024-03-01T08:00:00.000Z',
    updateDate: '2026-11-20T17:00:00.000Z',
    descent: { origin: 'GOOGLE' },
    shsSubscriptionType: 'BUSINESS',
    b2bActive: true,
    apiTermsOfUse: { state: 'Accepted', acceptanceDate: '2025-02-01T00:00:00.000Z' },
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_INFO = {
  accountId: null,
  type: null,
  email: null,
  emailVerified: false,
  name: null,
  masterAccountId: null,
  rights: null,
  language: null,
  config: null,
  profile: null,
  creationDate: null,
  updateDate: null,
  descent: null,
  shsSubscriptionType: null,
  b2bActive: false,
  apiTermsOfUse: null,
  raw: {},
};

describe('AccountInfo', () => {
  it('reads every field of an account payload', () => {
    const payload = accountPayload();

    expect(AccountInfo.fromArray(payload)).toEqual({
      accountId: 4321,
      type: 1,
      email: 'owner@example.com',
      emailVerified: true,
      name: 'Owner Example',
      masterAccountId: 1234,
      rights: 31,
      language: 'nl',
      config: { otpEnabledDate: '2025-01-01T00:00:00.000Z' },
      profile: { firstName: 'Owner', lastName: 'Example', city: 'Amsterdam', country: 'NL' },
      creationDate: '2024-03-01T08:00:00.000Z',
      updateDate: '2026-11-20T17:00:00.000Z',
      descent: { origin: 'GOOGLE' },
      shsSubscriptionType: 'BUSINESS',
      b2bActive: true,
      apiTermsOfUse: { state: 'Accepted', acceptanceDate: '2025-02-01T00:00:00.000Z' },
      raw: payload,
    });
  });

  it('has a field for every property the OpenAPI documents for MyAccount, but the secret', () => {
    const payload = documentedPayload('MyAccount');
    const info = AccountInfo.fromArray(payload);

    expectEveryDocumentedPropertyRead(info, 'MyAccount', payload, info.raw, {
      untyped: { secret: 'left out of the object and its raw, so no output or cache holds it' },
    });
    expect(info).not.toHaveProperty('secret');
    expect(info.raw).not.toHaveProperty('secret');
  });

  it("gives the nested objects as the frozen raw's own, without a copy", () => {
    const info = AccountInfo.fromArray(accountPayload());

    for (const field of ['config', 'profile', 'descent', 'apiTermsOfUse'] as const) {
      expect([field, info[field]]).toEqual([field, expect.any(Object)]);
      expect(info[field]).toBe(info.raw[field]);
      expect(Object.isFrozen(info[field])).toBe(true);
    }
    expect(() => {
      // @ts-expect-error the nested object is readonly
      info.profile!.city = 'Utrecht';
    }).toThrow(TypeError);
    expect(info.profile?.city).toBe('Amsterdam');
  });

  it('gives null or false for an empty payload and for fields of a wrong type', () => {
    expect(AccountInfo.fromArray({})).toEqual(EMPTY_INFO);
    expect(
      AccountInfo.fromArray({
        accountId: '4321',
        type: '1',
        email: 1,
        emailVerified: 'true',
        name: [],
        masterAccountId: null,
        rights: '31',
        language: {},
        config: 'x',
        profile: ['Owner'],
        creationDate: 0,
        updateDate: false,
        descent: 'GOOGLE',
        shsSubscriptionType: 2,
        b2bActive: 1,
        apiTermsOfUse: true,
      }),
    ).toEqual({ ...EMPTY_INFO, raw: expect.any(Object) });
  });

  it.each([null, undefined, 'text', 3, [{ accountId: 1 }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(AccountInfo.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_INFO);
    },
  );

  describe('displayName', () => {
    it.each([
      [{ accountId: 4321, name: 'Owner Example', email: 'owner@example.com' }, 'Owner Example'],
      [{ accountId: 4321, name: '  Owner  ', email: 'owner@example.com' }, 'Owner'],
      [{ accountId: 4321, name: '', email: 'owner@example.com' }, 'owner@example.com'],
      [{ accountId: 4321, name: '   ', email: ' owner@example.com ' }, 'owner@example.com'],
      [{ accountId: 4321, email: 'owner@example.com' }, 'owner@example.com'],
      [{ accountId: 4321, name: ' ', email: ' ' }, '#4321'],
      [{ accountId: 4321 }, '#4321'],
      [{ accountId: 0 }, '#0'],
      [{ name: ' ', email: '' }, '#?'],
      [{}, '#?'],
    ])('shows %p as %p', (payload, expected) => {
      expect(AccountInfo.fromArray(payload).displayName()).toBe(expected);
    });
  });

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload = accountPayload();
    const info = AccountInfo.fromArray(payload);

    payload.name = 'Someone else';
    (payload.profile as Record<string, unknown>).firstName = 'Someone';

    expect(info.name).toBe('Owner Example');
    expect(info.raw.profile).toEqual({
      firstName: 'Owner',
      lastName: 'Example',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(info.profile?.firstName).toBe('Owner');
    expect(Object.isFrozen(info)).toBe(true);
    expect(Object.isFrozen(info.raw.profile)).toBe(true);
    expect(() => {
      (info as { email: string | null }).email = 'x@example.com';
    }).toThrow(TypeError);
    expect(() => {
      (info.raw as Record<string, unknown>).email = 'x@example.com';
    }).toThrow(TypeError);
    expect(info.email).toBe('owner@example.com');
  });

  it('leaves the account secret of the payload out of raw, so JSON, logs and the cache never hold it', () => {
    const info = AccountInfo.fromArray({
      accountId: 7,
      name: 'Harbour Office',
      secret: 'account-secret-value',
    });

    expect(info.raw).toEqual({ accountId: 7, name: 'Harbour Office' });
    expect(JSON.stringify(info)).not.toContain('account-secret-value');
  });

  it("leaves the config's unlock PINs (voice assistants) out of config and raw, keeping the rest", () => {
    const info = AccountInfo.fromArray({
      accountId: 7,
      config: { alexaPin: '4711', gactionsHomePin: '0815', otpEnabledDate: '2025-01-01T00:00:00.000Z' },
    });

    expect(info.config).toEqual({ otpEnabledDate: '2025-01-01T00:00:00.000Z' });
    expect(info.raw).toEqual({ accountId: 7, config: { otpEnabledDate: '2025-01-01T00:00:00.000Z' } });
    expect(JSON.stringify(info)).not.toMatch(/4711|0815/);
  });
});
