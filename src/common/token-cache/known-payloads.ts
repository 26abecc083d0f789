import type { TokenCipher } from '../crypto/token-cipher';
import { RecentByKey } from './recent-by-key';

/** A payload of the cache and the text it holds. */
interface KnownPayload {
  payload: string;
  text: string;
}

/**
 * Remembers, per cache key, the last payload this process wrote or read and the text it holds, so the same value
 * read back is not decrypted again and the same text written again is not encrypted again (AES-GCM costs about
 * 10 µs each way, as much as a Redis round trip on loopback). Reusing a payload for the same text under the same
 * key re-sends an existing ciphertext; no IV ever protects two different texts. No inspect output shows a text.
 */
export class KnownPayloads {
  private readonly byKey = new RecentByKey<KnownPayload>();

  /** The text of the payload (see `TokenCipher.decrypt`); a payload seen last under the key is not decrypted again. */
  decrypt(cipher: TokenCipher, payload: string, key: string): string {
    const known = this.byKey.get(key);
    if (known?.payload === payload) return known.text;
    const text = cipher.decrypt(payload, key);
    this.byKey.set(key, { payload, text });
    return text;
  }

  /** The payload of the text (see `TokenCipher.encrypt`): the known one when it holds this text under the current key. */
  encrypt(cipher: TokenCipher, text: string, key: string): string {
    const known = this.byKey.get(key);
    if (known?.text === text && cipher.isCurrent(known.payload)) return known.payload;
    const payload = cipher.encrypt(text, key);
    this.byKey.set(key, { payload, text });
    return payload;
  }

  /** Forgets the key's payload (the value was deleted). */
  forget(key: string): void {
    this.byKey.delete(key);
  }
}
