import { LOCALES } from '../../../../common/i18n/translator';
import { SmartLock } from '../../../data/smart-lock';
import { logActionLabel, logActorLabel, logStateLabel, logTriggerLabel } from './log-entry-labels';

const SMART_LOCK = 0;
const OPENER = SmartLock.TYPE_OPENER;

describe('log entry labels', () => {
  describe('logActionLabel', () => {
    // The buttons: a lock's "Unlatch" / "Openen" / "Öffnen" / "Abrir", an opener's "Open" / "Openen" / "Öffnen" / "Abrir".
    it.each([
      ['en', 'unlatched', 'opened'],
      ['nl', 'geopend', 'geopend'],
      ['de', 'geöffnet', 'geöffnet'],
      ['es', 'apertura', 'apertura'],
    ] as const)(
      "says an opener's action 3 in %s with the word of its Open button",
      (locale, lock, opener) => {
        expect(logActionLabel(3, locale, SMART_LOCK)).toBe(lock);
        expect(logActionLabel(3, locale)).toBe(lock);
        expect(logActionLabel(3, locale, OPENER)).toBe(opener);
      },
    );

    it.each([
      ['en', 'ring to open on', 'ring to open off'],
      ['nl', 'Ring to Open aan', 'Ring to Open uit'],
      ['de', 'Ring to Open eingeschaltet', 'Ring to Open ausgeschaltet'],
      ['es', 'Ring to Open activado', 'Ring to Open desactivado'],
    ] as const)("says an opener's actions 1 and 2 in %s as ring to open on and off", (locale, on, off) => {
      expect(logActionLabel(1, locale, OPENER)).toBe(on);
      expect(logActionLabel(2, locale, OPENER)).toBe(off);
      expect(logActionLabel(1, locale, SMART_LOCK)).not.toBe(on);
    });

    it("reads an opener's other codes as a lock's", () => {
      expect(logActionLabel(224, 'de', OPENER)).toBe('Klingeln erkannt');
      expect(logActionLabel(4, 'en', OPENER)).toBe("lock 'n' go");
      expect(logActionLabel(99, 'es', OPENER)).toBe('#99');
      expect(logActionLabel(null, 'nl', OPENER)).toBe('');
    });
  });

  it.each(LOCALES)('has words in %s for every documented code', (locale) => {
    for (const code of [1, 2, 3, 4, 5, 208, 209, 224, 240, 241, 242, 243, 250, 251, 252, 253, 254, 255]) {
      expect(logActionLabel(code, locale)).not.toMatch(/^(#.*)?$/);
    }
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7, 255])
      expect(logTriggerLabel(code, locale)).not.toMatch(/^(#.*)?$/);
    for (const code of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 254, 255]) {
      expect(logStateLabel(code, locale)).not.toMatch(/^(#.*)?$/);
    }
  });

  it('names the device itself for an entry without a name, in the page language', () => {
    expect(LOCALES.map((locale) => logActorLabel(null, locale))).toEqual([
      'the device itself',
      'het apparaat zelf',
      'das Gerät selbst',
      'el propio dispositivo',
    ]);
    expect(logActorLabel('Anna', 'de')).toBe('Anna');
  });
});

describe('log entry labels in the action column (language review)', () => {
  it('says the es actions as nouns, the act, not adjectives of the lock', () => {
    expect([1, 2, 3].map((code) => logActionLabel(code, 'es', SMART_LOCK))).toEqual([
      'desbloqueo',
      'bloqueo',
      'apertura',
    ]);
    expect(logActionLabel(3, 'es', OPENER)).toBe('apertura');
  });

  it('says the es door events as nouns too', () => {
    expect(logActionLabel(240, 'es')).toBe('apertura de la puerta');
    expect(logActionLabel(241, 'es')).toBe('cierre de la puerta');
  });
});
