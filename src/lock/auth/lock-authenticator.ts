import { AuthenticationException } from '../errors/authentication.exception';
import type { LockConfig } from '../support/lock-config';
import type { LockTokenStore } from './lock-token-store';
import type { OAuthTokens } from './oauth-tokens';

/**
 * Finds the bearer token of an account key for the configured mode: `token` (from the settings, or from the
 * token store with the `store` resolver) or `oauth` (the stored OAuth token, refreshed when expired). It throws
 * before anything is sent: `LockException` for an unknown `auth` or `tokenResolver` value (both are checked,
 * whichever mode reads them; `oauth.tokenStore` is checked where the store is used), `AuthenticationException`
 * without a token.
 */
export class LockAuthenticator {
  constructor(
    private readonly config: LockConfig,
    private readonly store: LockTokenStore,
    private readonly oauth: OAuthTokens,
  ) {}

  /** The bearer token to call the lock API with on behalf of the account key. */
  async accessToken(accountKey: string): Promise<string> {
    const mode = this.config.authMode();
    const resolver = this.config.tokenResolver();
    if (mode === 'oauth') {
      this.oauth.assertConfigured();
      return this.oauth.accessToken(accountKey);
    }
    const token =
      resolver === 'store'
        ? ((await this.store.get(accountKey))?.accessToken ?? null)
        : this.config.apiToken(accountKey);
    if (token === null) {
      throw new AuthenticationException(`No API token is configured for lock account "${accountKey}".`);
    }
    return token;
  }
}
