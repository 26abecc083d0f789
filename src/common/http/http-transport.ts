import { inspect } from 'node:util';
import type { Readable } from 'node:stream';
import type { HttpService } from '@nestjs/axios';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { ExchangeRecorder } from '../telemetry/exchange-recorder';
import { ConnectTimeoutAgents, createConnectTimeoutAgents } from './connect-timeout-agent';
import { errorClassName, errorCode } from './failure-code';
import { RequestDeadline } from './request-deadline';
import { readLimitedStream, refuseAnnouncedOverLimit } from './response-size-limit';
import {
  assertTransportOptions,
  connectionFailure,
  REQUEST_TIMEOUT_CODE,
  requestBody,
  requestHeaders,
  requestUrl,
  responseLimit,
  socketLimit,
  Transport,
  TransportOptions,
  TransportRequest,
  TransportResponse,
  transportSummary,
  TransportSummary,
} from './transport';

/** The methods axios gives a form content type when they have none. */
const METHODS_LABELLED_BY_AXIOS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The axios transport (`http.transport: 'axios'`, the default): one axios instance per client, called directly,
 * over keep-alive agents with a real connect timeout and at most `maxSockets` sockets per origin; a deadline over
 * the whole exchange, no redirects followed, the body read as a stream up to `maxResponseBytes` after
 * decompression, and every answer returned whatever its status. Interceptors added to the instance
 * (`transport.httpService.axiosRef.interceptors`) apply to every call. Anything that gets no whole answer becomes
 * a `ConnectionException`; no `AxiosError`, axios config or request header reaches the caller.
 */
export class HttpTransport implements Transport {
  private readonly agents: ConnectTimeoutAgents;
  private readonly axios: AxiosInstance;
  private readonly recorder: ExchangeRecorder;
  #httpService?: HttpService;

  /** @throws Error when a timeout, the limit or the socket count is out of range (see `assertTransportOptions`) */
  constructor(private readonly options: TransportOptions) {
    assertTransportOptions(options);
    this.agents = createConnectTimeoutAgents(options.connectTimeoutMs, socketLimit(options));
    this.recorder = new ExchangeRecorder(options.telemetry, options.redact);
    // Loaded when a client is built, not when the package is imported: importing a module costs no HTTP stack.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: axios } = require('axios') as typeof import('axios');
    this.axios = axios.create({
      httpAgent: this.agents.httpAgent,
      httpsAgent: this.agents.httpsAgent,
      maxRedirects: 0,
      proxy: false,
      validateStatus: () => true,
    });
  }

  /**
   * `@nestjs/axios`'s `HttpService` over the axios instance every call of this transport goes through (built at
   * first use): add interceptors with `transport.httpService.axiosRef.interceptors.request.use(...)`. Calls do not
   * go through the service's observable wrapper, which costs a cancel token per call.
   */
  get httpService(): HttpService {
    if (this.#httpService === undefined) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { HttpService: Service } = require('@nestjs/axios') as typeof import('@nestjs/axios');
      this.#httpService = new Service(this.axios);
    }
    return this.#httpService;
  }

  /** Its settings only: `util.inspect`, at any depth and with `showHidden`, never reaches a socket. */
  [inspect.custom](): string {
    return `HttpTransport ${inspect(transportSummary(this.options))}`;
  }

  /** Its settings only, for `JSON.stringify`. */
  toJSON(): TransportSummary {
    return transportSummary(this.options);
  }

  /** @throws InvalidArgumentException for a URL, header or body that cannot be sent; ConnectionException */
  async send(request: TransportRequest): Promise<TransportResponse> {
    const url = requestUrl(request);
    const body = requestBody(request, this.options);
    const headers: Record<string, string | false> = requestHeaders(request, body);
    // Without a body, `Content-Type: false` keeps axios from labelling a POST, PUT or PATCH as form-encoded.
    if (!body && METHODS_LABELLED_BY_AXIOS.has(request.method)) headers['Content-Type'] = false;
    const deadline = new RequestDeadline(this.options.timeoutMs);
    const recording = this.recorder.start(request.method, url, request.call);
    try {
      const response = await this.axios.request<Readable>({
        method: request.method,
        url,
        headers,
        data: body?.data,
        // A stream, so that the body is counted as it arrives (decompressed) and can be dropped.
        responseType: 'stream',
        signal: deadline,
      });
      const answer = {
        status: response.status,
        body: await this.readBody(request, response),
        headers: flattenHeaders(response.headers),
      };
      recording?.answered(answer.status);
      return answer;
    } catch (error) {
      // Every answer resolves (validateStatus) and the request was checked before: what rejects got no answer.
      const code = deadline.expired ? REQUEST_TIMEOUT_CODE : (errorCode(error) ?? errorClassName(error));
      const failure = connectionFailure(request, code, this.options);
      recording?.failed(failure);
      throw failure;
    } finally {
      deadline.end();
    }
  }

  /** Closes the keep-alive sockets. */
  close(): void {
    this.agents.destroy();
  }

  /** Nest lifecycle hook: closes the keep-alive sockets. */
  onModuleDestroy(): void {
    this.close();
  }

  /** The body text within the limit; on any failure the stream is destroyed, which closes its socket. */
  private async readBody(request: TransportRequest, response: AxiosResponse<Readable>): Promise<string> {
    const stream = response.data;
    const limit = responseLimit(this.options);
    try {
      refuseAnnouncedOverLimit(request.method, response.status, response.headers['content-length'], limit);
      return await readLimitedStream(stream, limit);
    } catch (error) {
      stream.destroy();
      throw error;
    }
  }
}

function flattenHeaders(headers: AxiosResponse['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}
