import type { Locale } from '../../../../common/i18n/translator';

/**
 * The languages the lock API takes for an account user's app and for a notification's messages, in the order the
 * forms offer them (the API's own codes: `AccountUserCreate.language`, `Notification.language`).
 */
export const LOCK_API_LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'cs', 'sk'] as const;

/** A language the lock API takes. */
export type LockApiLanguage = (typeof LOCK_API_LANGUAGES)[number];

/** True for a language code the lock API takes. */
export function isLockApiLanguage(value: unknown): value is LockApiLanguage {
  return typeof value === 'string' && (LOCK_API_LANGUAGES as readonly string[]).includes(value);
}

/** Each language of the lock API named in the page's language. */
const LANGUAGE_NAMES: Readonly<Record<LockApiLanguage, Readonly<Record<Locale, string>>>> = {
  en: { en: 'English', nl: 'Engels', de: 'Englisch', es: 'inglés' },
  de: { en: 'German', nl: 'Duits', de: 'Deutsch', es: 'alemán' },
  nl: { en: 'Dutch', nl: 'Nederlands', de: 'Niederländisch', es: 'neerlandés' },
  es: { en: 'Spanish', nl: 'Spaans', de: 'Spanisch', es: 'español' },
  fr: { en: 'French', nl: 'Frans', de: 'Französisch', es: 'francés' },
  it: { en: 'Italian', nl: 'Italiaans', de: 'Italienisch', es: 'italiano' },
  cs: { en: 'Czech', nl: 'Tsjechisch', de: 'Tschechisch', es: 'checo' },
  sk: { en: 'Slovak', nl: 'Slowaaks', de: 'Slowakisch', es: 'eslovaco' },
};

/**
 * The language's name in the page's language; a code the API does not document reads "another language" (the
 * code itself is never shown), none reads ''.
 */
export function languageName(code: string | null, locale: Locale): string {
  if (code === null || code === '') return '';
  return isLockApiLanguage(code) ? LANGUAGE_NAMES[code][locale] : OTHER_LANGUAGE[locale];
}

const OTHER_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'another language',
  nl: 'een andere taal',
  de: 'eine andere Sprache',
  es: 'otro idioma',
};
