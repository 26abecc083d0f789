import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import type { LockPermission } from '../../interfaces/lock-permission.interface';
import { SmartLocks } from '../../resources/smart-locks';

/** Every permission, in the order they are stored and shown. */
export const LOCK_PERMISSIONS: readonly LockPermission[] = Object.freeze([
  'lock',
  'unlock',
  'view_logs',
  'manage_auths',
  'manage_settings',
]);

/** True for one of `LOCK_PERMISSIONS`. */
export function isLockPermission(value: unknown): value is LockPermission {
  return typeof value === 'string' && (LOCK_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * The permissions of a comma list (`lock,unlock`; trimmed, case-insensitive, a repeat counted once), in the
 * order of `LOCK_PERMISSIONS`.
 * @throws InvalidArgumentException for an empty list or an unknown name, naming it and the accepted ones
 */
export function parseLockPermissions(list: string): LockPermission[] {
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.length === 0) {
    throw new InvalidArgumentException(`No permission given; accepted: ${LOCK_PERMISSIONS.join(', ')}.`);
  }
  const unknown = names.find((name) => !isLockPermission(name));
  if (unknown !== undefined) {
    throw new InvalidArgumentException(
      `Unknown lock permission "${unknown}"; accepted: ${LOCK_PERMISSIONS.join(', ')}.`,
    );
  }
  return LOCK_PERMISSIONS.filter((permission) => names.includes(permission));
}

/**
 * The permission a lock action code needs: `lock` for lock (2) alone, `unlock` for every other code. Lock 'n' go
 * (4) and lock 'n' go with unlatch (5) unlock the door first (the lock stands "unlocked (lock 'n' go)" until it
 * locks again), so they need `unlock` as unlock and unlatch do.
 */
export function permissionOfLockAction(action: number): LockPermission {
  return action === SmartLocks.ACTION_LOCK ? 'lock' : 'unlock';
}
