import { LockException } from '../../errors/lock.exception';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { BLANKS, errorOf, itKeepsItsOptionsHidden } from '../../support/lock-setting-values.spec-helper';
import { LockUsersSettings } from './lock-users-settings';

/** Settings over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>): LockUsersSettings {
  return new LockUsersSettings(options as LockOptions);
}

describe('LockUsersSettings', () => {
  describe('loginLimit(): the sign-in limit, 5 per email and address, 50 per email, 20 per address in 900 s', () => {
    const defaults = {
      maxAttempts: 5,
      maxAttemptsPerEmail: 50,
      maxAttemptsPerAddress: 20,
      windowSeconds: 900,
    };

    it('has the defaults when nothing is set', () => {
      expect(new LockUsersSettings().loginLimit()).toEqual(defaults);
    });

    it.each([false, 'false', '0', 0, 'off', ' No '])('is null when enabled is %j', (enabled) => {
      expect(config({ loginLimit: { enabled, maxAttempts: 'junk-is-not-read' } }).loginLimit()).toBeNull();
    });

    it.each([true, 'true', 'on', '1', undefined])('is on when enabled is %j', (enabled) => {
      expect(config({ loginLimit: { enabled } }).loginLimit()).toEqual(defaults);
    });

    it('reads numbers and numeric strings', () => {
      expect(
        config({
          loginLimit: {
            maxAttempts: '3',
            maxAttemptsPerEmail: '40',
            maxAttemptsPerAddress: 7,
            windowSeconds: ' 60 ',
          },
        }).loginLimit(),
      ).toEqual({ maxAttempts: 3, maxAttemptsPerEmail: 40, maxAttemptsPerAddress: 7, windowSeconds: 60 });
    });

    it.each([...BLANKS, ['"abc"', 'abc'], ['0', '0'], ['-1', -1]])(
      'falls back to the defaults when the numbers are %s',
      (_label, value) => {
        expect(
          config({
            loginLimit: {
              maxAttempts: value,
              maxAttemptsPerEmail: value,
              maxAttemptsPerAddress: value,
              windowSeconds: value,
            },
          }).loginLimit(),
        ).toEqual(defaults);
      },
    );

    it.each([
      [
        'maxAttempts',
        '0x10',
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts) must be a plain decimal',
      ],
      [
        'maxAttempts',
        '2.5',
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts) must be a whole number',
      ],
      [
        'maxAttempts',
        '10001',
        'LOCK_LOGIN_MAX_ATTEMPTS (option loginLimit.maxAttempts) must be at most 10000',
      ],
      [
        'maxAttemptsPerEmail',
        '0x32',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL (option loginLimit.maxAttemptsPerEmail) must be a plain decimal',
      ],
      [
        'maxAttemptsPerEmail',
        '10001',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_EMAIL (option loginLimit.maxAttemptsPerEmail) must be at most 10000',
      ],
      [
        'maxAttemptsPerAddress',
        '1e2',
        'LOCK_LOGIN_MAX_ATTEMPTS_PER_ADDRESS (option loginLimit.maxAttemptsPerAddress) must be a plain decimal',
      ],
      ['windowSeconds', '86401', 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds) must be at most 86400'],
      ['windowSeconds', 1.5, 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds) must be a whole number'],
      ['windowSeconds', Infinity, 'LOCK_LOGIN_WINDOW (option loginLimit.windowSeconds) must be at most'],
    ])('refuses %s = %j with LockException naming the setting', (field, value, message) => {
      const error = errorOf(() => config({ loginLimit: { [field]: value } }).loginLimit());

      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain(`Invalid lock setting: ${message}`);
    });
  });

  describe('passwordResetMailsPerHour(): reset mails per email and hour, 3 by default', () => {
    const read = (value: unknown) => config({ passwordResetMailsPerHour: value }).passwordResetMailsPerHour();

    it.each([...BLANKS, ['"abc"', 'abc'], ['0', '0'], ['-1', -1]])('is 3 when it is %s', (_label, value) => {
      expect(read(value)).toBe(3);
    });

    it('reads numbers and numeric strings, whatever the sign-in limit says', () => {
      expect(read(' 1 ')).toBe(1);
      expect(read(1000)).toBe(1000);
      expect(
        config({
          passwordResetMailsPerHour: '5',
          loginLimit: { enabled: false },
        }).passwordResetMailsPerHour(),
      ).toBe(5);
    });

    it.each([
      ['0x3', 'must be a plain decimal'],
      ['2.5', 'must be a whole number'],
      ['1001', 'must be at most 1000 mails'],
    ])('refuses %j with LockException naming the setting', (value, message) => {
      const error = errorOf(() => read(value));

      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain(
        `Invalid lock setting: LOCK_PASSWORD_RESET_MAILS_PER_HOUR (option passwordResetMailsPerHour) ${message}`,
      );
    });
  });

  itKeepsItsOptionsHidden(config);
});
