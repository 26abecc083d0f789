import { AccountUser } from './account-user';
import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';

/** An account user as the lock API's `AccountUser` schema describes it (every documented property). */
function userPayload(): Record<string, unknown> {
  return {
    accountUserId: 2002,
    accountId: 4321,
    type: 0,
    email: 'anna@example.com',
    name: 'Anna',
    language: 'nl',
    operationId: 'operation-7',
    creationDate: '2026-11-01T10:00:00.000Z',
    updateDate: '2026-11-02T11:30:00.000Z',
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_USER = {
  accountUserId: null,
  accountId: null,
  type: null,
  email: null,
  name: null,
  language: null,
  operationId: null,
  creationDate: null,
  updateDate: null,
  raw: {},
};

describe('AccountUser', () => {
  it('reads every field of an account user payload', () => {
    const payload = userPayload();

    expect(AccountUser.fromArray(payload)).toEqual({ ...userPayload(), raw: payload });
  });

  it('has a field for every property the OpenAPI documents for AccountUser', () => {
    const payload = documentedPayload('AccountUser');
    const user = AccountUser.fromArray(payload);

    expectEveryDocumentedPropertyRead(user, 'AccountUser', payload, user.raw);
  });

  it('gives null for an empty payload and for fields of a wrong type', () => {
    expect(AccountUser.fromArray({})).toEqual(EMPTY_USER);
    expect(
      AccountUser.fromArray({
        accountUserId: '2002',
        accountId: null,
        type: true,
        email: 1,
        name: ['Anna'],
        language: {},
        operationId: 7,
        creationDate: 1_700_000_000,
        updateDate: false,
      }),
    ).toEqual({ ...EMPTY_USER, raw: expect.any(Object) });
  });

  it.each([null, undefined, 'text', 3, [{ accountUserId: 1 }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(AccountUser.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_USER);
    },
  );

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload = userPayload();
    const user = AccountUser.fromArray(payload);

    payload.name = 'Bob';

    expect(user.name).toBe('Anna');
    expect(user.raw.name).toBe('Anna');
    expect(Object.isFrozen(user)).toBe(true);
    expect(Object.isFrozen(user.raw)).toBe(true);
    expect(() => {
      (user as { name: string | null }).name = 'Bob';
    }).toThrow(TypeError);
    expect(() => {
      (user.raw as Record<string, unknown>).name = 'Bob';
    }).toThrow(TypeError);
  });
});
