/**
 * The Lock module's permissions: grants of the module's own users on accounts and locks, the guard and decorator
 * that require them, and the permitted views of locks, logs and authorizations. Loaded by `LockModule` unless it is
 * client-only.
 *
 * - Module: {@link LockAccessModule}; {@link LockAccess} answers what a user may see and do.
 * - Guard: {@link LockPermissionGuard} with {@link RequireLockPermission}.
 * - Exceptions: {@link KeypadCodeOutsideGrantException} and {@link KeypadCodeUnrecordableException};
 *   {@link LockPermissionFilter} answers a refusal.
 * - Options: {@link LockAccessSettings}.
 * @module @vendor/nest-integrations/lock/access
 */
export * from './ended-keypad-code-removal';
export * from './keypad-code-digests';
export * from './keypad-code-makers';
export * from './keypad-code-maker-resolution';
export * from './keypad-code-unrecordable.exception';
export * from './keypad-code-outside-grant.exception';
export * from './keypad-code-within-grant';
export * from './lock-access';
export * from './lock-access-settings';
export * from './lock-access.module';
export * from './lock-account-gate';
export * from './lock-account-manager';
export * from './lock-grant';
export * from './lock-grant-repository';
export * from './lock-grants';
export * from './lock-permission';
export * from './lock-permission.filter';
export * from './lock-permission.guard';
export * from './lock-user-access';
export * from './pending-keypad-codes';
export type { PermittedSmartLockSettings } from './permitted-smart-lock-settings';
export type { PermittedSmartLocks } from './permitted-smart-locks';
export type { PermittedSmartlockAuths } from './permitted-smartlock-auths';
export type { PermittedSmartlockLogs } from './permitted-smartlock-logs';
export * from './require-lock-permission.decorator';
export * from './sub-user-deletion';
