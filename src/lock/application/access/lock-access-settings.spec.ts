import { LockException } from '../../errors/lock.exception';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { errorOf, itKeepsItsOptionsHidden } from '../../support/lock-setting-values.spec-helper';
import { LockAccessSettings } from './lock-access-settings';

/** Settings over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>): LockAccessSettings {
  return new LockAccessSettings(options as LockOptions);
}

describe('LockAccessSettings', () => {
  describe('timeZone(): an IANA time zone, UTC unless set', () => {
    it.each([
      [undefined, 'UTC'],
      ['  ', 'UTC'],
      ['Europe/Amsterdam', 'Europe/Amsterdam'],
      ['America/New_York', 'America/New_York'],
    ])('%j gives %j', (value, expected) => {
      expect(config({ timeZone: value }).timeZone()).toBe(expected);
    });

    it.each(['Mars/Olympus', 'CET+', 'not a zone'])(
      'refuses %j, naming the setting and the value',
      (value) => {
        const error = errorOf(() => config({ timeZone: value }).timeZone());
        expect(error).toBeInstanceOf(LockException);
        expect(error.message).toContain('LOCK_TIME_ZONE (option timeZone)');
        expect(error.message).toContain(`"${value}"`);
      },
    );
  });

  itKeepsItsOptionsHidden(config);
});
