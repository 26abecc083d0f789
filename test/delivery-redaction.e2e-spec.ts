import * as fc from 'fast-check';
import { DeliveryException } from '../src/delivery';
import { DeliverySandbox } from '../src/testing';
import { DeliveryApp, startDeliveryApp } from './support/delivery-app';
import { PROPERTY_TIMEOUT_MS } from './support/property-settings';
import { echoingBody, expectNoSecretForm } from './support/secret-forms';

const FILTER = { functioneelId: 'INV-2026-0004' };
const CUSTOMER = 'customer Bakkerij Jansen, invoice INV-2026-0004';

function expectRedacted(message: string, secrets: string[]): void {
  for (const secret of secrets) expectNoSecretForm(message, secret);
  expect(message).toContain('[redacted]');
  expect(message).toContain(CUSTOMER);
}

/** Random passwords with the characters that change under JSON and URL encoding. */
const passwords = fc.string({
  unit: fc.constantFrom(...Array.from('abcXYZ0189 "\\/&=+%?#@!\'é€😀\n\t')),
  minLength: 12,
  maxLength: 40,
});

async function caught(promise: Promise<unknown>): Promise<DeliveryException> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(DeliveryException);
  return error as DeliveryException;
}

/** Each property boots a sandbox and an app per run (the password is both's setting): past jest's 5 s default. */
jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe('Delivery redaction of secrets in exception messages (randomised secrets)', () => {
  const property = (check: (sandbox: DeliverySandbox, password: string, app: DeliveryApp) => Promise<void>) =>
    fc.assert(
      fc.asyncProperty(passwords, async (password) => {
        const sandbox = await DeliverySandbox.start({ password });
        const app = await startDeliveryApp(sandbox);
        try {
          await check(sandbox, password, app);
        } finally {
          await app.close();
          await sandbox.close();
        }
      }),
    );

  it('redacts the password from a failing token request', async () => {
    await property(async (sandbox, password, app) => {
      sandbox.failNext(1, 400, echoingBody(CUSTOMER, [password]), { path: sandbox.tokenPath });
      const error = await caught(app.client.status(FILTER));
      expect(error.status).toBe(400);
      expectRedacted(error.message, [password]);
    });
  });

  it('redacts the password from a 2xx token answer without access_token', async () => {
    await property(async (sandbox, password, app) => {
      sandbox.failNext(1, 200, echoingBody(CUSTOMER, [password]), { path: sandbox.tokenPath });
      const error = await caught(app.client.status(FILTER));
      expectRedacted(error.message, [password]);
    });
  });

  it('redacts the password and the token from a failing status call', async () => {
    await property(async (sandbox, password, app) => {
      await app.client.status(FILTER);
      const token = sandbox.issuedTokens[0];
      sandbox.failNext(1, 500, echoingBody(CUSTOMER, [password, token]), { path: /\/status$/ });
      const error = await caught(app.client.status(FILTER));
      expect(error.status).toBe(500);
      expectRedacted(error.message, [password, token]);
    });
  });

  it('redacts the token from a 401 on a fresh token and from an answer that is not a list', async () => {
    await property(async (sandbox, password, app) => {
      sandbox.failNext(1, 401, echoingBody(CUSTOMER, [password]), { path: /\/status$/ });
      const refused = await caught(app.client.status(FILTER));
      expect(refused.status).toBe(401);
      expectRedacted(refused.message, [password]);

      await app.client.status(FILTER);
      const token = sandbox.issuedTokens[sandbox.issuedTokens.length - 1];
      sandbox.failNext(1, 200, echoingBody(CUSTOMER, [password, token]), { path: /\/status$/ });
      const notAList = await caught(app.client.status(FILTER));
      expectRedacted(notAList.message, [password, token]);
    });
  });

  it('keeps no request, header, config or credential on the exception object', async () => {
    const sandbox = await DeliverySandbox.start();
    const app = await startDeliveryApp(sandbox);
    try {
      await app.client.status(FILTER);
      const token = sandbox.issuedTokens[0];
      sandbox.failNext(1, 503, { error: 'down' }, { path: /\/status$/ });
      const error = await caught(app.client.status(FILTER));
      expect(Object.keys(error).sort()).toEqual(['name', 'status']);
      const everything = JSON.stringify({ ...error, message: error.message, stack: error.stack });
      expect(everything).not.toContain(token);
      expect(everything).not.toContain(sandbox.password);
    } finally {
      await app.close();
      await sandbox.close();
    }
  });
});
