import { LOCALES } from '../../../../common/i18n/translator';
import { SmartLock } from '../../../data/smart-lock';
import { lockStateLabel } from './lock-state-labels';

const lockOf = (type: number, state: number | null, stateName?: string) =>
  SmartLock.fromArray({ smartlockId: 1, type, state: { state, ...(stateName ? { stateName } : {}) } });

describe('lockStateLabel', () => {
  it.each([
    [0, 1, ['locked', 'vergrendeld', 'verriegelt', 'bloqueada']],
    [4, 3, ['unlocked', 'ontgrendeld', 'entriegelt', 'desbloqueada']],
    [0, 5, ['unlatched', 'geopend', 'geöffnet', 'abierta']],
    [2, 3, ['Ring to Open active', 'Ring to Open actief', 'Ring to Open aktiv', 'Ring to Open activo']],
    [2, 5, ['open', 'open', 'offen', 'abierta']],
  ])('says type %p state %p in every language', (type, state, words) => {
    expect(LOCALES.map((locale) => lockStateLabel(lockOf(type, state), locale))).toEqual(words);
  });

  it('shows a state the API names by itself as it came, a number without a name as #n, none as null', () => {
    expect(lockStateLabel(lockOf(0, 42, 'napping'), 'de')).toBe('napping');
    expect(lockStateLabel(lockOf(9, 42), 'es')).toBe('#42');
    expect(lockStateLabel(lockOf(0, null), 'nl')).toBeNull();
  });
});
