import { joinUrl } from '../../common/config/config-parsing';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';

/** A percent-encoded NUL. */
const ENCODED_NUL = '%00';
/** A percent-encoded dot, which the URL parser reads as `.` in a dot segment. */
const ENCODED_DOT = /%2e/gi;

/**
 * The URL of a lock API call: the path (relative to the base URL) appended to the base URL, refused before
 * anything is sent when it could address anything outside the base URL's path. Every Lock call passes here.
 * @throws InvalidArgumentException for a path with a dot segment (`.` or `..`, raw or percent-encoded, any case,
 *   also between backslashes, which the URL parser reads as slashes), a control character or NUL, or one whose
 *   resolved URL leaves the base URL's path
 */
export function lockRequestUrl(baseUrl: string, method: string, path: string): string {
  const call = `${method} ${JSON.stringify(path)}`;
  if (hasControlCharacter(path) || path.includes(ENCODED_NUL)) {
    throw new InvalidArgumentException(
      `The lock API path of ${call} holds a control character or NUL; nothing was sent.`,
    );
  }
  if (path.split(/[/\\]/).some((segment) => isDotSegment(segment))) {
    throw new InvalidArgumentException(
      `The lock API path of ${call} has a dot segment ("." or "..", raw or percent-encoded), which would ` +
        "address a resource outside the API's base URL; nothing was sent.",
    );
  }
  const url = joinUrl(baseUrl, path);
  if (!staysUnder(baseUrl, url)) {
    throw new InvalidArgumentException(
      `The lock API path of ${call} resolves outside the API's base URL; nothing was sent.`,
    );
  }
  return url;
}

/** True when the text holds a C0 or C1 control character (NUL and DEL included). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** True for `.` and `..` in any mix of raw and percent-encoded dots. */
function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(ENCODED_DOT, '.');
  return decoded === '.' || decoded === '..';
}

/** True when the URL, as the URL parser resolves it, has the base URL's origin and lies under its path. */
function staysUnder(baseUrl: string, url: string): boolean {
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(joinUrl(baseUrl, '/'));
    resolved = new URL(url);
  } catch {
    return true; // not a URL at all: the transport refuses it, naming that, before anything is sent
  }
  return resolved.origin === base.origin && resolved.pathname.startsWith(base.pathname);
}
