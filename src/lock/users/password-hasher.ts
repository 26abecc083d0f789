import { randomBytes, scrypt, ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt cost settings (memory-hard: 64 MiB per hash with N = 2^16, r = 8). */
const COST = { N: 2 ** 16, r: 8, p: 1, maxmem: 128 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Hashes passwords with scrypt (memory-hard) in the form `scrypt$N$r$p$<salt b64>$<hash b64>` and compares them
 * in constant time. `verify` of an unknown user runs against a dummy hash, so it takes the same time.
 */
export class PasswordHasher {
  #dummy?: Promise<string>;

  /** The hash of the password, with a fresh random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, COST);
    return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** True when the password matches the hash; `null` (no such user) is compared to a dummy and is false. */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const hash = stored ?? (await this.dummy());
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

  private dummy(): Promise<string> {
    this.#dummy ??= this.hash(randomBytes(32).toString('base64'));
    return this.#dummy;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
