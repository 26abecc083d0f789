import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { LockPasswordRuleException } from './lock-password-rule.exception';
import {
  assertAllowedLockPassword,
  assertChangedLockPassword,
  MIN_LOCK_PASSWORD_LENGTH,
} from './lock-password-rules';

describe('the lock password rules', () => {
  it('take a password of at least 12 characters', () => {
    expect(MIN_LOCK_PASSWORD_LENGTH).toBe(12);
    expect(() => assertAllowedLockPassword('p'.repeat(12))).not.toThrow();
    expect(() => assertAllowedLockPassword('p'.repeat(200))).not.toThrow();
  });

  it.each(['', 'short', 'p'.repeat(11)])(
    'refuse %j with LockPasswordRuleException naming the rule, never the password',
    (password) => {
      let refused: unknown;
      try {
        assertAllowedLockPassword(password);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(LockPasswordRuleException);
      expect(refused).toBeInstanceOf(InvalidArgumentException);
      expect((refused as LockPasswordRuleException).minLength).toBe(12);
      expect((refused as Error).message).toBe('The password must be at least 12 characters long.');
    },
  );

  it('refuse a change to the current password (rule "unchanged"), never naming it', () => {
    const same = 'the very same passphrase';
    let refused: unknown;
    try {
      assertChangedLockPassword(same, same);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(LockPasswordRuleException);
    expect((refused as LockPasswordRuleException).rule).toBe('unchanged');
    expect((refused as Error).message).not.toContain(same);
    expect(() => assertChangedLockPassword(same, `${same}!`)).not.toThrow();
  });

  it('name the length rule by default', () => {
    expect(new LockPasswordRuleException(12).rule).toBe('length');
  });
});
