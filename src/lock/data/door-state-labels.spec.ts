import { DOOR_STATE_LABELS, translateDoorState } from './door-state-labels';

describe('door state labels', () => {
  it('has the same lines in English and Dutch, none empty', () => {
    expect(Object.keys(DOOR_STATE_LABELS.nl).sort()).toEqual(Object.keys(DOOR_STATE_LABELS.en).sort());
    for (const catalogue of [DOOR_STATE_LABELS.en, DOOR_STATE_LABELS.nl]) {
      for (const line of Object.values(catalogue)) expect(line.trim()).not.toBe('');
    }
  });

  it.each([
    [0, 'Door sensor unavailable', 'Deursensor niet beschikbaar'],
    [1, 'Door sensor deactivated', 'Deursensor uitgeschakeld'],
    [2, 'Door closed', 'Deur dicht'],
    [3, 'Door open', 'Deur open'],
    [4, 'Door state unknown', 'Deurstatus onbekend'],
    [5, 'Door sensor calibrating', 'Deursensor wordt gekalibreerd'],
    [16, 'Door sensor not calibrated', 'Deursensor niet gekalibreerd'],
    [240, 'Door sensor removed', 'Deursensor verwijderd'],
    [255, 'Door state unknown', 'Deurstatus onbekend'],
  ])('labels door state %p as %p / %p', (doorState, en, nl) => {
    expect(translateDoorState(doorState, 'en')).toBe(en);
    expect(translateDoorState(doorState, 'nl')).toBe(nl);
  });

  it.each([null, 6, 15, 17, 100, 239, 241, 254, 256, -1, 2.5])('labels %p as unknown', (doorState) => {
    expect(translateDoorState(doorState, 'en')).toBe('Door state unknown');
    expect(translateDoorState(doorState, 'nl')).toBe('Deurstatus onbekend');
  });
});
