import { randomUUID } from 'node:crypto';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LockDatabase } from '../persistence/lock-database';

/** One keypad code a sub-user made: where it is, its vendor id and who made it. */
export interface KeypadCodeMaker {
  /** The account of the lock. */
  readonly accountKey: string;
  /** The smartlock the code opens. */
  readonly smartlockId: number;
  /** The vendor's id of the authorization. */
  readonly authorizationId: string;
  /** The sub-user who made it (its id; the user may be gone). */
  readonly userId: string;
  /** The sub-user's email when it made the code. */
  readonly userEmail: string;
}

/** A made code whose maker's grant on its lock is gone or over: it is to be removed at the vendor. */
export interface EndedKeypadCode extends KeypadCodeMaker {
  /** Why: the grant is gone (revoked, or the user deleted), or it ended (its `allowedUntil`). */
  readonly reason: 'no-grant' | 'grant-ended';
}

/**
 * Who made which keypad code, in `lock_keypad_code_makers`: a row per code a sub-user made (a code without one
 * was made by a main user). A row stays until the code is gone at the vendor, also after its maker is deleted.
 */
export class KeypadCodeMakers {
  constructor(private readonly database: LockDatabase) {}

  /** Records that the sub-user made the keypad code (again: nothing changes). */
  async record(
    maker: Pick<LockUser, 'id' | 'email'>,
    accountKey: string,
    smartlockId: number,
    authorizationId: string,
    at: Date,
  ): Promise<void> {
    const db = await this.database.db();
    await db
      .insertInto('lock_keypad_code_makers')
      .values({
        id: randomUUID(),
        account_key: accountKey,
        smartlock_id: smartlockId,
        authorization_id: authorizationId,
        user_id: maker.id,
        user_email: maker.email,
        created_at: at.toISOString(),
      })
      .onConflict((conflict) =>
        conflict.columns(['account_key', 'smartlock_id', 'authorization_id']).doNothing(),
      )
      .execute();
  }

  /** The makers of the codes of one lock, by authorization id (a code left out was made by a main user). */
  async makersOn(accountKey: string, smartlockId: number): Promise<ReadonlyMap<string, KeypadCodeMaker>> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_keypad_code_makers')
      .selectAll()
      .where('account_key', '=', accountKey)
      .where('smartlock_id', '=', smartlockId)
      .execute();
    return new Map(rows.map((row) => [row.authorization_id, makerOf(row)]));
  }

  /** The codes the user made on one lock. */
  async madeBy(userId: string, accountKey: string, smartlockId: number): Promise<KeypadCodeMaker[]> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_keypad_code_makers')
      .selectAll()
      .where('user_id', '=', userId)
      .where('account_key', '=', accountKey)
      .where('smartlock_id', '=', smartlockId)
      .orderBy('created_at')
      .execute();
    return rows.map(makerOf);
  }

  /** Forgets the code's maker (the code is gone). */
  async forget(accountKey: string, smartlockId: number, authorizationId: string): Promise<void> {
    const db = await this.database.db();
    await db
      .deleteFrom('lock_keypad_code_makers')
      .where('account_key', '=', accountKey)
      .where('smartlock_id', '=', smartlockId)
      .where('authorization_id', '=', authorizationId)
      .execute();
  }

  /**
   * The made codes whose maker holds no grant on their lock any more (revoked, or the user deleted with its
   * grants) or whose grant's window ended before `now`; only those of one user when given.
   */
  async ended(now: Date, userId?: string): Promise<EndedKeypadCode[]> {
    const db = await this.database.db();
    let query = db
      .selectFrom('lock_keypad_code_makers as made')
      .leftJoin('lock_accounts as account', 'account.key', 'made.account_key')
      .leftJoin('lock_user_permissions as held', (join) =>
        join
          .onRef('held.user_id', '=', 'made.user_id')
          .onRef('held.account_id', '=', 'account.id')
          .onRef('held.smartlock_id', '=', 'made.smartlock_id'),
      )
      .select([
        'made.account_key',
        'made.smartlock_id',
        'made.authorization_id',
        'made.user_id',
        'made.user_email',
        'held.id as grant_id',
        'held.allowed_until',
      ])
      .orderBy('made.created_at');
    if (userId !== undefined) query = query.where('made.user_id', '=', userId);
    const rows = await query.execute();
    return rows.flatMap((row): EndedKeypadCode[] => {
      const maker = makerOf(row);
      if (row.grant_id === null) return [{ ...maker, reason: 'no-grant' }];
      const until = row.allowed_until === null ? null : Date.parse(row.allowed_until);
      // An end that is no date closes the grant (see `grantClosure`), so its codes go too.
      const ended = until !== null && (Number.isNaN(until) || until < now.getTime());
      return ended ? [{ ...maker, reason: 'grant-ended' }] : [];
    });
  }
}

function makerOf(row: {
  account_key: string;
  smartlock_id: number | string;
  authorization_id: string;
  user_id: string;
  user_email: string;
}): KeypadCodeMaker {
  return {
    accountKey: row.account_key,
    smartlockId: Number(row.smartlock_id),
    authorizationId: row.authorization_id,
    userId: row.user_id,
    userEmail: row.user_email,
  };
}
