import { WeekdayBitmask, WeekdayCode } from '../../support/weekday-bitmask';
import type { LockPermission } from '../../interfaces/lock-permission.interface';
import { weekdayIn } from './zoned-weekday';

/** What a sub-user may do on one smartlock of one account, and when (`lock:user-grant`). */
export interface LockGrant {
  /** The account of the smartlock. */
  readonly accountKey: string;
  /** The smartlock's id. */
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

/** Why a grant does not let its user act at a moment (see `grantClosure`). */
export type LockGrantClosure =
  /** A window end stored past the module that is no date: the grant stays closed rather than open for ever. */
  | {
      /** The stored window end is no date. */
      readonly kind: 'invalid-end';
      /** Which end: the start (`allowedFrom`) or the end (`allowedUntil`). */
      readonly end: 'start' | 'end';
      /** The stored text. */
      readonly value: string;
    }
  /** The moment is before the window opens. */
  | {
      /** The window has not opened yet. */
      readonly kind: 'not-started';
      /** When it opens (ISO 8601 UTC). */
      readonly from: string;
    }
  /** The moment is after the window closed. */
  | {
      /** The window has closed. */
      readonly kind: 'ended';
      /** When it closed (ISO 8601 UTC). */
      readonly until: string;
    }
  /** The moment's weekday (in the time zone) is not one of the grant's. */
  | {
      /** Today is not one of the grant's weekdays. */
      readonly kind: 'weekday';
      /** The grant's weekdays. */
      readonly allowed: readonly WeekdayCode[];
      /** The moment's weekday. */
      readonly today: WeekdayCode;
      /** The time zone the weekday is read in (`LOCK_TIME_ZONE`). */
      readonly timeZone: string;
    };

/**
 * Why the grant does not let its user act at the moment, or null when it does: the moment must lie in
 * [allowedFrom, allowedUntil] (both ends included, either open) and fall on an allowed weekday in the time zone.
 */
export function grantClosure(grant: LockGrant, moment: Date, timeZone: string): LockGrantClosure | null {
  for (const [end, value] of [
    ['start', grant.allowedFrom],
    ['end', grant.allowedUntil],
  ] as const) {
    // A stored end that is no date (written past the module) closes the grant rather than open it for ever.
    if (value !== null && Number.isNaN(Date.parse(value))) return { kind: 'invalid-end', end, value };
  }
  if (grant.allowedFrom !== null && moment.getTime() < Date.parse(grant.allowedFrom)) {
    return { kind: 'not-started', from: grant.allowedFrom };
  }
  if (grant.allowedUntil !== null && moment.getTime() > Date.parse(grant.allowedUntil)) {
    return { kind: 'ended', until: grant.allowedUntil };
  }
  const today = weekdayIn(moment, timeZone);
  if (grant.allowedWeekDays !== null && (grant.allowedWeekDays & WeekdayBitmask.fromDays([today])) === 0) {
    return { kind: 'weekday', allowed: WeekdayBitmask.toDays(grant.allowedWeekDays), today, timeZone };
  }
  return null;
}

/** `grantClosure` in English words, as `LockPermissionException` gives them, or null when the grant is open. */
export function closedGrantReason(grant: LockGrant, moment: Date, timeZone: string): string | null {
  const closure = grantClosure(grant, moment, timeZone);
  switch (closure?.kind) {
    case undefined:
      return null;
    case 'invalid-end':
      return `the grant's ${closure.end} "${closure.value}" is no date`;
    case 'not-started':
      return `the grant starts at ${closure.from}`;
    case 'ended':
      return `the grant ended at ${closure.until}`;
    case 'weekday':
      return `the grant is for ${closure.allowed.length === 0 ? 'no weekday' : closure.allowed.join(',')}, and it is ${closure.today} in ${closure.timeZone}`;
  }
}
