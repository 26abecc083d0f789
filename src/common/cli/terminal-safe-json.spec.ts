import fc from 'fast-check';
import { terminalSafeJson } from './terminal-safe-json';

/** A character a terminal acts on or reorders, or a line/paragraph separator: none may appear raw in the JSON. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('terminalSafeJson', () => {
  it('prints indented JSON like JSON.stringify(value, null, 2) when nothing needs escaping', () => {
    const value = { naam: 'Jöns 中文 👍🏽', items: [1, true, null], nested: { tab: '\t', newline: '\n' } };
    expect(terminalSafeJson(value)).toBe(JSON.stringify(value, null, 2));
  });

  it.each([
    ['DEL', '\x7f', '\\u007f'],
    ['an 8-bit CSI', '\u009b', '\\u009b'],
    ['the 8-bit ST', '\u009c', '\\u009c'],
    ['the line separator', '\u2028', '\\u2028'],
    ['the paragraph separator', '\u2029', '\\u2029'],
    ['a right-to-left override', '\u202e', '\\u202e'],
    ['a first-strong isolate', '\u2068', '\\u2068'],
  ])('escapes %s as \\uXXXX', (_case, character, escaped) => {
    const json = terminalSafeJson({ [`key${character}`]: `a${character}b` });
    expect(json).toBe(`{\n  "key${escaped}": "a${escaped}b"\n}`);
  });

  it('keeps the escapes JSON.stringify gives C0 controls (ESC, BEL, \\r)', () => {
    expect(terminalSafeJson(['\x1b[31m', '\x1b]0;title\x07', '\r'])).toBe(
      '[\n  "\\u001b[31m",\n  "\\u001b]0;title\\u0007",\n  "\\r"\n]',
    );
  });

  it('uses toJSON as JSON.stringify does', () => {
    expect(terminalSafeJson({ toJSON: () => ({ shown: '\u202e' }) })).toBe('{\n  "shown": "\\u202e"\n}');
  });

  it('never holds a raw control character (newlines only between lines) and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        for (const shown of [value, text, { [text]: [text, value] }]) {
          const json = terminalSafeJson(shown);
          expect(json).not.toMatch(RAW_CONTROL);
          expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(shown)));
        }
      }),
    );
  });
});
