import {
  firstDefined,
  isEnabled,
  isNoWord,
  joinUrl,
  nonBlankString,
  nonEmptyString,
  withoutTrailingSlash,
  withoutUndefined,
} from './config-parsing';

describe('config parsing', () => {
  describe('isNoWord / isEnabled', () => {
    it.each(['false', '0', 'off', 'no', 'FALSE', 'Off', 'NO', ' no ', '\toff\n', '  0  '])(
      'treats %j as a "no" word',
      (value) => {
        expect(isNoWord(value)).toBe(true);
        expect(isEnabled(value)).toBe(false);
      },
    );

    it('treats boolean false and the number 0 as "no"', () => {
      expect(isNoWord(false)).toBe(true);
      expect(isNoWord(0)).toBe(true);
      expect(isEnabled(false)).toBe(false);
      expect(isEnabled(0)).toBe(false);
    });

    it.each([undefined, null, true, 1, -1, '', ' ', 'true', 'yes', 'on', '1', 'nope', 'disabled', 'n', 'f'])(
      'treats %j as enabled (on unless set to a "no" word)',
      (value) => {
        expect(isNoWord(value)).toBe(false);
        expect(isEnabled(value)).toBe(true);
      },
    );

    it('does not treat objects or arrays holding a no word as "no"', () => {
      expect(isNoWord(['false'])).toBe(false);
      expect(isNoWord({ value: 'off' })).toBe(false);
    });
  });

  describe('nonBlankString', () => {
    it('returns the string exactly as given (a secret is never trimmed)', () => {
      expect(nonBlankString(' key\n')).toBe(' key\n');
    });

    it.each([undefined, null, '', '   ', '\n\t', 5, {}])('returns undefined for %j', (value) => {
      expect(nonBlankString(value)).toBeUndefined();
    });
  });

  describe('nonEmptyString', () => {
    it('returns the trimmed string', () => {
      expect(nonEmptyString('  user@example.com \n')).toBe('user@example.com');
      expect(nonEmptyString('x')).toBe('x');
    });

    it.each([undefined, null, '', '   ', '\n\t', 5, true, {}, ['a']])('returns undefined for %j', (value) => {
      expect(nonEmptyString(value)).toBeUndefined();
    });
  });

  describe('withoutTrailingSlash', () => {
    it('removes every trailing slash and nothing else', () => {
      expect(withoutTrailingSlash('https://host/api/')).toBe('https://host/api');
      expect(withoutTrailingSlash('https://host/api///')).toBe('https://host/api');
      expect(withoutTrailingSlash('https://host/api')).toBe('https://host/api');
      expect(withoutTrailingSlash('https://host//api')).toBe('https://host//api');
    });
  });

  describe('joinUrl', () => {
    it('keeps the base URL path', () => {
      expect(joinUrl('https://host/api', '/status')).toBe('https://host/api/status');
      expect(joinUrl('https://host/api/v2', 'oauth/token')).toBe('https://host/api/v2/oauth/token');
    });

    it.each([
      ['https://host/api', '/status'],
      ['https://host/api/', '/status'],
      ['https://host/api/', 'status'],
      ['https://host/api', 'status'],
      ['https://host/api//', '//status'],
    ])('puts exactly one slash between %j and %j', (base, path) => {
      expect(joinUrl(base, path)).toBe('https://host/api/status');
    });

    it('works with a base URL without a path', () => {
      expect(joinUrl('https://host', '/status')).toBe('https://host/status');
      expect(joinUrl('https://host/', 'status')).toBe('https://host/status');
    });

    it('keeps a trailing slash and a query in the path', () => {
      expect(joinUrl('https://host/api', '/messages/?page=2')).toBe('https://host/api/messages/?page=2');
    });

    it('returns the base URL without trailing slash for an empty path', () => {
      expect(joinUrl('https://host/api/', '')).toBe('https://host/api');
    });
  });

  describe('firstDefined', () => {
    it('returns the first value that is not undefined, keeping falsy values', () => {
      expect(firstDefined(undefined, 0, 5)).toBe(0);
      expect(firstDefined<string>(undefined, '', 'x')).toBe('');
      expect(firstDefined<boolean>(undefined, false, true)).toBe(false);
      expect(firstDefined<string | null>(undefined, null, 'x')).toBeNull();
      expect(firstDefined('a', 'b')).toBe('a');
    });

    it('returns undefined when all values are undefined or none are given', () => {
      expect(firstDefined(undefined, undefined)).toBeUndefined();
      expect(firstDefined()).toBeUndefined();
    });
  });

  describe('withoutUndefined', () => {
    it('drops only the undefined fields', () => {
      const result = withoutUndefined({ a: 1, b: undefined, c: null, d: 0, e: '', f: false });
      expect(result).toEqual({ a: 1, c: null, d: 0, e: '', f: false });
      expect(Object.keys(result)).toEqual(['a', 'c', 'd', 'e', 'f']);
    });

    it('does not erase defaults when spread over them', () => {
      const defaults = { timeoutMs: 10_000, baseUrl: 'https://default' };
      const merged = {
        ...defaults,
        ...withoutUndefined({ timeoutMs: undefined, baseUrl: 'https://custom' }),
      };
      expect(merged).toEqual({ timeoutMs: 10_000, baseUrl: 'https://custom' });
    });

    it('returns a copy and leaves the input alone', () => {
      const input = { a: 1, b: undefined };
      const result = withoutUndefined(input);
      expect(result).not.toBe(input);
      expect('b' in input).toBe(true);
    });
  });
});
