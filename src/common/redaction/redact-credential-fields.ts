import { REDACTED } from './redacted-marker';

/**
 * Keys whose values are credentials, in any case and with `_`, `-` or `.` between words: anything ending in
 * `token`, `secret` or `password` (`access_token`, `refreshToken`, `client_secret`), the API, client,
 * subscription and private keys (`clientkey`, `Ocp-Apim-Subscription-Key`), an authorization `code`,
 * `Authorization`, cookies and one-time passwords.
 */
const CREDENTIAL_KEY = String.raw`(?:[\w.-]*?(?:token|secret|passw(?:or)?d|pwd|(?:api|client|subscription|private|secret|access|signing)[_.-]?key)|(?:auth(?:orization)?[_-]?)?code|authorization|(?:set-)?cookie|otp)`;
/**
 * A key, quoted (also JSON-escaped: `\"key\"`) or not, then `:` or `=`. It starts the text or follows white
 * space or a delimiter of JSON, forms or lists, never a `/` (so a URL path ending in `/token:` is no key).
 */
const KEY_AND_SEPARATOR = String.raw`(?<=^|[\s{,;&?(\[|])(\\*["']?)(${CREDENTIAL_KEY})\1([ \t]*[:=][ \t]*)`;

/** A quoted value, up to its closing quote (not an escaped one) or the end of a cut-off text. */
const QUOTED_VALUE = new RegExp(String.raw`${KEY_AND_SEPARATOR}(\\*)(["'])([\s\S]*?)((?<!\\)\4\5|$)`, 'gi');
/** An unquoted value (a form field, a query parameter, a header line), after an optional auth scheme. */
const BARE_VALUE = new RegExp(
  String.raw`${KEY_AND_SEPARATOR}(?!\\*["'])((?:(?:basic|bearer|digest|token)[ \t]+)?)(?!\[redacted\])([^\s&"'<>,;}\]\\]+)`,
  'gi',
);
/** Values that are no credential: JSON literals, and the number of an error `code`. */
const NOT_A_CREDENTIAL = /^(?:null|true|false)$/i;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Replaces the values under credential-shaped keys with `[redacted]`, whether anyone knows them or not: in JSON
 * (also JSON inside a JSON string, and JSON cut off in the middle of a value), in `util.inspect` output, in form
 * bodies and query strings, and in header-like lines (`Authorization: Basic ...`).
 */
export function redactCredentialFields(text: string): string {
  return text
    .replace(
      QUOTED_VALUE,
      (
        _match,
        keyQuote: string,
        key: string,
        separator: string,
        escapes: string,
        quote: string,
        _v,
        end: string,
      ) => `${keyQuote}${key}${keyQuote}${separator}${escapes}${quote}${REDACTED}${end}`,
    )
    .replace(
      BARE_VALUE,
      (match, keyQuote: string, key: string, separator: string, scheme: string, value: string) => {
        if (NOT_A_CREDENTIAL.test(value)) return match;
        if (separator.includes(':') && NUMBER.test(value) && /^code$/i.test(key)) return match;
        return `${keyQuote}${key}${keyQuote}${separator}${scheme}${REDACTED}`;
      },
    );
}
