import { Logger } from '@nestjs/common';
import type { Authorization } from '../../data/authorization';
import { ApiException } from '../../errors/api.exception';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { Lock } from '../../lock';
import { SmartlockAuths } from '../../resources/smartlock-auths';
import type { KeypadCodeDigests } from './keypad-code-digests';
import type { KeypadCodeMaker, KeypadCodeMakers } from './keypad-code-makers';
import { KeypadCodeUnrecordableException } from './keypad-code-unrecordable.exception';
import type { LockGrantRepository } from './lock-grant-repository';
import type { PendingKeypadCode, PendingKeypadCodes } from './pending-keypad-codes';

/** How long a pending code may stay out of the lock's list before it is dropped (logged): a day. */
export const PENDING_KEYPAD_CODE_BOUND_MS = 24 * 60 * 60 * 1000;

/**
 * Finds the keypad codes sub-users sent in the lock API's list and records their makers. The lock API creates an
 * authorization asynchronously and answers with no id, so a sub-user's code is stored as pending before its
 * create is sent (`pend`: a keyed digest, never the digits; refused, nothing sent, when that cannot be done) and
 * resolved against the lock's list of keypad codes: right after the create (`resolveMade`), and before anything
 * reads the makers of a lock: the removal of ended codes and so the prune (`resolvePending`), a narrowed grant and
 * the console's code list (`makersOn`). A listed code whose maker still holds a grant on its lock gets its maker
 * row; one whose maker's grant is gone or ended is deleted at the vendor instead (a failed delete records it, so
 * the removal of ended codes tries again). A code the list has not shown within `PENDING_KEYPAD_CODE_BOUND_MS` is
 * dropped, logged; a list that fails keeps every pending code of the lock for the next look, logged as a warning.
 * Logs name users by id, never by email.
 */
export class KeypadCodeMakerResolution {
  private readonly logger = new Logger('LockAccess');

  constructor(
    private readonly pending: PendingKeypadCodes,
    private readonly digests: KeypadCodeDigests,
    private readonly makers: KeypadCodeMakers,
    private readonly grants: LockGrantRepository,
    private readonly lock: Lock,
    private readonly clock: LockClock,
  ) {}

  /**
   * Stores the code the sub-user is about to create on the lock as pending; call it before the create is sent.
   * A code with the same digits pending on that lock is looked for in the list first.
   * @throws KeypadCodeUnrecordableException without a usable `APP_KEY`, or while the same code on that lock is
   *   still awaiting the list (a database failure throws as it is): send nothing then
   */
  async pend(
    maker: LockUser,
    accountKey: string,
    smartlockId: number,
    code: unknown,
  ): Promise<PendingKeypadCode> {
    const pending = {
      accountKey,
      smartlockId,
      codeDigest: this.digests.digest(accountKey, smartlockId, String(code)),
      userId: maker.id,
      userEmail: maker.email,
      createdAt: this.clock.now(),
    };
    const stored = (await this.pending.add(pending)) ?? (await this.retryAfterResolving(pending));
    if (stored !== null) return stored;
    throw new KeypadCodeUnrecordableException(
      `a keypad code with these digits sent to smartlock ${smartlockId} of account "${accountKey}" is still awaiting the lock API's list; try again once the list shows it`,
      'awaiting-list',
    );
  }

  /** Forgets the pending codes of a create the vendor refused (nothing was made). */
  async refused(codes: readonly PendingKeypadCode[]): Promise<void> {
    await this.pending.remove(codes.map((code) => code.id));
  }

  /**
   * Right after the create: looks for the code in the lock's list; not there yet (or the list or the database
   * failed), it stays pending, logged as a warning, for a later look. Never throws: the code was made.
   */
  async resolveMade(code: PendingKeypadCode): Promise<void> {
    let why = 'the lock API does not list it yet';
    try {
      await this.resolveOn(code.accountKey, code.smartlockId);
      if (!(await this.pending.has(code.id))) return;
    } catch (error) {
      why = `its maker could not be recorded now (${messageOf(error)})`;
    }
    this.logger.warn(
      `User ${code.userId} made a keypad code on smartlock ${code.smartlockId} of account "${code.accountKey}", and ${why}: it stays pending, and its maker is recorded once the list shows it (at the latest at the next prune).`,
    );
  }

  /** Resolves the pending codes of every lock, or of one user's codes when `userId` is given. */
  async resolvePending(userId?: string): Promise<void> {
    for (const { accountKey, smartlockId } of await this.pending.locks(userId)) {
      await this.resolveOn(accountKey, smartlockId);
    }
  }

  /** The makers of the codes of one lock by authorization id, its pending codes resolved first. */
  async makersOn(accountKey: string, smartlockId: number): Promise<ReadonlyMap<string, KeypadCodeMaker>> {
    await this.resolveOn(accountKey, smartlockId);
    return this.makers.makersOn(accountKey, smartlockId);
  }

