import * as net from 'node:net';
import { Worker } from 'node:worker_threads';

/** A loopback TCP port on which a new connect hangs: no answer, no error, until the client gives up. */
export interface UnresponsiveListener {
  /** Always the loopback address. */
  host: '127.0.0.1';
  /** The listening port. */
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Closes the listener and every socket it holds; resolves when nothing of it is left. */
  close(): Promise<void>;
}

/**
 * Listens with a backlog of 1, posts its port, then blocks its event loop until woken, so that it never accepts
 * a connection. Once woken it closes the server; the worker then ends.
 */
const LISTENER_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const server = net.createServer();
server.listen({ host: '127.0.0.1', port: 0, backlog: 1 }, () => {
  parentPort.postMessage(server.address().port);
  Atomics.wait(workerData, 0, 0);
  server.close();
});
`;

/** A filler connect that takes longer than this means the kernel accept queue is full. */
const QUICK_CONNECT_MS = 250;
/** Far more fillers than a backlog of 1 takes; reaching it means connects are not held on this system. */
const MAX_FILLERS = 16;

/**
 * Starts a loopback listener that never accepts and fills its accept queue, so that a client's TCP connect to
 * it stays pending (the kernel drops the SYN); for testing a real connect timeout.
 */
export async function startUnresponsiveListener(): Promise<UnresponsiveListener> {
  const signal = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(LISTENER_WORKER_SOURCE, { eval: true, workerData: signal });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const fillers: net.Socket[] = [];
  const close = async (): Promise<void> => {
    fillers.forEach((socket) => socket.destroy());
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
    await exited;
  };
  try {
    await fillAcceptQueue(port, fillers);
  } catch (error) {
    await close();
    throw error;
  }
  return { host: '127.0.0.1', port, url: `http://127.0.0.1:${port}`, close };
}

/** Opens filler connections until one no longer connects quickly; all of them are kept in `fillers`. */
async function fillAcceptQueue(port: number, fillers: net.Socket[]): Promise<void> {
  while (fillers.length < MAX_FILLERS) {
    const socket = net.connect({ host: '127.0.0.1', port });
    // Fillers are reset when the listener closes; that is expected.
    socket.on('error', () => undefined);
    fillers.push(socket);
    if (!(await connectsQuickly(socket))) {
      return;
    }
  }
  throw new Error(`The accept queue of port ${port} did not fill up after ${MAX_FILLERS} connections`);
}

/** Resolves true on connect, false when the connect is still pending after `QUICK_CONNECT_MS`; rejects on error. */
function connectsQuickly(socket: net.Socket): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), QUICK_CONNECT_MS);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
