import { type TokenCipher, TokenCipherError } from '../../../common/crypto/token-cipher';
import { canTravelInHeader } from '../../../common/config/header-value';
import { LockException } from '../../errors/lock.exception';
import type { AccountWrites } from './account-writes';
import type { LockDatabase } from './lock-database';

/** What an account row holds for calls on its behalf: the active flag and its API token's ciphertext (or null). */
export interface StoredAccountCredentials {
  /** False: every call on the account's behalf is refused. */
  readonly active: boolean;
  /** The encrypted API token of the account; null when none is stored. */
  readonly ciphertext: string | null;
}

/** What `setToken` did: stored a first token, replaced one, or cleared it. */
export type AccountTokenChange = 'set' | 'replaced' | 'cleared';

/**
 * The API tokens and active flags of the accounts in `lock_accounts` (`LOCK_TOKEN_RESOLVER=database`). A token is
 * stored only as `TokenCipher` ciphertext bound to the account key, so a value copied to another row does not
 * decrypt. Every write is reported to `AccountWrites`, so this process's readers drop what they remember at once.
 */
export class AccountCredentials {
  constructor(
    private readonly database: LockDatabase,
    /** Builds the cipher (from `APP_KEY`); a missing or malformed key fails the use that needs it. */
    private readonly cipher: () => TokenCipher,
    private readonly writes: AccountWrites,
  ) {}

  /** The account's active flag and token ciphertext, or null when no account has the key. */
  async read(accountKey: string): Promise<StoredAccountCredentials | null> {
    const db = await this.database.db();
    const row = await db
      .selectFrom('lock_accounts')
      .select(['active', 'api_token_ciphertext'])
      .where('key', '=', accountKey)
      .executeTakeFirst();
    return row === undefined
      ? null
      : { active: Number(row.active) !== 0, ciphertext: row.api_token_ciphertext };
  }

  /** Passes when an account has the key. @throws LockException naming the key, and how to add it, when none has */
  async assertExists(accountKey: string): Promise<void> {
    if ((await this.read(accountKey)) === null) throw unknownAccount(accountKey);
  }

  /**
   * The token of a ciphertext `read` gave for the account.
   * @throws TokenCipherError saying why: no usable `APP_KEY`, or a value that does not decrypt with the keys
   */
  open(accountKey: string, ciphertext: string): string {
    const cipher = this.cipher();
    try {
      return cipher.decrypt(ciphertext, contextOf(accountKey));
    } catch {
      throw new TokenCipherError(
        'it does not decrypt with APP_KEY or APP_PREVIOUS_KEYS (the key was changed, or the value was copied ' +
          'from another account or altered)',
      );
    }
  }

  /**
   * The ciphertext under which the account's token is stored (for a row written elsewhere, e.g. a new account).
   * @throws LockException naming the account: for an empty token, one that cannot travel in an HTTP header as it
   * is, or without a usable `APP_KEY`
   */
  seal(accountKey: string, token: string): string {
    if (!canTravelInHeader(token)) {
      throw new LockException(
        token === ''
          ? `The API token of lock account "${accountKey}" is empty. Nothing was stored.`
          : `The API token of lock account "${accountKey}" cannot be sent in an HTTP header as it is: it has white ` +
              'space at its start or end, a control character or a character outside Latin-1. Nothing was stored.',
      );
    }
    let cipher: TokenCipher;
    try {
      cipher = this.cipher();
    } catch (error) {
      throw new LockException(
        `The API token of lock account "${accountKey}" cannot be stored: it is kept encrypted with APP_KEY, and ` +
          `${error instanceof Error ? error.message : String(error)}. Nothing was stored.`,
      );
    }
    return cipher.encrypt(token, contextOf(accountKey));
  }

