import { consoleLocaleOf } from './console-locale';

describe('consoleLocaleOf', () => {
  it('takes the chosen language first', () => {
    expect(consoleLocaleOf('nl', 'en-GB,en')).toBe('nl');
    expect(consoleLocaleOf('en', 'nl')).toBe('en');
    expect(consoleLocaleOf('de', 'es-ES,es')).toBe('de');
    expect(consoleLocaleOf('es', 'de')).toBe('es');
  });

  it('else the first supported language of Accept-Language by weight', () => {
    expect(consoleLocaleOf(undefined, 'fr-FR,nl;q=0.8,en;q=0.5')).toBe('nl');
    expect(consoleLocaleOf(undefined, 'en;q=0.2, nl-BE;q=0.9')).toBe('nl');
    expect(consoleLocaleOf(undefined, 'nl;q=0, en')).toBe('en');
    expect(consoleLocaleOf('xx', 'fr, NL')).toBe('nl');
  });

  it('picks German and Spanish from Accept-Language', () => {
    expect(consoleLocaleOf(undefined, 'de-DE,de;q=0.9,en;q=0.5')).toBe('de');
    expect(consoleLocaleOf(undefined, 'de-AT')).toBe('de');
    expect(consoleLocaleOf(undefined, 'es-419,es;q=0.9')).toBe('es');
    expect(consoleLocaleOf(undefined, 'fr, es-MX;q=0.8, de;q=0.7')).toBe('es');
    expect(consoleLocaleOf(undefined, 'en;q=0.5, de-CH;q=0.6')).toBe('de');
  });

  it('else English', () => {
    expect(consoleLocaleOf(undefined, undefined)).toBe('en');
    expect(consoleLocaleOf(undefined, 'fr, it;q=0.5, *')).toBe('en');
  });
});
