import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';

/**
 * What a `datetime-local` input sends: `2027-03-01T09:00`, seconds (and a fraction) optional. Years from 1000: the
 * time zone arithmetic of `Intl` is not to be trusted before the common era, and no lock window lies there.
 */
const LOCAL_DATE_TIME = /^([1-9]\d{3})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
/** One day in milliseconds: no time zone changes its offset twice within a day either side. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The ISO 8601 date-time with offset (`2027-03-01T09:00:00+01:00`) of a wall-clock time read in the IANA time
 * zone, as a form's `datetime-local` field gives it. Across a change of the clock it answers as browsers and
 * Temporal do: a time the clock skips (02:30 when it jumps from 02:00 to 03:00) moves forward by the jump (03:30),
 * and a time the clock shows twice is the earlier of the two.
 * @throws InvalidArgumentException for text that is no `datetime-local` value or a date the calendar lacks
 */
export function zonedDateTimeToIso(local: string, timeZone: string): string {
  const wall = wallClockMillis(local);
  const offsetBefore = offsetAt(wall - DAY_MS, timeZone);
  const offsetAfter = offsetAt(wall + DAY_MS, timeZone);
  const fits = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  // None fits: the clock skipped this time; the offset before the jump reads it that much later.
  const instant = fits.length === 0 ? wall - offsetBefore : Math.min(...fits);
  return isoWithOffset(instant, offsetAt(instant, timeZone));
}

/** The wall-clock time as milliseconds of the same fields in UTC. @throws InvalidArgumentException */
function wallClockMillis(local: string): number {
  const parts = LOCAL_DATE_TIME.exec(typeof local === 'string' ? local.trim() : '');
  if (parts !== null) {
    const [year, month, day, hour, minute, second] = parts
      .slice(1, 7)
      .map((part) => (part === undefined ? 0 : Number(part)));
    const millis = parts[7] === undefined ? 0 : Number(parts[7].padEnd(3, '0'));
    const wall = utcMillis(year, month, day, hour, minute, second, millis);
    // A field past its range rolls over (February 31st into March): the date must read back as given.
    const back = new Date(wall);
    if (
      back.getUTCMonth() === month - 1 &&
      back.getUTCDate() === day &&
      hour <= 23 &&
      minute <= 59 &&
      second <= 59
    ) {
      return wall;
    }
  }
  throw new InvalidArgumentException(
    `"${String(local)}" is not a date and time such as 2027-03-01T09:00 that the calendar has.`,
  );
}

/** The UTC instant of the fields; years below 100 stay themselves (`Date.UTC` would read 0027 as 1927). */
function utcMillis(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return date.getTime();
}

/** The zone's offset from UTC at the instant, in milliseconds (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(fields.find((part) => part.type === type)?.value ?? NaN);
  const wall = utcMillis(
    field('year'),
    field('month'),
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
    0,
  );
  // The formatted wall clock has whole seconds: compare it with the instant's whole second.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** `YYYY-MM-DDTHH:mm:ss(.sss)±HH:MM` of the instant at the offset; `Z` for an offset of no whole minutes. */
function isoWithOffset(instant: number, offset: number): string {
  if (offset % 60_000 !== 0) return new Date(instant).toISOString();
  const wall = new Date(instant + offset)
    .toISOString()
    .slice(0, -1)
    .replace(/\.000$/, '');
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The wall-clock time of the instant in the IANA time zone as a `datetime-local` field shows it
 * (`2027-03-01T09:00`), to fill a form with a stored value; '' for no date or one that is no date.
 */
export function zonedDateTimeOf(value: string | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
