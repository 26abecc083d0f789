import type { Locale } from '../../../common/i18n/translator';

/** Words for each documented code, in every language of the console. */
type CodeWords = Readonly<Record<number, Readonly<Record<Locale, string>>>>;

/** The lock API's log actions (`SmartlockLog.action`). */
const ACTIONS: CodeWords = {
  1: { en: 'unlocked', nl: 'ontgrendeld' },
  2: { en: 'locked', nl: 'vergrendeld' },
  3: { en: 'unlatched', nl: 'geopend' },
  4: { en: "lock 'n' go", nl: "lock 'n' go" },
  5: { en: "lock 'n' go with unlatch", nl: "lock 'n' go met openen" },
  208: { en: 'door warning: ajar', nl: 'deurwaarschuwing: staat open' },
  209: { en: 'door warning: status mismatch', nl: 'deurwaarschuwing: status klopt niet' },
  224: { en: 'doorbell recognized', nl: 'deurbel herkend' },
  240: { en: 'door opened', nl: 'deur geopend' },
  241: { en: 'door closed', nl: 'deur gesloten' },
  242: { en: 'door sensor jammed', nl: 'deursensor klemt' },
  243: { en: 'firmware update', nl: 'firmware-update' },
  250: { en: 'door log enabled', nl: 'deurlogboek aangezet' },
  251: { en: 'door log disabled', nl: 'deurlogboek uitgezet' },
  252: { en: 'initialization', nl: 'initialisatie' },
  253: { en: 'calibration', nl: 'kalibratie' },
  254: { en: 'log enabled', nl: 'logboek aangezet' },
  255: { en: 'log disabled', nl: 'logboek uitgezet' },
};

/** The lock API's log triggers (`SmartlockLog.trigger`). */
const TRIGGERS: CodeWords = {
  0: { en: 'system', nl: 'systeem' },
  1: { en: 'manual', nl: 'handmatig' },
  2: { en: 'button', nl: 'knop' },
  3: { en: 'automatic', nl: 'automatisch' },
  4: { en: 'web', nl: 'web' },
  5: { en: 'app', nl: 'app' },
  6: { en: 'auto lock', nl: 'automatisch vergrendelen' },
  7: { en: 'accessory', nl: 'accessoire' },
  255: { en: 'keypad', nl: 'toetsenbord' },
};

/** The lock API's completion states (`SmartlockLog.state`). */
const STATES: CodeWords = {
  0: { en: 'success', nl: 'gelukt' },
  1: { en: 'motor blocked', nl: 'motor geblokkeerd' },
  2: { en: 'canceled', nl: 'geannuleerd' },
  3: { en: 'too recent', nl: 'te kort na de vorige' },
  4: { en: 'busy', nl: 'bezig' },
  5: { en: 'low motor voltage', nl: 'lage motorspanning' },
  6: { en: 'clutch failure', nl: 'koppeling faalt' },
  7: { en: 'motor power failure', nl: 'motorstroom faalt' },
  8: { en: 'incomplete', nl: 'onvolledig' },
  9: { en: 'rejected', nl: 'geweigerd' },
  10: { en: 'rejected (night mode)', nl: 'geweigerd (nachtmodus)' },
  254: { en: 'other error', nl: 'andere fout' },
  255: { en: 'unknown error', nl: 'onbekende fout' },
};

/** Who acted on a log entry: its name, or the device itself for an entry without one (a door sensor's). */
export function logActorLabel(name: string | null, locale: Locale): string {
  if (name !== null && name.trim() !== '') return name;
  return locale === 'nl' ? 'het apparaat zelf' : 'the device itself';
}

/** The log entry's action in words ('#<code>' for one the API does not document, '' for none). */
export function logActionLabel(action: number | null, locale: Locale): string {
  return wordsOf(ACTIONS, action, locale);
}

/** The log entry's trigger in words ('#<code>' for one the API does not document, '' for none). */
export function logTriggerLabel(trigger: number | null, locale: Locale): string {
  return wordsOf(TRIGGERS, trigger, locale);
}

/** The log entry's completion state in words ('#<code>' for one the API does not document, '' for none). */
export function logStateLabel(state: number | null, locale: Locale): string {
  return wordsOf(STATES, state, locale);
}

function wordsOf(words: CodeWords, code: number | null, locale: Locale): string {
  if (code === null) return '';
  return Object.hasOwn(words, code) ? words[code][locale] : `#${code}`;
}
