import * as fc from 'fast-check';
import { AccountingClient, AccountingException, ConnectionException } from '../src/accounting';
import { AccountingSandbox } from '../src/testing';
import { standaloneClient, startAccountingApp } from './support/accounting-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';
import { PROPERTY_TIMEOUT_MS } from './support/property-settings';
import { echoingBody, expectNoSecretForm } from './support/secret-forms';

const COMPANY_INFO_PATH = '/v2/companyInfo';
const CUSTOMER = 'customer Bakkerij Jansen, relatiecode 1001, order VO-2026-0042';

function expectNoSecret(text: string, secrets: string[]): void {
  for (const secret of secrets) expectNoSecretForm(text, secret);
}

function expectRedacted(message: string, secrets: string[]): void {
  expectNoSecret(message, secrets);
  expect(message).toContain('[redacted]');
  expect(message).toContain(CUSTOMER);
}

/** Every string reachable from the value through own enumerable properties. */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringsIn(item, seen));
}

/**
 * The exception keeps nothing but its message and a few plain fields: no body, headers, config or key. Its cause,
 * when it has one, is the transport's own exception, which keeps nothing either.
 */
function expectNothingKept(error: Error, secrets: string[]): void {
  const fields = error instanceof ConnectionException ? ['endpoint', 'failure', 'name'] : ['code', 'name'];
  expect(Object.keys(error).sort()).toEqual(fields);
  const own = Object.getOwnPropertyNames(error).filter(
    (name) => name !== 'message' && name !== 'stack' && name !== 'cause',
  );
  expect(own.sort()).toEqual(fields);
  if (error.cause !== undefined) {
    expect(error.cause).toBeInstanceOf(ConnectionException);
    expectNothingKept(error.cause as Error, secrets);
  }
  for (const name of own) {
    expect(typeof (error as unknown as Record<string, unknown>)[name]).not.toBe('object');
  }
  const json = JSON.stringify(error);
  expect(json).not.toContain(CUSTOMER);
  for (const text of [json, error.stack ?? '', ...stringsIn(error)]) expectNoSecret(text, secrets);
}

/** Characters that change under JSON, URL or form encoding, and some that are more than one byte. */
const SPECIAL = ' "\\/&=+%?#@!\'';
/** Client keys travel in a form body: anything goes. */
const clientKeys = fc
  .string({
    unit: fc.constantFrom(...Array.from(`abcXYZ0189${SPECIAL}é€😀\n\t`)),
    minLength: 12,
    maxLength: 40,
  })
  .filter((key) => key.trim() !== '');
/** Subscription keys and tokens travel in headers: Latin-1 only, no line breaks, no white space at the ends. */
const headerSecrets = fc
  .string({ unit: fc.constantFrom(...Array.from(`abcXYZ0189${SPECIAL}é`)), minLength: 12, maxLength: 40 })
  .filter((key) => key.trim() === key && key !== '');
const failureStatuses = fc.constantFrom(400, 403, 404, 422, 429, 500, 502, 503);

interface Secrets {
  clientKey: string;
  subscriptionKey: string;
  /** A token the test has the token endpoint hand out. */
  scriptedToken: string;
  status: number;
}

const secretSets = fc.record<Secrets>({
  clientKey: clientKeys,
  subscriptionKey: headerSecrets,
  scriptedToken: headerSecrets,
  status: failureStatuses,
});

interface Flavour {
  name: string;
  start(sandbox: AccountingSandbox): Promise<{ api: AccountingClient; close(): Promise<void> }>;
  /** Checks the error of a request that got no answer and returns its message. */
  transportError(error: unknown): string;
}

const flavours: Flavour[] = [
  {
    name: 'framework AccountingApi (AccountingModule)',
    start: async (sandbox) => {
      const app = await startAccountingApp(sandbox);
      return { api: app.api, close: () => app.close() };
    },
    transportError: (error) => {
      expect(error).toBeInstanceOf(ConnectionException);
      return (error as ConnectionException).message;
    },
  },
  {
    name: 'standalone AccountingApi',
    start: async (sandbox) => {
      const api = standaloneClient(sandbox);
      return { api, close: async () => api.close() };
    },
    transportError: (error) => {
      expect(error).toBeInstanceOf(AccountingException);
      expect((error as AccountingException).status()).toBe(0);
      return (error as AccountingException).message;
    },
  },
];

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

async function accountingError(promise: Promise<unknown>): Promise<AccountingException> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(AccountingException);
  return error as AccountingException;
}

