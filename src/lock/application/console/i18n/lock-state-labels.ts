import type { Locale } from '../../../../common/i18n/translator';
import type { SmartLock } from '../../../data/smart-lock';

/** Each state name `SmartLock.stateName` gives (the lock API's documented states), in every language. */
const STATE_NAMES: ReadonlyMap<string, Readonly<Record<Locale, string>>> = new Map([
  [
    'uncalibrated',
    { en: 'uncalibrated', nl: 'niet gekalibreerd', de: 'nicht kalibriert', es: 'sin calibrar' },
  ],
  ['locked', { en: 'locked', nl: 'vergrendeld', de: 'verriegelt', es: 'bloqueada' }],
  ['unlocking', { en: 'unlocking', nl: 'ontgrendelt', de: 'wird entriegelt', es: 'desbloqueando' }],
  ['unlocked', { en: 'unlocked', nl: 'ontgrendeld', de: 'entriegelt', es: 'desbloqueada' }],
  ['locking', { en: 'locking', nl: 'vergrendelt', de: 'wird verriegelt', es: 'bloqueando' }],
  ['unlatched', { en: 'unlatched', nl: 'geopend', de: 'geöffnet', es: 'abierta' }],
  [
    "unlocked (lock 'n' go)",
    {
      en: "unlocked (lock 'n' go)",
      nl: "ontgrendeld (lock 'n' go)",
      de: "entriegelt (Lock 'n' Go)",
      es: "desbloqueada (Lock 'n' Go)",
    },
  ],
  ['unlatching', { en: 'unlatching', nl: 'opent', de: 'wird geöffnet', es: 'abriendo' }],
  [
    'error wrong entry code',
    {
      en: 'error wrong entry code',
      nl: 'fout: verkeerde code',
      de: 'Fehler: falscher Code',
      es: 'error: código incorrecto',
    },
  ],
  [
    'error wrong fingerprint',
    {
      en: 'error wrong fingerprint',
      nl: 'fout: verkeerde vingerafdruk',
      de: 'Fehler: falscher Fingerabdruck',
      es: 'error: huella incorrecta',
    },
  ],
  [
    'motor blocked',
    { en: 'motor blocked', nl: 'motor geblokkeerd', de: 'Motor blockiert', es: 'motor bloqueado' },
  ],
  ['undefined', { en: 'undefined', nl: 'onbepaald', de: 'unbestimmt', es: 'indefinido' }],
  ['untrained', { en: 'untrained', nl: 'niet ingeleerd', de: 'nicht angelernt', es: 'sin configurar' }],
  ['online', { en: 'online', nl: 'online', de: 'online', es: 'en línea' }],
  [
    'ring to open active',
    {
      en: 'Ring to Open active',
      nl: 'Ring to Open actief',
      de: 'Ring to Open aktiv',
      es: 'Ring to Open activo',
    },
  ],
  ['open', { en: 'open', nl: 'open', de: 'offen', es: 'abierta' }],
  ['opening', { en: 'opening', nl: 'opent', de: 'öffnet', es: 'abriendo' }],
  ['boot run', { en: 'boot run', nl: 'start op', de: 'startet', es: 'iniciando' }],
]);

/** The lock's state in the page's language; a state the API reports by name only is shown as it came. */
export function lockStateLabel(lock: SmartLock, locale: Locale): string | null {
  const name = lock.stateName;
  if (name === null) return lock.state === null ? null : `#${lock.state}`;
  return STATE_NAMES.get(name)?.[locale] ?? name;
}
