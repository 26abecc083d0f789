import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { PATH_PLACEHOLDER } from '../api/lock-api-request';
import type { LockHttpMethod } from '../api/lock-routes';

/** The methods `lock:api` sends. */
export const LOCK_API_METHODS: readonly LockHttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE'];

/** One `--field` (typed) or `--raw-field` (always a string) as given, `key=value`. */
export interface LockApiField {
  /** The text after the flag. */
  text: string;
  /** True for `--field`/`-F`: `true`, `false`, `null` and numbers become JSON values. */
  typed: boolean;
  /** Its place among the fields of the command line (both flags counted together). */
  order?: number;
}

/** The JSON body `--input` gave. */
export interface LockApiInput {
  body: unknown;
}

/** A value a field or a query string gives: a JSON scalar, or a list of them (`key[]=...`). */
type ParameterValue = string | number | boolean | null;

/** What `lock:api` hands `lock.request()`: the route and its parameters. */
export interface LockApiCall {
  route: string;
  parameters: Record<string, unknown>;
}

/** The name `lock.request()` reads as the JSON body, so no query parameter can have it. */
const BODY_PARAMETER = 'body';
/** Characters no path may hold: white space, controls, `#` (a fragment is never sent). */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const FORBIDDEN_IN_PATH = /[\s\x00-\x1f\x7f#]/;
/** A JSON number as `-F` reads it: no leading zeros, no `+`, no hex. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The method in upper case. @throws InvalidArgumentException for another method */
export function lockApiMethod(given: string | undefined): LockHttpMethod {
  const method = (given ?? '').toUpperCase() as LockHttpMethod;
  if (!LOCK_API_METHODS.includes(method)) {
    throw new InvalidArgumentException(
      `Unknown method "${given ?? ''}"; use ${LOCK_API_METHODS.join(', ')}.`,
    );
  }
  return method;
}

/**
 * The call of `lock:api`: the path (its query string read into query parameters), the fields in the query (GET
 * and DELETE, or any method with `--input`) or as the JSON body (PUT and POST), the `--input` body. A `{name}` of
 * the path is filled from the parameter of that name. A `key[]` given once or more makes a list.
 * @throws InvalidArgumentException for a path not starting with `/`, a field without `=` or without a name, a
 *   name given twice without `[]`, or a query parameter named `body`; nothing is sent
 */
export function lockApiCall(
  method: LockHttpMethod,
  path: string | undefined,
  fields: readonly LockApiField[],
  input: LockApiInput | undefined,
): LockApiCall {
  const [routePath, queryString] = splitPath(path ?? '');
  const placeholders = new Set([...routePath.matchAll(PATH_PLACEHOLDER)].map((match) => match[1]));
  const fromPath = queryStringParameters(queryString);
  const fromFields = fields.map(fieldParameter);
  const fieldsInQuery = input !== undefined || method === 'GET' || method === 'DELETE';

  const pathParameters = new Parameters('path parameter');
  const query = new Parameters('query parameter');
  const body = new Parameters('body field');
  for (const parameter of fromPath) {
    (placeholders.has(parameter.name) ? pathParameters : query).add(parameter);
  }
  for (const parameter of fromFields) {
    if (placeholders.has(parameter.name)) pathParameters.add(parameter);
    else (fieldsInQuery ? query : body).add(parameter);
  }
  const queryValues = query.values();
  if (Object.hasOwn(queryValues, BODY_PARAMETER)) {
    throw new InvalidArgumentException(
      `lock:api cannot send a query parameter named "${BODY_PARAMETER}" (lock.request() reads it as the JSON body).`,
    );
  }
  const jsonBody = input !== undefined ? input.body : body.isEmpty() ? undefined : body.values();
  return {
    route: `${method} ${routePath}`,
    parameters: {
      ...queryValues,
      ...pathParameters.values(),
      ...(jsonBody === undefined ? {} : { [BODY_PARAMETER]: jsonBody }),
    },
  };
}

/**
 * The JSON body of `--input`, from the text read from `source`.
 * @throws InvalidArgumentException for an empty text or one that is not JSON
 */
export function lockApiInput(text: string, source: string): LockApiInput {
  if (text.trim() === '') {
    throw new InvalidArgumentException(`The input from ${source} is empty; give a JSON body.`);
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidArgumentException(`The input from ${source} is not valid JSON: ${reason}`);
  }
}

/** The path without and its query string. @throws InvalidArgumentException for a path lock:api does not send */
function splitPath(path: string): [string, string] {
  if (!path.startsWith('/')) {
    throw new InvalidArgumentException(
      `The path must start with "/" (it is relative to the lock API base URL), got ${JSON.stringify(path)}.`,
    );
  }
  if (FORBIDDEN_IN_PATH.test(path)) {
    throw new InvalidArgumentException(
      `The path must not hold white space, control characters or "#", got ${JSON.stringify(path)}.`,
    );
  }
  const question = path.indexOf('?');
  return question === -1 ? [path, ''] : [path.slice(0, question), path.slice(question + 1)];
}

/** One parameter as given: its name, whether it is a list item (`name[]`), its value. */
interface GivenParameter {
  /** The name without `[]`. */
  name: string;
  /** The name as given, for messages. */
  given: string;
  list: boolean;
  value: ParameterValue;
}

function queryStringParameters(queryString: string): GivenParameter[] {
  if (queryString === '') return [];
  return [...new URLSearchParams(queryString)].map(([key, value]) =>
    givenParameter(key, value, `the query string parameter "${key}=${value}"`),
  );
}

function fieldParameter(field: LockApiField): GivenParameter {
  const flag = field.typed ? '--field' : '--raw-field';
  const equals = field.text.indexOf('=');
  if (equals === -1) {
    throw new InvalidArgumentException(`The ${flag} "${field.text}" has no "="; give it as key=value.`);
  }
  const key = field.text.slice(0, equals);
  const text = field.text.slice(equals + 1);
  return givenParameter(key, field.typed ? typedValue(text) : text, `the ${flag} "${field.text}"`);
}

function givenParameter(key: string, value: ParameterValue, described: string): GivenParameter {
  const list = key.endsWith('[]');
  const name = list ? key.slice(0, -2) : key;
  if (name === '') {
    throw new InvalidArgumentException(`${capitalised(described)} has no name; give it as key=value.`);
  }
  if (name === '__proto__') {
    throw new InvalidArgumentException(`${capitalised(described)} has a name lock:api cannot send.`);
  }
  return { name, given: key, list, value };
}

/** A `--field` value as `gh api -F` reads it: `true`, `false`, `null` and numbers as JSON, the rest as text. */
function typedValue(text: string): ParameterValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (JSON_NUMBER.test(text)) {
    const number = Number(text);
    // A number JavaScript cannot hold exactly (a 20-digit id) stays the text it was.
    const exact = Number.isFinite(number) && (!Number.isInteger(number) || Number.isSafeInteger(number));
    if (exact) return number;
  }
  return text;
}

/** The parameters of one destination (path, query or body), each name given once or as a list. */
class Parameters {
  private readonly byName = new Map<string, { list: boolean; values: ParameterValue[] }>();

  constructor(private readonly kind: string) {}

  add(parameter: GivenParameter): void {
    const known = this.byName.get(parameter.name);
    if (known === undefined) {
      this.byName.set(parameter.name, { list: parameter.list, values: [parameter.value] });
      return;
    }
    if (known.list !== parameter.list) {
      throw new InvalidArgumentException(
        `The ${this.kind} "${parameter.name}" is given both as "${parameter.name}" and as "${parameter.name}[]".`,
      );
    }
    if (!parameter.list) {
      throw new InvalidArgumentException(
        `The ${this.kind} "${parameter.name}" is given more than once; name it "${parameter.name}[]" to send a list.`,
      );
    }
    known.values.push(parameter.value);
  }

  isEmpty(): boolean {
    return this.byName.size === 0;
  }

  values(): Record<string, ParameterValue | ParameterValue[]> {
    return Object.fromEntries(
      [...this.byName].map(([name, { list, values }]) => [name, list ? values : values[0]]),
    );
  }
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
