import * as fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { DeliveryClient, DeliveryModule } from '../../src/delivery';
import { CapturedLogger } from '../support/captured-logger';
import { DELIVERY_ENV_PREFIXES } from '../support/isolated-env';
import {
  echoStyleArb,
  hostileTokenAnswer,
  HostileReply,
  useHostileEchoServer,
} from './support/hostile-echo-server';
import { everydaySecretArb, secretArb, withTrimmed } from './support/secret-arbitraries';
import {
  Booted,
  checkEvidence,
  drawnOncePerProperty,
  closedPort,
  failureStatusArb,
  hostileFailure,
  outcomeOn,
  Runner,
  RunLogs,
  tokenThenFailure,
  tokenThenFailureArb,
  withUserinfo,
} from './support/secret-scenario';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';

/**
 * No Delivery credential escapes by any path (hardening issue; DESIGN §7 "Redaction"): random passwords and
 * server-issued tokens, a server that copies back everything it was sent, every error path, every rendering.
 */

const FILTER = { functioneelId: 'INV-2026-0004' };
const REALM = 'portal';
const TOKEN_PATH = `/realms/${REALM}/protocol/openid-connect/token`;
const appKey = () => `base64:${randomBytes(32).toString('base64')}`;

/**
 * A property makes PROPERTY_RUNS runs (1,000 in `npm run test:deep`), each a real exchange: far past jest's 5 s
 * default.
 */
jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe(`Delivery: no credential escapes by any path (${PROPERTY_RUNS} runs per property)`, () => {
  const suite = useHostileEchoServer(DELIVERY_ENV_PREFIXES);

  interface Settings {
    password: string;
    authUrl?: string;
    baseUrl?: string;
    timeout?: number;
    inspectObjects?: boolean;
  }

  /** The module booted with the settings, or why it could not boot. */
  async function boot(settings: Settings, logger: CapturedLogger): Promise<Booted<DeliveryClient>> {
    try {
      const moduleRef = await Test.createTestingModule({
        imports: [
          DeliveryModule.forRoot({
            authUrl: settings.authUrl ?? suite.server.url,
            realm: REALM,
            clientId: 'portal-client',
            username: 'jansen',
            password: settings.password,
            baseUrl: settings.baseUrl ?? suite.server.url,
            timeout: settings.timeout ?? 5,
            connectTimeout: 2,
            tokenCache: { store: 'memory', appKey: appKey() },
          }),
        ],
      })
        .setLogger(logger)
        .compile();
      await moduleRef.init();
      const client = moduleRef.get(DeliveryClient);
      const objects: Record<string, unknown> = settings.inspectObjects ? { DeliveryClient: client } : {};
      return { client, objects, close: () => moduleRef.close() };
    } catch (error) {
      return { failed: error };
    }
  }

  /** Boots the module for one run, makes the calls, renders everything and checks for leaks. */
  async function run(
    settings: Settings,
    calls: (client: DeliveryClient) => Promise<unknown>,
    secrets: () => (string | null | undefined)[],
  ): Promise<void> {
    const logger = new CapturedLogger();
    const booted = await boot(settings, logger);
    const outcome = await outcomeOn(booted, calls);
    if ('client' in booted) await booted.close();
    checkEvidence({
      outcome,
      objects: 'client' in booted ? booted.objects : {},
      outputs: { 'logged warnings': logger.warnings.join('\n'), 'logged errors': logger.errors.join('\n') },
      secrets: withTrimmed(secrets()),
    });
  }

  /**
   * One module for a whole property (its password drawn once per property), for the properties whose runs vary
   * only what the server answers: `runOn` drops the held token first (`forgetToken`, memory and cache), so each run
   * signs in as the first run did (each run must reach the server), and checks the outcome and the lines logged
   * since the last run. The password is not what these properties are about (the server echoes it with everything
   * else); the properties that vary it per run boot per run.
   */
  async function withDeliveryModule(
    password: string,
    property: (runOn: Runner<DeliveryClient>) => Promise<void>,
  ): Promise<void> {
    const logger = new CapturedLogger();
    const booted = await boot({ password }, logger);
    const logs = new RunLogs(logger);
    try {
      await property(async (calls, secrets) => {
        const outcome = await outcomeOn(booted, async (client) => {
          await client.forgetToken();
          return calls(client);
        });
        const checked = withTrimmed([password, ...secrets()]);
        checkEvidence({ outcome, outputs: logs.sinceLastRun(checked), secrets: checked });
        expect({ requestsOfTheRun: suite.server.requests.length }).not.toEqual({ requestsOfTheRun: 0 });
      });
    } finally {
      if ('client' in booted) await booted.close();
    }
    logs.afterLastRun();
  }

  it('a failing token endpoint (redirect, 4xx, 5xx) that echoes everything', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        failureStatusArb,
        echoStyleArb,
        secretArb,
        async (password, status, style, unknown) => {
          suite.server.script((request, s) =>
            request.path === TOKEN_PATH
              ? hostileFailure(s, status, style, unknown)
              : { status: 200, body: '[]' },
          );
          await run(
            { password },
            (client) => client.status(FILTER),
            () => [password, unknown],
          );
        },
      ),
    );
  });

  it('a 2xx token answer that is unreadable or cut off, or whose token the server then echoes', async () => {
    await withDeliveryModule(drawnOncePerProperty(secretArb, 2), async (runOn) => {
      await fc.assert(
        fc.asyncProperty(
          secretArb,
          echoStyleArb,
          fc.constantFrom(200, 201),
          failureStatusArb,
          echoStyleArb,
          secretArb,
          async (token, tokenStyle, tokenStatus, status, style, unknown) => {
            suite.server.script((request, s): HostileReply => {
              if (request.path === TOKEN_PATH) {
                const reply = hostileFailure(s, tokenStatus, tokenStyle, unknown);
                return typeof reply === 'object'
                  ? { ...reply, body: hostileTokenAnswer(token, unknown, s.pieces(), tokenStyle) }
                  : reply;
              }
              return hostileFailure(s, status, style, unknown, [token]);
            });
            await runOn(
              (client) => client.status(FILTER),
              () => [token, unknown],
            );
          },
        ),
      );
    });
  });

  it('a password of one sign or a common word (`:`, `access_token`) never un-redacts the token answer', async () => {
    await fc.assert(
      fc.asyncProperty(everydaySecretArb, tokenThenFailureArb, async (password, answer) => {
        suite.server.script(tokenThenFailure(TOKEN_PATH, { ...answer, also: [answer.token] }));
        await run(
          { password },
          (client) => client.status(FILTER),
          () => [answer.token, answer.unknown],
        );
      }),
    );
  });

  it('a failing status call (redirect, 4xx, 5xx, also 401 on a fresh token) after a sign-in', async () => {
    await withDeliveryModule(drawnOncePerProperty(secretArb, 4), async (runOn) => {
      await fc.assert(
        fc.asyncProperty(
          secretArb,
          failureStatusArb,
          echoStyleArb,
          secretArb,
          async (token, status, style, unknown) => {
            suite.server.script((request, s) =>
              request.path === TOKEN_PATH
                ? { status: 200, body: JSON.stringify({ access_token: token, expires_in: 3600 }) }
                : hostileFailure(s, status, style, unknown, [token]),
            );
            await runOn(
              (client) => client.status(FILTER),
              () => [token, unknown],
            );
          },
        ),
      );
    });
  });

  it('401 on a held token, sign in again, then a second failure: both tokens stay hidden', async () => {
    await withDeliveryModule(drawnOncePerProperty(secretArb, 5), async (runOn) => {
      await fc.assert(
        fc.asyncProperty(
          secretArb,
          secretArb,
          fc.constantFrom('status fails again', 'sign-in fails'),
          failureStatusArb,
          echoStyleArb,
          secretArb,
          async (first, second, how, status, style, unknown) => {
            let tokenRequests = 0;
            let statusRequests = 0;
            suite.server.script((request, s): HostileReply => {
              if (request.path === TOKEN_PATH) {
                tokenRequests += 1;
                if (tokenRequests === 1)
                  return { status: 200, body: JSON.stringify({ access_token: first, expires_in: 3600 }) };
                if (how === 'sign-in fails') return hostileFailure(s, status, style, unknown, [first]);
                return { status: 200, body: JSON.stringify({ access_token: second, expires_in: 3600 }) };
              }
              statusRequests += 1;
              if (statusRequests === 1) return { status: 200, body: '[]' };
              if (statusRequests === 2) return hostileFailure(s, 401, style, unknown, [first]);
              return hostileFailure(s, status, style, unknown, [first, second]);
            });
            await runOn(
              async (client) => {
                await client.status(FILTER);
                return client.status(FILTER);
              },
              () => [first, second, unknown],
            );
          },
        ),
      );
    });
  });

  it('transport errors: refused (URL with userinfo), reset, timeout', async () => {
    const refusedPort = await closedPort();
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        secretArb,
        fc.constantFrom('refused', 'refused', 'reset token', 'reset status', 'reset status', 'timeout'),
        fc.constantFrom('authUrl', 'baseUrl'),
        async (password, userinfo, token, failure, where) => {
          const target = failure === 'refused' ? `http://127.0.0.1:${refusedPort}` : suite.server.url;
          const urls = { [where]: withUserinfo(target, 'portal', userinfo) };
          suite.server.script((request): HostileReply => {
            if (request.path === TOKEN_PATH) {
              if (failure === 'reset token') return 'reset';
              if (failure === 'timeout') return 'hang';
              return { status: 200, body: JSON.stringify({ access_token: token, expires_in: 3600 }) };
            }
            return failure === 'timeout' ? 'hang' : 'reset';
          });
          await run(
            { password, ...urls, timeout: failure === 'timeout' ? 0.1 : 5 },
            (client) => client.status(FILTER),
            () => [password, userinfo, token],
          );
        },
      ),
    );
  });

  it('the client object shows no secret in util.inspect or JSON.stringify after a call (passed or failed)', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, secretArb, fc.constantFrom(200, 500), async (password, token, status) => {
        suite.server.script((request) =>
          request.path === TOKEN_PATH
            ? { status: 200, body: JSON.stringify({ access_token: token, expires_in: 3600 }) }
            : { status, body: status === 200 ? '[]' : 'down' },
        );
        await run(
          { password, inspectObjects: true },
          (client) => client.status(FILTER),
          () => [password, token],
        );
      }),
    );
  });
});
