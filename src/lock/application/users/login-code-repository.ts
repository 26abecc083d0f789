import type { LockDatabase } from '../persistence/lock-database';
import type { LoginCodePurpose } from '../../interfaces/login-code-notifier.interface';

/** A login code as `create` stores it: only hashes of the challenge and of the code. */
export interface NewLoginCode {
  /** The code's id. */
  id: string;
  /** The id of the user the code is for. */
  userId: string;
  /** SHA-256 hex of the challenge token handed to the client. */
  challengeHash: string;
  /** The keyed hash of the code (see `LoginCodeExchange`). */
  codeHash: string;
  /** When the code expires. */
  expiresAt: Date;
  /** What the code is for; it is found only for that purpose. */
  purpose: LoginCodePurpose;
}

/** A stored login code. */
export interface LoginCodeRecord {
  /** The code's id. */
  id: string;
  /** The id of the user the code is for. */
  userId: string;
  /** The keyed hash of the code. */
  codeHash: string;
  /** When the code expires. */
  expiresAt: Date;
  /** Attempts made so far (each verification counts, right or wrong). */
  attempts: number;
  /** When it was used up, or null. */
  usedAt: Date | null;
}

/** The login and password reset codes of the module's guard, in the lock database's `lock_login_codes` table. */
export class LoginCodeRepository {
  constructor(private readonly database: LockDatabase) {}

  /** Stores a new code with no attempts made. */
  async create(code: NewLoginCode): Promise<void> {
    const db = await this.database.db();
    await db
      .insertInto('lock_login_codes')
      .values({
        id: code.id,
        user_id: code.userId,
        challenge_hash: code.challengeHash,
        code_hash: code.codeHash,
        expires_at: code.expiresAt.toISOString(),
        attempts: 0,
        used_at: null,
        purpose: code.purpose,
      })
      .execute();
  }

  /** The code of the purpose issued with the challenge of this hash, or null (also for a code of another purpose). */
  async findByChallengeHash(
    challengeHash: string,
    purpose: LoginCodePurpose,
  ): Promise<LoginCodeRecord | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_login_codes')
      .selectAll()
      .where('challenge_hash', '=', challengeHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      userId: row.user_id,
      codeHash: row.code_hash,
      expiresAt: new Date(row.expires_at),
      attempts: Number(row.attempts),
      usedAt: row.used_at === null ? null : new Date(row.used_at),
    };
  }

  /**
   * Counts one attempt, in one statement, when fewer than `maxAttempts` were made and the code is not used up;
   * false when none is left. So parallel guesses never get more than `maxAttempts` comparisons.
   */
  async claimAttempt(id: string, maxAttempts: number): Promise<boolean> {
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_login_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the code used, once: false when it was used already. */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_login_codes')
      .set({ used_at: at.toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks every open code of the user used (after a password reset or change): answers how many it spent. */
  async spendAllOf(userId: string, at: Date): Promise<number> {
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_login_codes')
      .set({ used_at: at.toISOString() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
