import type { components, operations, paths } from './generated/lock-api.schema';

/** The schemas of the lock API, by the names of its OpenAPI (`LockApiSchemas['AccountUser']`). */
export type LockApiSchemas = components['schemas'];

/** The operations of the lock API, by the `operationId` of its OpenAPI. */
export type LockApiOperations = operations;

/** The HTTP methods the lock API uses. */
export type LockHttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

type PathMethod = Lowercase<LockHttpMethod>;

type Defined<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;

/** Every operation of the lock API as `'<METHOD> <path>'`: `'GET /smartlock/{smartlockId}/auth/{id}'`. */
export type LockRoute = {
  [P in keyof paths & string]: {
    [M in PathMethod]: [Defined<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[PathMethod];
}[keyof paths & string];

/** The OpenAPI operation of a route. */
export type LockRouteOperation<R extends LockRoute> = R extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Defined<paths[P][Lowercase<M> & PathMethod]>
    : never
  : never;

type ParameterGroup<O, Where extends 'path' | 'query'> = O extends { parameters: infer Ps }
  ? Ps extends Partial<Record<Where, infer G>>
    ? [Defined<G>] extends [never]
      ? object
      : Defined<G>
    : object
  : object;

/** What a text query value of a route also takes: a list (sent comma-separated) and a `Date` (RFC 3339). */
type QueryInput<V> = [V] extends [string | undefined] ? V | Date | readonly (string | number)[] : V;

type QueryParameters<O> = {
  [K in keyof ParameterGroup<O, 'query'>]: QueryInput<ParameterGroup<O, 'query'>[K]>;
};

type IfEquals<X, Y, Then, Else> =
  (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? Then : Else;

type WritableKeys<T> = {
  [K in keyof T]-?: IfEquals<{ [Q in K]: T[K] }, { -readonly [Q in K]: T[K] }, K, never>;
}[keyof T];

/**
 * What a request sends of a schema: its properties without the ones the OpenAPI marks read-only (the API sets
 * those: `operationId`, `capabilities`, ...), also where the schema lists them as required.
 */
export type LockWritable<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? Pick<T, WritableKeys<T>>
    : T;

type BodyOf<O> = O extends { requestBody?: infer B }
  ? [Defined<B>] extends [never]
    ? object
    : Defined<B> extends { content: infer C }
      ? undefined extends B
        ? { body?: LockWritable<C[keyof C]> }
        : { body: LockWritable<C[keyof C]> }
      : object
  : object;

/** Path parameters; a text one also takes a number (the API documents some lock ids as text, most as numbers). */
type PathParameters<O> = {
  [K in keyof ParameterGroup<O, 'path'>]: ParameterGroup<O, 'path'>[K] extends string
    ? string | number
    : ParameterGroup<O, 'path'>[K];
};

/**
 * The parameters of a route in one object: the path parameters (`smartlockId`), the query parameters
 * (`limit`), and the JSON body under `body`.
 */
export type LockRequestParameters<R extends LockRoute> = PathParameters<LockRouteOperation<R>> &
  QueryParameters<LockRouteOperation<R>> &
  BodyOf<LockRouteOperation<R>>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;

type ContentOf<Response> = Response extends { content: infer C }
  ? [Defined<C>] extends [never]
    ? null
    : Defined<C>[keyof Defined<C>]
  : null;

/** The data of a route's 2xx answer: the documented schema, `null` for an answer without a body (204). */
export type LockResponseData<R extends LockRoute> =
  LockRouteOperation<R> extends {
    /** The operation's answers by status. */
    responses: infer Rs;
  }
    ? ContentOf<Rs[Extract<keyof Rs, SuccessStatus>]>
    : unknown;

/** The answer of `lock.request()`. */
export interface LockResponse<R extends LockRoute> {
  /** The HTTP status (2xx: any other status is an `ApiException`). */
  status: number;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
  /** The answer's body: its JSON as documented, `null` when it has none. */
  data: LockResponseData<R>;
}

/** The arguments after the route: the parameters, which may be left out when none is required. */
export type LockRequestArguments<R extends LockRoute> =
  object extends LockRequestParameters<R>
    ? [parameters?: LockRequestParameters<R>]
    : [parameters: LockRequestParameters<R>];
