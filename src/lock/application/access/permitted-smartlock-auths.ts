import type { AdvancedConfirmation } from '../../data/advanced-confirmation';
import type { Authorization } from '../../data/authorization';
import type { Lock } from '../../lock';
import type { LockQuery } from '../../http/lock-query';
import type {
  AdvancedAuthorizationsCreate,
  AuthorizationCreate,
  AuthorizationsCreate,
  AuthorizationUpdate,
  AuthorizationsUpdate,
  SharedKeyAuthorizationCreate,
} from '../../resources/smartlock-auths';
import { EVERY_SMARTLOCK, LockAccountGate } from './lock-account-gate';

/**
 * `SmartlockAuths` for one user: every call needs `manage_auths` (on each listed lock for `createMany` and
 * `createAdvanced`), checked before anything is sent; `updateMany` and `deleteMany` name authorizations, not
 * locks, so they are for a main user only.
 */
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
  async create(smartlockId: number, attributes: AuthorizationCreate): Promise<void> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().create(smartlockId, attributes);
  }

  /** Changes an authorization of the smartlock. @throws LockPermissionException */
  async update(smartlockId: number, authId: string, attributes: AuthorizationUpdate): Promise<void> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().update(smartlockId, authId, attributes);
  }

  /** Deletes an authorization of the smartlock. @throws LockPermissionException */
  async delete(smartlockId: number, authId: string): Promise<void> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().delete(smartlockId, authId);
  }

  /** One authorization of the smartlock. @throws LockPermissionException */
  async find(smartlockId: number, authId: string): Promise<Authorization> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().find(smartlockId, authId);
  }

  /** An app authorization with a shared key on the smartlock. @throws LockPermissionException */
  async createWithSharedKey(
    smartlockId: number,
    attributes: SharedKeyAuthorizationCreate,
  ): Promise<Authorization[]> {
    await this.gate.require('manage_auths', smartlockId);
    return this.manager.auths().createWithSharedKey(smartlockId, attributes);
  }

  /** One authorization on each listed smartlock; needs `manage_auths` on each. @throws LockPermissionException */
  async createMany(attributes: AuthorizationsCreate): Promise<void> {
    await this.gate.requireEach('manage_auths', smartlockIdsOf(attributes));
    return this.manager.auths().createMany(attributes);
  }

  /** App authorizations on each listed smartlock (advanced API); needs `manage_auths` on each. @throws LockPermissionException */
  async createAdvanced(attributes: AdvancedAuthorizationsCreate): Promise<AdvancedConfirmation> {
    await this.gate.requireEach('manage_auths', smartlockIdsOf(attributes));
    return this.manager.auths().createAdvanced(attributes);
  }

  /** Changes several authorizations by id; a main user only. @throws LockPermissionException */
  async updateMany(updates: readonly AuthorizationsUpdate[]): Promise<void> {
    await this.gate.requireMainUser('change authorizations in bulk');
    return this.manager.auths().updateMany(updates);
  }

  /** Deletes several authorizations by id; a main user only. @throws LockPermissionException */
  async deleteMany(ids: readonly string[]): Promise<void> {
    await this.gate.requireMainUser('delete authorizations in bulk');
    return this.manager.auths().deleteMany(ids);
  }
}

/**
 * The `smartlockIds` of a bulk create; without a list it is [0], a lock no grant holds, so a sub-user is refused
 * rather than let through with nothing checked.
 */
function smartlockIdsOf(attributes: { smartlockIds?: readonly number[] }): number[] {
  const ids = attributes?.smartlockIds;
  return Array.isArray(ids) && ids.length > 0 ? ids.map((id) => Number(id)) : [0];
}