  /** Looks for the lock's pending codes in its list of keypad codes; see the class. */
  async resolveOn(accountKey: string, smartlockId: number): Promise<void> {
    const codes = await this.pending.on(accountKey, smartlockId);
    if (codes.length === 0) return;
    let listed: Map<string, Authorization>;
    try {
      listed = await this.listedByDigest(accountKey, smartlockId);
    } catch (error) {
      this.logger.warn(
        `Could not list the keypad codes of smartlock ${smartlockId} of account "${accountKey}" to find ${codes.length} pending keypad code(s) (${messageOf(error)}): they stay pending for the next look.`,
      );
      return;
    }
    const now = this.clock.now().getTime();
    for (const code of codes) {
      const auth = listed.get(code.codeDigest);
      if (auth !== undefined) await this.settle(code, auth);
      else if (now - code.createdAt.getTime() > PENDING_KEYPAD_CODE_BOUND_MS) await this.drop(code);
    }
  }

  /** The lock's keypad codes by every digest their digits may be pending under. */
  private async listedByDigest(accountKey: string, smartlockId: number): Promise<Map<string, Authorization>> {
    const auths = await this.lock
      .as(accountKey)
      .auths()
      .forSmartlock(smartlockId, { types: String(SmartlockAuths.TYPE_KEYPAD_CODE) });
    const byDigest = new Map<string, Authorization>();
    for (const auth of auths) {
      if (auth.type !== SmartlockAuths.TYPE_KEYPAD_CODE || auth.code === null) continue;
      for (const digest of this.digests.candidates(accountKey, smartlockId, String(auth.code))) {
        byDigest.set(digest, auth);
      }
    }
    return byDigest;
  }

  /** A listed pending code: its maker recorded, or, its maker's grant gone or ended, deleted at the vendor. */
  private async settle(code: PendingKeypadCode, auth: Authorization): Promise<void> {
    const maker = { id: code.userId, email: code.userEmail };
    const why = await this.grantGone(code);
    // A code that could not be deleted is recorded too, so the removal of ended codes (the prune) tries again.
    const kept = why === null || !(await this.deleted(code, auth, why));
    if (kept) await this.makers.record(maker, code.accountKey, code.smartlockId, auth.id, code.createdAt);
    await this.pending.remove([code.id]);
  }

  /** Why the maker may no longer have the code (its grant on the lock is gone, or ended), else null. */
  private async grantGone(code: PendingKeypadCode): Promise<string | null> {
    const grant = (await this.grants.grantsIn(code.userId, code.accountKey)).find(
      (held) => held.smartlockId === code.smartlockId,
    );
    if (grant === undefined) return 'their grant is gone';
    if (grant.allowedUntil === null) return null;
    const until = Date.parse(grant.allowedUntil);
    // An end that is no date closes the grant (see `grantClosure`), as in `KeypadCodeMakers.ended`.
    return Number.isNaN(until) || until < this.clock.now().getTime() ? 'their grant ended' : null;
  }

  /** Deletes a listed code whose maker's grant is over; true when done (or gone already, 404). */
  private async deleted(code: PendingKeypadCode, auth: Authorization, why: string): Promise<boolean> {
    try {
      await this.lock.as(code.accountKey).auths().delete(code.smartlockId, auth.id);
    } catch (error) {
      if (!(error instanceof ApiException && error.status === 404)) {
        this.logger.error(
          `Could not remove the ${whatOf(code, auth.id)} (${why}): ${messageOf(error)}. It is recorded and tried again at the next prune.`,
        );
        return false;
      }
    }
    this.logger.log(`Removed the ${whatOf(code, auth.id)} once the lock API listed it: ${why}.`);
    return true;
  }

  /** Forgets a pending code the list never showed within the bound. */
  private async drop(code: PendingKeypadCode): Promise<void> {
    await this.pending.remove([code.id]);
    this.logger.warn(
      `Dropped the pending keypad code made by user ${code.userId} on smartlock ${code.smartlockId} of account "${code.accountKey}" at ${code.createdAt.toISOString()}: the lock API did not list it within ${PENDING_KEYPAD_CODE_BOUND_MS / 3_600_000} hours, so the create is taken to have failed.`,
    );
  }

  /** Tries a second time after resolving the lock's pending codes (the same code may be listed by now). */
  private async retryAfterResolving(code: Omit<PendingKeypadCode, 'id'>): Promise<PendingKeypadCode | null> {
    await this.resolveOn(code.accountKey, code.smartlockId);
    return this.pending.add(code);
  }
}

/** The code in words, for the log: its maker by id, never by email. */
function whatOf(code: PendingKeypadCode, authorizationId: string): string {
  return `keypad code ${authorizationId} on smartlock ${code.smartlockId} of account "${code.accountKey}", made by user ${code.userId}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
