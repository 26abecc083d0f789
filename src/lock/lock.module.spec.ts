import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import { useCountingServer } from '../common/http/counting-server.spec-helper';
import { HttpTransport } from '../common/http/http-transport';
import type { Transport } from '../common/http/transport';
import { UndiciTransport } from '../common/http/undici-transport';
import type { LockModuleOptions } from './interfaces/lock-module-options.interface';
import { LOCK_TRANSPORT } from './lock.constants';
import { LockModule } from './lock.module';

const server = useCountingServer((_req, res) => res.end('{}'));

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
            Array.from({ length: 300 }, () =>
              transport.send({ method: 'GET', url: `${server.base}/smartlock` }),
            ),
          );
          expect(answers.every((answer) => answer.status === 200)).toBe(true);
          expect(server.connections).toBeGreaterThanOrEqual(1);
          expect(server.connections).toBeLessThanOrEqual(3);
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
