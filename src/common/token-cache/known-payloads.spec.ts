import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { TokenCipher } from '../crypto/token-cipher';
import { KnownPayloads } from './known-payloads';

const newKey = () => randomBytes(32).toString('base64');

describe('KnownPayloads', () => {
  it('decrypts a payload seen last under the key without the cipher, and a new one with it', () => {
    const cipher = new TokenCipher({ key: newKey() });
    const known = new KnownPayloads();
    const payload = cipher.encrypt('token-1', 'k');
    const decrypt = jest.spyOn(cipher, 'decrypt');

    expect(known.decrypt(cipher, payload, 'k')).toBe('token-1');
    expect(known.decrypt(cipher, payload, 'k')).toBe('token-1');
    expect(decrypt).toHaveBeenCalledTimes(1);
    expect(known.decrypt(cipher, cipher.encrypt('token-2', 'k'), 'k')).toBe('token-2');
    expect(decrypt).toHaveBeenCalledTimes(2);
  });

  it('still refuses a tampered payload and a payload moved to another key', () => {
    const cipher = new TokenCipher({ key: newKey() });
    const known = new KnownPayloads();
    const payload = known.encrypt(cipher, 'token-1', 'k');
    expect(() => known.decrypt(cipher, `${payload.slice(0, -2)}AA`, 'k')).toThrow('does not decrypt');
    expect(() => known.decrypt(cipher, payload, 'other')).toThrow('does not decrypt');
  });

  it('reuses the payload for the same text under the same key, and encrypts anew for another text', () => {
    const cipher = new TokenCipher({ key: newKey() });
    const known = new KnownPayloads();
    const first = known.encrypt(cipher, 'token-1', 'k');
    expect(known.encrypt(cipher, 'token-1', 'k')).toBe(first);
    expect(known.encrypt(cipher, 'token-2', 'k')).not.toBe(first);
    expect(known.encrypt(cipher, 'token-1', 'other')).not.toBe(first);
  });

  it('encrypts anew a text last read under a previous key (a rotation rewrites it under the current one)', () => {
    const previous = newKey();
    const old = new TokenCipher({ key: previous });
    const rotated = new TokenCipher({ key: newKey(), previousKeys: [previous] });
    const known = new KnownPayloads();
    const oldPayload = old.encrypt('token-1', 'k');
    expect(known.decrypt(rotated, oldPayload, 'k')).toBe('token-1');

    const rewritten = known.encrypt(rotated, 'token-1', 'k');
    expect(rewritten).not.toBe(oldPayload);
    expect(rotated.isCurrent(rewritten)).toBe(true);
  });

  it('forgets a deleted key, and shows no text when inspected', () => {
    const cipher = new TokenCipher({ key: newKey() });
    const known = new KnownPayloads();
    const payload = known.encrypt(cipher, 'secret-token', 'k');
    expect(inspect(known, { depth: 5, showHidden: true })).not.toContain('secret-token');
    known.forget('k');
    expect(known.encrypt(cipher, 'secret-token', 'k')).not.toBe(payload);
  });
});
