/**
 * The one leak check of the reliability suite: does an output (a message, a stack, a log line, a dump) hold a
 * secret in any form a secret takes on its way through JSON, URLs, forms, base64 or hex?
 */

/** The marker the product puts where a secret was. */
export const REDACTED_MARKER = '[redacted]';

/** Secrets shorter than this count as leaked only as whole tokens. */
export const SHORT_SECRET_LENGTH = 8;

/** One form of a secret: its name (for the report) and the text it takes. */
export interface SecretForm {
  form: string;
  value: string;
}

/** One place where an output holds a secret. */
export interface Leak {
  /** Where the output came from (`message`, `stack`, `inspect(client)`, ...). */
  output: string;
  secret: string;
  form: string;
  /** The form as found, with 30 characters of context on each side. */
  context: string;
}

const utf8 = (text: string) => Buffer.from(text.toWellFormed(), 'utf8');
const lowerPercent = (text: string) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
const jsonInner = (text: string) => JSON.stringify(text).slice(1, -1);

/** `\uXXXX` for every character outside printable ASCII (lower-case hex; see `upperUnicodeEscapes`). */
function unicodeEscaped(text: string): string {
  return jsonInner(text).replace(
    /[^\x20-\x7e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Every form a secret can take in an output: raw, JSON, `\u`, URL and form (upper/lower hex), base64, hex. */
export function secretForms(secret: string): SecretForm[] {
  const base64 = utf8(secret).toString('base64');
  const base64url = utf8(secret).toString('base64url');
  const uri = encodeURIComponent(secret.toWellFormed());
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  const unicode = unicodeEscaped(secret);
  const candidates: SecretForm[] = [
    { form: 'raw', value: secret },
    { form: 'json', value: jsonInner(secret) },
    { form: 'json with \\/', value: jsonInner(secret).replace(/\//g, '\\/') },
    { form: '\\u-escaped', value: unicode },
    {
      form: '\\u-escaped (upper hex)',
      value: unicode.replace(/\\u([0-9a-f]{4})/g, (_m, hex: string) => `\\u${hex.toUpperCase()}`),
    },
    { form: 'double-escaped json', value: jsonInner(jsonInner(secret)) },
    { form: 'url', value: uri },
    { form: 'url (lower hex)', value: lowerPercent(uri) },
    { form: 'url in json', value: jsonInner(uri) },
    { form: 'form', value: form },
    { form: 'form (lower hex)', value: lowerPercent(form) },
    { form: 'base64', value: base64 },
    { form: 'base64 without padding', value: base64.replace(/=+$/, '') },
    { form: 'base64url', value: base64url },
    { form: 'base64url with padding', value: base64url + '='.repeat((4 - (base64url.length % 4)) % 4) },
    { form: 'hex', value: utf8(secret).toString('hex') },
    { form: 'HEX', value: utf8(secret).toString('hex').toUpperCase() },
  ];
  const seen = new Set<string>();
  return candidates.filter(({ value }) => value !== '' && !seen.has(value) && seen.add(value) !== undefined);
}

const WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;

/** The code point that ends just before `index`, or '' at the start. */
function charBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const last = text.charCodeAt(index - 1);
  if (last >= 0xdc00 && last <= 0xdfff && index >= 2) return text.slice(index - 2, index);
  return text[index - 1];
}

/** The code point that starts at `index`, or '' at the end. */
function charAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** True when the secret is short enough to count only as a whole token. */
export function isShortSecret(secret: string): boolean {
  return [...secret].length < SHORT_SECRET_LENGTH;
}

/** The output without the product's `[redacted]` markers (each becomes a NUL, which never joins its neighbours). */
export function withoutMarkers(output: string): string {
  return output.split(REDACTED_MARKER).join('\u0000');
}

/**
 * Where the output holds one of the secrets. The `[redacted]` markers are taken out first. A secret of 8
 * characters or more leaks wherever one of its forms occurs; a shorter one only where a form stands as a whole
 * token: neither side touches a letter, digit or combining mark (Unicode-aware), so the `a` inside a word is no leak.
 */
export function findLeaks(outputs: Record<string, string>, secrets: readonly string[]): Leak[] {
  const leaks: Leak[] = [];
  for (const [name, raw] of Object.entries(outputs)) {
    const output = withoutMarkers(raw);
    for (const secret of secrets) {
      if (secret === '') continue;
      const wholeTokenOnly = isShortSecret(secret);
      for (const { form, value } of secretForms(secret)) {
        let index = output.indexOf(value);
        while (index !== -1) {
          const end = index + value.length;
          const whole = !WORD_CHAR.test(charBefore(output, index)) && !WORD_CHAR.test(charAt(output, end));
          if (!wholeTokenOnly || whole) {
            leaks.push({
              output: name,
              secret,
              form,
              context: output
                .slice(Math.max(0, index - 30), end + 30)
                .split('\u0000')
                .join(REDACTED_MARKER),
            });
            break;
          }
          index = output.indexOf(value, index + 1);
        }
      }
    }
  }
  return leaks;
}

/** A readable list of leaks for a failing assertion (at most `limit` of them). */
export function describeLeaks(leaks: readonly Leak[], limit = 5): string {
  return leaks
    .slice(0, limit)
    .map(
      (leak) =>
        `${leak.output}: ${JSON.stringify(leak.secret)} as ${leak.form} in …${JSON.stringify(leak.context)}…`,
    )
    .join('\n');
}

/** Throws (with the leaks listed) when any output holds any secret in any form. */
export function assertNoLeaks(outputs: Record<string, string>, secrets: readonly string[]): void {
  const leaks = findLeaks(outputs, secrets);
  if (leaks.length > 0) {
    throw new Error(`${leaks.length} leak(s):\n${describeLeaks(leaks)}`);
  }
}
