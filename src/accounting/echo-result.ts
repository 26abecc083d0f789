import type { AccountingQuery, AccountingData, AccountingResult } from './accounting-payload';

/** What an echo call returns when the round trip worked. */
export interface EchoSuccess {
  /** The round trip worked. */
  success: true;
  /** `Echo resource <VERB> successful`. */
  message: string;
  /** Round-trip time in milliseconds. */
  response_time_ms: number;
  /** ISO 8601 UTC with microseconds. */
  timestamp: string;
  /** The query sent (GET, HEAD). */
  query_params?: AccountingQuery;
  /** The data sent (POST). */
  request_data?: AccountingData;
  /** The answer (an empty array for HEAD). */
  response: AccountingResult;
}

/** What an echo call returns when it failed; it never throws. */
export interface EchoFailure {
  /** The round trip failed. */
  success: false;
  /** `Echo resource <VERB> failed`. */
  message: string;
  /** The exception message, redacted as the error line is (URL userinfo, credential-shaped values). */
  error: string;
  /** The HTTP status of a 4xx or 5xx answer; 0 when there was no answer (or no call). */
  error_code: number;
  /** ISO 8601 UTC with microseconds. */
  timestamp: string;
}

/** The result of an echo call. */
export type EchoResult = EchoSuccess | EchoFailure;
