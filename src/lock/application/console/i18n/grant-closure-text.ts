import type { LockGrantClosure } from '../../access/lock-grant';
import { grantClosure } from '../../access/lock-grant';
import type { LockPermissionException } from '../../../errors/lock-permission.exception';
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
 * Why a `LockAccess` refusal happened, in the page's language: no grant on the lock, a grant without the
 * permission, or a grant closed at this moment (read from the viewer's grants, for the lock and account the
 * exception names). The exception's own English reason when the grants do not explain it: a main user outside
 * its accounts, an account-wide list, or grants that changed since.
 */
export async function permissionRefusalText(
  context: ConsoleContext,
  refusal: LockPermissionException,
): Promise<string> {
  const { smartlockId, permission, accountKey } = refusal;
  const grants = context.viewer === null ? null : await context.viewer.grantsIn(accountKey);
  if (grants === null || smartlockId === null) return refusal.reason;
  const grant = grants.find((held) => held.smartlockId === smartlockId);
  if (grant === undefined) return context.t(ACCESS_MESSAGES, 'noGrant');
  if (permission !== null && !grant.permissions.includes(permission)) {
    const permissions = grant.permissions.map((held) => permissionLabel(context, held)).join(', ');
    return context.t(ACCESS_MESSAGES, 'permissionMissing', { permissions });
  }
  const closure = grantClosure(grant, context.now(), context.timeZone);
  return closure === null ? refusal.reason : grantClosureText(context, closure);
}
