import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';

/**
 * A new password of a lock user that the password rules refuse (`lock-password-rules.ts`); nothing was stored. The
 * message names the rule, never the password; the console renders `minLength` in the page's language.
 */
export class LockPasswordRuleException extends InvalidArgumentException {
  constructor(
    /** The shortest password the rules allow. */
    readonly minLength: number,
  ) {
    super(`The password must be at least ${minLength} characters long.`);
  }
}
