import { AccountInfo } from './account-info';

/** An account as the lock API's `MyAccount` schema describes it. */
function accountPayload(): Record<string, unknown> {
  return {
    accountId: 4321,
    type: 0,
    email: 'owner@example.com',
    emailVerified: true,
    name: 'Owner Example',
    language: 'nl',
    config: { deleteApiTokens: false },
    profile: { firstName: 'Owner', lastName: 'Example' },
    creationDate: '2024-03-01T08:00:00.000Z',
    updateDate: '2026-11-20T17:00:00.000Z',
  };
}

describe('AccountInfo', () => {
  it('reads every field of an account payload', () => {
    const payload = accountPayload();

    expect(AccountInfo.fromArray(payload)).toEqual({
      accountId: 4321,
      email: 'owner@example.com',
      name: 'Owner Example',
      language: 'nl',
      creationDate: '2024-03-01T08:00:00.000Z',
      raw: payload,
    });
  });

  it('gives null for an empty payload and for fields of a wrong type', () => {
    expect(AccountInfo.fromArray({})).toEqual({
      accountId: null,
      email: null,
      name: null,
      language: null,
      creationDate: null,
      raw: {},
    });
    expect(
      AccountInfo.fromArray({ accountId: '4321', email: 1, name: [], language: {}, creationDate: 0 }),
    ).toMatchObject({
      accountId: null,
      email: null,
      name: null,
      language: null,
      creationDate: null,
    });
  });

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
    expect(info.raw.profile).toEqual({ firstName: 'Owner', lastName: 'Example' });
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
});
