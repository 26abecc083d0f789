import * as fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { AccountingApi, AccountingConfig, AccountingException, AccountingModule } from '../../src/accounting';
import { AccountingApi as StandaloneAccountingApi } from '../../src/accounting/standalone';
import { CapturedLogger } from '../support/captured-logger';
import { ACCOUNTING_ENV_PREFIXES } from '../support/isolated-env';
import {
  echoStyleArb,
  hostileTokenAnswer,
  HostileReply,
  useHostileEchoServer,
} from './support/hostile-echo-server';
import { everydaySecretArb, secretArb, travelsInHeader, withTrimmed } from './support/secret-arbitraries';
import {
  assertRefusedProperly,
  Booted,
  checkEvidence,
  drawnOncePerProperty,
  closedPort,
  failureStatusArb,
  hostileFailure,
  Outcome,
  outcomeOn,
  Runner,
  RunLogs,
  tokenThenFailure,
  tokenThenFailureArb,
  withUserinfo,
} from './support/secret-scenario';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';

/**
 * No Accounting credential escapes by any path, in both flavours (hardening issue; DESIGN §7 "Redaction"): random
 * client keys, subscription keys and server-issued tokens, a server that copies back everything, every error
 * path, every rendering. A subscription key that cannot travel in a header may be refused up front
 * (`AccountingException` naming the setting, nothing sent); otherwise it must never show.
 */

const TOKEN_PATH = '/b2b/token';
const appKey = () => `base64:${randomBytes(32).toString('base64')}`;
const SUBSCRIPTION_SETTING = /ACCOUNTING_SUBSCRIPTION_KEY|subscriptionKey/;

type Flavour = 'nest' | 'standalone';
type AnyAccountingApi = AccountingApi | StandaloneAccountingApi;

const flavourArb = fc.constantFrom<Flavour>('nest', 'standalone');
const subscriptionArb = fc.option(secretArb, { nil: null, freq: 4 });
/**
 * The keys of a client kept for a whole property: a subscription key that can travel in a header (or none), so
 * that every run reaches the server. (A key that cannot is refused up front: drawn once, it would make every run of
 * the property that refusal, which the properties drawing the keys per run check.)
 */
const usableKeysArb = fc.record({
  clientKey: secretArb,
  subscriptionKey: fc.option(secretArb.filter(travelsInHeader), { nil: null, freq: 4 }),
});
const callArb = fc.constantFrom<[string, (api: AnyAccountingApi) => Promise<unknown>]>(
  ['getCompanyInfo()', (api) => api.getCompanyInfo()],
  ['getRelaties(query)', (api) => api.getRelaties({ zoek: 'Jansen' })],
  ['createRelatie(data)', (api) => api.createRelatie({ naam: 'Bakkerij Jansen' })],
  ['head(uri)', (api) => api.head('/echo/resource', { param1: 'sample' })],
);

interface Settings {
  flavour: Flavour;
  clientKey: string;
  subscriptionKey: string | null;
  baseUrl?: string;
  tokenUrl?: string;
  timeout?: number;
  inspectObjects?: boolean;
}

/**
 * A property makes PROPERTY_RUNS runs (1,000 in `npm run test:deep`), each a real exchange: far past jest's 5 s
 * default.
 */
jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe(`Accounting: no credential escapes by any path (${PROPERTY_RUNS} runs per property)`, () => {
  const suite = useHostileEchoServer(ACCOUNTING_ENV_PREFIXES);

  /** The flavour's client built with the settings, or why it could not be built. */
  async function boot(settings: Settings, logger: CapturedLogger): Promise<Booted<AnyAccountingApi>> {
    const options = {
      baseUrl: settings.baseUrl ?? `${suite.server.url}/v2`,
      tokenUrl: settings.tokenUrl ?? `${suite.server.url}${TOKEN_PATH}`,
      clientKey: settings.clientKey,
      subscriptionKey: settings.subscriptionKey,
      timeout: settings.timeout ?? 5,
      connectTimeout: 2,
    };
    try {
      const objects: Record<string, unknown> = {};
      let api: AnyAccountingApi;
      let close: () => Promise<unknown>;
      if (settings.flavour === 'standalone') {
        const standalone = new StandaloneAccountingApi(options);
        close = async () => standalone.close();
        api = standalone;
      } else {
        const moduleRef = await Test.createTestingModule({
          imports: [
            AccountingModule.forRoot({ ...options, tokenCache: { store: 'memory', appKey: appKey() } }),
          ],
        })
          .setLogger(logger)
          .compile();
        await moduleRef.init();
        close = () => moduleRef.close();
        api = moduleRef.get(AccountingApi);
        if (settings.inspectObjects) objects.AccountingConfig = moduleRef.get(AccountingConfig);
      }
      if (settings.inspectObjects) objects[`AccountingApi (${settings.flavour})`] = api;
      return { client: api, objects, close };
    } catch (error) {
      return { failed: error };
    }
  }

  /** Refused up front with the documented exception when the subscription key cannot travel in a header. */
  function checkRefusal(outcome: Outcome, subscriptionKey: string | null): void {
    if (subscriptionKey !== null && !travelsInHeader(subscriptionKey)) {
      assertRefusedProperly(outcome, suite.server, AccountingException, SUBSCRIPTION_SETTING);
    }
  }

  /** Builds the flavour's client for one run, makes the calls, renders everything and checks for leaks. */
  async function run(
    settings: Settings,
    calls: (api: AnyAccountingApi) => Promise<unknown>,
    secrets: () => (string | null | undefined)[],
    expectSent = true,
  ): Promise<void> {
    const logger = new CapturedLogger();
    const booted = await boot(settings, logger);
    const outcome = await outcomeOn(booted, calls);
    if ('client' in booted) await booted.close();
    if (expectSent) checkRefusal(outcome, settings.subscriptionKey);
    checkEvidence({
      outcome,
      objects: 'client' in booted ? booted.objects : {},
      outputs: { 'logged warnings': logger.warnings.join('\n'), 'logged errors': logger.errors.join('\n') },
      secrets: withTrimmed(secrets()),
    });
  }

  /**
   * Both flavours' clients for a whole property (the keys drawn once per property, `usableKeysArb`), for the
   * properties whose runs vary only what the server answers (and the flavour and call): `runOn` drops the held
   * token first (`forgetToken`, memory and cache), so each run fetches one as the first run did (each run must reach
   * the server), and checks the outcome and the lines logged since the last run. The keys are not what these
   * properties are about (the server echoes them with everything else); the properties that vary them per run build
   * a client per run.
   */
  async function withAccountingClients(
    keys: { clientKey: string; subscriptionKey: string | null },
    property: (
      runOn: (flavour: Flavour, ...rest: Parameters<Runner<AnyAccountingApi>>) => Promise<void>,
    ) => Promise<void>,
  ): Promise<void> {
    const logger = new CapturedLogger();
    const clients = new Map<Flavour, Booted<AnyAccountingApi>>();
    const logs = new RunLogs(logger);
    try {
      await property(async (flavour, calls, secrets) => {
        if (!clients.has(flavour)) clients.set(flavour, await boot({ flavour, ...keys }, logger));
        const outcome = await outcomeOn(clients.get(flavour)!, async (api) => {
          await api.forgetToken();
          return calls(api);
        });
        checkRefusal(outcome, keys.subscriptionKey);
        expect({ requestsOfTheRun: suite.server.requests.length }).not.toEqual({ requestsOfTheRun: 0 });
        const checked = withTrimmed([keys.clientKey, keys.subscriptionKey, ...secrets()]);
        checkEvidence({ outcome, outputs: logs.sinceLastRun(checked), secrets: checked });
      });
    } finally {
      for (const booted of clients.values()) if ('client' in booted) await booted.close();
    }
    logs.afterLastRun();
  }

  const tokenAnswer = (token: string): HostileReply => ({
    status: 200,
    body: JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }),
    headers: { 'content-type': 'application/json' },
  });

  it('a failing token endpoint (redirect, 4xx, 5xx) that echoes everything', async () => {
    await fc.assert(
      fc.asyncProperty(
        flavourArb,
        secretArb,
        subscriptionArb,
        callArb,
        failureStatusArb,
        echoStyleArb,
        secretArb,
        async (flavour, clientKey, subscriptionKey, [, call], status, style, unknown) => {
          suite.server.script((request, s) =>
            request.path === TOKEN_PATH
              ? hostileFailure(s, status, style, unknown)
              : { status: 200, body: '{}' },
          );
          await run({ flavour, clientKey, subscriptionKey }, call, () => [
            clientKey,
            subscriptionKey,
            unknown,
          ]);
        },
      ),
    );
  });

  it('a 2xx token answer that is unreadable or cut off, or whose token the server then echoes', async () => {
    await withAccountingClients(drawnOncePerProperty(usableKeysArb, 2), async (runOn) => {
      await fc.assert(
        fc.asyncProperty(
          flavourArb,
          secretArb,
          echoStyleArb,
          failureStatusArb,
          echoStyleArb,
          secretArb,
          async (flavour, token, tokenStyle, status, style, unknown) => {
            suite.server.script((request, s): HostileReply => {
              if (request.path === TOKEN_PATH) {
                const reply = hostileFailure(s, 200, tokenStyle, unknown);
                return typeof reply === 'object'
                  ? { ...reply, body: hostileTokenAnswer(token, unknown, s.pieces(), tokenStyle) }
                  : reply;
              }
              return hostileFailure(s, status, style, unknown, [token]);
            });
            await runOn(
              flavour,
              (api) => api.getCompanyInfo(),
              () => [token, unknown],
            );
          },
        ),
      );
    });
  });

  it('a client key of one sign or a common word (`:`, `access_token`) never un-redacts the token answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        flavourArb,
        everydaySecretArb,
        tokenThenFailureArb,
        async (flavour, clientKey, answer) => {
          suite.server.script(tokenThenFailure(TOKEN_PATH, { ...answer, also: [answer.token] }));
          await run(
            { flavour, clientKey, subscriptionKey: 'subscription-key-1' },
            (api) => api.getCompanyInfo(),
            () => [answer.token, answer.unknown],
          );
        },
      ),
    );
  });

  it('a failing API call (redirect, 4xx, 5xx) after a token was issued', async () => {
    await withAccountingClients(drawnOncePerProperty(usableKeysArb, 4), async (runOn) => {
      await fc.assert(
        fc.asyncProperty(
          flavourArb,
          secretArb,
          callArb,
          failureStatusArb,
          echoStyleArb,
          secretArb,
          async (flavour, token, [, call], status, style, unknown) => {
            suite.server.script((request, s) =>
              request.path === TOKEN_PATH
                ? tokenAnswer(token)
                : hostileFailure(s, status, style, unknown, [token]),
            );
            await runOn(flavour, call, () => [token, unknown]);
          },
        ),
      );
    });
  });

  it('401, repeat with a new token, 401 again (or the new token request fails): both tokens stay hidden', async () => {
    await withAccountingClients(drawnOncePerProperty(usableKeysArb, 5), async (runOn) => {
      await fc.assert(
        fc.asyncProperty(
          flavourArb,
          secretArb,
          secretArb,
          fc.constantFrom('401 again', 'token request fails'),
          failureStatusArb,
          echoStyleArb,
          secretArb,
          async (flavour, first, second, how, status, style, unknown) => {
            let tokenRequests = 0;
            suite.server.script((request, s): HostileReply => {
              if (request.path === TOKEN_PATH) {
                tokenRequests += 1;
                if (tokenRequests === 1) return tokenAnswer(first);
                return how === 'token request fails'
                  ? hostileFailure(s, status, style, unknown, [first])
                  : tokenAnswer(second);
              }
              return hostileFailure(s, 401, style, unknown, [first, ...(tokenRequests > 1 ? [second] : [])]);
            });
            await runOn(
              flavour,
              (api) => api.getCompanyInfo(),
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
        flavourArb,
        secretArb,
        subscriptionArb,
        secretArb,
        secretArb,
        fc.constantFrom('refused', 'refused', 'reset token', 'reset api', 'reset api', 'timeout'),
        fc.constantFrom('tokenUrl', 'baseUrl'),
        async (flavour, clientKey, subscriptionKey, userinfo, token, failure, where) => {
          const target = failure === 'refused' ? `http://127.0.0.1:${refusedPort}` : suite.server.url;
          const url = withUserinfo(target, 'b2b', userinfo) + (where === 'tokenUrl' ? TOKEN_PATH : '/v2');
          suite.server.script((request): HostileReply => {
            if (request.path === TOKEN_PATH) {
              if (failure === 'reset token') return 'reset';
              if (failure === 'timeout') return 'hang';
              return tokenAnswer(token);
            }
            return failure === 'timeout' ? 'hang' : 'reset';
          });
          await run(
            { flavour, clientKey, subscriptionKey, [where]: url, timeout: failure === 'timeout' ? 0.1 : 5 },
            (api) => api.getCompanyInfo(),
            () => [clientKey, subscriptionKey, userinfo, token],
            false,
          );
        },
      ),
    );
  });

  it('the client and config objects show no secret in util.inspect or JSON.stringify after a call', async () => {
    await fc.assert(
      fc.asyncProperty(
        flavourArb,
        secretArb,
        subscriptionArb,
        secretArb,
        fc.constantFrom(200, 500),
        async (flavour, clientKey, subscriptionKey, token, status) => {
          suite.server.script((request) =>
            request.path === TOKEN_PATH
              ? tokenAnswer(token)
              : { status, body: status === 200 ? '{}' : 'down' },
          );
          await run(
            { flavour, clientKey, subscriptionKey, inspectObjects: true },
            (api) => api.getCompanyInfo(),
            () => [clientKey, subscriptionKey, token],
          );
        },
      ),
    );
  });
});
