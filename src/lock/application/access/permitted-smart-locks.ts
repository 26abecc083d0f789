import type { AdvancedConfirmation } from '../../data/advanced-confirmation';
import type { SmartLock } from '../../data/smart-lock';
import type { Lock } from '../../lock';
import type { LockQuery } from '../../http/lock-query';
import type { LockAttributes } from '../../resources/lock-arguments';
import { SmartLocks } from '../../resources/smart-locks';
import { EVERY_SMARTLOCK, LockAccountGate } from './lock-account-gate';
import { permissionOfLockAction } from './lock-permission';

/**
 * `SmartLocks` for one user: each call checks the user's permission first and sends nothing when refused.
 * `lock`, `lockWithCallback` need `lock`; `unlock`, `unlatch`, `lockAndGo`, `lockAndGoWithUnlatch`,
 * `unlockWithCallback` need `unlock` (lock 'n' go unlocks first); `action`, `actionWithCallback` what their action
 * code does (`permissionOfLockAction`); `update` needs
 * `manage_settings`; `delete` a main user; `find`, `sync` any grant on the lock; `all` lists only the locks the
 * user holds an open grant on.
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

  /** Lock 'n' go; needs `unlock`, as it unlocks first. @throws LockPermissionException */
  async lockAndGo(smartlockId: number): Promise<void> {
    await this.gate.require(permissionOfLockAction(SmartLocks.ACTION_LOCK_AND_GO), smartlockId);
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
    await this.gate.require(permissionOfLockAction(SmartLocks.ACTION_LOCK_AND_GO_WITH_UNLATCH), smartlockId);
    return this.manager.smartlocks().lockAndGoWithUnlatch(smartlockId);
  }

  /** Asks the API to refresh its state of the lock; any grant on it. @throws LockPermissionException */
  async sync(smartlockId: number): Promise<void> {
    await this.gate.require(null, smartlockId);
    return this.manager.smartlocks().sync(smartlockId);
  }

  /** Sends an action code: lock needs `lock`, every other code (lock 'n' go too) `unlock`. @throws LockPermissionException */
  async action(smartlockId: number, action: number, option: number | null = null): Promise<void> {
    await this.gate.require(permissionOfLockAction(action), smartlockId);
    return this.manager.smartlocks().action(smartlockId, action, option);
  }

  /** An action with a `requestId` for its result's webhook; needs what the action code does. @throws LockPermissionException */
  async actionWithCallback(
    smartlockId: number,
    action: number,
    option: number | null = null,
  ): Promise<AdvancedConfirmation> {
    await this.gate.require(permissionOfLockAction(action), smartlockId);
    return this.manager.smartlocks().actionWithCallback(smartlockId, action, option);
  }

  /** Locks, with a `requestId` for the result's webhook; needs `lock`. @throws LockPermissionException */
  async lockWithCallback(smartlockId: number): Promise<AdvancedConfirmation> {
    await this.gate.require('lock', smartlockId);
    return this.manager.smartlocks().lockWithCallback(smartlockId);
  }

  /** Unlocks, with a `requestId` for the result's webhook; needs `unlock`. @throws LockPermissionException */
  async unlockWithCallback(smartlockId: number): Promise<AdvancedConfirmation> {
    await this.gate.require('unlock', smartlockId);
    return this.manager.smartlocks().unlockWithCallback(smartlockId);
  }

  /** Renames the lock or flags it favourite; needs `manage_settings`. @throws LockPermissionException */
  async update(smartlockId: number, attributes: LockAttributes): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.smartlocks().update(smartlockId, attributes);
  }

  /** Removes the lock from the account; a main user only. @throws LockPermissionException */
  async delete(smartlockId: number): Promise<void> {
    await this.gate.requireMainUser(`delete smartlock ${smartlockId}`);
    return this.manager.smartlocks().delete(smartlockId);
  }
}
