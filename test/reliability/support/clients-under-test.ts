import { Abstract, DynamicModule, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AccountingApi, AccountingException, AccountingModule } from '../../../src/accounting';
import { AccountingApi as StandaloneAccountingApi } from '../../../src/accounting/standalone';
import { ConnectionException, ConnectionFailure } from '../../../src/common';
import { HttpTransport } from '../../../src/common/http/http-transport';
import { UndiciTransport } from '../../../src/common/http/undici-transport';
import { DeliveryClient, DeliveryModule } from '../../../src/delivery';
import { Lock, LockModule } from '../../../src/lock';
import { CapturedLogger } from '../../support/captured-logger';
import { randomAppKey } from '../../support/delivery-app';
import { temporarySqliteUrl } from '../../support/lock-app';

/** Every secret configured below ends in this, so a test can check that none shows. */
export const SECRET_MARK = '-secret';

/** One client pointed at a server: a call that makes one request there, and its clean-up. */
export interface ClientUnderTest {
  call(): Promise<unknown>;
  close(): Promise<void>;
}

/** A way to reach a server: a transport, or one of the three clients through its public API. */
export interface ClientKind {
  name: string;
  /** The client with every URL under `url` and this request timeout (seconds). */
  start(url: string, timeoutSeconds: number): Promise<ClientUnderTest>;
  /** The failure word the rejection shows (the standalone client wraps it in an `AccountingException`). */
  failureOf(error: unknown): ConnectionFailure | undefined;
}

/**
 * The end of the reason each failure's message gives (the standalone client keeps only the message). Only the
 * end: redaction of credential-shaped text may take the first word after `.../token: `.
 */
const REASONS: Partial<Record<ConnectionFailure, string>> = {
  'response-too-large': 'answer is larger than',
  timeout: 'answer within',
  reset: 'connection was closed before an answer arrived',
};

function connectionFailureOf(error: unknown): ConnectionFailure | undefined {
  return error instanceof ConnectionException ? error.failure : undefined;
}

/** Boots a Nest testing module importing `module` and returns its provider of `type`. */
async function nestApp<T>(module: DynamicModule, type: Type<T> | Abstract<T>) {
  const moduleRef = await Test.createTestingModule({ imports: [module] })
    .setLogger(new CapturedLogger())
    .compile();
  await moduleRef.init();
  return { client: moduleRef.get(type), close: () => moduleRef.close() };
}

const tokenCache = () => ({ store: 'memory', appKey: randomAppKey() });

/** Both transports and the three clients (the accounting one as Nest module and standalone). */
export const CLIENT_KINDS: ClientKind[] = [
  ...[HttpTransport, UndiciTransport].map((Transport): ClientKind => ({
    name: Transport.name,
    start: async (url, timeoutSeconds) => {
      const transport = new Transport({ timeoutMs: timeoutSeconds * 1000, connectTimeoutMs: 5000 });
      return {
        call: () => transport.send({ method: 'GET', url: `${url}/api` }),
        close: async () => transport.close(),
      };
    },
    failureOf: connectionFailureOf,
  })),
  {
    name: 'DeliveryModule (token request)',
    start: async (url, timeout) => {
      const options = {
        authUrl: url,
        realm: 'hostile-realm',
        clientId: 'hostile-client',
        username: 'hostile-user',
        password: 'delivery-password-secret',
        baseUrl: url,
      };
      const app = await nestApp(
        DeliveryModule.forRoot({ ...options, timeout, tokenCache: tokenCache() }),
        DeliveryClient,
      );
      return { call: () => app.client.status({ functioneelId: 'INV-1' }), close: app.close };
    },
    failureOf: connectionFailureOf,
  },
  {
    name: 'AccountingModule (token request)',
    start: async (url, timeout) => {
      const app = await nestApp(
        AccountingModule.forRoot({
          baseUrl: url,
          tokenUrl: `${url}/token`,
          clientKey: 'accounting-client-key-secret',
          timeout,
          tokenCache: tokenCache(),
        }),
        AccountingApi,
      );
      return { call: () => app.client.getCompanyInfo(), close: app.close };
    },
    failureOf: connectionFailureOf,
  },
  {
    name: 'standalone AccountingApi (token request)',
    start: async (url, timeout) => {
      const api = new StandaloneAccountingApi({
        baseUrl: url,
        tokenUrl: `${url}/token`,
        clientKey: 'accounting-client-key-secret',
        timeout,
      });
      return { call: () => api.getCompanyInfo(), close: async () => api.close() };
    },
    failureOf: (error) => {
      if (!(error instanceof AccountingException) || error.status() !== 0) return undefined;
      const found = Object.entries(REASONS).find(([, reason]) => error.message.includes(reason));
      return found?.[0] as ConnectionFailure | undefined;
    },
  },
  {
    name: 'LockModule (API call)',
    start: async (url, timeout) => {
      const app = await nestApp(
        LockModule.forRoot({
          baseUrl: url,
          apiToken: 'lock-api-token-secret',
          http: { retries: 1, retrySleep: 0, timeout },
          tokenCache: tokenCache(),
          databaseUrl: temporarySqliteUrl(),
        }),
        Lock,
      );
      return { call: () => app.client.smartlocks().all(), close: app.close };
    },
    failureOf: connectionFailureOf,
  },
];
