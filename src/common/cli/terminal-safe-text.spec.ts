import fc from 'fast-check';
import { terminalSafeLine, terminalSafeText } from './terminal-safe-text';

/** A character a terminal acts on or reorders: C0 but tab and newline, DEL, C1, bidi embeddings/overrides/isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

/** A character that is not printable text: any control, a line or paragraph separator, a bidi control. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_PRINTABLE = /[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Printable text of any script: letters, digits, punctuation, symbols, spaces, marks, emoji. */
const printableText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      'a',
      'Z',
      '7',
      ' ',
      '[',
      ']',
      ';',
      '\\',
      '~',
      'é',
      'ß',
      'ж',
      'ع',
      'א',
      '中',
      '한',
      '\u0301',
    ),
    fc.constantFrom('😀', '👍🏽', '👨‍👩‍👧', '🇳🇱', '€', '…', '“', '”'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((text) => !NOT_PRINTABLE.test(text)),
  ),
});

/** Any text, with escape introducers and control characters over-represented. */
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '\x1b',
      '\x9b',
      '\x9d',
      '\x90',
      '\x9c',
      '\x07',
      '\r',
      '\n',
      '\t',
      '\x00',
      '\x7f',
      '\u202e',
    ),
    fc.constantFrom('[', ']', '\\', 'P', '_', '^', 'X', '(', '0', ';', 'm', '3', '1'),
    fc.integer({ min: 0, max: 0x2070 }).map((code) => String.fromCharCode(code)),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
});

describe('terminalSafeText', () => {
  it.each([
    ['an SGR colour', 'a\x1b[31mred\x1b[0m b', 'ared b'],
    ['a CSI with private parameters and an intermediate', 'x\x1b[?25l\x1b[1 qy', 'xy'],
    ['a cursor movement and line erase', 'ok\x1b[2K\x1b[1Afake', 'okfake'],
    ['an OSC ended by BEL', 'before\x1b]0;title\x07after', 'beforeafter'],
    ['an OSC ended by ESC \\', 'a\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\b', 'alinkb'],
    ['a DCS, an APC, a PM and an SOS', 'a\x1bPq#0\x1b\\b\x1b_apc\x1b\\c\x1b^pm\x07d\x1bXsos\x1b\\e', 'abcde'],
    ['two-character escapes (RIS, index, keypad)', 'a\x1bcb\x1bDc\x1b=d\x1b7e', 'abcde'],
    ['a character-set designation', 'a\x1b(0b\x1b)Bc', 'abc'],
    ['an 8-bit CSI', 'a\u009b31mred', 'ared'],
    ['an 8-bit OSC ended by the 8-bit ST', 'a\u009d0;title\u009cb', 'ab'],
    ['an unterminated OSC (only its introducer goes)', 'a\x1b]0;title', 'a0;title'],
    ['an unterminated CSI (only its introducer goes)', 'a\x1b[31', 'a31'],
    ['a lone ESC', 'a\x1b', 'a'],
  ])('removes %s', (_case, text, expected) => {
    expect(terminalSafeText(text)).toBe(expected);
  });

  it('removes every C0 control but tab and newline, so a remote \\r never rewrites the line', () => {
    const c0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('');
    expect(terminalSafeText(`a${c0}b`)).toBe('a\t\nb');
    expect(terminalSafeText('Error: denied\rError: all good')).toBe('Error: deniedError: all good');
    expect(terminalSafeText('line one\r\nline two')).toBe('line one\nline two');
  });

  it('removes DEL and every C1 control U+0080-U+009F', () => {
    const c1 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code)).join('');
    expect(terminalSafeText(`a\x7f${c1}b`)).toBe('ab');
  });

  it('removes the bidirectional embeddings, overrides and isolates', () => {
    expect(terminalSafeText('invoice \u202e fdp.exe\u202c \u202a\u202b\u202d\u2066\u2067\u2068\u2069x')).toBe(
      'invoice  fdp.exe x',
    );
  });

  it('keeps newlines and tabs, and printable text of any script unchanged', () => {
    const text = 'Naam:\tJöns Ærø — 中文 한국어 עברית عربى\nStatus: ✅ 👍🏽 👨‍👩‍👧 🇳🇱 [ok] ~\\';
    expect(terminalSafeText(text)).toBe(text);
  });

  it('never leaves a control character, whatever the text', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(terminalSafeText(text)).not.toMatch(CONTROL);
      }),
    );
  });

  it('leaves printable text (any script, emoji) unchanged', () => {
    fc.assert(
      fc.property(printableText, (text) => {
        expect(terminalSafeText(text)).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const safe = terminalSafeText(text);
        expect(terminalSafeText(safe)).toBe(safe);
      }),
    );
  });
});

describe('terminalSafeLine', () => {
  it('shows line breaks and tabs as spaces, one space for \\r\\n, and removes a lone \\r', () => {
    expect(terminalSafeLine('a\nb\r\nc\te\u2028f\u2029g\x0bh\x0ci\x85j')).toBe('a b c e f g h i j');
    expect(terminalSafeLine('locked\r')).toBe('locked');
  });

  it('removes escape sequences and controls as terminalSafeText does', () => {
    expect(terminalSafeLine('\x1b[31mFront\x1b]0;t\x07 Door\u009b1m\u202e')).toBe('Front Door');
  });

  it('never leaves a line break, tab or control character, and keeps printable text', () => {
    fc.assert(
      fc.property(hostileText, printableText, (text, printable) => {
        expect(terminalSafeLine(text)).not.toMatch(/[\t\n\r\u2028\u2029]/);
        expect(terminalSafeLine(text)).not.toMatch(CONTROL);
        expect(terminalSafeLine(printable)).toBe(printable);
      }),
    );
  });
});
