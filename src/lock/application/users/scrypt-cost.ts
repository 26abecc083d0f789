import { LockException } from '../../errors/lock.exception';

/** The cost of a scrypt hash (RFC 7914): `N` (CPU and memory, a power of two), `r` (block size), `p` (parallelism). */
export interface ScryptCost {
  /** CPU and memory cost: a power of two, at least 2^14 unless `NODE_ENV` is `test`. */
  readonly N: number;
  /** Block size (8 in the default). */
  readonly r: number;
  /** Parallelism, 1 to 16. */
  readonly p: number;
}

/** The cost passwords are hashed at: N = 2^16, r = 8, p = 1 (64 MiB and a noticeable moment per hash). */
export const DEFAULT_SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 16, r: 8, p: 1 });
/** The lowest `N` a hasher takes unless `NODE_ENV` is `test`. */
export const MIN_PRODUCTION_SCRYPT_N = 2 ** 14;
/** The most memory one hash may take: 512 MiB. */
const MAX_SCRYPT_MEMORY = 512 * 1024 * 1024;
/** The highest `p` accepted. */
const MAX_SCRYPT_P = 16;

/** The bytes scrypt allocates for the cost, as OpenSSL counts them (its `maxmem` must be at least this). */
export function scryptMemory(cost: ScryptCost): number {
  return 128 * cost.r * (cost.N + 2 + cost.p);
}

/**
 * What makes the cost unusable, or null: `N` a power of two of at least 2 and below 2^(16·r), `r` at least 1,
 * `p` from 1 to 16, and at most 512 MiB of memory. This is the check of a stored hash's own parameters too.
 */
export function scryptCostProblem(cost: ScryptCost): string | null {
  const { N, r, p } = cost;
  if (!isPowerOfTwo(N)) return `N = ${N} is not a power of two of at least 2`;
  if (!Number.isSafeInteger(r) || r < 1) return `r = ${r} is not a whole number of at least 1`;
  if (!Number.isSafeInteger(p) || p < 1 || p > MAX_SCRYPT_P)
    return `p = ${p} is not a whole number from 1 to ${MAX_SCRYPT_P}`;
  if (N >= 2 ** (16 * r)) return `N = ${N} is not below 2^(16·r) = 2^${16 * r}`;
  if (scryptMemory(cost) > MAX_SCRYPT_MEMORY)
    return `N = ${N}, r = ${r}, p = ${p} take ${scryptMemory(cost)} bytes, more than 512 MiB`;
  return null;
}

/**
 * @throws LockException when the cost is unusable (see `scryptCostProblem`) or its `N` is below 2^14 while the
 * `NODE_ENV` of the env given (the module's resolved env, through the hasher's provider) is not `test`
 */
export function assertScryptCost(cost: ScryptCost, env: NodeJS.ProcessEnv): void {
  const problem = scryptCostProblem(cost);
  if (problem !== null) throw costError(problem);
  if (cost.N < MIN_PRODUCTION_SCRYPT_N && (env.NODE_ENV ?? '').trim().toLowerCase() !== 'test')
    throw costError(`N = ${cost.N} is below 2^14, which only tests (NODE_ENV=test) may use`);
}

function costError(problem: string): LockException {
  return new LockException(`Invalid password hash cost (provider LOCK_PASSWORD_HASH_COST): ${problem}.`);
}

function isPowerOfTwo(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 2 && 2 ** Math.round(Math.log2(n)) === n;
}
