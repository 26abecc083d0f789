import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { isJsonObject } from '../../common/json/json-body';
import { jsonValueDepth, MAX_JSON_DEPTH } from '../../common/json/json-depth';
import { JsonTooDeepException } from '../../common/json/json-too-deep.exception';
import type { LockApiRequest } from '../http/lock-api-client';
import type { LockQuery } from '../http/lock-query';
import type { LockHttpMethod } from './lock-routes';

const ROUTE = /^(GET|PUT|POST|DELETE) (\/[^\s?#]*)$/;
/** A `{name}` placeholder of a route's path. */
export const PATH_PLACEHOLDER = /\{([^{}/]+)\}/g;

/**
 * The call a route and its parameters make: `{name}` placeholders of the path filled from the parameters of that
 * name (percent-encoded), `body` as the JSON body, every other parameter in the query.
 * @throws InvalidArgumentException for a malformed route, a missing or unusable path parameter, or parameters
 *   that are no object; JsonTooDeepException for a body nested deeper than `MAX_JSON_DEPTH`; nothing is sent
 */
export function lockApiRequest(route: string, parameters: unknown = {}): LockApiRequest {
  const match = typeof route === 'string' ? ROUTE.exec(route) : null;
  if (match === null) {
    throw new InvalidArgumentException(
      `The lock API route must be "<GET|PUT|POST|DELETE> /path", e.g. "GET /smartlock/{smartlockId}", got ${JSON.stringify(String(route))}.`,
    );
  }
  if (parameters === undefined || parameters === null) parameters = {};
  if (!isJsonObject(parameters)) {
    throw new InvalidArgumentException(`The parameters of ${route} must be an object.`);
  }
  const method = match[1] as LockHttpMethod;
  const { body, ...rest } = parameters as Record<string, unknown>;
  // Written as JSON by recursion: far deeper, it would overflow the stack with a bare RangeError.
  if (jsonValueDepth(body) > MAX_JSON_DEPTH) throw new JsonTooDeepException(`The body of ${route}`);
  const used = new Set<string>();
  const path = match[2].replace(PATH_PLACEHOLDER, (_, name: string) => {
    used.add(name);
    return pathSegment(route, name, rest[name]);
  });
  const query: LockQuery = {};
  for (const [name, value] of Object.entries(rest)) {
    if (!used.has(name)) query[name] = queryValue(route, name, value);
  }
  return {
    method,
    path,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined ? { json: body } : {}),
  };
}

/** The path parameter as a segment. @throws InvalidArgumentException when missing, empty, `.`/`..` or no scalar */
function pathSegment(route: string, name: string, value: unknown): string {
  if (value === undefined || value === null) {
    throw new InvalidArgumentException(`The path parameter ${name} of ${route} is missing.`);
  }
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string') {
    throw new InvalidArgumentException(
      `The path parameter ${name} of ${route} must be a string or a number.`,
    );
  }
  const text = String(value);
  if (text.trim() === '' || text === '.' || text === '..') {
    // A dot segment would be resolved away by the URL and address another resource.
    throw new InvalidArgumentException(
      `The path parameter ${name} of ${route} must not be ${JSON.stringify(text)}.`,
    );
  }
  return encodeURIComponent(text);
}

/** The value of a query parameter. @throws InvalidArgumentException for an object or a function */
function queryValue(route: string, name: string, value: unknown): LockQuery[string] {
  const items = Array.isArray(value) ? value : [value];
  const scalar = (item: unknown): boolean =>
    item === null ||
    item === undefined ||
    item instanceof Date ||
    ['string', 'number', 'boolean'].includes(typeof item);
  if (!items.every(scalar)) {
    throw new InvalidArgumentException(
      `The query parameter ${name} of ${route} must be a string, number, boolean, Date or a list of them.`,
    );
  }
  return value as LockQuery[string];
}
