import { InvalidArgumentException } from '../errors/invalid-argument.exception';
import { useCountingServer } from './counting-server.spec-helper';
import { HttpTransport } from './http-transport';
import type { Transport, TransportOptions, TransportRequest } from './transport';
import { UndiciTransport } from './undici-transport';

/** Both transports keep the request body limit: every case runs against each. */
const TRANSPORTS: [string, (options: TransportOptions) => Transport][] = [
  ['HttpTransport (axios)', (options) => new HttpTransport(options)],
  ['UndiciTransport (undici)', (options) => new UndiciTransport(options)],
];

const LIMIT = 1024;
const SETTING = 'TEST_MAX_REQUEST_BYTES (option http.maxRequestBytes)';

/** The bodies the server received, as text. */
const received: string[] = [];
const server = useCountingServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});

beforeEach(() => {
  received.length = 0;
});

/** A JSON string body that encodes to exactly `bytes` bytes (its two quotes included). */
function jsonOfBytes(bytes: number): string {
  return 'a'.repeat(bytes - 2);
}

describe.each(TRANSPORTS)('%s: request body limit (maxRequestBytes)', (_name, create) => {
  let transport: Transport;

  beforeEach(() => {
    transport = create({
      timeoutMs: 5000,
      connectTimeoutMs: 1000,
      maxRequestBytes: LIMIT,
      maxRequestBytesSetting: SETTING,
    });
  });

  afterEach(() => transport.close());

  /** The refusal of the request, after checking it is an `InvalidArgumentException`. */
  async function refusal(request: TransportRequest): Promise<InvalidArgumentException> {
    const error: unknown = await transport.send(request).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(InvalidArgumentException);
    return error as InvalidArgumentException;
  }

  it('refuses a JSON body over the limit, naming its size, the limit and the setting; nothing is sent', async () => {
    const error = await refusal({
      method: 'POST',
      url: `${server.base}/things`,
      json: jsonOfBytes(LIMIT + 1),
    });

    expect(error.message).toBe(
      `The request body of POST ${server.base}/things is ${LIMIT + 1} bytes, over the limit of ${LIMIT} bytes ` +
        `(${SETTING}); nothing was sent.`,
    );
    expect(server.connections).toBe(0);
  });

  it('sends a body of exactly the limit', async () => {
    const answer = await transport.send({
      method: 'PUT',
      url: `${server.base}/things`,
      json: jsonOfBytes(LIMIT),
    });

    expect(answer.status).toBe(200);
    expect(received).toEqual([JSON.stringify(jsonOfBytes(LIMIT))]);
  });

  it('counts the body in UTF-8 bytes, not characters', async () => {
    // `{"name":"é...é"}`: 611 characters, 1,211 bytes.
    const error = await refusal({
      method: 'POST',
      url: `${server.base}/things`,
      json: { name: 'é'.repeat(600) },
    });

    expect(error.message).toMatch(/ is 1211 bytes, over the limit of 1024 bytes /);
    expect(server.connections).toBe(0);
  });

  it('refuses a form body over the limit too', async () => {
    await refusal({ method: 'POST', url: `${server.base}/token`, form: { password: 'p'.repeat(LIMIT) } });

    expect(server.connections).toBe(0);
  });

  it('names neither the userinfo nor the query of the URL', async () => {
    const error = await refusal({
      method: 'POST',
      url: server.base.replace('//', '//user:url-secret-5e4d@') + '/things',
      query: { key: 'query-secret-3c2b' },
      json: jsonOfBytes(LIMIT + 1),
    });

    expect(error.message).not.toMatch(/url-secret-5e4d|query-secret-3c2b/);
    expect(error.message).toContain(`POST http://[redacted]@127.0.0.1:`);
  });

  it('caps at 10 MiB when no limit is set, naming the option', async () => {
    const unlimited = create({ timeoutMs: 5000, connectTimeoutMs: 1000 });
    try {
      const error: unknown = await unlimited
        .send({ method: 'POST', url: `${server.base}/things`, json: jsonOfBytes(10 * 1024 * 1024 + 1) })
        .catch((failure: unknown) => failure);

      expect((error as Error).message).toMatch(
        / over the limit of 10485760 bytes \(maxRequestBytes\); nothing/,
      );
      expect(server.connections).toBe(0);
    } finally {
      unlimited.close();
    }
  });

  it('refuses a maxRequestBytes that is no whole number above 0', () => {
    for (const value of [0, -1, 1.5, Number.NaN]) {
      expect(() => create({ timeoutMs: 1000, connectTimeoutMs: 1000, maxRequestBytes: value })).toThrow(
        /^maxRequestBytes must be a whole number of bytes above 0/,
      );
    }
  });
});
