import type { IntegrationExceptionAnswer } from '../../common/errors/integration-exception-answer';
import type { LockPermission } from '../interfaces/lock-permission.interface';
import { LockException } from './lock.exception';

/**
 * A signed-in user may not do what was asked on a lock (see `LockAccess`): nothing was sent to the lock API. The
 * message names the user, the permission, the lock and the account, and why; `LockPermissionFilter` (part of
 * `@RequireLockPermission()`) answers it with a 403.
 */
export class LockPermissionException extends LockException {
  constructor(
    /** The email of the user. */
    readonly userEmail: string,
    /** The permission asked for; null where any grant on the lock would do (find, list, sync). */
    readonly permission: LockPermission | null,
    /** The key of the account of the lock. */
    readonly accountKey: string,
    /** The smartlock; null for an account-wide list (all smartlocks, logs or authorizations). */
    readonly smartlockId: number | null,
    /** Why, e.g. `no grant holds it`, `the grant ended at 2027-01-31T23:59:59.000Z`. */
    readonly reason: string,
  ) {
    const what = permission === null ? 'permission' : `"${permission}" permission`;
    const lock = smartlockId === null ? 'any smartlock' : `smartlock ${smartlockId}`;
    super(`The lock user ${userEmail} has no ${what} on ${lock} of account "${accountKey}": ${reason}.`);
  }

  /** 403 with its own message (the user's own business: what they may not do, and why). */
  override httpAnswer(): IntegrationExceptionAnswer {
    return { status: 403, message: this.message };
  }
}
