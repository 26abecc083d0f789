import { randomUUID } from 'node:crypto';
import type { LockDatabase } from '../persistence/lock-database';

/** A keypad code a sub-user sent that the lock API's list has not shown yet (`lock_keypad_codes_pending`). */
export interface PendingKeypadCode {
  /** The row's id. */
  readonly id: string;
  /** The account of the lock. */
  readonly accountKey: string;
  /** The smartlock the code opens. */
  readonly smartlockId: number;
  /** The keyed digest of the code (`KeypadCodeDigests`), never its digits. */
  readonly codeDigest: string;
  /** The sub-user who made it. */
  readonly userId: string;
  /** The sub-user's email when it made the code. */
  readonly userEmail: string;
  /** When the create was sent. */
  readonly createdAt: Date;
}

/** One lock of an account. */
export interface KeypadCodeLock {
  /** The account of the lock. */
  readonly accountKey: string;
  /** The smartlock's id. */
  readonly smartlockId: number;
}

/**
 * The keypad codes sub-users sent whose vendor id is not known yet, in `lock_keypad_codes_pending`: a row is
 * stored before the create is sent and goes once the code is found in the lock's list (its maker recorded), the
 * vendor refused the create, or it was never listed within the bound (see `KeypadCodeMakerResolution`).
 */
export class PendingKeypadCodes {
  constructor(private readonly database: LockDatabase) {}

  /** Stores the code as pending; null when the same code (digest) on that lock is pending already. */
  async add(code: Omit<PendingKeypadCode, 'id'>): Promise<PendingKeypadCode | null> {
    const db = await this.database.db();
    const pending = { ...code, id: randomUUID() };
    const inserted = await db
      .insertInto('lock_keypad_codes_pending')
      .values({
        id: pending.id,
        account_key: pending.accountKey,
        smartlock_id: pending.smartlockId,
        code_digest: pending.codeDigest,
        user_id: pending.userId,
        user_email: pending.userEmail,
        created_at: pending.createdAt.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['account_key', 'smartlock_id', 'code_digest']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? pending : null;
  }

  /** The pending codes of one lock, oldest first. */
  async on(accountKey: string, smartlockId: number): Promise<PendingKeypadCode[]> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_keypad_codes_pending')
      .selectAll()
      .where('account_key', '=', accountKey)
      .where('smartlock_id', '=', smartlockId)
      .orderBy('created_at')
      .execute();
    return rows.map(pendingOf);
  }

  /** The locks that have pending codes (of one user when given). */
  async locks(userId?: string): Promise<KeypadCodeLock[]> {
    const db = await this.database.db();
    let query = db
      .selectFrom('lock_keypad_codes_pending')
      .select(['account_key', 'smartlock_id'])
      .distinct()
      .orderBy('account_key')
      .orderBy('smartlock_id');
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const rows = await query.execute();
    return rows.map((row) => ({ accountKey: row.account_key, smartlockId: Number(row.smartlock_id) }));
  }

  /** Whether the row is still pending. */
  async has(id: string): Promise<boolean> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_keypad_codes_pending')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes the rows (resolved, refused or dropped). */
  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const db = await this.database.db();
    await db
      .deleteFrom('lock_keypad_codes_pending')
      .where('id', 'in', [...ids])
      .execute();
  }
}

function pendingOf(row: {
  id: string;
  account_key: string;
  smartlock_id: number | string;
  code_digest: string;
  user_id: string;
  user_email: string;
  created_at: string;
}): PendingKeypadCode {
  return {
    id: row.id,
    accountKey: row.account_key,
    smartlockId: Number(row.smartlock_id),
    codeDigest: row.code_digest,
    userId: row.user_id,
    userEmail: row.user_email,
    createdAt: new Date(row.created_at),
  };
}
