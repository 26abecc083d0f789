import { AuthenticationException } from './authentication.exception';

/**
 * The OAuth token endpoint refused the grant with `invalid_grant`: the authorization code or refresh token is
 * invalid, expired, revoked or was used already (a rotating refresh token is valid once).
 */
export class InvalidGrantException extends AuthenticationException {}
