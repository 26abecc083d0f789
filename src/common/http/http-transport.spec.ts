import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpService } from '@nestjs/axios';
import { AxiosError } from 'axios';
import { ConnectionException } from './connection.exception';
import { HttpTransport } from './http-transport';

let server: http.Server;
let base: string;
let seenHeaders: http.IncomingHttpHeaders[];
let transport: HttpTransport;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenHeaders.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seenHeaders = [];
  transport = new HttpTransport({ timeoutMs: 1000, connectTimeoutMs: 1000 });
});

afterEach(() => {
  transport.close();
});

describe('HttpTransport: the axios instance as @nestjs/axios exposes it', () => {
  it('offers one HttpService over the axios instance it calls', () => {
    expect(transport.httpService).toBeInstanceOf(HttpService);
    expect(transport.httpService).toBe(transport.httpService);
  });

  it('applies request and response interceptors added through httpService.axiosRef to every call', async () => {
    const { interceptors } = transport.httpService.axiosRef;
    interceptors.request.use((config) => {
      config.headers.set('X-Intercepted', 'yes');
      return config;
    });
    const statuses: number[] = [];
    interceptors.response.use((response) => {
      statuses.push(response.status);
      return response;
    });
    for (let call = 0; call < 2; call += 1) {
      await expect(transport.send({ method: 'GET', url: `${base}/x` })).resolves.toMatchObject({
        status: 200,
        body: '{"ok":true}',
      });
    }
    expect(seenHeaders.map((headers) => headers['x-intercepted'])).toEqual(['yes', 'yes']);
    expect(statuses).toEqual([200, 200]);
  });
});

describe('HttpTransport: no AxiosError or TypeError escapes', () => {
  it.each([
    ['an AxiosError', new AxiosError('tok-secret in config', 'ERR_BAD_OPTION_VALUE'), 'ERR_BAD_OPTION_VALUE'],
    [
      'a TypeError of Node quoting a header',
      Object.assign(new TypeError('Invalid character in header content ["tok-secret"]'), {
        code: 'ERR_INVALID_CHAR',
      }),
      'ERR_INVALID_CHAR',
    ],
    ['a TypeError without code', new TypeError('tok-secret'), 'TypeError'],
  ])(
    'turns %s thrown in the call (here by an interceptor) into ConnectionException "network" without its message',
    async (_what, thrown, code) => {
      transport.httpService.axiosRef.interceptors.request.use(() => {
        throw thrown;
      });
      const url = `${base}/status`;
      const error = await transport.send({ method: 'GET', url }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(ConnectionException);
      const exception = error as ConnectionException;
      expect(exception.failure).toBe('network');
      expect(exception.message).toBe(`Could not reach GET ${url}: network error (${code})`);
      expect(`${exception.message}${exception.stack}${JSON.stringify(exception)}`).not.toContain(
        'tok-secret',
      );
      expect(seenHeaders).toHaveLength(0);
    },
  );
});
