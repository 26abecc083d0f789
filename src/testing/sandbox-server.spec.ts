import * as http from 'node:http';
import { SandboxRequest, SandboxServer } from './sandbox-server';

describe('SandboxServer', () => {
  let server: SandboxServer;
  let seen: SandboxRequest[];

  beforeEach(async () => {
    seen = [];
    server = await SandboxServer.start([
      {
        method: 'GET',
        path: '/smartlock/:id/auth/:authId',
        handler: (req) => {
          seen.push(req);
          return { status: 200, body: { params: req.params } };
        },
      },
      {
        method: 'post',
        path: '/echo',
        handler: (req) => {
          seen.push(req);
          return {
            status: 201,
            body: { form: req.form(), json: req.json() ?? null, token: req.bearerToken() ?? null },
          };
        },
      },
      { method: 'GET', path: '/text', handler: () => ({ status: 200, body: 'plain words' }) },
      {
        method: 'GET',
        path: '/csv',
        handler: () => ({ status: 200, body: 'a;b', headers: { 'Content-Type': 'text/csv' } }),
      },
      { method: 'GET', path: '/empty', handler: () => ({ status: 204 }) },
      { method: 'GET', path: '/async', handler: async () => ({ status: 202, body: [1, 2] }) },
      {
        method: 'GET',
        path: '/broken',
        handler: () => {
          throw new Error('handler bug');
        },
      },
    ]);
  });

  afterEach(() => server.close());

  it('listens on 127.0.0.1 with a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('routes by method and path pattern and decodes path parameters', async () => {
    const response = await fetch(`${server.url}/smartlock/42/auth/a%20b`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ params: { id: '42', authId: 'a b' } });
  });

  it('answers 404 with a JSON message for an unknown path or a wrong method', async () => {
    for (const [method, path] of [
      ['GET', '/nothing'],
      ['GET', '/smartlock/42'],
      ['DELETE', '/smartlock/42/auth/1'],
    ]) {
      const response = await fetch(`${server.url}${path}`, { method });

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers 500 when a handler throws', async () => {
    const response = await fetch(`${server.url}/broken`);

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Sandbox handler failed: handler bug' });
  });

  it('gives the handler the form, the JSON body and the bearer token', async () => {
    const formResponse = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { authorization: 'Bearer abc.def.ghi' },
      body: new URLSearchParams({ a: '1 +&=', b: '2' }),
    });
    const jsonResponse = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic xyz' },
      body: JSON.stringify({ n: 1 }),
    });

    expect(formResponse.status).toBe(201);
    expect(await formResponse.json()).toEqual({
      form: { a: '1 +&=', b: '2' },
      json: null,
      token: 'abc.def.ghi',
    });
    expect(await jsonResponse.json()).toEqual({ form: { '{"n":1}': '' }, json: { n: 1 }, token: null });
  });

  it('sends string bodies as text, object bodies as JSON and no body when there is none', async () => {
    const text = await fetch(`${server.url}/text`);
    const csv = await fetch(`${server.url}/csv`);
    const empty = await fetch(`${server.url}/empty`);
    const asynchronous = await fetch(`${server.url}/async`);

    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text.text()).toBe('plain words');
    expect(csv.headers.get('content-type')).toBe('text/csv');
    expect(await csv.text()).toBe('a;b');
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    expect(asynchronous.status).toBe(202);
    expect(await asynchronous.json()).toEqual([1, 2]);
  });

  it('routes any method with `*` and the rest of a path with a last `*` segment, after earlier routes', async () => {
    const wildcard = await SandboxServer.start([
      { method: 'GET', path: '/api/items/:id', handler: (req) => ({ status: 200, body: req.params }) },
      { method: '*', path: '/api/*', handler: (req) => ({ status: 418, body: { method: req.method } }) },
    ]);
    try {
      const answers = await Promise.all(
        [
          ['GET', '/api/items/7'],
          ['PATCH', '/api/items/7'],
          ['GET', '/api/a/b/c'],
          ['DELETE', '/api'],
          ['GET', '/apis'],
        ].map(async ([method, path]) => {
          const response = await fetch(`${wildcard.url}${path}`, { method });
          return [response.status, await response.json()];
        }),
      );

      expect(answers).toEqual([
        [200, { id: '7' }],
        [418, { method: 'PATCH' }],
        [418, { method: 'GET' }],
        [418, { method: 'DELETE' }],
        [404, { message: 'Not found' }],
      ]);
    } finally {
      await wildcard.close();
    }
  });

  it('routes HEAD requests to HEAD routes and sends no body, even when the route gives one', async () => {
    const head = await SandboxServer.start([
      { method: 'HEAD', path: '/items', handler: () => ({ status: 200, body: { ignored: true } }) },
    ]);
    try {
      const response = await fetch(`${head.url}/items`, { method: 'HEAD' });
      const unrouted = await fetch(`${head.url}/other`, { method: 'HEAD' });

      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
      expect(unrouted.status).toBe(404);
      expect(head.requestsTo('HEAD', '/items')).toHaveLength(1);
    } finally {
      await head.close();
    }
  });

  describe('request log', () => {
    it('records method, path, query, lower-case headers and body, in order', async () => {
      await fetch(`${server.url}/echo?x=1&y=2&y=3`, {
        method: 'POST',
        headers: { 'X-Trace': 't1' },
        body: 'a=b',
      });
      await fetch(`${server.url}/nothing`);

      expect(server.requests).toHaveLength(2);
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        path: '/echo',
        query: { x: '1', y: ['2', '3'] },
        body: 'a=b',
      });
      expect(server.requests[0].headers['x-trace']).toBe('t1');
      expect(server.requests[1]).toMatchObject({ method: 'GET', path: '/nothing', query: {}, body: '' });
    });

    it('selects requests by method and exact path or pattern, and can be cleared', async () => {
      await fetch(`${server.url}/smartlock/1/auth/2`);
      await fetch(`${server.url}/smartlock/3/auth/4`);
      await fetch(`${server.url}/echo`, { method: 'POST', body: '' });

      expect(server.requestsTo('get', '/smartlock/1/auth/2')).toHaveLength(1);
      expect(server.requestsTo('GET', /^\/smartlock\//)).toHaveLength(2);
      expect(server.requestsTo('POST', /^\/smartlock\//)).toHaveLength(0);

      server.clearRequests();

      expect(server.requests).toEqual([]);
    });
  });

  describe('faults', () => {
    it('failNext answers the next N requests with the given status and body, then routes again', async () => {
      server.failNext(2, 503, { message: 'down' });

      const first = await fetch(`${server.url}/text`);
      const second = await fetch(`${server.url}/text`);
      const third = await fetch(`${server.url}/text`);

      expect([first.status, second.status, third.status]).toEqual([503, 503, 200]);
      expect(await first.json()).toEqual({ message: 'down' });
      expect(await third.text()).toBe('plain words');
    });

    it('failNext without a body sends an empty body; failed requests are still recorded', async () => {
      server.failNext(1, 502);

      const response = await fetch(`${server.url}/text?q=1`);

      expect(response.status).toBe(502);
      expect(await response.text()).toBe('');
      expect(server.requests).toEqual([expect.objectContaining({ path: '/text', query: { q: '1' } })]);
    });

    it('restricts a fault to a target path (string or pattern) and method', async () => {
      server
        .failNext(1, 500, undefined, { path: '/csv' })
        .failNext(1, 501, undefined, { path: /^\/smart/, method: 'get' })
        .failNext(1, 502, undefined, { method: 'POST' });

      expect((await fetch(`${server.url}/text`)).status).toBe(200);
      expect((await fetch(`${server.url}/echo`, { method: 'POST', body: '' })).status).toBe(502);
      expect((await fetch(`${server.url}/smartlock/1/auth/2`)).status).toBe(501);
      expect((await fetch(`${server.url}/csv`)).status).toBe(500);
      expect((await fetch(`${server.url}/csv`)).status).toBe(200);
    });

    it('consumes faults in the order they were scripted, one fault per request', async () => {
      server.failNext(1, 503).delayNext(150).dropNext();

      const failed = await fetch(`${server.url}/text`);
      const started = Date.now();
      const delayed = await fetch(`${server.url}/text`);
      const elapsed = Date.now() - started;
      const dropped = fetch(`${server.url}/text`);

      expect(failed.status).toBe(503);
      expect(delayed.status).toBe(200);
      expect(await delayed.text()).toBe('plain words');
      expect(elapsed).toBeGreaterThanOrEqual(140);
      await expect(dropped).rejects.toThrow();
      expect((await fetch(`${server.url}/text`)).status).toBe(200);
      expect(server.requests).toHaveLength(4);
    });

    it('delayNext delays N matching requests only', async () => {
      server.delayNext(200, 2, { path: '/csv' });

      const fastStart = Date.now();
      await fetch(`${server.url}/text`);
      const fast = Date.now() - fastStart;
      const slowStart = Date.now();
      await Promise.all([fetch(`${server.url}/csv`), fetch(`${server.url}/csv`)]);
      const slow = Date.now() - slowStart;

      expect(fast).toBeLessThan(150);
      expect(slow).toBeGreaterThanOrEqual(190);
    });

    it('holdAnswerNext runs the handler at once and sends its answer only after the hold', async () => {
      server.holdAnswerNext(400, 1, { path: '/echo' });
      let answeredAt: number | undefined;
      const started = Date.now();
      const held = fetch(`${server.url}/echo`, { method: 'POST', body: 'a=1' }).then((response) => {
        answeredAt = Date.now();
        return response;
      });

      await waitFor(() => seen.length === 1);
      const handledAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 150));

      expect(answeredAt).toBeUndefined();
      const response = await held;
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ form: { a: '1' }, json: null, token: null });
      expect(handledAt - started).toBeLessThan(200);
      expect(answeredAt! - started).toBeGreaterThanOrEqual(390);
      expect((await fetch(`${server.url}/echo`, { method: 'POST', body: '' })).status).toBe(201);
      expect(seen).toHaveLength(2);
    });

    it('dropNext destroys the connection without any answer', async () => {
      server.dropNext(1, { path: '/text' });

      await expect(rawGet(server.url, '/text')).rejects.toMatchObject({
        code: 'ECONNRESET',
        message: 'socket hang up',
      });
      expect(server.requestsTo('GET', '/text')).toHaveLength(1);
    });

    it('clearFaults forgets faults not used up', async () => {
      server.failNext(3, 500).clearFaults();

      expect((await fetch(`${server.url}/text`)).status).toBe(200);
    });

    it('rejects a count that is not a positive integer', () => {
      expect(() => server.failNext(0, 500)).toThrow(RangeError);
      expect(() => server.dropNext(1.5)).toThrow(RangeError);
    });
  });

  describe('connections', () => {
    it('serves several requests over one keep-alive connection', async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await rawGet(server.url, '/text', agent);
        const second = await rawGet(server.url, '/async', agent);

        expect(first).toEqual({ status: 200, body: 'plain words', reused: false });
        expect(second).toEqual({ status: 202, body: '[1,2]', reused: true });
      } finally {
        agent.destroy();
      }
    });

    it('close() does not hang on idle keep-alive sockets or on requests held by delayNext', async () => {
      const agent = new http.Agent({ keepAlive: true });
      await rawGet(server.url, '/text', agent);
      server.delayNext(60_000);
      const held = rawGet(server.url, '/text');
      await waitFor(() => server.requests.length === 2);

      const started = Date.now();
      await server.close();

      expect(Date.now() - started).toBeLessThan(1000);
      await expect(held).rejects.toThrow();
      agent.destroy();
    });

    it('close() destroys the connection of an answer held by holdAnswerNext', async () => {
      server.holdAnswerNext(60_000);
      const held = rawGet(server.url, '/text');
      await waitFor(() => server.requests.length === 1);

      const started = Date.now();
      await server.close();

      expect(Date.now() - started).toBeLessThan(1000);
      await expect(held).rejects.toThrow();
    });

    it('close() can be called more than once', async () => {
      await server.close();
      await expect(server.close()).resolves.toBeUndefined();
    });
  });
});

interface RawAnswer {
  status: number;
  body: string;
  reused: boolean;
}

/** A GET with node:http, so the socket and its errors can be seen (fetch hides them). */
function rawGet(baseUrl: string, path: string, agent: http.Agent | false = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, reused: request.reusedSocket }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
