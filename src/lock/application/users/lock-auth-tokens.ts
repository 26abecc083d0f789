import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in a challenge or session token (base64url: 43 characters). */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A new random challenge or session token: 32 random bytes, base64url. */
export function randomAuthToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** True when the value has the shape of a `randomAuthToken` (anything else is never looked up). */
export function isAuthTokenShaped(value: string): boolean {
  return TOKEN_FORMAT.test(value);
}

/** The SHA-256 hex of a token: the only form of a challenge or session token that is stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
