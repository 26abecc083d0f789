import { createHmac } from 'node:crypto';
import { TokenCipher, TokenCipherError } from '../../../common/crypto/token-cipher';
import type { LockCipherKeys } from '../../auth/lock-auth-settings';
import { KeypadCodeUnrecordableException } from './keypad-code-unrecordable.exception';

/** The HKDF purpose of the key that digests keypad codes awaiting the lock API's list. */
const KEY_PURPOSE = 'lock-keypad-code-pending-v1';

/**
 * Keyed digests of keypad codes (HMAC-SHA256 of the account, the smartlock and the digits (as text), under a key derived
 * from `APP_KEY` with `TokenCipher.derivedKeys`), so a code a sub-user sent can be found again in the lock's list
 * without its digits being stored: six digits are a million guesses, which an unkeyed hash gives away in
 * milliseconds. A digest made under the current key is matched under it and under each key of `APP_PREVIOUS_KEYS`,
 * so a key rotation keeps the pending codes findable.
 */
export class KeypadCodeDigests {
  constructor(private readonly cipherKeys: () => LockCipherKeys) {}

  /**
   * The digest of the code on the lock, under the current key.
   * @throws KeypadCodeUnrecordableException without a usable `APP_KEY`
   */
  digest(accountKey: string, smartlockId: number, code: string): string {
    return digestOf(this.keys()[0], accountKey, smartlockId, code);
  }

  /** Every digest the code on the lock may have been stored under (the current key, then the previous ones). */
  candidates(accountKey: string, smartlockId: number, code: string): string[] {
    return this.keys().map((key) => digestOf(key, accountKey, smartlockId, code));
  }

  private keys(): Buffer[] {
    try {
      return new TokenCipher(this.cipherKeys()).derivedKeys(KEY_PURPOSE);
    } catch (error) {
      if (!(error instanceof TokenCipherError)) throw error;
      throw new KeypadCodeUnrecordableException(
        `a sub-user's keypad code is recorded before it is sent, as a digest keyed with APP_KEY (never its digits), so it is removed when their grant ends, and APP_KEY is not usable (${error.message}); set APP_KEY, or let a main user create the code`,
      );
    }
  }
}

function digestOf(key: Buffer, accountKey: string, smartlockId: number, code: string): string {
  return createHmac('sha256', key).update(`${accountKey}\n${smartlockId}\n${code}`).digest('hex');
}
