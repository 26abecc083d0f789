/** The languages every catalogue is written in. */
export const LOCALES = ['en', 'nl', 'de', 'es'] as const;
/** A language of the catalogues: `en`, `nl`, `de` or `es`. */
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag each locale formats dates and numbers with (`Intl`). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  nl: 'nl-NL',
  de: 'de-DE',
  es: 'es-ES',
};

/**
 * The supported locales as a choice in an English sentence ("en, nl, de or es"), for command-line messages. Written
 * out rather than with `Intl.ListFormat`, whose ICU data would load with every import of a client.
 */
export const LOCALE_CHOICES = `${LOCALES.slice(0, -1).join(', ')} or ${LOCALES[LOCALES.length - 1]}`;

/** The default language when none is chosen. */
export const DEFAULT_LOCALE: Locale = 'en';

/** One catalogue: the same keys in every locale, so a missing line is a compile error. */
export type Catalogue<K extends string> = Record<Locale, Record<K, string>>;

/** True when the value names a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by the value (case-insensitive, `nl-NL` -> `nl`), or the fallback. */
export function toLocale(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (typeof value !== 'string') return fallback;
  const language = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : fallback;
}

/** The line for the key in the locale, with `:name` placeholders replaced by the given values. */
export function translate<K extends string>(
  catalogue: Catalogue<K>,
  key: K,
  locale: Locale,
  replacements: Record<string, string> = {},
): string {
  return catalogue[locale][key].replace(/:([a-z]+)/gi, (placeholder, name: string) =>
    Object.hasOwn(replacements, name) ? replacements[name] : placeholder,
  );
}
