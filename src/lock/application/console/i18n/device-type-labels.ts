import type { Locale } from '../../../../common/i18n/translator';
import { CodeWords, codeWordsOf } from './code-words';

/** The lock API's device types (`Smartlock.type`) in words. */
const DEVICE_TYPES: CodeWords = {
  0: { en: 'smart lock', nl: 'slim slot', de: 'Smart Lock', es: 'cerradura inteligente' },
  1: { en: 'box', nl: 'box', de: 'Box', es: 'caja' },
  2: {
    en: 'opener (intercom)',
    nl: 'deuropener (intercom)',
    de: 'Türöffner (Gegensprechanlage)',
    es: 'abrepuertas (portero automático)',
  },
  3: { en: 'smart door', nl: 'slimme deur', de: 'Smart Door', es: 'puerta inteligente' },
  4: {
    en: 'smart lock (3rd generation or later)',
    nl: 'slim slot (3e generatie of later)',
    de: 'Smart Lock (ab 3. Generation)',
    es: 'cerradura inteligente (3.ª generación o posterior)',
  },
};

/** The device type in the page's language ('#<type>' for one the API does not document, '' for none). */
export function deviceTypeLabel(type: number | null, locale: Locale): string {
  return codeWordsOf(DEVICE_TYPES, type, locale);
}
