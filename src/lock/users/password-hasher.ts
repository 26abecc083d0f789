import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt cost settings (memory-hard: 64 MiB per hash with N = 2^16, r = 8). */
const COST = { N: 2 ** 16, r: 8, p: 1, maxmem: 128 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/**
 * The hash an unknown user's password is checked against: the hash of a random password nobody knows, made
 * ahead (not at the first login, which would make that login slower and so tell an unknown email apart).
 */
const UNKNOWN_USER_HASH =
  'scrypt$65536$8$1$DAj/RviFHHOluCnvQbNtng==$PnECPwLnoy1jbUonqnisAJsET1j/TP5zIa9WIct8gCaxhUuuoYa+UGDNZ5o7BIS3q9WIYj+kEVCjWd9gpOcm2A==';

/**
 * Hashes passwords with scrypt (memory-hard) in the form `scrypt$N$r$p$<salt b64>$<hash b64>` and compares them
 * in constant time. `verify` of an unknown user runs against a dummy hash, so it takes the same time.
 */
export class PasswordHasher {
  /** The hash of the password, with a fresh random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, COST);
    return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** True when the password matches the hash; `null` (no such user) is compared to a dummy and is false. */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const hash = stored ?? UNKNOWN_USER_HASH;
    const [scheme, n, r, p, salt, expected] = hash.split('$');
    if (scheme !== 'scrypt' || expected === undefined) return false;
    const cost = { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem };
    let key: Buffer;
    try {
      key = await derive(password, Buffer.from(salt, 'base64'), cost);
    } catch {
      return false;
    }
    const wanted = Buffer.from(expected, 'base64');
    return key.length === wanted.length && timingSafeEqual(key, wanted) && stored !== null;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
