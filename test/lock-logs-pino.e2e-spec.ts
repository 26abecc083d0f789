import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { Logger, LoggerModule } from 'nestjs-pino';
import { LockModule } from '../src/lock';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { LockSandbox } from '../src/testing';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions, temporarySqliteUrl } from './support/lock-app';

/** The JSON lines a pino logger wrote, parsed. */
class PinoLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() !== '') this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

/**
 * Issue 23: the Lock module's log events under nestjs-pino, for real: the app's logger is nestjs-pino's `Logger`
 * writing JSON lines, and an event's fields (`reason`, `status`, ...) are keys of the line itself, its words
 * pino's `msg`, its logger name the `context`; no secret is written.
 */
describe('Lock module logs under nestjs-pino (e2e)', () => {
  let sandbox: LockSandbox;
  let restoreEnv: () => void;

  beforeAll(async () => {
    sandbox = await LockSandbox.start();
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
  });

  afterAll(async () => {
    restoreEnv();
    await sandbox?.close();
  });

  it('writes a webhook refusal as one JSON line with its fields as keys', async () => {
    const secret = randomBytes(24).toString('hex');
    const stream = new PinoLines();
    const moduleRef = await Test.createTestingModule({
      imports: [
        LoggerModule.forRoot({ pinoHttp: { stream, level: 'info', autoLogging: false } }),
        EventEmitterModule.forRoot(),
        LockModule.forRoot({
          ...lockSandboxOptions(sandbox, { databaseUrl: temporarySqliteUrl(), webhook: { secret } }),
          webhookController: true,
        }),
      ],
    }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true, bufferLogs: true });
    app.useLogger(app.get(Logger));
    try {
      await app.listen(0, '127.0.0.1');
      const body = JSON.stringify({ id: 'delivery-7', feature: 'DEVICE_STATUS', smartlockId: 100101 });
      const answer = await fetch(`${await app.getUrl()}/lock/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-lock-signature-sha256': signWebhookBody(body, 'not-the-secret'),
        },
        body,
      });
      expect(answer.status).toBe(401);
    } finally {
      await app.close();
    }

    const refusals = stream.lines.filter((line) => line.msg === 'Webhook delivery refused');
    expect(refusals).toEqual([
      expect.objectContaining({ level: 40, context: 'LockWebhooks', reason: 'bad-signature', status: 401 }),
    ]);
    expect(JSON.stringify(stream.lines)).not.toContain(secret);
  });
});
