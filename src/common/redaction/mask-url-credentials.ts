import { RedactedRange, redactRanges } from './redacted-ranges';

/** `://` as a text may carry it: raw, JSON-escaped (`:\/\/`) or percent-encoded (`%3A%2F%2F`). */
const SCHEME_SEPARATOR = String.raw`(?::|%3[aA])(?:\\*\/|%2[fF]){2}`;
/** A URL's scheme and `://`; its authority follows. */
const URL_START = new RegExp(String.raw`\b[a-zA-Z][a-zA-Z0-9+.-]*${SCHEME_SEPARATOR}`, 'g');
/**
 * Where a URL's run ends: white space, a double quote (JSON's delimiter; a URL parser writes one in a password as
 * `%22`), an angle bracket or a backtick.
 */
const RUN_END = /[\s"<>\x60]/;
/** Where the authority of a URL ends (its path, query or fragment begins; `\` as special schemes read it). */
const AUTHORITY_END = /[/\\?#]/;
/** The same in a percent-encoded URL, which also ends at the `&` of the query it is a value of. */
const ENCODED_AUTHORITY_END = /[/\\?#&]|%2[fF]|%5[cC]|%3[fF]|%23/;
/** An `@` that ends userinfo, raw or percent-encoded. */
const AT = /@|%40/g;
/** An authority that is a host (name, address or `[IPv6]`) with an optional port: it holds no userinfo. */
const HOST_AND_PORT = /^(?:\[[0-9a-fA-F:.]*\]|[^:@[\]^|]*)(?::\d*)?$/;

/**
 * The text with the userinfo of every URL in it (`scheme://user:password@host`, any scheme) replaced by
 * `[redacted]`, also in a JSON-escaped or percent-encoded URL. The userinfo is what stands between `//` and the
 * last `@` of the authority (which ends at the first `/`, `?` or `#`), so an `@` in a path or query value is no
 * userinfo and the host stays the one the URL names. When the authority is no host and port (`mysql://u:p/w@db`:
 * a password holding `/`, `?` or `#`, which no URL parser accepts), over-masking wins over leaking: everything up
 * to the last `@` of the run goes.
 */
export function maskUrlCredentials(text: string): string {
  return redactRanges(text, urlCredentialRanges(text));
}

/** Where the userinfo of every URL stands in the text (see `maskUrlCredentials`). */
export function urlCredentialRanges(text: string): RedactedRange[] {
  const ranges: RedactedRange[] = [];
  for (const match of text.matchAll(URL_START)) {
    const start = match.index + match[0].length;
    const end = userinfoEnd(text.slice(start), match[0].includes('%'));
    if (end > 0) ranges.push({ start, end: start + end });
  }
  return ranges;
}

/** The length of the userinfo at the start of the rest of a URL after `//` (0 when it has none). */
function userinfoEnd(rest: string, percentEncoded: boolean): number {
  const runEnd = rest.search(RUN_END);
  const run = runEnd === -1 ? rest : rest.slice(0, runEnd);
  const authorityEnd = run.search(percentEncoded ? ENCODED_AUTHORITY_END : AUTHORITY_END);
  const authority = authorityEnd === -1 ? run : run.slice(0, authorityEnd);
  const inAuthority = lastAt(authority);
  if (inAuthority !== -1) return inAuthority;
  const hostAndPort = percentEncoded ? authority.replace(/%3[aA]/g, ':') : authority;
  if (HOST_AND_PORT.test(hostAndPort)) return 0;
  return Math.max(lastAt(run), 0);
}

/** Where the last `@` (or `%40`) of the text begins, or -1. */
function lastAt(text: string): number {
  let last = -1;
  for (const match of text.matchAll(AT)) last = match.index;
  return last;
}
