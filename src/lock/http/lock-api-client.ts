import { ConnectionException } from '../../common/http/connection.exception';
import { withRetries } from '../../common/http/retry-policy';
import type { Transport, TransportRequest, TransportResponse } from '../../common/http/transport';
import { parseJsonBody } from '../../common/json/json-body';
import { isTooDeepJsonText, TOO_DEEP } from '../../common/json/json-depth';
import { freezeOwned } from '../data/lock-payload';
import type { LockAuthenticator } from '../auth/lock-authenticator';
import { API_EXCEPTION_BODY_KEPT, ApiException } from '../errors/api.exception';
import { redactedExcerpt } from '../../common/redaction/redacted-excerpt';
import { UnusableAnswerException } from '../errors/unusable-answer.exception';
import { listAnswer, objectAnswer } from './lock-answer';
import { encodeLockQuery, LockQuery } from './lock-query';
import { assertSerializableLockBody } from './lock-request-body';
import { lockRequestUrl } from './lock-request-path';
import type { LockHttpSettings } from './lock-http-settings';
import type { LockSecrets } from '../support/lock-secrets';
import { retryAfterSecondsOf } from '../../common/http/retry-after';

/** The account an exchange with a token that is not stored yet is shown for (`sendWithToken`). */
const UNSTORED_TOKEN_ACCOUNT = 'unsaved-token';

/** One call of the lock API; `path` is relative to the base URL. */
export interface LockApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: LockQuery;
  /** A JSON body; left out: no body. */
  json?: unknown;
}

/** A 2xx answer of the lock API, its body read (see `LockApiClient.respond`). */
export interface LockApiResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  data: unknown;
}

