import { LockException } from '../errors/lock.exception';

/**
 * The lock setting's value when it is one of the accepted words (any case), the fallback when unset.
 * @throws LockException `Unknown lock <label> "<value>" (<envName>): expected ...` for any other value
 */
export function lockChoiceSetting<T extends string>(
  label: string,
  envName: string,
  value: unknown,
  accepted: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return fallback;
  const word = String(value).trim().toLowerCase();
  if ((accepted as readonly string[]).includes(word)) return word as T;
  throw new LockException(
    `Unknown lock ${label} "${String(value)}" (${envName}): expected ${accepted.map((name) => `"${name}"`).join(', ')}.`,
  );
}
