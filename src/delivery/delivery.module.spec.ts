import 'reflect-metadata';
import * as net from 'node:net';
import { Test } from '@nestjs/testing';
import { HttpTransport } from '../common/http/http-transport';
import { UndiciTransport } from '../common/http/undici-transport';
import { DeliverySandbox } from '../testing/delivery-sandbox';
import { DeliveryClient } from './delivery.client';
import { DELIVERY_TRANSPORT } from './delivery.constants';
import { DeliveryModule } from './delivery.module';
import { DeliveryModuleOptions } from './interfaces/delivery-module-options.interface';

/** A TCP relay in front of a server that counts the connections clients open through it. */
interface CountingRelay {
  /** The sandbox URL with the relay's address in place of the server's. */
  url(serverUrl: string): string;
  connections(): number;
  close(): Promise<void>;
}

async function startCountingRelay(serverUrl: string): Promise<CountingRelay> {
  const target = new URL(serverUrl);
  let connections = 0;
  const relay = net.createServer((client) => {
    connections += 1;
    const upstream = net.connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
  return {
    url: (url) => url.replace(target.origin, origin),
    connections: () => connections,
    close: () => new Promise((resolve) => relay.close(() => resolve())),
  };
}

describe('DeliveryModule transport (http.transport, http.maxSockets)', () => {
  let sandbox: DeliverySandbox;
  let relay: CountingRelay;

  beforeAll(async () => {
    sandbox = await DeliverySandbox.start();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  beforeEach(async () => {
    relay = await startCountingRelay(sandbox.url);
  });

  afterEach(async () => {
    await relay.close();
  });

  async function client(http: DeliveryModuleOptions['http'], run: (client: DeliveryClient) => Promise<void>) {
    const options = sandbox.clientOptions();
    const moduleRef = await Test.createTestingModule({
      imports: [
        DeliveryModule.forRoot({
          ...options,
          authUrl: relay.url(options.authUrl),
          baseUrl: relay.url(options.baseUrl),
          // Generous: a thousand calls on a busy machine must not fail on time, only on the count.
          timeout: 120,
          tokenCache: { enabled: false },
          http,
        }),
      ],
    }).compile();
    await moduleRef.init();
    try {
      await run(moduleRef.get(DeliveryClient));
    } finally {
      await moduleRef.close();
    }
  }

  it.each([
    ['axios', HttpTransport],
    ['undici', UndiciTransport],
  ] as const)('builds the %s transport that http.transport names', async (transport, type) => {
    const moduleRef = await Test.createTestingModule({
      imports: [DeliveryModule.forRoot({ ...sandbox.clientOptions(), http: { transport } })],
    }).compile();
    expect(moduleRef.get(DELIVERY_TRANSPORT)).toBeInstanceOf(type);
    await moduleRef.close();
  });

  it.each(['axios', 'undici'] as const)(
    '%s: 1,000 concurrent status calls open at most 64 sockets by default, and at most http.maxSockets when set',
    async (transport) => {
      const filter = { functioneelId: sandbox.messages[0].functioneelId };
      const burst = (deliveryClient: DeliveryClient) =>
        Promise.all(Array.from({ length: 1000 }, () => deliveryClient.status(filter)));
      await client({ transport }, async (deliveryClient) => {
        const answers = await burst(deliveryClient);
        expect(answers.every((messages) => messages.length === 1)).toBe(true);
        expect(relay.connections()).toBeGreaterThan(1);
        expect(relay.connections()).toBeLessThanOrEqual(64);
      });
      const before = relay.connections();
      await client({ transport, maxSockets: 4 }, async (deliveryClient) => {
        const answers = await burst(deliveryClient);
        expect(answers).toHaveLength(1000);
        expect(relay.connections() - before).toBeLessThanOrEqual(4);
      });
    },
    60_000,
  );
});
