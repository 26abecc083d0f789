import type { Locale } from '../../../../common/i18n/translator';

/** Words for each documented code of a lock API field, in every language of the console. */
export type CodeWords = Readonly<Record<number, Readonly<Record<Locale, string>>>>;

/** The code's words in the locale: '#<code>' for one the API does not document, '' for none. */
export function codeWordsOf(words: CodeWords, code: number | null, locale: Locale): string {
  if (code === null) return '';
  return Object.hasOwn(words, code) ? words[code][locale] : `#${code}`;
}
