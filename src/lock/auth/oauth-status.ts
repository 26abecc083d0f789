import type { LockToken } from '../data/lock-token';

/**
 * An account's OAuth state: a stored token serves calls (`connected`), its refresh token was refused so the
 * account must be authorized again (`reconnect-needed`), or no token is stored (`not-connected`).
 */
export type LockOAuthStatus = 'connected' | 'reconnect-needed' | 'not-connected';

/** The OAuth state of an account whose stored token is `token`. */
export function oauthStatusOf(token: LockToken | null): LockOAuthStatus {
  if (token === null) return 'not-connected';
  return token.needsReauthorization() ? 'reconnect-needed' : 'connected';
}
