import type { LockApiSchemas, LockWritable } from '../api/lock-routes';
import type { LockApiClient } from '../http/lock-api-client';
import { integerInRange, listArgument, objectArgument, smartlockPath } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** The device settings of a smartlock, as `POST /smartlock/{id}/config` takes them (every required field). */
export type SmartLockConfigUpdate = LockWritable<LockApiSchemas['Smartlock.Config']>;
/** The advanced settings of a Smart Lock (types 0 and 4). */
export type SmartLockAdvancedConfigUpdate = LockWritable<LockApiSchemas['Smartlock.AdvancedConfig']>;
/** The advanced settings of an opener (type 2). */
export type OpenerAdvancedConfigUpdate = LockWritable<LockApiSchemas['Smartlock.OpenerAdvancedConfig']>;
/** The advanced settings of a smart door (type 3). */
export type SmartdoorAdvancedConfigUpdate = LockWritable<LockApiSchemas['Smartlock.SmartdoorAdvancedConfig']>;
/** The settings the web API keeps for a smartlock (battery warning mails, ...). */
export type SmartLockWebConfigUpdate = LockWritable<LockApiSchemas['Smartlock.WebConfig']>;
/** The web settings of several smartlocks at once. */
export type SmartLockWebConfigRequest = LockWritable<LockApiSchemas['WebConfigRequest']>;

/**
 * The settings of one account's smartlocks: device config, advanced config per device type, web config and the
 * admin PIN. A config update must carry every field the API requires of that config: read the current one from
 * `smartlocks().find(id)` (`config`, `advancedConfig`, ...) and change what you need.
 */
@TracedCalls('lock', 'settings')
export class SmartLockSettings {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** POST `/smartlock/{id}/config`: name, location, time zone, LED, buttons, pairing, ... */
  updateConfig(smartlockId: number, config: SmartLockConfigUpdate): Promise<void> {
    return this.post(smartlockId, '/config', config);
  }

  /** POST `/smartlock/{id}/advanced/config`: the advanced settings of a Smart Lock (auto lock, degrees, ...). */
  updateAdvancedConfig(smartlockId: number, config: SmartLockAdvancedConfigUpdate): Promise<void> {
    return this.post(smartlockId, '/advanced/config', config);
  }

  /** POST `/smartlock/{id}/advanced/openerconfig`: the advanced settings of an opener (sounds, ring to open, ...). */
  updateOpenerAdvancedConfig(smartlockId: number, config: OpenerAdvancedConfigUpdate): Promise<void> {
    return this.post(smartlockId, '/advanced/openerconfig', config);
  }

  /** POST `/smartlock/{id}/advanced/smartdoorconfig`: the advanced settings of a smart door. */
  updateSmartdoorAdvancedConfig(smartlockId: number, config: SmartdoorAdvancedConfigUpdate): Promise<void> {
    return this.post(smartlockId, '/advanced/smartdoorconfig', config);
  }

  /** POST `/smartlock/{id}/web/config`: what the web API does for the smartlock (battery warning mails, ...). */
  updateWebConfig(smartlockId: number, config: SmartLockWebConfigUpdate): Promise<void> {
    return this.post(smartlockId, '/web/config', config);
  }

  /** POST `/bulk-web-config`: the web settings of several smartlocks in one call. */
  async updateWebConfigs(requests: readonly SmartLockWebConfigRequest[]): Promise<void> {
    const webConfigRequests = listArgument('web config requests', requests);
    await this.api.call(this.accountKey, {
      method: 'POST',
      path: '/bulk-web-config',
      json: { webConfigRequests },
    });
  }

  /**
   * POST `/smartlock/{id}/admin/pin`: sets the admin PIN (0 to 9999) the device asks for before its settings
   * change in the app. @throws InvalidArgumentException outside that range; nothing is sent
   */
  async setAdminPin(smartlockId: number, adminPin: number): Promise<void> {
    const path = `${smartlockPath(smartlockId)}/admin/pin`;
    const json = { adminPin: integerInRange('admin PIN', adminPin, 0, 9999) };
    await this.api.call(this.accountKey, { method: 'POST', path, json });
  }

  private async post(smartlockId: number, suffix: string, config: object): Promise<void> {
    const path = `${smartlockPath(smartlockId)}${suffix}`;
    await this.api.call(this.accountKey, { method: 'POST', path, json: objectArgument('config', config) });
  }
}
