import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';

/** Starts the demo app on 127.0.0.1 at `PORT` (default 3000; 0 picks a free port) and logs its URL. */
async function bootstrap(): Promise<void> {
  // The lock webhook signature covers the raw body, so the app keeps it.
  const app = await NestFactory.create(AppModule, { rawBody: true });
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 3000), '127.0.0.1');
  new Logger('DemoApp').log(`Listening on ${await app.getUrl()}`);
}

void bootstrap();
