import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createClient } from '@redis/client';
import { isTcpReachableSync } from './tcp-reachable';

/** The Redis the suites may use: `REDIS_URL`, else the local default. */
export function redisUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.REDIS_URL?.trim();
  return url ? url : 'redis://127.0.0.1:6379';
}

/** True when the URL points at this machine (tests never send traffic anywhere else). */
export function isLoopbackRedisUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return /^rediss?:$/.test(protocol) && ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(hostname);
  } catch {
    return false;
  }
}

/** Host and port of a `redis://` URL (default port 6379). */
export function redisAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  return { host, port: parsed.port === '' ? 6379 : Number(parsed.port) };
}

/** True when something accepts a TCP connection at the URL's address within `timeoutMs`. Only loopback URLs. */
export function isRedisReachable(url: string, timeoutMs = 500): Promise<boolean> {
  if (!isLoopbackRedisUrl(url)) return Promise.resolve(false);
  const { host, port } = redisAddress(url);
  return canConnect(host, port, timeoutMs);
}

/**
 * The same check as `isRedisReachable`, synchronously (in a short child process), so a suite can decide at
 * collection time whether its tests run or are skipped.
 */
export function isRedisReachableSync(url: string, timeoutMs = 500): boolean {
  if (!isLoopbackRedisUrl(url)) return false;
  const { host, port } = redisAddress(url);
  return isTcpReachableSync(host, port, timeoutMs);
}

/** The path of the `redis-server` binary on PATH, or undefined. */
export function redisServerBinary(env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** True when a `redis-server` binary is on PATH. */
export function hasRedisServerBinary(): boolean {
  return redisServerBinary() !== undefined;
}

/** A port on 127.0.0.1 that was free a moment ago (nothing listens on it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** A `redis-server` child process on 127.0.0.1 and its own port. */
export interface RedisServer {
  url: string;
  port: number;
  /** The process id of the `redis-server`. */
  pid: number;
  /** Freezes the server (SIGSTOP): it stops answering but keeps its sockets open, like a frozen VM. */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT); it then answers what it was sent meanwhile. */
  thaw(): void;
  /**
   * Stops the server (thawed first; SIGTERM, SIGKILL after 5 s) and resolves once the process has exited.
   * Idempotent.
   */
  stop(): Promise<void>;
}

/** Where and how long `startRedisServer` tries. */
export interface StartRedisServerOptions {
  /** A fixed port (e.g. to bring a stopped server back where its clients reconnect). Default: a free one. */
  port?: number;
  /** How long the server may take to accept connections. Default 10 s. */
  startTimeoutMs?: number;
}

/**
 * Starts a throw-away `redis-server` on 127.0.0.1 and a free port (no persistence), and resolves once it accepts
 * connections. Throws when the binary is missing or the server does not come up within the start timeout.
 */
export async function startRedisServer(options: StartRedisServerOptions = {}): Promise<RedisServer> {
  const binary = redisServerBinary();
  if (!binary) throw new Error('redis-server is not on PATH');
  const startTimeoutMs = options.startTimeoutMs ?? 10_000;
  if (options.port !== undefined) return startOnce(binary, options.port, startTimeoutMs);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await startOnce(binary, await freePort(), startTimeoutMs);
    } catch (error) {
      lastError = error; // most likely the port was taken in between: try another one
    }
  }
  throw lastError;
}

async function startOnce(binary: string, port: number, startTimeoutMs: number): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve();
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    rmSync(dir, { recursive: true, force: true });
  });

  const freeze = (): void => {
    if (!hasExited) child.kill('SIGSTOP');
  };
  const thaw = (): void => {
    if (!hasExited) child.kill('SIGCONT');
  };

  const stop = async (): Promise<void> => {
    if (!hasExited) {
      thaw();
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
  };

  const deadline = Date.now() + startTimeoutMs;
  // Ready when it says so (a port taken by another process would still accept connections) and accepts one.
  const ready = async () =>
    /ready to accept connections/i.test(output) && (await canConnect('127.0.0.1', port, 200));
  while (!(await ready())) {
    if (hasExited || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}: ${output.trim() || 'no output'}`);
    }
    await sleep(50);
  }
  if (hasExited) {
    throw new Error(`redis-server exited right after starting on port ${port}: ${output.trim()}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid!, freeze, thaw, stop };
}

/** Reads a Redis directly, for assertions: no library of the code under test in between. */
export interface RedisReader {
  /** Every key matching the glob pattern (SCAN, so it is safe on a shared server). */
  keys(pattern?: string): Promise<string[]>;
  /** The string value, or null. */
  get(key: string): Promise<string | null>;
  /** Remaining life in ms; -1 no expiry, -2 no such key. */
  pttl(key: string): Promise<number>;
  /** Every key and its value (strings as they are, other types as `<type>`), by SCAN. */
  dump(pattern?: string): Promise<Map<string, string>>;
  /** Deletes the keys; returns how many existed. */
  del(...keys: string[]): Promise<number>;
  /** How many client connections the server has besides this reader's own (CLIENT LIST). */
  otherClients(): Promise<number>;
  close(): Promise<void>;
}

/** Connects a raw reader (`@redis/client`, no reconnects) to a loopback Redis. */
export async function connectRedisReader(url: string): Promise<RedisReader> {
  if (!isLoopbackRedisUrl(url)) throw new Error(`refusing a Redis that is not on this machine: ${url}`);
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 2000 } });
  client.on('error', () => undefined);
  await client.connect();

  const keys = async (pattern = '*'): Promise<string[]> => {
    const found = new Set<string>();
    let cursor = '0';
    do {
      const reply = await client.scan(cursor, { MATCH: pattern, COUNT: 500 });
      cursor = String(reply.cursor);
      reply.keys.forEach((key) => found.add(String(key)));
    } while (cursor !== '0');
    return [...found].sort();
  };

  return {
    keys,
    get: async (key) => {
      const value = await client.get(key);
      return value === null ? null : String(value);
    },
    pttl: async (key) => Number(await client.pTTL(key)),
    dump: async (pattern = '*') => {
      const entries = new Map<string, string>();
      for (const key of await keys(pattern)) {
        const type = String(await client.type(key));
        entries.set(key, type === 'string' ? String((await client.get(key)) ?? '') : `<${type}>`);
      }
      return entries;
    },
    del: async (...names) => (names.length === 0 ? 0 : Number(await client.del(names))),
    otherClients: async () => {
      const ownId = String(await client.sendCommand(['CLIENT', 'ID']));
      const list = String(await client.sendCommand(['CLIENT', 'LIST']));
      return list.split('\n').filter((line) => line.startsWith('id=') && !line.startsWith(`id=${ownId} `))
        .length;
    },
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}

function canConnect(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
