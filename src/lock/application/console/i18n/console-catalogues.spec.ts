import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_CATALOGUES } from '../../../../../test/support/console-catalogues';

const CATALOGUES = CONSOLE_CATALOGUES;

/** The lines a German or Spanish page may show as English does: the same word in that language, or a name. */
const SAME_AS_ENGLISH = {
  de: [
    'Dashboard',
    'Webhooks',
    'OAuth',
    'Name',
    'Status',
    'Details',
    'Code',
    'Firmware',
    'Hardware',
    "Lock 'n' Go",
  ],
  es: ['Webhooks', 'OAuth', 'Firmware', 'Hardware', "Lock 'n' Go", 'no'],
} as const;

/** The `:placeholders` of a line, sorted, each once (as `translate` reads them). */
function placeholdersOf(line: string): string[] {
  return [...new Set(line.match(/:[a-z]+/gi) ?? [])].sort();
}

/** True for a line of placeholders and punctuation only (`:reason`, `:from – :until`): nothing to translate. */
function hasNoWords(line: string): boolean {
  return !/\p{L}/u.test(line.replace(/:[a-z]+/gi, ''));
}

const LINES = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  Object.keys(catalogue.en).map((key) => ({ name, key, catalogue })),
);

describe('console catalogues', () => {
  it('checks every catalogue of the folder', () => {
    const declared = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .flatMap((file) => [
        ...readFileSync(join(__dirname, file), 'utf8').matchAll(/export const (\w+): Catalogue</g),
      ])
      .map((match) => match[1])
      .sort();
    expect(Object.keys(CATALOGUES).sort()).toEqual(declared);
  });

  describe.each(['de', 'es'] as const)('in %s', (locale) => {
    it.each(Object.keys(CATALOGUES))('%s has the keys of English', (name) => {
      expect(Object.keys(CATALOGUES[name][locale]).sort()).toEqual(Object.keys(CATALOGUES[name].en).sort());
    });

    it.each(LINES.map(({ name, key, catalogue }) => [`${name}.${key}`, catalogue, key] as const))(
      '%s: not empty, the placeholders of English, translated',
      (_line, catalogue, key) => {
        const english = catalogue.en[key];
        const line = catalogue[locale][key];
        expect(line.trim()).not.toBe('');
        expect(placeholdersOf(line)).toEqual(placeholdersOf(english));
        if (!hasNoWords(english) && !(SAME_AS_ENGLISH[locale] as readonly string[]).includes(english)) {
          expect(line).not.toBe(english);
        }
      },
    );

    it('allows only words it uses to stay English', () => {
      const sameLines = LINES.map(({ catalogue, key }) => catalogue[locale][key]);
      for (const word of SAME_AS_ENGLISH[locale]) expect(sameLines).toContain(word);
    });
  });
});
