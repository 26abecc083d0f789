import { KeyedQueue } from '../../common/auth/keyed-queue';
import { SingleFlight } from '../../common/auth/single-flight';
import type { LockToken } from '../data/lock-token';
import { AuthenticationException } from '../errors/authentication.exception';
import type { LockTokenStore } from './lock-token-store';
import type { LockOAuthClient } from './oauth-client';
import type { LockSecrets } from '../support/lock-secrets';

/** Seconds before its expiry at which a stored OAuth token is refreshed. */
export const LOCK_TOKEN_LEEWAY_SECONDS = 30;

/**
 * The OAuth tokens of every account key: stored after a code exchange, refreshed when expired (30 s leeway)
 * with one refresh request per account however many callers wait for it, removed on revoke. The writes of one
 * account (exchange, refresh, revoke) run one after another, so a revoke during a refresh is not undone by it.
 */
export class OAuthTokens {
  private readonly refreshes = new SingleFlight<string>();
  private readonly writes = new KeyedQueue<string>();

  constructor(
    private readonly client: LockOAuthClient,
    private readonly store: LockTokenStore,
    private readonly secrets: LockSecrets,
  ) {}

  /** The consent URL (see `LockOAuthClient.authorizationUrl`). */
  authorizationUrl(state?: string | null, scopes?: readonly string[] | null): string {
    return this.client.authorizationUrl(state, scopes);
  }

  /** @throws AuthenticationException when the client id, secret or redirect URI is missing */
  assertConfigured(): void {
    this.client.assertConfigured();
  }

  /**
   * Exchanges the code and stores the token under the account key. The store is read first, so a store that
   * cannot be used (an unknown `LOCK_OAUTH_TOKEN_STORE`, a store of your own that throws) fails before the
   * one-time code is spent.
   */
  exchangeCode(code: string, accountKey: string): Promise<LockToken> {
    return this.writes.run(accountKey, async () => {
      await this.store.get(accountKey);
      const token = await this.client.exchangeCode(code);
      await this.store.put(accountKey, token);
      return token;
    });
  }

  /** Refreshes the account's token with its stored refresh token, whatever its expiry, and stores the new one. */
  refresh(accountKey: string): Promise<LockToken> {
    return this.writes.run(accountKey, async () =>
      this.refreshStored(accountKey, await this.stored(accountKey)),
    );
  }

  /** The stored token, or null. */
  token(accountKey: string): Promise<LockToken | null> {
    return this.store.get(accountKey);
  }

  /** Removes the stored token; nothing is sent anywhere. */
  revoke(accountKey: string): Promise<void> {
    return this.writes.run(accountKey, () => this.store.forget(accountKey));
  }

  /** A usable access token of the account: the stored one, refreshed first when it has expired. */
  async accessToken(accountKey: string): Promise<string> {
    const stored = await this.stored(accountKey);
    if (!stored.isExpired(LOCK_TOKEN_LEEWAY_SECONDS)) return stored.accessToken;
    const token = await this.refreshes.run(accountKey, () =>
      this.writes.run(accountKey, async () => {
        // Read again: a caller that read the expired token late finds the one an earlier refresh stored.
        const current = await this.stored(accountKey);
        return current.isExpired(LOCK_TOKEN_LEEWAY_SECONDS)
          ? this.refreshStored(accountKey, current)
          : current;
      }),
    );
    return token.accessToken;
  }

  private async refreshStored(accountKey: string, stored: LockToken): Promise<LockToken> {
    if (stored.refreshToken === null) {
      throw new AuthenticationException(
        `The OAuth token of lock account "${accountKey}" has no refresh token; run lock:oauth-authorize again.`,
      );
    }
    const token = await this.client.refresh(stored.refreshToken);
    await this.store.put(accountKey, token);
    return token;
  }

  private async stored(accountKey: string): Promise<LockToken> {
    const token = await this.store.get(accountKey);
    if (token === null) {
      throw new AuthenticationException(
        `No OAuth token is stored for lock account "${accountKey}"; run lock:oauth-authorize --account=${accountKey}.`,
      );
    }
    this.secrets.remember(token.accessToken, token.refreshToken);
    return token;
  }
}
