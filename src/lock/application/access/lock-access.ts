import type { Lock } from '../../lock';
import type { LockAuthenticatedUser } from '../users/lock-auth.service';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LockUserRepository } from '../users/lock-user-repository';
import type { LockAccessSettings } from './lock-access-settings';
import type { LockGateSources } from './lock-account-gate';
import type { LockGrantRepository } from './lock-grant-repository';
import type { KeypadCodeMakers } from './keypad-code-makers';
import type { KeypadCodeMakerResolution } from './keypad-code-maker-resolution';
import { LockUserAccess } from './lock-user-access';

/**
 * Acting for a user of the module's guard within what they may do: `lockAccess.for(user).smartlocks().unlock(id)`
 * refuses with a `LockPermissionException` before anything is sent when the user may not. A main user may do
 * everything in the accounts it owns; a sub-user what its grants allow, inside their window and on their weekdays
 * in `LOCK_TIME_ZONE`. "Manage keypad codes" (`manage_auths`) lets a sub-user touch keypad codes only, each within
 * its grant, and records it as the maker of the codes it makes (see `PermittedSmartlockAuths`).
 */
export class LockAccess {
  private readonly sources: LockGateSources;

  constructor(
    private readonly manager: Lock,
    users: LockUserRepository,
    grants: LockGrantRepository,
    config: LockAccessSettings,
    clock: LockClock,
    keypadCodeMakers: KeypadCodeMakers,
    keypadCodeResolution: KeypadCodeMakerResolution,
  ) {
    const timeZone = () => config.timeZone();
    this.sources = { users, grants, clock, timeZone, keypadCodeMakers, keypadCodeResolution };
  }

  /** The manager for the user (a `LockUser`, or the signed-in user `@CurrentLockUser()` gives), account `default`. */
  for(user: LockUser | LockAuthenticatedUser): LockUserAccess {
    return new LockUserAccess(this.manager, this.sources, 'user' in user ? user.user : user);
  }
}
