import crypto from 'node:crypto';
import { PasswordHasher } from './password-hasher';

/**
 * `PasswordHasher` (issue 5 "Users and the guard"): scrypt (memory-hard) hashes with a fresh salt, constant-time
 * verification, a dummy comparison for an unknown user (so it runs the same KDF), and `false`, never a throw, for
 * a stored value that is not one of its hashes.
 */

const PASSWORD = 'correct horse battery staple';
/** `scrypt$N$r$p$<salt>$<key>`: N = 2^16, r = 8, p = 1, a 16-byte salt and a 64-byte key in base64. */
const HASH_FORMAT = /^scrypt\$65536\$8\$1\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{86}==)$/;

/** The N, r and p of each scrypt call the spy saw, in order. */
function costsOf(spy: jest.SpyInstance): { N: unknown; r: unknown; p: unknown }[] {
  return spy.mock.calls.map((call) => {
    const options = call[3] as crypto.ScryptOptions;
    return { N: options.N, r: options.r, p: options.p };
  });
}

describe('PasswordHasher', () => {
  // Each scrypt run takes 64 MiB and a noticeable moment; a slow machine needs the room.
  jest.setTimeout(60_000);

  const hasher = new PasswordHasher();
  let stored: string;

  beforeAll(async () => {
    stored = await hasher.hash(PASSWORD);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('hash', () => {
    it('is scrypt with N = 2^16, r = 8, p = 1, a 16-byte salt and a 64-byte key, without the password', () => {
      const [, salt, key] = HASH_FORMAT.exec(stored) ?? [];

      expect(stored).toMatch(HASH_FORMAT);
      expect(Buffer.from(salt, 'base64')).toHaveLength(16);
      expect(Buffer.from(key, 'base64')).toHaveLength(64);
      expect(stored).not.toContain(PASSWORD);
      expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    });

    it('salts every hash afresh: the same password hashes differently, and each verifies', async () => {
      const again = await hasher.hash(PASSWORD);

      expect(again).not.toBe(stored);
      expect(HASH_FORMAT.exec(again)?.[1]).not.toBe(HASH_FORMAT.exec(stored)?.[1]);
      await expect(hasher.verify(PASSWORD, again)).resolves.toBe(true);
      await expect(hasher.verify(PASSWORD, stored)).resolves.toBe(true);
    });

    it('is the scrypt key of the password and the salt (NFKC-normalised)', async () => {
      const [, salt, key] = HASH_FORMAT.exec(stored) ?? [];
      const expected = crypto.scryptSync(PASSWORD, Buffer.from(salt, 'base64'), 64, {
        N: 2 ** 16,
        r: 8,
        p: 1,
        maxmem: 128 * 1024 * 1024,
      });

      expect(Buffer.from(key, 'base64').equals(expected)).toBe(true);
    });
  });

  describe('verify', () => {
    it('is true for the password', async () => {
      await expect(hasher.verify(PASSWORD, stored)).resolves.toBe(true);
    });

    it.each([
      ['another password', 'correct horse battery stapl'],
      ['the password with a character more', `${PASSWORD}!`],
      ['the password in capitals', PASSWORD.toUpperCase()],
      ['an empty password', ''],
    ])('is false for %s', async (_case, attempt) => {
      await expect(hasher.verify(attempt, stored)).resolves.toBe(false);
    });

    it('takes either Unicode form of the same password (both are NFKC-normalised)', async () => {
      const composed = 'Caf\u00e9 de la Gare 2026';
      const decomposed = 'Cafe\u0301 de la Gare 2026';

      await expect(hasher.verify(decomposed, await hasher.hash(composed))).resolves.toBe(true);
    });

    it('compares the keys with timingSafeEqual', async () => {
      const compare = jest.spyOn(crypto, 'timingSafeEqual');

      await expect(hasher.verify('not the password', stored)).resolves.toBe(false);

      expect(compare).toHaveBeenCalledTimes(1);
    });
  });

  describe('verify of an unknown user (no stored hash)', () => {
    it('is false, for any password', async () => {
      await expect(hasher.verify(PASSWORD, null)).resolves.toBe(false);
      await expect(hasher.verify('', null)).resolves.toBe(false);
    });

    it('still runs scrypt with the same cost as a known user, once per call, from the very first call on', async () => {
      const known = await new PasswordHasher().hash(PASSWORD);
      const fresh = new PasswordHasher();
      const scrypt = jest.spyOn(crypto, 'scrypt');

      await fresh.verify(PASSWORD, known);
      const knownCosts = costsOf(scrypt);
      scrypt.mockClear();
      await fresh.verify(PASSWORD, null);
      await fresh.verify('something else entirely', null);

      expect(knownCosts).toEqual([{ N: 2 ** 16, r: 8, p: 1 }]);
      expect(costsOf(scrypt)).toEqual([...knownCosts, ...knownCosts]);
    });

    it('compares against a dummy hash in constant time too', async () => {
      const compare = jest.spyOn(crypto, 'timingSafeEqual');

      await expect(hasher.verify(PASSWORD, null)).resolves.toBe(false);

      expect(compare).toHaveBeenCalledTimes(1);
    });
  });

  describe('verify against a stored value that is not one of its hashes', () => {
    /** The parts of the good hash, to build broken ones from. */
    const parts = () => {
      const [, salt, key] = HASH_FORMAT.exec(stored) ?? [];
      return { salt, key };
    };

    it.each<[string, () => string]>([
      ['an empty string', () => ''],
      ['the password itself (a plain-text column)', () => PASSWORD],
      ['another scheme', () => `bcrypt$65536$8$1$${parts().salt}$${parts().key}`],
      ['a hash cut short', () => 'scrypt$65536$8$1'],
      ['a hash without its key', () => `scrypt$65536$8$1$${parts().salt}`],
      ['an empty key', () => `scrypt$65536$8$1$${parts().salt}$`],
      ['a key cut short', () => `scrypt$65536$8$1$${parts().salt}$${parts().key.slice(0, 40)}`],
      ['a salt that is not base64', () => `scrypt$65536$8$1$!!!$${parts().key}`],
      ['cost fields that are not numbers', () => `scrypt$x$y$z$${parts().salt}$${parts().key}`],
      ['an N that is not a power of two', () => `scrypt$3$8$1$${parts().salt}$${parts().key}`],
      ['an N beyond the memory limit', () => `scrypt$1073741824$8$1$${parts().salt}$${parts().key}`],
    ])('%s: false, not an error', async (_case, value) => {
      await expect(hasher.verify(PASSWORD, value())).resolves.toBe(false);
    });
  });
});
