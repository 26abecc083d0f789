import type { Type } from '@nestjs/common';
import { LockUserGrantCommand } from './lock-user-grant.command';
import { LockUserRevokeCommand } from './lock-user-revoke.command';
import { LockUsersCommand } from './lock-users.command';

/** Sub-users and their per-lock permissions: `lock:user-grant`, `lock:user-revoke`, `lock:users`. */
export const LOCK_USER_COMMANDS: readonly Type[] = [
  LockUserGrantCommand,
  LockUserRevokeCommand,
  LockUsersCommand,
];
