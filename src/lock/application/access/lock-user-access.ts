import type { Lock } from '../../lock';
import { DEFAULT_LOCK_ACCOUNT } from '../../auth/lock-auth-settings';
import type { LockUser } from '../../interfaces/lock-user.interface';
import { LockAccountGate, LockGateSources } from './lock-account-gate';
import { lockAccountManager, LockAccountManager } from './lock-account-manager';
import type { LockPermission } from '../../interfaces/lock-permission.interface';
import { PermittedSmartLockSettings } from './permitted-smart-lock-settings';
import { PermittedSmartLocks } from './permitted-smart-locks';
import { PermittedSmartlockAuths } from './permitted-smartlock-auths';
import { PermittedSmartlockLogs } from './permitted-smartlock-logs';

/**
 * The lock manager as one user may use it (`lockAccess.for(user)`): the same resources for the account
 * (`default` unless `as()` was called), each call checked against the user's permissions before anything is sent.
 */
export class LockUserAccess {
  constructor(
    private readonly manager: Lock,
    private readonly sources: LockGateSources,
    private readonly user: LockUser,
    private readonly accountKey: string = DEFAULT_LOCK_ACCOUNT,
  ) {}

  /** A clone for another account of the user; this one is left as it is. */
  as(accountKey: string): LockUserAccess {
    return new LockUserAccess(this.manager.as(accountKey), this.sources, this.user, accountKey);
  }

  /** The account key of this clone: `default` unless it came from `as()`. */
  currentAccount(): string {
    return this.accountKey;
  }

  /** The smartlocks the user may see and act on. */
  smartlocks(): PermittedSmartLocks {
    return new PermittedSmartLocks(this.manager, this.gate());
  }

  /** The logs of the locks the user holds `view_logs` on. */
  logs(): PermittedSmartlockLogs {
    return new PermittedSmartlockLogs(this.manager, this.gate());
  }

  /** The authorizations of the locks the user holds `manage_auths` on (a sub-user: their keypad codes). */
  auths(): PermittedSmartlockAuths {
    return new PermittedSmartlockAuths(this.manager, this.gate(), this.sources);
  }

  /** The settings of the locks the user holds `manage_settings` on. */
  settings(): PermittedSmartLockSettings {
    return new PermittedSmartLockSettings(this.manager, this.gate());
  }

  /**
   * The whole manager of this account, for a main user of it: what belongs to the account rather than one lock
   * (`accountUsers()`, `notifications()`, `opener()`, `webhooks()`, `request()` of any route). It has no `as()`
   * and no `oauth()`, so it reaches no other account.
   * @throws LockPermissionException for a sub-user, or a main user of other accounts
   */
  async mainUser(): Promise<LockAccountManager> {
    await this.gate().requireMainUser('use the whole API of the account');
    return lockAccountManager(this.manager);
  }

  /**
   * Passes when the user may use the permission on the smartlock now (null: any grant will do), e.g. before work
   * of a route's own. @throws LockPermissionException naming the user, the permission, the lock and why not
   */
  require(permission: LockPermission | null, smartlockId: number): Promise<void> {
    return this.gate().require(permission, smartlockId);
  }

  private gate(): LockAccountGate {
    return new LockAccountGate(this.sources, this.user, this.accountKey);
  }
}
