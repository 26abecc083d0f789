import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { INestApplication, Injectable } from '@nestjs/common';
import { EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Lock, LOCK_CLOCK, LockModule } from '../src/lock';
import { LockUsers } from '../src/lock/application/users';
import type { LockModuleExtras, LockModuleOptions, LockUser, LoginCodeNotifier } from '../src/lock';
import { signWebhookBody } from '../src/lock/application/webhooks/webhook-signature';
import { LOCK_SANDBOX_DEPOT_ACCOUNT_ID, LockSandbox } from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { lockSandboxOptions, spendRefreshTokenOutsideTheApps, temporarySqliteUrl } from './support/lock-app';
import { MovableClock } from './support/lock-auth-app';
import { lockTestingModule } from './support/password-hash-cost';
import { RecordingLogger } from './support/recording-logger';
import { secretForms } from './support/secret-forms';

/**
 * Issue 23 "the Lock module logs what operators need": a Nest app with LockModule against the lock sandbox, its
 * logger a recording `LoggerService`, so each event is read with its fields as nestjs-pino would get them: OAuth
 * token refreshes and their failures, an account that needs re-authorization, webhook refusals, prune counts,
 * sign-in limit refusals and undelivered login codes; repeated failures once a minute; never a secret.
 */

const KEY = 'depot';
/** A token lifetime within the client's 30 s refresh leeway: expired for the client at once. */
const WITHIN_LEEWAY_SECONDS = 20;
const HOUR_SECONDS = 3600;
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A notifier whose sending fails with an error that holds the code (as a mail server's might). */
class FailingNotifier implements LoginCodeNotifier {
  readonly codes: string[] = [];

  notify(_user: LockUser, code: string): void {
    this.codes.push(code);
    throw new Error(`SMTP 451: could not send "Your code is ${code}"`);
  }
}

/** Listens to every lock webhook event; fails while `failing` is set. */
@Injectable()
class WebhookListener {
  failing = false;

  @OnEvent('lock.**', { suppressErrors: false })
  handle(): void {
    if (this.failing) throw new Error('the listener broke');
  }
}

/** Posts a webhook delivery to the app's receiver, signed when a signature is given. */
function postDelivery(url: string, body: string, signature?: string): Promise<Response> {
  return fetch(`${url}/lock/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-lock-signature-sha256': signature }),
    },
    body,
  });
}

/** An app on 127.0.0.1 with LockModule and a recording logger. */
interface LoggedApp {
  app: INestApplication;
  lock: Lock;
  logger: RecordingLogger;
  url: string;
  clock: MovableClock;
}

describe('Lock module logs (e2e)', () => {
  jest.setTimeout(30_000);

  let sandbox: LockSandbox;
  let restoreEnv: () => void = () => undefined;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    sandbox = await LockSandbox.start();
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  beforeEach(() => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    sandbox.clearFaults();
    restoreEnv();
  });

  async function start(
    options: LockModuleOptions & LockModuleExtras,
    clock = new MovableClock(),
  ): Promise<LoggedApp> {
    const logger = new RecordingLogger();
    const moduleRef = await lockTestingModule({
      imports: [
        EventEmitterModule.forRoot({ wildcard: true, delimiter: '.' }),
        LockModule.forRoot(lockSandboxOptions(sandbox, options)),
      ],
      providers: [WebhookListener],
    })
      .overrideProvider(LOCK_CLOCK)
      .useValue(clock)
      .setLogger(logger)
      .compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true, logger });
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    return { app, lock: app.get(Lock), logger, url: `http://127.0.0.1:${port}`, clock };
  }

  /** Every secret the sandbox handed out or holds, in every form a log line could carry it. */
  function sandboxSecrets(): string[] {
    return [
      ...sandbox.issuedRefreshTokens,
      ...sandbox.issuedTokens,
      sandbox.oauthClientSecret,
      sandbox.apiToken(),
    ].flatMap((secret) => Object.values(secretForms(secret)));
  }

  function expectNoSecret(logger: RecordingLogger, secrets: string[]): void {
    const written = logger.everything();
    for (const secret of secrets) expect(written).not.toContain(secret);
  }

  describe('OAuth (logger LockOAuth)', () => {
    it('logs an authorization, each refresh with the account and new expiry, and a removed token', async () => {
      const { lock, logger } = await start({ auth: 'oauth' });
      sandbox.setTokenLifetime(WITHIN_LEEWAY_SECONDS);
      const code = sandbox.issueAuthorizationCode(LOCK_SANDBOX_DEPOT_ACCOUNT_ID);
      await lock.oauth().exchangeCode(code, KEY);
      sandbox.setTokenLifetime(HOUR_SECONDS);

      await lock.as(KEY).smartlocks().all();
      await lock.oauth().revoke(KEY);

      expect(logger.eventsOf('LockOAuth')).toEqual([
        {
          level: 'log',
          msg: 'Lock account authorized',
          account: KEY,
          expiresAt: expect.stringMatching(ISO_INSTANT),
        },
        {
          level: 'log',
          msg: 'OAuth token refreshed',
          account: KEY,
          expiresAt: expect.stringMatching(ISO_INSTANT),
        },
        { level: 'log', msg: 'OAuth token removed', account: KEY },
      ]);
      expectNoSecret(logger, [...sandboxSecrets(), ...Object.values(secretForms(code))]);
    });

    it('logs a failed refresh with the redacted reason, once a minute per account', async () => {
      const { lock, logger } = await start({ auth: 'oauth' });
      await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(LOCK_SANDBOX_DEPOT_ACCOUNT_ID), KEY);
      const refreshToken = (await lock.oauth().token(KEY))!.refreshToken!;
      sandbox.failNext(2, 500, { error: 'server_error', echoed: refreshToken }, { path: /\/oauth\/token/ });

      await rejectionOf(lock.oauth().refresh(KEY));
      await rejectionOf(lock.oauth().refresh(KEY));

      const failures = logger
        .eventsOf('LockOAuth')
        .filter((event) => event.msg === 'OAuth token refresh failed');
      expect(failures).toEqual([
        {
          level: 'warn',
          msg: 'OAuth token refresh failed',
          account: KEY,
          reason: expect.stringContaining('HTTP 500'),
        },
      ]);
      expectNoSecret(logger, sandboxSecrets());
    });

    it('logs an account that needs re-authorization with how to reconnect, once a minute per account', async () => {
      const { lock, logger } = await start({ auth: 'oauth' });
      sandbox.setTokenLifetime(WITHIN_LEEWAY_SECONDS);
      await lock.oauth().exchangeCode(sandbox.issueAuthorizationCode(LOCK_SANDBOX_DEPOT_ACCOUNT_ID), KEY);
      sandbox.setTokenLifetime(HOUR_SECONDS);
      const spent = (await lock.oauth().token(KEY))!.refreshToken!;
      await spendRefreshTokenOutsideTheApps(sandbox, spent);

      await rejectionOf(lock.as(KEY).smartlocks().all());
      await rejectionOf(lock.as(KEY).smartlocks().all());

      expect(logger.eventsOf('LockOAuth').filter((event) => event.level === 'error')).toEqual([
        {
          level: 'error',
          msg: 'Lock account needs re-authorization',
          account: KEY,
          reason: 'invalid_grant',
          remedy: `lock:oauth-authorize --account=${KEY}`,
        },
      ]);
      expectNoSecret(logger, sandboxSecrets());
    });
  });

  describe('webhooks (logger LockWebhooks)', () => {
    const secret = randomBytes(20).toString('hex');
    it('logs each refusal with its reason and answer, once a minute per reason, never the secret', async () => {
      const { url, logger } = await start({ webhookController: true, webhook: { secret } });
      const body = JSON.stringify({ id: 'd-1', smartlockId: 7, state: { state: 1 } });

      expect((await postDelivery(url, body)).status).toBe(401);
      expect((await postDelivery(url, body, signWebhookBody(body, 'not-the-secret'))).status).toBe(401);
      expect((await postDelivery(url, body, signWebhookBody(body, 'still-not-it'))).status).toBe(401);
      expect((await postDelivery(url, '[1]', signWebhookBody('[1]', secret))).status).toBe(400);

      expect(logger.eventsOf('LockWebhooks')).toEqual([
        { level: 'warn', msg: 'Webhook delivery refused', reason: 'missing-signature', status: 401 },
        { level: 'warn', msg: 'Webhook delivery refused', reason: 'bad-signature', status: 401 },
        { level: 'warn', msg: 'Webhook delivery refused', reason: 'malformed-body', status: 400 },
      ]);
      expectNoSecret(logger, Object.values(secretForms(secret)));
    });

    it('logs a failed listener with the event, delivery and source', async () => {
      const { app, url, logger } = await start({ webhookController: true, webhook: { secret } });
      app.get(WebhookListener).failing = true;
      const body = JSON.stringify({ id: 'd-2', smartlockId: 7, state: { state: 1 } });

      expect((await postDelivery(url, body, signWebhookBody(body, secret))).status).toBe(500);

      expect(logger.eventsOf('LockWebhooks')).toEqual([
        {
          level: 'error',
          msg: 'Webhook listener failed; the delivery counts as not processed',
          event: expect.stringMatching(/^lock\./),
          deliveryId: 'd-2',
          source: 'configured-secret',
          reason: 'the listener broke',
        },
      ]);
    });
  });

  describe('pruning (logger LockPrune)', () => {
    it('logs what a prune deleted, per table; a prune that found nothing logs nothing', async () => {
      const databaseUrl = temporarySqliteUrl();
      const secret = randomBytes(20).toString('hex');
      const first = await start({ databaseUrl, webhookController: true, webhook: { secret } });
      const body = JSON.stringify({ id: 'd-3', smartlockId: 7, state: { state: 1 } });
      await postDelivery(first.url, body, signWebhookBody(body, secret));
      await first.app.close();
      expect(first.logger.eventsOf('LockPrune')).toEqual([]);

      const clock = new MovableClock();
      clock.advance(2 * 24 * 3600);
      const later = await start({ databaseUrl }, clock);
      await waitFor(() => later.logger.eventsOf('LockPrune').length > 0);

      expect(later.logger.eventsOf('LockPrune')).toEqual([
        {
          level: 'log',
          msg: 'Lock database pruned',
          sessions: 0,
          loginCodes: 0,
          processedWebhooks: 1,
          loginAttempts: 0,
          leases: 0,
          auditEntries: 0,
          removed: 1,
        },
      ]);
    });
  });

  describe('sign-in (logger LockAuth)', () => {
    it('logs an undelivered login code without the code, and attempts over the limit without email or address', async () => {
      const notifier = new FailingNotifier();
      const { app, url, logger } = await start({
        authController: true,
        loginCodeNotifier: notifier,
        loginLimit: { maxAttempts: 1, windowSeconds: 60 },
      });
      const user = { email: 'alice@example.com', name: 'Alice', password: 'alice-long-password-1' };
      await app.get(LockUsers).create(user);
      const login = () =>
        fetch(`${url}/lock/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        });

      expect((await login()).status).not.toBe(200);
      expect((await login()).status).toBe(429);
      expect((await login()).status).toBe(429);

      expect(logger.eventsOf('LockAuth')).toEqual([
        {
          level: 'error',
          msg: 'Login code could not be delivered',
          purpose: 'login',
          notifierError: 'Error',
        },
        {
          level: 'warn',
          msg: 'Sign-in attempts over the limit',
          action: 'login',
          limitedBy: 'email+address',
          retryAfterSeconds: expect.any(Number),
        },
      ]);
      const written = logger.everything();
      expect(notifier.codes).toHaveLength(1);
      expect(written).not.toContain(notifier.codes[0]);
      expect(written).not.toContain(user.email);
      expect(written).not.toContain(user.password);
    });
  });
});

/** Resolves once `condition` holds, looking every 10 ms; fails after 5 s. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
