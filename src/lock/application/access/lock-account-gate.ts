import { LockPermissionException } from '../../errors/lock-permission.exception';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockUser } from '../../interfaces/lock-user.interface';
import { isLockSubUser } from '../users/lock-user';
import type { LockUserRepository } from '../users/lock-user-repository';
import { closedGrantReason, LockGrant } from './lock-grant';
import type { LockGrantRepository } from './lock-grant-repository';
import type { LockPermission } from '../../interfaces/lock-permission.interface';
import type { KeypadCodeMakers } from './keypad-code-makers';
import type { KeypadCodeMakerResolution } from './keypad-code-maker-resolution';

/** Where a gate reads what a user may do: ownerships, grants, the time zone and the clock. */
export interface LockGateSources {
  /** The users and the accounts they own. */
  users: LockUserRepository;
  /** The grants of sub-users. */
  grants: LockGrantRepository;
  /** `LockAccessSettings.timeZone()`, read at each check. */
  timeZone(): string;
  /** The clock a grant's window is checked against. */
  clock: LockClock;
  /** Who made which keypad code (the codes sub-users made). */
  keypadCodeMakers: KeypadCodeMakers;
  /** The keypad codes sub-users sent that the lock API does not list yet, and their resolution. */
  keypadCodeResolution: KeypadCodeMakerResolution;
}

/** Every smartlock of the account (a main user in an account it owns). */
export const EVERY_SMARTLOCK = 'every';

/**
 * What one user may do in one account, read afresh at each check (a revoked grant or a closed window counts at
 * once): a main user everything in the accounts it owns and nothing elsewhere, a sub-user what its open grants
 * allow. A refusal is a `LockPermissionException`.
 */
export class LockAccountGate {
  constructor(
    private readonly sources: LockGateSources,
    private readonly user: LockUser,
    private readonly accountKey: string,
  ) {}

  /**
   * Passes when the user may use the permission (null: any grant will do) on the smartlock now.
   * @throws LockPermissionException naming the user, the permission, the lock and why not
   */
  async require(permission: LockPermission | null, smartlockId: number): Promise<void> {
    await this.requireGrant(permission, smartlockId);
  }

  /**
   * `require`, answering the sub-user's grant on the smartlock that let it pass, or null for a main user (who may
   * do everything there), so a rule that depends on the grant (a keypad code within it) reads the same grant.
   * @throws LockPermissionException as `require`
   */
  async requireGrant(permission: LockPermission | null, smartlockId: number): Promise<LockGrant | null> {
    if (!isLockSubUser(this.user)) {
      await this.requireOwnedAccount(permission, smartlockId);
      return null;
    }
    const grant = (await this.sources.grants.grantsIn(this.user.id, this.accountKey)).find(
      (held) => held.smartlockId === smartlockId,
    );
    const reason =
      grant === undefined
        ? 'they hold no grant on it'
        : permission !== null && !grant.permissions.includes(permission)
          ? `their grant is for ${grant.permissions.join(',')} only`
          : closedGrantReason(grant, this.sources.clock.now(), this.sources.timeZone());
    if (reason !== null) throw this.refusal(permission, smartlockId, reason);
    return grant as LockGrant;
  }

  /** The user the gate checks. */
  get subject(): LockUser {
    return this.user;
  }

  /** The account the gate checks. */
  get account(): string {
    return this.accountKey;
  }

  /**
   * Refuses the permission on the smartlock for a reason of a rule beyond the grant (e.g. a keypad code outside
   * it): the `LockPermissionException` to throw.
   */
  refuse(permission: LockPermission, smartlockId: number, reason: string): LockPermissionException {
    return this.refusal(permission, smartlockId, reason);
  }

  /**
   * Passes when the user may use the permission on every one of the smartlocks now (a change of several locks in
   * one call). @throws LockPermissionException for the first lock they may not
   */
  async requireEach(permission: LockPermission, smartlockIds: readonly number[]): Promise<void> {
    for (const smartlockId of new Set(smartlockIds)) await this.require(permission, smartlockId);
  }

  /**
   * Passes for a main user of the account: what is not one lock's (account users, notifications, any API route)
   * or may reach locks a grant cannot name (bulk changes by authorization id, deleting a lock).
   * @throws LockPermissionException naming what was asked for a sub-user or another account's main user
   */
  async requireMainUser(what: string): Promise<void> {
    if (isLockSubUser(this.user)) {
      throw this.refusal(null, null, `only a main user of the account may ${what}`);
    }
    await this.requireOwnedAccount(null, null);
  }

  /**
   * The smartlocks the user may use the permission on now (null: any grant will do), or `EVERY_SMARTLOCK`.
   * @throws LockPermissionException when there is none, so a list that could only come out empty is not asked for
   */
  async openSmartlocks(
    permission: LockPermission | null,
  ): Promise<ReadonlySet<number> | typeof EVERY_SMARTLOCK> {
    if (!isLockSubUser(this.user)) {
      await this.requireOwnedAccount(permission, null);
      return EVERY_SMARTLOCK;
    }
    const now = this.sources.clock.now();
    const zone = this.sources.timeZone();
    const held = (await this.sources.grants.grantsIn(this.user.id, this.accountKey)).filter(
      (grant: LockGrant) => permission === null || grant.permissions.includes(permission),
    );
    const open = held.filter((grant) => closedGrantReason(grant, now, zone) === null);
    if (open.length === 0) {
      const reason =
        held.length === 0
          ? 'they hold no grant there that includes it'
          : 'none of their grants there is open now';
      throw this.refusal(permission, null, reason);
    }
    return new Set(open.map((grant) => grant.smartlockId));
  }

  private async requireOwnedAccount(
    permission: LockPermission | null,
    smartlockId: number | null,
  ): Promise<void> {
    if (!(await this.sources.users.accountKeysOf(this.user.id)).includes(this.accountKey)) {
      throw this.refusal(permission, smartlockId, 'the account is not one of theirs');
    }
  }

  private refusal(permission: LockPermission | null, smartlockId: number | null, reason: string) {
    return new LockPermissionException(this.user.email, permission, this.accountKey, smartlockId, reason);
  }
}
