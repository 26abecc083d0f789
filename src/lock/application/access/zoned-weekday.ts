import type { WeekdayCode } from '../../support/weekday-bitmask';

/** The weekday code of each English short name `Intl.DateTimeFormat` gives. */
const CODE_OF_SHORT_NAME: Readonly<Record<string, WeekdayCode>> = Object.freeze({
  Mon: 'ma',
  Tue: 'di',
  Wed: 'wo',
  Thu: 'do',
  Fri: 'vr',
  Sat: 'za',
  Sun: 'zo',
});

/** The weekday of the moment in the IANA time zone (e.g. Sunday 23:30 UTC is Monday `ma` in Europe/Amsterdam). */
export function weekdayIn(moment: Date, timeZone: string): WeekdayCode {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(moment);
  return CODE_OF_SHORT_NAME[name];
}
