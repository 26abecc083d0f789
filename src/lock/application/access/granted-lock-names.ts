import type { Lock } from '../../lock';
import type { LockGrant } from './lock-grant';

/**
 * The names of the locks a sub-user's grants name in one account, open or closed (lock id to name). While a grant
 * is closed the sub-user may not read its lock (`find` refuses), yet the dashboard says which lock opens when:
 * the names come from the account's list of locks, and only those the given grants name are answered. `manager`
 * is the lock manager of the grants' account (`lock.as(accountKey)`); a lock without a name, or no longer in the
 * account, is left out (the page names it by its id).
 */
export async function grantedLockNames(
  manager: Lock,
  grants: readonly LockGrant[],
): Promise<Map<number, string>> {
  const granted = new Set(grants.map((grant) => grant.smartlockId));
  if (granted.size === 0) return new Map();
  const names = new Map<number, string>();
  for (const lock of await manager.smartlocks().all()) {
    if (lock.smartlockId !== null && lock.name !== null && granted.has(lock.smartlockId)) {
      names.set(lock.smartlockId, lock.name);
    }
  }
  return names;
}
