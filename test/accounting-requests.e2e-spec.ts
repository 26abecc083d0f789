import {
  AccountingClient,
  AccountingData,
  AccountingException,
  AccountingQuery,
  ConnectionException,
  InvalidArgumentException,
} from '../src/accounting';
import type { AccountingStandaloneOptions } from '../src/accounting/standalone';
import {
  AccountingSandbox,
  AccountingSandboxOptions,
  RecordedRequest,
  startUnresponsiveListener,
  UnresponsiveListener,
} from '../src/testing';
import { rejectionOf, standaloneClient, startAccountingApp } from './support/accounting-app';
import { ACCOUNTING_ENV_PREFIXES, isolateEnv } from './support/isolated-env';

/** One client of either flavour, pointed at a sandbox, and how to close it. */
interface ClientUnderTest {
  api: AccountingClient;
  close(): Promise<void>;
}

/** Settings that override the sandbox's own (both flavours take them). */
type ClientOptions = AccountingStandaloneOptions;

type ClientFactory = (sandbox: AccountingSandbox, options?: ClientOptions) => Promise<ClientUnderTest>;

/** The framework client, booted in AccountingModule (in-memory encrypted token cache). */
const frameworkClient: ClientFactory = async (sandbox, options = {}) => {
  const app = await startAccountingApp(sandbox, options);
  return { api: app.api, close: () => app.close() };
};

/** The standalone client (no NestJS), token in memory only. */
const standaloneFlavour: ClientFactory = async (sandbox, options = {}) => {
  const api = standaloneClient(sandbox, options);
  return { api, close: async () => api.close() };
};

const FLAVOURS: [string, ClientFactory][] = [
  ['framework AccountingApi (AccountingModule)', frameworkClient],
  ['standalone AccountingApi', standaloneFlavour],
];

const SUBSCRIPTION_HEADER = 'ocp-apim-subscription-key';
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/;
const JSON_TYPE = /^application\/json\b/;

/** What the call rejected with, checked to be an AccountingException. */
async function accountingError(promise: Promise<unknown>): Promise<AccountingException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(AccountingException);
  return error as AccountingException;
}

/** What the call rejected with, checked to be an InvalidArgumentException (and no AccountingException). */
async function invalidArgument(promise: Promise<unknown>): Promise<InvalidArgumentException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(InvalidArgumentException);
  expect(error).not.toBeInstanceOf(AccountingException);
  return error as InvalidArgumentException;
}

/** The first `prefix.length` characters of the message, to compare with the expected start. */
function messageStart(error: Error, prefix: string): string {
  return error.message.slice(0, prefix.length);
}

/** The form fields of a recorded form-encoded body, in order. */
function formFields(request: RecordedRequest): [string, string][] {
  return [...new URLSearchParams(request.body).entries()];
}

/** A URL on 127.0.0.1 where nothing listens any more (a sandbox that was started and closed). */
async function closedUrl(): Promise<string> {
  const gone = await AccountingSandbox.start();
  const { url } = gone;
  await gone.close();
  return url;
}

