/**
 * Benchmarks of the shared core and the Delivery client against the sandbox on loopback.
 * Run with `npm run bench`; prints one line per measurement. Figures depend on the machine: compare runs, not
 * absolute numbers.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { redactSecrets, TokenCipher } from '../src/common';
import { DeliveryClient, DeliveryModule } from '../src/delivery';
import { DeliverySandbox } from '../src/testing';

function report(name: string, operations: number, milliseconds: number, extra = ''): void {
  const perSecond = Math.round((operations / milliseconds) * 1000);
  console.log(
    `${name.padEnd(48)} ${String(perSecond).padStart(9)} ops/s  ${milliseconds.toFixed(1).padStart(8)} ms  ${extra}`,
  );
}

async function timed(operation: () => Promise<unknown> | unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await operation();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function benchCore(): Promise<void> {
  const cipher = new TokenCipher({ key: randomBytes(32).toString('base64') });
  const token = randomBytes(600).toString('base64url');
  const count = 20_000;
  let payload = '';
  report(
    'TokenCipher.encrypt (800-byte token)',
    count,
    await timed(() => {
      for (let index = 0; index < count; index += 1) payload = cipher.encrypt(token, 'delivery.token.x');
    }),
  );
  report(
    'TokenCipher.decrypt (800-byte token)',
    count,
    await timed(() => {
      for (let index = 0; index < count; index += 1) cipher.decrypt(payload, 'delivery.token.x');
    }),
  );
  const body = `{"error":"bad request","echo":"${'x'.repeat(2000)}","token":"${token}"}`;
  report(
    'redactSecrets (2 KB body, 2 secrets)',
    count,
    await timed(() => {
      for (let index = 0; index < count; index += 1) redactSecrets(body, ['p@ss word&=+', token]);
    }),
  );
}

async function benchClient(): Promise<void> {
  const sandbox = await DeliverySandbox.start();
  const moduleRef = await Test.createTestingModule({
    imports: [
      DeliveryModule.forRoot({
        ...sandbox.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomBytes(32).toString('base64') },
      }),
    ],
  }).compile();
  await moduleRef.init();
  const client = moduleRef.get(DeliveryClient);
  const filter = { functioneelId: 'INV-2026-0004' };

  const cold = 1000;
  const coldMs = await timed(() => Promise.all(Array.from({ length: cold }, () => client.status(filter))));
  report(
    'status(): 1,000 concurrent first calls',
    cold,
    coldMs,
    `token requests: ${sandbox.tokenRequests().length}`,
  );

  const sequential = 2000;
  report(
    'status(): sequential, warm token',
    sequential,
    await timed(async () => {
      for (let index = 0; index < sequential; index += 1) await client.status(filter);
    }),
  );

  const batches = 100;
  const width = 50;
  const heapBefore = process.memoryUsage().heapUsed;
  report(
    'status(): 50 concurrent x 100, warm token',
    batches * width,
    await timed(async () => {
      for (let batch = 0; batch < batches; batch += 1) {
        await Promise.all(Array.from({ length: width }, () => client.status(filter)));
      }
    }),
  );
  global.gc?.();
  const heapGrowthKb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024);
  console.log(
    `${'heap growth after 5,000 calls'.padEnd(48)} ${String(heapGrowthKb).padStart(9)} KB${global.gc ? '' : ' (run with --expose-gc for a settled figure)'}`,
  );

  await moduleRef.close();
  await sandbox.close();
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  await benchCore();
  await benchClient();
}

void main();
