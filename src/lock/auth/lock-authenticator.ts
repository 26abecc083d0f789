import { AuthenticationException } from '../errors/authentication.exception';
import type { LockConfig } from '../support/lock-config';
import type { LockTokenStore } from './lock-token-store';
import type { OAuthTokens } from './oauth-tokens';

/**
 * Finds the bearer token of an account key for the configured mode: `token` (from the settings, or from the
 * token store with the `store` resolver) or `oauth` (the stored OAuth token, refreshed when expired). It throws
 * before anything is sent: `LockException` for an unknown mode, `AuthenticationException` without a token.
 */
export class LockAuthenticator {
  constructor(
    private readonly config: LockConfig,
    private readonly store: LockTokenStore,
    private readonly oauth: OAuthTokens,
  ) {}

  /** The bearer token to call the lock API with on behalf of the account key. */
  async accessToken(accountKey: string): Promise<string> {
    if (this.config.authMode() === 'oauth') {
      const missing = this.config.missingOAuthSettings();
      if (missing.length > 0) {
        throw new AuthenticationException(`Lock OAuth settings are incomplete: no ${missing.join(', no ')}.`);
      }
      return this.oauth.accessToken(accountKey);
    }
    const token =
      this.config.tokenResolver() === 'store'
        ? ((await this.store.get(accountKey))?.accessToken ?? null)
        : this.config.apiToken(accountKey);
    if (token === null) {
      throw new AuthenticationException(`No API token is configured for lock account "${accountKey}".`);
    }
    return token;
  }
}
