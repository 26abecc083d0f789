/** The OAuth client settings a code exchange or refresh needs, as `LockAuthSettings.oauthClient()` reads them. */
export interface LockOAuthClientSettings {
  /** The OAuth client id. */
  clientId: string;
  /** The OAuth client secret. */
  clientSecret: string;
  /** The host application's callback route. */
  redirectUri: string;
  /** The vendor's consent page. */
  authorizeUrl: string;
  /** The vendor's token endpoint. */
  tokenUrl: string;
  /** The scopes asked for. */
  scopes: string[];
}
