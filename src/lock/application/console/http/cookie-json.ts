/** A JSON value as a cookie value (base64url, so it is cookie-safe whatever it holds). */
export function encodeCookieJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * The JSON value of a cookie value `encodeCookieJson` made, or undefined for none, one longer than `maxLength`, or
 * one that does not parse (a cookie is the browser's to change: the caller checks the shape).
 */
export function decodeCookieJson(value: string | undefined, maxLength: number): unknown {
  if (value === undefined || value === '' || value.length > maxLength) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