describe.each(FLAVOURS)('Accounting requests, %s (e2e against the sandbox)', (_flavour, createClient) => {
  let restoreEnv: () => void;
  let sandbox: AccountingSandbox;
  let api: AccountingClient;
  const clients: ClientUnderTest[] = [];
  const sandboxes: AccountingSandbox[] = [];

  /** Starts one more client (closed after the test). */
  const connect = async (target: AccountingSandbox = sandbox, options: ClientOptions = {}) => {
    const client = await createClient(target, options);
    clients.push(client);
    return client.api;
  };

  /** Starts one more sandbox (closed after the test). */
  const startSandbox = async (options: AccountingSandboxOptions) => {
    const started = await AccountingSandbox.start(options);
    sandboxes.push(started);
    return started;
  };

  beforeEach(async () => {
    restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
    sandbox = await startSandbox({});
    api = await connect();
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.close();
    for (const started of sandboxes.splice(0)) await started.close();
    restoreEnv();
  });

  const relationId = (index: number) => sandbox.data.relaties[index].id;

  describe('named methods (Endpoints table)', () => {
    it('getCompanyInfo() GETs /companyInfo under the base URL and returns the company', async () => {
      await expect(api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
      const [request] = sandbox.apiRequests();
      expect(sandbox.apiRequests()).toHaveLength(1);
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/v2/companyInfo');
      expect(request.query).toEqual({});
      expect(request.body).toBe('');
    });

    it('getRelaties(query) GETs /relaties with the query string as given', async () => {
      const relations = await api.getRelaties({ $top: 2, $skip: 1 });
      expect(relations).toEqual(sandbox.data.relaties.slice(1, 3));
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/v2/relaties');
      expect(request.query).toEqual({ $top: '2', $skip: '1' });
    });

    it('getRelaties(query) sends a filter with quotes and spaces intact', async () => {
      const filter = "naam eq 'Café ''t Hoekje'";
      const relations = await api.getRelaties({ $filter: filter });
      expect(relations).toEqual([sandbox.data.relaties[1]]);
      expect(sandbox.apiRequests()[0].query).toEqual({ $filter: filter });
    });

    it('getRelaties() without a query sends no query string and returns every relation', async () => {
      await expect(api.getRelaties()).resolves.toEqual(sandbox.data.relaties);
      expect(sandbox.apiRequests()[0].query).toEqual({});
    });

    it('createRelatie(data) POSTs /relaties with exactly the data as JSON and returns the created relation', async () => {
      const data = {
        naam: 'Drukkerij Het Zetsel',
        email: 'info@zetsel.example',
        relatiesoort: ['Klant', 'Leverancier'],
        vestigingsAdres: {
          straat: 'Damrak',
          huisnummer: '1',
          postcode: '1012 LG',
          plaats: 'Amsterdam',
          land: 'NL',
        },
      };
      const created = await api.createRelatie(data);
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v2/relaties');
      expect(request.headers['content-type']).toMatch(JSON_TYPE);
      expect(JSON.parse(request.body)).toStrictEqual(data);
      expect(created).toStrictEqual({ ...data, id: expect.any(String), relatiecode: 6 });
      expect(sandbox.data.relaties.at(-1)).toStrictEqual(created);
    });

    it('getArtikelen(query) GETs /artikelen with the query string as given', async () => {
      await expect(api.getArtikelen({ $top: 1, $skip: 2 })).resolves.toStrictEqual([
        sandbox.data.artikelen[2],
      ]);
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/v2/artikelen');
      expect(request.query).toEqual({ $top: '1', $skip: '2' });
    });

    it('getArtikelen() without a query returns every article', async () => {
      await expect(api.getArtikelen()).resolves.toEqual(sandbox.data.artikelen);
      expect(sandbox.apiRequests()[0].query).toEqual({});
    });

    it('createVerkooporder(data) POSTs /verkooporders with exactly the data as JSON and returns the order', async () => {
      const data = {
        relatie: { id: relationId(1) },
        datum: '2026-02-01',
        regels: [
          {
            artikel: { id: sandbox.data.artikelen[2].id },
            omschrijving: 'Fietsband',
            aantal: 2,
            stuksprijs: 24.95,
          },
        ],
      };
      const order = await api.createVerkooporder(data);
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v2/verkooporders');
      expect(request.headers['content-type']).toMatch(JSON_TYPE);
      expect(JSON.parse(request.body)).toStrictEqual(data);
      expect(order).toMatchObject({
        relatie: data.relatie,
        procesStatus: 'Concept',
        totaalExclusiefBtw: 49.9,
      });
      expect(order).toEqual(sandbox.data.verkooporders.at(-1));
    });
  });

  describe('generic methods: method, path, query string and body', () => {
    it('get(uri, query) sends GET with the query string and returns the answer', async () => {
      const answer = await api.get('/echo/resource', { name: 'Jansen & Zn', count: 5, active: true });
      expect(answer).toStrictEqual({
        method: 'GET',
        query: { name: 'Jansen & Zn', count: '5', active: 'true' },
      });
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/v2/echo/resource');
      expect(request.query).toEqual({ name: 'Jansen & Zn', count: '5', active: 'true' });
      expect(request.body).toBe('');
    });

    it('post(uri, data) sends POST with exactly the data as JSON', async () => {
      const data = { vehicleType: 'bike', gears: [1, 2, 3], electric: false, owner: null };
      await expect(api.post('/echo/resource', data)).resolves.toStrictEqual({ method: 'POST', data });
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v2/echo/resource');
      expect(request.headers['content-type']).toMatch(JSON_TYPE);
      expect(JSON.parse(request.body)).toStrictEqual(data);
    });

    it('post(uri, list) sends a non-empty list as the JSON body', async () => {
      const data = [{ line: 1 }, { line: 2 }];
      await expect(api.post('echo/resource', data)).resolves.toStrictEqual({ method: 'POST', data });
      expect(JSON.parse(sandbox.apiRequests()[0].body)).toStrictEqual(data);
    });

    it('put(uri, data) sends PUT with exactly the data as JSON and returns the answer', async () => {
      const id = relationId(3);
      const data = { telefoon: '050-1111111', email: 'fietsen@jansen.example' };
      const updated = await api.put(`/relaties/${id}`, data);
      expect(updated).toMatchObject({ id, naam: 'Fietsenmaker Jansen', ...data });
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('PUT');
      expect(request.path).toBe(`/v2/relaties/${id}`);
      expect(request.headers['content-type']).toMatch(JSON_TYPE);
      expect(JSON.parse(request.body)).toStrictEqual(data);
    });

    it('delete(uri, query) sends DELETE with the query string and no body', async () => {
      const id = relationId(4);
      await expect(
        api.delete(`/relaties/${id}`, { reason: 'duplicate', force: true }),
      ).resolves.toStrictEqual([]);
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('DELETE');
      expect(request.path).toBe(`/v2/relaties/${id}`);
      expect(request.query).toEqual({ reason: 'duplicate', force: 'true' });
      expect(request.body).toBe('');
      expect(sandbox.data.relaties.map((relation) => relation.id)).not.toContain(id);
    });

    it('head(uri, query) sends HEAD with the query string and resolves to []', async () => {
      await expect(api.head('/relaties', { $top: 1 })).resolves.toStrictEqual([]);
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('HEAD');
      expect(request.path).toBe('/v2/relaties');
      expect(request.query).toEqual({ $top: '1' });
    });

    it('head() resolves to [] also on a resource whose GET has a body', async () => {
      await expect(api.head('/echo/resource', { param1: 'sample' })).resolves.toStrictEqual([]);
      expect(sandbox.apiRequests()[0].method).toBe('HEAD');
      expect(sandbox.apiRequests()[0].query).toEqual({ param1: 'sample' });
    });

    it('head() resolves to [] also when the answer claims a JSON body', async () => {
      sandbox.failNext(1, 200, { relaties: [1, 2, 3] }, { method: 'HEAD' });
      await expect(api.head('/relaties')).resolves.toStrictEqual([]);
    });

    it('sends list values in a query as repeated names', async () => {
      const answer = await api.get('/echo/resource', { tag: ['a', 'b', 'c d'], id: [7, 8], single: 'x' });
      const expected = { tag: ['a', 'b', 'c d'], id: ['7', '8'], single: 'x' };
      expect(answer).toStrictEqual({ method: 'GET', query: expected });
      expect(sandbox.apiRequests()[0].query).toEqual(expected);
    });

    it('sends list values as repeated names with delete() and head() too', async () => {
      sandbox.failNext(1, 204, undefined, { method: 'DELETE' });
      await api.delete('/relaties/x', { id: ['1', '2'] });
      await api.head('/echo/resource', { id: ['3', '4'] });
      expect(sandbox.apiRequests().map((request) => request.query)).toEqual([
        { id: ['1', '2'] },
        { id: ['3', '4'] },
      ]);
    });
  });

  describe('rule 1: the URI is relative to the base URL, with or without a leading slash', () => {
    it.each([
      ['get', (client: AccountingClient, uri: string) => client.get(uri, { q: '1' })],
      ['post', (client: AccountingClient, uri: string) => client.post(uri, { q: '1' })],
      ['head', (client: AccountingClient, uri: string) => client.head(uri, { q: '1' })],
    ])('%s() reaches the same path for "/echo/resource" and "echo/resource"', async (_method, call) => {
      const withSlash = await call(api, '/echo/resource');
      const withoutSlash = await call(api, 'echo/resource');
      expect(withoutSlash).toStrictEqual(withSlash);
      expect(sandbox.apiRequests().map((request) => request.path)).toEqual([
        '/v2/echo/resource',
        '/v2/echo/resource',
      ]);
    });

    it('put() and delete() reach the same path with and without a leading slash', async () => {
      const [first, second] = [relationId(0), relationId(1)];
      await api.put(`/relaties/${first}`, { telefoon: '1' });
      await api.put(`relaties/${first}`, { telefoon: '2' });
      await api.delete(`/relaties/${first}`);
      await api.delete(`relaties/${second}`);
      expect(sandbox.apiRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
        `PUT /v2/relaties/${first}`,
        `PUT /v2/relaties/${first}`,
        `DELETE /v2/relaties/${first}`,
        `DELETE /v2/relaties/${second}`,
      ]);
    });

    it('keeps the path of the base URL (/v2): "companyInfo" goes to /v2/companyInfo', async () => {
      await expect(api.get('companyInfo')).resolves.toEqual(sandbox.data.companyInfo);
      expect(sandbox.apiRequests().map((request) => request.path)).toEqual(['/v2/companyInfo']);
      expect(sandbox.requestsTo('GET', '/companyInfo')).toHaveLength(0);
    });

    it('keeps the path of a base URL given with a trailing slash', async () => {
      const slashed = await connect(sandbox, { baseUrl: `${sandbox.baseUrl}/` });
      await expect(slashed.get('/companyInfo')).resolves.toEqual(sandbox.data.companyInfo);
      await expect(slashed.getRelaties({ $top: 1 })).resolves.toHaveLength(1);
      expect(sandbox.apiRequests().map((request) => request.path)).toEqual([
        '/v2/companyInfo',
        '/v2/relaties',
      ]);
    });
  });

  describe('rule 2: empty data sends no body at all', () => {
    it.each([
      ['{}', (client: AccountingClient) => client.post('/echo/resource', {})],
      ['[]', (client: AccountingClient) => client.post('/echo/resource', [])],
      ['the default', (client: AccountingClient) => client.post('/echo/resource')],
    ])('post() with %s sends an empty body without content-type', async (_data, call) => {
      await expect(call(api)).resolves.toStrictEqual({ method: 'POST', data: null });
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('POST');
      expect(request.body).toBe('');
      expect(request.headers).not.toHaveProperty('content-type');
    });

    it.each([
      ['{}', {}],
      ['[]', []],
      ['the default', undefined],
    ])('put() with %s sends an empty body without content-type', async (_data, data) => {
      sandbox.failNext(1, 200, { updated: true }, { method: 'PUT' });
      await expect(api.put(`/relaties/${relationId(0)}`, data)).resolves.toStrictEqual({ updated: true });
      const [request] = sandbox.apiRequests();
      expect(request.method).toBe('PUT');
      expect(request.body).toBe('');
      expect(request.headers).not.toHaveProperty('content-type');
    });

    it('createRelatie({}) sends no body, so the API rejects it', async () => {
      const error = await accountingError(api.createRelatie({}));
      expect(error.status()).toBe(400);
      expect(sandbox.apiRequests()[0].body).toBe('');
      expect(sandbox.apiRequests()[0].headers).not.toHaveProperty('content-type');
    });
  });

  describe('answers', () => {
    it('returns a JSON object answer as a parsed object', async () => {
      const info = await api.get('/companyInfo');
      expect(Array.isArray(info)).toBe(false);
      expect(info).toEqual(sandbox.data.companyInfo);
    });

    it('returns a JSON list answer as a parsed list', async () => {
      const relations = await api.get('/relaties');
      expect(Array.isArray(relations)).toBe(true);
      expect(relations).toEqual(sandbox.data.relaties);
    });

    it('returns [] for an empty 2xx body (204 from DELETE)', async () => {
      await expect(api.delete(`/relaties/${relationId(2)}`)).resolves.toStrictEqual([]);
      expect(sandbox.data.relaties).toHaveLength(4);
    });

    it('returns [] for an empty 200 body', async () => {
      sandbox.failNext(1, 200, '', { path: '/v2/companyInfo' });
      await expect(api.getCompanyInfo()).resolves.toStrictEqual([]);
    });

    it.each([
      ['a 200 body that is not JSON', 200, 'not json'],
      ['a 200 HTML page', 200, '<html>ok</html>'],
      ['a JSON string', 200, '"done"'],
      ['a JSON number', 200, '42'],
      ['JSON null', 200, 'null'],
      ['a JSON boolean', 200, 'true'],
    ])('returns [] for %s, as the original package does since 1.1.0', async (_what, status, body) => {
      sandbox.failNext(1, status, body, { path: '/v2/companyInfo' });
      await expect(api.getCompanyInfo()).resolves.toStrictEqual([]);
      expect(sandbox.apiRequests()).toHaveLength(1);
    });

    it.each([
      ['30,000 lists', `${'['.repeat(30_000)}${']'.repeat(30_000)}`],
      ['10,000 objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ])('throws AccountingException naming the limit for a 200 nested %s deep', async (_nesting, body) => {
      sandbox.failNext(1, 200, body, { path: '/v2/companyInfo' });
      const error = await accountingError(api.getCompanyInfo());
      expect(error.status()).toBe(200);
      expect(error.message).toMatch(
        /^Accounting API answer is nested deeper than 64 levels of arrays and objects \(MAX_JSON_DEPTH\)\. HTTP status: 200\. Response: [[{]/,
      );
      expect(sandbox.apiRequests()).toHaveLength(1);
    });

    it('returns [] for a 201 body that is not JSON', async () => {
      sandbox.failNext(1, 201, '<html>created</html>', { path: '/v2/relaties', method: 'POST' });
      await expect(api.createRelatie({ naam: 'X' })).resolves.toStrictEqual([]);
    });
  });

  describe('headers', () => {
    const everyMethod = async (client: AccountingClient) => {
      await client.getCompanyInfo();
      await client.post('/echo/resource', { a: 1 });
      await client.put(`/relaties/${relationId(0)}`, { telefoon: '1' });
      await client.head('/relaties');
      await client.delete(`/relaties/${relationId(1)}`);
    };

    it('sends Authorization: Bearer <current token> on every API call', async () => {
      await everyMethod(api);
      const token = sandbox.currentToken();
      expect(token).toBeDefined();
      expect(sandbox.apiRequests()).toHaveLength(5);
      for (const request of sandbox.apiRequests())
        expect(request.headers.authorization).toBe(`Bearer ${token}`);
    });

    it('sends the subscription key header on every API call when one is configured', async () => {
      await everyMethod(api);
      expect(sandbox.subscriptionKey).toEqual(expect.any(String));
      for (const request of sandbox.apiRequests()) {
        expect(request.headers[SUBSCRIPTION_HEADER]).toBe(sandbox.subscriptionKey);
      }
    });

    it('never sends the subscription key (nor a bearer token) to the token endpoint', async () => {
      await everyMethod(api);
      await api.forgetToken();
      await api.getCompanyInfo();
      expect(sandbox.tokenRequests()).toHaveLength(2);
      for (const request of sandbox.tokenRequests()) {
        expect(request.headers).not.toHaveProperty(SUBSCRIPTION_HEADER);
        expect(request.headers).not.toHaveProperty('authorization');
      }
    });

    it('sends no subscription key header at all when none is configured', async () => {
      const keyless = await startSandbox({ subscriptionKey: null });
      const client = await connect(keyless);
      await everyMethod(client);
      expect(keyless.apiRequests()).toHaveLength(5);
      for (const request of keyless.requests) expect(request.headers).not.toHaveProperty(SUBSCRIPTION_HEADER);
      for (const request of keyless.apiRequests()) {
        expect(request.headers.authorization).toBe(`Bearer ${keyless.currentToken()}`);
      }
    });
  });

  describe('token request', () => {
    it('POSTs the form grant_type=clientkey&clientkey=<key> to the token URL', async () => {
      await api.getCompanyInfo();
      const [request] = sandbox.tokenRequests();
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(request.path).toBe(sandbox.tokenPath);
      expect(request.query).toEqual({});
      expect(request.headers['content-type']).toMatch(FORM_TYPE);
      expect(formFields(request)).toEqual([
        ['grant_type', 'clientkey'],
        ['clientkey', sandbox.clientKey],
      ]);
      expect(request.body.startsWith('grant_type=clientkey&clientkey=')).toBe(true);
    });

    it('sends a client key with + / = & " % and spaces intact', async () => {
      const clientKey = 'a+b/c=d&e"f%20g h%zz==';
      const symbolic = await startSandbox({ clientKey });
      const client = await connect(symbolic);
      await expect(client.getCompanyInfo()).resolves.toEqual(symbolic.data.companyInfo);
      const [request] = symbolic.tokenRequests();
      expect(formFields(request)).toEqual([
        ['grant_type', 'clientkey'],
        ['clientkey', clientKey],
      ]);
    });

    it('sends the default sandbox key (with its symbols) intact', async () => {
      expect(sandbox.clientKey).toMatch(/[+/=&"%]/);
      await api.getCompanyInfo();
      expect(formFields(sandbox.tokenRequests()[0])).toContainEqual(['clientkey', sandbox.clientKey]);
    });

    it('keeps the token in memory: one token request for several sequential calls', async () => {
      await api.getCompanyInfo();
      await api.getRelaties({ $top: 1 });
      await api.post('/echo/resource', { a: 1 });
      await api.head('/relaties');
      await api.getArtikelen();
      expect(sandbox.tokenRequests()).toHaveLength(1);
      const authorizations = new Set(sandbox.apiRequests().map((request) => request.headers.authorization));
      expect(authorizations).toEqual(new Set([`Bearer ${sandbox.issuedTokens[0]}`]));
    });
  });

  describe('Authentication rule 3: a first 401 is answered by exactly one repeat with a new token', () => {
    it('repeats once with a new token after a scripted 401 and succeeds', async () => {
      await api.getCompanyInfo();
      const oldToken = sandbox.currentToken();
      sandbox.clearRequests();
      sandbox.failNext(1, 401, { message: 'token rejected' }, { path: '/v2/companyInfo' });
      await expect(api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      const newToken = sandbox.currentToken();
      expect(newToken).not.toBe(oldToken);
      expect(sandbox.apiRequests().map((request) => request.headers.authorization)).toEqual([
        `Bearer ${oldToken}`,
        `Bearer ${newToken}`,
      ]);
    });

    it('repeats once with a new token after the token was revoked and succeeds', async () => {
      await api.getCompanyInfo();
      const oldToken = sandbox.currentToken();
      sandbox.revokeToken();
      sandbox.clearRequests();
      await expect(api.getRelaties({ $top: 1 })).resolves.toEqual(sandbox.data.relaties.slice(0, 1));
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.apiRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()[1].headers.authorization).toBe(`Bearer ${sandbox.currentToken()}`);
      expect(sandbox.currentToken()).not.toBe(oldToken);
    });

    it('repeats a first call (fresh token) once too', async () => {
      sandbox.failNext(1, 401, { message: 'token rejected' }, { path: '/v2/companyInfo' });
      await expect(api.getCompanyInfo()).resolves.toEqual(sandbox.data.companyInfo);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()).toHaveLength(2);
    });

    it('repeats a POST with the same body and creates the resource once', async () => {
      await api.getCompanyInfo();
      sandbox.revokeToken();
      sandbox.clearRequests();
      const data = { naam: 'Herhaling B.V.' };
      const created = await api.createRelatie(data);
      expect(created).toMatchObject(data);
      const posts = sandbox.requestsTo('POST', '/v2/relaties');
      expect(posts).toHaveLength(2);
      for (const post of posts) expect(JSON.parse(post.body)).toStrictEqual(data);
      expect(sandbox.data.relaties.filter((relation) => relation.naam === data.naam)).toHaveLength(1);
    });

    it('throws AccountingException 401 after a second 401, with exactly two API requests', async () => {
      await api.getCompanyInfo();
      sandbox.clearRequests();
      sandbox.failNext(3, 401, { message: 'still rejected' }, { path: '/v2/companyInfo' });
      const error = await accountingError(api.getCompanyInfo());
      expect(error.status()).toBe(401);
      expect(error.code).toBe(401);
      const prefix = 'Accounting API call failed. HTTP status: 401. Response: {"message":"still rejected"}';
      expect(messageStart(error, prefix)).toBe(prefix);
      expect(sandbox.apiRequests()).toHaveLength(2);
      expect(sandbox.tokenRequests()).toHaveLength(1);
    });

    it('throws AccountingException 401 when the API rejects every token (the sandbox answers 401 itself)', async () => {
      await api.getCompanyInfo();
      sandbox.clearRequests();
      sandbox.expireTokens();
      sandbox.setTokenLifetime(0);
      const error = await accountingError(api.getCompanyInfo());
      expect(error.status()).toBe(401);
      expect(sandbox.apiRequests()).toHaveLength(2);
    });
  });

  describe('single flight: concurrent callers share one token request', () => {
    it('200 concurrent first calls make exactly one token request', async () => {
      const answers = await Promise.all(Array.from({ length: 200 }, () => api.getCompanyInfo()));
      expect(answers).toHaveLength(200);
      for (const answer of answers) expect(answer).toEqual(sandbox.data.companyInfo);
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.apiRequests()).toHaveLength(200);
    }, 30_000);

    it('after expireTokens() concurrent calls share one new token request', async () => {
      await api.getCompanyInfo();
      sandbox.expireTokens();
      sandbox.clearRequests();
      await Promise.all(Array.from({ length: 50 }, () => api.getRelaties({ $top: 1 })));
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.issuedTokens).toHaveLength(2);
    });

    it('after forgetToken() concurrent calls share one new token request', async () => {
      await api.getCompanyInfo();
      await api.forgetToken();
      sandbox.clearRequests();
      await Promise.all(Array.from({ length: 50 }, () => api.getCompanyInfo()));
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.apiRequests()).toHaveLength(50);
      const authorizations = new Set(sandbox.apiRequests().map((request) => request.headers.authorization));
      expect(authorizations).toEqual(new Set([`Bearer ${sandbox.issuedTokens[1]}`]));
    });
  });

  describe('token lifetime (margin 60 s, 3600 s when expires_in is missing)', () => {
    it.each([60, 30])(
      'does not reuse a token with expires_in %i (at or under the margin)',
      async (lifetime) => {
        const shortLived = await startSandbox({ tokenLifetimeSeconds: lifetime });
        const client = await connect(shortLived);
        await client.getCompanyInfo();
        await client.getCompanyInfo();
        await client.getCompanyInfo();
        expect(shortLived.tokenRequests()).toHaveLength(3);
        const authorizations = shortLived.apiRequests().map((request) => request.headers.authorization);
        expect(authorizations).toEqual(shortLived.issuedTokens.map((token) => `Bearer ${token}`));
        expect(shortLived.apiRequests()).toHaveLength(3);
      },
    );

    it('reuses a token with expires_in over the margin', async () => {
      const lived = await startSandbox({ tokenLifetimeSeconds: 120 });
      const client = await connect(lived);
      await client.getCompanyInfo();
      await client.getCompanyInfo();
      await client.getCompanyInfo();
      expect(lived.tokenRequests()).toHaveLength(1);
    });

    it('reuses a token whose answer has no expires_in (counted as 3600 s)', async () => {
      const timeless = await startSandbox({ tokenLifetimeSeconds: null });
      const client = await connect(timeless);
      await client.getCompanyInfo();
      await client.getRelaties();
      await client.getArtikelen();
      expect(timeless.tokenRequests()).toHaveLength(1);
      expect(timeless.apiRequests()).toHaveLength(3);
    });
  });

  describe('forgetToken()', () => {
    it('sends nothing itself, and the next call makes a new token request', async () => {
      await api.getCompanyInfo();
      await api.forgetToken();
      expect(sandbox.requests).toHaveLength(2);
      await api.getCompanyInfo();
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()[1].headers.authorization).toBe(`Bearer ${sandbox.issuedTokens[1]}`);
      expect(sandbox.issuedTokens[1]).not.toBe(sandbox.issuedTokens[0]);
    });

    it('works before any call was made', async () => {
      await expect(api.forgetToken()).resolves.toBeUndefined();
      expect(sandbox.requests).toHaveLength(0);
      await api.getCompanyInfo();
      expect(sandbox.tokenRequests()).toHaveLength(1);
    });
  });

  describe('Errors table: 4xx or 5xx of the API', () => {
    it.each([400, 404, 422, 500, 503])(
      'throws AccountingException with status and code %i',
      async (status) => {
        sandbox.failNext(1, status, { message: `failure ${status}` }, { path: '/v2/companyInfo' });
        const error = await accountingError(api.getCompanyInfo());
        expect(error.status()).toBe(status);
        expect(error.code).toBe(status);
        const prefix = `Accounting API call failed. HTTP status: ${status}. Response: {"message":"failure ${status}"}`;
        expect(messageStart(error, prefix)).toBe(prefix);
        expect(error).not.toHaveProperty('body');
        expect(error).not.toHaveProperty('response');
        expect(sandbox.apiRequests()).toHaveLength(1);
      },
    );

    it('throws AccountingException 404 for an unknown relation (a real 404 of the API)', async () => {
      const error = await accountingError(api.get('/relaties/does-not-exist'));
      expect(error.status()).toBe(404);
      expect(error.code).toBe(404);
      const prefix =
        'Accounting API call failed. HTTP status: 404. Response: [{"errorCode":"NotFound","message":"No relatie with id does-not-exist."}]';
      expect(messageStart(error, prefix)).toBe(prefix);
    });

    it('throws AccountingException 400 for a relation without a name (a real 400 of the API)', async () => {
      const error = await accountingError(api.createRelatie({ email: 'naamloos@example.test' }));
      expect(error.status()).toBe(400);
      expect(error.message).toContain('naam is required.');
      expect(error).not.toHaveProperty('body');
      expect(error).not.toHaveProperty('response');
    });

    it('throws for a failing delete() and head() too', async () => {
      sandbox.failNext(1, 409, { message: 'in use' }, { method: 'DELETE' });
      sandbox.failNext(1, 500, undefined, { method: 'HEAD' });
      expect((await accountingError(api.delete(`/relaties/${relationId(0)}`))).status()).toBe(409);
      expect((await accountingError(api.head('/relaties'))).status()).toBe(500);
    });
  });

  describe('Errors table: the token endpoint', () => {
    it.each([400, 401, 403, 500, 503])(
      'throws AccountingException with status %i and sends nothing to the API',
      async (status) => {
        sandbox.failNext(1, status, { error: `token failure ${status}` }, { path: sandbox.tokenPath });
        const error = await accountingError(api.getCompanyInfo());
        expect(error.status()).toBe(status);
        expect(error.code).toBe(status);
        expect(error.message).toContain(`HTTP status: ${status}.`);
        expect(sandbox.tokenRequests()).toHaveLength(1);
        expect(sandbox.apiRequests()).toHaveLength(0);
      },
    );

    it('throws AccountingException 400 for a wrong client key and sends nothing to the API', async () => {
      const wrong = await connect(sandbox, { clientKey: 'not-the-key' });
      const error = await accountingError(wrong.getCompanyInfo());
      expect(error.status()).toBe(400);
      expect(sandbox.apiRequests()).toHaveLength(0);
    });

    it.each([
      [200, { token_type: 'bearer', expires_in: 3600 }],
      [201, { token_type: 'bearer' }],
      [200, 'not json'],
      [200, ''],
    ])('throws AccountingException %i for a %j token answer without access_token', async (status, body) => {
      sandbox.failNext(1, status, body, { path: sandbox.tokenPath });
      const error = await accountingError(api.getCompanyInfo());
      expect(error.status()).toBe(status);
      expect(error.code).toBe(status);
      expect(sandbox.apiRequests()).toHaveLength(0);
    });
  });

  describe('bad input: InvalidArgumentException, nothing sent (no token request either)', () => {
    const absolute = ['https://elsewhere.example/x', '//host/x', 'HTTP://elsewhere.example/v2/companyInfo'];
    const calls: [string, (client: AccountingClient, uri: string) => Promise<unknown>][] = [
      ['get', (client, uri) => client.get(uri)],
      ['post', (client, uri) => client.post(uri, { a: 1 })],
      ['put', (client, uri) => client.put(uri, { a: 1 })],
      ['delete', (client, uri) => client.delete(uri)],
      ['head', (client, uri) => client.head(uri)],
    ];

    it.each(calls.flatMap(([method, call]) => absolute.map((uri) => [method, uri, call] as const)))(
      '%s() refuses the absolute URI %s',
      async (_method, uri, call) => {
        const error = await invalidArgument(call(api, uri));
        expect(error.message).toMatch(/absolute|relative/i);
        expect(sandbox.requests).toHaveLength(0);
      },
    );

    it.each([
      ['an object', { filter: { naam: 'x' } }],
      ['an object in a list', { id: ['1', { nested: true }] }],
      ['a function', { callback: () => 'x' }],
    ])('refuses a query value that is %s and names the parameter', async (_what, query) => {
      const bad = query as unknown as AccountingQuery;
      const name = Object.keys(query)[0];
      for (const call of [
        () => api.get('/relaties', bad),
        () => api.delete('/relaties/x', bad),
        () => api.head('/relaties', bad),
      ]) {
        const error = await invalidArgument(call());
        expect(error.message).toContain(name);
      }
      await expect(invalidArgument(api.getRelaties(bad))).resolves.toBeInstanceOf(InvalidArgumentException);
      await expect(invalidArgument(api.getArtikelen(bad))).resolves.toBeInstanceOf(InvalidArgumentException);
      expect(sandbox.requests).toHaveLength(0);
    });

    it.each([
      ['a number', 42],
      ['a string', 'naam=Jansen'],
      ['true', true],
    ])('refuses data that is %s', async (_what, value) => {
      const data = value as unknown as AccountingData;
      for (const call of [
        () => api.post('/relaties', data),
        () => api.put(`/relaties/${relationId(0)}`, data),
        () => api.createRelatie(data),
        () => api.createVerkooporder(data),
      ]) {
        const error = await invalidArgument(call());
        expect(error.message).toMatch(/data/i);
      }
      expect(sandbox.requests).toHaveLength(0);
    });

    it('refuses data with a BigInt and names it', async () => {
      const data = { naam: 'Groot', bedrag: 10n };
      for (const call of [
        () => api.post('/relaties', data),
        () => api.put('/relaties/x', data),
        () => api.createRelatie(data),
      ]) {
        const error = await invalidArgument(call());
        expect(error.message).toMatch(/BigInt/);
      }
      expect(sandbox.requests).toHaveLength(0);
    });

    it('refuses data with a circular reference and names it', async () => {
      const data: Record<string, unknown> = { naam: 'Rond' };
      data.self = data;
      for (const call of [
        () => api.post('/relaties', data),
        () => api.put('/relaties/x', [data]),
        () => api.createVerkooporder(data),
      ]) {
        const error = await invalidArgument(call());
        expect(error.message).toMatch(/circular/i);
      }
      expect(sandbox.requests).toHaveLength(0);
    });

    it('still sends nothing after a successful call (no API request for bad input)', async () => {
      await api.getCompanyInfo();
      sandbox.clearRequests();
      await invalidArgument(api.get('https://elsewhere.example/x'));
      await invalidArgument(api.post('/relaties', 7 as unknown as AccountingData));
      expect(sandbox.requests).toHaveLength(0);
    });
  });
});

