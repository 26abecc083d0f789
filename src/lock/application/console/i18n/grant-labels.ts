import type { LockPermission } from '../../../interfaces/lock-permission.interface';
import { WeekdayBitmask, WeekdayCode } from '../../../support/weekday-bitmask';
import type { ConsoleContext } from '../console-context';
import { SCHEDULE_MESSAGES } from './schedule-messages';

/** The line of each permission. */
const PERMISSION_KEYS = {
  lock: 'permissionLock',
  unlock: 'permissionUnlock',
  view_logs: 'permissionViewLogs',
  manage_auths: 'permissionManageAuths',
  manage_settings: 'permissionManageSettings',
} as const satisfies Record<LockPermission, keyof (typeof SCHEDULE_MESSAGES)['en']>;

/** The line of each weekday code. */
const WEEKDAY_KEYS = {
  ma: 'dayMa',
  di: 'dayDi',
  wo: 'dayWo',
  do: 'dayDo',
  vr: 'dayVr',
  za: 'dayZa',
  zo: 'dayZo',
} as const satisfies Record<WeekdayCode, keyof (typeof SCHEDULE_MESSAGES)['en']>;

/** The line of each weekday code, written out. */
const WEEKDAY_NAME_KEYS = {
  ma: 'dayMaFull',
  di: 'dayDiFull',
  wo: 'dayWoFull',
  do: 'dayDoFull',
  vr: 'dayVrFull',
  za: 'dayZaFull',
  zo: 'dayZoFull',
} as const satisfies Record<WeekdayCode, keyof (typeof SCHEDULE_MESSAGES)['en']>;

/** The weekday codes in week order, as the grant form offers them. */
export const GRANT_WEEKDAYS = Object.keys(WEEKDAY_KEYS) as readonly WeekdayCode[];

/** A permission of a grant in the page's language. */
export function permissionLabel(context: ConsoleContext, permission: LockPermission): string {
  return context.t(SCHEDULE_MESSAGES, PERMISSION_KEYS[permission]);
}

/** A weekday of a grant in the page's language (Mon / ma). */
export function weekdayLabel(context: ConsoleContext, day: WeekdayCode): string {
  return context.t(SCHEDULE_MESSAGES, WEEKDAY_KEYS[day]);
}

/** A weekday written out in the page's language (Sunday / zondag), as a sentence names today. */
export function weekdayName(context: ConsoleContext, day: WeekdayCode): string {
  return context.t(SCHEDULE_MESSAGES, WEEKDAY_NAME_KEYS[day]);
}

/** A window of ISO 8601 ends (either open) in the page's language and the module's time zone: "always" when open. */
export function windowText(context: ConsoleContext, from: string | null, until: string | null): string {
  const start = context.dateTime(from);
  const end = context.dateTime(until);
  if (start !== '' && end !== '')
    return context.t(SCHEDULE_MESSAGES, 'fromUntil', { from: start, until: end });
  if (start !== '') return context.t(SCHEDULE_MESSAGES, 'fromOnly', { from: start });
  if (end !== '') return context.t(SCHEDULE_MESSAGES, 'untilOnly', { until: end });
  return context.t(SCHEDULE_MESSAGES, 'always');
}

/** A weekday bitmask in words ("Mon, Wed, Fri"); none or all seven days: "every day"; a value that is no mask as it is. */
export function weekdaysText(context: ConsoleContext, mask: number | null): string {
  if (mask === null || mask === WeekdayBitmask.fromDays(GRANT_WEEKDAYS)) {
    return context.t(SCHEDULE_MESSAGES, 'everyDay');
  }
  if (!WeekdayBitmask.isMask(mask)) return `#${mask}`;
  const days = WeekdayBitmask.toDays(mask);
  if (days.length === 0) return context.t(SCHEDULE_MESSAGES, 'noDay');
  return days.map((day) => weekdayLabel(context, day)).join(', ');
}
