import { readTokenAnswer } from '../common/auth/token-answer';
import type { IssuedToken } from '../common/auth/token-provider';
import { TokenProvider } from '../common/auth/token-provider';
import { sendWithUnauthorizedRepeat } from '../common/auth/unauthorized-repeat';
import { joinUrl } from '../common/config/config-parsing';
import { InvalidArgumentException } from '../common/errors/invalid-argument.exception';
import { isJsonObject, parseJsonBody } from '../common/json/json-body';
import { isTooDeepJsonText, TOO_DEEP } from '../common/json/json-depth';
import type { Transport, TransportResponse } from '../common/http/transport';
import { inspect } from 'node:util';
import { canTravelInHeader } from '../common/config/header-value';
import { maskUrlCredentials } from '../common/redaction/mask-url-credentials';
import { MESSAGE_BODY_EXCERPT, redactedExcerpt } from '../common/redaction/redacted-excerpt';
import { redactSecrets } from '../common/redaction/redact-secrets';
import type { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { tokenCacheKey } from '../common/token-cache/token-cache-key';
import { AccountingException } from './accounting.exception';
import type { AccountingArticle } from './interfaces/accounting-article.interface';
import type { AccountingCompanyInfo } from './interfaces/accounting-company-info.interface';
import type { AccountingRelation } from './interfaces/accounting-relation.interface';
import type { AccountingSalesOrder } from './interfaces/accounting-sales-order.interface';
import type {
  AccountingData,
  AccountingMethod,
  AccountingPayload,
  AccountingQuery,
  AccountingResult,
} from './accounting-payload';
import type { AccountingConfig } from './support/accounting-config';
import { traceCall } from '../common/telemetry/client-call';
import { SINGLE_ACCOUNT_KEY } from '../common/telemetry/integration-module';
import { retryAfterSecondsOf } from '../common/http/retry-after';

/** Seconds before expiry at which a token stops being used; shorter-lived tokens are not cached. */
export const ACCOUNTING_TOKEN_MARGIN_SECONDS = 60;
/** Token lifetime assumed when the token answer has no `expires_in`. */
export const ACCOUNTING_DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
/** The header the subscription key travels in, on API calls only. */
export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

/** The settings a client reads once, at construction. */
interface AccountingClientSettings {
  baseUrl: string;
  tokenUrl: string;
  clientKey: string;
  subscriptionKey: string | null;
  timeout: number;
  connectTimeout: number;
}

/** Where a failed answer came from, for the message of its exception. */
export type AccountingErrorSource = 'api' | 'token';

/**
 * What both accounting clients share: the named and generic calls, the client-key token (instance, then the
 * cache when there is one, then the token endpoint; one request for concurrent callers), the 401 repeat and the
 * redacted `AccountingException`. It imports nothing of NestJS; each flavour brings its own transport.
 * The protected members are there for subclasses. A call's type parameter types its answer: any object or list
 * type, an `interface` too; the named calls default to the answer types (`AccountingCompanyInfo`, ...).
 */
export abstract class AccountingClient {
  // Private (#) behind protected getters, so no inspect or JSON output of a client shows a key or a token.
  readonly #settings: AccountingClientSettings;
  readonly #tokens: TokenProvider;
  /** The tokens of the last calls (at most two: a rejected one and its successor), redacted from messages. */
  #recentTokens: string[] = [];

  /**
   * @param transport what every call is sent through
   * @throws AccountingException (status 0) when the token URL or the client key is empty, or the subscription
   * key cannot travel in an HTTP header as it is
   */
  protected constructor(
    config: AccountingConfig,
    protected readonly transport: Transport,
    tokenCache: EncryptedTokenCache | null,
  ) {
    this.#settings = {
      baseUrl: config.baseUrl(),
      tokenUrl: config.tokenUrl(),
      clientKey: config.clientKey(),
      subscriptionKey: config.subscriptionKey(),
      timeout: config.timeout(),
      connectTimeout: config.connectTimeout(),
    };
    const missing = [
      this.tokenUrl === '' ? 'token URL (ACCOUNTING_TOKEN_URL)' : undefined,
      this.clientKey === '' ? 'client key (ACCOUNTING_CLIENT_KEY)' : undefined,
    ].filter((name) => name !== undefined);
    if (missing.length > 0) {
      throw new AccountingException(
        `Accounting API config is incomplete: no ${missing.join(' and no ')}.`,
        0,
      );
    }
    if (this.subscriptionKey !== null && !canTravelInHeader(this.subscriptionKey)) {
      throw new AccountingException(
        'Invalid Accounting setting: the subscription key (ACCOUNTING_SUBSCRIPTION_KEY, option subscriptionKey) ' +
          'cannot be sent in an HTTP header as it is: it has white space at its start or end, a control ' +
          'character or a character beyond Latin-1. Nothing was sent.',
        0,
      );
    }
    this.#tokens = new TokenProvider({
      fetchToken: () => this.requestToken(),
      cache: tokenCache,
      cacheKey: () => tokenCacheKey('accounting', [this.tokenUrl, this.clientKey]),
      marginSeconds: ACCOUNTING_TOKEN_MARGIN_SECONDS,
      defaultLifetimeSeconds: ACCOUNTING_DEFAULT_TOKEN_LIFETIME_SECONDS,
      module: 'accounting',
    });
  }

  /** The API's base URL, without trailing slash. */
  protected get baseUrl(): string {
    return this.#settings.baseUrl;
  }

  /** The token endpoint. */
  protected get tokenUrl(): string {
    return this.#settings.tokenUrl;
  }

  /** The client key the token is requested with. */
  protected get clientKey(): string {
    return this.#settings.clientKey;
  }

  /** The subscription key, or null when none is configured. */
  protected get subscriptionKey(): string | null {
    return this.#settings.subscriptionKey;
  }

  /** Request timeout in seconds. */
  protected get timeout(): number {
    return this.#settings.timeout;
  }

  /** Connect timeout in seconds. */
  protected get connectTimeout(): number {
    return this.#settings.connectTimeout;
  }

  /** What `JSON.stringify` shows: the addresses and timeouts, whether the keys are set, never a key or token. */
  toJSON(): Record<string, unknown> {
    return {
      baseUrl: maskUrlCredentials(this.baseUrl),
      tokenUrl: maskUrlCredentials(this.tokenUrl),
      clientKey: 'set',
      subscriptionKey: this.subscriptionKey === null ? 'not set' : 'set',
      timeout: this.timeout,
      connectTimeout: this.connectTimeout,
    };
  }

  /** What `util.inspect` (and so `console.log`) shows: as `toJSON`. */
  [inspect.custom](): string {
    return `${this.constructor.name} ${inspect(this.toJSON())}`;
  }

  /** GET `/companyInfo`. */
  getCompanyInfo<T extends object = AccountingCompanyInfo>(): Promise<T> {
    return this.traced('getCompanyInfo', () => this.get<T>('/companyInfo'));
  }

  /** GET `/relaties` with the query. */
  getRelaties<T extends object = AccountingRelation[]>(query: AccountingQuery = {}): Promise<T> {
    return this.traced('getRelaties', () => this.get<T>('/relaties', query));
  }

  /** POST `/relaties` with the data as JSON body. */
  createRelatie<T extends object = AccountingRelation>(data: AccountingData): Promise<T> {
    return this.traced('createRelatie', () => this.post<T>('/relaties', data));
  }

  /** GET `/artikelen` with the query. */
  getArtikelen<T extends object = AccountingArticle[]>(query: AccountingQuery = {}): Promise<T> {
    return this.traced('getArtikelen', () => this.get<T>('/artikelen', query));
  }

  /** POST `/verkooporders` with the data as JSON body. */
  createVerkooporder<T extends object = AccountingSalesOrder>(data: AccountingData): Promise<T> {
    return this.traced('createVerkooporder', () => this.post<T>('/verkooporders', data));
  }

  /** GET the URI (relative to the base URL, with or without a leading slash) with the query string. */
  get<T extends object = AccountingResult>(uri: string, query: AccountingQuery = {}): Promise<T> {
    return this.traced('get', () => this.request('GET', uri, { query })) as Promise<T>;
  }

  /** POST the data as JSON body; empty data sends no body at all. */
  post<T extends object = AccountingResult>(uri: string, data: AccountingData = {}): Promise<T> {
    return this.traced('post', () => this.request('POST', uri, { data })) as Promise<T>;
  }

  /** PUT the data as JSON body; empty data sends no body at all. */
  put<T extends object = AccountingResult>(uri: string, data: AccountingData = {}): Promise<T> {
    return this.traced('put', () => this.request('PUT', uri, { data })) as Promise<T>;
  }

  /** DELETE the URI with the query string. */
  delete<T extends object = AccountingResult>(uri: string, query: AccountingQuery = {}): Promise<T> {
    return this.traced('delete', () => this.request('DELETE', uri, { query })) as Promise<T>;
  }

  /** HEAD the URI with the query string; always resolves to an empty array. */
  async head(uri: string, query: AccountingQuery = {}): Promise<[]> {
    await this.traced('head', () => this.request('HEAD', uri, { query }));
    return [];
  }

  /**
   * Runs a public call as the operation `accounting.<method>`: its span, duration metric and the exchanges inside
   * it (see `traceCall`).
   */
  protected traced<R>(method: string, run: () => Promise<R>): Promise<R> {
    return traceCall('accounting', `accounting.${method}`, SINGLE_ACCOUNT_KEY, run);
  }

  /** Drops the access token in memory and in the cache (when the client has one); the next call fetches one. */
  async forgetToken(): Promise<void> {
    await this.#tokens.forget();
  }

  /** The access token the client holds in memory, or null. */
  protected get accessToken(): string | null {
    return this.#tokens.held()?.value ?? null;
  }

  /** When the held token stops being used (its expiry minus the 60 s margin), or null. */
  protected get tokenExpiresAt(): Date | null {
    const held = this.#tokens.held();
    return held ? new Date(held.usableUntil) : null;
  }

  /**
   * One call: checks the arguments (nothing is sent when they are wrong), sends the request with a token, and
   * after a first 401 repeats it once with a new token. A 4xx or 5xx after that goes to `handleError`.
   *
   * @throws InvalidArgumentException an absolute URI, a query value or body that cannot be sent
   * @throws AccountingException a 2xx answer nested deeper than `MAX_JSON_DEPTH`
   */
  protected async request(
    method: AccountingMethod,
    uri: string,
    payload: AccountingPayload = {},
  ): Promise<AccountingResult> {
    checkRequest(uri, payload);
    const response = await sendWithUnauthorizedRepeat({
      // The spec's Authentication rule 3: a first 401 is repeated, also on a token fetched for this call.
      repeat: 'always',
      token: () => this.getAccessToken(),
      invalidate: (rejected) => this.#tokens.invalidate(rejected),
      send: (token, attempt) => this.sendRequest(method, uri, payload, token, attempt),
    });
    if (response.status < 200 || response.status >= 300) this.handleError(response, 'api');
    return method === 'HEAD' ? [] : this.parseAnswer(response);
  }

  /** Sends one API request with the bearer token and, when configured, the subscription key. */
  protected sendRequest(
    method: AccountingMethod,
    uri: string,
    payload: AccountingPayload,
    token: string,
    attempt = 1,
  ): Promise<TransportResponse> {
    return this.transport.send({
      call: { account: SINGLE_ACCOUNT_KEY, attempt },
      method,
      url: joinUrl(this.baseUrl, uri),
      query: payload.query,
      json: isEmptyData(payload.data) ? undefined : payload.data,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(this.subscriptionKey === null ? {} : { [SUBSCRIPTION_KEY_HEADER]: this.subscriptionKey }),
      },
    });
  }

  /** A usable access token: the one held in memory, else the cached one, else a new one from the token endpoint. */
  protected async getAccessToken(): Promise<string> {
    const { value } = await this.#tokens.get();
    if (this.#recentTokens.at(-1) !== value) this.#recentTokens = [...this.#recentTokens.slice(-1), value];
    return value;
  }

  /**
   * Throws the `AccountingException` for a failed answer: its status, and a bounded excerpt of its body with the
   * secrets redacted.
   */
  protected handleError(response: TransportResponse, source: AccountingErrorSource = 'api'): never {
    const what = source === 'token' ? 'Accounting token request failed' : 'Accounting API call failed';
    throw this.answerException(what, response);
  }

  /**
   * The text with the client key, the subscription key and the tokens replaced by `[redacted]` in every form,
   * and any other credential-shaped value or URL userinfo too.
   */
  protected redactSecrets(text: string): string {
    return redactSecrets(text, [
      this.clientKey,
      this.subscriptionKey,
      this.accessToken,
      ...this.#recentTokens,
    ]);
  }

  private async requestToken(): Promise<IssuedToken> {
    const response = await this.transport.send({
      method: 'POST',
      url: this.tokenUrl,
      form: { grant_type: 'clientkey', clientkey: this.clientKey },
      call: { account: SINGLE_ACCOUNT_KEY, attempt: 1 },
    });
    if (response.status < 200 || response.status >= 300) this.handleError(response, 'token');
    const issued = readTokenAnswer(response.body);
    if (!issued) throw this.answerException('Accounting token answer has no usable access_token', response);
    return issued;
  }

  /**
   * The 2xx answer's JSON object or list; an empty body, a body that is not JSON and a JSON scalar give an empty
   * list, as the original package does since its 1.1.0 (the spec's errors are 4xx and 5xx answers only).
   * @throws AccountingException (the answer's status) for an answer nested deeper than `MAX_JSON_DEPTH`: no empty
   *   list, which would read as "nothing found"
   */
  private parseAnswer(response: TransportResponse): AccountingResult {
    if (response.body.trim() === '') return [];
    const answer = parseJsonBody(response.body);
    if (answer === undefined && isTooDeepJsonText(response.body)) {
      throw this.answerException(`Accounting API answer is ${TOO_DEEP}`, response);
    }
    return typeof answer === 'object' && answer !== null ? (answer as AccountingResult) : [];
  }

  private answerException(what: string, response: TransportResponse): AccountingException {
    const body = redactedExcerpt(response.body, MESSAGE_BODY_EXCERPT, (text) => this.redactSecrets(text));
    return new AccountingException(
      `${what}. HTTP status: ${response.status}. Response: ${body}`,
      response.status,
      { retryAfterSeconds: retryAfterSecondsOf(response.headers) },
    );
  }
}

