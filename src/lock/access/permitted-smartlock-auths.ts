import type { Authorization } from '../data/authorization';
import type { Lock } from '../lock';
import type { LockQuery } from '../http/lock-query';
import type { LockAttributes } from '../resources/lock-arguments';
import { EVERY_SMARTLOCK, LockAccountGate } from './lock-account-gate';

/** `SmartlockAuths` for one user: every call needs `manage_auths`, checked before anything is sent. */
export class PermittedSmartlockAuths {
  constructor(
    private readonly manager: Lock,
    private readonly gate: LockAccountGate,
  ) {}

  /** The authorizations of one smartlock. @throws LockPermissionException */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<Authorization[]> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().forSmartlock(smartlockId, filters);
  }

  /**
   * The account's authorizations, only those of the locks the user may manage them on now.
   * @throws LockPermissionException when there is no such lock
   */
  async all(filters: LockQuery = {}): Promise<Authorization[]> {
    const open = await this.gate.openSmartlocks('manage_auths');
    const all = await this.manager.auths().all(filters);
    return open === EVERY_SMARTLOCK
      ? all
      : all.filter((auth) => auth.smartlockId !== null && open.has(auth.smartlockId));
  }

  /** Creates an authorization on the smartlock. @throws LockPermissionException */
  async create(smartlockId: number, attributes: LockAttributes): Promise<void> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().create(smartlockId, attributes);
  }

  /** Changes an authorization of the smartlock. @throws LockPermissionException */
  async update(smartlockId: number, authId: string, attributes: LockAttributes): Promise<void> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().update(smartlockId, authId, attributes);
  }

  /** Deletes an authorization of the smartlock. @throws LockPermissionException */
  async delete(smartlockId: number, authId: string): Promise<void> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().delete(smartlockId, authId);
  }
}
