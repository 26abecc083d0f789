import type { Lock } from '../../lock';
import type {
  OpenerAdvancedConfigUpdate,
  SmartdoorAdvancedConfigUpdate,
  SmartLockAdvancedConfigUpdate,
  SmartLockConfigUpdate,
  SmartLockWebConfigRequest,
  SmartLockWebConfigUpdate,
} from '../../resources/smart-lock-settings';
import type { LockAccountGate } from './lock-account-gate';

/**
 * `SmartLockSettings` for one user: every change needs `manage_settings` on its lock (on each lock for
 * `updateWebConfigs`), checked before anything is sent.
 */
export class PermittedSmartLockSettings {
  constructor(
    private readonly manager: Lock,
    private readonly gate: LockAccountGate,
  ) {}

  /** Changes the device config. @throws LockPermissionException */
  async updateConfig(smartlockId: number, config: SmartLockConfigUpdate): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.settings().updateConfig(smartlockId, config);
  }

  /** Changes the advanced config of a Smart Lock. @throws LockPermissionException */
  async updateAdvancedConfig(smartlockId: number, config: SmartLockAdvancedConfigUpdate): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.settings().updateAdvancedConfig(smartlockId, config);
  }

  /** Changes the advanced config of an opener. @throws LockPermissionException */
  async updateOpenerAdvancedConfig(smartlockId: number, config: OpenerAdvancedConfigUpdate): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.settings().updateOpenerAdvancedConfig(smartlockId, config);
  }

  /** Changes the advanced config of a smart door. @throws LockPermissionException */
  async updateSmartdoorAdvancedConfig(
    smartlockId: number,
    config: SmartdoorAdvancedConfigUpdate,
  ): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.settings().updateSmartdoorAdvancedConfig(smartlockId, config);
  }

  /** Changes the web config. @throws LockPermissionException */
  async updateWebConfig(smartlockId: number, config: SmartLockWebConfigUpdate): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.settings().updateWebConfig(smartlockId, config);
  }

  /** Changes the web config of several locks; needs `manage_settings` on each. @throws LockPermissionException */
  async updateWebConfigs(requests: readonly SmartLockWebConfigRequest[]): Promise<void> {
    await this.gate.requireEach('manage_settings', smartlockIdsOf(requests));
    return this.manager.settings().updateWebConfigs(requests);
  }

  /** Sets the admin PIN. @throws LockPermissionException */
  async setAdminPin(smartlockId: number, adminPin: number): Promise<void> {
    await this.gate.require('manage_settings', smartlockId);
    return this.manager.settings().setAdminPin(smartlockId, adminPin);
  }
}

/**
 * The smartlock ids of the requests; a request without a numeric one counts as id 0, which no grant holds, so a
 * sub-user is refused rather than let through with a lock nobody checked.
 */
function smartlockIdsOf(requests: readonly SmartLockWebConfigRequest[]): number[] {
  return Array.isArray(requests) ? requests.map((request) => Number(request?.smartlockId ?? 0)) : [];
}
