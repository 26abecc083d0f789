import { randomUUID } from 'node:crypto';
import { CrossProcessFlight, CrossProcessWork } from '../../../common/auth/cross-process-flight';
import type { TokenCipher } from '../../../common/crypto/token-cipher';
import { assertLockAccountKeyOrStored } from '../accounts/lock-account-key';
import { cacheKeyOf } from '../../auth/cache-token-store';
import type { LockDatabaseTokenStore } from '../../interfaces/lock-database-token-store.interface';
import { LockToken } from '../../data/lock-token';
import { LockTokenRefreshPendingException } from '../../errors/lock-token-refresh-pending.exception';
import { DatabaseLeases } from './database-leases';
import type { LockDatabase } from './lock-database';

/** How often marking a token is tried while other writes keep replacing it. */
const MARK_ATTEMPTS = 3;
/** The lease of a refresh when no deadline is given: the default request timeout (30 s) and a margin. */
const DEFAULT_REFRESH_LEASE_MS = 40_000;
/** How long a refresh waits for another process's when no deadline is given: the default request timeout. */
const DEFAULT_REFRESH_WAIT_MS = 30_000;

/**
 * Keeps tokens in the lock database (`LOCK_OAUTH_TOKEN_STORE=database`, the default when `LOCK_DATABASE_URL` is
 * set), one row per account in `lock_oauth_tokens`, always encrypted with the shared `TokenCipher` (bound to the
 * account key). Storing a token for an account key that has no row in `lock_accounts` yet creates it. The refresh
 * of an account's token runs in one process at a time under a lease in the same database (`lock_leases`), so a
 * rotating refresh token is spent once across every process of the app, with or without Redis; a holder that
 * died frees the lease when its time (`leaseMs`) has passed. A call waits for another process's refresh no longer
 * than a request may take (`waitMs`), then fails with `LockTokenRefreshPendingException` while the lease runs out.
 */
export class DatabaseTokenStore implements LockDatabaseTokenStore {
  private readonly writes = new Map<string, number>();
  private readonly leases: DatabaseLeases;

  constructor(
    private readonly database: LockDatabase,
    /** Builds the cipher (from `APP_KEY`); a missing key fails the store's use with its message. */
    private readonly cipher: () => TokenCipher,
    /** How long a refresh may hold its lease: the token request's deadline and the write, with a margin. */
    private readonly leaseMs: () => number = () => DEFAULT_REFRESH_LEASE_MS,
    /** How long a refresh waits for another process's before it gives up: the request timeout. */
    private readonly waitMs: () => number = () => DEFAULT_REFRESH_WAIT_MS,
  ) {
    this.leases = new DatabaseLeases(database);
  }

