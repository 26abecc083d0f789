import { randomUUID } from 'node:crypto';
import { assertLockAccountKey, assertLockAccountKeyOrStored } from '../accounts/lock-account-key';
import { assertLockAccountName, assertLockAccountRename } from '../accounts/lock-account-name';
import type {
  LockAccountRecord,
  LockAccountRegistry,
} from '../../interfaces/lock-account-registry.interface';
import { LockException } from '../../errors/lock.exception';
import { AccountWrites } from './account-writes';
import type { LockDatabase } from './lock-database';

/** An account of the lock database as `lock:accounts` shows it: never its token, only whether it has one. */
export interface LockAccountOverview extends LockAccountRecord {
  /** False after `lock:account-disable`: every call of the account is refused. */
  readonly active: boolean;
  /** Whether the row holds an API token of its own (`lock:account-token`). */
  readonly tokenSet: boolean;
}

/** The accounts in the lock database's `lock_accounts` table (unique key, name, active flag, own API token). */
export class DatabaseAccountRegistry implements LockAccountRegistry {
  constructor(
    private readonly database: LockDatabase,
    /** Told of every account this registry adds, so readers of this process forget what they knew of its key. */
    private readonly writes: AccountWrites = new AccountWrites(),
  ) {}

  /** Every account, ordered by key. */
  async all(): Promise<LockAccountRecord[]> {
    const db = await this.database.db();
    const rows = await db.selectFrom('lock_accounts').select(['key', 'name']).orderBy('key').execute();
    return rows.map((row) => ({ key: row.key, name: row.name }));
  }

  /** Every account with its active flag and whether it has an API token, ordered by key. */
  async overview(): Promise<LockAccountOverview[]> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_accounts')
      .select(['key', 'name', 'active', 'api_token_ciphertext'])
      .orderBy('key')
      .execute();
    return rows.map((row) => ({
      key: row.key,
      name: row.name,
      active: Number(row.active) !== 0,
      tokenSet: row.api_token_ciphertext !== null,
    }));
  }

  /** The account with this key, or null. */
  async find(key: string): Promise<LockAccountRecord | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_accounts')
      .select(['key', 'name'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? { key: row.key, name: row.name } : null;
  }

  /**
   * Adds the account when the key is new, with the name. A known account keeps the name it has: only one without
   * a name (e.g. the row a token store made) is given this one, in one statement, so a stored name never changes.
   * @throws LockAccountRuleException for a new key the account key rule refuses (a stored account keeps its key)
   */
  async register(key: string, name: string | null): Promise<LockAccountRecord> {
    await assertLockAccountKeyOrStored(key, async (stored) => (await this.find(stored)) !== null);
    const db = await this.database.db();
    await db
      .insertInto('lock_accounts')
      .values({ id: randomUUID(), key, name, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    if (name !== null) {
      await db
        .updateTable('lock_accounts')
        .set({ name })
        .where('key', '=', key)
        .where('name', 'is', null)
        .execute();
    }
    this.writes.written(key);
    return (await this.find(key)) ?? { key, name };
  }

  /**
   * Gives a stored account another display name; its key never changes.
   * @throws LockAccountRuleException for a blank name or one longer than the account name rule allows
   *   (`assertLockAccountRename`; nothing changes)
   * @throws LockException when the lock database holds no account with the key
   */
  async rename(key: string, name: string): Promise<void> {
    assertLockAccountRename(name);
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_accounts')
      .set({ name })
      .where('key', '=', key)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new LockException(`The lock database holds no account "${key}".`);
    }
    this.writes.written(key);
  }

  /**
   * Adds a new account, active, with its API token's ciphertext when given (`AccountCredentials.seal`).
   * @throws LockAccountRuleException for a key or name the account rules refuse (`assertLockAccountKey`,
   *   `assertLockAccountName`); nothing is written
   * @throws LockException when the key is taken
   */
  async create(
    key: string,
    name: string | null,
    tokenCiphertext: string | null = null,
  ): Promise<LockAccountRecord> {
    assertLockAccountKey(key);
    assertLockAccountName(name);
    const db = await this.database.db();
    const createdAt = new Date().toISOString();
    const [result] = await db
      .insertInto('lock_accounts')
      .values({
        id: randomUUID(),
        key,
        name,
        created_at: createdAt,
        api_token_ciphertext: tokenCiphertext,
        api_token_updated_at: tokenCiphertext === null ? null : createdAt,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
      throw new LockException(`The lock account "${key}" exists already.`);
    this.writes.written(key);
    return { key, name };
  }

  /**
   * Removes a stored account from the lock database, in one transaction: its row with its API token, its OAuth
   * tokens in the database, its owners, the sub-users' grants on its locks and who made which of its keypad
   * codes. Nothing is sent to the lock API: the account and its locks stay as they are at the vendor. An OAuth
   * token kept elsewhere (the token cache) is the caller's to forget (`OAuthTokens.revoke`).
   * @returns false when the lock database holds no account with the key (nothing changed)
   */
  async remove(key: string): Promise<boolean> {
    const db = await this.database.db();
    const removed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('lock_accounts')
        .select('id')
        .where('key', '=', key)
        .executeTakeFirst();
      if (row === undefined) return false;
      await trx.deleteFrom('lock_user_permissions').where('account_id', '=', row.id).execute();
      await trx.deleteFrom('lock_account_users').where('account_id', '=', row.id).execute();
      await trx.deleteFrom('lock_oauth_tokens').where('account_id', '=', row.id).execute();
      await trx.deleteFrom('lock_keypad_code_makers').where('account_key', '=', key).execute();
      await trx.deleteFrom('lock_keypad_codes_pending').where('account_key', '=', key).execute();
      await trx.deleteFrom('lock_accounts').where('id', '=', row.id).execute();
      return true;
    });
    if (removed) this.writes.written(key);
    return removed;
  }
}