/** A transport failure scenario: the options pointing the client at it, and what it does to the sandbox. */
interface TransportScenario {
  /** Where it fails: at the token endpoint (nothing reaches the API) or at the API. */
  at: 'token' | 'api';
  /** The ConnectionException's `failure` the framework client lets through. */
  failure: 'refused' | 'timeout' | 'connect-timeout';
  setUp(sandbox: AccountingSandbox, listener: () => Promise<UnresponsiveListener>): Promise<ClientOptions>;
}

const TRANSPORT_SCENARIOS: [string, TransportScenario][] = [
  [
    'connection refused at the token endpoint',
    {
      at: 'token',
      failure: 'refused',
      setUp: async () => ({ tokenUrl: `${await closedUrl()}/b2b/token` }),
    },
  ],
  [
    'connection refused at the API',
    {
      at: 'api',
      failure: 'refused',
      setUp: async () => ({ baseUrl: `${await closedUrl()}/v2` }),
    },
  ],
  [
    'request timeout at the token endpoint',
    {
      at: 'token',
      failure: 'timeout',
      setUp: async (sandbox) => {
        sandbox.delayNext(3000, 1, { path: sandbox.tokenPath });
        return { timeout: 0.3 };
      },
    },
  ],
  [
    'request timeout at the API',
    {
      at: 'api',
      failure: 'timeout',
      setUp: async (sandbox) => {
        sandbox.delayNext(3000, 1, { path: '/v2/companyInfo' });
        return { timeout: 0.3 };
      },
    },
  ],
  [
    'connect timeout at the token endpoint',
    {
      at: 'token',
      failure: 'connect-timeout',
      setUp: async (_sandbox, listener) => ({
        tokenUrl: `${(await listener()).url}/b2b/token`,
        connectTimeout: 0.3,
      }),
    },
  ],
  [
    'connect timeout at the API',
    {
      at: 'api',
      failure: 'connect-timeout',
      setUp: async (_sandbox, listener) => ({ baseUrl: `${(await listener()).url}/v2`, connectTimeout: 0.3 }),
    },
  ],
];

