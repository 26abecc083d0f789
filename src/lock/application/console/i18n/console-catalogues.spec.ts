import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Locale, LOCALES } from '../../../../common/i18n/translator';
import {
  CONSOLE_CATALOGUES,
  CONSOLE_I18N,
  consoleCodeWords,
  consoleI18nFiles,
} from '../../../../../test/support/console-catalogues';

const CATALOGUES = CONSOLE_CATALOGUES;

/** The languages a page is translated into from English. */
const TRANSLATED = ['nl', 'de', 'es'] as const;
type Translated = (typeof TRANSLATED)[number];

/**
 * The product's own names, which every language keeps as they are (the vendor's feature names and the console's
 * "Dashboard", as the language review of issue 34 settled): removed from a line (in any case) before its words
 * are compared.
 */
const PRODUCT_NAMES = ['Ring to Open', "Lock 'n' Go", 'Dashboard'] as const;

/**
 * The whole lines a page may show as English does: the same word in that language (nl "open", de "Name"), a
 * technical name every language uses (OAuth, Firmware) or a vendor's device name (bridge, Z-key). Keep it to what
 * the catalogues need (other helpers' lines change while issue 34 is built, so unused entries are not failed).
 */
const SAME_AS_ENGLISH: Readonly<Record<Translated, readonly string[]>> = {
  nl: [
    ...['Account', 'Account :name', 'Accounts', 'Code', 'Console', 'Details', 'Firmware', 'Hardware'],
    ...['Intercom', 'OAuth', 'Status', 'Via', 'via “:trigger”', 'Volume', 'Webhooks', 'app', 'box', 'bridge'],
    ...['online', 'open', 'web', 'Z-key'],
  ],
  de: ['Code', 'Details', 'Firmware', 'Hardware', 'Name', 'OAuth', 'online', 'Person', 'Status', 'Webhooks'],
  es: [
    'Firmware',
    'Hardware',
    'OAuth',
    'Webhooks',
    'app',
    'bridge',
    'manual',
    'no',
    'virtual',
    'web',
    'Z-key',
  ],
};

/**
 * The English words (four letters or more) a translated line may share with its English line, beside the product
 * names: technical terms every language of the console uses as they are (Android, HTTP, token, webhook, the vendor's
 * bridge), and per language the words that are that language's own too (nl "later", "door"; de "Person",
 * "Problem"; es "error", "manual") or its usual loanwords (de "Keypad", "Smart Lock", "Admin-PIN"). Anything else
 * the English line has and the translation keeps is English left on the page ("Callback-URL", "opener", "Signing").
 * Keep it short: a word goes here only when it is the language's own word or a term its readers use as it is.
 */
const SHARED_WORDS: Readonly<Record<Translated | 'all', readonly string[]>> = {
  all: [
    ...['android', 'bridge', 'firmware', 'hardware', 'http', 'https', 'internet', 'iphone'],
    ...['motor', 'oauth', 'push', 'token', 'tokens'],
  ],
  nl: [
    ...[
      'account',
      'accounts',
      'browser',
      'code',
      'codes',
      'computer',
      'console',
      'database',
      'details',
      'door',
    ],
    ...['filter', 'host', 'intercom', 'later', 'letters', 'online', 'open', 'server', 'status'],
    ...['update', 'volume', 'webhook', 'webhooks'],
  ],
  de: [
    ...['admin', 'browser', 'code', 'codes', 'details', 'door', 'filter', 'generation', 'host'],
    ...[
      'keypad',
      'lock',
      'minute',
      'name',
      'normal',
      'online',
      'person',
      'pins',
      'problem',
      'refresh',
      'smart',
    ],
    ...['status', 'system', 'update', 'webhook', 'webhooks'],
  ],
  es: ['error', 'manual', 'sensor', 'virtual', 'webhook', 'webhooks'],
};

/** A raw constant or setting name (`DEVICE_STATUS`, `LOCK_AUTH`, `APP_KEY`, `NODE_ENV`): never on a page. */
const RAW_CONSTANT = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;

/** A short line (a label, a column) ending in "here": it points at nothing ("Signing secret here"). */
const DANGLING_HERE = /^(?:\S+\s+){0,3}(?:here|hier|aquí)[\s.:!]*$/iu;

/** The `:placeholders` of a line, sorted, each once (as `translate` reads them). */
function placeholdersOf(line: string): string[] {
  return [...new Set(line.match(/:[a-z]+/gi) ?? [])].sort();
}

/** The words of a line (lower case), without its placeholders and product names. */
function wordsOf(line: string): Set<string> {
  let text = line
    .replace(/\S+@\S+|\w+:\/\/\S+/g, ' ')
    .replace(RAW_CONSTANT, ' ')
    .replace(/:[a-z]+/gi, ' ')
    .toLowerCase();
  for (const name of PRODUCT_NAMES) text = text.split(name.toLowerCase()).join(' ');
  return new Set((text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()));
}

/** The English words of four letters or more that the line keeps, other than the language's shared words. */
function englishLeft(english: string, line: string, locale: Translated): string[] {
  const words = wordsOf(line);
  return [...wordsOf(english)].filter(
    (word) =>
      word.length >= 4 &&
      words.has(word) &&
      !SHARED_WORDS.all.includes(word) &&
      !SHARED_WORDS[locale].includes(word),
  );
}

/** One line of a page in every language: a catalogue's key, or a word table's entry. */
interface PageLine {
  /** `CATALOGUE.key`, or `file: English words`. */
  readonly where: string;
  readonly words: Readonly<Record<Locale, string>>;
}

