import type { LockPermission } from '../../access/lock-permission';
import type { WeekdayCode } from '../../support/weekday-bitmask';
import type { ConsoleContext } from '../console-context';
import { USERS_MESSAGES } from './users-messages';

/** The line of each permission. */
const PERMISSION_KEYS = {
  lock: 'permissionLock',
  unlock: 'permissionUnlock',
  view_logs: 'permissionViewLogs',
  manage_auths: 'permissionManageAuths',
} as const satisfies Record<LockPermission, keyof (typeof USERS_MESSAGES)['en']>;

/** The line of each weekday code. */
const WEEKDAY_KEYS = {
  ma: 'dayMa',
  di: 'dayDi',
  wo: 'dayWo',
  do: 'dayDo',
  vr: 'dayVr',
  za: 'dayZa',
  zo: 'dayZo',
} as const satisfies Record<WeekdayCode, keyof (typeof USERS_MESSAGES)['en']>;

/** The weekday codes in week order, as the grant form offers them. */
export const GRANT_WEEKDAYS = Object.keys(WEEKDAY_KEYS) as readonly WeekdayCode[];

/** A permission of a grant in the page's language. */
export function permissionLabel(context: ConsoleContext, permission: LockPermission): string {
  return context.t(USERS_MESSAGES, PERMISSION_KEYS[permission]);
}

/** A weekday of a grant in the page's language (Mon / ma). */
export function weekdayLabel(context: ConsoleContext, day: WeekdayCode): string {
  return context.t(USERS_MESSAGES, WEEKDAY_KEYS[day]);
}
