import type { Type } from '@nestjs/common';

/** Upkeep of the lock database: `lock:prune`. */
export const LOCK_MAINTENANCE_COMMANDS: readonly Type[] = [];