/** Runs each transport scenario against a fresh sandbox and client of one flavour; `check` asserts the error. */
function describeTransportErrors(
  title: string,
  createClient: ClientFactory,
  check: (error: unknown, scenario: TransportScenario) => void,
): void {
  describe(title, () => {
    let restoreEnv: () => void;
    let sandbox: AccountingSandbox;
    let client: ClientUnderTest | undefined;
    let listener: UnresponsiveListener | undefined;

    beforeEach(async () => {
      restoreEnv = isolateEnv(ACCOUNTING_ENV_PREFIXES);
      sandbox = await AccountingSandbox.start();
    });

    afterEach(async () => {
      await client?.close();
      client = undefined;
      await sandbox.close();
      await listener?.close();
      listener = undefined;
      restoreEnv();
    });

    it.each(TRANSPORT_SCENARIOS)('%s', async (_name, scenario) => {
      const options = await scenario.setUp(
        sandbox,
        async () => (listener = await startUnresponsiveListener()),
      );
      client = await createClient(sandbox, options);
      const error = await rejectionOf(client.api.getCompanyInfo());
      check(error, scenario);
      if (scenario.at === 'token') expect(sandbox.apiRequests()).toHaveLength(0);
      else expect(sandbox.tokenRequests()).toHaveLength(1);
    });
  });
}

describeTransportErrors(
  'Accounting transport errors, framework AccountingApi: ConnectionException passes through unchanged',
  frameworkClient,
  (error, scenario) => {
    expect(error).toBeInstanceOf(ConnectionException);
    expect(error).not.toBeInstanceOf(AccountingException);
    expect((error as ConnectionException).failure).toBe(scenario.failure);
  },
);

describeTransportErrors(
  'Accounting transport errors, standalone AccountingApi: AccountingException with status 0',
  standaloneFlavour,
  (error) => {
    expect(error).toBeInstanceOf(AccountingException);
    expect(error).not.toBeInstanceOf(ConnectionException);
    expect((error as AccountingException).status()).toBe(0);
    expect((error as AccountingException).code).toBe(0);
  },
);
