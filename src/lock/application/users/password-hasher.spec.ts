import crypto from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { LockException } from '../../errors/lock.exception';
import { LOCK_PASSWORD_HASH_COST } from '../../lock.constants';
import { LockModule } from '../../lock.module';
import { PasswordHasher } from './password-hasher';
import { DEFAULT_SCRYPT_COST, MIN_PRODUCTION_SCRYPT_N, ScryptCost } from './scrypt-cost';

/**
 * `PasswordHasher` (issue 5 "Users and the guard"): scrypt (memory-hard) hashes with a fresh salt, constant-time
 * verification, a dummy comparison for an unknown user (so it runs the same KDF), and `false`, never a throw, for
 * a stored value that is not one of its hashes. Issue 31: the cost comes from its provider (the production cost
 * 2^16 by default, nothing below 2^14 outside tests), and a stored hash verifies at its own cost.
 */

const PASSWORD = 'correct horse battery staple';
/** `scrypt$N$r$p$<salt>$<key>`: N = 2^16, r = 8, p = 1, a 16-byte salt and a 64-byte key in base64. */
const HASH_FORMAT = /^scrypt\$65536\$8\$1\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{86}==)$/;
/** A cost far below the production one, as the test apps use (only `NODE_ENV=test` takes it). */
const LOW_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
/** The env of a test run: only it takes `LOW_COST`. */
const TEST_ENV = { NODE_ENV: 'test' };

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

  describe('the cost (issue 31)', () => {
    it('is the production cost by default: DEFAULT_SCRYPT_COST is N = 2^16, r = 8, p = 1', () => {
      expect(DEFAULT_SCRYPT_COST).toEqual({ N: 2 ** 16, r: 8, p: 1 });
      expect(stored).toMatch(/^scrypt\$65536\$8\$1\$/);
    });

    it('is the production cost in LockModule unless LOCK_PASSWORD_HASH_COST is overridden', async () => {
      const databaseUrl = `sqlite://${join(tmpdir(), `password-hasher-${crypto.randomUUID()}.sqlite`)}`;
      const moduleRef = await Test.createTestingModule({
        imports: [LockModule.forRoot({ databaseUrl })],
      }).compile();
      try {
        expect(moduleRef.get(LOCK_PASSWORD_HASH_COST)).toBe(DEFAULT_SCRYPT_COST);
        await expect(moduleRef.get(PasswordHasher).hash(PASSWORD)).resolves.toMatch(HASH_FORMAT);
      } finally {
        await moduleRef.close();
      }
    });

    it('is the cost it is given, which the hash carries and scrypt runs at', async () => {
      const scrypt = jest.spyOn(crypto, 'scrypt');

      const low = await new PasswordHasher(LOW_COST, TEST_ENV).hash(PASSWORD);

      expect(low).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
      expect(costsOf(scrypt)).toEqual([LOW_COST]);
    });

    it('verifies a hash at its own cost: hashes made at one cost verify with a hasher at another', async () => {
      const lowHasher = new PasswordHasher(LOW_COST, TEST_ENV);
      const low = await lowHasher.hash(PASSWORD);
      const scrypt = jest.spyOn(crypto, 'scrypt');

      await expect(hasher.verify(PASSWORD, low)).resolves.toBe(true);
      await expect(lowHasher.verify(PASSWORD, stored)).resolves.toBe(true);
      await expect(hasher.verify('not the password', low)).resolves.toBe(false);
      await expect(lowHasher.verify('not the password', stored)).resolves.toBe(false);

      expect(costsOf(scrypt)).toEqual([LOW_COST, DEFAULT_SCRYPT_COST, LOW_COST, DEFAULT_SCRYPT_COST]);
    });

    it('verifies a stored hash below 2^14 outside tests too (the floor is for the configured cost only)', async () => {
      const low = await new PasswordHasher(LOW_COST, TEST_ENV).hash(PASSWORD);

      await expect(
        new PasswordHasher(DEFAULT_SCRYPT_COST, { NODE_ENV: 'production' }).verify(PASSWORD, low),
      ).resolves.toBe(true);
    });

    it('checks an unknown user at the configured cost, and makes its dummy hash without running scrypt', async () => {
      const scrypt = jest.spyOn(crypto, 'scrypt');

      const lowHasher = new PasswordHasher(LOW_COST, TEST_ENV);
      expect(scrypt).not.toHaveBeenCalled();
      await expect(lowHasher.verify(PASSWORD, null)).resolves.toBe(false);

      expect(costsOf(scrypt)).toEqual([LOW_COST]);
    });

    it('runs a cost above 128 MiB (scrypt is given the memory the cost needs)', async () => {
      const big = new PasswordHasher({ N: 2 ** 17, r: 8, p: 1 });

      await expect(big.verify(PASSWORD, await big.hash(PASSWORD))).resolves.toBe(true);
    });

    describe('refuses, naming the problem', () => {
      it.each<[string, ScryptCost, RegExp]>([
        ['an N that is not a power of two', { N: 1000, r: 8, p: 1 }, /N = 1000 is not a power of two/],
        ['N = 1', { N: 1, r: 8, p: 1 }, /N = 1 is not a power of two of at least 2/],
        ['N = 0', { N: 0, r: 8, p: 1 }, /N = 0 is not a power of two/],
        ['a negative N', { N: -1024, r: 8, p: 1 }, /N = -1024 is not a power of two/],
        ['a fractional N', { N: 0.5, r: 8, p: 1 }, /N = 0.5 is not a power of two/],
        ['an N that is not a number', { N: NaN, r: 8, p: 1 }, /N = NaN is not a power of two/],
        ['r = 0', { N: 2 ** 14, r: 0, p: 1 }, /r = 0 is not a whole number of at least 1/],
        ['a fractional r', { N: 2 ** 14, r: 1.5, p: 1 }, /r = 1.5 is not a whole number/],
        ['p = 0', { N: 2 ** 14, r: 8, p: 0 }, /p = 0 is not a whole number from 1 to 16/],
        ['p = 17', { N: 2 ** 14, r: 8, p: 17 }, /p = 17 is not a whole number from 1 to 16/],
        [
          'an N of 2^(16·r) or more (r = 1, N = 2^16)',
          { N: 2 ** 16, r: 1, p: 1 },
          /N = 65536 is not below 2\^\(16·r\) = 2\^16/,
        ],
        ['more than 512 MiB (N = 2^18, r = 16)', { N: 2 ** 18, r: 16, p: 1 }, /more than 512 MiB/],
        ['more than 512 MiB (N = 2^20, r = 8)', { N: 2 ** 20, r: 8, p: 1 }, /more than 512 MiB/],
      ])('%s', (_case, cost, problem) => {
        const construct = () => new PasswordHasher(cost);

        expect(construct).toThrow(LockException);
        expect(construct).toThrow(/^Invalid password hash cost \(provider LOCK_PASSWORD_HASH_COST\): /);
        expect(construct).toThrow(problem);
      });

      it.each<[string, string | undefined]>([
        ['production', 'production'],
        ['development', 'development'],
        ['unset', undefined],
      ])('an N below 2^14 while NODE_ENV is %s', async (_case, nodeEnv) => {
        const env = nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv };
        expect(() => new PasswordHasher({ N: 2 ** 13, r: 8, p: 1 }, env)).toThrow(
          /N = 8192 is below 2\^14, which only tests \(NODE_ENV=test\) may use/,
        );
        expect(() => new PasswordHasher(LOW_COST, env)).toThrow(LockException);
      });
    });

    describe('takes, at the edges', () => {
      it('N = 2^14 outside tests (MIN_PRODUCTION_SCRYPT_N)', async () => {
        expect(MIN_PRODUCTION_SCRYPT_N).toBe(2 ** 14);
        const production = { NODE_ENV: 'production' };
        expect(
          () => new PasswordHasher({ N: MIN_PRODUCTION_SCRYPT_N, r: 8, p: 1 }, production),
        ).not.toThrow();
      });

      it.each<[string, ScryptCost]>([
        ['N = 2 while NODE_ENV is test', { N: 2, r: 1, p: 1 }],
        ['p = 16', { N: 2 ** 14, r: 8, p: 16 }],
        ['r = 1 with N = 2^15', { N: 2 ** 15, r: 1, p: 1 }],
        ['N = 2^18 with r = 15 (just under 512 MiB)', { N: 2 ** 18, r: 15, p: 1 }],
      ])('%s', (_case, cost) => {
        expect(() => new PasswordHasher(cost, TEST_ENV)).not.toThrow();
      });
    });

    describe('verify of a stored hash whose cost is out of bounds (a hostile row): false without running scrypt', () => {
      const key = () => HASH_FORMAT.exec(stored)?.slice(1).join('$') ?? '';

      it.each([
        ['an N of 2^30', '1073741824$8$1'],
        ['more than 512 MiB', '1048576$8$1'],
        ['p = 17', '16384$8$17'],
        ['p beyond any bound', '16384$8$99999999'],
        ['r = 0', '16384$0$1'],
        ['N = 1', '1$8$1'],
        ['an N that is not a power of two', '3$8$1'],
        ['N of 2^(16·r) or more', '65536$1$1'],
        ['cost fields that are not whole numbers', '16384$8.5$1'],
        ['a cost field with more digits than a safe integer', '9999999999999999$8$1'],
      ])('%s', async (_case, cost) => {
        const scrypt = jest.spyOn(crypto, 'scrypt');

        await expect(hasher.verify(PASSWORD, `scrypt$${cost}$${key()}`)).resolves.toBe(false);

        expect(scrypt).not.toHaveBeenCalled();
      });
    });
  });
});
