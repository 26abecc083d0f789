import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { Test } from '@nestjs/testing';
import { createTransport } from '../src/common/http/create-transport';
import type { Transport, TransportOptions } from '../src/common/http/transport';
import { Lock, LockModule } from '../src/lock';
import { LOCK_TRANSPORT } from '../src/lock/lock.constants';
import { LockSandbox } from '../src/testing';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';

const OPTIONS: TransportOptions = { timeoutMs: 5000, connectTimeoutMs: 1000 };

/** Every way a transport can be printed: `util.inspect` at any depth with hidden properties, and JSON. */
function printed(object: unknown): string {
  return [
    inspect(object, { depth: Infinity, showHidden: true }),
    inspect(object, { depth: 6, showHidden: true }),
    JSON.stringify(object),
  ].join('\n');
}

/**
 * Issue 24, point 6: a socket carries the request sent on it, `Authorization: Bearer ...` included, and
 * `util.inspect` of an object that reaches the socket (the transport's agent) printed it, during the exchange and,
 * on a kept-alive socket, after it. A transport shows its settings only.
 */
describe('Printing a transport after a request (e2e)', () => {
  let server: Server;
  let url: string;
  /** Answers the request the server holds; set while one is held. */
  let release: (() => void) | undefined;
  let arrived: () => void = () => undefined;

  /** Resolves once the server holds a request (its answer waits for `release`). */
  const heldRequest = () => new Promise<void>((resolve) => (arrived = resolve));

  beforeAll(async () => {
    server = createServer((_request, response) => {
      release = () => response.end('{}');
      arrived();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/resource`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each<[string, () => Transport]>([
    ['axios', () => createTransport('axios', OPTIONS)],
    ['undici', () => createTransport('undici', OPTIONS)],
  ])('the %s transport shows its settings, never the bearer token it sent', async (_kind, create) => {
    const transport = create();
    const token = randomBytes(24).toString('hex');
    try {
      const held = heldRequest();
      const sent = transport.send({ method: 'GET', url, headers: { Authorization: `Bearer ${token}` } });
      await held;
      // In flight: the socket carries the request, its headers included.
      const whileInFlight = printed(transport);
      release?.();
      await sent;

      for (const output of [whileInFlight, printed(transport)]) expect(output).not.toContain(token);
      const output = printed(transport);
      expect(output).toContain('timeoutMs: 5000');
      expect(JSON.parse(JSON.stringify(transport))).toEqual({
        timeoutMs: 5000,
        connectTimeoutMs: 1000,
        maxResponseBytes: expect.any(Number),
        maxRequestBytes: 10 * 1024 * 1024,
        maxSockets: expect.any(Number),
      });
    } finally {
      transport.close();
    }
  });

  it.each(['axios', 'undici'] as const)(
    "the Lock module's transport (%s) and the Lock client, after a call, show no API token",
    async (transport) => {
      const restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
      const sandbox = await LockSandbox.start();
      const moduleRef = await Test.createTestingModule({
        imports: [LockModule.forRoot(lockSandboxOptions(sandbox, { http: { transport } }))],
      }).compile();
      const app = moduleRef.createNestApplication({ logger: false });
      try {
        await app.init();
        const lock = app.get(Lock);
        await lock.smartlocks().all();

        for (const object of [moduleRef.get(LOCK_TRANSPORT), lock]) {
          expect(printed(object)).not.toContain(sandbox.apiToken());
        }
      } finally {
        await app.close();
        await sandbox.close();
        restoreEnv();
      }
    },
  );
});
