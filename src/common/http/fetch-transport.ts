import { Agent } from 'undici';
import {
  connectionFailure,
  REQUEST_TIMEOUT_CODE,
  requestBody,
  requestHeaders,
  requestUrl,
  Transport,
  TransportOptions,
  TransportRequest,
  TransportResponse,
} from './transport';

/**
 * A transport over the global `fetch`, for code that runs without NestJS: the request timeout is an abort
 * signal over the whole exchange (body included), the connect timeout belongs to its own keep-alive dispatcher.
 * Redirects are returned, not followed. Anything that gets no answer becomes a `ConnectionException`.
 */
export class FetchTransport implements Transport {
  private readonly dispatcher: Agent;

  constructor(private readonly options: TransportOptions) {
    this.dispatcher = new Agent({ connect: { timeout: options.connectTimeoutMs } });
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    const init: RequestInit = {
      method: request.method,
      headers: requestHeaders(request),
      body: requestBody(request)?.data,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs),
    };
    try {
      // The global fetch takes undici's `dispatcher` option, which the DOM typing of RequestInit does not name.
      const response = await fetch(requestUrl(request), Object.assign(init, { dispatcher: this.dispatcher }));
      const body = await response.text();
      const headers: Record<string, string> = {};
      // Each Set-Cookie arrives on its own; repeated headers are joined as the other transport does.
      response.headers.forEach((value, name) => {
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
      });
      return { status: response.status, body, headers };
    } catch (error) {
      throw connectionFailure(request, failureCode(error), this.options);
    }
  }

  /** Closes the keep-alive sockets. */
  close(): void {
    void this.dispatcher.destroy();
  }
}

/** Codes of the dispatcher's errors, by their class name. */
const DISPATCHER_ERROR_CODES: Record<string, string> = {
  ConnectTimeoutError: 'UND_ERR_CONNECT_TIMEOUT',
  SocketError: 'UND_ERR_SOCKET',
};

/**
 * The code of a fetch failure: the abort of the request timeout, or fetch's `TypeError` with the network error
 * as its cause. Anything else (a bug) is thrown again as it is. Checked by name, not `instanceof`: the errors
 * come from the realm of Node's own fetch, which need not be the caller's (jest). Across realms fetch also
 * re-wraps the dispatcher's error as a plain `Error("ConnectTimeoutError: ...")`, so its class name is read
 * from the message when the code is gone.
 */
function failureCode(error: unknown): string | undefined {
  const failure = error as {
    name?: unknown;
    cause?: { code?: unknown; name?: unknown; message?: unknown };
  } | null;
  if (failure?.name === 'TimeoutError') return REQUEST_TIMEOUT_CODE;
  if (failure?.name !== 'TypeError' || typeof failure.cause !== 'object' || failure.cause === null)
    throw error;
  const { code, name, message } = failure.cause;
  if (typeof code === 'string') return code;
  const className = /^(\w+Error):/.exec(String(message))?.[1] ?? String(name);
  return DISPATCHER_ERROR_CODES[className] ?? className;
}
