import type { LockPermission } from '../access/lock-permission';
import type { ConsoleLockResources } from './console-viewer';

/** The actions the console offers on a lock, by their path segment. */
export type ConsoleLockAction = 'lock' | 'unlock' | 'unlatch' | 'lock-and-go';

/** Each action: the permission it needs, its label's key, and the call it makes. */
export const CONSOLE_LOCK_ACTIONS: Readonly<
  Record<
    ConsoleLockAction,
    {
      permission: LockPermission;
      label: 'lock' | 'unlock' | 'unlatch' | 'lockAndGo';
      run(resources: ConsoleLockResources, smartlockId: number): Promise<void>;
    }
  >
> = {
  lock: { permission: 'lock', label: 'lock', run: (on, id) => on.smartlocks().lock(id) },
  unlock: { permission: 'unlock', label: 'unlock', run: (on, id) => on.smartlocks().unlock(id) },
  unlatch: { permission: 'unlock', label: 'unlatch', run: (on, id) => on.smartlocks().unlatch(id) },
  'lock-and-go': { permission: 'lock', label: 'lockAndGo', run: (on, id) => on.smartlocks().lockAndGo(id) },
};

/** True for the path segment of an action. */
export function isConsoleLockAction(value: unknown): value is ConsoleLockAction {
  return typeof value === 'string' && Object.hasOwn(CONSOLE_LOCK_ACTIONS, value);
}
