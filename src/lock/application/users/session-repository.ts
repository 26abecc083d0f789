import type { LockDatabase } from '../persistence/lock-database';

/** A session as `create` stores it: only the hash of its token. */
export interface NewLockSession {
  /** The session's id. */
  id: string;
  /** The id of the signed-in user. */
  userId: string;
  /** SHA-256 hex of the session token handed to the client. */
  tokenHash: string;
  /** When the session expires. */
  expiresAt: Date;
  /** When the session was created. */
  createdAt: Date;
}

/** A stored session. */
export interface LockSessionRecord {
  /** The session's id. */
  id: string;
  /** The id of the signed-in user. */
  userId: string;
  /** When the session expires. */
  expiresAt: Date;
  /** When it was revoked (logout), or null. */
  revokedAt: Date | null;
}

/** The sessions of the module's guard, in the lock database's `lock_sessions` table. */
export class SessionRepository {
  constructor(private readonly database: LockDatabase) {}

  /** Stores a new session. */
  async create(session: NewLockSession): Promise<void> {
    const db = await this.database.db();
    await db
      .insertInto('lock_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        token_hash: session.tokenHash,
        expires_at: session.expiresAt.toISOString(),
        revoked_at: null,
        created_at: session.createdAt.toISOString(),
      })
      .execute();
  }

  /** The session of the token with this hash, or null. */
  async findByTokenHash(tokenHash: string): Promise<LockSessionRecord | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      userId: row.user_id,
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    };
  }

  /** Revokes the session of the token with this hash; false when there is none or it was revoked already. */
  async revoke(tokenHash: string, at: Date): Promise<boolean> {
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_sessions')
      .set({ revoked_at: at.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Revokes every session of the user that is not revoked yet (a new password ends them all); how many it did. */
  async revokeAllOf(userId: string, at: Date): Promise<number> {
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_sessions')
      .set({ revoked_at: at.toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
