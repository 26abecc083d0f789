import { LockPermissionException } from '../../errors/lock-permission.exception';
import type { LockGrant } from './lock-grant';

/**
 * A keypad code a sub-user makes or changes would open the door outside the grant it acts under (see
 * `keypadCodeOutsideGrant`): nothing was sent. A `LockPermissionException` (403) that carries the grant, so a
 * page can say what would lie within it.
 */
export class KeypadCodeOutsideGrantException extends LockPermissionException {
  constructor(
    userEmail: string,
    accountKey: string,
    smartlockId: number,
    reason: string,
    /** The grant the code must lie within. */
    readonly grant: LockGrant,
  ) {
    super(userEmail, 'manage_auths', accountKey, smartlockId, reason);
  }
}
