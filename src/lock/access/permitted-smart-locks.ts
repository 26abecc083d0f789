import type { SmartLock } from '../data/smart-lock';
import type { Lock } from '../lock';
import type { LockQuery } from '../http/lock-query';
import { EVERY_SMARTLOCK, LockAccountGate } from './lock-account-gate';

/**
 * `SmartLocks` for one user: each call checks the user's permission first and sends nothing when refused.
 * `lock`, `lockAndGo` need `lock`; `unlock`, `unlatch`, `lockAndGoWithUnlatch` need `unlock`; `find`, `sync` any
 * grant on the lock; `all` lists only the locks the user holds an open grant on.
 */
export class PermittedSmartLocks {
  constructor(
    private readonly manager: Lock,
    private readonly gate: LockAccountGate,
  ) {}

  /** The smartlocks of the account the user may see now. @throws LockPermissionException when none */
  async all(query: LockQuery = {}): Promise<SmartLock[]> {
    const open = await this.gate.openSmartlocks(null);
    const all = await this.manager.smartlocks().all(query);
    return open === EVERY_SMARTLOCK
      ? all
      : all.filter((smartlock) => smartlock.smartlockId !== null && open.has(smartlock.smartlockId));
  }

  /** One smartlock; any grant on it. @throws LockPermissionException */
  async find(smartlockId: number): Promise<SmartLock> {
    await this.gate.require(null, smartlockId);
    return this.manager.smartlocks().find(smartlockId);
  }

  /** Locks; needs `lock`. @throws LockPermissionException */
  async lock(smartlockId: number): Promise<void> {
    await this.gate.require('lock', smartlockId);
    return this.manager.smartlocks().lock(smartlockId);
  }

  /** Lock 'n' go; needs `lock`. @throws LockPermissionException */
  async lockAndGo(smartlockId: number): Promise<void> {
    await this.gate.require('lock', smartlockId);
    return this.manager.smartlocks().lockAndGo(smartlockId);
  }

  /** Unlocks; needs `unlock`. @throws LockPermissionException */
  async unlock(smartlockId: number): Promise<void> {
    await this.gate.require('unlock', smartlockId);
    return this.manager.smartlocks().unlock(smartlockId);
  }

  /** Unlatches; needs `unlock`. @throws LockPermissionException */
  async unlatch(smartlockId: number): Promise<void> {
    await this.gate.require('unlock', smartlockId);
    return this.manager.smartlocks().unlatch(smartlockId);
  }

  /** Lock 'n' go with unlatch; needs `unlock`. @throws LockPermissionException */
  async lockAndGoWithUnlatch(smartlockId: number): Promise<void> {
    await this.gate.require('unlock', smartlockId);
    return this.manager.smartlocks().lockAndGoWithUnlatch(smartlockId);
  }

  /** Asks the API to refresh its state of the lock; any grant on it. @throws LockPermissionException */
  async sync(smartlockId: number): Promise<void> {
    await this.gate.require(null, smartlockId);
    return this.manager.smartlocks().sync(smartlockId);
  }
}
