import * as fc from 'fast-check';
import { EventEmitter2, EventEmitterModule } from '@nestjs/event-emitter';
import { Test, TestingModule } from '@nestjs/testing';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { AccountingApi, AccountingModule } from '../src/accounting';
import { AccountingApi as StandaloneAccountingApi } from '../src/accounting/standalone';
import { DeliveryClient, DeliveryModule } from '../src/delivery';
import {
  INTEGRATION_EXCHANGE_EVENT,
  INTEGRATION_METRICS,
  IntegrationExchangeEvent,
  Lock,
  LockModule,
  RETRY_EVENT,
} from '../src/lock';
import { AccountingSandbox, DeliverySandbox, LockSandbox } from '../src/testing';
import { findLeaks } from './reliability/support/leak-check';
import {
  longSecretArb,
  secretArb,
  travelsInHeader,
  withTrimmed,
} from './reliability/support/secret-arbitraries';
import { randomAppKey } from './support/delivery-app';
import { isolateEnv } from './support/isolated-env';
import { lockSandboxOptions } from './support/lock-app';
import { parentIdOf, TelemetryCapture } from './support/telemetry-capture';

/** The secrets of one round: the reliability suite's random values as every module's credentials. */
interface RoundSecrets {
  password: string;
  clientKey: string;
  subscriptionKey: string;
  querySecret: string;
  oauthClientSecret: string;
}

const roundSecretsArb: fc.Arbitrary<RoundSecrets> = fc.record({
  password: secretArb,
  clientKey: secretArb,
  subscriptionKey: longSecretArb.filter(travelsInHeader),
  querySecret: longSecretArb,
  oauthClientSecret: secretArb,
});

/** The three sandboxes and one Nest app with the three modules (and the app's event emitter) pointed at them. */
interface Round {
  delivery: DeliverySandbox;
  accounting: AccountingSandbox;
  lockSandbox: LockSandbox;
  app: TestingModule;
  exchanges: IntegrationExchangeEvent[];
  hooked: IntegrationExchangeEvent[];
  close(): Promise<void>;
}

async function startRound(secrets: RoundSecrets): Promise<Round> {
  const delivery = await DeliverySandbox.start({ password: secrets.password });
  const accounting = await AccountingSandbox.start({
    clientKey: secrets.clientKey,
    subscriptionKey: secrets.subscriptionKey,
  });
  const lockSandbox = await LockSandbox.start({ oauthClientSecret: secrets.oauthClientSecret });
  const hooked: IntegrationExchangeEvent[] = [];
  const app = await Test.createTestingModule({
    imports: [
      EventEmitterModule.forRoot(),
      DeliveryModule.forRoot({
        ...delivery.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomAppKey() },
        onExchange: (event) => hooked.push(event),
      }),
      AccountingModule.forRoot({
        ...accounting.clientOptions(),
        tokenCache: { store: 'memory', appKey: randomAppKey() },
      }),
      LockModule.forRoot(lockSandboxOptions(lockSandbox, { auth: 'oauth', oauth: { tokenStore: 'memory' } })),
    ],
  }).compile();
  await app.init();
  const exchanges: IntegrationExchangeEvent[] = [];
  app.get(EventEmitter2).on(INTEGRATION_EXCHANGE_EVENT, (event: IntegrationExchangeEvent) => {
    exchanges.push(event);
  });
  return {
    delivery,
    accounting,
    lockSandbox,
    app,
    exchanges,
    hooked,
    close: async () => {
      await app.close();
      await Promise.all([delivery.close(), accounting.close(), lockSandbox.close()]);
    },
  };
}

/** Every call of the round: each module's calls, a token fetch each, a 401 repeat and a retried 503. */
async function callEveryModule(round: Round, secrets: RoundSecrets): Promise<string[]> {
  await round.app.get(DeliveryClient).status({ functioneelId: 'INV-2026-0001' });
  const accounting = round.app.get(AccountingApi);
  await accounting.getCompanyInfo();
  round.accounting.revokeToken();
  await accounting.get('/companyInfo', { apiKey: secrets.querySecret });
  const lock = round.app.get(Lock);
  const code = round.lockSandbox.issueAuthorizationCode();
  const token = await lock.oauth().exchangeCode(code);
  await lock.smartlocks().all();
  round.lockSandbox.failNext(1, 503, { message: secrets.querySecret }, { path: '/smartlock' });
  await lock.smartlocks().all();
  return [
    code,
    token.accessToken,
    token.refreshToken ?? '',
    round.delivery.currentToken() ?? '',
    round.accounting.currentToken() ?? '',
  ];
}

const named = (spans: ReadableSpan[], name: string) => spans.filter((span) => span.name === name);
const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) =>
  spans.filter((span) => parentIdOf(span) === parent.spanContext().spanId);

