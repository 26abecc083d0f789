import {
  Catalogue,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_CHOICES,
  LOCALE_TAGS,
  LOCALES,
  toLocale,
  translate,
} from './translator';

type Key = 'greeting' | 'plain' | 'twice' | 'unknown' | 'url' | 'time';

const catalogue: Catalogue<Key> = {
  en: {
    greeting: 'Hello :name, you have :count messages',
    plain: 'No placeholders',
    twice: ':name and :name again',
    unknown: 'Value :missing stays',
    url: 'See https://example.com:8443/path',
    time: 'At 10:30',
  },
  nl: {
    greeting: 'Hallo :name, je hebt :count berichten',
    plain: 'Geen plaatshouders',
    twice: ':name en nog eens :name',
    unknown: 'Waarde :missing blijft',
    url: 'Zie https://example.com:8443/path',
    time: 'Om 10:30',
  },
  de: {
    greeting: 'Hallo :name, Sie haben :count Nachrichten',
    plain: 'Keine Platzhalter',
    twice: ':name und noch einmal :name',
    unknown: 'Wert :missing bleibt',
    url: 'Siehe https://example.com:8443/path',
    time: 'Um 10:30',
  },
  es: {
    greeting: 'Hola :name, tienes :count mensajes',
    plain: 'Sin marcadores',
    twice: ':name y otra vez :name',
    unknown: 'El valor :missing se queda',
    url: 'Mira https://example.com:8443/path',
    time: 'A las 10:30',
  },
};

describe('translator', () => {
  describe('LOCALES / DEFAULT_LOCALE', () => {
    it('supports English, Dutch, German and Spanish, English by default', () => {
      expect(LOCALES).toEqual(['en', 'nl', 'de', 'es']);
      expect(DEFAULT_LOCALE).toBe('en');
    });

    it('formats each locale with its BCP 47 tag', () => {
      expect(LOCALE_TAGS).toEqual({ en: 'en-GB', nl: 'nl-NL', de: 'de-DE', es: 'es-ES' });
      for (const locale of LOCALES)
        expect(Intl.DateTimeFormat.supportedLocalesOf(LOCALE_TAGS[locale])).toHaveLength(1);
    });

    it('names the choice of locales for a command-line message', () => {
      expect(LOCALE_CHOICES).toBe('en, nl, de or es');
    });
  });

  describe('isLocale', () => {
    it.each(['en', 'nl', 'de', 'es'])('accepts %j', (value) => {
      expect(isLocale(value)).toBe(true);
    });

    it.each(['EN', 'fr', 'nl-NL', 'de-DE', '', ' en', undefined, null, 1, {}])('rejects %j', (value) => {
      expect(isLocale(value)).toBe(false);
    });
  });

  describe('toLocale', () => {
    it.each([
      ['nl', 'nl'],
      ['NL', 'nl'],
      ['nl-NL', 'nl'],
      ['nl_BE', 'nl'],
      [' nl ', 'nl'],
      ['en-GB', 'en'],
      ['EN_us', 'en'],
      ['de-AT', 'de'],
      ['DE', 'de'],
      ['es-419', 'es'],
      ['es_ES', 'es'],
    ])('reads %j as %j', (value, expected) => {
      expect(toLocale(value)).toBe(expected);
    });

    it.each(['fr', 'fr-FR', 'it', '', 'dutch', 'n', undefined, null, 42])(
      'falls back to English for %j',
      (value) => {
        expect(toLocale(value)).toBe('en');
      },
    );

    it('uses the given fallback', () => {
      expect(toLocale('fr', 'nl')).toBe('nl');
      expect(toLocale(undefined, 'nl')).toBe('nl');
      expect(toLocale('en', 'nl')).toBe('en');
    });
  });

  describe('translate', () => {
    it('picks the line of the locale', () => {
      expect(translate(catalogue, 'plain', 'en')).toBe('No placeholders');
      expect(translate(catalogue, 'plain', 'nl')).toBe('Geen plaatshouders');
      expect(translate(catalogue, 'plain', 'de')).toBe('Keine Platzhalter');
      expect(translate(catalogue, 'plain', 'es')).toBe('Sin marcadores');
    });

    it('replaces :name placeholders with the given values', () => {
      expect(translate(catalogue, 'greeting', 'en', { name: 'Alice', count: '3' })).toBe(
        'Hello Alice, you have 3 messages',
      );
      expect(translate(catalogue, 'greeting', 'nl', { name: 'Alice', count: '3' })).toBe(
        'Hallo Alice, je hebt 3 berichten',
      );
    });

    it('replaces every occurrence of a placeholder', () => {
      expect(translate(catalogue, 'twice', 'en', { name: 'X' })).toBe('X and X again');
    });

    it('keeps a placeholder that has no value', () => {
      expect(translate(catalogue, 'unknown', 'en')).toBe('Value :missing stays');
      expect(translate(catalogue, 'greeting', 'en', { name: 'Bob' })).toBe(
        'Hello Bob, you have :count messages',
      );
    });

    it('leaves colons that are not placeholders alone (URLs, times)', () => {
      expect(translate(catalogue, 'url', 'en', { path: 'x' })).toBe('See https://example.com:8443/path');
      expect(translate(catalogue, 'time', 'en', { '30': 'x' })).toBe('At 10:30');
    });

    it('inserts values literally, without re-expanding placeholders or $ patterns in them', () => {
      expect(translate(catalogue, 'greeting', 'en', { name: ':count', count: '$& $1 $$' })).toBe(
        'Hello :count, you have $& $1 $$ messages',
      );
    });

    it('a placeholder named like an Object.prototype member is kept when no value is given', () => {
      // `name in replacements` also finds inherited members, so ":constructor" becomes "function Object() { ... }".
      const lines: Catalogue<'line'> = {
        en: { line: 'Use :constructor here' },
        nl: { line: 'Gebruik :constructor' },
        de: { line: 'Verwenden Sie :constructor' },
        es: { line: 'Usa :constructor' },
      };
      expect(translate(lines, 'line', 'en')).toBe('Use :constructor here');
    });
  });
});
