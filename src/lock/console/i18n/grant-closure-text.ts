import type { LockGrant, LockGrantClosure } from '../../access/lock-grant';
import { grantClosure } from '../../access/lock-grant';
import type { LockPermission } from '../../access/lock-permission';
import type { ConsoleContext } from '../console-context';
import { ACCESS_MESSAGES } from './access-messages';
import { permissionLabel, weekdayLabel } from './grant-labels';

/** Why a grant is closed now, in the page's language, with dates in the module's time zone. */
export function grantClosureText(context: ConsoleContext, closure: LockGrantClosure): string {
  const say = (key: keyof (typeof ACCESS_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ACCESS_MESSAGES, key, values);
  switch (closure.kind) {
    case 'invalid-end':
      return say('invalidEnd');
    case 'not-started':
      return say('notStarted', { date: context.dateTime(closure.from) });
    case 'ended':
      return say('ended', { date: context.dateTime(closure.until) });
    case 'weekday':
      if (closure.allowed.length === 0) return say('noWeekday');
      return say('weekday', {
        days: closure.allowed.map((day) => weekdayLabel(context, day)).join(', '),
        today: weekdayLabel(context, closure.today),
        zone: closure.timeZone,
      });
  }
}

/**
 * Why a sub-user may not use the permission on the lock now, in the page's language: no grant, a grant without
 * the permission, or a grant closed at this moment; null when the grants do not explain it (or there are none to
 * read: a main user).
 */
export function refusalText(
  context: ConsoleContext,
  grants: readonly LockGrant[] | null,
  smartlockId: number,
  permission: LockPermission,
): string | null {
  if (grants === null) return null;
  const grant = grants.find((held) => held.smartlockId === smartlockId);
  if (grant === undefined) return context.t(ACCESS_MESSAGES, 'noGrant');
  if (!grant.permissions.includes(permission)) {
    const permissions = grant.permissions.map((held) => permissionLabel(context, held)).join(', ');
    return context.t(ACCESS_MESSAGES, 'permissionMissing', { permissions });
  }
  const closure = grantClosure(grant, context.now(), context.timeZone);
  return closure === null ? null : grantClosureText(context, closure);
}
