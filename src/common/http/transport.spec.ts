import * as http from 'node:http';
import * as net from 'node:net';
import { isAxiosError } from 'axios';
import { IntegrationException } from '../errors/integration.exception';
import { redactSecrets } from '../redaction/redact-secrets';
import { startUnresponsiveListener } from '../../testing/unresponsive-listener';
import { ConnectionException } from './connection.exception';
import { FetchTransport } from './fetch-transport';
import { HttpTransport } from './http-transport';
import { Transport, TransportOptions, TransportRequest } from './transport';

/** Both transports keep the same contract: every case below runs against each. */
const TRANSPORTS: [string, (options: TransportOptions) => Transport][] = [
  ['HttpTransport (axios)', (options) => new HttpTransport(options)],
  ['FetchTransport (global fetch)', (options) => new FetchTransport(options)],
];

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const AUTHORIZATION = 'Bearer header-secret-9f8e7d6c5b4a';

let server: http.Server;
let base: string;
let seen: SeenRequest[];
let transport: Transport;

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = (req.url ?? '').split('?')[0];
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (path === '/echo') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Trace-Id': 'trace-1',
        'Set-Cookie': ['a=1', 'b=2'],
      });
      res.end(JSON.stringify({ ok: true }));
    } else if (status) {
      res.writeHead(Number(status[1]), { 'Content-Type': 'text/plain' });
      res.end(status[1] === '204' ? undefined : `body of ${status[1]}`);
    } else if (path === '/redirect') {
      res.writeHead(302, { Location: '/echo' });
      res.end('moved');
    } else if (path === '/destroy') {
      req.socket.destroy();
    } else if (path.startsWith('/slow')) {
      // never answers; the transport's request timeout must end it
    } else {
      res.writeHead(404);
      res.end();
    }
  });
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function failure(
  request: TransportRequest,
  target: Transport = transport,
): Promise<ConnectionException> {
  try {
    await target.send(request);
  } catch (error) {
    return error as ConnectionException;
  }
  throw new Error('the request did not fail');
}

/** The exception keeps a message, a failure word and an endpoint; no request, header, config or cause. */
function expectNothingLeaks(error: ConnectionException, secrets: string[]): void {
  expect(error).toBeInstanceOf(ConnectionException);
  expect(error).toBeInstanceOf(IntegrationException);
  expect(isAxiosError(error)).toBe(false);
  expect(Object.keys(error).sort()).toEqual(['endpoint', 'failure', 'name']);
  const record = error as unknown as Record<string, unknown>;
  for (const property of ['config', 'request', 'response', 'cause', 'headers', 'code', 'toJSON']) {
    expect(record[property]).toBeUndefined();
  }
  const everything = [
    JSON.stringify(error),
    ...Object.values(error).map((value) => String(value)),
    error.message,
    error.stack ?? '',
    ...Object.getOwnPropertyNames(error).map((name) => String(record[name])),
  ].join('\n');
  for (const secret of secrets) expect(everything).not.toContain(secret);
}

