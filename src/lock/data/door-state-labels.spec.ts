import { LOCALES } from '../../common/i18n/translator';
import { DOOR_STATE_LABELS, translateDoorState } from './door-state-labels';

describe('door state labels', () => {
  it('has the same lines in every language, none empty', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(DOOR_STATE_LABELS[locale]).sort()).toEqual(Object.keys(DOOR_STATE_LABELS.en).sort());
      for (const line of Object.values(DOOR_STATE_LABELS[locale])) expect(line.trim()).not.toBe('');
    }
  });

  // Each listed door state's label, in both languages, is tested through SmartLock.doorStateLabel().
  it.each([null, 6, 15, 17, 100, 239, 241, 254, 256, -1, 2.5])('labels %p as unknown', (doorState) => {
    expect(translateDoorState(doorState, 'en')).toBe('Door state unknown');
    expect(translateDoorState(doorState, 'nl')).toBe('Deurstatus onbekend');
    expect(translateDoorState(doorState, 'de')).toBe('Türzustand unbekannt');
    expect(translateDoorState(doorState, 'es')).toBe('Estado de la puerta desconocido');
  });
});
