/**
 * Secrets shorter than this (in characters) are matched only as whole tokens, never inside a word, so a
 * one-letter secret does not turn every such letter of a message into `[redacted]`.
 */
export const SHORT_SECRET_LENGTH = 8;
/** The shortest base64 or hex run taken from inside a longer encoding; shorter ones would match by chance. */
const MIN_ENCODED_RUN = 8;
/**
 * How many characters of a form must match before the rest of it is tried, and the size of each further chunk.
 * It bounds the work at each position of a text whatever the secret (a server can issue a token like `aaa…ab`
 * and echo `aaa…`).
 */
const MATCHED_BEFORE_THE_REST = 24;

/** Whole-token bounds of a short secret (and of its base64 and hex): no letter, digit or mark next to it. */
const TOKEN_BEFORE = String.raw`(?<![\p{L}\p{N}\p{M}])`;
const TOKEN_AFTER = String.raw`(?![\p{L}\p{N}\p{M}])`;

/**
 * The regular expression source (for the `u` flag) that finds the secret in every form a server, a framework
 * or a logger commonly gives it: raw; with any character JSON- or JS-escaped (`\"`, `\n`, `\u00e4`, `\xe4`), also
 * double-escaped (`\\\"`); percent-encoded in upper or lower case, also twice (`%2540`); form-encoded (`+` for
 * a space); HTML-escaped (`&amp;`, `&#39;`, `&#xe4;`), also twice (`&amp;quot;`); as base64 (standard and URL-safe, with or without padding,
 * also inside a longer base64 text such as a Basic credential) and as hex. Short secrets match as whole tokens.
 */
export function secretPattern(secret: string): string {
  const characters = [...secret];
  const text = boundedSequence(characters.map(characterForms));
  const bytes = Buffer.from(secret, 'utf8');
  const short = characters.length < SHORT_SECRET_LENGTH;
  const forms = [
    short ? `${TOKEN_BEFORE}${text}${TOKEN_AFTER}` : text,
    ...base64Forms(bytes, short),
    hexForm(bytes, short),
  ];
  return forms.filter((form) => form !== '').join('|');
}

/** The backslash that starts an escape, also percent-encoded (an escaped value URL-encoded again), once or more. */
const ESCAPE = String.raw`(?:\\|%(?:25)*5[cC])+`;

/** One character in each of its textual forms. */
function characterForms(character: string): string {
  const codePoint = character.codePointAt(0) ?? 0;
  const loneSurrogate = character.length === 1 && codePoint >= 0xd800 && codePoint <= 0xdfff;
  const utf8 = [...Buffer.from(loneSurrogate ? '\uFFFD' : character, 'utf8')];
  const percentEncoded = utf8.map((byte) => `%(?:25)*${hexDigits(byte, 2)}`).join('');
  // An entity's own `&` may be escaped again (`&amp;quot;`, `&amp;amp;#39;`): a page that escapes an escaped text.
  const htmlEscaped = [HTML_ENTITIES[character], `#(?:0*${codePoint}|[xX]0*${hexDigits(codePoint, 1)});`]
    .filter((form): form is string => form !== undefined)
    .map((entity) => `${HTML_AMPERSAND}${entity}`);
  // The raw character first, where it never starts its own encoding; else last (`%` of `%25`, `\\` of `\\n`).
  const encodingStart = '%\\&'.includes(character);
  const forms = new Set<string>(encodingStart ? [] : [literal(character)]);
  const units = [...Array(character.length).keys()].map((index) => character.charCodeAt(index));
  forms.add(units.map((unit) => `${ESCAPE}u${hexDigits(unit, 4)}`).join(''));
  if (codePoint < 0x100) forms.add(`${ESCAPE}x${hexDigits(codePoint, 2)}`);
  // An escaped quote or slash, its character also HTML-escaped or percent-encoded after escaping (`\&quot;`).
  if (`"'/\\`.includes(character)) {
    forms.add(`${ESCAPE}(?:${[...htmlEscaped, percentEncoded, literal(character)].join('|')})`);
  }
  const shortEscape = SHORT_ESCAPES[character];
  if (shortEscape) forms.add(`${ESCAPE}${shortEscape}`);
  forms.add(percentEncoded);
  // A space form-encoded (`+`), and that `+` percent-encoded again.
  if (character === ' ') forms.add(String.raw`\+|%(?:25)*2[bB]`);
  for (const form of htmlEscaped) forms.add(form);
  if (loneSurrogate) forms.add('\uFFFD');
  if (encodingStart) forms.add(literal(character));
  return `(?:${[...forms].join('|')})`;
}

const SHORT_ESCAPES: Record<string, string> = { '\n': 'n', '\r': 'r', '\t': 't', '\b': 'b', '\f': 'f' };
/** The `&` that starts an HTML entity, also itself HTML-escaped once or more. */
const HTML_AMPERSAND = '&(?:amp;)*';
/** Named entities, without their `&`. */
const HTML_ENTITIES: Record<string, string> = {
  '&': 'amp;',
  '<': 'lt;',
  '>': 'gt;',
  '"': 'quot;',
  "'": 'apos;',
};

/**
 * The base64 forms of the bytes: the whole value (padding optional), and for longer values the runs that stand
 * for the bytes alone when they start at any of the three byte offsets inside a longer base64 text.
 */
function base64Forms(bytes: Buffer, short: boolean): string[] {
  const whole = bytes.toString('base64').replace(/=+$/, '');
  if (whole === '') return [];
  if (short) return [`${TOKEN_BEFORE}${base64Run(whole)}${TOKEN_AFTER}`];
  const runs = new Set<string>([`${base64Run(whole)}=*`]);
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const firstPure = [0, 2, 3][offset];
    const run = encoded.slice(firstPure, Math.floor(((offset + bytes.length) * 8) / 6));
    if (run.length >= MIN_ENCODED_RUN) runs.add(base64Run(run));
  }
  return [...runs];
}

/** A base64 run in its standard or URL-safe alphabet. */
function base64Run(run: string): string {
  return boundedSequence(
    [...run].map((character) => {
      if (character === '+') return '[+-]';
      if (character === '/') return '[/_]';
      return character;
    }),
  );
}

function hexForm(bytes: Buffer, short: boolean): string {
  const hex = boundedSequence([...bytes].map((byte) => hexDigits(byte, 2)));
  return short ? `${TOKEN_BEFORE}${hex}${TOKEN_AFTER}` : hex;
}

/**
 * The parts in sequence: the first `MATCHED_BEFORE_THE_REST` required, the rest in chunks of that size, each
 * chunk optional inside the one before (`c1(?:c2(?:c3)?)?`). A match grows chunk by chunk, and where a text
 * stops following the secret only the last chunk is tried again, so the work stays in proportion to the text.
 */
function boundedSequence(parts: readonly string[]): string {
  const chunks: string[] = [];
  for (let start = 0; start < parts.length; start += MATCHED_BEFORE_THE_REST) {
    chunks.push(parts.slice(start, start + MATCHED_BEFORE_THE_REST).join(''));
  }
  return chunks.reduceRight((rest, chunk) => (rest === '' ? chunk : `${chunk}(?:${rest})?`), '');
}
/** The number in hex, at least `width` digits, each letter digit in either case (`e4` -> `[eE]4`). */
function hexDigits(value: number, width: number): string {
  return [...value.toString(16).padStart(width, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('');
}

/** The character as a literal of a `u`-flag regular expression. */
function literal(character: string): string {
  return /[\^$\\.*+?()[\]{}|/]/.test(character) ? `\\${character}` : character;
}