const CATALOGUE_LINES: PageLine[] = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  Object.keys(catalogue.en).map((key) => ({
    where: `${name}.${key}`,
    words: Object.fromEntries(LOCALES.map((locale) => [locale, catalogue[locale][key] ?? ''])) as Record<
      Locale,
      string
    >,
  })),
);

const CODE_WORD_LINES: PageLine[] = consoleCodeWords().map(({ file, name, words }) => ({
  where: `${file}: ${name}`,
  words,
}));

const PAGE_LINES = [...CATALOGUE_LINES, ...CODE_WORD_LINES];

/** What the check found, as `where [locale]: line` (an empty list passes, a failure lists every offender). */
function offenders(
  locale: Locale,
  offends: (line: PageLine) => string | null,
  lines: readonly PageLine[] = PAGE_LINES,
): string[] {
  return lines.flatMap((line) => {
    const found = offends(line);
    return found === null ? [] : [`${line.where} [${locale}]: ${found}`];
  });
}

describe('console catalogues', () => {
  it('checks every catalogue of the folder, and the word tables', () => {
    const declared = consoleI18nFiles()
      .flatMap((file) => [
        ...readFileSync(join(CONSOLE_I18N, file), 'utf8').matchAll(/export const (\w+): Catalogue</g),
      ])
      .map((match) => match[1])
      .sort();
    expect(Object.keys(CATALOGUES).sort()).toEqual(expect.arrayContaining(declared));
    expect(Object.keys(CATALOGUES)).toContain('ERROR_MESSAGES');
    // Device types, authorization types, lock states and log entries are read from the files' text.
    expect(CODE_WORD_LINES.map((line) => line.where)).toEqual(
      expect.arrayContaining([
        'device-type-labels.ts: opener (intercom)',
        'authorization-type-labels.ts: keypad code',
      ]),
    );
  });

  describe.each(TRANSLATED)('in %s', (locale) => {
    it.each(Object.keys(CATALOGUES))('%s has the keys of English', (name) => {
      expect(Object.keys(CATALOGUES[name][locale]).sort()).toEqual(Object.keys(CATALOGUES[name].en).sort());
    });

    it('every line is there, with the placeholders of English, translated', () => {
      const found = offenders(locale, ({ words }) => {
        const english = words.en;
        const line = words[locale];
        if (line.trim() === '') return 'empty';
        if (placeholdersOf(line).join() !== placeholdersOf(english).join()) {
          return `placeholders ${placeholdersOf(line).join()} instead of ${placeholdersOf(english).join()}`;
        }
        const same =
          line === english && wordsOf(english).size > 0 && !SAME_AS_ENGLISH[locale].includes(english);
        return same ? `"${line}" is the English line` : null;
      });
      expect(found).toEqual([]);
    });

    it('leaves no English words but the product names and the words the language shares', () => {
      const found = offenders(locale, ({ words }) => {
        const left = englishLeft(words.en, words[locale], locale);
        return left.length === 0 ? null : `"${words[locale]}" keeps ${left.join(', ')}`;
      });
      expect(found).toEqual([]);
    });
  });

  describe.each(LOCALES)('in %s', (locale) => {
    it('shows no raw constant or setting name (DEVICE_STATUS, LOCK_AUTH, NODE_ENV=development)', () => {
      const found = offenders(locale, ({ words }) => {
        const constants = words[locale].match(RAW_CONSTANT);
        return constants === null ? null : `"${words[locale]}" names ${constants.join(', ')}`;
      });
      expect(found).toEqual([]);
    });

    it('has no short line ending in "here" (a label that points at nothing)', () => {
      const found = offenders(locale, ({ words }) =>
        DANGLING_HERE.test(words[locale].replace(/:[a-z]+/gi, 'x')) ? `"${words[locale]}"` : null,
      );
      expect(found).toEqual([]);
    });
  });

  describe('the checks themselves', () => {
    const line = (en: string, other: string): PageLine => ({
      where: 'sample',
      words: { en, nl: other, de: other, es: other },
    });

    it('find a raw constant, a setting name and a dangling "here", but not a placeholder', () => {
      expect('Events: DEVICE_STATUS'.match(RAW_CONSTANT)).toEqual(['DEVICE_STATUS']);
      expect('LOCK_AUTH=oauth, APP_KEY, NODE_ENV=development'.match(RAW_CONSTANT)).toEqual([
        'LOCK_AUTH',
        'APP_KEY',
        'NODE_ENV',
      ]);
      expect(':name is here: :lock'.match(RAW_CONSTANT)).toBeNull();
      expect(
        ['Signing secret here', 'Signaturgeheimnis hier', 'Secreto de firma aquí'].map((text) =>
          DANGLING_HERE.test(text),
        ),
      ).toEqual([true, true, true]);
      expect(DANGLING_HERE.test('Ken hieronder een slot toe.')).toBe(false);
      expect(
        DANGLING_HERE.test('The sub-user you add here can sign in with the password you give them here'),
      ).toBe(false);
    });

    it('find English left in a translation, but not a product name, a shared word or a placeholder', () => {
      expect(englishLeft('The callback URL :url', 'Die Callback-URL :url', 'de')).toEqual(['callback']);
      expect(englishLeft('opener (intercom)', 'opener (portero automático)', 'es')).toEqual(['opener']);
      expect(englishLeft('Ring to Open on :lock', 'Ring to Open aan voor :lock', 'nl')).toEqual([]);
      expect(englishLeft('Account :name', 'Account :name', 'nl')).toEqual([]);
      expect(englishLeft(':name is here', ':name está aquí', 'es')).toEqual([]);
      expect(offenders('de', () => 'x', [line('a', 'b')])).toEqual(['sample [de]: x']);
    });
  });
});
