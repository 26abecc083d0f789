import type { CredentialField } from './redact-credential-fields';
import type { RedactedRange } from './redacted-ranges';
import { knownSecretRanges } from './redact-known-secrets';

/**
 * Where the values of credential fields stand again elsewhere in the text, decided by where they sit, not only
 * by their text:
 * - in another form than the field writes it (a token echoed base64-encoded, percent-encoded or JSON-escaped,
 *   a form value decoded), anywhere: a transformed copy is an echo of the credential;
 * - as written, only where it stands as a whole value (a whole quoted string that is no key, or an unquoted
 *   value after `=` or `:`), never as a key or a word of a sentence. A vendor error `{"code":"type", ...}` does
 *   not turn every `type` of the text into `[redacted]`.
 */
export function credentialFieldEchoes(text: string, fields: readonly CredentialField[]): RedactedRange[] {
  if (fields.length === 0) return [];
  const written = new Set(fields.map((field) => field.written));
  const forms = [...new Set(fields.flatMap((field) => field.forms))];
  return knownSecretRanges(text, forms).filter(
    (range) => !written.has(text.slice(range.start, range.end)) || standsAsValue(text, range),
  );
}

/** A quote before the range, possibly JSON-escaped once or more (`\"`, `\\\"`). */
const QUOTE_BEFORE = /(\\*)(["'])$/;
/** `:` or `=` before an unquoted value. */
const SEPARATOR_BEFORE = /[:=][ \t]*$/;
/** What ends an unquoted value. */
const BARE_VALUE_END = /^(?:$|[\s&,;}\])"'<>|])/;
/** What makes a text a key: `:` or `=` after it (and after its closing quote). */
const KEY_AFTER = /^[ \t]*[:=]/;
/** How far before a range its opening quote and escapes are looked for. */
const LOOK_BEHIND = 16;

/** True when the range is a whole value of the text: a quoted string that is no key, or a value after `=`/`:`. */
function standsAsValue(text: string, { start, end }: RedactedRange): boolean {
  const before = text.slice(Math.max(0, start - LOOK_BEHIND), start);
  const after = text.slice(end);
  const quoted = QUOTE_BEFORE.exec(before);
  if (quoted) {
    const closing = `${quoted[1]}${quoted[2]}`;
    return after.startsWith(closing) && !KEY_AFTER.test(after.slice(closing.length));
  }
  return SEPARATOR_BEFORE.test(before) && BARE_VALUE_END.test(after) && !KEY_AFTER.test(after);
}
