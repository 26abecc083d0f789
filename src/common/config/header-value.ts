/** What Node's HTTP client sends unchanged: tab, visible ASCII, space and Latin-1; no white space at the ends. */
const HEADER_SAFE = /^[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?$/;

/**
 * True when the value can travel in an HTTP header exactly as it is (visible ASCII and Latin-1, inner spaces
 * and tabs). White space at either end would be trimmed on the way, a line break or another control character
 * refused or dropped, and a character beyond Latin-1 changed, so the server would get another value than the
 * one configured.
 */
export function canTravelInHeader(value: string): boolean {
  return HEADER_SAFE.test(value);
}
