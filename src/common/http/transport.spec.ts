import * as http from 'node:http';
import * as net from 'node:net';
import * as zlib from 'node:zlib';
import { isAxiosError } from 'axios';
import { IntegrationException } from '../errors/integration.exception';
import { InvalidArgumentException } from '../errors/invalid-argument.exception';
import { redactSecrets } from '../redaction/redact-secrets';
import { startUnresponsiveListener } from '../../testing/unresponsive-listener';
import { ConnectionException } from './connection.exception';
import { HttpTransport } from './http-transport';
import { Transport, TransportOptions, TransportRequest } from './transport';
import { UndiciTransport } from './undici-transport';

/** Every transport keeps the same contract: every case below runs against each. */
const TRANSPORTS: [string, (options: TransportOptions) => Transport][] = [
  ['HttpTransport (axios)', (options) => new HttpTransport(options)],
  ['UndiciTransport (undici.request)', (options) => new UndiciTransport(options)],
];

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const AUTHORIZATION = 'Bearer header-secret-9f8e7d6c5b4a';

/** What the server did with one hostile answer: bytes written, whether all went out, when its socket closed. */
interface ServedAnswer {
  written: number;
  complete: boolean;
  socketClosed: Promise<void>;
}

let server: http.Server;
let base: string;
/** Connections the server accepted since the test began. */
let connections: number;
let seen: SeenRequest[];
let served: ServedAnswer[];
let transport: Transport;

/** Records the answer; its `socketClosed` settles when the connection goes (a client that gives up closes it). */
function record(res: http.ServerResponse): ServedAnswer {
  const socket = res.socket!;
  const answer: ServedAnswer = {
    written: 0,
    complete: false,
    socketClosed: new Promise((resolve) => socket.once('close', () => resolve())),
  };
  served.push(answer);
  return answer;
}

/** Streams `total` bytes of `a` (chunked), waiting for the client to take each part; stops when it goes. */
function streamBytes(res: http.ServerResponse, total: number): void {
  const answer = record(res);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  const pump = (): void => {
    while (answer.written < total && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, total - answer.written));
      answer.written += part.length;
      if (!res.write(part)) {
        res.once('drain', pump);
        return;
      }
    }
    if (answer.written === total && !res.writableEnded) {
      answer.complete = true;
      res.end();
    }
  };
  pump();
}

const COMPRESS: Record<string, (data: Buffer) => Buffer> = {
  gzip: (data) => zlib.gzipSync(data),
  deflate: (data) => zlib.deflateSync(data),
  br: (data) => zlib.brotliCompressSync(data),
  // `deflate` as some servers send it: a raw deflate stream without its zlib header.
  'deflate-raw': (data) => zlib.deflateRawSync(data),
};

/** Hostile answers: too large, compressed, announced too large, trickled, stalled, cut off. */
function handleHostile(req: http.IncomingMessage, res: http.ServerResponse, path: string): boolean {
  const params = new URL(req.url ?? '/', 'http://x').searchParams;
  const bytes = Number(params.get('bytes'));
  if (path === '/large') {
    streamBytes(res, bytes);
  } else if (path === '/compressed') {
    const encoding = params.get('encoding') ?? 'gzip';
    const data = COMPRESS[encoding](Buffer.alloc(bytes, 'a'));
    const header = encoding === 'deflate-raw' ? 'deflate' : encoding;
    res.writeHead(200, { 'Content-Encoding': header, 'Content-Length': data.length });
    res.end(data);
  } else if (path === '/announce') {
    record(res);
    res.writeHead(200, { 'Content-Length': String(2 ** 30) });
    // A HEAD answer ends at its headers; any other answer sends nothing after them.
    if (req.method === 'HEAD') res.end();
    else res.flushHeaders();
  } else if (path === '/trickle') {
    record(res);
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.flushHeaders();
    let sent = 0;
    const timer = setInterval(() => (++sent < 60 ? res.write('x') : res.end()), 50);
    res.once('close', () => clearInterval(timer));
  } else if (path === '/stall') {
    record(res);
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('partial');
  } else if (path === '/cut') {
    record(res);
    res.writeHead(200, { 'Content-Length': '1000' });
    res.write('x'.repeat(100), () => setTimeout(() => res.socket?.destroy(), 20));
  } else {
    return false;
  }
  return true;
}

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = (req.url ?? '').split('?')[0];
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (handleHostile(req, res, path)) {
      // answered above
    } else if (path === '/echo') {
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
  const error = await rejection(target.send(request));
  expect(error).toBeInstanceOf(ConnectionException);
  return error as ConnectionException;
}

