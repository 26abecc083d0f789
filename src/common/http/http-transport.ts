import type { Readable } from 'node:stream';
import type { HttpService } from '@nestjs/axios';
import type { AxiosResponse } from 'axios';
import { firstValueFrom } from 'rxjs';
import { ConnectTimeoutAgents, createConnectTimeoutAgents } from './connect-timeout-agent';
import { errorClassName, errorCode } from './failure-code';
import { RequestDeadline } from './request-deadline';
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
} from './transport';

/**
 * The transport of the NestJS clients: one axios instance per client (through `@nestjs/axios`'s `HttpService`),
 * a deadline over the whole exchange, a real connect timeout, no redirects followed, the body read as a stream up
 * to `maxResponseBytes` after decompression, and every answer returned whatever its status. Anything that gets no
 * whole answer becomes a `ConnectionException`; no `AxiosError`, axios config or request header reaches the
 * caller.
 */
export class HttpTransport implements Transport {
  private readonly agents: ConnectTimeoutAgents;
  private readonly http: HttpService;

  /** @throws Error when a timeout or the limit is out of range (see `assertTransportOptions`) */
  constructor(private readonly options: TransportOptions) {
    assertTransportOptions(options);
    this.agents = createConnectTimeoutAgents(options.connectTimeoutMs);
    // Loaded when a client is built, not when the package is imported: importing a module costs no HTTP stack.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { HttpService } = require('@nestjs/axios') as typeof import('@nestjs/axios');
    const { default: axios } = require('axios') as typeof import('axios');
    /* eslint-enable @typescript-eslint/no-require-imports */
    this.http = new HttpService(
      axios.create({
        httpAgent: this.agents.httpAgent,
        httpsAgent: this.agents.httpsAgent,
        maxRedirects: 0,
        proxy: false,
        validateStatus: () => true,
      }),
    );
  }

  /** @throws InvalidArgumentException for a URL or header that cannot be sent; ConnectionException */
  async send(request: TransportRequest): Promise<TransportResponse> {
    const url = requestUrl(request);
    const headers = requestHeaders(request);
    const body = requestBody(request);
    const deadline = new RequestDeadline(this.options.timeoutMs);
    try {
      const response = await firstValueFrom(
        this.http.request<Readable>({
          method: request.method,
          url,
          // Without a body, `Content-Type: false` keeps axios from labelling a POST or PUT as form-encoded.
          headers: body ? headers : { ...headers, 'Content-Type': false },
          data: body?.data,
          // A stream, so that the body is counted as it arrives (decompressed) and can be dropped. Set on the
          // request, not the instance: HttpService cancels a request on unsubscribe unless it asks for a stream.
          responseType: 'stream',
          signal: deadline.signal,
        }),
      );
      return {
        status: response.status,
        body: await this.readBody(request, response),
        headers: flattenHeaders(response.headers),
      };
    } catch (error) {
      // Every answer resolves (validateStatus) and the request was checked before: what rejects got no answer.
      const code = deadline.expired ? REQUEST_TIMEOUT_CODE : (errorCode(error) ?? errorClassName(error));
      throw connectionFailure(request, code, this.options);
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
      return await readLimitedText(stream, limit);
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
