import fc from 'fast-check';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { WeekdayBitmask, WeekdayCode } from './weekday-bitmask';

const WEEK: readonly [WeekdayCode, number][] = [
  ['ma', 64],
  ['di', 32],
  ['wo', 16],
  ['do', 8],
  ['vr', 4],
  ['za', 2],
  ['zo', 1],
];

describe('WeekdayBitmask', () => {
  it('has the lock API bit of every day, Monday 64 to Sunday 1', () => {
    expect(WeekdayBitmask.MONDAY).toBe(64);
    expect(WeekdayBitmask.TUESDAY).toBe(32);
    expect(WeekdayBitmask.WEDNESDAY).toBe(16);
    expect(WeekdayBitmask.THURSDAY).toBe(8);
    expect(WeekdayBitmask.FRIDAY).toBe(4);
    expect(WeekdayBitmask.SATURDAY).toBe(2);
    expect(WeekdayBitmask.SUNDAY).toBe(1);
  });

  describe('fromDays', () => {
    it.each(WEEK)('gives %p the bit %p', (code, bit) => {
      expect(WeekdayBitmask.fromDays([code])).toBe(bit);
    });

    it('gives Monday, Wednesday and Friday 84', () => {
      expect(WeekdayBitmask.fromDays(['ma', 'wo', 'vr'])).toBe(84);
    });

    it('gives all seven days 127 and no day 0', () => {
      expect(WeekdayBitmask.fromDays(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'])).toBe(127);
      expect(WeekdayBitmask.fromDays([])).toBe(0);
    });

    it('ignores case and surrounding spaces and counts a repeated day once', () => {
      expect(WeekdayBitmask.fromDays([' MA', 'Wo ', 'vR', 'ma', ' ma '])).toBe(84);
      expect(WeekdayBitmask.fromDays(['zo', 'zo', 'ZO'])).toBe(1);
    });

    it.each(['mo', 'monday', '', '  ', 'm a', 'sa'])(
      'rejects the code %p, naming it and the accepted codes',
      (code) => {
        const call = () => WeekdayBitmask.fromDays(['ma', code]);

        expect(call).toThrow(InvalidArgumentException);
        expect(call).toThrow(
          `Unknown weekday code ${JSON.stringify(code)}; accepted codes: ma, di, wo, do, vr, za, zo.`,
        );
      },
    );

    it.each([[3], [null], [undefined], [{}]])('rejects the item %p of an untyped caller', (item) => {
      expect(() => WeekdayBitmask.fromDays([item] as unknown as string[])).toThrow(InvalidArgumentException);
      expect(() => WeekdayBitmask.fromDays([item] as unknown as string[])).toThrow(/Unknown weekday code/);
    });

    it('rejects a single string instead of a list', () => {
      expect(() => WeekdayBitmask.fromDays('ma' as unknown as string[])).toThrow(InvalidArgumentException);
    });
  });

  describe('toDays', () => {
    it.each(WEEK)('gives %p for its own bit', (code, bit) => {
      expect(WeekdayBitmask.toDays(bit)).toEqual([code]);
    });

    it('lists the days in week order', () => {
      expect(WeekdayBitmask.toDays(84)).toEqual(['ma', 'wo', 'vr']);
      expect(WeekdayBitmask.toDays(127)).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
      expect(WeekdayBitmask.toDays(3)).toEqual(['za', 'zo']);
      expect(WeekdayBitmask.toDays(0)).toEqual([]);
    });

    it.each([-1, 128, 255, 1.5, NaN, Infinity])('rejects the mask %p', (mask) => {
      expect(() => WeekdayBitmask.toDays(mask)).toThrow(InvalidArgumentException);
      expect(() => WeekdayBitmask.toDays(mask)).toThrow(`Weekday bitmask ${mask} is invalid`);
    });
  });

  describe('isMask', () => {
    it.each([0, 1, 84, 127])('accepts %p', (value) => {
      expect(WeekdayBitmask.isMask(value)).toBe(true);
    });

    it.each([-1, 128, 1.5, NaN, '84', null, undefined])('rejects %p', (value) => {
      expect(WeekdayBitmask.isMask(value)).toBe(false);
    });
  });

  describe('round trips', () => {
    it('gives every mask 0..127 back through toDays and fromDays', () => {
      for (let mask = 0; mask <= 127; mask++) {
        expect(WeekdayBitmask.fromDays(WeekdayBitmask.toDays(mask))).toBe(mask);
      }
    });

    it('gives back the set of days of any list, in week order', () => {
      const codes = WEEK.map(([code]) => code);
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...codes)), (days) => {
          const back = WeekdayBitmask.toDays(WeekdayBitmask.fromDays(days));
          expect(back).toEqual(codes.filter((code) => days.includes(code)));
        }),
      );
    });
  });
});
