import { WeekdayBitmask } from '../support/weekday-bitmask';
import type { LockPermission } from './lock-permission';
import { weekdayIn } from './zoned-weekday';

/** What a sub-user may do on one smartlock of one account, and when (`lock:user-grant`). */
export interface LockGrant {
  readonly accountKey: string;
  readonly smartlockId: number;
  /** In the order of `LOCK_PERMISSIONS`. */
  readonly permissions: readonly LockPermission[];
  /** ISO 8601 UTC; null: open since ever. */
  readonly allowedFrom: string | null;
  /** ISO 8601 UTC; null: open for ever. */
  readonly allowedUntil: string | null;
  /** A `WeekdayBitmask` read in `LOCK_TIME_ZONE`; null: every day. */
  readonly allowedWeekDays: number | null;
}

/**
 * Why the grant does not let its user act at the moment, or null when it does: the moment must lie in
 * [allowedFrom, allowedUntil] (both ends included, either open) and fall on an allowed weekday in the time zone.
 */
export function closedGrantReason(grant: LockGrant, moment: Date, timeZone: string): string | null {
  for (const [end, value] of [
    ['start', grant.allowedFrom],
    ['end', grant.allowedUntil],
  ] as const) {
    // A stored end that is no date (written past the module) closes the grant rather than open it for ever.
    if (value !== null && Number.isNaN(Date.parse(value))) return `the grant's ${end} "${value}" is no date`;
  }
  if (grant.allowedFrom !== null && moment.getTime() < Date.parse(grant.allowedFrom)) {
    return `the grant starts at ${grant.allowedFrom}`;
  }
  if (grant.allowedUntil !== null && moment.getTime() > Date.parse(grant.allowedUntil)) {
    return `the grant ended at ${grant.allowedUntil}`;
  }
  const weekday = weekdayIn(moment, timeZone);
  if (grant.allowedWeekDays !== null && (grant.allowedWeekDays & WeekdayBitmask.fromDays([weekday])) === 0) {
    const allowed = WeekdayBitmask.toDays(grant.allowedWeekDays);
    return `the grant is for ${allowed.length === 0 ? 'no weekday' : allowed.join(',')}, and it is ${weekday} in ${timeZone}`;
  }
  return null;
}
