import { Catalogue, Locale, translate } from '../../common/i18n/translator';

/** The lines of the door-state catalogue. */
export type DoorStateLine =
  | 'door.unavailable'
  | 'door.deactivated'
  | 'door.closed'
  | 'door.open'
  | 'door.calibrating'
  | 'door.uncalibrated'
  | 'door.removed'
  | 'door.unknown';

/** The labels of a lock's door sensor state in every language. */
export const DOOR_STATE_LABELS: Catalogue<DoorStateLine> = {
  en: {
    'door.unavailable': 'Door sensor unavailable',
    'door.deactivated': 'Door sensor deactivated',
    'door.closed': 'Door closed',
    'door.open': 'Door open',
    'door.calibrating': 'Door sensor calibrating',
    'door.uncalibrated': 'Door sensor not calibrated',
    'door.removed': 'Door sensor removed',
    'door.unknown': 'Door state unknown',
  },
  nl: {
    'door.unavailable': 'Deursensor niet beschikbaar',
    'door.deactivated': 'Deursensor uitgeschakeld',
    'door.closed': 'Deur gesloten',
    'door.open': 'Deur open',
    'door.calibrating': 'Deursensor wordt gekalibreerd',
    'door.uncalibrated': 'Deursensor niet gekalibreerd',
    'door.removed': 'Deursensor verwijderd',
    'door.unknown': 'Deurstatus onbekend',
  },
  de: {
    'door.unavailable': 'Türsensor nicht verfügbar',
    'door.deactivated': 'Türsensor deaktiviert',
    'door.closed': 'Tür geschlossen',
    'door.open': 'Tür offen',
    'door.calibrating': 'Türsensor wird kalibriert',
    'door.uncalibrated': 'Türsensor nicht kalibriert',
    'door.removed': 'Türsensor entfernt',
    'door.unknown': 'Türzustand unbekannt',
  },
  es: {
    'door.unavailable': 'Sensor de puerta no disponible',
    'door.deactivated': 'Sensor de puerta desactivado',
    'door.closed': 'Puerta cerrada',
    'door.open': 'Puerta abierta',
    'door.calibrating': 'Calibrando el sensor de puerta',
    'door.uncalibrated': 'Sensor de puerta sin calibrar',
    'door.removed': 'Sensor de puerta retirado',
    'door.unknown': 'Estado de la puerta desconocido',
  },
};

/** The line of each door state the lock API documents; 4 ("door state unknown") and 255 share one line. */
const DOOR_STATE_LINES: ReadonlyMap<number, DoorStateLine> = new Map([
  [0, 'door.unavailable'],
  [1, 'door.deactivated'],
  [2, 'door.closed'],
  [3, 'door.open'],
  [4, 'door.unknown'],
  [5, 'door.calibrating'],
  [16, 'door.uncalibrated'],
  [240, 'door.removed'],
  [255, 'door.unknown'],
]);

/** The label of the door state in the locale; null and undocumented values get the "unknown" label. */
export function translateDoorState(doorState: number | null, locale: Locale): string {
  const line = (doorState === null ? undefined : DOOR_STATE_LINES.get(doorState)) ?? 'door.unknown';
  return translate(DOOR_STATE_LABELS, line, locale);
}
