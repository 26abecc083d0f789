import type { Type } from '@nestjs/common';
import { LockAccountDisableCommand, LockAccountEnableCommand } from './lock-account-activation.command';
import { LockAccountTokenCommand } from './lock-account-token.command';

/** Per-account API tokens: `lock:account-token`, `lock:account-disable`, `lock:account-enable`. */
export const LOCK_ACCOUNT_COMMANDS: readonly Type[] = [
  LockAccountTokenCommand,
  LockAccountDisableCommand,
  LockAccountEnableCommand,
];
