import fc from 'fast-check';
import { isTooDeepJsonText, jsonTextDepth, jsonValueDepth, MAX_JSON_DEPTH } from './json-depth';

const nestedLists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonTextDepth', () => {
  it.each([
    ['a scalar', 0, '42'],
    ['a string', 0, '"text"'],
    ['an empty list', 1, '[]'],
    ['an empty object', 1, ' { } '],
    ['a list of objects', 3, '[{"a":1},{"b":[2]}]'],
    ['brackets inside strings', 1, '{"a":"[[[{{{","b":"]]]}}}"}'],
    ['an escaped quote inside a string', 2, '["\\"[[[", ["\\\\"], "]"]'],
    ['an escaped backslash before the closing quote', 3, '{"a":"\\\\","b":[[1]]}'],
    ['a unicode escape of a quote', 1, '["\\u0022[["]'],
  ])('%s: %d levels', (_case, depth, text) => {
    expect(jsonTextDepth(text)).toBe(depth);
  });

  it('is the depth of the value the text parses to, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), (value) => {
        expect(jsonTextDepth(JSON.stringify(value))).toBe(jsonValueDepth(value));
        expect(jsonTextDepth(JSON.stringify(value, null, 2))).toBe(jsonValueDepth(value));
      }),
    );
  });

  it('stops at the first level over the limit, however deep the text goes', () => {
    expect(jsonTextDepth(nestedLists(1_000_000))).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonTextDepth(nestedLists(10), 3)).toBe(4);
  });

  it('isTooDeepJsonText refuses one level over MAX_JSON_DEPTH, not at it', () => {
    expect(isTooDeepJsonText(nestedLists(MAX_JSON_DEPTH))).toBe(false);
    expect(isTooDeepJsonText(nestedLists(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isTooDeepJsonText(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(
      true,
    );
  });
});

describe('jsonValueDepth', () => {
  it.each([
    ['a scalar', 0, 'text'],
    ['null', 0, null],
    ['an empty list', 1, []],
    ['a date', 1, new Date(0)],
    ['nested objects', 4, { a: { b: [{ c: 1 }] } }],
  ])('%s: %d levels', (_case, depth, value) => {
    expect(jsonValueDepth(value)).toBe(depth);
  });

  it('walks a value far deeper than the stack allows, and stops over the limit', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    expect(jsonValueDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonValueDepth(deep, 100_000)).toBe(100_000);
  });

  it('a value that holds itself is over any limit', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = [cyclic];
    expect(jsonValueDepth(cyclic)).toBe(MAX_JSON_DEPTH + 1);
  });

  it('walks a part shared on many paths once per level, not once per path', () => {
    let shared: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 60; level++) shared = { left: shared, right: shared };
    expect(jsonValueDepth(shared)).toBe(61);
  });
});