/** What the promise rejected with (fails the test when it resolved). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the request did not fail');
}

/** Runs the test body with a transport of these options, closed afterwards. */
async function withTransport(
  create: (options: TransportOptions) => Transport,
  options: Partial<TransportOptions>,
  test: (target: Transport) => Promise<void>,
): Promise<void> {
  const target = create({ timeoutMs: 2000, connectTimeoutMs: 1000, ...options });
  try {
    await test(target);
  } finally {
    target.close();
  }
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
  server.on('connection', () => (connections += 1));
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
    served = [];
    connections = 0;
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

  describe('socket limit (maxSockets per origin)', () => {
    /** Sends `count` requests at once and returns how many connections the server accepted for them. */
    async function connectionsFor(target: Transport, count: number): Promise<number> {
      const answers = await Promise.all(
        Array.from({ length: count }, () => target.send({ method: 'GET', url: `${base}/echo` })),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      return connections;
    }

    // Generous timeouts: a thousand requests on a busy machine (two jest workers on two cores) must not fail on
    // time, only on the count; the tests get as long as their requests.
    const PATIENT = { timeoutMs: 60_000, connectTimeoutMs: 30_000 };

    it(
      'opens at most 64 sockets to one origin for 1,000 concurrent requests when no limit is set',
      async () => {
        await withTransport(create, PATIENT, async (unlimited) => {
          const opened = await connectionsFor(unlimited, 1000);
          expect(opened).toBeGreaterThan(1);
          expect(opened).toBeLessThanOrEqual(64);
        });
      },
      PATIENT.timeoutMs,
    );

    it(
      'opens at most maxSockets sockets; the other requests wait for one and all get their answer',
      async () => {
        await withTransport(create, { ...PATIENT, maxSockets: 3 }, async (limited) => {
          const opened = await connectionsFor(limited, 1000);
          expect(opened).toBeGreaterThanOrEqual(1);
          expect(opened).toBeLessThanOrEqual(3);
          expect(seen).toHaveLength(1000);
        });
      },
      PATIENT.timeoutMs,
    );
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

  describe('answer size limit (maxResponseBytes, counted after decompression)', () => {
    const LIMIT = 64 * 1024;

    it('fails with "response-too-large" past the limit, stops reading and closes the connection', async () => {
      await withTransport(create, { maxResponseBytes: LIMIT }, async (limited) => {
        const error = await failure(
          {
            method: 'GET',
            url: `${base}/large?bytes=${32 * 1024 * 1024}`,
            headers: { Authorization: AUTHORIZATION },
          },
          limited,
        );
        expect(error.failure).toBe('response-too-large');
        expect(error.endpoint).toBe(`GET ${base}/large`);
        expect(error.message).toBe(
          `Could not read GET ${base}/large: the answer is larger than ${LIMIT} bytes`,
        );
        expectNothingLeaks(error, [AUTHORIZATION]);
        await served[0].socketClosed;
        expect(served[0].complete).toBe(false);
      });
    });

    it('reads an answer of exactly the limit and refuses one byte more', async () => {
      await withTransport(create, { maxResponseBytes: LIMIT }, async (limited) => {
        const response = await limited.send({ method: 'GET', url: `${base}/large?bytes=${LIMIT}` });
        expect(response.body).toBe('a'.repeat(LIMIT));
        const error = await failure({ method: 'GET', url: `${base}/large?bytes=${LIMIT + 1}` }, limited);
        expect(error.failure).toBe('response-too-large');
      });
    });

    it('caps at 10 MiB when no limit is set', async () => {
      const error = await failure({ method: 'GET', url: `${base}/large?bytes=${10 * 1024 * 1024 + 1}` });
      expect(error.failure).toBe('response-too-large');
      expect(error.message).toBe(
        `Could not read GET ${base}/large: the answer is larger than 10485760 bytes`,
      );
    });

    it.each(['gzip', 'deflate', 'deflate-raw', 'br'])(
      'counts a %s answer after decompression',
      async (encoding) => {
        await withTransport(create, { maxResponseBytes: LIMIT }, async (limited) => {
          const small = await limited.send({
            method: 'GET',
            url: `${base}/compressed?encoding=${encoding}&bytes=1000`,
          });
          expect(small.body).toBe('a'.repeat(1000));
          const url = `${base}/compressed?encoding=${encoding}&bytes=${1024 * 1024}`;
          const error = await failure({ method: 'GET', url }, limited);
          expect(error.failure).toBe('response-too-large');
        });
      },
    );

    it('fails before reading when Content-Length announces more than the limit', async () => {
      const error = await failure({ method: 'GET', url: `${base}/announce` });
      expect(error.failure).toBe('response-too-large');
      expect(error.message).toBe(
        `Could not read GET ${base}/announce: the answer is larger than 10485760 bytes`,
      );
      await served[0].socketClosed;
    });

    it('returns a HEAD answer whatever Content-Length it announces', async () => {
      await expect(transport.send({ method: 'HEAD', url: `${base}/announce` })).resolves.toMatchObject({
        status: 200,
        body: '',
      });
    });
  });

  describe('deadline (timeoutMs covers connect, headers and body)', () => {
    it('ends a body trickled faster than the timeout but slower than the deadline with "timeout"', async () => {
      await withTransport(create, { timeoutMs: 400 }, async (impatient) => {
        const error = await failure({ method: 'GET', url: `${base}/trickle` }, impatient);
        expect(error.failure).toBe('timeout');
        expect(error.message).toBe(`Could not reach GET ${base}/trickle: no answer within 400 ms`);
        expectNothingLeaks(error, []);
        await served[0].socketClosed;
      });
    });

    it('ends a body that stalls after the headers with "timeout"', async () => {
      await withTransport(create, { timeoutMs: 300 }, async (impatient) => {
        const error = await failure({ method: 'GET', url: `${base}/stall` }, impatient);
        expect(error.failure).toBe('timeout');
        await served[0].socketClosed;
      });
    });

    it('turns a connection cut in the middle of the body into "reset"', async () => {
      const error = await failure({ method: 'GET', url: `${base}/cut` });
      expect(error.failure).toBe('reset');
      expect(error.message).toBe(
        `Could not reach GET ${base}/cut: the connection was closed before an answer arrived`,
      );
      expectNothingLeaks(error, []);
    });
  });

  describe('settings a timer cannot keep', () => {
    it.each(['timeoutMs', 'connectTimeoutMs'] as const)(
      'refuses a %s that is no finite number from 1 to 2^31 - 1, naming it',
      (name) => {
        for (const value of [0, -1, 0.5, NaN, Infinity, 2 ** 31, '1000' as unknown as number]) {
          expect(() => create({ timeoutMs: 1000, connectTimeoutMs: 1000, [name]: value })).toThrow(
            new RegExp(`^${name} must be a number of milliseconds from 1 to 2147483647`),
          );
        }
        create({ timeoutMs: 1000, connectTimeoutMs: 1000, [name]: 2 ** 31 - 1 }).close();
      },
    );

    it('refuses a maxResponseBytes that is no whole number above 0', () => {
      for (const value of [0, -1, 1.5, NaN, Infinity]) {
        expect(() => create({ timeoutMs: 1000, connectTimeoutMs: 1000, maxResponseBytes: value })).toThrow(
          /^maxResponseBytes must be a whole number of bytes above 0/,
        );
      }
    });

    it('refuses a maxSockets that is no whole number above 0', () => {
      for (const value of [0, -1, 1.5, NaN, Infinity]) {
        expect(() => create({ timeoutMs: 1000, connectTimeoutMs: 1000, maxSockets: value })).toThrow(
          /^maxSockets must be a whole number of sockets above 0/,
        );
      }
    });
  });

  describe('requests that cannot be sent as they are', () => {
    it.each([
      ['a line feed', 'secret-value\nX-Injected: 1'],
      ['a carriage return', 'secret-value\rmore'],
      ['a NUL', 'secret-value\u0000'],
      ['a DEL', 'secret-value\u007f'],
      ['a character beyond Latin-1', 'secret-value€'],
      ['an emoji', 'secret-value😀'],
      ['leading white space', ' secret-value'],
      ['trailing white space', 'secret-value\t'],
    ])(
      'refuses a header value with %s, naming the header but not the value, sending nothing',
      async (_what, value) => {
        const error = await rejection(
          transport.send({ method: 'GET', url: `${base}/echo`, headers: { 'X-Api-Key': value } }),
        );
        expect(error).toBeInstanceOf(InvalidArgumentException);
        expect((error as Error).message).toContain('X-Api-Key');
        expect(`${(error as Error).message}\n${(error as Error).stack}`).not.toContain('secret-val');
        expect(seen).toHaveLength(0);
      },
    );

    it('refuses a header name that is no HTTP token, sending nothing', async () => {
      const error = await rejection(
        transport.send({ method: 'GET', url: `${base}/echo`, headers: { 'X Api\r\nKey': 'v' } }),
      );
      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect(seen).toHaveLength(0);
    });

    it('sends a header value with inner spaces and tabs, a Latin-1 letter (one byte), and an empty one', async () => {
      await transport.send({
        method: 'GET',
        url: `${base}/echo`,
        headers: { 'X-Inner': 'a b\tc', 'X-Latin': 'café', 'X-Empty': '' },
      });
      expect(seen[0].headers['x-inner']).toBe('a b\tc');
      expect(seen[0].headers['x-latin']).toBe('café');
      expect(seen[0].headers['x-empty']).toBe('');
    });

    it.each([
      ['does not parse', 'not a url with svc:pw-secret'],
      ['has no scheme', 'svc:pw-secret@127.0.0.1/path'],
      ['is not http or https', 'ftp://svc:pw-secret@127.0.0.1/file'],
      ['is a file', 'file:///etc/passwd'],
    ])('refuses a URL that %s without showing it', async (_what, url) => {
      const error = await rejection(transport.send({ method: 'GET', url }));
      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect((error as Error).message).toMatch(/^The request URL /);
      expect((error as Error).message).not.toMatch(/svc|pw-secret|passwd/);
    });

    it('never shows the userinfo of the URL in a ConnectionException, even without a redact option', async () => {
      const port = await freePort();
      const error = await failure({ method: 'GET', url: `http://svc:pw-secret@127.0.0.1:${port}/x?q=1` });
      expect(error.endpoint).toBe(`GET http://[redacted]@127.0.0.1:${port}/x`);
      expect(error.message).toMatch(
        new RegExp(`^Could not reach GET http://\\[redacted\\]@127\\.0\\.0\\.1:${port}/x: `),
      );
      expectNothingLeaks(error, ['svc:', 'pw-secret']);
    });
  });
});
