import { WeekdayBitmask } from '../../support/weekday-bitmask';
import type { LockGrant } from './lock-grant';

/**
 * A grant on one line, e.g. `lock,unlock on smartlock 100101 of account "default", from
 * 2027-01-01T08:00:00.000Z until 2027-01-31T18:00:00.000Z, on ma,wo,vr` (an open end or every day left out).
 */
export function describeLockGrant(grant: LockGrant): string {
  const parts = [
    `${grant.permissions.join(',')} on smartlock ${grant.smartlockId} of account "${grant.accountKey}"`,
  ];
  const window = [
    grant.allowedFrom === null ? '' : `from ${grant.allowedFrom}`,
    grant.allowedUntil === null ? '' : `until ${grant.allowedUntil}`,
  ].filter((part) => part !== '');
  if (window.length > 0) parts.push(window.join(' '));
  if (grant.allowedWeekDays !== null)
    parts.push(`on ${WeekdayBitmask.toDays(grant.allowedWeekDays).join(',') || 'no day'}`);
  return parts.join(', ');
}
