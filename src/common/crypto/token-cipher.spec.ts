import { createHash, randomBytes } from 'node:crypto';
import { TokenCipher, TokenCipherError } from './token-cipher';

const newKey = (): string => randomBytes(32).toString('base64');

/** Flips one bit in one base64url part of a serialised value (index: 2 iv, 3 tag, 4 ciphertext). */
function tamper(payload: string, partIndex: number): string {
  const parts = payload.split('.');
  const bytes = Buffer.from(parts[partIndex], 'base64url');
  bytes[0] ^= 0x01;
  parts[partIndex] = bytes.toString('base64url');
  return parts.join('.');
}

function expectCipherError(action: () => unknown, message?: string | RegExp): void {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(TokenCipherError);
  expect((caught as Error).name).toBe('TokenCipherError');
  if (message !== undefined) expect((caught as Error).message).toMatch(message);
}

describe('TokenCipher', () => {
  describe('encrypt / decrypt', () => {
    it('round-trips a value, unicode included', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const plaintext = '{"value":"eyJhbGciOi.tok€n-✓-😀","usableUntil":1700000000000}';
      expect(cipher.decrypt(cipher.encrypt(plaintext))).toBe(plaintext);
    });

    it('round-trips an empty value', () => {
      const cipher = new TokenCipher({ key: newKey() });
      expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
    });

    it('writes the documented form v1.<key id>.<iv>.<tag>.<ciphertext> with a 96-bit IV and a 128-bit tag', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const parts = cipher.encrypt('access-token').split('.');
      expect(parts).toHaveLength(5);
      expect(parts[0]).toBe('v1');
      expect(parts[1]).toBe(cipher.keyId);
      expect(Buffer.from(parts[2], 'base64url')).toHaveLength(12);
      expect(Buffer.from(parts[3], 'base64url')).toHaveLength(16);
      for (const part of parts.slice(1)) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    });

    it('uses a random IV: the same plaintext encrypts to a different value each time', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const first = cipher.encrypt('same-token');
      const second = cipher.encrypt('same-token');
      expect(first).not.toBe(second);
      expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
      expect(first.split('.')[4]).not.toBe(second.split('.')[4]);
      expect(cipher.decrypt(first)).toBe('same-token');
      expect(cipher.decrypt(second)).toBe('same-token');
    });

    it('never contains the plaintext, raw or base64-encoded', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const plaintext = 'super-secret-access-token-1234567890';
      const payload = cipher.encrypt(plaintext);
      expect(payload).not.toContain(plaintext);
      expect(payload).not.toContain(Buffer.from(plaintext).toString('base64url').slice(0, 16));
      expect(payload).not.toContain(Buffer.from(plaintext).toString('base64').slice(0, 16));
    });
  });

  describe('key format', () => {
    it('accepts the key with and without the base64: prefix (same key, same id, values interchangeable)', () => {
      const key = newKey();
      const plain = new TokenCipher({ key });
      const prefixed = new TokenCipher({ key: `base64:${key}` });
      expect(prefixed.keyId).toBe(plain.keyId);
      expect(prefixed.decrypt(plain.encrypt('t1'))).toBe('t1');
      expect(plain.decrypt(prefixed.encrypt('t2'))).toBe('t2');
    });

    it('accepts a key surrounded by whitespace (as read from an env file)', () => {
      const key = newKey();
      const padded = new TokenCipher({ key: `  base64:${key}\n` });
      expect(padded.keyId).toBe(new TokenCipher({ key }).keyId);
    });

    it('rejects a key of the wrong size with a TokenCipherError naming APP_KEY', () => {
      expectCipherError(
        () => new TokenCipher({ key: randomBytes(16).toString('base64') }),
        /^APP_KEY must be 32 bytes encoded in base64 \(got 16 bytes\)$/,
      );
      expectCipherError(
        () => new TokenCipher({ key: randomBytes(33).toString('base64') }),
        /APP_KEY.*got 33 bytes/,
      );
    });

    it('rejects a garbage key with a TokenCipherError naming APP_KEY', () => {
      expectCipherError(() => new TokenCipher({ key: 'this is not a key!' }), /APP_KEY must be 32 bytes/);
      expectCipherError(() => new TokenCipher({ key: 'base64:' }), /APP_KEY must be 32 bytes/);
    });

    it('rejects a key that only decodes to 32 bytes because invalid characters were skipped', () => {
      // Buffer.from(..., 'base64') silently drops '!' and '*'; the cipher must not accept such a key.
      const key = newKey();
      expectCipherError(() => new TokenCipher({ key: `${key.slice(0, 10)}!*${key.slice(10)}` }), /APP_KEY/);
    });

    it('does not accept a hex-encoded 32-byte key (it is not base64 of 32 bytes)', () => {
      expectCipherError(() => new TokenCipher({ key: randomBytes(32).toString('hex') }), /APP_KEY/);
    });

    it.each([
      ['undefined', undefined],
      ['empty', ''],
      ['blank', '   '],
    ])('throws TokenCipherError "APP_KEY is not set" when the key is %s', (_label, key) => {
      expectCipherError(() => new TokenCipher({ key }), /^APP_KEY is not set$/);
    });

    it('names the previous key that is unusable', () => {
      expectCipherError(
        () => new TokenCipher({ key: newKey(), previousKeys: [newKey(), 'short'] }),
        /^APP_PREVIOUS_KEYS\[1\] must be 32 bytes/,
      );
    });
  });

  describe('fromEnv', () => {
    it('reads APP_KEY', () => {
      const key = newKey();
      expect(TokenCipher.fromEnv({ APP_KEY: key }).keyId).toBe(new TokenCipher({ key }).keyId);
    });

    it('throws TokenCipherError when APP_KEY is missing', () => {
      expectCipherError(() => TokenCipher.fromEnv({}), /APP_KEY is not set/);
    });

    it('throws TokenCipherError naming APP_KEY when APP_KEY is unusable', () => {
      expectCipherError(() => TokenCipher.fromEnv({ APP_KEY: 'garbage' }), /APP_KEY must be 32 bytes/);
    });

    it('still decrypts values written under an old key after a rotation (APP_PREVIOUS_KEYS, comma-separated)', () => {
      const oldest = newKey();
      const old = newKey();
      const current = newKey();
      const beforeRotation = TokenCipher.fromEnv({ APP_KEY: old });
      const written = beforeRotation.encrypt('written-before-rotation', 'ctx');

      const afterRotation = TokenCipher.fromEnv({ APP_KEY: current, APP_PREVIOUS_KEYS: `${oldest},${old}` });
      expect(afterRotation.decrypt(written, 'ctx')).toBe('written-before-rotation');
      // New values are written with the current key, which the old cipher does not know.
      const rewritten = afterRotation.encrypt('new', 'ctx');
      expect(rewritten.split('.')[1]).toBe(afterRotation.keyId);
      expect(afterRotation.keyId).not.toBe(beforeRotation.keyId);
      expectCipherError(() => beforeRotation.decrypt(rewritten, 'ctx'), /unknown key/);
    });

    it('ignores blank entries and spaces in APP_PREVIOUS_KEYS', () => {
      const old = newKey();
      const written = TokenCipher.fromEnv({ APP_KEY: old }).encrypt('v');
      const rotated = TokenCipher.fromEnv({ APP_KEY: newKey(), APP_PREVIOUS_KEYS: ` , base64:${old} ,,` });
      expect(rotated.decrypt(written)).toBe('v');
    });

    it('no longer decrypts old values once the old key is dropped from APP_PREVIOUS_KEYS', () => {
      const old = newKey();
      const written = TokenCipher.fromEnv({ APP_KEY: old }).encrypt('v');
      const rotated = TokenCipher.fromEnv({ APP_KEY: newKey(), APP_PREVIOUS_KEYS: '' });
      expectCipherError(() => rotated.decrypt(written), /unknown key/);
    });
  });

  describe('decrypt failures', () => {
    it('throws TokenCipherError for a value written with an unknown key, naming its id', () => {
      const writer = new TokenCipher({ key: newKey() });
      const reader = new TokenCipher({ key: newKey() });
      expectCipherError(
        () => reader.decrypt(writer.encrypt('t')),
        `the cached value was written with an unknown key (id ${writer.keyId})`,
      );
    });

    it('does not decrypt when the key id is swapped for a known id of another key', () => {
      const a = newKey();
      const b = newKey();
      const reader = new TokenCipher({ key: a, previousKeys: [b] });
      const payload = new TokenCipher({ key: b }).encrypt('t').split('.');
      payload[1] = reader.keyId; // claims to be written with key a
      expectCipherError(() => reader.decrypt(payload.join('.')), /does not decrypt/);
    });

    it.each([
      ['the ciphertext', 4],
      ['the auth tag', 3],
      ['the IV', 2],
    ])('throws TokenCipherError when %s is tampered with', (_label, partIndex) => {
      const cipher = new TokenCipher({ key: newKey() });
      const payload = cipher.encrypt('access-token-value', 'ctx');
      expectCipherError(
        () => cipher.decrypt(tamper(payload, partIndex), 'ctx'),
        'the cached value does not decrypt (wrong key or tampered value)',
      );
    });

    it('throws TokenCipherError for a truncated auth tag (no short-tag forgery)', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const parts = cipher.encrypt('t').split('.');
      parts[3] = Buffer.from(parts[3], 'base64url').subarray(0, 4).toString('base64url');
      expectCipherError(() => cipher.decrypt(parts.join('.')), /does not decrypt/);
    });

    it('throws TokenCipherError for an empty IV', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const parts = cipher.encrypt('t').split('.');
      parts[2] = '';
      expectCipherError(() => cipher.decrypt(parts.join('.')), /does not decrypt/);
    });

    it('throws TokenCipherError when the context (additional authenticated data) differs', () => {
      const cipher = new TokenCipher({ key: newKey() });
      const payload = cipher.encrypt('t', 'delivery.token.aaa');
      expect(cipher.decrypt(payload, 'delivery.token.aaa')).toBe('t');
      expectCipherError(() => cipher.decrypt(payload, 'delivery.token.bbb'), /does not decrypt/);
      expectCipherError(() => cipher.decrypt(payload), /does not decrypt/);
      expectCipherError(() => cipher.decrypt(cipher.encrypt('t'), 'delivery.token.aaa'), /does not decrypt/);
    });

    it.each([
      ['a plain token', 'plain-access-token'],
      ['an empty string', ''],
      ['another format version', 'v2.a.b.c.d'],
      ['too few parts', 'v1.a.b.c'],
      ['too many parts', 'v1.a.b.c.d.e'],
    ])('throws TokenCipherError for %s (not the encrypted format)', (_label, payload) => {
      const cipher = new TokenCipher({ key: newKey() });
      expectCipherError(() => cipher.decrypt(payload), 'the cached value is not in the encrypted format');
    });

    it('throws TokenCipherError for a value that is not a string', () => {
      const cipher = new TokenCipher({ key: newKey() });
      expectCipherError(
        () => cipher.decrypt({ value: 'x' } as unknown as string),
        /not in the encrypted format/,
      );
    });
  });

  describe('keyId', () => {
    it('is a short hash of the key, never the key itself', () => {
      const key = newKey();
      const cipher = new TokenCipher({ key });
      const bytes = Buffer.from(key, 'base64');
      expect(cipher.keyId).toMatch(/^[0-9a-f]{12}$/);
      expect(cipher.keyId).toBe(createHash('sha256').update(bytes).digest('hex').slice(0, 12));
      expect(key).not.toContain(cipher.keyId);
      expect(bytes.toString('hex')).not.toContain(cipher.keyId);
    });

    it('is stable for a key and differs between keys', () => {
      const key = newKey();
      expect(new TokenCipher({ key }).keyId).toBe(new TokenCipher({ key }).keyId);
      expect(new TokenCipher({ key: newKey() }).keyId).not.toBe(new TokenCipher({ key }).keyId);
    });

    it('keeps the key out of the serialised value', () => {
      const key = newKey();
      const payload = new TokenCipher({ key }).encrypt('t');
      expect(payload).not.toContain(key.replace(/=+$/, ''));
      expect(payload).not.toContain(Buffer.from(key, 'base64').toString('base64url'));
      expect(payload).not.toContain(Buffer.from(key, 'base64').toString('hex'));
    });
  });

  describe('derivedKeys', () => {
    it('derives one 32-byte key per key, current first, apart per purpose and never the key itself', () => {
      const current = newKey();
      const previous = newKey();
      const cipher = new TokenCipher({ key: current, previousKeys: [previous] });

      const keys = cipher.derivedKeys('purpose-a');

      expect(keys.map((key) => key.length)).toEqual([32, 32]);
      expect(keys[0].equals(new TokenCipher({ key: current }).derivedKeys('purpose-a')[0])).toBe(true);
      expect(keys[1].equals(new TokenCipher({ key: previous }).derivedKeys('purpose-a')[0])).toBe(true);
      expect(keys[0].equals(cipher.derivedKeys('purpose-b')[0])).toBe(false);
      expect(keys[0].equals(Buffer.from(current, 'base64'))).toBe(false);
    });
  });
});
