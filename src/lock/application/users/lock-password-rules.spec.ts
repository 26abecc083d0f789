import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { LockPasswordRuleException } from './lock-password-rule.exception';
import { assertAllowedLockPassword, MIN_LOCK_PASSWORD_LENGTH } from './lock-password-rules';

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
});
