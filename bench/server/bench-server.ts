/**
 * The bench server: a child process that serves the Delivery, Accounting and Lock sandboxes on 127.0.0.1, so the
 * clients under measurement never share a process (or its event loop) with the APIs they call.
 *
 * Every sandbox's token endpoint answers after `TOKEN_DELAY_MS`, as a real sign-in server does, and every
 * sandbox counts its token requests and the TCP connections it accepted. A control server answers:
 * - `POST /__bench/sandboxes/<name>[?tokenDelayMs=<ms>]`: starts a fresh sandbox (new port, so a fresh token
 *   cache key; its token endpoint as slow as asked, default `TOKEN_DELAY_MS`); JSON `{ id, name, url, env }`
 *   where `env` holds the settings that point the module at it;
 * - `GET /__bench/counts/<id>`: `{ tokenRequests, connections }` since the sandbox started;
 * - `GET /__bench/current-token/<id>`: the access token the sandbox handed out last, for the bare baselines;
 * - `POST /__bench/authorization-code/<id>`: a Lock OAuth authorization code, as if a user had consented;
 * - `DELETE /__bench/sandboxes/<id>`: stops that sandbox.
 * On start it prints one JSON line on stdout, `{ controlUrl, sandboxes: { delivery, accounting, lock } }` (each
 * as the POST answers it), and it stops on SIGTERM, SIGINT or when its stdin closes (the parent is gone).
 */
import * as diagnosticsChannel from 'node:diagnostics_channel';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  isSandboxName,
  LockSandbox,
  SANDBOX_NAMES,
  SandboxName,
  startSandboxes,
} from '@vendor/nest-integrations/testing';
import type { AccountingSandbox, DeliverySandbox } from '@vendor/nest-integrations/testing';
import { TOKEN_DELAY_MS } from './token-delay';

type AnySandbox = DeliverySandbox | AccountingSandbox | LockSandbox;

/** One running sandbox and what the bench has counted of it. */
interface CountedSandbox {
  id: string;
  name: SandboxName;
  url: string;
  env: Record<string, string>;
  port: number;
  sandbox: AnySandbox;
  close: () => Promise<void>;
  tokenRequests: number;
  connections: number;
}

/** The answer of a route: a status and a JSON body. */
interface ControlReply {
  status: number;
  body: unknown;
}

/** How often the request logs are tallied and emptied, so that a long run does not keep every request. */
const TALLY_INTERVAL_MS = 500;
/** Enough uses that the token delay never runs out during a run. */
const ALWAYS = 1_000_000_000;

const running = new Map<string, CountedSandbox>();
const byPort = new Map<number, CountedSandbox>();
let nextId = 1;

// Every TCP connection any server of this process accepts; the sandbox is known by the local port.
diagnosticsChannel.subscribe('net.server.socket', (message) => {
  const { socket } = message as { socket: Socket };
  const counted = socket.localPort === undefined ? undefined : byPort.get(socket.localPort);
  if (counted) counted.connections += 1;
});

/** Moves the token requests of every request log into the counters and empties the logs. */
function tally(): void {
  for (const counted of running.values()) {
    counted.tokenRequests += counted.sandbox.requestsTo('POST', counted.sandbox.tokenPath).length;
    counted.sandbox.clearRequests();
  }
}

async function startSandbox(name: SandboxName, tokenDelayMs = TOKEN_DELAY_MS): Promise<CountedSandbox> {
  const started = await startSandboxes([name]);
  const sandbox = started.sandboxes[name] as AnySandbox;
  if (tokenDelayMs > 0) sandbox.delayNext(tokenDelayMs, ALWAYS, { method: 'POST', path: sandbox.tokenPath });
  const counted: CountedSandbox = {
    id: String(nextId++),
    name,
    url: sandbox.url,
    env: started.env,
    port: Number(new URL(sandbox.url).port),
    sandbox,
    close: () => started.close(),
    tokenRequests: 0,
    connections: 0,
  };
  running.set(counted.id, counted);
  byPort.set(counted.port, counted);
  return counted;
}

function describe(counted: CountedSandbox): Record<string, unknown> {
  return { id: counted.id, name: counted.name, url: counted.url, env: counted.env };
}

async function stopSandbox(counted: CountedSandbox): Promise<void> {
  running.delete(counted.id);
  byPort.delete(counted.port);
  await counted.close();
}

async function answer(method: string, url: URL): Promise<ControlReply> {
  const path = url.pathname;
  const [, prefix, route, argument] = path.split('/');
  if (prefix !== '__bench') return { status: 404, body: { message: `no route ${path}` } };
  if (method === 'POST' && route === 'sandboxes' && isSandboxName(argument ?? '')) {
    const delay = Number(url.searchParams.get('tokenDelayMs') ?? TOKEN_DELAY_MS);
    return { status: 201, body: describe(await startSandbox(argument as SandboxName, delay)) };
  }
  const counted = running.get(argument ?? '');
  if (counted === undefined) return { status: 404, body: { message: `no sandbox "${argument}"` } };
  if (method === 'GET' && route === 'counts') {
    tally();
    return { status: 200, body: { tokenRequests: counted.tokenRequests, connections: counted.connections } };
  }
  if (method === 'GET' && route === 'current-token') {
    return { status: 200, body: { token: counted.sandbox.currentToken() ?? null } };
  }
  if (method === 'POST' && route === 'authorization-code' && counted.sandbox instanceof LockSandbox) {
    return { status: 200, body: { code: counted.sandbox.issueAuthorizationCode() } };
  }
  if (method === 'DELETE' && route === 'sandboxes') {
    await stopSandbox(counted);
    return { status: 200, body: {} };
  }
  return { status: 404, body: { message: `no route ${method} ${path}` } };
}

async function main(): Promise<void> {
  const control = http.createServer((req, res) => {
    answer(req.method ?? 'GET', new URL(req.url ?? '/', 'http://127.0.0.1')).then(
      (reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      },
      (error: unknown) => {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
      },
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  const sandboxes: Record<string, unknown> = {};
  for (const name of SANDBOX_NAMES) sandboxes[name] = describe(await startSandbox(name));
  const tallyTimer = setInterval(tally, TALLY_INTERVAL_MS);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    clearInterval(tallyTimer);
    control.close();
    control.closeAllConnections();
    void Promise.all([...running.values()].map(stopSandbox)).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ controlUrl, sandboxes })}\n`);
}

main().catch((error: unknown) => {
  console.error(`bench server: could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
