import { AccountTokenMemory } from '../../auth/account-token-memory';
import { AuthenticationException } from '../../errors/authentication.exception';
import { LockAccountDisabledException } from '../../errors/lock-account-disabled.exception';
import type { LockAccountTokens, StoredAccountToken } from '../../interfaces/lock-account-tokens.interface';
import type { LockAuthSettings } from '../../auth/lock-auth-settings';
import type { LockSecrets } from '../../support/lock-secrets';
import type { AccountCredentials } from './account-credentials';
import type { AccountWrites } from './account-writes';

/** An account's row as remembered: unknown, disabled, or active with its decrypted token (or none). */
type AccountState = StoredAccountToken | { readonly account: 'disabled' };

/**
 * The API tokens the accounts of the lock database hold (`LOCK_TOKEN_RESOLVER=database`). A process keeps what
 * it read of an account for `LockAuthSettings.accountTokenRecheckMs()` (`LOCK_ACCOUNT_TOKEN_RECHECK`, default 30 s), so
 * a warm call does not touch the database and a token replaced elsewhere is used everywhere within that time; a
 * write through this process (`AccountWrites`) is seen at once. Every token read is remembered for redaction.
 */
export class DatabaseAccountTokens implements LockAccountTokens {
  readonly #memory = new AccountTokenMemory<AccountState>();

  constructor(
    private readonly credentials: AccountCredentials,
    private readonly config: LockAuthSettings,
    private readonly secrets: LockSecrets,
    writes: AccountWrites,
  ) {
    writes.subscribe((accountKey) => this.#memory.forget(accountKey));
  }

  /**
   * The account's own token, null when its row holds none, or `unknown` without a row.
   * @throws LockAccountDisabledException when it is disabled, AuthenticationException when its token does not
   *   decrypt
   */
  async lookup(accountKey: string): Promise<StoredAccountToken> {
    const state = await this.#memory.get(accountKey, this.config.accountTokenRecheckMs(), () =>
      this.read(accountKey),
    );
    if (state.account === 'disabled') throw new LockAccountDisabledException(accountKey);
    return state;
  }

  private async read(accountKey: string): Promise<AccountState> {
    const stored = await this.credentials.read(accountKey);
    if (stored === null) return { account: 'unknown' };
    if (!stored.active) return { account: 'disabled' };
    if (stored.ciphertext === null) return { account: 'known', token: null };
    let token: string;
    try {
      token = this.credentials.open(accountKey, stored.ciphertext);
    } catch (error) {
      throw new AuthenticationException(
        `The API token stored for lock account "${accountKey}" cannot be decrypted: ` +
          `${error instanceof Error ? error.message : String(error)}. After a change of APP_KEY keep the old key ` +
          `in APP_PREVIOUS_KEYS, or set the token again with lock:account-token --account=${accountKey}. ` +
          'Nothing was sent.',
      );
    }
    this.secrets.remember(accountKey, token);
    return { account: 'known', token };
  }
}
