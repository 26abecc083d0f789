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
import type { PendingKeypadCode } from './pending-keypad-codes';
import { ApiException } from '../../errors/api.exception';
import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';

/**
 * `SmartlockAuths` for one user: every call needs `manage_auths` (on each listed lock for `createMany`), checked
 * before anything is sent. For a sub-user that permission ("Manage keypad codes") covers keypad codes (type 13)
 * only: it lists and finds keypad codes alone (other people's app access, bridges and fobs are not its business);
 * it creates keypad codes only; it changes or deletes an authorization by id only after reading it and finding a
 * keypad code (else a `LockPermissionException`, nothing changing sent); and each code it makes or changes must
 * lie within its grant (`keypadCodeOutsideGrant`: refused, not clipped). A code a sub-user makes is recorded with
 * it as its maker, so it is removed when its grant goes or ends: stored as pending before the create is sent (a
 * keyed digest; without a usable `APP_KEY` the create is refused, nothing sent) and resolved into its maker row
 * once the lock API lists it (`KeypadCodeMakerResolution`). App authorizations made with a shared key or through
 * the advanced API, and the bulk changes by id (`updateMany`, `deleteMany`), are for a main user only.
 */
export class PermittedSmartlockAuths {
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
   * as made by it (pending before it is sent). @throws LockPermissionException
   * @throws KeypadCodeUnrecordableException for a sub-user without a usable `APP_KEY` (nothing sent)
   */
  async create(smartlockId: number, attributes: AuthorizationCreate): Promise<void> {
    const grant = await this.gate.requireGrant('manage_auths', smartlockId);
    if (grant === null) return this.manager.auths().create(smartlockId, attributes);
    this.requireNewKeypadCode(smartlockId, attributes, grant);
    const resolution = this.sources.keypadCodeResolution;
    const pending = await resolution.pend(this.gate.subject, this.gate.account, smartlockId, attributes.code);
    await this.sendRecorded([pending], () => this.manager.auths().create(smartlockId, attributes));
    await resolution.resolveMade(pending);
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
   * only, within its grant on each lock, recorded as made by it (pending before it is sent).
   * @throws LockPermissionException
   * @throws KeypadCodeUnrecordableException for a sub-user without a usable `APP_KEY` (nothing sent)
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
    const resolution = this.sources.keypadCodeResolution;
    const pending: PendingKeypadCode[] = [];
    try {
      for (const [smartlockId, grant] of grants) {
        if (grant === null) continue;
        pending.push(
          await resolution.pend(this.gate.subject, this.gate.account, smartlockId, attributes.code),
        );
      }
    } catch (error) {
      await resolution.refused(pending);
      throw error;
    }
    await this.sendRecorded(pending, () => this.manager.auths().createMany(attributes));
    for (const code of pending) await resolution.resolveMade(code);
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
   * Sends a sub-user's create whose codes are pending (`KeypadCodeMakerResolution.pend`); a create refused before
   * or by the vendor (nothing made) forgets them, while one whose outcome is unknown (no answer, a 5xx) keeps them
   * pending, so a code the vendor made after all is still found and removed with the grant.
   */
  private async sendRecorded(
    pending: readonly PendingKeypadCode[],
    send: () => Promise<void>,
  ): Promise<void> {
    try {
      await send();
    } catch (error) {
      if (isRefusal(error)) await this.sources.keypadCodeResolution.refused(pending);
      throw error;
    }
  }
}

/** The create was refused before it was sent (bad input) or by the vendor (a 4xx): nothing was made. */
function isRefusal(error: unknown): boolean {
  if (error instanceof InvalidArgumentException) return true;
  return error instanceof ApiException && error.status >= 400 && error.status < 500;
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
