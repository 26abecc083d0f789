import {
  DEFAULT_MAX_REQUEST_BYTES,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_SOCKETS,
} from '../config/number-setting';
import { InvalidArgumentException } from '../errors/invalid-argument.exception';
import { maskUrlCredentials } from '../redaction/mask-url-credentials';
import { REDACTED } from '../redaction/redacted-marker';
import { CONNECT_TIMEOUT_CODE } from './connect-timeout-agent';
import { ConnectionException, ConnectionFailure } from './connection.exception';
import { RESPONSE_TOO_LARGE_CODE } from './response-size-limit';
import type { ExchangeCall } from '../telemetry/exchange-call';
import type { TransportTelemetry } from '../telemetry/transport-telemetry';
import { assertSendableHeaders, assertSendableUrl } from './sendable-request';

/** Settings of one client's transport. */
export interface TransportOptions {
  /** Deadline of the whole exchange in milliseconds (connect, send, headers and body), 1 to 2^31 - 1. */
  timeoutMs: number;
  /** Connect timeout in milliseconds (TCP, and TLS for https), 1 to 2^31 - 1. */
  connectTimeoutMs: number;
  /** The largest answer body read, in bytes after decompression (default 10 MiB); over it: `response-too-large`. */
  maxResponseBytes?: number;
  /** The most sockets open to one origin at a time (default 64); further requests wait for a free one. */
  maxSockets?: number;
  /**
   * The largest request body sent, in bytes as encoded (default 10 MiB); a larger one is refused with an
   * `InvalidArgumentException` before anything is sent.
   */
  maxRequestBytes?: number;
  /** The setting of `maxRequestBytes` as a refusal names it, e.g. `LOCK_MAX_REQUEST_BYTES (option http.maxRequestBytes)`. */
  maxRequestBytesSetting?: string;
  /** Applied to every `ConnectionException` message (redaction of the client's secrets). */
  redact?: (text: string) => string;
  /** The module the transport serves and the hooks told of each exchange (spans need no setting). */
  telemetry?: TransportTelemetry;
}

/** Scalar values of a query string; `undefined` and `null` are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** One request. Exactly one of `form` and `json` may carry a body. */
export interface TransportRequest {
  /** The HTTP method. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH';
  /** The absolute `http` or `https` URL, without the `query`. */
  url: string;
  /** Query parameters appended to the URL; a list repeats the name. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Request headers; `Accept: application/json` and the body's `Content-Type` are added. */
  headers?: Record<string, string>;
  /** A form-encoded body (`application/x-www-form-urlencoded`). */
  form?: Record<string, string>;
  /** A JSON body. `undefined` sends no body at all. */
  json?: unknown;
  /** The account and attempt the exchange is for, as its span and exchange event show them. */
  call?: ExchangeCall;
}

