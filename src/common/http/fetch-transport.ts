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
      response.headers.forEach((value, name) => (headers[name] = value));
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

/** The code of a fetch failure; anything that is not one (a bug) is thrown again as it is. */
function failureCode(error: unknown): string | undefined {
  if (error instanceof Error && error.name === 'TimeoutError') return REQUEST_TIMEOUT_CODE;
  if (error instanceof TypeError && error.cause instanceof Error) {
    const cause = error.cause as Error & { code?: string; errno?: string };
    return cause.code ?? cause.errno ?? cause.name;
  }
  throw error;
}
