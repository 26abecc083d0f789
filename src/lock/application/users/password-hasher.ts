import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  assertScryptCost,
  DEFAULT_SCRYPT_COST,
  ScryptCost,
  scryptCostProblem,
  scryptMemory,
} from './scrypt-cost';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** `scrypt$N$r$p$<salt b64>$<key b64>`. */
const STORED_FORM = /^scrypt\$(\d{1,16})\$(\d{1,16})\$(\d{1,16})\$([^$]*)\$([^$]+)$/;

/**
 * Hashes passwords with scrypt (memory-hard) at the cost it is given (`LOCK_PASSWORD_HASH_COST`, by default
 * `DEFAULT_SCRYPT_COST`) in the form `scrypt$N$r$p$<salt b64>$<key b64>`, and compares them in constant time. A
 * stored hash carries its own cost, so hashes made at another cost still verify. `verify` of an unknown user runs
 * against a dummy hash at the configured cost, so it takes the same time.
 */
export class PasswordHasher {
  /**
   * The hash an unknown user's password is checked against: the configured cost, a random salt and a random key
   * (which no password's key equals), made ahead rather than at the first login.
   */
  private readonly unknownUserHash: string;
  /** A copy of the cost it was given, checked once. */
  private readonly cost: ScryptCost;

  /**
   * `env` is the env whose `NODE_ENV` may allow a test cost (the module passes its resolved env; none: no test).
   * @throws LockException when the cost is unusable, or below 2^14 while `NODE_ENV` is not `test`
   */
  constructor(cost: ScryptCost = DEFAULT_SCRYPT_COST, env: NodeJS.ProcessEnv = {}) {
    this.cost = Object.freeze({ N: cost.N, r: cost.r, p: cost.p });
    assertScryptCost(this.cost, env);
    this.unknownUserHash = format(this.cost, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));
  }

  /** The hash of the password, with a fresh random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    return format(this.cost, salt, await derive(password, salt, this.cost));
  }

  /**
   * True when the password matches the hash, at the hash's own cost; `null` (no such user) is compared to a dummy
   * and is false. A hash that is not in the form, or whose cost is out of bounds, is false without running scrypt.
   */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const [, n, r, p, salt, expected] = STORED_FORM.exec(stored ?? this.unknownUserHash) ?? [];
    if (expected === undefined) return false;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    if (scryptCostProblem(cost) !== null) return false;
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

function format(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options = { N: cost.N, r: cost.r, p: cost.p, maxmem: scryptMemory(cost) };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
