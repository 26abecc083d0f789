import { randomUUID } from 'node:crypto';
import type { TokenCipher } from '../../common/crypto/token-cipher';
import type { LockTokenStore } from '../auth/lock-token-store';
import { LockToken } from '../data/lock-token';
import type { LockDatabase } from './lock-database';

/**
 * Keeps tokens in the lock database (`LOCK_OAUTH_TOKEN_STORE=database`), one row per account in
 * `lock_oauth_tokens`, always encrypted with the shared `TokenCipher` (bound to the account key). Storing a
 * token for an account key that has no row in `lock_accounts` yet creates it.
 */
export class DatabaseTokenStore implements LockTokenStore {
  constructor(
    private readonly database: LockDatabase,
    /** Builds the cipher (from `APP_KEY`); a missing key fails the store's use with its message. */
    private readonly cipher: () => TokenCipher,
  ) {}

  /** The account key's token, or null. */
  async get(accountKey: string): Promise<LockToken | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_oauth_tokens')
      .innerJoin('lock_accounts', 'lock_accounts.id', 'lock_oauth_tokens.account_id')
      .select('lock_oauth_tokens.ciphertext')
      .where('lock_accounts.key', '=', accountKey)
      .executeTakeFirst();
    if (row === undefined) return null;
    const stored = JSON.parse(this.cipher().decrypt(row.ciphertext, contextOf(accountKey))) as Record<
      string,
      unknown
    >;
    return LockToken.fromArray(stored);
  }

  /** Stores the token encrypted, creating the account row when needed. */
  async put(accountKey: string, token: LockToken): Promise<void> {
    const ciphertext = this.cipher().encrypt(JSON.stringify(token.toArray()), contextOf(accountKey));
    const db = await this.database.db();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lock_accounts')
        .values({ id: randomUUID(), key: accountKey, name: null, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const account = await trx
        .selectFrom('lock_accounts')
        .select('id')
        .where('key', '=', accountKey)
        .executeTakeFirstOrThrow();
      const updatedAt = new Date().toISOString();
      await trx
        .insertInto('lock_oauth_tokens')
        .values({ account_id: account.id, ciphertext, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('account_id').doUpdateSet({ ciphertext, updated_at: updatedAt }),
        )
        .execute();
    });
  }

  /** Removes the account key's token (the account row stays). */
  async forget(accountKey: string): Promise<void> {
    const db = await this.database.db();
    await db
      .deleteFrom('lock_oauth_tokens')
      .where('account_id', 'in', db.selectFrom('lock_accounts').select('id').where('key', '=', accountKey))
      .execute();
  }

  /** Checks that the database answers and the cipher has its key (the tokens outlive the process). */
  async verify(): Promise<void> {
    this.cipher();
    await this.database.db();
  }
}

/** The associated data a token's ciphertext is bound to, so a row copied to another account does not decrypt. */
function contextOf(accountKey: string): string {
  return `lock.oauth-token.${accountKey}`;
}
