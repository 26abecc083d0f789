import type { LockGrantClosure } from '../../access/lock-grant';
import { grantClosure } from '../../access/lock-grant';
import type { LockPermissionException } from '../../../errors/lock-permission.exception';
import type { ConsoleContext } from '../console-context';
import { ACCESS_MESSAGES } from './access-messages';
import { permissionLabel, weekdayLabel, weekdayName } from './grant-labels';

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
        today: weekdayName(context, closure.today),
        zone: closure.timeZone,
      });
  }
}

/**
 * Why a `LockAccess` refusal happened, in the page's language, as a clause after "You may not do this:": no grant
 * on the lock, a grant without the permission (naming it and what the grant allows), or a grant closed at this
 * moment (read from the viewer's grants, for the lock and account the exception names); for an account-wide
 * refusal of a sub-user, that its access in the account does not allow it; for a main user, that the account is
 * not one of theirs; that the access just changed when the grants no longer explain it. The exception's own
 * (English) reason only without a viewer.
 */
export async function permissionRefusalText(
  context: ConsoleContext,
  refusal: LockPermissionException,
): Promise<string> {
  const { smartlockId, permission, accountKey } = refusal;
  const grants = context.viewer === null ? null : await context.viewer.grantsIn(accountKey);
  if (context.viewer === null) return refusal.reason;
  if (grants === null) return context.t(ACCESS_MESSAGES, 'notYourAccount');
  if (smartlockId === null) return context.t(ACCESS_MESSAGES, 'noAccountGrant');
  const grant = grants.find((held) => held.smartlockId === smartlockId);
  if (grant === undefined) return context.t(ACCESS_MESSAGES, 'noGrant');
  if (permission !== null && !grant.permissions.includes(permission)) {
    const permissions = grant.permissions.map((held) => permissionLabel(context, held)).join(', ');
    return context.t(ACCESS_MESSAGES, 'permissionMissing', {
      permission: permissionLabel(context, permission),
      permissions,
    });
  }
  const closure = grantClosure(grant, context.now(), context.timeZone);
  return closure === null ? context.t(ACCESS_MESSAGES, 'grantChanged') : grantClosureText(context, closure);
}
