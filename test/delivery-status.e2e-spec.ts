import {
  ConnectionException,
  DeliveryException,
  InvalidArgumentException,
  Message,
  MESSAGE_STATUSES,
  MessageStatus,
} from '../src/delivery';
import { DELIVERY_SANDBOX_DEBTOR, DeliverySandbox, startUnresponsiveListener } from '../src/testing';
import { DeliveryApp, startDeliveryApp } from './support/delivery-app';

describe('Delivery status query (e2e against the sandbox)', () => {
  let sandbox: DeliverySandbox;
  let app: DeliveryApp;

  beforeEach(async () => {
    sandbox = await DeliverySandbox.start();
    app = await startDeliveryApp(sandbox);
  });

  afterEach(async () => {
    await app.close();
    await sandbox.close();
  });

  const seeded = (status: string) => sandbox.messages.find((record) => record.status === status)!;

  describe('answer 200', () => {
    it.each(MESSAGE_STATUSES.map((status) => [status]))('maps "%s" to its MessageStatus', async (status) => {
      const record = seeded(status);
      const [message] = await app.client.status({ functioneelId: record.functioneelId });
      expect(message).toBeInstanceOf(Message);
      expect(message.status).toBe(status);
      expect(message.knownStatus()).toBe(status);
      expect(message.berichtId).toBe(record.berichtId);
      expect(message.functioneelId).toBe(record.functioneelId);
      expect(message.raw).toEqual(record);
    });

    it('classifies every status as delivered, failed or pending', async () => {
      const classes = new Map<string, string>();
      for (const status of MESSAGE_STATUSES) {
        const [message] = await app.client.status({ berichtId: seeded(status).berichtId });
        const flags = [message.isDelivered(), message.isFailed(), message.isPending()];
        expect(flags.filter(Boolean)).toHaveLength(1);
        classes.set(status, message.isDelivered() ? 'delivered' : message.isFailed() ? 'failed' : 'pending');
      }
      expect(Object.fromEntries(classes)).toEqual({
        [MessageStatus.Received]: 'pending',
        [MessageStatus.InProgress]: 'pending',
        [MessageStatus.DeliveryInRetry]: 'pending',
        [MessageStatus.Delivered]: 'delivered',
        [MessageStatus.DeliveredManually]: 'delivered',
        [MessageStatus.Undeliverable]: 'failed',
        [MessageStatus.MappingFailed]: 'failed',
        [MessageStatus.DeliveredToIntermediary]: 'delivered',
      });
    });

    it('keeps an unknown status as a plain string that counts as pending', async () => {
      const [message] = await app.client.status({ functioneelId: seeded('Gearchiveerd').functioneelId });
      expect(message.status).toBe('Gearchiveerd');
      expect(message.knownStatus()).toBeNull();
      expect(message.isPending()).toBe(true);
      expect(message.isDelivered()).toBe(false);
      expect(message.isFailed()).toBe(false);
      expect(message.description()).toBe('Unknown status "Gearchiveerd"');
      expect(message.description('nl')).toBe('Onbekende status "Gearchiveerd"');
    });

    it('describes statuses in English by default and in Dutch on request', async () => {
      const [message] = await app.client.status({
        functioneelId: seeded(MessageStatus.Delivered).functioneelId,
      });
      expect(message.description()).toBe('Delivered');
      expect(message.description('en')).toBe('Delivered');
      expect(message.description('nl')).toBe('Afgeleverd');
      const [retry] = await app.client.status({
        functioneelId: seeded(MessageStatus.DeliveryInRetry).functioneelId,
      });
      expect(retry.description('en')).toBe('Delivery failed, retried periodically');
      expect(retry.description('nl')).toBe('Aflevering mislukt, wordt periodiek opnieuw geprobeerd');
    });

    it('sends each filter as its query parameter and combines them', async () => {
      const record = seeded(MessageStatus.InProgress);
      const messages = await app.client.status({
        functioneelId: record.functioneelId,
        berichtId: record.berichtId,
        debiteurKVK: record.debiteurKVK,
        debiteurGLN: record.debiteurGLN,
        debiteurBTW: record.debiteurBTW,
      });
      expect(messages.map((message) => message.berichtId)).toEqual([record.berichtId]);
      expect(sandbox.statusRequests()[0].query).toEqual({
        functioneelId: record.functioneelId,
        berichtId: record.berichtId,
        debiteurKVK: record.debiteurKVK,
        debiteurGLN: record.debiteurGLN,
        debiteurBTW: record.debiteurBTW,
      });
    });

    it('leaves out filters without a value and sends numbers as text', async () => {
      await app.client.status({
        debiteurKVK: Number(DELIVERY_SANDBOX_DEBTOR.debiteurKVK),
        berichtId: '  ',
        functioneelId: null,
      });
      expect(sandbox.statusRequests()[0].query).toEqual({ debiteurKVK: DELIVERY_SANDBOX_DEBTOR.debiteurKVK });
    });

    it('returns the last hundred messages of a debtor for a debtor-only query', async () => {
      const messages = await app.client.status({ debiteurGLN: DELIVERY_SANDBOX_DEBTOR.debiteurGLN });
      expect(messages).toHaveLength(100);
      const references = messages.map((message) => message.functioneelId);
      expect(references).toContain('INV-2026-1120');
      expect(references).not.toContain('INV-2026-1020');
    });

    it('sends the token in the Authorization header of the status call', async () => {
      await app.client.status({ functioneelId: 'INV-2026-0001' });
      expect(sandbox.statusRequests()[0].headers.authorization).toBe(`Bearer ${sandbox.issuedTokens[0]}`);
    });
  });

  describe('answer 404', () => {
    it('is an empty list, not an error', async () => {
      await expect(app.client.status({ functioneelId: 'does-not-exist' })).resolves.toEqual([]);
      expect(sandbox.statusRequests()).toHaveLength(1);
    });
  });

  describe('other 4xx and 5xx', () => {
    it.each([400, 403, 409, 422, 429, 500, 502, 503])(
      'throws DeliveryException with status %i, once, without a retry',
      async (status) => {
        sandbox.failNext(1, status, { message: `failure ${status}` }, { path: /\/status$/ });
        const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
        expect(error).toBeInstanceOf(DeliveryException);
        expect(error.status).toBe(status);
        expect(error.message).toBe(
          `Delivery status request failed. HTTP status: ${status}. Response: {"message":"failure ${status}"}`,
        );
        expect(sandbox.statusRequests()).toHaveLength(1);
      },
    );

    it('keeps the rest of the body (customer data) in the message', async () => {
      sandbox.failNext(
        1,
        500,
        { error: 'Invoice INV-2026-0001 of Bakkerij Jansen failed' },
        { path: /\/status$/ },
      );
      await expect(app.client.status({ functioneelId: 'INV-2026-0001' })).rejects.toThrow(
        'Invoice INV-2026-0001 of Bakkerij Jansen failed',
      );
    });

    it('throws DeliveryException for a 200 that is not a list of messages', async () => {
      sandbox.failNext(1, 200, { messages: [] }, { path: /\/status$/ });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(200);
    });

    it('throws DeliveryException naming the limit for a 200 nested deeper than 64 levels (30,000 lists)', async () => {
      const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
      const body = `[{"status":"Ontvangen door platform","functioneelId":"INV-2026-0001","deep":${deep}}]`;
      sandbox.failNext(1, 200, body, { path: /\/status$/ }, { 'content-type': 'application/json' });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(200);
      expect(error.message).toMatch(
        /^Delivery status answer is nested deeper than 64 levels of arrays and objects \(MAX_JSON_DEPTH\)\. HTTP status: 200\. Response: \[\{"status"/,
      );
      expect(sandbox.statusRequests()).toHaveLength(1);
    });

    it('throws DeliveryException for a redirect instead of following it', async () => {
      sandbox.failNext(1, 302, undefined, { path: /\/status$/ });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(302);
    });

    it('throws DeliveryException with the status of a failing token endpoint', async () => {
      sandbox.failNext(1, 503, { error: 'maintenance' }, { path: sandbox.tokenPath });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(503);
      expect(error.message).toContain('Delivery token request failed. HTTP status: 503.');
      expect(sandbox.statusRequests()).toHaveLength(0);
    });

    it('throws DeliveryException when the token answer has no access_token', async () => {
      sandbox.failNext(1, 200, { token_type: 'Bearer' }, { path: sandbox.tokenPath });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(200);
      expect(error.message).toContain('has no usable access_token');
    });
  });

  describe('filter validation', () => {
    it.each([
      ['an unknown filter name', { invoice: 'INV-1' }, /Unknown delivery filter "invoice"/],
      ['a wrongly cased filter name', { debiteurKvk: '12345678' }, /Unknown delivery filter "debiteurKvk"/],
      ['no filter at all', {}, /at least one filter with a value/],
      [
        'only empty values',
        { functioneelId: '', berichtId: '   ', debiteurKVK: null },
        /at least one filter/,
      ],
      [
        'a value that is not a string or number',
        { functioneelId: { id: 1 } },
        /must be a string or a number/,
      ],
      ['filters that are not an object', 'INV-1', /must be an object/],
    ])('throws InvalidArgumentException for %s before anything is sent', async (_case, filters, message) => {
      const error = await app.client.status(filters as never).catch((caught) => caught);
      expect(error).toBeInstanceOf(InvalidArgumentException);
      expect(error).not.toBeInstanceOf(DeliveryException);
      expect(error.message).toMatch(message);
      expect(sandbox.requests).toHaveLength(0);
    });
  });

  describe('transport failures', () => {
    it('throws ConnectionException (not a DeliveryException) on a timeout, without a retry', async () => {
      await app.close();
      app = await startDeliveryApp(sandbox, { timeout: 0.3 });
      await app.client.status({ functioneelId: 'INV-2026-0001' });
      sandbox.clearRequests();
      sandbox.delayNext(2000, 1, { path: /\/status$/ });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(ConnectionException);
      expect(error).not.toBeInstanceOf(DeliveryException);
      expect(error.failure).toBe('timeout');
      expect(error.message).toContain('no answer within 300 ms');
      expect(sandbox.statusRequests()).toHaveLength(1);
    });

    it('applies the request timeout to the token request too', async () => {
      await app.close();
      app = await startDeliveryApp(sandbox, { timeout: 0.3 });
      sandbox.delayNext(2000, 1, { path: sandbox.tokenPath });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(ConnectionException);
      expect(error.failure).toBe('timeout');
      expect(error.endpoint).toBe(`POST ${sandbox.authUrl}${sandbox.tokenPath.replace(/^\/auth/, '')}`);
    });

    it('throws ConnectionException when the connection drops', async () => {
      sandbox.dropNext(1, { path: /\/status$/ });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(ConnectionException);
      expect(error.failure).toBe('reset');
      expect(sandbox.statusRequests()).toHaveLength(1);
    });

    it('gives up on a listener that never accepts after the connect timeout', async () => {
      const listener = await startUnresponsiveListener();
      try {
        await app.close();
        app = await startDeliveryApp(sandbox, { baseUrl: listener.url, connectTimeout: 0.2, timeout: 30 });
        const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
        expect(error).toBeInstanceOf(ConnectionException);
        expect(error.failure).toBe('connect-timeout');
        expect(error.message).toContain('no connection within 200 ms');
      } finally {
        await listener.close();
      }
    });

    it('throws ConnectionException for a refused connection', async () => {
      const closed = await DeliverySandbox.start();
      const baseUrl = closed.baseUrl;
      await closed.close();
      await app.close();
      app = await startDeliveryApp(sandbox, { baseUrl });
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(ConnectionException);
      expect(error.failure).toBe('refused');
    });
  });

  describe('incomplete account', () => {
    it.each([
      ['username', { username: '' }],
      ['password', { password: '' }],
    ])('fails at the first call when the %s is missing, sending nothing', async (_field, missing) => {
      await app.close();
      app = await startDeliveryApp(sandbox, missing);
      const error = await app.client.status({ functioneelId: 'INV-2026-0001' }).catch((caught) => caught);
      expect(error).toBeInstanceOf(DeliveryException);
      expect(error.status).toBe(0);
      expect(error.message).toBe('Delivery API config is incomplete (username, password).');
      expect(sandbox.requests).toHaveLength(0);
    });
  });

  describe('credentials', () => {
    it('sends the username and password only in the form body of the token request', async () => {
      await app.client.status({ functioneelId: 'INV-2026-0001' });
      await app.client.status({ functioneelId: 'INV-2026-0002' });
      const [tokenRequest] = sandbox.tokenRequests();
      const form = new URLSearchParams(tokenRequest.body);
      expect(tokenRequest.method).toBe('POST');
      expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(form)).toEqual({
        grant_type: 'password',
        client_id: sandbox.clientId,
        username: sandbox.username,
        password: sandbox.password,
      });
      expect(tokenRequest.query).toEqual({});
      const encodedPassword = encodeURIComponent(sandbox.password);
      for (const request of sandbox.requests) {
        const outsideBody = JSON.stringify([request.path, request.query, request.headers]);
        expect(outsideBody).not.toContain(sandbox.password);
        expect(outsideBody).not.toContain(encodedPassword);
        expect(outsideBody).not.toContain(sandbox.username);
      }
      for (const request of sandbox.statusRequests()) expect(request.body).toBe('');
    });
  });
});
