import type { QueryValue } from '../common/http/transport';

/** The HTTP methods of the generic calls. */
export type AccountingMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

/** A query string: scalar values, or lists of them (sent as repeated names). */
export type AccountingQuery = Record<string, QueryValue | readonly QueryValue[]>;

/** A JSON body: an object or a list. An empty one sends no body at all. */
export type AccountingData = Record<string, unknown> | readonly unknown[];

/** A JSON answer: an object or a list (an empty list for an answer without a body, and for every HEAD). */
export type AccountingResult = Record<string, unknown> | unknown[];

/** What one call sends besides its method and URI. */
export interface AccountingPayload {
  /** The query string's parameters. */
  query?: AccountingQuery;
  /** The JSON body. */
  data?: AccountingData;
}
