import { inspect } from 'node:util';
import type { Agent } from 'undici';
import { ExchangeRecorder } from '../telemetry/exchange-recorder';
import {
  assertTransportOptions,
  connectionFailure,
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
import { createUndiciAgent } from './undici-agent';
import { UndiciExchange } from './undici-exchange';

/** What the transport asks for, as axios does: the answer is decoded before it is counted. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * The fast transport (`http.transport: 'undici'`): undici's dispatcher called directly (`Agent.dispatch`, no
 * body stream or `AbortSignal` per call) over one keep-alive `undici.Agent` per transport, with a connect timeout and at most `maxSockets` connections per origin. The request timeout is a
 * deadline over the whole exchange (connect, headers, body: one timer, cleared when the exchange ends); no
 * redirect is followed (undici follows none without its redirect interceptor); a gzip, deflate or br answer is
 * decoded and read up to `maxResponseBytes` after decoding; every answer is returned whatever its status.
 * Anything that gets no whole answer becomes a `ConnectionException`; no error of undici escapes.
 */
export class UndiciTransport implements Transport {
  private readonly agent: Agent;
  private readonly recorder: ExchangeRecorder;

  /** @throws Error when a timeout, the limit or the socket count is out of range (see `assertTransportOptions`) */
  constructor(private readonly options: TransportOptions) {
    assertTransportOptions(options);
    // The deadline covers headers and body; undici's own idle timers (300 s each) would only add to it.
    this.agent = createUndiciAgent(options, { headersTimeout: 0, bodyTimeout: 0 });
    this.recorder = new ExchangeRecorder(options.telemetry, options.redact);
  }

  /** Its settings only: `util.inspect`, at any depth and with `showHidden`, never reaches a socket. */
  [inspect.custom](): string {
    return `UndiciTransport ${inspect(transportSummary(this.options))}`;
  }

  /** Its settings only, for `JSON.stringify`. */
  toJSON(): TransportSummary {
    return transportSummary(this.options);
  }

  /** @throws InvalidArgumentException for a URL, header or body that cannot be sent; ConnectionException */
  async send(request: TransportRequest): Promise<TransportResponse> {
    const href = requestUrl(request);
    const url = new URL(href);
    const body = requestBody(request, this.options);
    const headers = withAcceptEncoding(requestHeaders(request, body));
    const recording = this.recorder.start(request.method, href, request.call);
    return new Promise((resolve, reject) => {
      const exchange = new UndiciExchange(
        request.method,
        this.options.timeoutMs,
        responseLimit(this.options),
        {
          answer: (response) => {
            recording?.answered(response.status);
            resolve(response);
          },
          failure: (code) => {
            const failure = connectionFailure(request, code, this.options);
            recording?.failed(failure);
            reject(failure);
          },
        },
      );
      this.agent.dispatch(
        {
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          body: body?.data,
        },
        exchange,
      );
    });
  }

  /** Closes the keep-alive sockets. */
  close(): void {
    this.agent.destroy().catch(() => undefined);
  }

  /** Nest lifecycle hook: closes the keep-alive sockets. */
  onModuleDestroy(): void {
    this.close();
  }
}

/** The headers with `Accept-Encoding` added, unless the caller set one (in any case). */
function withAcceptEncoding(headers: Record<string, string>): Record<string, string> {
  for (const name in headers) if (name.toLowerCase() === 'accept-encoding') return headers;
  headers['Accept-Encoding'] = ACCEPT_ENCODING;
  return headers;
}
