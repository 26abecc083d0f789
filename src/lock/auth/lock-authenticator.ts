import { canTravelInHeader } from '../../common/config/header-value';
import { AuthenticationException } from '../errors/authentication.exception';
import { LockException } from '../errors/lock.exception';
import { LockTokenNotConfiguredException } from '../errors/lock-token-not-configured.exception';
import type { LockAccountTokens } from '../interfaces/lock-account-tokens.interface';
import type { LockSecrets } from '../support/lock-secrets';
import { DEFAULT_LOCK_ACCOUNT, type LockAuthSettings } from './lock-auth-settings';
import type { LockTokenStore } from '../interfaces/lock-token-store.interface';
import type { OAuthTokens } from './oauth-tokens';

/**
 * Finds the bearer token of an account key for the configured mode: `token` (from the settings, or from the
 * token store with the `store` resolver, or with the `database` resolver from the account's row in the lock
 * database, else from the account's stored OAuth token when it was connected with OAuth, else from the settings)
 * or `oauth` (the stored OAuth token, refreshed when expired). It throws
 * before anything is sent: `LockException` for an unknown `auth` or `tokenResolver` value (both are checked,
 * whichever mode reads them; `oauth.tokenStore` is checked where the store is used),
 * `LockTokenNotConfiguredException` (an `AuthenticationException`) without a token, naming what to set.
 */
export class LockAuthenticator {
  constructor(
    private readonly config: LockAuthSettings,
    private readonly store: LockTokenStore,
    private readonly oauth: OAuthTokens,
    private readonly secrets: LockSecrets,
    /** The accounts' own tokens of the lock database; null in a client-only `LockModule`. */
    private readonly databaseTokens: LockAccountTokens | null,
  ) {}

  /**
   * The bearer token to call the lock API with on behalf of the account key.
   * @throws LockTokenNotConfiguredException without a token; AuthenticationException for one that cannot travel
   * in a header as it is
   */
  async accessToken(accountKey: string): Promise<string> {
    const mode = this.config.authMode();
    const resolver = this.config.tokenResolver();
    if (mode === 'oauth') {
      this.oauth.assertConfigured();
      const token = await this.oauth.accessToken(accountKey);
      return this.sendable(token, `the stored OAuth token of lock account "${accountKey}"`, accountKey);
    }
    if (resolver === 'store') {
      const token = (await this.store.get(accountKey))?.accessToken ?? null;
      if (token === null) {
        throw new LockTokenNotConfiguredException(
          accountKey,
          `No API token is stored for lock account "${accountKey}" in the token store (LOCK_TOKEN_RESOLVER=store): ` +
            `store one under the key "${accountKey}". Nothing was sent.`,
        );
      }
      return this.sendable(token, `the stored API token of lock account "${accountKey}"`, accountKey);
    }
    if (resolver === 'database') return this.databaseToken(accountKey);
    return this.configuredToken(accountKey);
  }

  /** The account row's own token; without one, the configured token (a disabled account has none at all). */
  private async databaseToken(accountKey: string): Promise<string> {
    if (this.databaseTokens === null) {
      throw new LockException(
        'Invalid lock setting: LOCK_TOKEN_RESOLVER (option tokenResolver) is "database", but this LockModule is ' +
          'client-only (clientOnly: true) and has no lock database. Choose "config" or "store", or register the ' +
          'module without clientOnly. Nothing was sent.',
      );
    }
    const stored = await this.databaseTokens.lookup(accountKey);
    if (stored.account === 'known' && stored.token !== null) {
      return this.sendable(stored.token, `the API token stored for lock account "${accountKey}"`, accountKey);
    }
    if (stored.account === 'known') {
      // An account connected with OAuth (the console's "Add an account with OAuth") is called that way.
      const connected = await this.connectedOAuthToken(accountKey);
      if (connected !== null) {
        return this.sendable(connected, `the stored OAuth token of lock account "${accountKey}"`, accountKey);
      }
      if (this.config.apiToken(accountKey) === null) {
        throw new LockTokenNotConfiguredException(
          accountKey,
          `No API token is stored or configured for lock account "${accountKey}": set one with ` +
            `lock:account-token --account=${accountKey}. Nothing was sent.`,
        );
      }
    }
    return this.configuredToken(accountKey);
  }

  /**
   * With the OAuth client settings complete, the access token of the account's stored OAuth token (refreshed when
   * expired), else null: an account of the lock database without an API token of its own is called with the
   * OAuth connection it was given, whatever `LOCK_AUTH` says.
   */
  private async connectedOAuthToken(accountKey: string): Promise<string | null> {
    if (this.config.missingOAuthSettings().length > 0) return null;
    return this.oauth.connectedAccessToken(accountKey);
  }

  private configuredToken(accountKey: string): string {
    const setting =
      accountKey === DEFAULT_LOCK_ACCOUNT
        ? 'the API token of lock account "default" (LOCK_API_TOKEN, option apiToken)'
        : `the API token of lock account "${accountKey}" (option accounts.${accountKey}.token)`;
    const token = this.config.apiToken(accountKey);
    if (token === null) {
      const toSet =
        accountKey === DEFAULT_LOCK_ACCOUNT
          ? 'set LOCK_API_TOKEN (option apiToken)'
          : `set the option accounts.${accountKey}.token of LockModule, or store one in the lock database with ` +
            `lock:account-token --account=${accountKey} (LOCK_TOKEN_RESOLVER=database)`;
      throw new LockTokenNotConfiguredException(
        accountKey,
        `No API token is configured for lock account "${accountKey}": ${toSet}. Nothing was sent.`,
      );
    }
    return this.sendable(token, setting, accountKey);
  }

  private sendable(token: string, what: string, accountKey: string): string {
    this.secrets.remember(accountKey, token);
    if (!canTravelInHeader(token)) {
      throw new AuthenticationException(
        `Invalid lock setting: ${what} cannot be sent in an HTTP header as it is: it has white space at its ` +
          'start or end, a control character or a character outside Latin-1. Nothing was sent.',
      );
    }
    return token;
  }
}
