import { Logger } from '@nestjs/common';
import type { AdvancedConfirmation } from '../../data/advanced-confirmation';
import type { Authorization } from '../../data/authorization';
import type { Lock } from '../../lock';
import type { LockQuery } from '../../http/lock-query';
import {
  AdvancedAuthorizationsCreate,
  AuthorizationCreate,
  AuthorizationsCreate,
  AuthorizationUpdate,
  AuthorizationsUpdate,
  SharedKeyAuthorizationCreate,
  SmartlockAuths,
} from '../../resources/smartlock-auths';
import type { LockGrant } from './lock-grant';
import { EVERY_SMARTLOCK, LockAccountGate, LockGateSources } from './lock-account-gate';
import { authorizationKindOf } from './authorization-kind';
import { keypadCodeOutsideGrant, KeypadCodeSchedule } from './keypad-code-within-grant';
import { KeypadCodeOutsideGrantException } from './keypad-code-outside-grant.exception';

/**
 * `SmartlockAuths` for one user: every call needs `manage_auths` (on each listed lock for `createMany`), checked
 * before anything is sent. For a sub-user that permission ("Manage keypad codes") covers keypad codes (type 13)
 * only: it lists and finds keypad codes alone (other people's app access, bridges and fobs are not its business);
 * it creates keypad codes only; it changes or deletes an authorization by id only after reading it and finding a
 * keypad code (else a `LockPermissionException`, nothing changing sent); and each code it makes or changes must
 * lie within its grant (`keypadCodeOutsideGrant`: refused, not clipped). A code a sub-user makes is recorded with
 * it as its maker (`KeypadCodeMakers`), so it is removed when its grant goes or ends. App authorizations made
 * with a shared key or through the advanced API, and the bulk changes by id (`updateMany`, `deleteMany`), are for
 * a main user only.
 */
export class PermittedSmartlockAuths {
  private readonly logger = new Logger('LockAccess');

  constructor(
    private readonly manager: Lock,
    private readonly gate: LockAccountGate,
    private readonly sources: LockGateSources,
  ) {}

  /** The authorizations of one smartlock (a sub-user's: its keypad codes). @throws LockPermissionException */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<Authorization[]> {
    const grant = await this.gate.requireGrant('manage_auths', smartlockId);
    const list = await this.manager.auths().forSmartlock(smartlockId, filters);
    return grant === null ? list : list.filter(isKeypadCode);
  }

  /**
   * The account's authorizations, only those of the locks the user may manage them on now (a sub-user's: the
   * keypad codes of those locks). @throws LockPermissionException when there is no such lock
   */
  async all(filters: LockQuery = {}): Promise<Authorization[]> {
    const open = await this.gate.openSmartlocks('manage_auths');
    const all = await this.manager.auths().all(filters);
    return open === EVERY_SMARTLOCK
      ? all
      : all.filter((auth) => auth.smartlockId !== null && open.has(auth.smartlockId) && isKeypadCode(auth));
  }

  /**
   * Creates an authorization on the smartlock; a sub-user only a keypad code (type 13) within its grant, recorded
   * as made by it. @throws LockPermissionException
   */
  async create(smartlockId: number, attributes: AuthorizationCreate): Promise<void> {
    const grant = await this.gate.requireGrant('manage_auths', smartlockId);
    if (grant === null) return this.manager.auths().create(smartlockId, attributes);
    this.requireNewKeypadCode(smartlockId, attributes, grant);
    await this.manager.auths().create(smartlockId, attributes);
    await this.recordMade(smartlockId, attributes.code);
  }

  /**
   * Changes an authorization of the smartlock; a sub-user's is read first and must be a keypad code, and the code
   * as changed (unless disabled) must lie within its grant. @throws LockPermissionException
   */
  async update(smartlockId: number, authId: string, attributes: AuthorizationUpdate): Promise<void> {
    const grant = await this.gate.requireGrant('manage_auths', smartlockId);
    if (grant === null) return this.manager.auths().update(smartlockId, authId, attributes);
    const current = await this.keypadCodeOf(smartlockId, authId, 'change');
    const changed = { ...scheduleOf(current), ...attributes };
    const enabled = attributes.enabled ?? current.enabled;
    if (enabled) this.requireWithinGrant(smartlockId, changed, grant);
    const name = attributes.name ?? current.name ?? '';
    return this.manager.auths().update(smartlockId, authId, { ...attributes, name });
  }

  /**
   * Deletes an authorization of the smartlock; a sub-user's is read first and must be a keypad code. Its maker's
   * record goes with it. @throws LockPermissionException
   */
  async delete(smartlockId: number, authId: string): Promise<void> {
    const grant = await this.gate.requireGrant('manage_auths', smartlockId);
    if (grant !== null) await this.keypadCodeOf(smartlockId, authId, 'delete');
    await this.manager.auths().delete(smartlockId, authId);
    await this.sources.keypadCodeMakers.forget(this.gate.account, smartlockId, authId);
  }

  /** One authorization of the smartlock (a sub-user: a keypad code only). @throws LockPermissionException */
  async find(smartlockId: number, authId: string): Promise<Authorization> {
    const grant = await this.gate.requireGrant('manage_auths', smartlockId);
    if (grant === null) return this.manager.auths().find(smartlockId, authId);
    return this.keypadCodeOf(smartlockId, authId, 'read');
  }

