import type { Type } from '@nestjs/common';
import { LockCommandApp } from '../application/maintenance/lock-command-app';
import { LockAuditCommand } from './lock-audit.command';
import { LockPruneCommand } from './lock-prune.command';

/**
 * Upkeep of the lock database: `lock:prune`, the console's audit trail (`lock:audit`), and the mark of a command app (`LockCommandApp`), in which the
 * module prunes neither at startup nor on an interval.
 */
export const LOCK_MAINTENANCE_COMMANDS: readonly Type[] = [
  LockPruneCommand,
  LockAuditCommand,
  LockCommandApp,
];