/** Throws `InvalidArgumentException` for arguments that cannot be sent as they are. */
function checkRequest(uri: unknown, payload: AccountingPayload): void {
  if (typeof uri !== 'string') throw new InvalidArgumentException('The accounting API URI must be a string.');
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('//')) {
    throw new InvalidArgumentException(
      `The accounting API URI must be relative to the base URL, got an absolute one: "${uri.split('?')[0]}".`,
    );
  }
  const { query, data } = payload;
  if (query !== undefined) {
    if (!isJsonObject(query))
      throw new InvalidArgumentException('The accounting API query must be an object.');
    for (const [name, value] of Object.entries(query)) {
      if (![value].flat().every(isQueryScalar)) {
        throw new InvalidArgumentException(
          `The accounting API query parameter "${name}" must be a string, number, boolean or a list of them.`,
        );
      }
    }
  }
  if (data !== undefined) {
    if (typeof data !== 'object' || data === null) {
      throw new InvalidArgumentException('The accounting API data must be an object or a list.');
    }
    try {
      JSON.stringify(data);
    } catch (error) {
      throw new InvalidArgumentException(
        `The accounting API data cannot be sent as JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

function isQueryScalar(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function isEmptyData(data: AccountingData | undefined): boolean {
  return data === undefined || (Array.isArray(data) ? data.length === 0 : Object.keys(data).length === 0);
}
