import type { LockAccess } from '../access/lock-access';
import type { LockGrant } from '../access/lock-grant';
import type { LockGrantRepository } from '../access/lock-grant-repository';
import type {
  LockAccountRecord,
  LockAccountRegistry,
} from '../../interfaces/lock-account-registry.interface';
import type { LockAuthenticatedUser } from '../users/lock-auth.service';
import { isLockSubUser } from '../users/lock-user';
import { LockUser } from '../../interfaces/lock-user.interface';
import type { ConsoleLockResources, ConsoleViewer } from './console-viewer';
import { ConsoleHttpError } from './http/console-http-error';

/**
 * A signed-in user of the module's own guard: a main user opens the accounts it owns and may do everything there;
 * a sub-user opens the accounts of its grants and acts through `LockAccess`, which checks each call.
 */
export class UserConsoleViewer implements ConsoleViewer {
  readonly kind = 'user';
  readonly user: LockUser;
  readonly displayName: string;
  readonly isMain: boolean;

  constructor(
    private readonly signedIn: LockAuthenticatedUser,
    private readonly access: LockAccess,
    private readonly grants: LockGrantRepository,
    private readonly registry: LockAccountRegistry,
  ) {
    this.user = signedIn.user;
    this.displayName = signedIn.user.name || signedIn.user.email;
    this.isMain = !isLockSubUser(signedIn.user);
  }

  async accounts(): Promise<LockAccountRecord[]> {
    const keys = this.isMain
      ? this.signedIn.accountKeys
      : [...new Set((await this.grants.grantsOf(this.user.id)).map((grant) => grant.accountKey))];
    const records = await Promise.all(
      keys.map(async (key) => (await this.registry.find(key)) ?? { key, name: null }),
    );
    return records.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async resources(accountKey: string): Promise<ConsoleLockResources> {
    if (!(await this.accounts()).some((account) => account.key === accountKey)) {
      throw new ConsoleHttpError(404, 'accountNotFound', { account: accountKey });
    }
    return this.access.for(this.user).as(accountKey);
  }

  async grantsIn(accountKey: string): Promise<LockGrant[] | null> {
    return this.isMain ? null : this.grants.grantsIn(this.user.id, accountKey);
  }

  async requireManaged(accountKey: string): Promise<void> {
    if (!this.isMain) throw new ConsoleHttpError(403, 'mainUsersOnly');
    if (!this.signedIn.accountKeys.includes(accountKey)) {
      throw new ConsoleHttpError(404, 'accountNotFound', { account: accountKey });
    }
  }
}
