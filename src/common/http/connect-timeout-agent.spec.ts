import * as http from 'node:http';
import * as https from 'node:https';
import * as net from 'node:net';
import {
  CONNECT_TIMEOUT_CODE,
  ConnectTimeoutAgents,
  createConnectTimeoutAgents,
} from './connect-timeout-agent';

let server: http.Server;
let port: number;
let agents: ConnectTimeoutAgents;

/** Each answer tells which client port the request came from, so socket reuse is visible. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const delay = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delay') ?? 0);
    setTimeout(() => res.end(String(req.socket.remotePort)), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  agents?.destroy();
});

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: agents.httpAgent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('createConnectTimeoutAgents', () => {
  it('names the connect-timeout error code ECONNECTTIMEOUT (the transport maps it to "connect-timeout")', () => {
    expect(CONNECT_TIMEOUT_CODE).toBe('ECONNECTTIMEOUT');
  });

  it('gives an http and an https agent, both keep-alive', () => {
    agents = createConnectTimeoutAgents(1000);
    expect(agents.httpAgent).toBeInstanceOf(http.Agent);
    expect(agents.httpsAgent).toBeInstanceOf(https.Agent);
    expect((agents.httpAgent as http.Agent & { keepAlive: boolean }).keepAlive).toBe(true);
    expect((agents.httpsAgent as https.Agent & { keepAlive: boolean }).keepAlive).toBe(true);
  });

  it('does not time a connected socket: an answer slower than the connect timeout arrives', async () => {
    agents = createConnectTimeoutAgents(30);
    await expect(get('/?delay=120')).resolves.toMatchObject({ status: 200 });
  });

  it('reuses the connected socket for the next request, even after the connect timeout has passed', async () => {
    agents = createConnectTimeoutAgents(30);
    const first = await get('/');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const second = await get('/');
    expect(second.body).toBe(first.body);
  });

  it('opens at most 64 sockets per origin unless told otherwise: further requests wait for a free one', async () => {
    agents = createConnectTimeoutAgents(1000);
    const ports = await Promise.all(Array.from({ length: 200 }, () => get('/?delay=5')));
    expect(new Set(ports.map((answer) => answer.body)).size).toBeLessThanOrEqual(64);
    agents.destroy();
    agents = createConnectTimeoutAgents(1000, 2);
    const limited = await Promise.all(Array.from({ length: 20 }, () => get('/?delay=5')));
    expect(limited.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(limited.map((answer) => answer.body)).size).toBeLessThanOrEqual(2);
  });

  it('destroy() closes the pooled sockets', async () => {
    agents = createConnectTimeoutAgents(1000);
    const closed = new Promise<void>((resolve) =>
      server.once('connection', (socket) => socket.once('close', () => resolve())),
    );
    await get('/');
    agents.destroy();
    await expect(closed).resolves.toBeUndefined();
    expect(Object.keys(agents.httpAgent.freeSockets)).toHaveLength(0);
  });
});
