import type { Type } from '@nestjs/common';

/** Per-account API tokens: `lock:account-token`, `lock:account-disable`, `lock:account-enable`. */
export const LOCK_ACCOUNT_COMMANDS: readonly Type[] = [];
