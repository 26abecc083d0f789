import { Logger } from '@nestjs/common';
import type { Lock } from '../../lock';
import { ApiException } from '../../errors/api.exception';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { KeypadCodeMaker, KeypadCodeMakers } from './keypad-code-makers';
import type { KeypadCodeMakerResolution } from './keypad-code-maker-resolution';
import { keypadCodeOutsideGrant } from './keypad-code-within-grant';
import type { LockGrant } from './lock-grant';

/** What one removal round did. */
export interface KeypadCodeRemovalCounts {
  /** Codes deleted at the vendor (or found gone there), their records with them. */
  readonly removed: number;
  /** Codes the vendor could not be asked about or to delete now: their records stay. */
  readonly failed: number;
}

/**
 * Removes at the vendor the keypad codes sub-users made whose grant is gone (revoked, or the user deleted) or
 * ended: right away after a revoke or a deletion (`LockGrants`, `SubUserDeletion`), and for ended windows at each
 * prune (`LockPruner`); and, when a grant is narrowed (`LockGrants.grant`), the codes it no longer covers. Each
 * code is deleted through its account's client; a code the vendor no longer has (404) counts as removed. Codes
 * still pending (sent, not yet listed by the vendor) are resolved first (`KeypadCodeMakerResolution`). A
 * failure to reach the vendor is logged and keeps the record, so a later round tries again; it never fails the
 * revoke, the deletion, the grant or the prune.
 */
export class EndedKeypadCodeRemoval {
  private readonly logger = new Logger('LockAccess');

  constructor(
    private readonly makers: KeypadCodeMakers,
    private readonly resolution: KeypadCodeMakerResolution,
    private readonly lock: Lock,
    private readonly clock: LockClock,
  ) {}

  /**
   * Removes the ended codes of every sub-user, or of one when `userId` is given; their pending codes are looked
   * for in the lock API's lists first (`KeypadCodeMakerResolution.resolvePending`: a listed one whose grant is over
   * is deleted there), so a code sent just before the revoke or the deletion goes too once the vendor lists it.
   */
  async removeEnded(userId?: string): Promise<KeypadCodeRemovalCounts> {
    await this.resolution.resolvePending(userId);
    let removed = 0;
    let failed = 0;
    for (const code of await this.makers.ended(this.clock.now(), userId)) {
      const why = code.reason === 'no-grant' ? 'their grant is gone' : 'their grant ended';
      if (await this.remove(code, why, 'It stays recorded and is tried again at the next prune.'))
        removed += 1;
      else failed += 1;
    }
    return { removed, failed };
  }

  /**
   * Removes the codes the sub-user made on the grant's lock that its changed grant no longer covers (a window
   * that ends sooner, fewer weekdays): each is read at the vendor and deleted when, enabled, it would open the
   * door outside the grant (`keypadCodeOutsideGrant`). One the vendor cannot be asked about now is logged and
   * kept: the prune removes it once the grant ends.
   */
  async removeOutside(userId: string, grant: LockGrant): Promise<KeypadCodeRemovalCounts> {
    let removed = 0;
    let failed = 0;
    const kept = 'It stays recorded and is removed when the grant ends.';
    await this.resolution.resolveOn(grant.accountKey, grant.smartlockId);
    for (const code of await this.makers.madeBy(userId, grant.accountKey, grant.smartlockId)) {
      let outside: boolean;
      try {
        const auth = await this.lock.as(code.accountKey).auths().find(code.smartlockId, code.authorizationId);
        outside = auth.enabled && keypadCodeOutsideGrant(grant, auth) !== null;
      } catch (error) {
        // Gone at the vendor (404): the delete finds it gone too, and the record is forgotten.
        outside = error instanceof ApiException && error.status === 404;
        if (!outside) {
          failed += 1;
          this.logger.error(
            `Could not read the ${whatOf(code)} to check it against their changed grant: ${messageOf(error)}. ${kept}`,
          );
          continue;
        }
      }
      if (!outside) continue;
      if (await this.remove(code, 'their changed grant no longer covers it', kept)) removed += 1;
      else failed += 1;
    }
    return { removed, failed };
  }

  /** Deletes the code at the vendor (404: already gone) and forgets it; false, logged, when the vendor failed. */
  private async remove(code: KeypadCodeMaker, why: string, kept: string): Promise<boolean> {
    try {
      await this.lock.as(code.accountKey).auths().delete(code.smartlockId, code.authorizationId);
    } catch (error) {
      if (!(error instanceof ApiException && error.status === 404)) {
        this.logger.error(`Could not remove the ${whatOf(code)} (${why}): ${messageOf(error)}. ${kept}`);
        return false;
      }
    }
    await this.makers.forget(code.accountKey, code.smartlockId, code.authorizationId);
    this.logger.log(`Removed the ${whatOf(code)}: ${why}.`);
    return true;
  }
}

/** The code in words, for the log: its maker by id, never by email. */
function whatOf(code: KeypadCodeMaker): string {
  return `keypad code ${code.authorizationId} on smartlock ${code.smartlockId} of account "${code.accountKey}", made by user ${code.userId}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
