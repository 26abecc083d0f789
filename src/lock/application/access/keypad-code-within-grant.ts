import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { WeekdayBitmask } from '../../support/weekday-bitmask';
import type { LockGrant } from './lock-grant';

/** The fields of a keypad code that say when it opens the door, as the lock API takes and answers them. */
export interface KeypadCodeSchedule {
  /** Start of its window (ISO 8601); left out or null: from when it is made. */
  readonly allowedFromDate?: string | null;
  /** End of its window (ISO 8601); left out or null: for ever. */
  readonly allowedUntilDate?: string | null;
  /** Its weekdays as a `WeekdayBitmask`; left out or null: every day. */
  readonly allowedWeekDays?: number | null;
}

/**
 * Why a keypad code a sub-user makes or changes would open the door outside the grant it acts under, or null
 * when it lies within it. The rule refuses rather than clips: a code is a credential someone is handed, and a
 * code that silently ends sooner, or on other days, than its maker set would lock that person out unannounced.
 *
 * Within means: the code ends (`allowedUntilDate`) no later than the grant (`allowedUntil`), and must name an
 * end when the grant has one; a start it names lies in the grant's window (a code without one starts when it is
 * made, and a sub-user acts only while its grant is open); and when the grant has weekdays, the code names
 * weekdays that are all among them (0 is refused too: the lock API does not say whether it reads it as no day or every day). The lock reads a code's weekdays
 * in its own time zone and the package a grant's in `LOCK_TIME_ZONE`: the comparison of the two masks holds when
 * the locks stand in `LOCK_TIME_ZONE`, as the console assumes when it shows both. The time-of-day fields
 * (`allowedFromTime`, `allowedUntilTime`) only narrow a code, and a grant has none, so they are not compared.
 * @throws InvalidArgumentException for a window end that is no date, naming the field
 */
export function keypadCodeOutsideGrant(grant: LockGrant, code: KeypadCodeSchedule): string | null {
  const from = dateOf('allowedFromDate', code.allowedFromDate);
  const until = dateOf('allowedUntilDate', code.allowedUntilDate);
  const grantFrom = grant.allowedFrom === null ? null : Date.parse(grant.allowedFrom);
  const grantUntil = grant.allowedUntil === null ? null : Date.parse(grant.allowedUntil);
  if (grantUntil !== null && until === null) {
    return `a keypad code they make or change must end (allowedUntilDate) by the end of their grant, ${grant.allowedUntil}; this one has no end`;
  }
  if (grantUntil !== null && until !== null && until > grantUntil) {
    return `a keypad code they make or change must end (allowedUntilDate) by the end of their grant, ${grant.allowedUntil}; this one ends at ${new Date(until).toISOString()}`;
  }
  if (from !== null && grantFrom !== null && from < grantFrom) {
    return `a keypad code they make or change must start (allowedFromDate) within their grant, from ${grant.allowedFrom}; this one starts at ${new Date(from).toISOString()}`;
  }
  if (from !== null && grantUntil !== null && from > grantUntil) {
    return `a keypad code they make or change must start (allowedFromDate) within their grant, by ${grant.allowedUntil}; this one starts at ${new Date(from).toISOString()}`;
  }
  if (grant.allowedWeekDays !== null) {
    const allowed = WeekdayBitmask.toDays(grant.allowedWeekDays).join(',') || 'no weekday';
    const days = code.allowedWeekDays;
    if (days === undefined || days === null) {
      return `a keypad code they make or change must be limited (allowedWeekDays) to the weekdays of their grant, ${allowed}; this one is for every day`;
    }
    if (!WeekdayBitmask.isMask(days)) {
      throw new InvalidArgumentException(
        `allowedWeekDays ${String(days)} is no weekday bitmask; expected an integer from 0 to 127.`,
      );
    }
    if (days === 0) {
      return `a keypad code they make or change must be limited (allowedWeekDays) to the weekdays of their grant, ${allowed}; this one names no weekday`;
    }
    if ((days & ~grant.allowedWeekDays) !== 0) {
      return `a keypad code they make or change must be limited (allowedWeekDays) to the weekdays of their grant, ${allowed}; this one is for ${WeekdayBitmask.toDays(days).join(',')}`;
    }
  }
  return null;
}

/** The time of a window end (null when left out). @throws InvalidArgumentException naming the field */
function dateOf(field: string, value: string | null | undefined): number | null {
  if (value === undefined || value === null) return null;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) {
    throw new InvalidArgumentException(`${field} "${String(value)}" is no ISO 8601 date-time.`);
  }
  return time;
}
