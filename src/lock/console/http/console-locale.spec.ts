import { consoleLocaleOf } from './console-locale';

describe('consoleLocaleOf', () => {
  it('takes the chosen language first', () => {
    expect(consoleLocaleOf('nl', 'en-GB,en')).toBe('nl');
    expect(consoleLocaleOf('en', 'nl')).toBe('en');
  });

  it('else the first supported language of Accept-Language by weight', () => {
    expect(consoleLocaleOf(undefined, 'de-DE,nl;q=0.8,en;q=0.5')).toBe('nl');
    expect(consoleLocaleOf(undefined, 'en;q=0.2, nl-BE;q=0.9')).toBe('nl');
    expect(consoleLocaleOf(undefined, 'nl;q=0, en')).toBe('en');
    expect(consoleLocaleOf('xx', 'fr, NL')).toBe('nl');
  });

  it('else English', () => {
    expect(consoleLocaleOf(undefined, undefined)).toBe('en');
    expect(consoleLocaleOf(undefined, 'de, fr;q=0.5, *')).toBe('en');
  });
});
