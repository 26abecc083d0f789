import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import type { QueryValue } from '../../common/http/transport';

/** One value of a lock API query: a scalar, a `Date`, or a list of them. */
export type LockQueryValue = QueryValue | Date | readonly (QueryValue | Date)[];

/** Query parameters and filters of a lock API call. */
export type LockQuery = Record<string, LockQueryValue>;

/**
 * The query as the lock API reads it: a list is one comma-separated value (`types=0,13`, as the API documents its
 * list filters), a `Date` is an RFC 3339 date-time in UTC (`2026-11-01T08:00:00.000Z`, as in bodies);
 * `null`, `undefined` and empty lists are left out.
 * @throws InvalidArgumentException naming the parameter for an invalid `Date`
 */
export function encodeLockQuery(query: LockQuery | undefined): Record<string, QueryValue> | undefined {
  if (query === undefined) return undefined;
  const encoded: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const items = (value as readonly (QueryValue | Date)[])
        .filter((item) => item !== null && item !== undefined)
        .map((item) => scalar(name, item));
      if (items.length > 0) encoded[name] = items.join(',');
    } else if (value !== null && value !== undefined) {
      encoded[name] = scalar(name, value as QueryValue | Date);
    }
  }
  return encoded;
}

function scalar(name: string, value: QueryValue | Date): QueryValue {
  if (!(value instanceof Date)) return value;
  if (Number.isNaN(value.getTime())) {
    throw new InvalidArgumentException(`The query parameter ${name} is an invalid Date.`);
  }
  return value.toISOString();
}
