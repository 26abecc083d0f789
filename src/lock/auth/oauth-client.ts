import { canTravelInHeader } from '../../common/config/header-value';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import type { Transport } from '../../common/http/transport';
import { isJsonObject, parseJsonBody } from '../../common/json/json-body';
import { LockToken } from '../data/lock-token';
import { AuthenticationException } from '../errors/authentication.exception';
import { InvalidGrantException } from '../errors/invalid-grant.exception';
import { API_EXCEPTION_BODY_EXCERPT } from '../errors/api.exception';
import { redactedExcerpt } from '../../common/redaction/redacted-excerpt';
import type { LockAuthSettings } from './lock-auth-settings';
import type { LockOAuthClientSettings } from './lock-oauth-client-settings';
import type { LockSecrets } from '../support/lock-secrets';
import { recordTokenFetch } from '../../common/telemetry/integration-metrics';

/**
 * The OAuth client side of the authorization-code flow: builds the consent URL and asks the token endpoint for
 * tokens (`grant_type=authorization_code` or `refresh_token`, form body with `client_id`, `client_secret`,
 * `redirect_uri`). Incomplete settings and refused requests are `AuthenticationException`s (a refused code or
 * refresh token, OAuth error `invalid_grant`, an `InvalidGrantException`); a token endpoint that cannot be reached
 * is a `ConnectionException`.
 */
export class LockOAuthClient {
  constructor(
    private readonly config: LockAuthSettings,
    private readonly transport: Transport,
    private readonly secrets: LockSecrets,
  ) {}

  /** The consent URL; `scopes` replaces the configured ones. The caller creates and checks `state`. */
  authorizationUrl(state?: string | null, scopes?: readonly string[] | null): string {
    const settings = this.settings();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
    });
    const scope = (scopes ?? settings.scopes).join(' ');
    if (scope !== '') query.set('scope', scope);
    if (state !== undefined && state !== null) query.set('state', state);
    return `${settings.authorizeUrl}${settings.authorizeUrl.includes('?') ? '&' : '?'}${query.toString()}`;
  }

  /** @throws AuthenticationException when the client id, secret or redirect URI is missing */
  assertConfigured(): void {
    this.settings();
  }

  /** Exchanges an authorization code for a token; `accountKey` names the account in telemetry. */
  async exchangeCode(code: string, accountKey: string): Promise<LockToken> {
    if (typeof code !== 'string' || code.trim() === '') {
      throw new InvalidArgumentException('The OAuth authorization code is empty.');
    }
    const sent = code.trim();
    return this.requestToken(
      'code exchange',
      { grant_type: 'authorization_code', code: sent },
      [code, sent],
      accountKey,
    );
  }

  /**
   * Asks for a new token with a refresh token; an answer without a refresh token keeps the one given.
   * `accountKey` names the account in telemetry.
   */
  async refresh(refreshToken: string, accountKey: string): Promise<LockToken> {
    const token = await this.requestToken(
      'token refresh',
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      [refreshToken],
      accountKey,
    );
    return token.refreshToken === null
      ? LockToken.fromArray({ ...token.toArray(), refresh_token: refreshToken })
      : token;
  }

  /** The token request, counted in the token-fetch metric by its outcome. */
  private async requestToken(
    what: string,
    grant: Record<string, string>,
    grantSecrets: string[],
    accountKey: string,
  ): Promise<LockToken> {
    try {
      const token = await this.fetchToken(what, grant, grantSecrets, accountKey);
      recordTokenFetch('lock', 'success');
      return token;
    } catch (error) {
      recordTokenFetch('lock', 'error');
      throw error;
    }
  }

  private async fetchToken(
    what: string,
    grant: Record<string, string>,
    grantSecrets: string[],
    accountKey: string,
  ): Promise<LockToken> {
    const settings = this.settings();
    // The code or refresh token is a secret of every later message too: a server may echo a spent one.
    this.secrets.remember(accountKey, ...grantSecrets);
    const response = await this.transport.send({
      method: 'POST',
      url: settings.tokenUrl,
      form: {
        ...grant,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uri: settings.redirectUri,
      },
      call: { account: accountKey, attempt: 1 },
    });
    const answer = parseJsonBody(response.body);
    if (response.status < 200 || response.status >= 300) {
      const body = redactedExcerpt(response.body, API_EXCEPTION_BODY_EXCERPT, (text) =>
        this.secrets.redact(text),
      );
      const message = `Lock OAuth ${what} failed: HTTP ${response.status}: ${body}`;
      const refusedGrant =
        response.status >= 400 &&
        response.status < 500 &&
        isJsonObject(answer) &&
        answer.error === 'invalid_grant';
      throw refusedGrant ? new InvalidGrantException(message) : new AuthenticationException(message);
    }
    if (
      !isJsonObject(answer) ||
      typeof answer.access_token !== 'string' ||
      !canTravelInHeader(answer.access_token)
    ) {
      throw new AuthenticationException(`Lock OAuth ${what} failed: the answer has no usable access_token.`);
    }
    const token = LockToken.fromArray(answer);
    this.secrets.remember(accountKey, token.accessToken, token.refreshToken);
    return token;
  }

  /** The client settings. @throws AuthenticationException when the client id, secret or redirect URI is missing */
  private settings(): LockOAuthClientSettings {
    const missing = this.config.missingOAuthSettings();
    if (missing.length > 0) {
      throw new AuthenticationException(`Lock OAuth settings are incomplete: no ${missing.join(', no ')}.`);
    }
    return this.config.oauthClient();
  }
}
