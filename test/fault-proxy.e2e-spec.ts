import { AddressInfo, connect, createServer, Server, Socket } from 'node:net';
import { FaultProxy, startFaultProxy } from './support/fault-proxy';

/**
 * The scale-out suite's TCP fault proxy (issue 20) in front of a tiny echo server on 127.0.0.1: each mode, and
 * what a client and the server see through it.
 */

/** How long a test waits for something that must happen. */
const WAIT_MS = 3000;
/** How long a test watches for something that must not happen. */
const QUIET_MS = 300;

/** An echo server that keeps its sockets, so a test can also write from the server's side. */
interface EchoServer {
  port: number;
  /** The server's side of every connection it accepted, in order. */
  sockets: Socket[];
  close(): Promise<void>;
}

async function startEchoServer(): Promise<EchoServer> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    sockets.push(socket);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sockets,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A client connection and what it has seen. */
class TestClient {
  received = '';
  closed: { hadError: boolean; code?: string } | undefined;
  private lastError: string | undefined;

  private constructor(readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (this.received += text));
    socket.on('error', (error: NodeJS.ErrnoException) => (this.lastError = error.code));
    socket.on('close', (hadError) => (this.closed = { hadError, code: this.lastError }));
  }

  /** Connects to the port; resolves once connected, rejects with the connect error or after `WAIT_MS`. */
  static connect(port: number): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`connecting took more than ${WAIT_MS} ms`));
      }, WAIT_MS);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve(new TestClient(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  async waitToReceive(text: string): Promise<void> {
    await waitUntil(`"${text}" to arrive`, () => this.received === text).catch((error: Error) => {
      throw new Error(`${error.message} (received "${this.received}")`);
    });
  }

  async waitToClose(): Promise<NonNullable<TestClient['closed']>> {
    await waitUntil('the connection to close', () => this.closed !== undefined);
    return this.closed!;
  }
}

describe('fault proxy (TCP, in front of an echo server)', () => {
  jest.setTimeout(15_000);

  let echo: EchoServer;
  let proxy: FaultProxy;
  const clients: TestClient[] = [];

  const client = async (): Promise<TestClient> => {
    const opened = await TestClient.connect(proxy.port);
    clients.push(opened);
    return opened;
  };

  beforeEach(async () => {
    echo = await startEchoServer();
    proxy = await startFaultProxy({ host: '127.0.0.1', port: echo.port });
  });

  afterEach(async () => {
    clients.splice(0).forEach((opened) => opened.socket.destroy());
    await proxy.close();
    await echo.close();
  });

  it('pass: forwards both ways and counts its open connections', async () => {
    const first = await client();
    const second = await client();
    first.socket.write('hello');
    second.socket.write('world');

    await first.waitToReceive('hello');
    await second.waitToReceive('world');
    expect(proxy.openConnections()).toBe(2);

    first.socket.end();
    await first.waitToClose();
    await waitUntil('one open connection', () => proxy.openConnections() === 1);
  });

  it('blackhole: holds open and new connections both ways, closes nothing; pass() delivers in order', async () => {
    const open = await client();
    open.socket.write('a');
    await open.waitToReceive('a');

    await proxy.blackhole();
    open.socket.write('b');
    echo.sockets[0].write('-pushed');
    const late = await client();
    late.socket.write('c');
    await sleep(QUIET_MS);

    expect(open.received).toBe('a');
    expect(late.received).toBe('');
    expect(echo.sockets).toHaveLength(1);
    expect([open.closed, late.closed]).toEqual([undefined, undefined]);
    expect(proxy.openConnections()).toBe(2);

    await proxy.pass();
    await open.waitToReceive('a-pushedb');
    await late.waitToReceive('c');
    expect(echo.sockets).toHaveLength(2);
  });

  it('refuse: resets open connections and refuses new ones; pass() listens again on the same port', async () => {
    const open = await client();
    open.socket.write('x');
    await open.waitToReceive('x');

    await proxy.refuse();

    expect(await open.waitToClose()).toEqual({ hadError: true, code: 'ECONNRESET' });
    await expect(TestClient.connect(proxy.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(proxy.openConnections()).toBe(0);

    await proxy.pass();
    const again = await client();
    again.socket.write('y');
    await again.waitToReceive('y');
  });

  it('resetConnections: a TCP RST on both sides of every open connection; new connections pass', async () => {
    const open = await client();
    open.socket.write('x');
    await open.waitToReceive('x');
    let serverSideError: string | undefined;
    echo.sockets[0].on('error', (error: NodeJS.ErrnoException) => (serverSideError = error.code));

    proxy.resetConnections();

    expect(await open.waitToClose()).toEqual({ hadError: true, code: 'ECONNRESET' });
    await waitUntil('the server side to be reset', () => serverSideError === 'ECONNRESET');
    await waitUntil('no open connection', () => proxy.openConnections() === 0);
    const next = await client();
    next.socket.write('z');
    await next.waitToReceive('z');
  });

  it('a connection the upstream refuses is reset on the client side', async () => {
    await echo.close();

    const orphan = await client();

    expect(await orphan.waitToClose()).toMatchObject({ hadError: true });
    await waitUntil('no open connection', () => proxy.openConnections() === 0);
  });

  it('close: ends every connection and stops listening', async () => {
    const open = await client();

    await proxy.close();

    await open.waitToClose();
    await expect(TestClient.connect(proxy.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(proxy.close()).resolves.toBeUndefined();
  });
});

/** Resolves once the condition holds (checked every 10 ms), or rejects after `WAIT_MS`. */
async function waitUntil(what: string, condition: () => boolean): Promise<void> {
  const giveUpAt = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await sleep(10);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
