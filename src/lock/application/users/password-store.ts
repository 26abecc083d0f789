import type { LockDatabase } from '../persistence/lock-database';

/** Writes a user's password hash in the lock database's `lock_users` table (the one update a reset makes). */
export class PasswordStore {
  constructor(private readonly database: LockDatabase) {}

  /** Replaces the user's password hash (nothing happens for an unknown user). */
  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    const db = await this.database.db();
    await db
      .updateTable('lock_users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
  }
}
