import { DeliverySandbox } from './delivery-sandbox';
import {
  DELIVERY_SANDBOX_DEBTOR,
  DELIVERY_SANDBOX_STATUS_DEBTOR,
  DeliveryMessageRecord,
} from './delivery-sandbox-seed';

const KNOWN_STATUSES = [
  'Ontvangen door platform',
  'In verwerking',
  'Aflevering in retry',
  'Afgeleverd',
  'Handmatig afgeleverd',
  'Bericht kon niet afgeleverd worden',
  'Mapping gefaald',
  'Afgeleverd bij tussenpartij',
];

describe('DeliverySandbox', () => {
  let sandbox: DeliverySandbox;

  beforeEach(async () => {
    sandbox = await DeliverySandbox.start();
  });

  afterEach(() => sandbox.close());

  function requestToken(form: Record<string, string> = {}, query = ''): Promise<Response> {
    return fetch(`${sandbox.authUrl}/realms/${sandbox.realm}/protocol/openid-connect/token${query}`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: sandbox.clientId,
        username: sandbox.username,
        password: sandbox.password,
        ...form,
      }),
    });
  }

  async function signIn(): Promise<string> {
    const response = await requestToken();
    const body = (await response.json()) as { access_token: string };
    return body.access_token;
  }

  async function queryStatus(
    filters: Record<string, string> | string,
    token?: string,
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const query = new URLSearchParams(filters).toString();
    const response = await fetch(`${sandbox.baseUrl}${sandbox.statusPath}?${query}`, {
      headers: { authorization: `Bearer ${token ?? (await signIn())}` },
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  describe('settings', () => {
    it('has defaults, URLs under its own address and client options that match', () => {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.authUrl).toBe(`${sandbox.url}/auth`);
      expect(sandbox.baseUrl).toBe(`${sandbox.url}/api`);
      expect(sandbox.tokenPath).toBe('/auth/realms/integrations/protocol/openid-connect/token');
      expect(sandbox.clientOptions()).toEqual({
        authUrl: sandbox.authUrl,
        realm: 'integrations',
        clientId: 'delivery-client',
        username: 'sandbox-user',
        password: sandbox.password,
        baseUrl: sandbox.baseUrl,
        statusPath: '/status',
      });
    });

    it('makes a random 24-character password with characters that need encoding', async () => {
      const other = await DeliverySandbox.start();
      try {
        expect(sandbox.password).toHaveLength(24);
        for (const symbol of ['+', '/', '&', '=', '"', ' ', '%']) {
          expect(sandbox.password).toContain(symbol);
        }
        expect(sandbox.password.trim()).toBe(sandbox.password);
        expect(other.password).not.toBe(sandbox.password);
      } finally {
        await other.close();
      }
    });

    it('takes its settings from the options', async () => {
      const custom = await DeliverySandbox.start({
        realm: 'other',
        clientId: 'c',
        username: 'u',
        password: 'p',
        statusPath: '/v2/berichten/status',
      });
      try {
        expect(custom.tokenPath).toBe('/auth/realms/other/protocol/openid-connect/token');
        const tokenResponse = await fetch(`${custom.url}${custom.tokenPath}`, {
          method: 'POST',
          body: new URLSearchParams({ grant_type: 'password', client_id: 'c', username: 'u', password: 'p' }),
        });
        const { access_token } = (await tokenResponse.json()) as { access_token: string };
        const statusResponse = await fetch(
          `${custom.baseUrl}/v2/berichten/status?functioneelId=INV-2026-0001`,
          {
            headers: { authorization: `Bearer ${access_token}` },
          },
        );

        expect(tokenResponse.status).toBe(200);
        expect(statusResponse.status).toBe(200);
        expect(custom.statusRequests()).toHaveLength(1);
      } finally {
        await custom.close();
      }
    });
  });

  describe('token endpoint', () => {
    it('issues a JWT-looking bearer token with the configured lifetime', async () => {
      const response = await requestToken();
      const body = (await response.json()) as Record<string, unknown>;

      expect(response.status).toBe(200);
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        expires_in: 300,
        token_type: 'Bearer',
        refresh_expires_in: 0,
      });
      const payload = JSON.parse(
        Buffer.from(String(body.access_token).split('.')[1], 'base64url').toString(),
      );
      expect(payload).toMatchObject({ sub: 'sandbox-user', azp: 'delivery-client' });
      expect(sandbox.issuedTokens).toEqual([body.access_token]);
      expect(sandbox.currentToken()).toBe(body.access_token);
    });

    it('issues a new token on every sign-in', async () => {
      const first = await signIn();
      const second = await signIn();

      expect(second).not.toBe(first);
      expect(sandbox.issuedTokens).toEqual([first, second]);
      expect(sandbox.currentToken()).toBe(second);
    });

    it('leaves out expires_in when the lifetime is null', async () => {
      sandbox.setTokenLifetime(null);

      const body = (await (await requestToken()).json()) as Record<string, unknown>;

      expect(body).not.toHaveProperty('expires_in');
      expect((await queryStatus({ functioneelId: 'INV-2026-0001' }, String(body.access_token))).status).toBe(
        200,
      );
    });

    it('takes tokenLifetimeSeconds from the options', async () => {
      const custom = await DeliverySandbox.start({ tokenLifetimeSeconds: null });
      try {
        const response = await fetch(`${custom.url}${custom.tokenPath}`, {
          method: 'POST',
          body: new URLSearchParams({
            grant_type: 'password',
            client_id: custom.clientId,
            username: custom.username,
            password: custom.password,
          }),
        });

        expect(await response.json()).not.toHaveProperty('expires_in');
      } finally {
        await custom.close();
      }
    });

    it.each([
      [{ grant_type: 'client_credentials' }, 400, { error: 'unsupported_grant_type' }],
      [{ client_id: 'someone-else' }, 401, { error: 'invalid_client' }],
      [
        { username: 'nobody' },
        401,
        { error: 'invalid_grant', error_description: 'Invalid user credentials' },
      ],
      [{ password: 'wrong' }, 401, { error: 'invalid_grant', error_description: 'Invalid user credentials' }],
    ])('refuses %j with %i', async (form, status, body) => {
      const response = await requestToken(form);

      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(sandbox.issuedTokens).toEqual([]);
    });

    it('refuses credentials in the URL query, even when the form is right', async () => {
      const query = `?${new URLSearchParams({ username: sandbox.username, password: sandbox.password })}`;

      const response = await requestToken({}, query);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'credentials in the URL',
      });
    });

    it('answers 404 for another realm', async () => {
      const response = await fetch(`${sandbox.authUrl}/realms/elsewhere/protocol/openid-connect/token`, {
        method: 'POST',
        body: '',
      });

      expect(response.status).toBe(404);
    });

    it('records the token requests with their form body', async () => {
      await signIn();

      expect(sandbox.tokenRequests()).toHaveLength(1);
      const form = new URLSearchParams(sandbox.tokenRequests()[0].body);
      expect(form.get('password')).toBe(sandbox.password);
      expect(sandbox.tokenRequests()[0].method).toBe('POST');
    });
  });

  describe('status endpoint', () => {
    it('answers the message with the given functioneelId', async () => {
      const { status, body } = await queryStatus({ functioneelId: 'INV-2026-0004' });

      expect(status).toBe(200);
      expect(body).toEqual([
        {
          berichtId: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
          functioneelId: 'INV-2026-0004',
          ...DELIVERY_SANDBOX_STATUS_DEBTOR,
          status: 'Afgeleverd',
          tijdstip: expect.stringMatching(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ]);
    });

    it('seeds one message per known status and one with an unknown status, with their own ids', () => {
      const seeded = sandbox.messages.filter((message) => /^INV-2026-000\d$/.test(message.functioneelId));

      expect(seeded.map((message) => message.status)).toEqual([...KNOWN_STATUSES, 'Gearchiveerd']);
      expect(new Set(seeded.map((message) => message.berichtId)).size).toBe(9);
    });

    it('seeds the same messages on every start', async () => {
      const other = await DeliverySandbox.start();
      try {
        expect(other.messages).toEqual(sandbox.messages);
      } finally {
        await other.close();
      }
    });

    it('matches all given filters', async () => {
      const message = sandbox.messages[2];

      const both = await queryStatus({ berichtId: message.berichtId, functioneelId: message.functioneelId });
      const mismatch = await queryStatus({ berichtId: message.berichtId, functioneelId: 'INV-2026-0001' });

      expect(both.body).toEqual([message]);
      expect(mismatch.status).toBe(404);
      expect(mismatch.body).toEqual({ message: 'No messages found' });
    });

    it('answers 404 when nothing matches', async () => {
      const { status, body } = await queryStatus({ functioneelId: 'INV-1999-0001' });

      expect(status).toBe(404);
      expect(body).toEqual({ message: 'No messages found' });
    });

    it('answers 400 for an unknown filter, a repeated filter, or no filter with a value', async () => {
      const unknown = await queryStatus({ functioneelId: 'INV-2026-0001', klant: 'x' });
      const repeated = await queryStatus('functioneelId=INV-2026-0001&functioneelId=INV-2026-0002');
      const none = await queryStatus({});
      const empty = await queryStatus({ functioneelId: '' });

      expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown filter klant' } });
      expect(repeated).toMatchObject({
        status: 400,
        body: { message: 'Filter functioneelId given more than once' },
      });
      expect(none.status).toBe(400);
      expect(empty.status).toBe(400);
    });

    it('returns the newest 100 messages, oldest first, for a debtor-only query', async () => {
      const debtorQueries: Record<string, string>[] = [
        DELIVERY_SANDBOX_DEBTOR,
        { debiteurKVK: DELIVERY_SANDBOX_DEBTOR.debiteurKVK },
        {
          debiteurGLN: DELIVERY_SANDBOX_DEBTOR.debiteurGLN,
          debiteurBTW: DELIVERY_SANDBOX_DEBTOR.debiteurBTW,
        },
      ];
      for (const filters of debtorQueries) {
        const { status, body } = await queryStatus(filters);
        const ids = (body as DeliveryMessageRecord[]).map((message) => message.functioneelId);

        expect(status).toBe(200);
        expect(ids).toEqual(Array.from({ length: 100 }, (_, index) => `INV-2026-${1021 + index}`));
      }
      expect(sandbox.messages.filter((message) => message.debiteurKVK === '12345678')).toHaveLength(120);
    });

    it('does not cut a query with a message filter at 100', async () => {
      const message = sandbox.messages.find((record) => record.functioneelId === 'INV-2026-1001');

      const { body } = await queryStatus({
        debiteurKVK: DELIVERY_SANDBOX_DEBTOR.debiteurKVK,
        functioneelId: 'INV-2026-1001',
      });

      expect(body).toEqual([message]);
    });

    it('serves added and changed messages', async () => {
      const added = sandbox.addMessage({ status: 'In verwerking', ...DELIVERY_SANDBOX_DEBTOR });
      sandbox.messages[0].status = 'Afgeleverd';

      const debtor = await queryStatus(DELIVERY_SANDBOX_DEBTOR);
      const changed = await queryStatus({ functioneelId: 'INV-2026-0001' });

      expect(added).toMatchObject({ functioneelId: 'INV-2026-9001', status: 'In verwerking' });
      expect((debtor.body as DeliveryMessageRecord[]).at(-1)).toEqual(added);
      expect((debtor.body as DeliveryMessageRecord[])[0].functioneelId).toBe('INV-2026-1022');
      expect(changed.body).toEqual([expect.objectContaining({ status: 'Afgeleverd' })]);
    });

    it('records the status requests', async () => {
      await queryStatus({ functioneelId: 'INV-2026-0001' });

      expect(sandbox.statusRequests()).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: '/api/status',
          query: { functioneelId: 'INV-2026-0001' },
        }),
      ]);
      expect(sandbox.requests).toHaveLength(2);
    });
  });

  describe('status endpoint authorization', () => {
    async function expectUnauthorized(token: string | undefined): Promise<void> {
      const response = await fetch(`${sandbox.baseUrl}/status?functioneelId=INV-2026-0001`, {
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'invalid_token' });
    }

    it('answers 401 without a token or with a token it did not issue', async () => {
      await expectUnauthorized(undefined);
      await expectUnauthorized('made.up.token');
    });

    it('checks the token before the filters', async () => {
      const response = await fetch(`${sandbox.baseUrl}/status?unknown=1`);

      expect(response.status).toBe(401);
    });

    it('answers 401 for every token issued before expireTokens(), but not for later ones', async () => {
      const first = await signIn();
      const second = await signIn();

      sandbox.expireTokens();
      const third = await signIn();

      await expectUnauthorized(first);
      await expectUnauthorized(second);
      expect((await queryStatus({ functioneelId: 'INV-2026-0001' }, third)).status).toBe(200);
    });

    it('answers 401 once a token has outlived its lifetime', async () => {
      sandbox.setTokenLifetime(0);

      await expectUnauthorized(await signIn());
    });

    it('revokeToken() revokes the current token by default, or the given one', async () => {
      const first = await signIn();
      const second = await signIn();

      sandbox.revokeToken();

      await expectUnauthorized(second);
      expect((await queryStatus({ functioneelId: 'INV-2026-0001' }, first)).status).toBe(200);

      sandbox.revokeToken(first);

      await expectUnauthorized(first);
    });
  });

  describe('faults and log', () => {
    it('exposes the fault API of the sandbox server', async () => {
      sandbox
        .failNext(1, 503, { message: 'maintenance' }, { path: sandbox.tokenPath })
        .dropNext(1, { method: 'GET' });

      const failed = await requestToken();
      const token = await signIn();
      const dropped = fetch(`${sandbox.baseUrl}/status?functioneelId=INV-2026-0001`, {
        headers: { authorization: `Bearer ${token}` },
      });

      expect(failed.status).toBe(503);
      await expect(dropped).rejects.toThrow();
      expect(sandbox.requestsTo('GET', '/api/status')).toHaveLength(1);
      expect(sandbox.issuedTokens).toEqual([token]);
    });

    it('delays, clears faults and clears the log', async () => {
      sandbox.delayNext(150, 1, { path: /token$/ });
      const started = Date.now();
      await signIn();

      expect(Date.now() - started).toBeGreaterThanOrEqual(140);

      sandbox.failNext(1, 500).clearFaults().clearRequests();

      expect((await requestToken()).status).toBe(200);
      expect(sandbox.tokenRequests()).toHaveLength(1);
    });
  });
});
