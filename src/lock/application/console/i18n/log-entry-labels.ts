import type { Locale } from '../../../../common/i18n/translator';
import { SmartLock } from '../../../data/smart-lock';
import { CodeWords, codeWordsOf } from './code-words';

/** The lock API's log actions (`SmartlockLog.action`) of a smart lock, a box and a smart door. */
const ACTIONS: CodeWords = {
  // es: nouns (the act), as the column "Acción" reads; the other languages say what happened to the lock.
  1: { en: 'unlocked', nl: 'ontgrendeld', de: 'entriegelt', es: 'desbloqueo' },
  2: { en: 'locked', nl: 'vergrendeld', de: 'verriegelt', es: 'bloqueo' },
  3: { en: 'unlatched', nl: 'geopend', de: 'geöffnet', es: 'apertura' },
  4: { en: "lock 'n' go", nl: "lock 'n' go", de: "Lock 'n' Go", es: "Lock 'n' Go" },
  5: {
    en: "lock 'n' go with unlatch",
    nl: "lock 'n' go met openen",
    de: "Lock 'n' Go mit Öffnen",
    es: "Lock 'n' Go con apertura",
  },
  208: {
    en: 'door warning: ajar',
    nl: 'deurwaarschuwing: staat open',
    de: 'Türwarnung: angelehnt',
    es: 'aviso de puerta: entreabierta',
  },
  209: {
    en: 'door warning: status mismatch',
    nl: 'deurwaarschuwing: status klopt niet',
    de: 'Türwarnung: Zustand widersprüchlich',
    es: 'aviso de puerta: estado incoherente',
  },
  224: { en: 'doorbell recognized', nl: 'deurbel herkend', de: 'Klingeln erkannt', es: 'timbre detectado' },
  240: { en: 'door opened', nl: 'deur geopend', de: 'Tür geöffnet', es: 'apertura de la puerta' },
  241: { en: 'door closed', nl: 'deur gesloten', de: 'Tür geschlossen', es: 'cierre de la puerta' },
  242: {
    en: 'door sensor jammed',
    nl: 'deursensor klemt',
    de: 'Türsensor klemmt',
    es: 'sensor de puerta atascado',
  },
  243: {
    en: 'firmware update',
    nl: 'firmware-update',
    de: 'Firmware-Update',
    es: 'actualización de firmware',
  },
  250: {
    en: 'door log enabled',
    nl: 'deurlogboek aangezet',
    de: 'Türprotokoll eingeschaltet',
    es: 'registro de puerta activado',
  },
  251: {
    en: 'door log disabled',
    nl: 'deurlogboek uitgezet',
    de: 'Türprotokoll ausgeschaltet',
    es: 'registro de puerta desactivado',
  },
  252: { en: 'initialization', nl: 'initialisatie', de: 'Initialisierung', es: 'inicialización' },
  253: { en: 'calibration', nl: 'kalibratie', de: 'Kalibrierung', es: 'calibración' },
  254: { en: 'log enabled', nl: 'logboek aangezet', de: 'Protokoll eingeschaltet', es: 'registro activado' },
  255: {
    en: 'log disabled',
    nl: 'logboek uitgezet',
    de: 'Protokoll ausgeschaltet',
    es: 'registro desactivado',
  },
};

/**
 * The actions an opener logs, in the words of its buttons (see `consoleActionsOf`): 1 turns ring to open on, 2 off,
 * 3 opens the door (electric strike). Its other codes read as a lock's.
 */
const OPENER_ACTIONS: CodeWords = {
  // nl keeps the product's name, as de and es do.
  1: {
    en: 'ring to open on',
    nl: 'Ring to Open aan',
    de: 'Ring to Open eingeschaltet',
    es: 'Ring to Open activado',
  },
  2: {
    en: 'ring to open off',
    nl: 'Ring to Open uit',
    de: 'Ring to Open ausgeschaltet',
    es: 'Ring to Open desactivado',
  },
  3: { en: 'opened', nl: 'geopend', de: 'geöffnet', es: 'apertura' },
};