  /**
   * Stores the account's token encrypted (null clears it) and says whether it was set, replaced or cleared. A
   * stored token the keys in use (`APP_KEY`, `APP_PREVIOUS_KEYS`) cannot open is not replaced without
   * `force` (it may be the one the app, with its own `APP_KEY`, reads); a clear is always done (it removes the
   * token, losing nothing these keys read).
   * @throws LockException when no account has the key, without a usable `APP_KEY`, or when the stored token does
   * not decrypt with the keys in use and `force` is not given (nothing is stored then)
   */
  async setToken(
    accountKey: string,
    token: string | null,
    options: { readonly force?: boolean } = {},
  ): Promise<AccountTokenChange> {
    const ciphertext = token === null ? null : this.seal(accountKey, token);
    const db = await this.database.db();
    const previous = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('lock_accounts')
        .select('api_token_ciphertext')
        .where('key', '=', accountKey)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      if (token !== null && !options.force && row.api_token_ciphertext !== null) {
        if (!this.reads(accountKey, row.api_token_ciphertext)) throw unreadStoredTokens(1);
      }
      await trx
        .updateTable('lock_accounts')
        .set({ api_token_ciphertext: ciphertext, api_token_updated_at: new Date().toISOString() })
        .where('key', '=', accountKey)
        .execute();
      return row.api_token_ciphertext;
    });
    if (previous === undefined) throw unknownAccount(accountKey);
    this.writes.written(accountKey);
    return token === null ? 'cleared' : previous === null ? 'set' : 'replaced';
  }

  /**
   * Refuses a write under a key the app would not read with: when other accounts' rows hold tokens and not one
   * of them decrypts with the keys in use (`APP_KEY`, `APP_PREVIOUS_KEYS`), a token written now would not decrypt
   * in the app either (a shell with another `APP_KEY`). A token stored in `accountKey`'s own row that these keys
   * do not decrypt is refused the same way (`setToken` would not replace it without `force`).
   * @throws LockException naming how many stored tokens the key does not read, and what to do
   */
  async assertKeyReadsStoredTokens(accountKey: string): Promise<void> {
    const db = await this.database.db();
    const rows = await db
      .selectFrom('lock_accounts')
      .select(['key', 'api_token_ciphertext'])
      .where('api_token_ciphertext', 'is not', null)
      .execute();
    const own = rows.find((row) => row.key === accountKey);
    if (own !== undefined && !this.reads(accountKey, own.api_token_ciphertext!)) throw unreadStoredTokens(1);
    const others = rows.filter((row) => row.key !== accountKey);
    if (others.length === 0) return;
    if (others.some((row) => this.reads(row.key, row.api_token_ciphertext!))) return;
    throw unreadStoredTokens(others.length);
  }

  /** Whether the account's ciphertext decrypts with the keys in use. @throws as `cipher` does without `APP_KEY` */
  private reads(accountKey: string, ciphertext: string): boolean {
    const cipher = this.cipher();
    try {
      cipher.decrypt(ciphertext, contextOf(accountKey));
      return true;
    } catch {
      return false;
    }
  }

  /** Enables or disables every call of the account. @throws LockException when no account has the key */
  async setActive(accountKey: string, active: boolean): Promise<void> {
    const db = await this.database.db();
    const [result] = await db
      .updateTable('lock_accounts')
      .set({ active: active ? 1 : 0 })
      .where('key', '=', accountKey)
      .execute();
    if (Number(result.numUpdatedRows) === 0) throw unknownAccount(accountKey);
    this.writes.written(accountKey);
  }
}

/** The associated data an account's token is bound to. */
function contextOf(accountKey: string): string {
  return `lock.account-token.${accountKey}`;
}

/** The refusal of a token write under keys that decrypt none of `count` stored tokens it would depend on. */
function unreadStoredTokens(count: number): LockException {
  return new LockException(
    `The APP_KEY in use decrypts none of the ${count} API token(s) already stored, so the app (with its ` +
      "own APP_KEY) could not read a token written now either. Run this with the app's APP_KEY, or give " +
      '--force to store it under this key anyway. Nothing was stored.',
  );
}

function unknownAccount(accountKey: string): LockException {
  return new LockException(
    `There is no lock account "${accountKey}" in the lock database; add it with lock:account-create --key=${accountKey}.`,
  );
}
