import type { DynamicModule } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { useCountingServer } from './counting-server.spec-helper';
import { HttpTransport } from './http-transport';
import type { Transport } from './transport';
import { UndiciTransport } from './undici-transport';

/** How a module is built with transport settings, and where its transport is found. */
export interface ModuleTransportCase {
  /** The module's name as the describe block says it. */
  name: string;
  /** The module registered with `http.transport` and `http.maxSockets` (and a generous timeout). */
  module(http: { transport: string; maxSockets: number }): DynamicModule;
  /** The injection token of its transport. */
  token: string | symbol;
  /** A path the module calls, for the requests sent through the transport. */
  path: string;
  /** The boot error for `http.transport: 'fetch'`, naming the env variable and the option. */
  unknownTransportError: string;
}

/** The transport selection of a module: `http.transport` picks the class, `http.maxSockets` bounds the sockets. */
export function describeModuleTransport(suite: ModuleTransportCase): void {
  const server = useCountingServer((_req, res) => res.end('{}'));

  describe(`${suite.name} transport (http.transport, http.maxSockets)`, () => {
    it.each([
      ['axios', HttpTransport],
      ['undici', UndiciTransport],
    ] as const)(
      'builds the %s transport that http.transport names, with the socket limit',
      async (kind, type) => {
        const moduleRef = await Test.createTestingModule({
          imports: [suite.module({ transport: kind, maxSockets: 3 })],
        }).compile();
        try {
          const transport = moduleRef.get<Transport>(suite.token);
          expect(transport).toBeInstanceOf(type);
          const answers = await Promise.all(
            Array.from({ length: 300 }, () =>
              transport.send({ method: 'GET', url: `${server.base}${suite.path}` }),
            ),
          );
          expect(answers.every((answer) => answer.status === 200)).toBe(true);
          expect(server.connections).toBeGreaterThanOrEqual(1);
          expect(server.connections).toBeLessThanOrEqual(3);
        } finally {
          await moduleRef.close();
        }
      },
    );

    it('refuses an unknown transport at boot, naming the env variable and the option', async () => {
      const compiled = Test.createTestingModule({
        imports: [suite.module({ transport: 'fetch', maxSockets: 3 })],
      }).compile();
      await expect(compiled).rejects.toThrow(suite.unknownTransportError);
    });
  });
}
