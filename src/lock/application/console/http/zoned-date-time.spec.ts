import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';
import { zonedDateTimeOf, zonedDateTimeToIso } from './zoned-date-time';

describe('zonedDateTimeToIso', () => {
  it('reads the wall clock in the zone, winter and summer time alike', () => {
    expect(zonedDateTimeToIso('2027-03-01T09:00', 'Europe/Amsterdam')).toBe('2027-03-01T09:00:00+01:00');
    expect(zonedDateTimeToIso('2027-07-01T09:00', 'Europe/Amsterdam')).toBe('2027-07-01T09:00:00+02:00');
    expect(zonedDateTimeToIso('2027-07-01T09:00', 'America/New_York')).toBe('2027-07-01T09:00:00-04:00');
    expect(zonedDateTimeToIso('2027-03-01T09:00', 'UTC')).toBe('2027-03-01T09:00:00+00:00');
  });

  it('keeps offsets of half hours and the seconds a form may send', () => {
    expect(zonedDateTimeToIso('2027-03-01T09:00', 'America/St_Johns')).toBe('2027-03-01T09:00:00-03:30');
    expect(zonedDateTimeToIso('2027-03-01T09:00:30.5', 'Asia/Kolkata')).toBe('2027-03-01T09:00:30.500+05:30');
  });

  it('is the same instant as the zone says, on the days the clock changes', () => {
    const iso = zonedDateTimeToIso('2027-03-28T01:59', 'Europe/Amsterdam');
    expect(iso).toBe('2027-03-28T01:59:00+01:00');
    expect(new Date(iso).toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(zonedDateTimeToIso('2027-03-28T03:00', 'Europe/Amsterdam')).toBe('2027-03-28T03:00:00+02:00');
    expect(zonedDateTimeToIso('2027-10-31T03:00', 'Europe/Amsterdam')).toBe('2027-10-31T03:00:00+01:00');
  });

  it('moves a time the clock skips forward by the jump (02:30 on the spring change is 03:30)', () => {
    const iso = zonedDateTimeToIso('2027-03-28T02:30', 'Europe/Amsterdam');
    expect(iso).toBe('2027-03-28T03:30:00+02:00');
    expect(new Date(iso).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('takes the earlier of a time the clock shows twice (02:30 on the autumn change)', () => {
    const iso = zonedDateTimeToIso('2027-10-31T02:30', 'Europe/Amsterdam');
    expect(iso).toBe('2027-10-31T02:30:00+02:00');
    expect(new Date(iso).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('answers text the grants accept, which reads back as the same wall clock', () => {
    const iso = zonedDateTimeToIso('2027-01-15T23:45', 'Pacific/Auckland');
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Pacific/Auckland',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(iso));
    expect(wall).toBe('2027-01-15 23:45');
  });

  it('refuses text that is no datetime-local value or a date the calendar lacks, naming it', () => {
    for (const value of [
      '',
      '2027-02-31T09:00',
      '2027-13-01T09:00',
      '2027-03-01T24:00',
      '2027-03-01 09:00',
      '2027-03-01T09:00Z',
      '27-03-01T09:00',
      '0000-01-01T00:00',
      '0999-12-31T23:59',
      'tomorrow',
    ]) {
      expect(() => zonedDateTimeToIso(value, 'Europe/Amsterdam')).toThrow(InvalidArgumentException);
    }
    expect(() => zonedDateTimeToIso('2027-02-29T09:00', 'UTC')).toThrow('"2027-02-29T09:00"');
    expect(zonedDateTimeToIso('2028-02-29T09:00', 'UTC')).toBe('2028-02-29T09:00:00+00:00');
    expect(zonedDateTimeToIso('1000-01-01T00:00', 'UTC')).toBe('1000-01-01T00:00:00+00:00');
  });
});

describe('zonedDateTimeOf', () => {
  it('reads an instant on the wall clock of the time zone, as a datetime-local field shows it', () => {
    expect(zonedDateTimeOf('2027-03-01T08:00:00.000Z', 'Europe/Amsterdam')).toBe('2027-03-01T09:00');
    expect(zonedDateTimeOf('2027-07-01T08:00:00Z', 'Europe/Amsterdam')).toBe('2027-07-01T10:00');
    expect(zonedDateTimeOf('2027-01-01T00:30:00Z', 'America/New_York')).toBe('2026-12-31T19:30');
  });

  it('is the inverse of zonedDateTimeToIso', () => {
    const iso = zonedDateTimeToIso('2027-10-31T01:15', 'Europe/Amsterdam');
    expect(zonedDateTimeOf(iso, 'Europe/Amsterdam')).toBe('2027-10-31T01:15');
  });

  it('answers nothing for no date', () => {
    expect(zonedDateTimeOf(null, 'UTC')).toBe('');
    expect(zonedDateTimeOf('not a date', 'UTC')).toBe('');
  });
});
