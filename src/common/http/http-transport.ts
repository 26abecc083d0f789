import { HttpService } from '@nestjs/axios';
import axios, { AxiosResponse, isAxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import { ConnectTimeoutAgents, createConnectTimeoutAgents } from './connect-timeout-agent';
import {
  connectionFailure,
  requestBody,
  requestHeaders,
  requestUrl,
  Transport,
  TransportOptions,
  TransportRequest,
  TransportResponse,
} from './transport';

/**
 * The transport of the NestJS clients: one axios instance per client (through `@nestjs/axios`'s `HttpService`),
 * a request timeout, a real connect timeout, no redirects followed, and every answer returned whatever its
 * status. Anything that gets no answer becomes a `ConnectionException`; no `AxiosError`, axios config or request
 * header reaches the caller.
 */
export class HttpTransport implements Transport {
  private readonly agents: ConnectTimeoutAgents;
  private readonly http: HttpService;

  constructor(private readonly options: TransportOptions) {
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
    const body = requestBody(request);
    let response: AxiosResponse<unknown>;
    try {
      response = await firstValueFrom(
        this.http.request<unknown>({
          method: request.method,
          url: requestUrl(request),
          // Without a body, `Content-Type: false` keeps axios from labelling a POST or PUT as form-encoded.
          headers: body ? requestHeaders(request) : { ...requestHeaders(request), 'Content-Type': false },
          data: body?.data,
        }),
      );
    } catch (error) {
      // Every answer resolves (validateStatus); what rejects got no answer. Anything else is a bug: let it show.
      if (!isAxiosError(error)) throw error;
      const code = error.code ?? (error.cause as { code?: string } | undefined)?.code;
      throw connectionFailure(request, code, this.options);
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
}

function flattenHeaders(headers: AxiosResponse['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}