  /** The account key's token, or null. */
  async get(accountKey: string): Promise<LockToken | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_oauth_tokens')
      .innerJoin('lock_accounts', 'lock_accounts.id', 'lock_oauth_tokens.account_id')
      .select('lock_oauth_tokens.ciphertext')
      .where('lock_accounts.key', '=', accountKey)
      .executeTakeFirst();
    return row === undefined ? null : this.tokenOf(row.ciphertext, accountKey);
  }

  /**
   * Stores the token encrypted, creating the account row when needed.
   * @throws LockAccountRuleException for a new account key the account key rule refuses (nothing is stored)
   */
  async put(accountKey: string, token: LockToken): Promise<void> {
    this.counted(accountKey);
    await this.write(accountKey, token, 'replace');
  }

  /**
   * Stores the token unless the account key has one already; answers the token stored in the end (so of two
   * processes storing at once, both answer the first one's).
   */
  async putIfAbsent(accountKey: string, token: LockToken): Promise<LockToken> {
    this.counted(accountKey);
    await this.write(accountKey, token, 'keep');
    return (await this.get(accountKey)) ?? token;
  }

  /**
   * Marks the account's token as needing a new authorization while it still carries `refreshToken`: the update
   * is conditional on the very ciphertext read, so an authorization or refresh stored meanwhile is never
   * overwritten (it is answered instead).
   */
  async markRefused(accountKey: string, refreshToken: string): Promise<LockToken | null> {
    const db = await this.database.db();
    for (let attempt = 0; attempt < MARK_ATTEMPTS; attempt += 1) {
      const row = await db
        .selectFrom('lock_oauth_tokens')
        .innerJoin('lock_accounts', 'lock_accounts.id', 'lock_oauth_tokens.account_id')
        .select(['lock_oauth_tokens.account_id', 'lock_oauth_tokens.ciphertext'])
        .where('lock_accounts.key', '=', accountKey)
        .executeTakeFirst();
      if (row === undefined) return null;
      const current = this.tokenOf(row.ciphertext, accountKey);
      if (!current.awaitsRefusalMark(refreshToken)) return current;
      const marked = current.withRefreshRefused();
      const ciphertext = this.cipher().encrypt(JSON.stringify(marked.toArray()), contextOf(accountKey));
      const result = await db
        .updateTable('lock_oauth_tokens')
        .set({ ciphertext, updated_at: new Date().toISOString() })
        .where('account_id', '=', row.account_id)
        .where('ciphertext', '=', row.ciphertext)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        this.counted(accountKey);
        return marked;
      }
    }
    return this.get(accountKey);
  }

  /** Removes the account key's token (the account row stays). */
  async forget(accountKey: string): Promise<void> {
    this.counted(accountKey);
    const db = await this.database.db();
    await db
      .deleteFrom('lock_oauth_tokens')
      .where('account_id', 'in', db.selectFrom('lock_accounts').select('id').where('key', '=', accountKey))
      .execute();
  }

  /**
   * Checks that the database answers and the cipher has its key (the tokens outlive the process) and, given an
   * account key, that a token may be stored for it (the account key rule, for a key no account has yet).
   * @throws LockAccountRuleException for a new account key the account key rule refuses
   */
  async verify(accountKey?: string): Promise<void> {
    this.cipher();
    await this.database.db();
    if (accountKey !== undefined) await assertLockAccountKeyOrStored(accountKey, (key) => this.isStored(key));
  }

  /** How many times this process wrote the account key's token (put, forget). */
  writeCount(accountKey: string): number {
    return this.writes.get(accountKey) ?? 0;
  }

  /**
   * Runs the refresh of the account key's token in one process at a time, under the lease
   * `lock.token-lock.<sha256 of the account key>`; a waiter reads the store until the new token is there, for at
   * most `waitMs`.
   * @throws LockTokenRefreshPendingException when another process still holds the lease after `waitMs` (nothing is
   *   sent)
   * @throws LockDatabaseUnavailableException when the database cannot be reached (nothing is refreshed)
   */
  refreshOnce<T>(accountKey: string, work: CrossProcessWork<T>): Promise<T> {
    const waitMs = this.waitMs();
    const refreshes = new CrossProcessFlight(this.leases, {
      module: 'lock',
      lockTtlMs: this.leaseMs(),
      // The lease outlives the request timeout (by the database's deadline and a margin): waiting for a holder that
      // died until it ends would keep the call past its own deadline.
      exclusive: { maxWaitMs: waitMs, stuck: (lease) => this.refreshPending(accountKey, lease, waitMs) },
    });
    return refreshes.run(() => cacheKeyOf(accountKey), work);
  }

  /** The refresh still held by another process after `waitMs`: retry once its lease ends. */
  private async refreshPending(
    accountKey: string,
    lease: string,
    waitMs: number,
  ): Promise<LockTokenRefreshPendingException> {
    const heldUntil = (await this.leases.heldUntil(lease)) ?? Date.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((heldUntil - Date.now()) / 1000));
    return new LockTokenRefreshPendingException(accountKey, waitMs / 1000, retryAfterSeconds);
  }

  /** Whether the lock database has an account row with the key. */
  private async isStored(accountKey: string): Promise<boolean> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_accounts')
      .select('id')
      .where('key', '=', accountKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Writes the token's row (and the account's, when missing); `keep` leaves a stored token as it is. */
  private async write(accountKey: string, token: LockToken, stored: 'replace' | 'keep'): Promise<void> {
    await assertLockAccountKeyOrStored(accountKey, (key) => this.isStored(key));
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
          stored === 'keep'
            ? conflict.column('account_id').doNothing()
            : conflict.column('account_id').doUpdateSet({ ciphertext, updated_at: updatedAt }),
        )
        .execute();
    });
  }

  /** The token a row's ciphertext holds. */
  private tokenOf(ciphertext: string, accountKey: string): LockToken {
    const stored = JSON.parse(this.cipher().decrypt(ciphertext, contextOf(accountKey))) as Record<
      string,
      unknown
    >;
    return LockToken.fromArray(stored);
  }

  private counted(accountKey: string): void {
    this.writes.set(accountKey, this.writeCount(accountKey) + 1);
  }
}

/** The associated data a token's ciphertext is bound to, so a row copied to another account does not decrypt. */
function contextOf(accountKey: string): string {
  return `lock.oauth-token.${accountKey}`;
}
