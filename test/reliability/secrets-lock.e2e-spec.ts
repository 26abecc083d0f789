import * as fc from 'fast-check';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { Lock, LockException, LockModule, LockModuleOptions } from '../../src/lock';
import { lockSettingsOf } from '../support/lock-settings';
import { CapturedLogger } from '../support/captured-logger';
import { LOCK_ENV_PREFIXES } from '../support/isolated-env';
import {
  echoStyleArb,
  HostileReply,
  hostileTokenAnswer,
  useHostileEchoServer,
} from './support/hostile-echo-server';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';
import {
  everydaySecretArb,
  longSecretArb,
  secretArb,
  travelsInHeader,
  withTrimmed,
} from './support/secret-arbitraries';
import {
  assertRefusedProperly,
  checkEvidence,
  closedPort,
  failureStatusArb,
  hostileFailure,
  Outcome,
  outcomeOf,
  tokenThenFailure,
  tokenThenFailureArb,
  withUserinfo,
} from './support/secret-scenario';

/**
 * No Lock credential escapes by any path (hardening issue; DESIGN §7 "Redaction"): random API tokens, OAuth
 * client secrets, authorization codes and server-issued access and refresh tokens, a server that copies back
 * everything it saw in the run (also what an earlier request of the run carried), every error path, every
 * rendering, `ApiException.body` included. An API token that cannot travel in a header may be refused up front
 * (`LockException` naming the setting, nothing sent); otherwise it must never show.
 */

const TOKEN_PATH = '/oauth/token';
const API_TOKEN_SETTING = /LOCK_API_TOKEN|apiToken|accounts/;
const DATABASE_URL = `sqlite://${join(tmpdir(), `lock-reliability-${randomUUID()}.sqlite`)}`;
const appKey = () => `base64:${randomBytes(32).toString('base64')}`;

type LockCall = [string, (lock: Lock) => Promise<unknown>];
const callArb = fc.constantFrom<LockCall>(
  ['smartlocks().all()', (lock) => lock.smartlocks().all()],
  ['smartlocks().find(7)', (lock) => lock.smartlocks().find(7)],
  ['smartlocks().lock(7)', (lock) => lock.smartlocks().lock(7)],
  [
    'auths().create(7, …)',
    (lock) => lock.auths().create(7, { name: 'Jansen', type: 13, code: 482913, remoteAllowed: false }),
  ],
  [
    'webhooks().subscribe(…)',
    (lock) => lock.webhooks().subscribe('https://app.example/lock/webhook', ['DEVICE_STATUS']),
  ],
  ['account().info(true)', (lock) => lock.account().info(true)],
);

interface Settings {
  auth: 'token' | 'oauth';
  apiToken?: string;
  depotToken?: string;
  clientSecret?: string;
  baseUrl?: string;
  tokenUrl?: string;
  retries?: number;
  timeout?: number;
  inspectObjects?: boolean;
}

/**
 * A property makes PROPERTY_RUNS runs (1,000 in `npm run test:deep`), each a real exchange: far past jest's 5 s
 * default.
 */
jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe(`Lock: no credential escapes by any path (${PROPERTY_RUNS} runs per property)`, () => {
  const suite = useHostileEchoServer(LOCK_ENV_PREFIXES);

  /**
   * Boots the module for one run, makes the calls, renders everything and checks for leaks. Every property here
   * configures a secret of its own per run (API tokens, the OAuth client secret, URLs with userinfo), so each run
   * boots its module. (A module kept for a whole property would serve a new account each run, and it keeps every
   * account's secrets for redaction, the short ones tried on every message: at 1,000 runs the OAuth code exchange
   * property took 154 s so, against 32 s for a property of the same size booting per run. One account for every
   * run would meet the once-a-minute throttle of its failure log lines and check fewer of them.)
   */
  async function run(
    settings: Settings,
    calls: (lock: Lock) => Promise<unknown>,
    secrets: () => (string | null | undefined)[],
    expectSent = true,
  ): Promise<void> {
    const logger = new CapturedLogger();
    const options: LockModuleOptions = {
      baseUrl: settings.baseUrl ?? suite.server.url,
      auth: settings.auth,
      ...(settings.apiToken === undefined ? {} : { apiToken: settings.apiToken }),
      ...(settings.depotToken === undefined ? {} : { accounts: { depot: { token: settings.depotToken } } }),
      oauth: {
        clientId: 'lock-client',
        clientSecret: settings.clientSecret ?? 'unused-client-secret',
        redirectUri: 'https://app.example/lock/oauth/callback',
        authorizeUrl: `${suite.server.url}/oauth/authorize`,
        tokenUrl: settings.tokenUrl ?? `${suite.server.url}${TOKEN_PATH}`,
        tokenStore: 'memory',
      },
      http: {
        retries: settings.retries ?? 1,
        retrySleep: 0,
        timeout: settings.timeout ?? 5,
        connectTimeout: 2,
      },
      tokenCache: { store: 'memory', appKey: appKey() },
      databaseUrl: DATABASE_URL,
    };
    let outcome: Outcome;
    const objects: Record<string, unknown> = {};
    let close = async (): Promise<unknown> => undefined;
    try {
      const moduleRef = await Test.createTestingModule({ imports: [LockModule.forRoot(options)] })
        .setLogger(logger)
        .compile();
      await moduleRef.init();
      close = () => moduleRef.close();
      const lock = moduleRef.get(Lock);
      if (settings.inspectObjects) {
        objects.Lock = lock;
        Object.assign(objects, lockSettingsOf(moduleRef));
      }
      outcome = await outcomeOf(() => calls(lock));
    } catch (error) {
      outcome = { rejected: true, error };
    }
    await close();
    const unsafe = [settings.apiToken, settings.depotToken].some(
      (t) => t !== undefined && !travelsInHeader(t),
    );
    if (expectSent && settings.auth === 'token' && unsafe) {
      assertRefusedProperly(outcome, suite.server, LockException, API_TOKEN_SETTING);
    }
    checkEvidence({
      outcome,
      objects,
      outputs: { 'logged warnings': logger.warnings.join('\n'), 'logged errors': logger.errors.join('\n') },
      secrets: withTrimmed(secrets()),
    });
  }

  const tokenAnswer = (access: string, refresh: string, expiresIn = 3600): HostileReply => ({
    status: 200,
    body: JSON.stringify({
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: expiresIn,
    }),
    headers: { 'content-type': 'application/json' },
  });

  it('token mode: API errors (redirect, 4xx, 5xx, retried or not) that echo everything, ApiException.body included', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        fc.constantFrom('default', 'depot'),
        callArb,
        failureStatusArb,
        echoStyleArb,
        secretArb,
        fc.constantFrom(1, 2),
        async (apiToken, depotToken, account, [, call], status, style, unknown, retries) => {
          suite.server.script((_request, s) => hostileFailure(s, status, style, unknown));
          await run(
            { auth: 'token', apiToken, depotToken, retries },
            (lock) => call(account === 'default' ? lock : lock.as(account)),
            () => [apiToken, depotToken, unknown],
          );
        },
      ),
    );
  });

  it('OAuth code exchange fails (redirect, 4xx, 5xx, unreadable or cut-off 2xx), or its token is echoed by the API', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        secretArb,
        fc.oneof(failureStatusArb, fc.constant(200)),
        echoStyleArb,
        failureStatusArb,
        echoStyleArb,
        secretArb,
        async (clientSecret, code, token, tokenStatus, tokenStyle, status, style, unknown) => {
          suite.server.script((request, s): HostileReply => {
            if (request.path === TOKEN_PATH) {
              const reply = hostileFailure(s, tokenStatus, tokenStyle, unknown);
              return tokenStatus === 200 && typeof reply === 'object'
                ? { ...reply, body: hostileTokenAnswer(token, unknown, s.pieces(), tokenStyle) }
                : reply;
            }
            return hostileFailure(s, status, style, unknown);
          });
          await run(
            { auth: 'oauth', clientSecret },
            async (lock) => {
              await lock.oauth().exchangeCode(code);
              return lock.smartlocks().all();
            },
            () => [clientSecret, code, token, unknown],
          );
        },
      ),
    );
  });

  it('an OAuth client secret of one sign or a common word (`:`, `access_token`) never un-redacts the token answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        everydaySecretArb,
        longSecretArb,
        tokenThenFailureArb,
        async (clientSecret, code, answer) => {
          suite.server.script(tokenThenFailure(TOKEN_PATH, answer));
          await run(
            { auth: 'oauth', clientSecret },
            async (lock) => {
              await lock.oauth().exchangeCode(code);
              return lock.smartlocks().all();
            },
            () => [code, answer.token, answer.unknown],
          );
        },
      ),
    );
  });

  it('OAuth refresh fails (explicit or automatic; redirect, 4xx, 5xx, unreadable 2xx): code and refresh token stay hidden', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        secretArb,
        secretArb,
        secretArb,
        fc.constantFrom('explicit', 'automatic'),
        fc.oneof(failureStatusArb, fc.constant(200)),
        echoStyleArb,
        failureStatusArb,
        echoStyleArb,
        secretArb,
        async (
          clientSecret,
          code,
          access,
          refresh,
          second,
          how,
          refreshStatus,
          refreshStyle,
          status,
          style,
          unknown,
        ) => {
          let tokenRequests = 0;
          suite.server.script((request, s): HostileReply => {
            if (request.path === TOKEN_PATH) {
              tokenRequests += 1;
              if (tokenRequests === 1) return tokenAnswer(access, refresh, how === 'automatic' ? 5 : 3600);
              const reply = hostileFailure(s, refreshStatus, refreshStyle, unknown, [access]);
              return refreshStatus === 200 && typeof reply === 'object'
                ? { ...reply, body: hostileTokenAnswer(second, unknown, s.pieces(), refreshStyle) }
                : reply;
            }
            return hostileFailure(s, status, style, unknown, [access, refresh]);
          });
          await run(
            { auth: 'oauth', clientSecret },
            async (lock) => {
              await lock.oauth().exchangeCode(code);
              if (how === 'explicit') await lock.oauth().refresh();
              return lock.smartlocks().all();
            },
            () => [clientSecret, code, access, refresh, second, unknown],
          );
        },
      ),
    );
  });

  it('OAuth mode: an API error whose server echoes the code, the refresh token and the client secret', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        secretArb,
        secretArb,
        callArb,
        failureStatusArb,
        echoStyleArb,
        secretArb,
        async (clientSecret, code, access, refresh, [, call], status, style, unknown) => {
          suite.server.script((request, s) =>
            request.path === TOKEN_PATH
              ? tokenAnswer(access, refresh)
              : hostileFailure(s, status, style, unknown, [code, refresh, clientSecret]),
          );
          await run(
            { auth: 'oauth', clientSecret },
            async (lock) => {
              await lock.oauth().exchangeCode(code);
              return call(lock);
            },
            () => [clientSecret, code, access, refresh, unknown],
          );
        },
      ),
    );
  });

  it('transport errors: refused (URL with userinfo), reset, timeout, for API calls and the token endpoint', async () => {
    const refusedPort = await closedPort();
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        secretArb,
        secretArb,
        fc.constantFrom('token', 'oauth'),
        fc.constantFrom('refused', 'refused', 'reset', 'reset', 'timeout'),
        fc.constantFrom(1, 2),
        async (apiToken, clientSecret, code, userinfo, auth, failure, retries) => {
          const target = failure === 'refused' ? `http://127.0.0.1:${refusedPort}` : suite.server.url;
          const url = withUserinfo(target, 'lock', userinfo);
          suite.server.script(() => (failure === 'timeout' ? 'hang' : 'reset'));
          await run(
            {
              auth,
              apiToken,
              clientSecret,
              retries,
              timeout: failure === 'timeout' ? 0.1 : 5,
              ...(auth === 'token' ? { baseUrl: url } : { tokenUrl: `${url}${TOKEN_PATH}` }),
            },
            (lock) => (auth === 'token' ? lock.smartlocks().all() : lock.oauth().exchangeCode(code)),
            () => [apiToken, clientSecret, code, userinfo],
            false,
          );
        },
      ),
    );
  });

  it('Lock and the settings readers show no secret in util.inspect or JSON.stringify after a call', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        secretArb,
        secretArb,
        secretArb,
        secretArb,
        fc.constantFrom('token', 'oauth'),
        fc.constantFrom(200, 500),
        async (apiToken, depotToken, clientSecret, code, access, auth, status) => {
          suite.server.script((request) =>
            request.path === TOKEN_PATH
              ? tokenAnswer(access, `${access}-refresh`)
              : { status, body: status === 200 ? '[]' : 'down' },
          );
          await run(
            { auth, apiToken, depotToken, clientSecret, inspectObjects: true },
            async (lock) => {
              if (auth === 'oauth') await lock.oauth().exchangeCode(code);
              return lock.smartlocks().all();
            },
            () => [apiToken, depotToken, clientSecret, code, access, `${access}-refresh`],
            false,
          );
        },
      ),
    );
  });
});
