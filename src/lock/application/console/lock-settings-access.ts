import type { SmartLock } from '../../data/smart-lock';
import type { Lock } from '../../lock';
import type { LockAccess } from '../access/lock-access';
import { lockAccountManager, LockAccountManager } from '../access/lock-account-manager';
import type { PermittedSmartLockSettings } from '../access/permitted-smart-lock-settings';
import type { ConsoleViewer } from './console-viewer';

/**
 * What the settings pages of a lock do through the layer below them, each call checked there before anything is
 * sent: a sub-user through `LockAccess` (settings need its "Change settings" grant, `manage_settings`, open now;
 * the admin PIN, renaming and removing need a main user of the account: `mainUser()` refuses anyone else with a
 * `LockPermissionException`), a host visitor through the manager itself (it may do everything, as elsewhere).
 */
export interface LockSettingsActor {
  /** The lock; any grant on it. */
  find(smartlockId: number): Promise<SmartLock>;
  /** Passes when the viewer may change the lock's settings now. @throws LockPermissionException */
  requireSettings(smartlockId: number): Promise<void>;
  /** The settings resource, each change checked for `manage_settings` on its lock. */
  settings(): Pick<
    PermittedSmartLockSettings,
    'updateConfig' | 'updateAdvancedConfig' | 'updateOpenerAdvancedConfig' | 'updateSmartdoorAdvancedConfig'
  >;
  /** The account's whole manager, for a main user of it only. @throws LockPermissionException otherwise */
  mainUser(): Promise<Pick<LockAccountManager, 'smartlocks' | 'settings'>>;
}

/**
 * The actor of the viewer in the account.
 * @throws ConsoleHttpError 404 when the viewer may not open the account (as every page of it answers)
 */
export async function lockSettingsActorOf(
  viewer: ConsoleViewer,
  account: string,
  lock: Lock,
  access: LockAccess,
): Promise<LockSettingsActor> {
  await viewer.resources(account);
  if (viewer.kind === 'user' && viewer.user !== null) {
    const permitted = access.for(viewer.user).as(account);
    return {
      find: (smartlockId) => permitted.smartlocks().find(smartlockId),
      requireSettings: (smartlockId) => permitted.require('manage_settings', smartlockId),
      settings: () => permitted.settings(),
      mainUser: () => permitted.mainUser(),
    };
  }
  const manager = lock.as(account);
  return {
    find: (smartlockId) => manager.smartlocks().find(smartlockId),
    requireSettings: async () => undefined,
    settings: () => manager.settings(),
    mainUser: async () => lockAccountManager(manager),
  };
}
