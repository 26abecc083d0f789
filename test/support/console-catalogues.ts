import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalogue, Locale, LOCALES } from '../../src/common/i18n/translator';

/** The folder of the console's catalogues and word tables. */
export const CONSOLE_I18N = join(__dirname, '..', '..', 'src', 'lock', 'application', 'console', 'i18n');

/** The `.ts` files of the folder that are no spec. */
export function consoleI18nFiles(): string[] {
  return readdirSync(CONSOLE_I18N)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .sort();
}

/** True for a value shaped like a catalogue: an object of lines (strings) for every locale. */
function isCatalogue(value: unknown): value is Catalogue<string> {
  if (typeof value !== 'object' || value === null) return false;
  return LOCALES.every((locale) => {
    const lines = (value as Record<string, unknown>)[locale];
    return (
      typeof lines === 'object' &&
      lines !== null &&
      Object.values(lines).every((line) => typeof line === 'string')
    );
  });
}

/**
 * Every catalogue of the console, by its exported name: each export of a file in the catalogue folder that is
 * shaped like one, required from its own file, so a catalogue added to the folder is checked without being listed
 * here (what the catalogue spec and the languages suite check).
 */
export const CONSOLE_CATALOGUES: Readonly<Record<string, Catalogue<string>>> = Object.fromEntries(
  consoleI18nFiles().flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fileExports = require(join(CONSOLE_I18N, file)) as Record<string, unknown>;
    return Object.entries(fileExports).filter((entry): entry is [string, Catalogue<string>] =>
      isCatalogue(entry[1]),
    );
  }),
);

/** A word table entry of a file: the same words in every locale (a device type, a state, a log entry's action). */
export interface ConsoleCodeWords {
  /** The file, in the catalogue folder. */
  readonly file: string;
  /** The English words, which name the entry. */
  readonly name: string;
  readonly words: Readonly<Record<Locale, string>>;
}

/** A single- or double-quoted string literal of TypeScript. */
const STRING = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;

/** `{ en: '…', nl: '…', de: '…', es: '…' }`, on one line or several, as the word tables write them. */
const CODE_WORDS = new RegExp(
  LOCALES.map((locale) => String.raw`\b${locale}:\s*${STRING}`).join(String.raw`\s*,\s*`),
  'g',
);

/** The text of a string literal as written in the source. */
function literalText(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

/**
 * The word tables of the folder that are not catalogues (code words of device and authorization types, lock states,
 * log entries): read from the files' text, since they are not exported.
 */
export function consoleCodeWords(): ConsoleCodeWords[] {
  return consoleI18nFiles().flatMap((file) =>
    [...readFileSync(join(CONSOLE_I18N, file), 'utf8').matchAll(CODE_WORDS)].map((match) => {
      const words = Object.fromEntries(
        LOCALES.map((locale, index) => [locale, literalText(match[index + 1])]),
      ) as Record<Locale, string>;
      return { file, name: words.en, words };
    }),
  );
}
