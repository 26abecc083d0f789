import { AuthenticationException } from './authentication.exception';

/**
 * The lock account's stored OAuth token can no longer be refreshed: the token endpoint refused its refresh token
 * (`invalid_grant`) and no process had stored a newer one. The account stays in this state, and no refresh is sent
 * for it again, until it is authorized anew (`lock:oauth-authorize --account=<key>`, or "Reconnect" on the
 * console's accounts page). Nothing was sent to the lock API.
 */
export class LockReauthorizationRequiredException extends AuthenticationException {
  /** @param accountKey the key of the account to authorize again */
  constructor(readonly accountKey: string) {
    super(
      `Lock account "${accountKey}" must be authorized again: the lock vendor refused its refresh token ` +
        '(invalid_grant), so no call is made for it and no refresh is tried again. Reconnect it with ' +
        `lock:oauth-authorize --account=${accountKey}, or with "Reconnect" on the console's accounts page.`,
    );
  }
}