describe.each(flavours)('Accounting redaction of secrets, $name (randomised secrets)', (flavour) => {
  let restoreEnv: () => void;

  beforeEach(() => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
  });

  afterEach(() => restoreEnv());

  const property = (
    check: (sandbox: AccountingSandbox, api: AccountingClient, secrets: Secrets) => Promise<void>,
  ) =>
    fc.assert(
      fc.asyncProperty(secretSets, async (secrets) => {
        const sandbox = await AccountingSandbox.start({
          clientKey: secrets.clientKey,
          subscriptionKey: secrets.subscriptionKey,
        });
        const client = await flavour.start(sandbox);
        try {
          await check(sandbox, client.api, secrets);
        } finally {
          await client.close();
          await sandbox.close();
        }
      }),
    );

  it(
    'redacts the keys from a 4xx/5xx of the token endpoint that echoes them',
    async () => {
      await property(async (sandbox, api, { clientKey, subscriptionKey, status }) => {
        sandbox.failNext(1, status, echoingBody(CUSTOMER, [clientKey, subscriptionKey]), {
          path: sandbox.tokenPath,
        });
        const error = await accountingError(api.getCompanyInfo());
        expect(error.status()).toBe(status);
        expectRedacted(error.message, [clientKey, subscriptionKey]);
        expectNothingKept(error, [clientKey, subscriptionKey]);
      });
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'redacts the keys from a 2xx token answer without access_token that echoes them',
    async () => {
      await property(async (sandbox, api, { clientKey, subscriptionKey }) => {
        sandbox.failNext(1, 200, echoingBody(CUSTOMER, [clientKey, subscriptionKey]), {
          path: sandbox.tokenPath,
        });
        const error = await accountingError(api.getCompanyInfo());
        expect(error.status()).toBe(200);
        expectRedacted(error.message, [clientKey, subscriptionKey]);
        expectNothingKept(error, [clientKey, subscriptionKey]);
      });
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'redacts the keys and the current token from a 4xx/5xx of the API that echoes them',
    async () => {
      await property(async (sandbox, api, { clientKey, subscriptionKey, status }) => {
        await api.getCompanyInfo();
        const token = sandbox.currentToken()!;
        sandbox.failNext(1, status, echoingBody(CUSTOMER, [clientKey, subscriptionKey, token]), {
          path: COMPANY_INFO_PATH,
        });
        const error = await accountingError(api.getCompanyInfo());
        expect(error.status()).toBe(status);
        expectRedacted(error.message, [clientKey, subscriptionKey, token]);
        expectNothingKept(error, [clientKey, subscriptionKey, token]);
      });
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'redacts both tokens (the rejected one and the new one) from the second 401 after the repeat',
    async () => {
      await property(async (sandbox, api, { clientKey, subscriptionKey, scriptedToken }) => {
        await api.getCompanyInfo();
        const rejected = sandbox.currentToken()!;
        const secrets = [clientKey, subscriptionKey, rejected, scriptedToken];
        sandbox.failNext(2, 401, echoingBody(CUSTOMER, secrets), { path: COMPANY_INFO_PATH });
        sandbox.failNext(
          1,
          200,
          { access_token: scriptedToken, token_type: 'bearer', expires_in: 3600 },
          { path: sandbox.tokenPath },
        );
        const error = await accountingError(api.getCompanyInfo());
        expect(error.status()).toBe(401);
        const authorizations = sandbox
          .requestsTo('GET', COMPANY_INFO_PATH)
          .map((request) => request.headers.authorization);
        expect(authorizations.slice(-2)).toEqual([`Bearer ${rejected}`, `Bearer ${scriptedToken}`]);
        expectRedacted(error.message, secrets);
        expectNothingKept(error, secrets);
      });
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'puts no key in the message of a transport error (dropped connection)',
    async () => {
      await property(async (sandbox, api, { clientKey, subscriptionKey }) => {
        sandbox.dropNext(1, { path: sandbox.tokenPath });
        const tokenError = await rejection(api.getCompanyInfo());
        expectNoSecret(flavour.transportError(tokenError), [clientKey, subscriptionKey]);
        expectNothingKept(tokenError, [clientKey, subscriptionKey]);

        await api.getCompanyInfo();
        const token = sandbox.currentToken()!;
        sandbox.dropNext(1, { path: COMPANY_INFO_PATH });
        const apiError = await rejection(api.getCompanyInfo());
        expectNoSecret(flavour.transportError(apiError), [clientKey, subscriptionKey, token]);
        expectNothingKept(apiError, [clientKey, subscriptionKey, token]);
      });
    },
    PROPERTY_TIMEOUT_MS,
  );
});
