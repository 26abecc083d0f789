import { joinUrl } from '../../common/config/config-parsing';
import { ConnectionException } from '../../common/http/connection.exception';
import { withRetries } from '../../common/http/retry-policy';
import type { QueryValue, Transport, TransportRequest, TransportResponse } from '../../common/http/transport';
import { parseJsonBody } from '../../common/json/json-body';
import { redactSecrets } from '../../common/redaction/redact-secrets';
import type { LockAuthenticator } from '../auth/lock-authenticator';
import { ApiException } from '../errors/api.exception';
import { LockException } from '../errors/lock.exception';
import { listAnswer, LockQuery } from '../resources/lock-answer';
import type { LockConfig } from '../support/lock-config';

/** One call of the lock API; `path` is relative to the base URL. */
export interface LockApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** A JSON body; left out: no body. */
  json?: unknown;
}

/**
 * Any `Bearer <token>` in a text the API sent back, also URL- or form-encoded (`Bearer%20...`, `Bearer+...`) or
 * JSON-escaped (`\/`).
 */
const BEARER_CREDENTIAL = /\bBearer(?:\s+|%20|\+)[A-Za-z0-9\-._~+/%\\]+=*/gi;

/**
 * Sends calls to the lock API on behalf of an account key: the bearer token from the authenticator (nothing is
 * sent without one), `LOCK_HTTP_RETRIES` attempts in all with a fixed `LOCK_HTTP_RETRY_SLEEP` pause on a
 * connection error, HTTP 429 or any 5xx (never on another 4xx), an `ApiException` for a 4xx/5xx answer and the
 * `ConnectionException` after the last attempt. It logs nothing.
 */
export class LockApiClient {
  constructor(
    private readonly config: LockConfig,
    private readonly transport: Transport,
    private readonly authenticator: LockAuthenticator,
  ) {}

  /** The answer's JSON (null for an empty answer). @throws LockException for an answer that is not JSON */
  async send(accountKey: string, request: LockApiRequest): Promise<unknown> {
    const token = await this.authenticator.accessToken(accountKey);
    const endpoint = `${request.method} ${request.path}`;
    const outgoing: TransportRequest = {
      method: request.method,
      url: joinUrl(this.config.baseUrl(), request.path),
      query: request.query,
      headers: { Authorization: `Bearer ${token}` },
      json: request.json,
    };
    const response = await withRetries<TransportResponse>(
      { attempts: this.config.retries(), pauseMs: this.config.retrySleepMs() },
      async () => {
        try {
          const answer = await this.transport.send(outgoing);
          if (answer.status >= 200 && answer.status < 300) return { done: answer };
          const failed = new ApiException(answer.status, this.redact(answer.body, token), endpoint);
          return { failed, retryable: answer.status === 429 || answer.status >= 500 };
        } catch (error) {
          if (error instanceof ConnectionException) return { failed: error, retryable: true };
          throw error;
        }
      },
    );
    if (response.body.trim() === '') return null;
    const json = parseJsonBody(response.body);
    if (json === undefined) {
      throw new LockException(
        `LOCK API ${endpoint} returned HTTP ${response.status} with an answer that is not JSON.`,
      );
    }
    return json;
  }

  /** GET the path and answer its list of objects. @throws LockException when the answer is no list of objects */
  async getList(accountKey: string, path: string, query?: LockQuery): Promise<Record<string, unknown>[]> {
    return listAnswer(await this.send(accountKey, { method: 'GET', path, query }), `GET ${path}`);
  }

  private redact(text: string, token: string): string {
    return redactSecrets(text, [token, this.config.oauthClientSecret(), ...this.config.apiTokens()]).replace(
      BEARER_CREDENTIAL,
      'Bearer [redacted]',
    );
  }
}