beforeAll(async () => {
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(TRANSPORTS)('%s', (_name, create) => {
  beforeEach(() => {
    seen = [];
    transport = create({ timeoutMs: 2000, connectTimeoutMs: 1000 });
  });

  afterEach(() => {
    transport.close();
  });

  describe('requests', () => {
    it('encodes the query: spaces as +, repeated names for arrays, null and undefined left out', async () => {
      await transport.send({
        method: 'GET',
        url: `${base}/echo`,
        query: {
          q: 'a b',
          list: ['x', 'y z', null, undefined],
          n: 5,
          flag: true,
          off: false,
          skip: undefined,
          nil: null,
          amp: 'a&b=c/d',
          unicode: 'é',
        },
      });
      expect(seen[0].url).toBe(
        '/echo?q=a+b&list=x&list=y+z&n=5&flag=true&off=false&amp=a%26b%3Dc%2Fd&unicode=%C3%A9',
      );
    });

    it('appends the query to a URL that already has one', async () => {
      await transport.send({ method: 'GET', url: `${base}/echo?page=2`, query: { size: 10 } });
      expect(seen[0].url).toBe('/echo?page=2&size=10');
    });

    it('adds no "?" when every query value is left out', async () => {
      await transport.send({ method: 'GET', url: `${base}/echo`, query: { a: undefined, b: null, c: [] } });
      expect(seen[0].url).toBe('/echo');
    });

    it('sends a form body with the form content type, keeping the values out of the URL', async () => {
      const form = { grant_type: 'password', username: 'alice', password: 'p w&=+ü' };
      await transport.send({ method: 'POST', url: `${base}/echo`, form });
      expect(seen[0].method).toBe('POST');
      expect(seen[0].url).toBe('/echo');
      expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(seen[0].body).toBe('grant_type=password&username=alice&password=p+w%26%3D%2B%C3%BC');
      expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual(form);
    });

    it('sends a JSON body with the JSON content type', async () => {
      await transport.send({ method: 'PUT', url: `${base}/echo`, json: { a: 1, b: ['x', null], c: 'é' } });
      expect(seen[0].method).toBe('PUT');
      expect(seen[0].headers['content-type']).toBe('application/json');
      expect(seen[0].body).toBe('{"a":1,"b":["x",null],"c":"é"}');
    });

    it.each(['POST', 'PUT', 'PATCH'] as const)(
      'sends no body and no content type on a %s without json',
      async (method) => {
        await transport.send({ method, url: `${base}/echo`, json: undefined });
        expect(seen[0].body).toBe('');
        expect(seen[0].headers['content-length'] ?? '0').toBe('0');
        expect(seen[0].headers['transfer-encoding']).toBeUndefined();
        expect(seen[0].headers['content-type']).toBeUndefined();
      },
    );

    it('sends neither body nor content type on a GET without json', async () => {
      await transport.send({ method: 'GET', url: `${base}/echo` });
      expect(seen[0].body).toBe('');
      expect(seen[0].headers['content-type']).toBeUndefined();
    });

    it('asks for JSON by default and sends the caller headers', async () => {
      await transport.send({ method: 'GET', url: `${base}/echo`, headers: { Authorization: AUTHORIZATION } });
      expect(seen[0].headers.accept).toBe('application/json');
      expect(seen[0].headers.authorization).toBe(AUTHORIZATION);
    });

    it('lets the caller replace the Accept header', async () => {
      await transport.send({ method: 'GET', url: `${base}/echo`, headers: { Accept: 'text/csv' } });
      expect(seen[0].headers.accept).toBe('text/csv');
    });
  });

  describe('answers', () => {
    it('returns the raw body text and the headers with lower-case names', async () => {
      const response = await transport.send({ method: 'GET', url: `${base}/echo` });
      expect(response.status).toBe(200);
      expect(response.body).toBe('{"ok":true}');
      expect(typeof response.body).toBe('string');
      expect(response.headers['content-type']).toBe('application/json');
      expect(response.headers['x-trace-id']).toBe('trace-1');
      expect(response.headers['set-cookie']).toBe('a=1, b=2');
    });

    it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503])(
      'returns status %i without throwing',
      async (code) => {
        const response = await transport.send({ method: 'GET', url: `${base}/status/${code}` });
        expect(response.status).toBe(code);
        expect(response.body).toBe(`body of ${code}`);
      },
    );

    it('returns an empty body for 204 and for HEAD', async () => {
      await expect(transport.send({ method: 'GET', url: `${base}/status/204` })).resolves.toMatchObject({
        status: 204,
        body: '',
      });
      await expect(transport.send({ method: 'HEAD', url: `${base}/echo` })).resolves.toMatchObject({
        status: 200,
        body: '',
      });
    });

    it('does not follow redirects: a 302 is returned as is', async () => {
      const response = await transport.send({ method: 'GET', url: `${base}/redirect` });
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/echo');
      expect(response.body).toBe('moved');
      expect(seen.map((request) => request.url)).toEqual(['/redirect']);
    });

    it('serves several requests in a row over its keep-alive agent', async () => {
      for (let i = 0; i < 3; i += 1) {
        await expect(transport.send({ method: 'GET', url: `${base}/echo` })).resolves.toMatchObject({
          status: 200,
        });
      }
      expect(seen).toHaveLength(3);
    });
  });

  describe('no answer', () => {
    it('turns a request timeout into ConnectionException "timeout" without the query or header values', async () => {
      const slow = create({ timeoutMs: 150, connectTimeoutMs: 1000 });
      try {
        const error = await failure(
          {
            method: 'GET',
            url: `${base}/slow?session=url-query-secret#frag`,
            query: { token: 'query-option-secret' },
            headers: { Authorization: AUTHORIZATION, 'X-Api-Key': 'api-key-secret' },
          },
          slow,
        );
        expect(error.failure).toBe('timeout');
        expect(error.endpoint).toBe(`GET ${base}/slow`);
        expect(error.message).toBe(`Could not reach GET ${base}/slow: no answer within 150 ms`);
        expect(error.message).not.toContain('?');
        expectNothingLeaks(error, [
          'url-query-secret',
          'query-option-secret',
          AUTHORIZATION,
          'header-secret',
          'api-key-secret',
        ]);
      } finally {
        slow.close();
      }
    });

    it('turns a refused connection into ConnectionException "refused"', async () => {
      const port = await freePort();
      const error = await failure({
        method: 'POST',
        url: `http://127.0.0.1:${port}/oauth/token`,
        headers: { Authorization: AUTHORIZATION },
        form: { password: 'form-password-secret' },
      });
      expect(error.failure).toBe('refused');
      expect(error.endpoint).toBe(`POST http://127.0.0.1:${port}/oauth/token`);
      expect(error.message).toBe(
        `Could not reach POST http://127.0.0.1:${port}/oauth/token: connection refused`,
      );
      expectNothingLeaks(error, [AUTHORIZATION, 'header-secret', 'form-password-secret']);
    });

    it('turns a connection the server closes into ConnectionException "reset"', async () => {
      const error = await failure({
        method: 'POST',
        url: `${base}/destroy`,
        headers: { Authorization: AUTHORIZATION },
        json: { password: 'json-password-secret' },
      });
      expect(error.failure).toBe('reset');
      expect(error.message).toBe(
        `Could not reach POST ${base}/destroy: the connection was closed before an answer arrived`,
      );
      expectNothingLeaks(error, [AUTHORIZATION, 'header-secret', 'json-password-secret']);
    });

    it('turns a connect that does not finish in time into ConnectionException "connect-timeout"', async () => {
      const listener = await startUnresponsiveListener();
      const impatient = create({ timeoutMs: 5000, connectTimeoutMs: 200 });
      try {
        const error = await failure({ method: 'GET', url: `${listener.url}/status` }, impatient);
        expect(error.failure).toBe('connect-timeout');
        expect(error.message).toBe(`Could not reach GET ${listener.url}/status: no connection within 200 ms`);
        expectNothingLeaks(error, []);
      } finally {
        impatient.close();
        await listener.close();
      }
    });

    it('applies the redact option to the message and to the endpoint property', async () => {
      const port = await freePort();
      const redacting = create({
        timeoutMs: 2000,
        connectTimeoutMs: 1000,
        redact: (text) => redactSecrets(text, ['path-secret-1234']),
      });
      try {
        const error = await failure(
          { method: 'GET', url: `http://127.0.0.1:${port}/keys/path-secret-1234/open` },
          redacting,
        );
        expect(error.message).toBe(
          `Could not reach GET http://127.0.0.1:${port}/keys/[redacted]/open: connection refused`,
        );
        expectNothingLeaks(error, ['path-secret-1234']);
      } finally {
        redacting.close();
      }
    });
  });
});
