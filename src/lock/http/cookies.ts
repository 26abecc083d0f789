/**
 * How a cookie of the module (the console's, the known-device cookie of the sign-in routes) is set: always
 * `HttpOnly` and `SameSite=Lax`, `Secure` when the request came over HTTPS.
 */
export interface CookieOptions {
  /** The path the browser sends it to (the console's prefix, the sign-in routes). */
  path: string;
  /** Seconds until it expires; left out: a browser-session cookie; 0 deletes it. */
  maxAge?: number;
  /** Set when the request came over HTTPS (directly, or through a proxy Express trusts). */
  secure: boolean;
}

/** A cookie value may hold these characters only (RFC 6265 cookie-octet, without `%` escapes of our own). */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** The cookies of a `Cookie` header, by name (the first of a repeated name wins; malformed pairs are skipped). */
export function parseCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const pair of text.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (name !== '' && !cookies.has(name) && COOKIE_VALUE.test(value)) cookies.set(name, value);
  }
  return cookies;
}

/** One `Set-Cookie` header value. @throws RangeError for a value a cookie cannot carry (never sent) */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_VALUE.test(value)) throw new RangeError(`The cookie ${name} got a value it cannot carry.`);
  const parts = [`${name}=${value}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
