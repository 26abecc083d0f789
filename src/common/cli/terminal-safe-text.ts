/**
 * Terminal control sequences: CSI (`ESC [` or U+009B, parameters, intermediates, a final byte); the string
 * controls OSC, DCS, SOS, PM and APC (7-bit or 8-bit introducer) up to their terminator (BEL, `ESC \` or U+009C);
 * and every other escape sequence (`ESC`, intermediates, a final byte). A string control without its terminator
 * on the same line loses only its introducer, so the text after it stays visible.
 */
const CONTROL_SEQUENCE = new RegExp(
  [
    '(?:\\x1b\\[|\\x9b)[\\x30-\\x3f]*[\\x20-\\x2f]*[\\x40-\\x7e]',
    '(?:\\x1b[\\]PX^_]|[\\x90\\x98\\x9d-\\x9f])[^\\x07\\x1b\\x9c\\n]*(?:\\x07|\\x1b\\\\|\\x9c)',
    '\\x1b[\\x20-\\x2f]*[\\x30-\\x7e]',
  ].join('|'),
  'g',
);

/**
 * The characters that control a terminal or reorder what it shows: C0 controls but tab and newline, DEL, the C1
 * controls U+0080-U+009F, and the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/g;

/** Line breaks and tabs, which a one-line text shows as a space (`\r\n` is one break; a lone `\r` is removed). */
const LINE_BREAK_OR_TAB = /\r?\n|[\t\v\f\x85\u2028\u2029]/g;

/**
 * Text as it may reach a terminal: escape sequences and control characters removed (a `\r` can never rewrite
 * the line), newlines and tabs kept, every printable character (letters of any script, emoji) unchanged.
 */
export function terminalSafeText(text: string): string {
  return text.replace(CONTROL_SEQUENCE, '').replace(CONTROL_CHARACTER, '');
}

/** Text for one line of a terminal (a table cell): as `terminalSafeText`, with line breaks and tabs as spaces. */
export function terminalSafeLine(text: string): string {
  return terminalSafeText(text.replace(LINE_BREAK_OR_TAB, ' '));
}
