import { randomUUID } from 'node:crypto';
import type { LockAccountRecord, LockAccountRegistry } from '../accounts/lock-account-registry';
import { LockException } from '../errors/lock.exception';
import type { LockDatabase } from './lock-database';

/** The accounts in the lock database's `lock_accounts` table (unique key, name). */
export class DatabaseAccountRegistry implements LockAccountRegistry {
  constructor(private readonly database: LockDatabase) {}

  /** Every account, ordered by key. */
  async all(): Promise<LockAccountRecord[]> {
    const db = await this.database.db();
    const rows = await db.selectFrom('lock_accounts').select(['key', 'name']).orderBy('key').execute();
    return rows.map((row) => ({ key: row.key, name: row.name }));
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
   */
  async register(key: string, name: string | null): Promise<LockAccountRecord> {
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
    return (await this.find(key)) ?? { key, name };
  }

  /** Adds a new account. @throws LockException when the key is taken or empty */
  async create(key: string, name: string | null): Promise<LockAccountRecord> {
    if (key.trim() === '') throw new LockException('The account key must not be empty.');
    const db = await this.database.db();
    const [result] = await db
      .insertInto('lock_accounts')
      .values({ id: randomUUID(), key, name, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0)
      throw new LockException(`The lock account "${key}" exists already.`);
    return { key, name };
  }
}
