import type { CrossProcessLock } from '../../../common/auth/cross-process-flight';
import type { LockAttempt } from '../../../common/token-cache/encrypted-token-cache';
import type { LockDatabase } from './lock-database';

/**
 * Leases in the lock database (`lock_leases`) that every process of the app sees, whatever Redis does: one upsert
 * takes a free or expired lease (so of two processes exactly one gets it), a delete by its owner frees it, and a
 * lease whose holder died is free once its time has passed. Times come from the processes' clocks, so leases are
 * meant to last seconds, well above the clock skew of the hosts. A database that cannot be reached throws
 * (`LockDatabaseUnavailableException`): whoever needs a lease must not go on without it.
 */
export class DatabaseLeases implements CrossProcessLock {
  constructor(
    private readonly database: LockDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** Always: the database is the lock. */
  canLock(): boolean {
    return true;
  }

  /** Takes the lease `name` for `ttlMs` unless another owner holds an unexpired one. */
  async acquireLock(name: string, owner: string, ttlMs: number): Promise<LockAttempt> {
    const now = this.now();
    const expiresAt = now + Math.max(1, Math.ceil(ttlMs));
    const db = await this.database.db();
    const result = await db
      .insertInto('lock_leases')
      .values({ name, owner, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ owner, expires_at: expiresAt })
          .where('lock_leases.expires_at', '<=', now),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'acquired' : 'held';
  }

  /** When the lease `name` ends (epoch milliseconds), or null when no one holds it. */
  async heldUntil(name: string): Promise<number | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_leases')
      .select('expires_at')
      .where('name', '=', name)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row === undefined ? null : Number(row.expires_at);
  }

  /** Frees the lease if `owner` still holds it; when the database cannot be reached, the lease simply expires. */
  async releaseLock(name: string, owner: string): Promise<void> {
    try {
      const db = await this.database.db();
      await db.deleteFrom('lock_leases').where('name', '=', name).where('owner', '=', owner).execute();
    } catch {
      // It expires on its own.
    }
  }
}
