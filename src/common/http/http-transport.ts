import { HttpService } from '@nestjs/axios';
import axios, { AxiosError, AxiosResponse, isAxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import {
  CONNECT_TIMEOUT_CODE,
  ConnectTimeoutAgents,
  createConnectTimeoutAgents,
} from './connect-timeout-agent';
import { ConnectionException, ConnectionFailure } from './connection.exception';

/** Settings of one client's transport. */
export interface HttpTransportOptions {
  /** Whole-request timeout in milliseconds (connect, send, wait and read). */
  timeoutMs: number;
  /** Connect timeout in milliseconds (TCP, and TLS for https). */
  connectTimeoutMs: number;
  /** Applied to every `ConnectionException` message (redaction of the client's secrets). */
  redact?: (text: string) => string;
}

/** Scalar values of a query string; `undefined` and `null` are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** One request. Exactly one of `form` and `json` may carry a body. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH';
  url: string;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  /** A form-encoded body (`application/x-www-form-urlencoded`). */
  form?: Record<string, string>;
  /** A JSON body. `undefined` sends no body at all. */
  json?: unknown;
}

/** An HTTP answer of any status. */
export interface TransportResponse {
  status: number;
  /** The raw body text. */
  body: string;
  headers: Record<string, string>;
}

/**
 * The HTTP transport every client uses: one axios instance per client (through `@nestjs/axios`'s `HttpService`),
 * a request timeout, a real connect timeout, no redirects followed, and every answer returned whatever its
 * status. Anything that gets no answer becomes a `ConnectionException`; no `AxiosError`, axios config or request
 * header reaches the caller.
 */
export class HttpTransport {
  private readonly agents: ConnectTimeoutAgents;
  private readonly http: HttpService;

  constructor(private readonly options: HttpTransportOptions) {
    this.agents = createConnectTimeoutAgents(options.connectTimeoutMs);
    this.http = new HttpService(
      axios.create({
        timeout: options.timeoutMs,
        httpAgent: this.agents.httpAgent,
        httpsAgent: this.agents.httpsAgent,
        maxRedirects: 0,
        proxy: false,
        responseType: 'text',
        transformResponse: [(data: unknown) => data],
        validateStatus: () => true,
      }),
    );
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    let data: string | undefined;
    if (request.form !== undefined) {
      data = new URLSearchParams(request.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (request.json !== undefined) {
      data = JSON.stringify(request.json);
      headers['Content-Type'] = 'application/json';
    }
    let response: AxiosResponse<unknown>;
    try {
      response = await firstValueFrom(
        this.http.request<unknown>({
          method: request.method,
          url: withQuery(request.url, request.query),
          headers,
          data,
        }),
      );
    } catch (error) {
      // Every answer resolves (validateStatus); what rejects got no answer. Anything else is a bug: let it show.
      if (!isAxiosError(error)) throw error;
      throw this.connectionException(request, error);
    }
    return {
      status: response.status,
      body: typeof response.data === 'string' ? response.data : '',
      headers: flattenHeaders(response.headers),
    };
  }

  /** Closes the keep-alive sockets. */
  close(): void {
    this.agents.destroy();
  }

  /** Nest lifecycle hook: closes the keep-alive sockets. */
  onModuleDestroy(): void {
    this.close();
  }

  private connectionException(request: TransportRequest, error: AxiosError): ConnectionException {
    const redact = this.options.redact ?? ((text: string) => text);
    const endpoint = redact(`${request.method} ${withoutQuery(request.url)}`);
    const { failure, reason } = describeFailure(error, this.options);
    return new ConnectionException(redact(`Could not reach ${endpoint}: ${reason}`), failure, endpoint);
  }
}

function describeFailure(
  error: AxiosError,
  options: HttpTransportOptions,
): { failure: ConnectionFailure; reason: string } {
  const code = error.code ?? (error.cause as { code?: string } | undefined)?.code;
  switch (code) {
    case CONNECT_TIMEOUT_CODE:
      return { failure: 'connect-timeout', reason: `no connection within ${options.connectTimeoutMs} ms` };
    case 'ECONNABORTED':
    case 'ETIMEDOUT':
      return { failure: 'timeout', reason: `no answer within ${options.timeoutMs} ms` };
    case 'ECONNREFUSED':
      return { failure: 'refused', reason: 'connection refused' };
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ERR_SOCKET_CLOSED':
      return { failure: 'reset', reason: 'the connection was closed before an answer arrived' };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { failure: 'dns', reason: 'the host name does not resolve' };
    default:
      return { failure: 'network', reason: `network error (${code ?? 'unknown'})` };
  }
}

function withQuery(url: string, query: TransportRequest['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  const encoded = params.toString();
  if (encoded === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${encoded}`;
}

function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function flattenHeaders(headers: AxiosResponse['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}
