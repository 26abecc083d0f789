import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';

/** Which password rule a new password breaks: too short, or (on a change) the same as the current one. */
export type LockPasswordRule = 'length' | 'unchanged';

/**
 * A new password of a lock user that the password rules refuse (`lock-password-rules.ts`); nothing was stored. The
 * message names the rule, never the password; the console renders `rule` (and `minLength`) in the page's language.
 */
export class LockPasswordRuleException extends InvalidArgumentException {
  constructor(
    /** The shortest password the rules allow. */
    readonly minLength: number,
    /** The rule the password breaks (`length` unless told). */
    readonly rule: LockPasswordRule = 'length',
  ) {
    super(
      rule === 'unchanged'
        ? 'The new password is the current one: choose another. Nothing changed.'
        : `The password must be at least ${minLength} characters long.`,
    );
  }
}
