import { inspect } from 'node:util';
import type { Agent } from 'undici';
import { ExchangeRecorder } from '../telemetry/exchange-recorder';
import { errorClassName, errorCode } from './failure-code';
import { RequestDeadline } from './request-deadline';
import { createUndiciAgent } from './undici-agent';
import { readLimitedText, refuseAnnouncedOverLimit } from './response-size-limit';
import {
  assertTransportOptions,
  connectionFailure,
  REQUEST_TIMEOUT_CODE,
  requestBody,
  requestHeaders,
  requestUrl,
  responseLimit,
  Transport,
  TransportOptions,
  TransportRequest,
  TransportResponse,
  transportSummary,
  TransportSummary,
} from './transport';

/**
 * A transport over the global `fetch` (the package's clients use `HttpTransport` or the faster `UndiciTransport`;
 * this one keeps the same contract for code that wants fetch): the request timeout is a deadline over the whole
 * exchange (body included), the connect timeout and the socket limit (`maxSockets` per origin) belong to its own
 * keep-alive dispatcher, the body is read up to `maxResponseBytes` after decompression. Redirects are returned,
 * not followed. Anything that gets no whole answer becomes a `ConnectionException`; no error of fetch escapes with
 * its message.
 */
export class FetchTransport implements Transport {
  private readonly dispatcher: Agent;
  private readonly recorder: ExchangeRecorder;

  /** @throws Error when a timeout, the limit or the socket count is out of range (see `assertTransportOptions`) */
  constructor(private readonly options: TransportOptions) {
    assertTransportOptions(options);
    this.dispatcher = createUndiciAgent(options);
    this.recorder = new ExchangeRecorder(options.telemetry, options.redact);
  }

  /** Its settings only: `util.inspect`, at any depth and with `showHidden`, never reaches a socket. */
  [inspect.custom](): string {
    return `FetchTransport ${inspect(transportSummary(this.options))}`;
  }

  /** Its settings only, for `JSON.stringify`. */
  toJSON(): TransportSummary {
    return transportSummary(this.options);
  }

  /** @throws InvalidArgumentException for a URL or header that cannot be sent; ConnectionException */
  async send(request: TransportRequest): Promise<TransportResponse> {
    const url = requestUrl(request);
    const init: RequestInit = {
      method: request.method,
      headers: requestHeaders(request),
      body: requestBody(request)?.data,
      redirect: 'manual',
    };
    const deadline = new RequestDeadline(this.options.timeoutMs);
    const recording = this.recorder.start(request.method, url, request.call);
    try {
      // The global fetch takes undici's `dispatcher` option, which the DOM typing of RequestInit does not name.
      const response = await fetch(
        url,
        Object.assign(init, { signal: deadline.signal, dispatcher: this.dispatcher }),
      );
      const body = await this.readBody(request, response);
      const headers: Record<string, string> = {};
      // Each Set-Cookie arrives on its own; repeated headers are joined as the other transport does.
      response.headers.forEach((value, name) => {
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      });
      recording?.answered(response.status);
      return { status: response.status, body, headers };
    } catch (error) {
      const failure = connectionFailure(
        request,
        deadline.expired ? REQUEST_TIMEOUT_CODE : fetchFailureCode(error),
        this.options,
      );
      recording?.failed(failure);
      throw failure;
    } finally {
      deadline.end();
    }
  }

  /** Closes the keep-alive sockets. */
  close(): void {
    void this.dispatcher.destroy();
  }

  /** The body text within the limit; on any failure the body is cancelled, which closes its connection. */
  private async readBody(request: TransportRequest, response: Response): Promise<string> {
    const { body } = response;
    if (body === null) return '';
    const limit = responseLimit(this.options);
    try {
      refuseAnnouncedOverLimit(
        request.method,
        response.status,
        response.headers.get('content-length'),
        limit,
      );
      return await readLimitedText(body, limit);
    } catch (error) {
      // Already cancelled when the reading loop ended early; a cancelled or errored stream refuses again.
      body.cancel().catch(() => undefined);
      throw error;
    }
  }
}

/** The dispatcher's code of a connection closed by the peer. */
const SOCKET_ERROR_CODE = 'UND_ERR_SOCKET';

/** Codes of the dispatcher's errors, by their class name. */
const DISPATCHER_ERROR_CODES: Record<string, string> = {
  ConnectTimeoutError: 'UND_ERR_CONNECT_TIMEOUT',
  SocketError: SOCKET_ERROR_CODE,
};

/**
 * The code of a fetch failure: its own or its cause's code (fetch throws a `TypeError` with the network error as
 * its cause), else the class of the cause, else the class of the error; a message is only read for a known
 * fixed text, never shown (it may quote a header value or a URL). Checked by name, not `instanceof`: the errors
 * come from the realm of Node's own fetch, which need not be the dispatcher's (jest). Across realms fetch
 * re-wraps the dispatcher's error as a plain `Error("ConnectTimeoutError: ...")`, so its class name is read from
 * the start of the message when the code is gone; and a body cut off by the peer ends in a bare
 * `TypeError("terminated")` whose cause was dropped.
 */
function fetchFailureCode(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined) return code;
  const { cause, message } = (error ?? {}) as { cause?: unknown; message?: unknown };
  if (typeof cause !== 'object' || cause === null) {
    return message === 'terminated' ? SOCKET_ERROR_CODE : errorClassName(error);
  }
  const wrapped = /^(\w+Error):/.exec(String((cause as { message?: unknown }).message))?.[1];
  const className = wrapped ?? errorClassName(cause);
  return DISPATCHER_ERROR_CODES[className] ?? className;
}