/** An HTTP answer of any status. */
export interface TransportResponse {
  /** The HTTP status code. */
  status: number;
  /** The raw body text. */
  body: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/**
 * What every transport does: sends one request and returns the answer whatever its status, follows no
 * redirect, reads at most `maxResponseBytes` of an answer within the `timeoutMs` deadline, and turns anything
 * that gets no whole answer into a `ConnectionException`. A request that cannot be sent as it is (URL, header, a
 * body over `maxRequestBytes`) is an `InvalidArgumentException`, thrown before anything is sent.
 */
export interface Transport {
  /** Sends the request and returns the answer, whatever its status. */
  send(request: TransportRequest): Promise<TransportResponse>;
  /** Closes the keep-alive sockets. */
  close(): void;
}

/** The largest timer delay Node keeps (2^31 - 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Refuses timeouts a timer cannot keep (not a finite number from 1 to 2^31 - 1 ms) and a limit or socket count
 * that is no positive whole number: programming errors, since the settings layer bounds what users configure.
 * @throws Error naming the option
 */
export function assertTransportOptions(options: TransportOptions): void {
  for (const name of ['timeoutMs', 'connectTimeoutMs'] as const) {
    const value: unknown = options[name];
    if (typeof value !== 'number' || !(value >= 1 && value <= MAX_TIMER_MS)) {
      throw new Error(
        `${name} must be a number of milliseconds from 1 to ${MAX_TIMER_MS}, got ${String(value)}.`,
      );
    }
  }
  for (const [name, unit] of [
    ['maxResponseBytes', 'bytes'],
    ['maxRequestBytes', 'bytes'],
    ['maxSockets', 'sockets'],
  ] as const) {
    const value = options[name];
    if (value !== undefined && !(Number.isSafeInteger(value) && value > 0)) {
      throw new Error(`${name} must be a whole number of ${unit} above 0, got ${String(value)}.`);
    }
  }
}

/** The largest answer the transport reads, in bytes after decompression. */
export function responseLimit(options: TransportOptions): number {
  return options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
}

/** What `util.inspect` and `JSON.stringify` show of a transport: its settings. */
export interface TransportSummary {
  /** Deadline of a whole exchange, in milliseconds. */
  timeoutMs: number;
  /** Connect timeout, in milliseconds. */
  connectTimeoutMs: number;
  /** The largest answer body read, in bytes. */
  maxResponseBytes: number;
  /** The largest request body sent, in bytes as encoded. */
  maxRequestBytes: number;
  /** The most sockets open to one origin. */
  maxSockets: number;
}

/**
 * A transport's settings, for its `util.inspect` and `toJSON`: never its agents, whose kept-alive sockets hold the
 * last request sent on them, headers and bearer token included.
 */
export function transportSummary(options: TransportOptions): TransportSummary {
  return {
    timeoutMs: options.timeoutMs,
    connectTimeoutMs: options.connectTimeoutMs,
    maxResponseBytes: responseLimit(options),
    maxRequestBytes: requestLimit(options),
    maxSockets: socketLimit(options),
  };
}

/** The most sockets the transport opens to one origin. */
export function socketLimit(options: TransportOptions): number {
  return options.maxSockets ?? DEFAULT_MAX_SOCKETS;
}

/**
 * The request's URL with its query appended (repeated names for lists; `null`/`undefined` left out).
 * @throws InvalidArgumentException when the URL does not parse or is not http or https
 */
export function requestUrl(request: TransportRequest): string {
  assertSendableUrl(request.url);
  const { url, query } = request;
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

/** The largest request body the transport sends, in bytes as encoded. */
export function requestLimit(options: TransportOptions): number {
  return options.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES;
}

/**
 * The encoded body and its content type, or nothing when the request has no body.
 * @throws InvalidArgumentException when the encoded body is larger than `maxRequestBytes`, naming its size, the
 *   limit and the setting; nothing is sent
 */
export function requestBody(
  request: TransportRequest,
  options: TransportOptions,
): { data: string; contentType: string } | undefined {
  const body = encodedBody(request);
  if (body === undefined) return undefined;
  const limit = requestLimit(options);
  // UTF-8 takes at most 3 bytes per UTF-16 unit: only a body that could be over the limit is measured.
  const bytes = body.data.length * 3 <= limit ? 0 : Buffer.byteLength(body.data);
  if (bytes > limit) {
    const setting = options.maxRequestBytesSetting ?? 'maxRequestBytes';
    throw new InvalidArgumentException(
      `The request body of ${describedEndpoint(request, options)} is ${bytes} bytes, over the limit of ${limit} ` +
        `bytes (${setting}); nothing was sent.`,
    );
  }
  return body;
}

function encodedBody(request: TransportRequest): { data: string; contentType: string } | undefined {
  if (request.form !== undefined) {
    return {
      data: new URLSearchParams(request.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if (request.json !== undefined)
    return { data: JSON.stringify(request.json), contentType: 'application/json' };
  return undefined;
}

/**
 * The headers every transport sends: `Accept: application/json`, the request's own, and the type of its `body`
 * (as `requestBody` encoded it).
 * @throws InvalidArgumentException when a header cannot be sent as it is (naming the header, not its value)
 */
export function requestHeaders(
  request: TransportRequest,
  body: ReturnType<typeof requestBody>,
): Record<string, string> {
  const headers = {
    Accept: 'application/json',
    ...request.headers,
    ...(body ? { 'Content-Type': body.contentType } : {}),
  };
  assertSendableHeaders(headers);
  return headers;
}

/**
 * The `ConnectionException` for a request that got no whole answer, from the error code of the failure
 * (`ECONNREFUSED`, `ETIMEDOUT`, `ERESPONSETOOLARGE`, ...). Endpoint and message lose the userinfo of any URL,
 * then pass through the transport's redaction.
 */
export function connectionFailure(
  request: TransportRequest,
  code: string | undefined,
  options: TransportOptions,
): ConnectionException {
  const endpoint = describedEndpoint(request, options);
  const { failure, reason } = describeFailure(code, options);
  const verb = failure === 'response-too-large' ? 'read' : 'reach';
  return new ConnectionException(
    redact(`Could not ${verb} ${endpoint}: ${reason}`, options),
    failure,
    endpoint,
  );
}

/** The method and URL as a message names them: `GET https://host/path`, userinfo masked, no query, redacted. */
function describedEndpoint(request: TransportRequest, options: TransportOptions): string {
  return redact(`${request.method} ${endpointUrl(request.url)}`, options);
}

/** The text without the userinfo of any URL, then through the transport's redaction. */
function redact(text: string, options: TransportOptions): string {
  const masked = maskUrlCredentials(text);
  return options.redact ? options.redact(masked) : masked;
}

/** The error code of a request that got no whole answer within the request timeout. */
export const REQUEST_TIMEOUT_CODE = 'ETIMEDOUT';

function describeFailure(
  code: string | undefined,
  options: TransportOptions,
): { failure: ConnectionFailure; reason: string } {
  switch (code) {
    case RESPONSE_TOO_LARGE_CODE:
      return {
        failure: 'response-too-large',
        reason: `the answer is larger than ${responseLimit(options)} bytes`,
      };
    case CONNECT_TIMEOUT_CODE:
    case 'UND_ERR_CONNECT_TIMEOUT':
      return { failure: 'connect-timeout', reason: `no connection within ${options.connectTimeoutMs} ms` };
    case 'ECONNABORTED':
    case REQUEST_TIMEOUT_CODE:
      return { failure: 'timeout', reason: `no answer within ${options.timeoutMs} ms` };
    case 'ECONNREFUSED':
      return { failure: 'refused', reason: 'connection refused' };
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ERR_SOCKET_CLOSED':
    case 'UND_ERR_SOCKET':
      return { failure: 'reset', reason: 'the connection was closed before an answer arrived' };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { failure: 'dns', reason: 'the host name does not resolve' };
    default:
      return { failure: 'network', reason: `network error (${code ?? 'unknown'})` };
  }
}

/**
 * The URL as a message shows it: scheme, host, port and path, its userinfo as `[redacted]`, no query or fragment.
 * Built from the parsed URL, so a password holding any character (a quote, `/`, `@`) is left out whole.
 */
function endpointUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const userinfo = parsed.username !== '' || parsed.password !== '' ? `${REDACTED}@` : '';
    return `${parsed.protocol}//${userinfo}${parsed.host}${parsed.pathname}`;
  } catch {
    const masked = maskUrlCredentials(url);
    const cut = masked.search(/[?#]/);
    return cut === -1 ? masked : masked.slice(0, cut);
  }
}
