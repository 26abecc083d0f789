import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The form field and the request header that carry the CSRF token. */
export const CONSOLE_CSRF_FIELD = '_csrf';
export const CONSOLE_CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF token of a browser: an HMAC of a secret only that browser holds in an `HttpOnly` cookie (its session
 * token once signed in, else a random nonce), so another site can neither read nor compute it. Each form carries
 * it, and every state-changing request must send it back.
 */
export function consoleCsrfToken(browserSecret: string): string {
  return createHmac('sha256', browserSecret).update('lock-console-csrf').digest('base64url');
}

/** True when the sent token is the browser's, compared in constant time. */
export function isConsoleCsrfToken(sent: unknown, browserSecret: string): boolean {
  if (typeof sent !== 'string' || sent.length > 128) return false;
  const expected = Buffer.from(consoleCsrfToken(browserSecret));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A new random nonce for a browser that has no session (256 bits, cookie-safe). */
export function newCsrfNonce(): string {
  return randomBytes(32).toString('base64url');
}
