import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/** The reason a key could not be read or a value could not be decrypted. */
/** The reason given when no key is configured. */
export const APP_KEY_NOT_SET = 'APP_KEY is not set';

export class TokenCipherError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenCipherError';
  }
}

/** Where the cipher's keys come from; both default to the `APP_KEY` / `APP_PREVIOUS_KEYS` env variables. */
export interface TokenCipherKeys {
  /** The current key: 32 random bytes in base64, with or without a `base64:` prefix. */
  key?: string;
  /** Older keys that still decrypt values written before a rotation (comma-separated in the env). */
  previousKeys?: readonly string[];
}

interface Key {
  id: string;
  bytes: Buffer;
}

/**
 * Encrypts tokens for a shared cache with AES-256-GCM: a random 96-bit IV per value, a 128-bit auth tag, and
 * the id of the key that wrote it, so values written under a previous key still decrypt after a rotation.
 * An optional context (the cache key) is bound as additional authenticated data, so a value cannot be moved
 * to another name.
 *
 * Serialised form: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts).
 */
export class TokenCipher {
  // Private (#), so no inspect output shows a key.
  readonly #current: Key;
  readonly #byId: Map<string, Key>;

  constructor(keys: TokenCipherKeys) {
    if (!keys.key || keys.key.trim() === '') {
      throw new TokenCipherError(APP_KEY_NOT_SET);
    }
    this.#current = parseKey(keys.key, 'APP_KEY');
    const previous = (keys.previousKeys ?? [])
      .filter((key) => key.trim() !== '')
      .map((key, index) => parseKey(key, `APP_PREVIOUS_KEYS[${index}]`));
    this.#byId = new Map([this.#current, ...previous].map((key) => [key.id, key]));
  }

  /** Reads `APP_KEY` and `APP_PREVIOUS_KEYS` (comma-separated); throws `TokenCipherError` when unusable. */
  static fromEnv(env: NodeJS.ProcessEnv): TokenCipher {
    return new TokenCipher({ key: env.APP_KEY, previousKeys: (env.APP_PREVIOUS_KEYS ?? '').split(',') });
  }

  /** The id of the key new values are written with (a short hash of the key, never the key). */
  get keyId(): string {
    return this.#current.id;
  }

  /** True when the payload was written under the current key (its format and key id; nothing is decrypted). */
  isCurrent(payload: string): boolean {
    return payload.startsWith(`${FORMAT}.${this.#current.id}.`);
  }

  /**
   * Keys for another use of the app's keys (an HMAC, say), one per key: derived with HKDF-SHA256 from the current
   * key, then from each previous one, with `purpose` as the info, so no key is used for two things.
   */
  derivedKeys(purpose: string): Buffer[] {
    return [...this.#byId.values()].map((key) =>
      Buffer.from(hkdfSync('sha256', key.bytes, Buffer.alloc(0), purpose, KEY_BYTES)),
    );
  }

  encrypt(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#current.bytes, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT, this.#current.id, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
  }

  /** Decrypts a value written by `encrypt` under the current or a previous key; throws `TokenCipherError`. */
  decrypt(payload: string, context = ''): string {
    const parts = typeof payload === 'string' ? payload.split('.') : [];
    if (parts.length !== 5 || parts[0] !== FORMAT) {
      throw new TokenCipherError('the cached value is not in the encrypted format');
    }
    const [, keyId, iv, tag, ciphertext] = parts;
    const key = this.#byId.get(keyId);
    if (!key) {
      throw new TokenCipherError(`the cached value was written with an unknown key (id ${keyId})`);
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, key.bytes, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TokenCipherError('the cached value does not decrypt (wrong key or tampered value)');
    }
  }
}

function parseKey(encoded: string, name: string): Key {
  const text = encoded.trim().replace(/^base64:/, '');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== KEY_BYTES || bytes.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) {
    throw new TokenCipherError(
      `${name} must be ${KEY_BYTES} bytes encoded in base64 (got ${bytes.length} bytes)`,
    );
  }
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 12), bytes };
}

function b64(bytes: Buffer): string {
  return bytes.toString('base64url');
}
