import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { encodeLockQuery } from './lock-query';

describe('encodeLockQuery', () => {
  it('joins a list into one comma-separated value, as the API reads its list filters', () => {
    expect(encodeLockQuery({ types: [0, 13] })).toEqual({ types: '0,13' });
    expect(encodeLockQuery({ serviceIds: ['airbnb', 'guesty'] })).toEqual({ serviceIds: 'airbnb,guesty' });
  });

  it('sends a Date as an RFC 3339 date-time in UTC, in a list as well', () => {
    const from = new Date(Date.UTC(2026, 10, 1, 8, 30));
    expect(encodeLockQuery({ fromDate: from })).toEqual({ fromDate: '2026-11-01T08:30:00.000Z' });
    expect(encodeLockQuery({ dates: [from, from] })).toEqual({
      dates: '2026-11-01T08:30:00.000Z,2026-11-01T08:30:00.000Z',
    });
  });

  it('leaves out null, undefined, empty lists and the null items of a list; keeps scalars as they are', () => {
    expect(
      encodeLockQuery({ a: null, b: undefined, c: [], d: [1, null, undefined, 2], e: false, f: 0, g: '' }),
    ).toEqual({ d: '1,2', e: false, f: 0, g: '' });
    expect(encodeLockQuery(undefined)).toBeUndefined();
  });

  it('refuses an invalid Date, naming the parameter', () => {
    expect(() => encodeLockQuery({ toDate: new Date(Number.NaN) })).toThrow(InvalidArgumentException);
    expect(() => encodeLockQuery({ toDate: new Date(Number.NaN) })).toThrow(/toDate is an invalid Date/);
  });
});
