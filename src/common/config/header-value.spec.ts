import { canTravelInHeader } from './header-value';

describe('canTravelInHeader', () => {
  it.each(['abc', 'a b\tc', 'key-é-ÿ', '!~', 'x'])('accepts %j', (value) => {
    expect(canTravelInHeader(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a trailing newline (a key read from a file)', 'key\n'],
    ['a trailing space', 'key '],
    ['a leading tab', '\tkey'],
    ['a carriage return inside', 'ke\ry'],
    ['a NUL', 'ke\u0000y'],
    ['DEL', 'ke\u007fy'],
    ['a character beyond Latin-1', 'key€'],
    ['an emoji', 'key😀'],
  ])('refuses %s', (_label, value) => {
    expect(canTravelInHeader(value)).toBe(false);
  });
});
