import { AccountUser } from '../../../data/account-user';
import {
  appAccessNameOf,
  personChanges,
  personIdOf,
  readAppAccessForm,
  readPersonForm,
} from './account-person-form';

const ANNA = AccountUser.fromArray({
  accountUserId: 5101,
  name: 'Anna de Vries',
  email: 'anna@office.example',
  language: 'nl',
});

describe('readPersonForm', () => {
  it('reads a name, an email and a language of the lock API (trimmed)', () => {
    expect(readPersonForm({ name: ' Anna ', email: ' anna@office.example ', language: 'sk' })).toEqual({
      state: { name: 'Anna', email: 'anna@office.example', language: 'sk' },
      person: { name: 'Anna', email: 'anna@office.example', language: 'sk' },
      problem: null,
    });
  });

  it.each([
    [{ name: ' ', email: 'a@b.example', language: 'en' }, 'nameMissing'],
    [{ name: 'x'.repeat(256), email: 'a@b.example', language: 'en' }, 'nameTooLong'],
    [{ name: 'Anna', email: 'anna', language: 'en' }, 'emailInvalid'],
    [{ name: 'Anna', email: 'anna@office', language: 'en' }, 'emailInvalid'],
    [{ name: 'Anna', email: `${'a'.repeat(250)}@b.example`, language: 'en' }, 'emailInvalid'],
    [{ name: 'Anna', email: 'a@b.example', language: 'pt' }, 'languageUnknown'],
    [{ name: 'Anna', email: 'a@b.example' }, 'languageUnknown'],
    [{ name: ['Anna', 'Bram'], email: 'a@b.example', language: 'en' }, null],
  ])('%j: %s', (body, problem) => {
    expect(readPersonForm(body).problem).toBe(problem);
  });

  it('counts a name in characters, not UTF-16 units', () => {
    expect(
      readPersonForm({ name: '😀'.repeat(255), email: 'a@b.example', language: 'en' }).problem,
    ).toBeNull();
  });
});

describe('personChanges', () => {
  it('sends only what differs; an email in another case is no change', () => {
    expect(
      personChanges(ANNA, { name: 'Anna de Vries', email: 'ANNA@office.example', language: 'nl' }),
    ).toEqual({});
    expect(personChanges(ANNA, { name: 'Anna Vries', email: 'anna@new.example', language: 'de' })).toEqual({
      name: 'Anna Vries',
      email: 'anna@new.example',
      language: 'de',
    });
  });
});

describe('readAppAccessForm', () => {
  it('reads the offered locks once each and whether from afar', () => {
    expect(readAppAccessForm({ locks: ['12', '12', '13'], remote: '1' }, [12, 13])).toEqual({
      smartlockIds: [12, 13],
      remoteAllowed: true,
      problem: null,
    });
    expect(readAppAccessForm({ locks: '12' }, [12]).remoteAllowed).toBe(false);
  });

  it.each([
    [{}, 'locksMissing'],
    [{ locks: '14' }, 'lockUnknown'],
    [{ locks: ['12', 'x'] }, 'lockUnknown'],
    [{ locks: '012' }, 'lockUnknown'],
  ])('%j: %s', (body, problem) => {
    expect(readAppAccessForm(body, [12, 13]).problem).toBe(problem);
  });
});

describe('appAccessNameOf and personIdOf', () => {
  it('names an app access after its person, cut to 32 characters', () => {
    expect(appAccessNameOf(ANNA)).toBe('Anna de Vries');
    const long = AccountUser.fromArray({ accountUserId: 1, name: 'N'.repeat(40) });
    expect(appAccessNameOf(long)).toHaveLength(32);
  });

  it('takes a positive whole number only', () => {
    expect(personIdOf('5101')).toBe(5101);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '1234567890']) expect(personIdOf(bad)).toBeNull();
  });
});
