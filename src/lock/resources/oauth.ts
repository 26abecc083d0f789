import type { OAuthTokens } from '../auth/oauth-tokens';
import type { LockToken } from '../data/lock-token';
import { DEFAULT_LOCK_ACCOUNT } from '../auth/lock-auth-settings';
import { traceCall } from '../../common/telemetry/client-call';

/**
 * The OAuth authorization-code flow (`LOCK_AUTH=oauth`). It ignores `as()`: every method takes the account key
 * (default `default`). There is no callback route: the host application builds its own, compares `state`, and
 * calls `exchangeCode()`.
 */
export class OAuth {
  constructor(private readonly tokens: OAuthTokens) {}

  /** The consent URL to send the user to; `scopes` replaces the configured ones; `state` is the caller's to check. */
  authorizationUrl(state: string | null = null, scopes: readonly string[] | null = null): string {
    return this.tokens.authorizationUrl(state, scopes);
  }

  /** Exchanges an authorization code and stores the token under the account key. */
  exchangeCode(code: string, accountKey: string = DEFAULT_LOCK_ACCOUNT): Promise<LockToken> {
    return traceCall('lock', 'lock.oauth.exchangeCode', accountKey, () =>
      this.tokens.exchangeCode(code, accountKey),
    );
  }

  /** Forces a refresh with the stored refresh token. */
  refresh(accountKey: string = DEFAULT_LOCK_ACCOUNT): Promise<LockToken> {
    return traceCall('lock', 'lock.oauth.refresh', accountKey, () => this.tokens.refresh(accountKey));
  }

  /** The stored token, or null. */
  token(accountKey: string = DEFAULT_LOCK_ACCOUNT): Promise<LockToken | null> {
    return this.tokens.token(accountKey);
  }

  /** Removes the stored token; no remote call is made. */
  revoke(accountKey: string = DEFAULT_LOCK_ACCOUNT): Promise<void> {
    return this.tokens.revoke(accountKey);
  }
}
