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
import { report, reportConcurrentWithHeap, timed } from './bench-report';

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
  // A hostile server issues a self-similar token and echoes a text that follows it almost all the way, again
  // and again: the work must stay in proportion to the text (it took 37 s for 100 KiB before the bound).
  const selfSimilar = `${'a'.repeat(999)}b`;
  const echo = 'a'.repeat(100 * 1024);
  report(
    'redactSecrets (100 KiB hostile echo of a 1,000-char token)',
    20,
    await timed(() => {
      for (let index = 0; index < 20; index += 1) redactSecrets(echo, [selfSimilar]);
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

  await reportConcurrentWithHeap('status()', 100, 50, () => client.status(filter));

  await moduleRef.close();
  await sandbox.close();
}

async function main(): Promise<void> {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  await benchCore();
  await benchClient();
}

void main();
