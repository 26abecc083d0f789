import type { Type } from '@nestjs/common';

/** Sub-users and their per-lock permissions: `lock:user-grant`, `lock:user-revoke`, `lock:users`. */
export const LOCK_USER_COMMANDS: readonly Type[] = [];
