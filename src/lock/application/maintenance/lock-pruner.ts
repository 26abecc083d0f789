import type { LockDatabase } from '../persistence/lock-database';
import { LockUsersSettings, MAX_LOCK_LOGIN_WINDOW_SECONDS } from '../users/lock-users-settings';
import { LockWebhookSettings } from '../webhooks/lock-webhook-settings';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import { ProcessedWebhooks } from '../webhooks/processed-webhooks';
import type { EndedKeypadCodeRemoval } from '../access/ended-keypad-code-removal';
import { LockAuditSettings } from '../audit/lock-audit-settings';
import { LockAuditTrail } from '../audit/lock-audit-trail';

/** How many rows one prune deleted, per table. */
export interface LockPruneCounts {
  /** Sessions that expired or were revoked (`lock_sessions`). */
  readonly sessions: number;
  /** Login and password reset codes that were used or expired (`lock_login_codes`). */
  readonly loginCodes: number;
  /** Webhook delivery ids received before the duplicate window (`lock_processed_webhooks`). */
  readonly processedWebhooks: number;
  /** Windows of the sign-in limit that ended (`lock_login_attempts`). */
  readonly loginAttempts: number;
  /** Leases shared by the app's processes that expired (`lock_leases`). */
  readonly leases: number;
  /** Entries of the console's audit trail older than its retention (`lock_audit`, `LOCK_AUDIT_RETENTION`). */
  readonly auditEntries: number;
}

/** The counts of a prune that found nothing to delete. */
const NOTHING_PRUNED: LockPruneCounts = {
  sessions: 0,
  loginCodes: 0,
  processedWebhooks: 0,
  loginAttempts: 0,
  leases: 0,
  auditEntries: 0,
};

/**
 * Deletes the rows of the lock database that nothing reads any more, so its tables stay small: sessions from the
 * instant they expire (the guard refuses them from then on) and revoked ones at once (a revoked session is
 * refused like an unknown one); codes of any purpose once used or expired; webhook delivery ids received before
 * the duplicate window (`LOCK_WEBHOOK_DUPLICATE_WINDOW`) unless a live claim holds them; expired leases; and
 * sign-in limit windows that ended
 * (`LOCK_LOGIN_WINDOW`, or one day, the longest window, while the limit is off here); and the console's audit
 * entries older than their retention (`LOCK_AUDIT_RETENTION` days, 90 by default). It also removes at the
 * vendor the keypad codes sub-users made whose grant is gone or ended (`EndedKeypadCodeRemoval`: a code the vendor
 * cannot be asked to delete now is logged and stays recorded for the next prune), after looking for the codes still
 * pending (sent, not yet in the lock API's list) in each lock's list: found, a code gets its maker or, its grant
 * over, is deleted; one not listed within a day is dropped, logged. "Now" is the module's clock
 * (`LOCK_CLOCK`). A database that has no tables yet is neither created nor migrated: nothing is pruned.
 */
export class LockPruner {
  constructor(
    private readonly database: LockDatabase,
    private readonly webhooks: LockWebhookSettings,
    private readonly users: LockUsersSettings,
    private readonly clock: LockClock,
    private readonly keypadCodes: EndedKeypadCodeRemoval,
    private readonly audit: LockAuditSettings,
  ) {}

  /**
   * Prunes now, whatever `LOCK_PRUNE` says; answers how many rows it deleted per table.
   * @throws LockException when a setting it reads is malformed or the database cannot be opened or migrated
   */
  async prune(): Promise<LockPruneCounts> {
    const now = this.clock.now();
    const webhookWindowSeconds = this.webhooks.webhookDuplicateWindowSeconds();
    const auditKeptMs = this.audit.retentionDays() * 24 * 60 * 60 * 1000;
    const attemptWindowMs = (this.users.loginLimit()?.windowSeconds ?? MAX_LOCK_LOGIN_WINDOW_SECONDS) * 1000;
    if (!(await this.database.hasTables())) return NOTHING_PRUNED;
    const db = await this.database.db();
    const expiredBy = now.toISOString();
    const sessions = await db
      .deleteFrom('lock_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', expiredBy), eb('revoked_at', 'is not', null)]))
      .executeTakeFirst();
    const loginCodes = await db
      .deleteFrom('lock_login_codes')
      .where((eb) => eb.or([eb('expires_at', '<=', expiredBy), eb('used_at', 'is not', null)]))
      .executeTakeFirst();
    const processedWebhooks = await new ProcessedWebhooks(this.database, this.clock, {
      duplicateWindowSeconds: () => webhookWindowSeconds,
      // Pruning leaves live claims alone whatever their length; it never takes one.
      claimTimeoutSeconds: () => 0,
    }).prune(now);
    const leases = await db
      .deleteFrom('lock_leases')
      .where('expires_at', '<=', now.getTime())
      .executeTakeFirst();
    const loginAttempts = await db
      .deleteFrom('lock_login_attempts')
      .where('window_start', '<=', now.getTime() - attemptWindowMs)
      .executeTakeFirst();
    const auditEntries = await new LockAuditTrail(this.database, this.clock).prune(
      new Date(now.getTime() - auditKeptMs),
    );
    await this.keypadCodes.removeEnded();
    return {
      sessions: Number(sessions.numDeletedRows),
      loginCodes: Number(loginCodes.numDeletedRows),
      processedWebhooks,
      leases: Number(leases.numDeletedRows),
      loginAttempts: Number(loginAttempts.numDeletedRows),
      auditEntries,
    };
  }
}
