import { Logger } from '@nestjs/common';
import type { Lock } from '../../lock';
import { ApiException } from '../../errors/api.exception';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { KeypadCodeMakers } from './keypad-code-makers';

/** What one removal round did. */
export interface KeypadCodeRemovalCounts {
  /** Codes deleted at the vendor (or found gone there), their records with them. */
  readonly removed: number;
  /** Codes the vendor could not be asked to delete now: their records stay for the next round. */
  readonly failed: number;
}

/**
 * Removes at the vendor the keypad codes sub-users made whose grant is gone (revoked, or the user deleted) or
 * ended: right away after a revoke or a deletion (`LockGrants`, `LockSubUsers`), and for ended windows at each
 * prune (`LockPruner`). Each code is deleted through its account's client; a code the vendor no longer has
 * (404) counts as removed. A failure to reach the vendor is logged and keeps the record, so the next round tries
 * again; it never fails the revoke, the deletion or the prune.
 */
export class EndedKeypadCodeRemoval {
  private readonly logger = new Logger('LockAccess');

  constructor(
    private readonly makers: KeypadCodeMakers,
    private readonly lock: Lock,
    private readonly clock: LockClock,
  ) {}

  /** Removes the ended codes of every sub-user, or of one when `userId` is given. */
  async removeEnded(userId?: string): Promise<KeypadCodeRemovalCounts> {
    let removed = 0;
    let failed = 0;
    for (const code of await this.makers.ended(this.clock.now(), userId)) {
      const what = `keypad code ${code.authorizationId} on smartlock ${code.smartlockId} of account "${code.accountKey}", made by ${code.userEmail}`;
      try {
        await this.lock.as(code.accountKey).auths().delete(code.smartlockId, code.authorizationId);
      } catch (error) {
        if (!(error instanceof ApiException && error.status === 404)) {
          failed += 1;
          const why = error instanceof Error ? error.message : String(error);
          this.logger.error(
            `Could not remove the ${what}, whose grant ${code.reason === 'no-grant' ? 'is gone' : 'ended'}: ${why}. It stays recorded and is tried again at the next prune.`,
          );
          continue;
        }
      }
      await this.makers.forget(code.accountKey, code.smartlockId, code.authorizationId);
      removed += 1;
      this.logger.log(
        `Removed the ${what}: their grant ${code.reason === 'no-grant' ? 'is gone' : 'ended'}.`,
      );
    }
    return { removed, failed };
  }
}
