import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';

/** The filter names the status endpoint accepts. */
export const DELIVERY_FILTER_NAMES = [
  'functioneelId',
  'berichtId',
  'debiteurKVK',
  'debiteurGLN',
  'debiteurBTW',
] as const;

/** One filter name. */
export type DeliveryFilterName = (typeof DELIVERY_FILTER_NAMES)[number];

/**
 * Filters of a status query. At least one needs a value; given filters are combined (a message matches all).
 * `''`, whitespace only, `null` and `undefined` count as no value. With only debtor filters the portal
 * returns the last hundred messages of that debtor.
 */
export type DeliveryFilters = Partial<Record<DeliveryFilterName, string | number | null | undefined>>;

/**
 * Checks the filters and returns the query to send (only the filters with a value, trimmed).
 * Throws `InvalidArgumentException` for an unknown filter name, a value that is not a string or number,
 * or when no filter has a value.
 */
export function toStatusQuery(filters: unknown): Partial<Record<DeliveryFilterName, string>> {
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) {
    throw new InvalidArgumentException(
      `Delivery filters must be an object with one or more of ${DELIVERY_FILTER_NAMES.join(', ')}.`,
    );
  }
  const query: Partial<Record<DeliveryFilterName, string>> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (!(DELIVERY_FILTER_NAMES as readonly string[]).includes(name)) {
      throw new InvalidArgumentException(
        `Unknown delivery filter "${name}"; the filters are ${DELIVERY_FILTER_NAMES.join(', ')}.`,
      );
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw new InvalidArgumentException(`Delivery filter "${name}" must be a string or a number.`);
    }
    const text = String(value).trim();
    if (text !== '') query[name as DeliveryFilterName] = text;
  }
  if (Object.keys(query).length === 0) {
    throw new InvalidArgumentException(
      `A delivery status query needs at least one filter with a value (${DELIVERY_FILTER_NAMES.join(', ')}).`,
    );
  }
  return query;
}
