import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';

/**
 * Which rule of a lock account a value breaks: the key's shape, the name's length, or a rename to no name at all
 * (`blank-name`).
 */
export type LockAccountRule = 'key' | 'name' | 'blank-name';

/**
 * A new account's key, or an account's name, that the account rules refuse (`lock-account-key.ts`,
 * `lock-account-name.ts`); nothing was written. The message names the rule; the console renders `rule` in the
 * page's language, the commands print the message.
 */
export class LockAccountRuleException extends InvalidArgumentException {
  constructor(
    /** The rule the value breaks. */
    readonly rule: LockAccountRule,
    message: string,
  ) {
    super(message);
  }
}
