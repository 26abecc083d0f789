import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import type { LockPermission } from '../../interfaces/lock-permission.interface';

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
