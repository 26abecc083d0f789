import { Injectable, Logger } from '@nestjs/common';
import { redactCredentials } from '../common/redaction/redact-credentials';
import { AccountingApi } from './accounting-api';
import { AccountingException } from './accounting.exception';
import type { AccountingData, AccountingQuery, AccountingResult } from './accounting-payload';
import type { EchoResult } from './echo-result';
import { echoTimestamp } from './echo-timestamp';

/** The echo resource's path below the base URL. */
export const ECHO_RESOURCE_PATH = '/echo/resource';
/** The query sent by GET and HEAD when the caller gives none. */
export const DEFAULT_ECHO_QUERY: Readonly<AccountingQuery> = Object.freeze({ param1: 'sample' });
/** The body sent by POST when the caller gives none: a sample vehicle. */
export const DEFAULT_ECHO_VEHICLE: Readonly<Record<string, unknown>> = Object.freeze({
  vehicleType: 'train',
  maxSpeed: 125,
  avgSpeed: 90,
  speedUnit: 'mph',
});

type EchoVerb = 'GET' | 'HEAD' | 'POST';

/**
 * Proves that a request makes the round trip to the accounting API's `/echo/resource` (aliased
 * `'accounting.echo'`). It never throws: every failure is reported in the result, and logged as one error line
 * (`Echo resource <VERB> failed: <message>`, redacted), as the original package does; the result's `error` is the
 * same redacted message.
 */
@Injectable()
export class EchoService {
  private readonly logger = new Logger('EchoService');

  constructor(private readonly api: AccountingApi) {}

  /** GET `/echo/resource` with the params (default `param1=sample`). */
  getEchoResource(params: AccountingQuery = {}): Promise<EchoResult> {
    const query = orDefault(params, DEFAULT_ECHO_QUERY);
    return this.echo('GET', { query_params: query }, () => this.api.get(ECHO_RESOURCE_PATH, query));
  }

  /** HEAD `/echo/resource` with the params (default `param1=sample`); its `response` is an empty array. */
  headEchoResource(params: AccountingQuery = {}): Promise<EchoResult> {
    const query = orDefault(params, DEFAULT_ECHO_QUERY);
    return this.echo('HEAD', { query_params: query }, () => this.api.head(ECHO_RESOURCE_PATH, query));
  }

  /** POST `/echo/resource` with the data as JSON body (default: a sample vehicle). */
  postEchoResource(data: AccountingData = {}): Promise<EchoResult> {
    const body = orDefault(data, DEFAULT_ECHO_VEHICLE);
    return this.echo('POST', { request_data: body }, () => this.api.post(ECHO_RESOURCE_PATH, body));
  }

  private async echo(
    verb: EchoVerb,
    sent: { query_params: AccountingQuery } | { request_data: AccountingData },
    call: () => Promise<AccountingResult>,
  ): Promise<EchoResult> {
    const started = performance.now();
    try {
      const response = await call();
      return {
        success: true,
        message: `Echo resource ${verb} successful`,
        response_time_ms: Math.round((performance.now() - started) * 100) / 100,
        timestamp: echoTimestamp(),
        ...sent,
        response,
      };
    } catch (error) {
      // The package's exceptions are redacted already; an error of anything else loses URL userinfo and
      // credential-shaped values before it reaches the log line or the result.
      const message = redactCredentials(error instanceof Error ? error.message : String(error));
      this.logger.error(`Echo resource ${verb} failed: ${message}`);
      return {
        success: false,
        message: `Echo resource ${verb} failed`,
        error: message,
        error_code: error instanceof AccountingException ? error.status() : 0,
        timestamp: echoTimestamp(),
      };
    }
  }
}

/** The caller's value, or the default when the caller gave nothing (or an empty object or list). */
function orDefault<T extends object>(value: T | null | undefined, fallback: Readonly<T>): T {
  const empty =
    value === null ||
    value === undefined ||
    (typeof value === 'object' &&
      (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0));
  return empty ? { ...fallback } : value;
}
