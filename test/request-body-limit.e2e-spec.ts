import { AccountingApi as StandaloneAccountingApi } from '../src/accounting/standalone';
import { InvalidArgumentException } from '../src/common';
import { AccountingSandbox, DeliverySandbox } from '../src/testing';
import { accountingSandboxEnv, rejectionOf, startAccountingApp } from './support/accounting-app';
import { sandboxEnv, startDeliveryApp } from './support/delivery-app';
import { ACCOUNTING_ENV_PREFIXES, DELIVERY_ENV_PREFIXES, isolateEnv } from './support/isolated-env';

/**
 * Issue 33, row 10: the request body limit of the shared transport, set per module (`DELIVERY_MAX_REQUEST_BYTES`,
 * `ACCOUNTING_MAX_REQUEST_BYTES`; the Lock module's `LOCK_MAX_REQUEST_BYTES` is in lock-request-guards): a body
 * over it is refused with `InvalidArgumentException`, naming its size, the limit and the setting, and is never
 * sent, against the sandboxes on 127.0.0.1.
 */

const overLimit = (endpoint: string, bytes: number, limit: number, setting: string): string =>
  `The request body of ${endpoint} is ${bytes} bytes, over the limit of ${limit} bytes (${setting} ` +
  '(option http.maxRequestBytes)); nothing was sent.';

describe('Delivery: DELIVERY_MAX_REQUEST_BYTES', () => {
  let restoreEnv: () => void = () => undefined;
  let sandbox: DeliverySandbox;

  beforeEach(async () => {
    restoreEnv = isolateEnv(DELIVERY_ENV_PREFIXES);
    sandbox = await DeliverySandbox.start();
  });

  afterEach(async () => {
    await sandbox.close();
    restoreEnv();
  });

  it('refuses a token request whose form body is over the limit; the sandbox receives nothing', async () => {
    Object.assign(process.env, sandboxEnv(sandbox), { DELIVERY_MAX_REQUEST_BYTES: '16' });
    const app = await startDeliveryApp(sandbox, { tokenCache: { enabled: false } });
    try {
      const error = await rejectionOf(app.client.status({ functioneelId: 'INV-1' }));

      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^The request body of POST ${sandbox.authUrl}/realms/[^ ]+/token is \\d+ bytes, over the limit of 16 ` +
            'bytes \\(DELIVERY_MAX_REQUEST_BYTES \\(option http\\.maxRequestBytes\\)\\); nothing was sent\\.$',
        ),
      );
      expect((error as Error).message).not.toContain(sandbox.password);
      expect(sandbox.requests).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('Accounting: ACCOUNTING_MAX_REQUEST_BYTES', () => {
  let restoreEnv: () => void = () => undefined;
  let sandbox: AccountingSandbox;

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await AccountingSandbox.start();
  });

  afterEach(async () => {
    await sandbox.close();
    restoreEnv();
  });

  /** `{"naam":"n...n"}` of exactly `bytes` bytes. */
  const bodyOf = (bytes: number) => ({ naam: 'n'.repeat(bytes - 11) });

  it('the module refuses a POST body over the limit unsent, and sends one of exactly the limit', async () => {
    process.env.ACCOUNTING_MAX_REQUEST_BYTES = '1024';
    const app = await startAccountingApp(sandbox);
    try {
      await app.api.getCompanyInfo(); // the token is held: what follows sends nothing else
      sandbox.clearRequests();

      const error = await rejectionOf(app.api.post('/relaties', bodyOf(1025)));

      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect((error as Error).message).toBe(
        overLimit(`POST ${sandbox.baseUrl}/relaties`, 1025, 1024, 'ACCOUNTING_MAX_REQUEST_BYTES'),
      );
      expect(sandbox.requests).toEqual([]);

      await app.api.post('/relaties', bodyOf(1024));
      expect(sandbox.requests.map((request) => [request.path, request.body.length])).toEqual([
        ['/v2/relaties', 1024],
      ]);
    } finally {
      await app.close();
    }
  });

  it('the standalone client refuses a body over the 10 MiB default from the env, unsent', async () => {
    const api = StandaloneAccountingApi.fromEnv(accountingSandboxEnv(sandbox));
    try {
      await api.getCompanyInfo();
      sandbox.clearRequests();
      const bytes = 10 * 1024 * 1024 + 1;

      const error = await rejectionOf(api.put('/relaties/1', bodyOf(bytes)));

      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect((error as Error).message).toBe(
        overLimit(
          `PUT ${sandbox.baseUrl}/relaties/1`,
          bytes,
          10 * 1024 * 1024,
          'ACCOUNTING_MAX_REQUEST_BYTES',
        ),
      );
      expect(sandbox.requests).toEqual([]);
    } finally {
      api.close();
    }
  });
});
