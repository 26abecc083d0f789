import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/** How the server answers a request, chosen by the first segment of its path (`/<behaviour>/...`). */
export type HostileBehaviour =
  'error-body-50mb' | 'gzip-bomb' | 'announce-1gb' | 'trickle' | 'stall-after-headers' | 'reset-mid-body';

/** What the server saw of one answer once its connection closed. */
export interface ClosedAnswer {
  behaviour: string;
  /** Body bytes the server handed to its socket before the connection closed. */
  written: number;
  /** Whether the whole answer went out. */
  complete: boolean;
}

/** A hostile HTTP server in its own process on 127.0.0.1, so that its buffers never count in this process. */
export interface HostileServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The next answer of this behaviour whose connection closed (waits until one does). */
  closedAnswer(behaviour: HostileBehaviour): Promise<ClosedAnswer>;
  /** Ends the server process. */
  close(): Promise<void>;
}

/** Bytes of the error body: 50 MiB. */
export const ERROR_BODY_BYTES = 50 * 1024 * 1024;
/** What the gzip bomb expands to: 1 GiB of zeros (about 1 MB on the wire). */
export const GZIP_BOMB_BYTES = 1024 * 1024 * 1024;
/** The pause between the bytes of a trickled body. */
export const TRICKLE_INTERVAL_MS = 300;
/** How long the stalling server waits before it sends its headers (and then nothing more). */
export const STALL_HEADERS_AFTER_MS = 800;

/**
 * The server process. Every loop is bounded: big bodies are written with back-pressure and stop when the client
 * goes, the trickle ends after 100 bytes, the bomb is made once (streamed through gzip, never held expanded).
 */
const SERVER_SOURCE = `
const http = require('node:http');
const zlib = require('node:zlib');
const [errorBodyBytes, bombBytes, trickleMs, stallMs] = JSON.parse(process.argv[1]);

function gzipBomb() {
  return new Promise((resolve) => {
    const gzip = zlib.createGzip({ level: 9 });
    const parts = [];
    gzip.on('data', (part) => parts.push(part));
    gzip.on('end', () => resolve(Buffer.concat(parts)));
    const zeros = Buffer.alloc(1024 * 1024);
    let left = bombBytes / zeros.length;
    (function feed() {
      while (left > 0) {
        left -= 1;
        if (!gzip.write(zeros)) return gzip.once('drain', feed);
      }
      gzip.end();
    })();
  });
}

function stream(res, total, answer) {
  const chunk = Buffer.alloc(64 * 1024, 'E');
  (function pump() {
    while (answer.written < total && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, total - answer.written));
      answer.written += part.length;
      if (!res.write(part)) return res.once('drain', pump);
    }
    if (answer.written === total && !res.writableEnded) {
      answer.complete = true;
      res.end();
    }
  })();
}

function answer(bomb, behaviour, req, res) {
  const seen = { behaviour, written: 0, complete: false };
  req.socket.once('close', () => process.send(seen));
  switch (behaviour) {
    case 'error-body-50mb':
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      return stream(res, errorBodyBytes, seen);
    case 'gzip-bomb':
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': bomb.length });
      seen.written = bomb.length;
      seen.complete = true;
      return res.end(bomb);
    case 'announce-1gb':
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(2 ** 30) });
      return res.flushHeaders();
    case 'trickle': {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.flushHeaders();
      const timer = setInterval(() => {
        seen.written += 1;
        if (seen.written < 100) return res.write(' ');
        seen.complete = true;
        clearInterval(timer);
        res.end('[]');
      }, trickleMs);
      return res.once('close', () => clearInterval(timer));
    }
    case 'stall-after-headers': {
      const timer = setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        seen.written = 1;
        res.write('[');
      }, stallMs);
      return res.once('close', () => clearTimeout(timer));
    }
    case 'reset-mid-body':
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024) });
      seen.written = 64 * 1024;
      return res.write(Buffer.alloc(seen.written, ' '), () => setTimeout(() => req.socket.destroy(), 50));
    default:
      res.writeHead(404);
      return res.end();
  }
}

gzipBomb().then((bomb) => {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(bomb, (req.url || '/').split('/')[1].split('?')[0], req, res));
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
});
`;

/** Starts the hostile server process and waits until it listens. */
export async function startHostileServer(): Promise<HostileServer> {
  const settings = [ERROR_BODY_BYTES, GZIP_BOMB_BYTES, TRICKLE_INTERVAL_MS, STALL_HEADERS_AFTER_MS];
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER_SOURCE, JSON.stringify(settings)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [{ port: number }];
  const closed: ClosedAnswer[] = [];
  const waiting: { behaviour: string; resolve: (answer: ClosedAnswer) => void }[] = [];
  child.on('message', (answer: ClosedAnswer) => {
    const waiter = waiting.findIndex(({ behaviour }) => behaviour === answer.behaviour);
    if (waiter === -1) closed.push(answer);
    else waiting.splice(waiter, 1)[0].resolve(answer);
  });
  return {
    url: `http://127.0.0.1:${ready.port}`,
    closedAnswer: (behaviour) => {
      const found = closed.findIndex((answer) => answer.behaviour === behaviour);
      if (found !== -1) return Promise.resolve(closed.splice(found, 1)[0]);
      return new Promise((resolve) => waiting.push({ behaviour, resolve }));
    },
    close: async () => {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
    },
  };
}

/** One hostile server (a child process) for a test file: started before its first test, closed after its last. */
export function useHostileServer(): { readonly server: HostileServer } {
  const file = {} as { server: HostileServer };
  beforeAll(async () => {
    file.server = await startHostileServer();
  }, 20_000);
  afterAll(async () => {
    await file.server?.close();
  });
  return file;
}