/** The lock API's log triggers (`SmartlockLog.trigger`). */
const TRIGGERS: CodeWords = {
  0: { en: 'system', nl: 'systeem', de: 'System', es: 'sistema' },
  1: { en: 'manual', nl: 'handmatig', de: 'manuell', es: 'manual' },
  2: { en: 'button', nl: 'knop', de: 'Taste', es: 'botón' },
  3: { en: 'automatic', nl: 'automatisch', de: 'automatisch', es: 'automático' },
  4: { en: 'web', nl: 'web', de: 'Web', es: 'web' },
  5: { en: 'app', nl: 'app', de: 'App', es: 'app' },
  6: {
    en: 'auto lock',
    nl: 'automatisch vergrendelen',
    de: 'automatische Verriegelung',
    es: 'bloqueo automático',
  },
  7: { en: 'accessory', nl: 'accessoire', de: 'Zubehör', es: 'accesorio' },
  255: { en: 'keypad', nl: 'toetsenbord', de: 'Keypad', es: 'teclado' },
};

/** The lock API's completion states (`SmartlockLog.state`). */
const STATES: CodeWords = {
  0: { en: 'success', nl: 'gelukt', de: 'erfolgreich', es: 'correcto' },
  1: { en: 'motor blocked', nl: 'motor geblokkeerd', de: 'Motor blockiert', es: 'motor bloqueado' },
  2: { en: 'canceled', nl: 'geannuleerd', de: 'abgebrochen', es: 'cancelado' },
  3: {
    en: 'too recent',
    nl: 'te kort na de vorige',
    de: 'zu kurz nach dem vorigen',
    es: 'demasiado pronto tras el anterior',
  },
  4: { en: 'busy', nl: 'bezig', de: 'beschäftigt', es: 'ocupado' },
  5: {
    en: 'low motor voltage',
    nl: 'lage motorspanning',
    de: 'niedrige Motorspannung',
    es: 'tensión del motor baja',
  },
  6: { en: 'clutch failure', nl: 'koppeling faalt', de: 'Kupplungsfehler', es: 'fallo del embrague' },
  7: {
    en: 'motor power failure',
    nl: 'motorstroom faalt',
    de: 'Motorstromausfall',
    es: 'fallo de alimentación del motor',
  },
  8: { en: 'incomplete', nl: 'onvolledig', de: 'unvollständig', es: 'incompleto' },
  9: { en: 'rejected', nl: 'geweigerd', de: 'abgelehnt', es: 'rechazado' },
  10: {
    en: 'rejected (night mode)',
    nl: 'geweigerd (nachtmodus)',
    de: 'abgelehnt (Nachtmodus)',
    es: 'rechazado (modo nocturno)',
  },
  254: { en: 'other error', nl: 'andere fout', de: 'anderer Fehler', es: 'otro error' },
  255: { en: 'unknown error', nl: 'onbekende fout', de: 'unbekannter Fehler', es: 'error desconocido' },
};

/** The action codes a filter offers, in the order of `ACTIONS` (a lock's words; an opener's 1 to 3 are its own). */
export const LOG_ACTION_CODES: readonly number[] = Object.freeze(Object.keys(ACTIONS).map(Number));
/** The trigger codes a filter offers. */
export const LOG_TRIGGER_CODES: readonly number[] = Object.freeze(Object.keys(TRIGGERS).map(Number));

/** Who acted on an entry without a name (a door sensor's). */
const THE_DEVICE_ITSELF: Readonly<Record<Locale, string>> = {
  en: 'the device itself',
  nl: 'het apparaat zelf',
  de: 'das Gerät selbst',
  es: 'el propio dispositivo',
};

/** Who acted on a log entry: its name, or the device itself for an entry without one (a door sensor's). */
export function logActorLabel(name: string | null, locale: Locale): string {
  if (name !== null && name.trim() !== '') return name;
  return THE_DEVICE_ITSELF[locale];
}

/**
 * The log entry's action in words ('#<code>' for one the API does not document, '' for none); an opener's
 * (device type 2) in the words of its buttons ("opened" where a lock "unlatched").
 */
export function logActionLabel(
  action: number | null,
  locale: Locale,
  deviceType: number | null = null,
): string {
  if (deviceType === SmartLock.TYPE_OPENER && action !== null && Object.hasOwn(OPENER_ACTIONS, action)) {
    return OPENER_ACTIONS[action][locale];
  }
  return codeWordsOf(ACTIONS, action, locale);
}

/** The log entry's trigger in words ('#<code>' for one the API does not document, '' for none). */
export function logTriggerLabel(trigger: number | null, locale: Locale): string {
  return codeWordsOf(TRIGGERS, trigger, locale);
}

/** The log entry's completion state in words ('#<code>' for one the API does not document, '' for none). */
export function logStateLabel(state: number | null, locale: Locale): string {
  return codeWordsOf(STATES, state, locale);
}
