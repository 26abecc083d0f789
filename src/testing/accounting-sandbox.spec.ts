import { AccountingSandbox } from './accounting-sandbox';
import { callSandbox, SandboxAnswer } from '../../test/support/sandbox-call';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MISSING_KEY = {
  statusCode: 401,
  message:
    'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.',
};
const INVALID_KEY = {
  statusCode: 401,
  message:
    'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
};
const DENIED = { message: 'Authorization has been denied for this request.' };
const NO_RESOURCE = { message: 'No HTTP resource was found that matches the request URI' };

interface CallOptions {
  /** Default: a fresh token; `null`: no Authorization header. */
  token?: string | null;
  /** Default: the sandbox's key; `null`: no subscription key header. */
  subscriptionKey?: string | null;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Default `application/json` when there is a body. */
  contentType?: string;
}

type Answer = SandboxAnswer;

describe('AccountingSandbox', () => {
  let sandbox: AccountingSandbox;

  beforeEach(async () => {
    sandbox = await AccountingSandbox.start();
  });

  afterEach(() => sandbox.close());

  function requestToken(
    form: Record<string, string> = {},
    query = '',
    target: AccountingSandbox = sandbox,
  ): Promise<Response> {
    return fetch(`${target.tokenUrl}${query}`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'clientkey', clientkey: target.clientKey, ...form }),
    });
  }

  async function signIn(target: AccountingSandbox = sandbox): Promise<string> {
    const body = (await (await requestToken({}, '', target)).json()) as { access_token: string };
    return body.access_token;
  }

  /** Calls `path` under the base URL with a subscription key and a bearer token unless told otherwise. */
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const subscriptionKey =
      options.subscriptionKey === undefined ? sandbox.subscriptionKey : options.subscriptionKey;
    const token = options.token === undefined ? await signIn() : options.token;
    return callSandbox(method, `${sandbox.baseUrl}${path}`, {
      headers: subscriptionKey === null ? {} : { 'Ocp-Apim-Subscription-Key': subscriptionKey },
      token,
      body: options.body,
      contentType: options.contentType,
    });
  }

  describe('settings', () => {
    it('has URLs under its own address and client options that match', () => {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.baseUrl).toBe(`${sandbox.url}/v2`);
      expect(sandbox.tokenUrl).toBe(`${sandbox.url}/b2b/token`);
      expect(sandbox.tokenPath).toBe('/b2b/token');
      expect(sandbox.clientOptions()).toEqual({
        baseUrl: sandbox.baseUrl,
        tokenUrl: sandbox.tokenUrl,
        clientKey: sandbox.clientKey,
        subscriptionKey: sandbox.subscriptionKey,
      });
    });

    it('makes a random 40-character client key with symbols that need encoding, and a hex subscription key', async () => {
      const other = await AccountingSandbox.start();
      try {
        expect(sandbox.clientKey).toHaveLength(40);
        for (const symbol of ['+', '/', '=', '&', '"', '%']) {
          expect(sandbox.clientKey).toContain(symbol);
        }
        expect(sandbox.clientKey.trim()).toBe(sandbox.clientKey);
        expect(sandbox.subscriptionKey).toMatch(/^[0-9a-f]{32}$/);
        expect(other.clientKey).not.toBe(sandbox.clientKey);
        expect(other.subscriptionKey).not.toBe(sandbox.subscriptionKey);
      } finally {
        await other.close();
      }
    });

    it('takes its keys from the options', async () => {
      const custom = await AccountingSandbox.start({ clientKey: 'my key', subscriptionKey: 'sub' });
      try {
        expect(custom.clientOptions()).toMatchObject({ clientKey: 'my key', subscriptionKey: 'sub' });
        const token = await signIn(custom);
        const response = await fetch(`${custom.baseUrl}/companyInfo`, {
          headers: { authorization: `Bearer ${token}`, 'ocp-apim-subscription-key': 'sub' },
        });

        expect(response.status).toBe(200);
      } finally {
        await custom.close();
      }
    });

    it('requires no subscription key when it is null, and leaves it out of the client options', async () => {
      const open = await AccountingSandbox.start({ subscriptionKey: null });
      try {
        const token = await signIn(open);
        const response = await fetch(`${open.baseUrl}/companyInfo`, {
          headers: { authorization: `Bearer ${token}` },
        });

        expect(open.subscriptionKey).toBeNull();
        expect(open.clientOptions()).not.toHaveProperty('subscriptionKey');
        expect(response.status).toBe(200);
      } finally {
        await open.close();
      }
    });
  });

  describe('token endpoint', () => {
    it('issues an opaque bearer token with the default lifetime of an hour', async () => {
      const response = await requestToken();
      const body = (await response.json()) as Record<string, unknown>;

      expect(response.status).toBe(200);
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[\w-]{64}$/),
        token_type: 'bearer',
        expires_in: 3600,
      });
      expect(sandbox.issuedTokens).toEqual([body.access_token]);
      expect(sandbox.currentToken()).toBe(body.access_token);
    });

    it('issues a new token on every request', async () => {
      const first = await signIn();
      const second = await signIn();

      expect(second).not.toBe(first);
      expect(sandbox.issuedTokens).toEqual([first, second]);
      expect(sandbox.currentToken()).toBe(second);
    });

    it('leaves out expires_in when the lifetime is null, and such a token keeps working', async () => {
      sandbox.setTokenLifetime(null);

      const body = (await (await requestToken()).json()) as Record<string, unknown>;

      expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      expect((await call('GET', '/companyInfo', { token: String(body.access_token) })).status).toBe(200);
    });

    it('takes tokenLifetimeSeconds from the options', async () => {
      const short = await AccountingSandbox.start({ tokenLifetimeSeconds: 60 });
      const endless = await AccountingSandbox.start({ tokenLifetimeSeconds: null });
      try {
        expect(await (await requestToken({}, '', short)).json()).toMatchObject({ expires_in: 60 });
        expect(await (await requestToken({}, '', endless)).json()).not.toHaveProperty('expires_in');
      } finally {
        await Promise.all([short.close(), endless.close()]);
      }
    });

    it.each([
      [{ grant_type: 'client_credentials' }, { error: 'unsupported_grant_type' }],
      [{ clientkey: 'wrong' }, { error: 'invalid_grant' }],
    ])('refuses %j with 400', async (form, body) => {
      const response = await requestToken(form);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(body);
      expect(sandbox.issuedTokens).toEqual([]);
    });

    it('refuses a client key that was not form-encoded', async () => {
      const response = await fetch(sandbox.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=clientkey&clientkey=${sandbox.clientKey}`,
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_grant' });
    });

    it('refuses a body that is not a form', async () => {
      const response = await fetch(sandbox.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'clientkey', clientkey: sandbox.clientKey }),
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'the body must be application/x-www-form-urlencoded',
      });
    });

    it('refuses the client key in the URL query, even when the form is right', async () => {
      const response = await requestToken({}, `?${new URLSearchParams({ clientkey: sandbox.clientKey })}`);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'credentials in the URL',
      });
      expect(sandbox.issuedTokens).toEqual([]);
    });

    it('answers 404 for another method', async () => {
      expect((await fetch(sandbox.tokenUrl)).status).toBe(404);
    });

    it('records the token requests with their form body, apart from the API requests', async () => {
      await call('GET', '/companyInfo');

      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(new URLSearchParams(sandbox.tokenRequests()[0].body).get('clientkey')).toBe(sandbox.clientKey);
      expect(sandbox.apiRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v2/companyInfo',
      ]);
    });
  });

  describe('access to the API', () => {
    it('answers 401 without the subscription key header, before looking at the token', async () => {
      const { status, body } = await call('GET', '/companyInfo', { subscriptionKey: null, token: null });

      expect(status).toBe(401);
      expect(body).toEqual(MISSING_KEY);
    });

    it('treats an empty subscription key header as missing', async () => {
      expect((await call('GET', '/companyInfo', { subscriptionKey: '' })).body).toEqual(MISSING_KEY);
    });

    it('answers 401 for a wrong subscription key', async () => {
      const { status, body } = await call('GET', '/relaties', { subscriptionKey: 'f'.repeat(32) });

      expect(status).toBe(401);
      expect(body).toEqual(INVALID_KEY);
    });

    it.each([
      ['no', null],
      ['an unknown', 'not-a-sandbox-token'],
    ])('answers 401 with a Bearer challenge for %s token', async (_label, token) => {
      const { status, body, headers } = await call('GET', '/companyInfo', { token });

      expect(status).toBe(401);
      expect(body).toEqual(DENIED);
      expect(headers.get('www-authenticate')).toBe('Bearer');
    });

    it('checks the subscription key and the token on paths that do not exist, too', async () => {
      expect((await call('GET', '/nothing', { subscriptionKey: null })).body).toEqual(MISSING_KEY);
      expect((await call('DELETE', '/nothing/here', { token: null })).body).toEqual(DENIED);
    });

    it('answers 401 for every token issued before expireTokens(), and accepts new ones', async () => {
      const first = await signIn();
      const second = await signIn();

      sandbox.expireTokens();
      const third = await signIn();

      expect((await call('GET', '/companyInfo', { token: first })).status).toBe(401);
      expect((await call('GET', '/companyInfo', { token: second })).status).toBe(401);
      expect((await call('GET', '/companyInfo', { token: third })).status).toBe(200);
    });

    it('answers 401 once a token has outlived its lifetime', async () => {
      sandbox.setTokenLifetime(0);
      const token = await signIn();

      expect((await call('GET', '/companyInfo', { token })).body).toEqual(DENIED);
    });

    it('revokeToken() revokes the current token by default, or the given one', async () => {
      const first = await signIn();
      const second = await signIn();

      sandbox.revokeToken();

      expect((await call('GET', '/companyInfo', { token: second })).status).toBe(401);
      expect((await call('GET', '/companyInfo', { token: first })).status).toBe(200);

      sandbox.revokeToken(first);

      expect((await call('GET', '/companyInfo', { token: first })).status).toBe(401);
    });

    it('answers a refused HEAD request with 401 and no body', async () => {
      const { status, body } = await call('HEAD', '/relaties', { token: null });

      expect(status).toBe(401);
      expect(body).toBeUndefined();
    });
  });

  describe('company info', () => {
    it('answers the seeded company', async () => {
      const { status, body } = await call('GET', '/companyInfo');

      expect(status).toBe(200);
      expect(body).toEqual(sandbox.data.companyInfo);
      expect(body).toMatchObject({
        administratieIdentifier: expect.stringMatching(UUID),
        naam: expect.any(String),
        kvkNummer: expect.stringMatching(/^\d{8}$/),
        btwNummer: expect.stringMatching(/^NL\d{9}B\d\d$/),
        adres: { straat: expect.any(String), postcode: expect.any(String), plaats: expect.any(String) },
      });
    });
  });

  describe('relations', () => {
    it('lists the five seeded customers', async () => {
      const { status, body } = await call('GET', '/relaties');

      expect(status).toBe(200);
      expect(body).toEqual(sandbox.data.relaties);
      expect(sandbox.data.relaties).toHaveLength(5);
      sandbox.data.relaties.forEach((relation, index) => {
        expect(relation).toMatchObject({
          id: expect.stringMatching(UUID),
          relatiecode: index + 1,
          naam: expect.any(String),
          relatiesoort: ['Klant'],
        });
      });
    });

    it('pages with $skip and $top', async () => {
      const codes = async (query: string) =>
        ((await call('GET', `/relaties?${query}`)).body as { relatiecode: number }[]).map(
          (r) => r.relatiecode,
        );

      expect(await codes('$top=2')).toEqual([1, 2]);
      expect(await codes('$skip=3')).toEqual([4, 5]);
      expect(await codes('$skip=1&$top=2')).toEqual([2, 3]);
      expect(await codes('$skip=9')).toEqual([]);
      expect(await codes('$top=0')).toEqual([]);
    });

    it("filters with <field> eq '<text>', a doubled quote standing for one", async () => {
      const filter = (expression: string) => `/relaties?${new URLSearchParams({ $filter: expression })}`;

      expect((await call('GET', filter("naam eq 'Café ''t Hoekje'"))).body).toEqual([
        sandbox.data.relaties[1],
      ]);
      expect((await call('GET', filter("naam eq 'Nobody'"))).body).toEqual([]);
    });

    it.each(['$top=-1', '$skip=x', '$top=1&$top=2', `$filter=${encodeURIComponent("naam ne 'x'")}`])(
      'answers 400 with an error list for %s',
      async (query) => {
        const { status, body } = await call('GET', `/relaties?${query}`);

        expect(status).toBe(400);
        expect(body).toEqual([{ errorCode: 'InvalidQuery', message: expect.any(String) }]);
      },
    );

    it('answers HEAD with 200 and no body', async () => {
      const { status, body } = await call('HEAD', '/relaties');

      expect(status).toBe(200);
      expect(body).toBeUndefined();
    });

    it('answers one relation by id, or 404', async () => {
      const relation = sandbox.data.relaties[2];

      expect(await call('GET', `/relaties/${relation.id}`)).toMatchObject({ status: 200, body: relation });
      expect(await call('GET', '/relaties/00000000-0000-4000-8000-000000000000')).toMatchObject({
        status: 404,
        body: [{ errorCode: 'NotFound', message: expect.any(String) }],
      });
    });

    it('creates a relation with a new id and the next relatiecode, keeping the fields sent', async () => {
      const { status, body } = await call('POST', '/relaties', {
        body: { naam: 'Nieuwe Klant B.V.', email: 'nieuw@klant.example', id: 'mine' },
      });

      expect(status).toBe(201);
      expect(body).toEqual({
        id: expect.stringMatching(UUID),
        relatiecode: 6,
        naam: 'Nieuwe Klant B.V.',
        relatiesoort: ['Klant'],
        email: 'nieuw@klant.example',
      });
      expect(sandbox.data.relaties.at(-1)).toEqual(body);
    });

    it.each([
      ['no naam', { email: 'x@example.com' }],
      ['an empty naam', { naam: '  ' }],
      ['a naam that is no string', { naam: 42 }],
      ['a list', [{ naam: 'x' }]],
    ])('refuses to create a relation with %s', async (_label, body) => {
      const answer = await call('POST', '/relaties', { body });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual([{ errorCode: expect.any(String), message: expect.any(String) }]);
      expect(sandbox.data.relaties).toHaveLength(5);
    });

    it('refuses to create a relation without a body', async () => {
      expect((await call('POST', '/relaties')).status).toBe(400);
    });

    it('answers 400 for a body that is not JSON and 415 for one that is not sent as JSON', async () => {
      const broken = await call('POST', '/relaties', { body: '{"naam":' });
      const text = await call('POST', '/relaties', { body: '{"naam":"x"}', contentType: 'text/plain' });

      expect(broken).toMatchObject({ status: 400, body: [{ errorCode: 'InvalidJson' }] });
      expect(text).toMatchObject({ status: 415, body: { message: expect.stringContaining("'text/plain'") } });
    });

    it('accepts a JSON content type with parameters', async () => {
      const answer = await call('POST', '/relaties', {
        body: '{"naam":"x"}',
        contentType: 'application/json; charset=utf-8',
      });

      expect(answer.status).toBe(201);
    });

    it('updates a relation, keeping its id, or answers 404', async () => {
      const relation = sandbox.data.relaties[0];

      const updated = await call('PUT', `/relaties/${relation.id}`, {
        body: { naam: 'Bakkerij Nieuw', id: 'other', telefoon: '010-1111111' },
      });
      const unknown = await call('PUT', '/relaties/unknown', { body: { naam: 'x' } });
      const invalid = await call('PUT', `/relaties/${relation.id}`, { body: { naam: '' } });

      expect(updated).toMatchObject({
        status: 200,
        body: { ...relation, id: relation.id, naam: 'Bakkerij Nieuw', telefoon: '010-1111111' },
      });
      expect(sandbox.data.relaties[0]).toEqual(updated.body);
      expect(unknown.status).toBe(404);
      expect(invalid.status).toBe(400);
      expect(sandbox.data.relaties[0].naam).toBe('Bakkerij Nieuw');
    });

    it('refuses an update that is not sent as JSON', async () => {
      const answer = await call('PUT', `/relaties/${sandbox.data.relaties[0].id}`, {
        body: 'naam=x',
        contentType: 'application/x-www-form-urlencoded',
      });

      expect(answer.status).toBe(415);
    });

    it('deletes a relation with 204 and no body, or answers 404', async () => {
      const relation = sandbox.data.relaties[4];

      const deleted = await call('DELETE', `/relaties/${relation.id}`);
      const again = await call('DELETE', `/relaties/${relation.id}`);

      expect(deleted).toEqual({ status: 204, body: undefined, headers: expect.any(Headers) });
      expect(again.status).toBe(404);
      expect(sandbox.data.relaties.map((known) => known.id)).not.toContain(relation.id);
    });
  });

  describe('articles', () => {
    it('lists the four seeded articles and pages them', async () => {
      const all = await call('GET', '/artikelen');
      const page = await call('GET', '/artikelen?$skip=1&$top=2');

      expect(all.status).toBe(200);
      expect(all.body).toEqual(sandbox.data.artikelen);
      expect(sandbox.data.artikelen).toHaveLength(4);
      sandbox.data.artikelen.forEach((article) => {
        expect(article).toMatchObject({
          id: expect.stringMatching(UUID),
          artikelcode: expect.any(String),
          omschrijving: expect.any(String),
          verkoopprijs: expect.any(Number),
        });
      });
      expect(page.body).toEqual(sandbox.data.artikelen.slice(1, 3));
    });
  });

  describe('sales orders', () => {
    it('creates a concept order with line totals and a total, and lists it', async () => {
      const relation = sandbox.data.relaties[1];
      const article = sandbox.data.artikelen[2];

      const created = await call('POST', '/verkooporders', {
        body: {
          relatie: { id: relation.id },
          omschrijving: 'Reparatie',
          regels: [
            { artikel: { id: article.id }, aantal: 3, stuksprijs: 24.95 },
            { omschrijving: 'Voorrijkosten', aantal: 1, stuksprijs: 12.5 },
            { omschrijving: 'Opmerking zonder bedrag' },
          ],
        },
      });
      const listed = await call('GET', '/verkooporders');

      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(UUID),
        relatie: { id: relation.id },
        omschrijving: 'Reparatie',
        procesStatus: 'Concept',
        regels: [
          { artikel: { id: article.id }, aantal: 3, stuksprijs: 24.95, totaal: 74.85 },
          { omschrijving: 'Voorrijkosten', aantal: 1, stuksprijs: 12.5, totaal: 12.5 },
          { omschrijving: 'Opmerking zonder bedrag' },
        ],
        totaalExclusiefBtw: 87.35,
      });
      expect(listed.body).toEqual(sandbox.data.verkooporders);
      expect(sandbox.data.verkooporders).toHaveLength(2);
      expect(sandbox.data.verkooporders[1]).toEqual(created.body);
    });

    it('lists the seeded order', async () => {
      const { status, body } = await call('GET', '/verkooporders?$top=1');

      expect(status).toBe(200);
      expect(body).toEqual([
        expect.objectContaining({
          relatie: { id: sandbox.data.relaties[0].id },
          procesStatus: 'Concept',
          totaalExclusiefBtw: 69.5,
        }),
      ]);
    });

    it('refuses an unknown relation and empty lines, with one error each', async () => {
      const { status, body } = await call('POST', '/verkooporders', {
        body: { relatie: { id: 'unknown' }, regels: [] },
      });

      expect(status).toBe(400);
      expect(body).toEqual([
        { errorCode: 'UnknownRelation', message: expect.any(String) },
        { errorCode: 'Required', message: expect.any(String) },
      ]);
      expect(sandbox.data.verkooporders).toHaveLength(1);
    });

    it('refuses an order without a relatie, with lines that are no objects, or that is no object', async () => {
      const relatie = { id: sandbox.data.relaties[0].id };

      for (const body of [{ regels: [{ aantal: 1 }] }, { relatie, regels: [1] }, 'null', '[]']) {
        expect((await call('POST', '/verkooporders', { body })).status).toBe(400);
      }
      expect(sandbox.data.verkooporders).toHaveLength(1);
    });
  });

  describe('echo resource', () => {
    it('answers GET with the query as received, a repeated name with all its values', async () => {
      const { status, body } = await call('GET', '/echo/resource?param1=a%20b%2Bc&x=1&x=2');

      expect(status).toBe(200);
      expect(body).toEqual({ method: 'GET', query: { param1: 'a b+c', x: ['1', '2'] } });
    });

    it('answers HEAD with 200 and no body', async () => {
      const { status, body } = await call('HEAD', '/echo/resource?param1=sample');

      expect(status).toBe(200);
      expect(body).toBeUndefined();
    });

    it('answers POST with the JSON body, or null without a body', async () => {
      const vehicle = { vehicleType: 'train', maxSpeed: 125, avgSpeed: 90, speedUnit: 'mph' };

      expect(await call('POST', '/echo/resource', { body: vehicle })).toMatchObject({
        status: 200,
        body: { method: 'POST', data: vehicle },
      });
      expect(await call('POST', '/echo/resource')).toMatchObject({
        status: 200,
        body: { method: 'POST', data: null },
      });
    });

    it('answers POST with 400 for a body that is not JSON, and 415 for one not sent as JSON', async () => {
      expect((await call('POST', '/echo/resource', { body: 'not json' })).status).toBe(400);
      expect((await call('POST', '/echo/resource', { body: '{}', contentType: 'text/plain' })).status).toBe(
        415,
      );
    });
  });

  describe('unknown resources', () => {
    it.each([
      ['GET', '/unknown'],
      ['GET', '/relaties/1/extra'],
      ['PATCH', `/relaties/x`],
      ['DELETE', '/echo/resource'],
      ['GET', ''],
    ])('answers %s %s under /v2 with 404', async (method, path) => {
      const { status, body } = await call(method, path);

      expect(status).toBe(404);
      expect(body).toEqual(NO_RESOURCE);
    });

    it('does not read the body of a request to an unknown resource', async () => {
      const { status } = await call('POST', '/unknown', { body: 'x', contentType: 'text/plain' });

      expect(status).toBe(404);
    });

    it('answers the plain server 404 outside /v2', async () => {
      const response = await fetch(`${sandbox.url}/v1/relaties`);

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    });
  });

  describe('seed', () => {
    it('seeds the same data on every start', async () => {
      const other = await AccountingSandbox.start();
      try {
        expect(other.data).toEqual(sandbox.data);
        other.data.relaties[0].naam = 'Changed';
        expect(sandbox.data.relaties[0].naam).not.toBe('Changed');
      } finally {
        await other.close();
      }
    });

    it('serves changes made to data', async () => {
      sandbox.data.relaties.push({
        id: 'added',
        relatiecode: 99,
        naam: 'Added in a test',
        relatiesoort: ['Leverancier'],
      });
      sandbox.data.companyInfo.naam = 'Other Company';

      expect((await call('GET', '/relaties/added')).body).toMatchObject({ naam: 'Added in a test' });
      expect((await call('GET', '/companyInfo')).body).toMatchObject({ naam: 'Other Company' });
    });
  });

  describe('faults and log', () => {
    it('exposes the fault API of the sandbox server', async () => {
      const token = await signIn();
      sandbox
        .failNext(1, 503, { message: 'maintenance' }, { path: '/v2/companyInfo' })
        .dropNext(1, { method: 'GET', path: /relaties/ });

      const failed = await call('GET', '/companyInfo', { token });
      const dropped = call('GET', '/relaties', { token });

      expect(failed).toMatchObject({ status: 503, body: { message: 'maintenance' } });
      await expect(dropped).rejects.toThrow();
      expect((await call('GET', '/companyInfo', { token })).status).toBe(200);
      expect(sandbox.requestsTo('GET', '/v2/companyInfo')).toHaveLength(2);
    });

    it('delays, clears faults and clears the log', async () => {
      sandbox.delayNext(150, 1, { path: sandbox.tokenPath });
      const started = Date.now();
      await signIn();

      expect(Date.now() - started).toBeGreaterThanOrEqual(140);

      sandbox.failNext(1, 500).clearFaults().clearRequests();

      expect((await requestToken()).status).toBe(200);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.requests).toHaveLength(1);
    });
  });
});
