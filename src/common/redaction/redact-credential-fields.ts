import { REDACTED } from './redacted-marker';
import { groupRange, RedactedRange } from './redacted-ranges';

/**
 * Keys whose values are credentials, in any case and with `_`, `-` or `.` between words: anything ending in
 * `token`, `secret` or `password` (`access_token`, `refreshToken`, `client_secret`), the API, client,
 * subscription and private keys (`clientkey`, `Ocp-Apim-Subscription-Key`), an authorization `code`,
 * `Authorization`, cookies and one-time passwords.
 */
const CREDENTIAL_KEY = String.raw`(?:[\w.-]*?(?:token|secret|passw(?:or)?d|pwd|(?:api|client|subscription|private|secret|access|signing)[_.-]?key)|(?:auth(?:orization)?[_-]?)?code|authorization|(?:set-)?cookie|otp)`;
/**
 * A key, quoted (also JSON-escaped: `\"key\"`; the opening quote may be missing where a broken text shares it
 * with the value before) or not, then `:` or `=`. It never follows a letter, digit, `.`,
 * `-` or `/` (so a URL path ending in `/token:` is no key).
 */
const KEY_AND_SEPARATOR = String.raw`(?<![\w./-])(\\*["']?)(${CREDENTIAL_KEY})(\\*["']?)([ \t]*[:=][ \t]*)`;

/** A quoted value (group 7), up to its closing quote (not an escaped one) or the end of a cut-off text. */
const QUOTED_VALUE = new RegExp(String.raw`${KEY_AND_SEPARATOR}(\\*)(["'])([\s\S]*?)((?<!\\)\5\6|$)`, 'gi');
/** An unquoted value (group 6; a form field, a query parameter, a header line), after an optional auth scheme. */
const BARE_VALUE = new RegExp(
  String.raw`${KEY_AND_SEPARATOR}(?!\\*["'])((?:(?:basic|bearer|digest|token)[ \t]+)?)(?!(?:basic|bearer|digest|token)[ \t]|\[redacted\])([^\s&"'<>,;}\]\\]+)`,
  'gi',
);
/** Values that are no credential: JSON literals, and the number of an error `code`. */
const NOT_A_CREDENTIAL = /^(?:null|true|false)$/i;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A value found under a credential-shaped key. */
export interface CredentialField {
  /** Where the value stands. */
  readonly range: RedactedRange;
  /** The value as the text writes it. */
  readonly written: string;
  /**
   * The value as written and decoded (JSON-unescaped, also twice; percent- and form-decoded), so the same
   * credential can be found in its other forms elsewhere in the text.
   */
  readonly forms: readonly string[];
}

/**
 * The values under credential-shaped keys, whether anyone knows them or not, in text order: in JSON (also JSON
 * inside a JSON string, and JSON cut off in the middle of a value), in `util.inspect` output, in form bodies and
 * query strings, and in header-like lines (`Authorization: Basic ...`).
 */
export function credentialFields(text: string): CredentialField[] {
  const fields: CredentialField[] = [];
  for (const match of text.matchAll(QUOTED_VALUE)) {
    const written = match[7];
    const range = groupRange(match, 7);
    fields.push({ range, written, forms: usable(jsonUnescaped(written)) });
  }
  for (const match of text.matchAll(BARE_VALUE)) {
    const [, , key, , separator, , written] = match;
    if (!isCredential(key, separator, written)) continue;
    const formDecoded = percentDecoded(written.replace(/\+/g, ' '));
    fields.push({
      range: groupRange(match, 6),
      written,
      forms: usable([written, ...(formDecoded === undefined ? [] : [formDecoded])]),
    });
  }
  return fields.filter((field) => field.range.end > field.range.start);
}

/** The forms worth looking for: not blank, not already redacted. */
function usable(forms: readonly string[]): string[] {
  return [...new Set(forms)].filter((form) => form.trim() !== '' && !form.includes(REDACTED));
}

function isCredential(key: string, separator: string, value: string): boolean {
  if (NOT_A_CREDENTIAL.test(value)) return false;
  return !(separator.includes(':') && NUMBER.test(value) && /^code$/i.test(key));
}

/** The value, and what it is once and twice JSON-unescaped (when it is valid JSON string content). */
function jsonUnescaped(value: string): string[] {
  const once = jsonString(value);
  const twice = once === undefined ? undefined : jsonString(once);
  return [value, once, twice].filter((text): text is string => text !== undefined);
}

function jsonString(content: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(`"${content}"`);
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function percentDecoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
