import { groupRange, RedactedRange, redactRanges } from './redacted-ranges';

/** `://` as a text may carry it: raw, JSON-escaped (`:\/\/`) or percent-encoded (`%3A%2F%2F`). */
const SCHEME_SEPARATOR = String.raw`(?::|%3[aA])(?:\\*\/|%2[fF]){2}`;
/**
 * A URL's scheme and its userinfo (group 2): everything up to the last `@` (or `%40`) of the run, since a
 * password may hold `/`, `?`, `#`, `'` or `@` (`mysql://u:p/w@host`). A run ends at white space, a double quote
 * (JSON's delimiter; a URL parser writes one in a password as `%22`), an angle bracket or a backtick.
 */
const URL_USERINFO = new RegExp(
  String.raw`\b([a-zA-Z][a-zA-Z0-9+.-]*${SCHEME_SEPARATOR})([^\s"<>\x60]*)(?:@|%40)`,
  'g',
);

/**
 * The text with the userinfo of every URL in it (`scheme://user:password@host`, any scheme) replaced by
 * `[redacted]`, also in a JSON-escaped or percent-encoded URL. Over-masking wins over leaking: in a run that
 * holds several `@`, everything up to the last one goes.
 */
export function maskUrlCredentials(text: string): string {
  return redactRanges(text, urlCredentialRanges(text));
}

/** Where the userinfo of every URL stands in the text (see `maskUrlCredentials`). */
export function urlCredentialRanges(text: string): RedactedRange[] {
  return [...text.matchAll(URL_USERINFO)].map((match) => groupRange(match, 2));
}
