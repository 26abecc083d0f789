import { DEFAULT_LOCALE, isLocale, Locale } from '../../../../common/i18n/translator';

/**
 * The language of a console page: the visitor's choice (the language cookie) when it names a supported one, else
 * the first supported language of the browser's `Accept-Language` (by weight), else English.
 */
export function consoleLocaleOf(chosen: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(chosen)) return chosen;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range, ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { range, weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ range, weight }) => range !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { range } of ranges) {
    const language = range.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
