import { grantClosure, LockGrant, LockGrantClosure } from '../access/lock-grant';
import { LOCK_PERMISSIONS } from '../access/lock-permission';
import { LockPermission } from '../../interfaces/lock-permission.interface';

/** What the viewer may do on one lock: the permissions of their grant, and why it is closed now (or null). */
export interface LockAbilities {
  readonly permissions: ReadonlySet<LockPermission>;
  /** Why the grant does not let them act at the moment (outside its window or weekdays), or null. */
  readonly closure: LockGrantClosure | null;
}

/** Everything, always: a main user in an account it owns, or a host visitor. */
const EVERYTHING: LockAbilities = { permissions: new Set(LOCK_PERMISSIONS), closure: null };

/**
 * What the viewer may do on the lock, for showing its buttons: everything with no grants to read (`null`: a main
 * user or a host visitor), else its grant's permissions and whether the grant is open now. Only for display: each
 * action is checked again by `LockAccess` when it is asked for.
 */
export function lockAbilities(
  grants: readonly LockGrant[] | null,
  smartlockId: number,
  now: Date,
  timeZone: string,
): LockAbilities {
  if (grants === null) return EVERYTHING;
  const grant = grants.find((held) => held.smartlockId === smartlockId);
  if (grant === undefined) return { permissions: new Set(), closure: null };
  return { permissions: new Set(grant.permissions), closure: grantClosure(grant, now, timeZone) };
}
