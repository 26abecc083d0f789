import { randomUUID } from 'node:crypto';
import type { SelectQueryBuilder } from 'kysely';
import { LockException } from '../../errors/lock.exception';
import type { LockDatabase } from '../persistence/lock-database';
import type { LockTables } from '../persistence/lock-tables';
import type { LockGrant } from './lock-grant';
import { isLockPermission } from './lock-permission';

/** The sub-users' grants in `lock_user_permissions`, one row per user, account and smartlock. */
export class LockGrantRepository {
  constructor(private readonly database: LockDatabase) {}

  /** Every grant of the user, ordered by account key and smartlock id. */
  async grantsOf(userId: string): Promise<LockGrant[]> {
    const db = await this.database.db();
    const rows = await withAccountKey(db.selectFrom('lock_user_permissions'))
      .where('lock_user_permissions.user_id', '=', userId)
      .orderBy('lock_accounts.key')
      .orderBy('lock_user_permissions.smartlock_id')
      .execute();
    return rows.map(grantOf);
  }

  /** The user's grants in the account, ordered by smartlock id. */
  async grantsIn(userId: string, accountKey: string): Promise<LockGrant[]> {
    const db = await this.database.db();
    const rows = await withAccountKey(db.selectFrom('lock_user_permissions'))
      .where('lock_user_permissions.user_id', '=', userId)
      .where('lock_accounts.key', '=', accountKey)
      .orderBy('lock_user_permissions.smartlock_id')
      .execute();
    return rows.map(grantOf);
  }

  /**
   * Stores the grant of the user on its smartlock, replacing the one there is (permissions, window and weekdays).
   * @throws LockException for an unknown account key
   */
  async save(userId: string, grant: LockGrant): Promise<void> {
    const db = await this.database.db();
    const account = await db
      .selectFrom('lock_accounts')
      .select('id')
      .where('key', '=', grant.accountKey)
      .executeTakeFirst();
    if (account === undefined) {
      throw new LockException(`Unknown lock account "${grant.accountKey}" (see lock:accounts).`);
    }
    const values = {
      permissions: grant.permissions.join(','),
      allowed_from: grant.allowedFrom,
      allowed_until: grant.allowedUntil,
      allowed_week_days: grant.allowedWeekDays,
    };
    await db
      .insertInto('lock_user_permissions')
      .values({
        id: randomUUID(),
        user_id: userId,
        account_id: account.id,
        smartlock_id: grant.smartlockId,
        created_at: new Date().toISOString(),
        ...values,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'account_id', 'smartlock_id']).doUpdateSet(values),
      )
      .execute();
  }

  /** Removes the user's grant on the smartlock of the account; false when there was none. */
  async delete(userId: string, accountKey: string, smartlockId: number): Promise<boolean> {
    const db = await this.database.db();
    const [result] = await db
      .deleteFrom('lock_user_permissions')
      .where('user_id', '=', userId)
      .where('smartlock_id', '=', smartlockId)
      .where('account_id', 'in', (accounts) =>
        accounts.selectFrom('lock_accounts').select('id').where('key', '=', accountKey),
      )
      .execute();
    return Number(result.numDeletedRows) > 0;
  }
}

/** The grant columns with the key of their account. */
function withAccountKey<O>(query: SelectQueryBuilder<LockTables, 'lock_user_permissions', O>) {
  return query
    .innerJoin('lock_accounts', 'lock_accounts.id', 'lock_user_permissions.account_id')
    .select([
      'lock_accounts.key',
      'lock_user_permissions.smartlock_id',
      'lock_user_permissions.permissions',
      'lock_user_permissions.allowed_from',
      'lock_user_permissions.allowed_until',
      'lock_user_permissions.allowed_week_days',
    ]);
}

function grantOf(row: {
  key: string;
  smartlock_id: number | string;
  permissions: string;
  allowed_from: string | null;
  allowed_until: string | null;
  allowed_week_days: number | null;
}): LockGrant {
  return {
    accountKey: row.key,
    smartlockId: Number(row.smartlock_id),
    permissions: row.permissions.split(',').filter(isLockPermission),
    allowedFrom: row.allowed_from,
    allowedUntil: row.allowed_until,
    allowedWeekDays: row.allowed_week_days === null ? null : Number(row.allowed_week_days),
  };
}