/** True for `application/json` and the `+json` types (`application/problem+json`), parameters ignored. */
export function isJsonMediaType(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * Sends calls to the lock API on behalf of an account key: the bearer token from the authenticator (nothing is
 * sent without one), `LOCK_HTTP_RETRIES` attempts in all with a fixed `LOCK_HTTP_RETRY_SLEEP` pause on a
 * connection error, HTTP 429 or any 5xx (never on another 4xx), an `ApiException` for a 4xx/5xx answer and the
 * `ConnectionException` after the last attempt. It logs nothing.
 */
export class LockApiClient {
  constructor(
    private readonly config: LockHttpSettings,
    private readonly transport: Transport,
    private readonly authenticator: LockAuthenticator,
    private readonly secrets: LockSecrets,
  ) {}

  /**
   * The answer's JSON (null for an empty answer).
   * @throws LockException for an answer that is not JSON or is nested deeper than `MAX_JSON_DEPTH`
   */
  async send(accountKey: string, request: LockApiRequest): Promise<unknown> {
    const response = await this.exchange(accountKey, request);
    return this.json(request, response);
  }

  /**
   * The whole 2xx answer: status, headers and its data: the JSON (null for an empty body) when it is declared JSON
   * or has no declared type, else the text as it came (an answer the API documents as a plain string).
   * @throws LockException for an answer declared JSON that is not, or is nested deeper than `MAX_JSON_DEPTH`
   */
  async respond(accountKey: string, request: LockApiRequest): Promise<LockApiResponse> {
    const response = await this.exchange(accountKey, request);
    const type = response.headers['content-type'];
    const data =
      type === undefined || isJsonMediaType(type) || response.body.trim() === ''
        ? this.json(request, response)
        : response.body;
    return { status: response.status, headers: response.headers, data };
  }

  /** Sends a call whose answer is not read (an action, update, sync or delete): a 2xx is success, whatever its body. */
  async call(accountKey: string, request: LockApiRequest): Promise<void> {
    await this.exchange(accountKey, request);
  }

  /** GET the path and read each object of the list answer. @throws LockException when it is no list of objects */
  getList<T>(
    accountKey: string,
    path: string,
    query: LockQuery | undefined,
    read: (item: Record<string, unknown>) => T,
  ): Promise<T[]> {
    return this.sendForList(accountKey, { method: 'GET', path, query }, read);
  }

  /** GET the path and read the object answer. @throws LockException when it is no object */
  getObject<T>(accountKey: string, path: string, read: (item: Record<string, unknown>) => T): Promise<T> {
    return this.sendForObject(accountKey, { method: 'GET', path }, read);
  }

  /** Sends the call and reads each object of the list answer. @throws LockException when it is no list of objects */
  async sendForList<T>(
    accountKey: string,
    request: LockApiRequest,
    read: (item: Record<string, unknown>) => T,
  ): Promise<T[]> {
    // The parsed answer belongs to this call alone: frozen in place, the data objects need not copy it.
    const answer = freezeOwned(await this.send(accountKey, request));
    return listAnswer(answer, `${request.method} ${request.path}`).map((item) => read(item));
  }

  /** Sends the call and reads the object answer. @throws LockException when it is no object */
  async sendForObject<T>(
    accountKey: string,
    request: LockApiRequest,
    read: (item: Record<string, unknown>) => T,
  ): Promise<T> {
    const answer = freezeOwned(await this.send(accountKey, request));
    return read(objectAnswer(answer, `${request.method} ${request.path}`));
  }

  /**
   * The answer's JSON, null for an empty body. Not retried when unreadable: the same answer would come again.
   * @throws UnusableAnswerException for an answer that is not JSON or is nested deeper than `MAX_JSON_DEPTH`
   */
  private json(request: LockApiRequest, response: TransportResponse): unknown {
    if (response.body.trim() === '') return null;
    const json = parseJsonBody(response.body);
    if (json === undefined) {
      const answer = isTooDeepJsonText(response.body)
        ? `an answer ${TOO_DEEP}`
        : 'an answer that is not JSON';
      throw new UnusableAnswerException(
        `LOCK API ${request.method} ${request.path} returned HTTP ${response.status} with ${answer}.`,
        `${request.method} ${request.path}`,
      );
    }
    return json;
  }

  /**
   * Sends the call with this bearer token instead of an account's (a token that is not stored yet, checked before
   * it is) and answers its JSON, as `send` does.
   */
  async sendWithToken(token: string, request: LockApiRequest): Promise<unknown> {
    return this.json(request, await this.exchangeWith(token, request, this.sendableUrl(request)));
  }

  /** The 2xx answer of the call, after the retries. */
  private async exchange(accountKey: string, request: LockApiRequest): Promise<TransportResponse> {
    const url = this.sendableUrl(request); // before the token: a refused call makes no request at all
    return this.exchangeWith(await this.authenticator.accessToken(accountKey), request, url, accountKey);
  }

  /**
   * The URL of the call, checked with its body once for every Lock call, before anything is sent.
   * @throws InvalidArgumentException for a path that could leave the base URL (see `lockRequestUrl`) or a body
   *   JSON cannot write (see `assertSerializableLockBody`)
   */
  private sendableUrl(request: LockApiRequest): string {
    const url = lockRequestUrl(this.config.baseUrl(), request.method, request.path);
    if (request.json !== undefined) {
      assertSerializableLockBody(`${request.method} ${request.path}`, request.json);
    }
    return url;
  }

  private async exchangeWith(
    token: string,
    request: LockApiRequest,
    url: string,
    account: string = UNSTORED_TOKEN_ACCOUNT,
  ): Promise<TransportResponse> {
    const endpoint = `${request.method} ${request.path}`;
    const outgoing: TransportRequest = {
      method: request.method,
      url,
      query: encodeLockQuery(request.query),
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      json: request.json,
    };
    return withRetries<TransportResponse>(
      { attempts: this.config.retries(), pauseMs: this.config.retrySleepMs() },
      async (attempt) => {
        try {
          const answer = await this.transport.send({ ...outgoing, call: { account, attempt } });
          if (answer.status >= 200 && answer.status < 300) return { done: answer };
          const body = redactedExcerpt(answer.body, API_EXCEPTION_BODY_KEPT, (text) =>
            this.secrets.redact(text, [token]),
          );
          return {
            failed: new ApiException(answer.status, body, endpoint, retryAfterSecondsOf(answer.headers)),
            retryable: answer.status === 429 || answer.status >= 500,
          };
        } catch (error) {
          // An answer over the size limit would be as large again: only the failures to get one are retried.
          if (error instanceof ConnectionException) {
            return { failed: error, retryable: error.failure !== 'response-too-large' };
          }
          throw error;
        }
      },
    );
  }
}
