import type { LockUser } from '../../interfaces/lock-user.interface';

/** True for a sub-user: one with a main user, acting only within its grants. */
export function isLockSubUser(user: LockUser): boolean {
  return typeof user.parentUserId === 'string';
}