  /** An app authorization with a shared key on the smartlock; a main user only. @throws LockPermissionException */
  async createWithSharedKey(
    smartlockId: number,
    attributes: SharedKeyAuthorizationCreate,
  ): Promise<Authorization[]> {
    await this.gate.requireMainUser(`create app access on smartlock ${smartlockId}`);
    return this.manager.auths().createWithSharedKey(smartlockId, attributes);
  }

  /**
   * One authorization on each listed smartlock; needs `manage_auths` on each, and a sub-user makes keypad codes
   * only, within its grant on each lock, recorded as made by it. @throws LockPermissionException
   */
  async createMany(attributes: AuthorizationsCreate): Promise<void> {
    const smartlockIds = smartlockIdsOf(attributes);
    const grants = new Map<number, LockGrant | null>();
    for (const smartlockId of new Set(smartlockIds)) {
      grants.set(smartlockId, await this.gate.requireGrant('manage_auths', smartlockId));
    }
    for (const [smartlockId, grant] of grants) {
      if (grant !== null) this.requireNewKeypadCode(smartlockId, attributes, grant);
    }
    await this.manager.auths().createMany(attributes);
    for (const [smartlockId, grant] of grants) {
      if (grant !== null) await this.recordMade(smartlockId, attributes.code);
    }
  }

  /** App authorizations on each listed smartlock (advanced API); a main user only. @throws LockPermissionException */
  async createAdvanced(attributes: AdvancedAuthorizationsCreate): Promise<AdvancedConfirmation> {
    await this.gate.requireMainUser('create app access through the advanced API');
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

  /**
   * The authorization, read before a sub-user touches it, when it is a keypad code.
   * @throws LockPermissionException naming its kind otherwise (nothing changing was sent)
   */
  private async keypadCodeOf(
    smartlockId: number,
    authId: string,
    what: 'read' | 'change' | 'delete',
  ): Promise<Authorization> {
    const auth = await this.manager.auths().find(smartlockId, authId);
    if (isKeypadCode(auth)) return auth;
    throw this.gate.refuse(
      'manage_auths',
      smartlockId,
      `"Manage keypad codes" covers keypad codes only, and authorization ${authId} is ${authorizationKindOf(auth.type)}; only a main user of the account may ${what} it`,
    );
  }

  /** Refuses a new authorization of a sub-user unless it is a keypad code within its grant. */
  private requireNewKeypadCode(
    smartlockId: number,
    attributes: { type?: number } & KeypadCodeSchedule,
    grant: LockGrant,
  ): void {
    if (attributes?.type !== SmartlockAuths.TYPE_KEYPAD_CODE) {
      throw this.gate.refuse(
        'manage_auths',
        smartlockId,
        `"Manage keypad codes" covers keypad codes (type 13) only, and this would be ${authorizationKindOf(attributes?.type ?? SmartlockAuths.TYPE_APP)}; only a main user of the account may create it`,
      );
    }
    this.requireWithinGrant(smartlockId, attributes, grant);
  }

  /** @throws KeypadCodeOutsideGrantException when the code would open the door outside the grant */
  private requireWithinGrant(smartlockId: number, code: KeypadCodeSchedule, grant: LockGrant): void {
    const reason = keypadCodeOutsideGrant(grant, code);
    if (reason === null) return;
    const { email } = this.gate.subject;
    throw new KeypadCodeOutsideGrantException(email, this.gate.account, smartlockId, reason, grant);
  }

  /**
   * Records the signed-in sub-user as the maker of the keypad code it just made: the lock API answers a create
   * with no id, so the code is found by its digits, which are unique on a lock (the API refuses a code in use).
   * Not found (the list failed, or the code was changed at once) is logged, as the code then has no maker.
   */
  private async recordMade(smartlockId: number, code: number | undefined): Promise<void> {
    const account = this.gate.account;
    try {
      const codes = await this.manager.auths().forSmartlock(smartlockId, {
        types: String(SmartlockAuths.TYPE_KEYPAD_CODE),
      });
      const made = codes.find((auth) => isKeypadCode(auth) && auth.code === code);
      if (made !== undefined) {
        const at = this.sources.clock.now();
        await this.sources.keypadCodeMakers.record(this.gate.subject, account, smartlockId, made.id, at);
        return;
      }
      this.logger.error(
        `${this.gate.subject.email} made a keypad code on smartlock ${smartlockId} of account "${account}", but it is not in the lock's list: it has no maker recorded and is not removed with their grant.`,
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.logger.error(
        `${this.gate.subject.email} made a keypad code on smartlock ${smartlockId} of account "${account}", but its maker could not be recorded (${why}): it is not removed with their grant.`,
      );
    }
  }
}

function isKeypadCode(auth: Authorization): boolean {
  return auth.type === SmartlockAuths.TYPE_KEYPAD_CODE;
}

/** The window and weekdays of a keypad code as it stands. */
function scheduleOf(auth: Authorization): KeypadCodeSchedule {
  return {
    allowedFromDate: auth.allowedFromDate,
    allowedUntilDate: auth.allowedUntilDate,
    allowedWeekDays: auth.allowedWeekDays,
  };
}

/**
 * The `smartlockIds` of a bulk create; without a list it is [0], a lock no grant holds, so a sub-user is refused
 * rather than let through with nothing checked.
 */
function smartlockIdsOf(attributes: { smartlockIds?: readonly number[] }): number[] {
  const ids = attributes?.smartlockIds;
  return Array.isArray(ids) && ids.length > 0 ? ids.map((id) => Number(id)) : [0];
}
