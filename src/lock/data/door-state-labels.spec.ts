import { DOOR_STATE_LABELS, translateDoorState } from './door-state-labels';

describe('door state labels', () => {
  it('has the same lines in English and Dutch, none empty', () => {
    expect(Object.keys(DOOR_STATE_LABELS.nl).sort()).toEqual(Object.keys(DOOR_STATE_LABELS.en).sort());
    for (const catalogue of [DOOR_STATE_LABELS.en, DOOR_STATE_LABELS.nl]) {
      for (const line of Object.values(catalogue)) expect(line.trim()).not.toBe('');
    }
  });

  // Each listed door state's label, in both languages, is tested through SmartLock.doorStateLabel().
  it.each([null, 6, 15, 17, 100, 239, 241, 254, 256, -1, 2.5])('labels %p as unknown', (doorState) => {
    expect(translateDoorState(doorState, 'en')).toBe('Door state unknown');
    expect(translateDoorState(doorState, 'nl')).toBe('Deurstatus onbekend');
  });
});
