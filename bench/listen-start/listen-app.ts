/**
 * One start of an HTTP app with the Lock module on the database of `BENCH_LOCK_DATABASE_URL`, its start-up prune on
 * (`on`) or off (`off`): prints how long `app.listen()` took in milliseconds. It waits a moment before it closes,
 * so a prune under way finishes inside the process, not inside the next measurement.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { LockModule } from '@vendor/nest-integrations/lock';

async function main(): Promise<void> {
  const prune = process.argv[2] === 'on';
  const app = await NestFactory.create(
    LockModule.forRoot({ databaseUrl: process.env.BENCH_LOCK_DATABASE_URL, prune: { enabled: prune } }),
    { logger: false },
  );
  const started = performance.now();
  await app.listen(0, '127.0.0.1');
  const listenMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 300));
  await app.close();
  process.stdout.write(`${listenMs}\n`);
}

void main();
