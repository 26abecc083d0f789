import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeCookieJson, encodeCookieJson } from './cookie-json';

/** How long a started OAuth connection waits for the consent page's answer: ten minutes. */
export const CONSOLE_OAUTH_STATE_SECONDS = 600;

/**
 * What the console keeps, in the HttpOnly OAuth state cookie, between sending a main user to the consent page and
 * the callback: the random `state` the consent page must bring back, the account the token is for and, for an
 * account that does not exist yet, its name (it is added at the callback). The cookie is the browser's own; the
 * callback still checks that the viewer manages the account (or may add it), so changing it gains nothing.
 */
export interface ConsoleOAuthState {
  /** The random value sent to the consent page as `state`. */
  readonly state: string;
  /** The account key the token is stored under. */
  readonly account: string;
  /** Set for an account to add at the callback: its name (null: none given). */
  readonly newAccount: { readonly name: string | null } | null;
  /** Epoch milliseconds after which the answer is refused. */
  readonly expiresAt: number;
}

/** A new state for the account, expiring `CONSOLE_OAUTH_STATE_SECONDS` after `now`. */
export function newConsoleOAuthState(
  account: string,
  newAccount: ConsoleOAuthState['newAccount'],
  now: Date,
): ConsoleOAuthState {
  return {
    state: randomBytes(32).toString('base64url'),
    account,
    newAccount,
    expiresAt: now.getTime() + CONSOLE_OAUTH_STATE_SECONDS * 1000,
  };
}

/** The cookie value of a state (base64url JSON). */
export function encodeConsoleOAuthState(kept: ConsoleOAuthState): string {
  return encodeCookieJson(kept);
}

/** The state of a cookie value, or null when it is none. */
export function decodeConsoleOAuthState(value: string | undefined): ConsoleOAuthState | null {
  const parsed = decodeCookieJson(value, 2048);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { state, account, newAccount, expiresAt } = parsed as Record<string, unknown>;
  if (typeof state !== 'string' || typeof account !== 'string' || typeof expiresAt !== 'number') return null;
  if (newAccount === null) return { state, account, newAccount: null, expiresAt };
  const name = (newAccount as Record<string, unknown> | undefined)?.name;
  if (name !== null && typeof name !== 'string') return null;
  return { state, account, newAccount: { name }, expiresAt };
}

/**
 * True when the answer's `state` is the kept one (compared in constant time) and the connection has not expired
 * at `now`.
 */
export function isReturnedConsoleOAuthState(kept: ConsoleOAuthState, returned: string, now: Date): boolean {
  const same = timingSafeEqual(digest(kept.state), digest(returned));
  return same && returned !== '' && now.getTime() <= kept.expiresAt;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