/**
 * OpenTelemetry (issue 23, DESIGN §8 "Observability"): a host that registers an SDK sees one INTERNAL span per
 * client call of every module with the module and account, one CLIENT span per HTTP exchange below it with the
 * stable HTTP attributes, retries as events, and the package's metrics; the hooks get one event per exchange; and
 * none of it holds a credential, for the reliability suite's random secrets.
 */
describe('Telemetry', () => {
  let restoreEnv: () => void;
  let capture: TelemetryCapture;

  beforeAll(() => {
    restoreEnv = isolateEnv(['DELIVERY_', 'ACCOUNTING_', 'LOCK_', 'APP_KEY', 'APP_PREVIOUS_KEYS', 'APP_URL']);
    capture = new TelemetryCapture().register();
  });

  afterAll(async () => {
    await capture.unregister();
    restoreEnv();
  });

  beforeEach(() => capture.resetSpans());

  it('exports spans for all three modules, each exchange a CLIENT child of its call with the HTTP attributes', async () => {
    const [secrets] = fc.sample(roundSecretsArb, { numRuns: 1, seed: 23 });
    const round = await startRound(secrets);
    try {
      await callEveryModule(round, secrets);
      await round.app.get(Lock).oauth().exchangeCode(round.lockSandbox.issueAuthorizationCode(), 'depot');
    } finally {
      await round.close();
    }
    const spans = capture.spans();

    const [status] = named(spans, 'delivery.status');
    expect(status.kind).toBe(SpanKind.INTERNAL);
    expect(status.attributes).toMatchObject({
      'integration.module': 'delivery',
      'integration.account': 'default',
      'integration.operation': 'delivery.status',
    });
    const deliveryExchanges = childrenOf(spans, status);
    expect(deliveryExchanges.map((span) => span.name)).toEqual(['POST', 'GET']);
    const [, get] = deliveryExchanges;
    const port = Number(new URL(round.delivery.url).port);
    expect(get.kind).toBe(SpanKind.CLIENT);
    expect(get.attributes).toMatchObject({
      'http.request.method': 'GET',
      'server.address': '127.0.0.1',
      'server.port': port,
      'http.response.status_code': 200,
      'url.full': `${round.delivery.baseUrl}${round.delivery.statusPath}?functioneelId=INV-2026-0001`,
    });
    expect(get.attributes['error.type']).toBeUndefined();
    expect(get.status.code).toBe(SpanStatusCode.UNSET);

    const [companyInfo] = named(spans, 'accounting.getCompanyInfo');
    expect(companyInfo.attributes['integration.module']).toBe('accounting');
    expect(childrenOf(spans, companyInfo).map((span) => span.name)).toEqual(['POST', 'GET']);
    // The generic call after a revoked token: 401, a retry event, a new token and the repeat.
    const [generic] = named(spans, 'accounting.get');
    const repeated = childrenOf(spans, generic);
    expect(repeated.map((span) => [span.name, span.attributes['http.response.status_code']])).toEqual([
      ['GET', 401],
      ['POST', 200],
      ['GET', 200],
    ]);
    expect(repeated[0].attributes['error.type']).toBe('401');
    expect(repeated[0].status.code).toBe(SpanStatusCode.ERROR);
    expect(repeated[2].attributes['http.request.resend_count']).toBe(1);
    expect(generic.events.map((event) => [event.name, event.attributes])).toEqual([
      [RETRY_EVENT, { 'integration.retry.attempt': 2, 'error.type': '401' }],
    ]);
    expect(String(repeated[2].attributes['url.full'])).toContain('apiKey=[redacted]');

    const lockCalls = named(spans, 'lock.smartlocks.all');
    expect(lockCalls).toHaveLength(2);
    for (const call of lockCalls) {
      expect(call.attributes).toMatchObject({
        'integration.module': 'lock',
        'integration.account': 'default',
      });
    }
    expect(childrenOf(spans, lockCalls[0]).map((span) => span.name)).toEqual(['GET']);
    const retried = childrenOf(spans, lockCalls[1]);
    expect(retried.map((span) => span.attributes['http.response.status_code'])).toEqual([503, 200]);
    expect(lockCalls[1].events.map((event) => [event.name, event.attributes])).toEqual([
      [RETRY_EVENT, { 'integration.retry.attempt': 2, 'error.type': '503' }],
    ]);
    // The OAuth code exchange is a call of its own, with the token request a CLIENT child for the same account.
    const exchanges = named(spans, 'lock.oauth.exchangeCode');
    expect(exchanges.map((exchange) => exchange.attributes['integration.account'])).toEqual([
      'default',
      'depot',
    ]);
    for (const exchange of exchanges) {
      const [tokenRequest] = childrenOf(spans, exchange);
      expect(tokenRequest.kind).toBe(SpanKind.CLIENT);
      expect(tokenRequest.attributes['url.full']).toBe(`${round.lockSandbox.url}/oauth/token`);
    }
  });

  it('records the call duration, token fetches and token cache lookups as metrics', async () => {
    const [secrets] = fc.sample(roundSecretsArb, { numRuns: 1, seed: 7 });
    const round = await startRound(secrets);
    try {
      await callEveryModule(round, secrets);
    } finally {
      await round.close();
    }
    const points = await capture.points();
    const labels = (name: string) =>
      points.filter((point) => point.name === name).map((point) => point.attributes);

    expect(labels(INTEGRATION_METRICS.callDuration)).toEqual(
      expect.arrayContaining([
        {
          'integration.module': 'delivery',
          'integration.operation': 'delivery.status',
          'integration.outcome': 'success',
        },
        {
          'integration.module': 'lock',
          'integration.operation': 'lock.smartlocks.all',
          'integration.outcome': 'success',
        },
      ]),
    );
    expect(labels(INTEGRATION_METRICS.tokenFetches)).toEqual(
      expect.arrayContaining([
        { 'integration.module': 'delivery', 'integration.outcome': 'success' },
        { 'integration.module': 'accounting', 'integration.outcome': 'success' },
        { 'integration.module': 'lock', 'integration.outcome': 'success' },
      ]),
    );
    expect(labels(INTEGRATION_METRICS.tokenCacheLookups)).toEqual(
      expect.arrayContaining([{ 'integration.module': 'delivery', 'integration.cache.result': 'miss' }]),
    );
  });

  it('tells every exchange to the app event emitter and the onExchange option, with the redacted URL', async () => {
    const [secrets] = fc.sample(roundSecretsArb, { numRuns: 1, seed: 11 });
    const round = await startRound(secrets);
    try {
      await callEveryModule(round, secrets);
    } finally {
      await round.close();
    }
    const deliveryEvents = round.exchanges.filter((event) => event.module === 'delivery');
    expect(round.hooked).toEqual(deliveryEvents);
    expect(deliveryEvents.map((event) => [event.method, event.status, event.attempt])).toEqual([
      ['POST', 200, 1],
      ['GET', 200, 1],
    ]);
    for (const event of round.exchanges) {
      expect(event.durationMs).toBeGreaterThanOrEqual(0);
      expect(event.account).toBe('default');
      expect(event.failure).toBeNull();
    }
    const lockAttempts = round.exchanges
      .filter((event) => event.module === 'lock' && event.method === 'GET')
      .map((event) => [event.status, event.attempt]);
    expect(lockAttempts).toEqual([
      [200, 1],
      [503, 1],
      [200, 2],
    ]);
    const generic = round.exchanges.filter((event) => event.url.includes('apiKey='));
    expect(generic.map((event) => [event.status, event.attempt])).toEqual([
      [401, 1],
      [200, 2],
    ]);
    expect(generic[0].url).toContain('apiKey=[redacted]');
  });

  it('the standalone accounting client takes onExchange, and a refused connection is an event with its failure', async () => {
    const events: IntegrationExchangeEvent[] = [];
    const client = new StandaloneAccountingApi({
      baseUrl: 'http://127.0.0.1:9/v2',
      tokenUrl: 'http://127.0.0.1:9/b2b/token',
      clientKey: 'standalone-key',
      onExchange: (event) => events.push(event),
    });
    try {
      await expect(client.getCompanyInfo()).rejects.toThrow();
    } finally {
      client.close();
    }
    expect(events).toEqual([
      expect.objectContaining({
        module: 'accounting',
        method: 'POST',
        url: 'http://127.0.0.1:9/b2b/token',
        status: null,
        failure: 'refused',
        attempt: 1,
      }),
    ]);
    const [exchange] = capture.spans().filter((span) => span.kind === SpanKind.CLIENT);
    expect(exchange.attributes['error.type']).toBe('refused');
    expect(exchange.status.code).toBe(SpanStatusCode.ERROR);
    const [call] = named(capture.spans(), 'accounting.getCompanyInfo');
    expect(call.status.code).toBe(SpanStatusCode.ERROR);
    expect(call.attributes['error.type']).toBe('refused');
  });

  it('no span, span event, metric label or exchange event holds a credential (random secrets, three rounds)', async () => {
    for (const secrets of fc.sample(roundSecretsArb, { numRuns: 3, seed: 2323 })) {
      capture.resetSpans();
      const round = await startRound(secrets);
      let issued: string[];
      try {
        issued = await callEveryModule(round, secrets);
      } finally {
        await round.close();
      }
      const all = withTrimmed([...Object.values(secrets), ...issued]);
      const outputs = {
        exported: await capture.exportedText(),
        events: JSON.stringify(round.exchanges),
        hooked: JSON.stringify(round.hooked),
      };
      expect(capture.spans().length).toBeGreaterThan(10);
      expect(findLeaks(outputs, all)).toEqual([]);
    }
  });
});
