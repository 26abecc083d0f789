import { AddressInfo, connect, createServer, Server, Socket } from 'node:net';

/** Where a fault proxy forwards to. */
export interface FaultProxyTarget {
  host: string;
  port: number;
}

/**
 * A TCP proxy on 127.0.0.1 in front of one server (PostgreSQL in the scale-out suite), so a test can inject the
 * network faults of one app instance: black-holed traffic, refused connections, reset connections. Callers build
 * their URL with `port`, which stays the same for the proxy's whole life.
 */
export interface FaultProxy {
  /** The port the proxy listens on, on 127.0.0.1. */
  readonly port: number;
  /**
   * Forwards both ways (the start mode). After `blackhole()` the held bytes are delivered in order and the
   * connections accepted meanwhile are connected upstream; after `refuse()` it listens again on the same port.
   */
  pass(): Promise<void>;
  /**
   * Holds everything, closes nothing: the bytes of open connections stay unread in both directions, new
   * connections are accepted but not connected upstream, until `pass()` (packets dropped while TCP retransmits).
   */
  blackhole(): Promise<void>;
  /** Stops listening (a new connect gets ECONNREFUSED) and resets every open connection, until `pass()`. */
  refuse(): Promise<void>;
  /** Sends a TCP RST on both sides of every open connection; new connections pass as before. */
  resetConnections(): void;
  /** How many client connections are open through the proxy. */
  openConnections(): number;
  /** Stops listening and destroys every connection. Idempotent. */
  close(): Promise<void>;
}

/** Starts a fault proxy on 127.0.0.1 and a free port, in front of `target`, in `pass` mode. */
export async function startFaultProxy(target: FaultProxyTarget): Promise<FaultProxy> {
  const proxy = new TcpFaultProxy(target);
  await proxy.listen(0);
  return proxy;
}

type Mode = 'pass' | 'blackhole' | 'refuse' | 'closed';

/** One client connection and, once connected, its upstream. */
interface ProxiedConnection {
  client: Socket;
  upstream?: Socket;
}

class TcpFaultProxy implements FaultProxy {
  private mode: Mode = 'pass';
  private server?: Server;
  private listeningPort = 0;
  private readonly connections = new Set<ProxiedConnection>();
  /** Teardowns of connections whose other side closed while traffic was held: done at the next `pass()`. */
  private heldTeardowns: (() => void)[] = [];

  constructor(private readonly target: FaultProxyTarget) {}

  get port(): number {
    return this.listeningPort;
  }

  async listen(port: number): Promise<void> {
    const server = createServer({ pauseOnConnect: true }, (client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    this.server = server;
    this.listeningPort = (server.address() as AddressInfo).port;
  }

  async pass(): Promise<void> {
    this.assertOpen();
    await this.ensureListening();
    this.mode = 'pass';
    for (const connection of this.connections) {
      if (connection.upstream === undefined) this.connectUpstream(connection);
      else this.resume(connection);
    }
    const teardowns = this.heldTeardowns;
    this.heldTeardowns = [];
    teardowns.forEach((teardown) => teardown());
  }

  async blackhole(): Promise<void> {
    this.assertOpen();
    await this.ensureListening();
    this.mode = 'blackhole';
    for (const { client, upstream } of this.connections) {
      client.pause();
      upstream?.pause();
    }
  }

  async refuse(): Promise<void> {
    this.assertOpen();
    this.mode = 'refuse';
    this.heldTeardowns = [];
    const closed = this.stopListening();
    this.resetConnections();
    await closed;
  }

  resetConnections(): void {
    for (const { client, upstream } of this.connections) {
      reset(client);
      if (upstream !== undefined) reset(upstream);
    }
  }

  openConnections(): number {
    return this.connections.size;
  }

  async close(): Promise<void> {
    if (this.mode === 'closed') return;
    this.mode = 'closed';
    this.heldTeardowns = [];
    const closed = this.stopListening();
    for (const { client, upstream } of this.connections) {
      client.destroy();
      upstream?.destroy();
    }
    await closed;
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    client.setNoDelay(true);
    if (this.mode === 'refuse' || this.mode === 'closed') {
      reset(client);
      return;
    }
    const connection: ProxiedConnection = { client };
    this.connections.add(connection);
    client.once('close', () => {
      if (connection.upstream === undefined) this.connections.delete(connection);
    });
    if (this.mode === 'pass') this.connectUpstream(connection);
  }

  private connectUpstream(connection: ProxiedConnection): void {
    const { client } = connection;
    if (client.destroyed) {
      this.connections.delete(connection);
      return;
    }
    const upstream = connect(this.target);
    connection.upstream = upstream;
    upstream.on('error', () => undefined);
    upstream.setNoDelay(true);
    this.forward(client, upstream);
    this.forward(upstream, client);
    let open = 2;
    const closedOne = () => {
      open -= 1;
      if (open === 0) this.connections.delete(connection);
    };
    this.passOnClose(client, upstream, closedOne);
    this.passOnClose(upstream, client, closedOne);
    upstream.once('connect', () => {
      if (this.mode === 'pass') this.resume(connection);
      else upstream.pause();
    });
  }

  /** Copies `from`'s bytes and its end to `to`, reading no more while `to` is full or traffic is held. */
  private forward(from: Socket, to: Socket): void {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (this.mode === 'pass') from.resume();
    });
    from.once('end', () => to.end());
  }

  /** When `from` closes, ends `to` (resets it when `from` closed by an error); held while traffic is held. */
  private passOnClose(from: Socket, to: Socket, closedOne: () => void): void {
    from.once('close', (hadError) => {
      closedOne();
      const teardown = () => (hadError ? reset(to) : to.end());
      if (this.mode === 'blackhole') this.heldTeardowns.push(teardown);
      else teardown();
    });
  }

  private resume({ client, upstream }: ProxiedConnection): void {
    if (upstream === undefined || upstream.connecting) return;
    client.resume();
    upstream.resume();
  }

  private async ensureListening(): Promise<void> {
    if (this.server === undefined) await this.listen(this.listeningPort);
  }

  private stopListening(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server === undefined) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private assertOpen(): void {
    if (this.mode === 'closed') throw new Error('the fault proxy is closed');
  }
}

/** Closes the socket with a TCP RST (a socket still connecting is just destroyed). */
function reset(socket: Socket): void {
  if (socket.destroyed) return;
  if (socket.connecting) socket.destroy();
  else socket.resetAndDestroy();
}
