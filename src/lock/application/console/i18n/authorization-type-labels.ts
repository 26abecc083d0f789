import type { Locale } from '../../../../common/i18n/translator';
import { CodeWords, codeWordsOf } from './code-words';

/** The lock API's authorization types (`SmartlockAuth.type`) in words. */
const AUTHORIZATION_TYPES: CodeWords = {
  0: { en: 'app', nl: 'app', de: 'App', es: 'app' },
  1: { en: 'bridge', nl: 'bridge', de: 'Bridge', es: 'bridge' },
  2: { en: 'fob', nl: 'sleutelhanger', de: 'Fob', es: 'llavero' },
  3: { en: 'keypad', nl: 'toetsenbord', de: 'Keypad', es: 'teclado' },
  13: { en: 'keypad code', nl: 'toetscode', de: 'Keypad-Code', es: 'código de teclado' },
  14: { en: 'Z-key', nl: 'Z-key', de: 'Z-Key', es: 'Z-key' },
  15: { en: 'virtual', nl: 'virtueel', de: 'virtuell', es: 'virtual' },
};

/** The authorization type in the page's language ('#<type>' for one the API does not document, '' for none). */
export function authorizationTypeLabel(type: number | null, locale: Locale): string {
  return codeWordsOf(AUTHORIZATION_TYPES, type, locale);
}
