import 'reflect-metadata';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Test } from '@nestjs/testing';
import { HttpTransport } from '../common/http/http-transport';
import type { Transport } from '../common/http/transport';
import { UndiciTransport } from '../common/http/undici-transport';
import type { LockModuleOptions } from './interfaces/lock-module-options.interface';
import { LOCK_TRANSPORT } from './lock.constants';
import { LockModule } from './lock.module';

let server: http.Server;
let base: string;
let connections: number;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('{}'));
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  connections = 0;
});

/** Runs `test` with the transport the module builds for these options. */
async function withModuleTransport(
  options: LockModuleOptions,
  test: (transport: Transport) => Promise<void>,
): Promise<void> {
  const moduleRef = await Test.createTestingModule({
    imports: [LockModule.forRoot(options)],
  }).compile();
  try {
    await test(moduleRef.get<Transport>(LOCK_TRANSPORT));
  } finally {
    await moduleRef.close();
  }
}

describe('LockModule transport (http.transport, http.maxSockets)', () => {
  it.each([
    ['axios', HttpTransport],
    ['undici', UndiciTransport],
  ] as const)(
    'builds the %s transport that http.transport names, with the socket limit',
    async (kind, type) => {
      await withModuleTransport(
        { http: { transport: kind, maxSockets: 3, timeout: 120 } },
        async (transport) => {
          expect(transport).toBeInstanceOf(type);
          const answers = await Promise.all(
            Array.from({ length: 300 }, () => transport.send({ method: 'GET', url: `${base}/smartlock` })),
          );
          expect(answers.every((answer) => answer.status === 200)).toBe(true);
          expect(connections).toBeGreaterThanOrEqual(1);
          expect(connections).toBeLessThanOrEqual(3);
        },
      );
    },
  );

  it('refuses an unknown transport at boot, naming the env variable and the option', async () => {
    const compiled = Test.createTestingModule({
      imports: [LockModule.forRoot({ http: { transport: 'fetch' } })],
    }).compile();
    await expect(compiled).rejects.toThrow(
      'Invalid lock setting: LOCK_HTTP_TRANSPORT (option http.transport) must be axios or undici, got "fetch".',
    );
  });
});
