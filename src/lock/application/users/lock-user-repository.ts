import { randomUUID } from 'node:crypto';
import { LockException } from '../../errors/lock.exception';
import type { Transaction } from 'kysely';
import type { LockDatabase } from '../persistence/lock-database';
import type { LockTables } from '../persistence/lock-tables';
import type { LockUser } from '../../interfaces/lock-user.interface';

/** What `create` needs: the user, the password hash and the keys of the accounts to own. */
export interface NewLockUser {
  /** The user's email. */
  email: string;
  /** The user's name. */
  name: string;
  /** The password's hash (see `PasswordHasher`). */
  passwordHash: string;
  /** Stored as the user's `twoFactorEnabled` (`lock:user-create --no-2fa` stores false). */
  twoFactorEnabled: boolean;
  /** Keys of existing accounts the user becomes `owner` of. */
  accountKeys: readonly string[];
  /** The email of the main user a sub-user belongs to; null or left out for a main user. */
  parentEmail?: string | null;
}

/** The users of the lock module's guard and the accounts they own, in the lock database. */
export class LockUserRepository {
  constructor(private readonly database: LockDatabase) {}

  /**
   * Creates the user and the ownerships in one transaction; with `parentEmail`, a sub-user of that main user.
   * @throws LockException for a taken email, an unknown account key, or a parent that is unknown or itself a
   *   sub-user (nothing is created)
   */
  async create(user: NewLockUser): Promise<LockUser> {
    const db = await this.database.db();
    return db.transaction().execute(async (trx) => {
      const parentUserId = user.parentEmail == null ? null : await parentIdOf(trx, user.parentEmail);
      const created: LockUser = {
        id: randomUUID(),
        email: user.email,
        name: user.name,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: new Date().toISOString(),
        parentUserId,
      };
      await trx
        .insertInto('lock_users')
        .values({
          id: created.id,
          email: created.email,
          name: created.name,
          password_hash: user.passwordHash,
          two_factor_enabled: created.twoFactorEnabled ? 1 : 0,
          created_at: created.createdAt,
          parent_user_id: parentUserId,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute()
        .then(([result]) => {
          if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
            throw new LockException(`A lock user with the email ${user.email} exists already.`);
        });
      const keys = [...new Set(user.accountKeys)];
      const accounts =
        keys.length === 0
          ? []
          : await trx.selectFrom('lock_accounts').select(['id', 'key']).where('key', 'in', keys).execute();
      const unknown = keys.filter((key) => !accounts.some((account) => account.key === key));
      if (unknown.length > 0) {
        throw new LockException(
          `Unknown lock account ${unknown.map((key) => `"${key}"`).join(', ')}; nothing was created (see lock:accounts).`,
        );
      }
      for (const account of accounts) {
        await trx
          .insertInto('lock_account_users')
          .values({ account_id: account.id, user_id: created.id, role: 'owner' })
          .execute();
      }
      return created;
    });
  }

  /**
   * Makes the user an `owner` of the account (an account added in the console by a main user); owning it already
   * changes nothing. @throws LockException when no account has the key
   */
  async addOwnership(userId: string, accountKey: string): Promise<void> {
    const db = await this.database.db();
    const account = await db
      .selectFrom('lock_accounts')
      .select('id')
      .where('key', '=', accountKey)
      .executeTakeFirst();
    if (account === undefined)
      throw new LockException(`Unknown lock account "${accountKey}" (see lock:accounts).`);
    await db
      .insertInto('lock_account_users')
      .values({ account_id: account.id, user_id: userId, role: 'owner' })
      .onConflict((conflict) => conflict.columns(['account_id', 'user_id']).doNothing())
      .execute();
  }

  /**
   * Gives the user another name and email, in one transaction.
   * @throws LockException when another user has the email (nothing changes), or for an unknown user
   */
  async updateProfile(id: string, profile: { name: string; email: string }): Promise<void> {
    const db = await this.database.db();
    await db.transaction().execute(async (trx) => {
      const holder = await trx
        .selectFrom('lock_users')
        .select('id')
        .where('email', '=', profile.email)
        .executeTakeFirst();
      if (holder !== undefined && holder.id !== id) {
        throw new LockException(`A lock user with the email ${profile.email} exists already.`);
      }
      const result = await trx
        .updateTable('lock_users')
        .set({ name: profile.name, email: profile.email })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new LockException('Unknown lock user; nothing changed.');
    });
  }

  /**
   * Deletes the user with its sessions, login codes, ownerships, grants and sub-users (the database cascades);
   * false for an unknown user.
   */
  async delete(id: string): Promise<boolean> {
    const db = await this.database.db();
    const result = await db.deleteFrom('lock_users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Every user, ordered by email. */
  async all(): Promise<LockUser[]> {
    const db = await this.database.db();
    const rows = await db.selectFrom('lock_users').selectAll().orderBy('email').execute();
    return rows.map(userOf);
  }

  /** The sub-users of the main user (`parentUserId`), ordered by email. */
  async subUsersOf(parentUserId: string): Promise<LockUser[]> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_users')
      .selectAll()
      .where('parent_user_id', '=', parentUserId)
      .orderBy('email')
      .execute();
    return rows.map(userOf);
  }

  /** The user with this email (exact, as stored lower-case), with its password hash, or null. */
  async findByEmail(email: string): Promise<{
    /** The user. */
    user: LockUser;
    /** The user's password hash. */
    passwordHash: string;
  } | null> {
    const db = await this.database.db();
    const row = await db.selectFrom('lock_users').selectAll().where('email', '=', email).executeTakeFirst();
    return row ? { user: userOf(row), passwordHash: row.password_hash } : null;
  }

  /** The user with this id, or null. */
  async findById(id: string): Promise<LockUser | null> {
    const db = await this.database.db();
    const row = await db.selectFrom('lock_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? userOf(row) : null;
  }

  /**
   * The keys of the accounts the user owns (`owner`), ordered: what `LockAuthGuard` checks a route's account
   * against. A sub-user owns none; its grants are checked per lock (`@RequireLockPermission()`, `LockAccess`).
   */
  async accountKeysOf(userId: string): Promise<string[]> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_account_users')
      .innerJoin('lock_accounts', 'lock_accounts.id', 'lock_account_users.account_id')
      .select('lock_accounts.key')
      .where('lock_account_users.user_id', '=', userId)
      .orderBy('lock_accounts.key')
      .execute();
    return rows.map((row) => row.key);
  }
}

/** The id of the main user with this email. @throws LockException for an unknown one or a sub-user */
async function parentIdOf(trx: Transaction<LockTables>, email: string): Promise<string> {
  const parent = await trx
    .selectFrom('lock_users')
    .select(['id', 'parent_user_id'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (parent === undefined) {
    throw new LockException(`Unknown parent lock user ${email}; nothing was created (see lock:users).`);
  }
  if (parent.parent_user_id !== null) {
    throw new LockException(
      `The lock user ${email} is a sub-user and cannot be a parent (only a main user can); nothing was created.`,
    );
  }
  return parent.id;
}

function userOf(row: {
  id: string;
  email: string;
  name: string;
  two_factor_enabled: number;
  created_at: string;
  parent_user_id: string | null;
}): LockUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    twoFactorEnabled: Number(row.two_factor_enabled) === 1,
    createdAt: row.created_at,
    parentUserId: row.parent_user_id,
  };
}
