import type { Locale } from '../../../common/i18n/translator';

/** The lock API's authorization types (`SmartlockAuth.type`) in words. */
const AUTHORIZATION_TYPES: Readonly<Record<number, Readonly<Record<Locale, string>>>> = {
  0: { en: 'app', nl: 'app' },
  1: { en: 'bridge', nl: 'bridge' },
  2: { en: 'fob', nl: 'sleutelhanger' },
  3: { en: 'keypad', nl: 'toetsenbord' },
  13: { en: 'keypad code', nl: 'toetscode' },
  14: { en: 'Z-key', nl: 'Z-key' },
  15: { en: 'virtual', nl: 'virtueel' },
};

/** The authorization type in the page's language ('#<type>' for one the API does not document, '' for none). */
export function authorizationTypeLabel(type: number | null, locale: Locale): string {
  if (type === null) return '';
  return Object.hasOwn(AUTHORIZATION_TYPES, type) ? AUTHORIZATION_TYPES[type][locale] : `#${type}`;
}
