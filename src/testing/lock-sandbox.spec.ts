import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LockSandbox } from './lock-sandbox';
import { LockSandboxData, LockSmartlockLog } from './lock-sandbox-data';
import { createLockSeedData } from './lock-sandbox-seed';
import { callSandbox, SandboxAnswer } from '../../test/support/sandbox-call';

const OFFICE = 1001;
const DEPOT = 1002;
const HOME = 1003;
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102;
const STREET_GATE = 200103;
const LOADING_BAY = 400201;
const STORE_ROOM = 100202;
const HOME_DOOR = 300301;
const OBJECT_ID = /^[0-9a-f]{24}$/;
const NOT_AUTHORIZED = { detailMessage: 'Your access token is not authorized', stackTrace: [] };
const WEBHOOK_URL = 'https://app.lock.example/lock/webhook';

interface CallOptions {
  /** Default: the API token of the first account; `null`: no Authorization header. */
  token?: string | null;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Default `application/json` when there is a body. */
  contentType?: string;
}

type Answer = SandboxAnswer;

interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token: string;
  scope: string;
}

describe('LockSandbox', () => {
  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await LockSandbox.start();
  });

  afterEach(() => sandbox.close());

  /** Calls `path` of the API with the first account's API token unless told otherwise. */
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const token = options.token === undefined ? sandbox.apiToken() : options.token;
    return callSandbox(method, `${sandbox.baseUrl}${path}`, { ...options, token });
  }

  async function get<T>(path: string, token?: string): Promise<T> {
    const answer = await call('GET', path, { token });
    expect(answer.status).toBe(200);
    return answer.body as T;
  }

  function postToken(form: Record<string, string>, target: LockSandbox = sandbox): Promise<Response> {
    return fetch(target.tokenUrl, { method: 'POST', body: new URLSearchParams(form) });
  }

  function exchangeForm(code: string, overrides: Record<string, string> = {}): Record<string, string> {
    return {
      grant_type: 'authorization_code',
      code,
      client_id: sandbox.oauthClientId,
      client_secret: sandbox.oauthClientSecret,
      redirect_uri: sandbox.redirectUri,
      ...overrides,
    };
  }

  function refreshForm(refreshToken: string): Record<string, string> {
    return {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: sandbox.oauthClientId,
      client_secret: sandbox.oauthClientSecret,
    };
  }

  async function signInWithOAuth(accountId?: number): Promise<TokenAnswer> {
    const response = await postToken(exchangeForm(sandbox.issueAuthorizationCode(accountId)));
    expect(response.status).toBe(200);
    return (await response.json()) as TokenAnswer;
  }

  function authorize(params: Record<string, string>): Promise<Response> {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: sandbox.oauthClientId,
      redirect_uri: sandbox.redirectUri,
      ...params,
    });
    return fetch(`${sandbox.authorizeUrl}?${query.toString()}`, { redirect: 'manual' });
  }

  function account(accountId: number) {
    const found = sandbox.data.accounts.find((data) => data.account.accountId === accountId);
    if (found === undefined) throw new Error(`no account ${accountId}`);
    return found;
  }

  function lock(smartlockId: number) {
    const found = sandbox.data.accounts
      .flatMap((data) => data.smartlocks)
      .find((l) => l.smartlockId === smartlockId);
    if (found === undefined) throw new Error(`no smartlock ${smartlockId}`);
    return found;
  }

  /** Expects an error answer in the vendor's shape with this status, and this message when one is given. */
  function expectError(answer: Answer, status: number, detailMessage?: string): void {
    expect({ status: answer.status, body: answer.body }).toEqual({
      status,
      body: { detailMessage: detailMessage ?? expect.any(String), stackTrace: [] },
    });
  }

  describe('settings and seed', () => {
    it('has its URLs under its own loopback address and client options that match', () => {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.baseUrl).toBe(sandbox.url);
      expect(sandbox.clientOptions()).toEqual({
        baseUrl: sandbox.url,
        apiToken: sandbox.apiToken(OFFICE),
        oauth: {
          clientId: sandbox.oauthClientId,
          clientSecret: sandbox.oauthClientSecret,
          redirectUri: 'http://127.0.0.1/lock/oauth/callback',
          authorizeUrl: `${sandbox.url}/oauth/authorize`,
          tokenUrl: `${sandbox.url}/oauth/token`,
        },
      });
      expect(sandbox.clientOptions(DEPOT).apiToken).toBe(sandbox.apiToken(DEPOT));
    });

    it('makes a random client secret with symbols that need encoding, and random tokens per sandbox', async () => {
      const other = await LockSandbox.start();
      try {
        expect(sandbox.oauthClientSecret).toHaveLength(40);
        for (const symbol of ['+', '/', '=', '&', '"', '%']) {
          expect(sandbox.oauthClientSecret).toContain(symbol);
        }
        expect(other.oauthClientSecret).not.toBe(sandbox.oauthClientSecret);
        expect(other.oauthClientId).not.toBe(sandbox.oauthClientId);
        expect(other.apiToken()).not.toBe(sandbox.apiToken());
        expect(sandbox.apiToken(OFFICE)).not.toBe(sandbox.apiToken(DEPOT));
      } finally {
        await other.close();
      }
    });

    it('takes the OAuth client and redirect URI from the options', async () => {
      const custom = await LockSandbox.start({
        oauthClientId: 'client-1',
        oauthClientSecret: 'secret 1',
        redirectUri: 'https://app.example/cb',
      });
      try {
        expect(custom.clientOptions().oauth).toMatchObject({
          clientId: 'client-1',
          clientSecret: 'secret 1',
          redirectUri: 'https://app.example/cb',
        });
        const code = custom.issueAuthorizationCode();
        const response = await postToken(
          {
            grant_type: 'authorization_code',
            code,
            client_id: 'client-1',
            client_secret: 'secret 1',
            redirect_uri: 'https://app.example/cb',
          },
          custom,
        );
        expect(response.status).toBe(200);
      } finally {
        await custom.close();
      }
    });

    it('seeds three accounts whose devices cover a locked type 0, an unlocked type 4, an opener and a smart door', () => {
      expect(
        sandbox.accounts.map(({ accountId, name, email, language }) => ({
          accountId,
          name,
          email,
          language,
        })),
      ).toEqual([
        { accountId: OFFICE, name: 'Harbour Office', email: 'office@lock.example', language: 'nl' },
        { accountId: DEPOT, name: 'Depot North', email: 'depot@lock.example', language: 'en' },
        { accountId: HOME, name: 'Lindenhof', email: 'lindenhof@lock.example', language: 'de' },
      ]);
      expect(lock(FRONT_DOOR)).toMatchObject({ type: 0, state: { state: 1 } });
      expect(lock(BACK_ENTRANCE)).toMatchObject({ type: 4, state: { state: 3, doorState: 3 } });
      expect(lock(LOADING_BAY)).toMatchObject({ type: 4, state: { state: 3, doorState: 2 } });
      expect(lock(STREET_GATE)).toMatchObject({ type: 2 });
      expect(lock(HOME_DOOR)).toMatchObject({ type: 3, lmType: 1, state: { state: 1 } });
      for (const { smartlocks, logs, auths, users } of sandbox.data.accounts) {
        expect(smartlocks.length).toBeGreaterThanOrEqual(1);
        expect(users.length).toBeGreaterThanOrEqual(2);
        for (const { smartlockId } of smartlocks) {
          expect(logs.filter((log) => log.smartlockId === smartlockId).length).toBeGreaterThanOrEqual(2);
          expect(auths.filter((auth) => auth.smartlockId === smartlockId).map((auth) => auth.type)).toEqual(
            expect.arrayContaining([0, 13]),
          );
        }
        for (const auth of auths.filter((candidate) => candidate.type === 0)) {
          expect(users.find((user) => user.accountUserId === auth.accountUserId)?.name).toBe(auth.name);
        }
      }
    });

    it('gives every device the settings of its type, and the ids of the seed are the same on every start', async () => {
      for (const { smartlocks } of sandbox.data.accounts) {
        for (const device of smartlocks) {
          const advanced = ['advancedConfig', 'openerAdvancedConfig', 'smartdoorAdvancedConfig'].filter(
            (key) => device[key] !== undefined,
          );
          expect({ id: device.smartlockId, advanced }).toEqual({
            id: device.smartlockId,
            advanced: [
              { 2: 'openerAdvancedConfig', 3: 'smartdoorAdvancedConfig' }[device.type] ?? 'advancedConfig',
            ],
          });
          expect(device.config).toMatchObject({ name: device.name, timezoneId: 37 });
          expect(device.webConfig).toEqual({
            batteryWarningPerMailEnabled: true,
            dismissedLiftUpHandleWarning: [],
          });
        }
      }
      const other = await LockSandbox.start();
      try {
        expect(other.data).toEqual(sandbox.data);
      } finally {
        await other.close();
      }
    });

    it('refuses an account it does not have', () => {
      expect(() => sandbox.apiToken(9999)).toThrow(RangeError);
      expect(() => sandbox.signInAs(9999)).toThrow(RangeError);
      expect(() => sandbox.issueAuthorizationCode(9999)).toThrow(RangeError);
    });
  });

  describe('access to the API', () => {
    it('answers 401 with a JSON body without a token', async () => {
      const answer = await call('GET', '/smartlock', { token: null });

      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_AUTHORIZED);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    });

    it('answers 401 for a wrong token and for a token without the Bearer scheme', async () => {
      const wrong = await call('GET', '/account', { token: 'not-a-token' });
      const noScheme = await fetch(`${sandbox.baseUrl}/account`, {
        headers: { authorization: sandbox.apiToken() },
      });

      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(NOT_AUTHORIZED);
      expect(noScheme.status).toBe(401);
    });

    it("shows each token only its own account's data", async () => {
      const office = await get<{ smartlockId: number }[]>('/smartlock', sandbox.apiToken(OFFICE));
      const depot = await get<{ smartlockId: number }[]>('/smartlock', sandbox.apiToken(DEPOT));

      expect(office.map((l) => l.smartlockId)).toEqual([FRONT_DOOR, BACK_ENTRANCE, STREET_GATE]);
      expect(depot.map((l) => l.smartlockId)).toEqual([LOADING_BAY, STORE_ROOM]);
      expect(await get('/account', sandbox.apiToken(DEPOT))).toMatchObject({ accountId: DEPOT });
    });

    it("answers 403 on another account's smartlock, on every smartlock route", async () => {
      for (const [method, suffix] of [
        ['GET', ''],
        ['DELETE', ''],
        ['POST', '/action'],
        ['POST', '/action/lock'],
        ['POST', '/action/unlock/advanced'],
        ['POST', '/sync'],
        ['POST', '/config'],
        ['POST', '/advanced/config'],
        ['POST', '/web/config'],
        ['POST', '/admin/pin'],
        ['GET', '/log'],
        ['GET', '/auth'],
        ['GET', `/auth/${'f'.repeat(24)}`],
        ['POST', '/auth/advanced/sharedkey'],
      ]) {
        const answer = await call(method, `/smartlock/${LOADING_BAY}${suffix}`, {
          body: method === 'POST' ? { action: 1 } : undefined,
        });

        expect({ route: `${method} ${suffix}`, status: answer.status, body: answer.body }).toEqual({
          route: `${method} ${suffix}`,
          status: 403,
          body: { detailMessage: 'Forbidden', stackTrace: [] },
        });
      }
      expect(sandbox.actions).toEqual([]);
      expect(sandbox.syncs.size).toBe(0);
    });

    it('answers 404 for an unknown or non-numeric smartlock id', async () => {
      const unknown = await call('GET', '/smartlock/999999');
      const text = await call('GET', '/smartlock/front');

      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ detailMessage: 'Smartlock not found', stackTrace: [] });
      expect(text.status).toBe(404);
    });

    it('answers 401 for a revoked API token, while the other account keeps access', async () => {
      const revoked = sandbox.apiToken(OFFICE);
      sandbox.revokeApiToken(OFFICE);

      expect((await call('GET', '/account', { token: revoked })).status).toBe(401);
      expect((await call('GET', '/account', { token: sandbox.apiToken(DEPOT) })).status).toBe(200);
    });

    it('accepts an OAuth access token until it expires, and API tokens never expire', async () => {
      const { access_token } = await signInWithOAuth();
      expect(await get('/account', access_token)).toMatchObject({ accountId: OFFICE });

      sandbox.expireTokens();

      expect((await call('GET', '/account', { token: access_token })).status).toBe(401);
      expect((await call('GET', '/account')).status).toBe(200);
    });

    it('answers 401 for a revoked OAuth access token', async () => {
      const { access_token } = await signInWithOAuth();
      sandbox.revokeToken(access_token);

      const answer = await call('GET', '/smartlock', { token: access_token });

      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_AUTHORIZED);
      expect(sandbox.accountIdOf(access_token)).toBeUndefined();
    });

    it('answers 404 JSON for any other path or method, also without a token', async () => {
      const unknownPath = await call('GET', '/smartlocks', { token: null });
      const unknownMethod = await call('PATCH', `/smartlock/${FRONT_DOOR}`, { body: { name: 'X' } });

      expect(unknownPath.status).toBe(404);
      expect(unknownPath.body).toEqual({ detailMessage: 'Not found', stackTrace: [] });
      expect(unknownMethod.status).toBe(404);
    });
  });

  describe('account and smartlocks', () => {
    it('answers GET /account with the MyAccount of the token', async () => {
      const body = await get<Record<string, unknown>>('/account');

      expect(body).toEqual(account(OFFICE).account);
      expect(body).toEqual(
        expect.objectContaining({
          accountId: OFFICE,
          type: expect.any(Number),
          email: 'office@lock.example',
          emailVerified: true,
          name: 'Harbour Office',
          language: 'nl',
          creationDate: expect.any(String),
          updateDate: expect.any(String),
        }),
      );
    });

    it('lists the smartlocks in the vendor shape: nested state, favorite spelled the vendor way', async () => {
      const body = await get<Record<string, unknown>[]>('/smartlock');

      expect(body).toEqual(account(OFFICE).smartlocks);
      for (const item of body) {
        expect(item).toEqual(
          expect.objectContaining({
            smartlockId: expect.any(Number),
            accountId: OFFICE,
            type: expect.any(Number),
            authId: expect.any(Number),
            name: expect.any(String),
            favorite: expect.any(Boolean),
            serverState: 0,
            adminPinState: item.smartlockId === STREET_GATE ? 1 : 0,
            config: expect.objectContaining({ name: item.name }),
            webConfig: expect.any(Object),
            state: expect.objectContaining({
              mode: expect.any(Number),
              state: expect.any(Number),
              trigger: expect.any(Number),
              lastAction: expect.any(Number),
              batteryCritical: expect.any(Boolean),
              batteryCharge: expect.any(Number),
              doorState: expect.any(Number),
              nightMode: false,
            }),
          }),
        );
        expect(item).not.toHaveProperty('favourite');
      }
    });

    it('filters the list by type and authId, and refuses a non-integer filter', async () => {
      const openers = await get<{ smartlockId: number }[]>('/smartlock?type=2');
      const byAuth = await get<unknown[]>('/smartlock?authId=1');
      const none = await get<unknown[]>('/smartlock?authId=7');
      const invalid = await call('GET', '/smartlock?type=opener');

      expect(openers.map((l) => l.smartlockId)).toEqual([STREET_GATE]);
      expect(byAuth).toHaveLength(3);
      expect(none).toEqual([]);
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ detailMessage: 'type must be an integer', stackTrace: [] });
    });

    it('answers one smartlock', async () => {
      expect(await get(`/smartlock/${BACK_ENTRANCE}`)).toEqual(lock(BACK_ENTRANCE));
    });

    it('merges name and favorite of an update, ignores other keys and answers 204', async () => {
      const before = structuredClone(lock(FRONT_DOOR));
      const answer = await call('POST', `/smartlock/${BACK_ENTRANCE}`, {
        body: { name: 'Garden Door', favorite: true, favourite: false, smartlockId: 1 },
      });
      const after = await get<Record<string, unknown>>(`/smartlock/${BACK_ENTRANCE}`);

      expect(answer.status).toBe(204);
      expect(answer.body).toBeUndefined();
      expect(after).toMatchObject({ smartlockId: BACK_ENTRANCE, name: 'Garden Door', favorite: true });
      expect(after).not.toHaveProperty('favourite');
      expect(lock(FRONT_DOOR)).toEqual(before);

      await call('POST', `/smartlock/${BACK_ENTRANCE}`, { body: { favorite: false } });
      expect(lock(BACK_ENTRANCE)).toMatchObject({ name: 'Garden Door', favorite: false });
    });

    it('refuses an invalid update with 400 and changes nothing', async () => {
      const before = structuredClone(lock(FRONT_DOOR));
      for (const [body, message] of [
        [{ name: '' }, 'name must be a non-empty string of at most 32 characters'],
        [{ name: 'x'.repeat(33) }, 'name must be a non-empty string of at most 32 characters'],
        [{ favorite: 'yes' }, 'favorite must be a boolean'],
        [[], 'The request body must be a JSON object'],
      ]) {
        const answer = await call('POST', `/smartlock/${FRONT_DOOR}`, { body });

        expect({ body, status: answer.status, answer: answer.body }).toEqual({
          body,
          status: 400,
          answer: { detailMessage: message, stackTrace: [] },
        });
      }
      expect(lock(FRONT_DOOR)).toEqual(before);
    });

    it('refuses a body that is not JSON (400) or not labelled as JSON (415)', async () => {
      const broken = await call('POST', `/smartlock/${FRONT_DOOR}/action`, { body: '{"action":' });
      const text = await call('POST', `/smartlock/${FRONT_DOOR}/action`, {
        body: 'action=2',
        contentType: 'text/plain',
      });

      expect(broken.status).toBe(400);
      expect(text.status).toBe(415);
      expect(sandbox.actions).toEqual([]);
    });
  });

  describe('actions and sync', () => {
    it.each([
      [1, FRONT_DOOR, 3],
      [2, BACK_ENTRANCE, 1],
      [3, FRONT_DOOR, 5],
      [4, BACK_ENTRANCE, 1],
      [5, BACK_ENTRANCE, 1],
    ])(
      'applies action %i to smartlock %i: state %i and lastAction, shown by a later GET',
      async (action, id, state) => {
        const answer = await call('POST', `/smartlock/${id}/action`, { body: { action } });
        const after = await get<{ state: { state: number; lastAction: number } }>(`/smartlock/${id}`);

        expect(answer.status).toBe(204);
        expect(after.state).toMatchObject({ state, lastAction: action });
        expect(sandbox.actions).toEqual([{ accountId: OFFICE, smartlockId: id, action }]);
      },
    );

    it('records the option when given', async () => {
      await call('POST', `/smartlock/${FRONT_DOOR}/action`, { body: { action: 2, option: 4 } });

      expect(sandbox.actions).toEqual([{ accountId: OFFICE, smartlockId: FRONT_DOOR, action: 2, option: 4 }]);
    });

    it('applies opener actions: ring to open active, open; lock-only actions are refused', async () => {
      await call('POST', `/smartlock/${STREET_GATE}/action`, { body: { action: 1 } });
      expect(lock(STREET_GATE).state).toMatchObject({ state: 3, lastAction: 1 });

      await call('POST', `/smartlock/${STREET_GATE}/action`, { body: { action: 3 } });
      expect(lock(STREET_GATE).state).toMatchObject({ state: 5, lastAction: 3 });

      const refused = await call('POST', `/smartlock/${STREET_GATE}/action`, { body: { action: 4 } });
      expect(refused.status).toBe(400);
      expect(sandbox.actions.map((a) => a.action)).toEqual([1, 3]);
    });

    it("switches an opener's continuous mode on (6) and off (7), its state kept; a smart lock refuses both", async () => {
      await call('POST', `/smartlock/${STREET_GATE}/action`, { body: { action: 6 } });
      expect(lock(STREET_GATE).state).toMatchObject({ mode: 3, state: 1, lastAction: 6 });

      await call('POST', `/smartlock/${STREET_GATE}/action`, { body: { action: 7 } });
      expect(lock(STREET_GATE).state).toMatchObject({ mode: 2, state: 1, lastAction: 7 });

      const refused = await call('POST', `/smartlock/${FRONT_DOOR}/action`, { body: { action: 6 } });
      expect(refused.body).toEqual({
        detailMessage: 'action 6 is not supported by a smart lock',
        stackTrace: [],
      });
      expect(sandbox.actions.map((a) => a.action)).toEqual([6, 7]);
    });

    it('refuses an invalid action body with 400 and changes nothing', async () => {
      const before = structuredClone(lock(FRONT_DOOR));
      for (const body of [
        { action: 0 },
        { action: 8 },
        { action: '2' },
        { action: 1.5 },
        {},
        { action: 2, option: 9 },
      ]) {
        const answer = await call('POST', `/smartlock/${FRONT_DOOR}/action`, { body });

        expect({ body, status: answer.status, answer: answer.body }).toEqual({
          body,
          status: 400,
          answer: { detailMessage: expect.any(String), stackTrace: [] },
        });
      }
      expect(lock(FRONT_DOOR)).toEqual(before);
      expect(sandbox.actions).toEqual([]);
    });

    it('counts syncs per smartlock and answers 204', async () => {
      const answer = await call('POST', `/smartlock/${FRONT_DOOR}/sync`);
      await call('POST', `/smartlock/${FRONT_DOOR}/sync`);
      await call('POST', `/smartlock/${LOADING_BAY}/sync`, { token: sandbox.apiToken(DEPOT) });

      expect(answer.status).toBe(204);
      expect([...sandbox.syncs]).toEqual([
        [FRONT_DOOR, 2],
        [LOADING_BAY, 1],
      ]);
    });
  });

  describe('logs', () => {
    function newestFirst(logs: readonly { date: string }[]): boolean {
      return logs.every((log, index) => index === 0 || logs[index - 1].date >= log.date);
    }

    it("lists the account's logs newest first in the SmartlockLog shape", async () => {
      const body = await get<LockSmartlockLog[]>('/smartlock/log');

      expect(body).toHaveLength(account(OFFICE).logs.length);
      expect(new Set(body.map((log) => log.id))).toEqual(new Set(account(OFFICE).logs.map((log) => log.id)));
      expect(newestFirst(body)).toBe(true);
      for (const log of body) {
        expect(log).toEqual(
          expect.objectContaining({
            id: expect.stringMatching(OBJECT_ID),
            smartlockId: expect.any(Number),
            deviceType: expect.any(Number),
            name: expect.any(String),
            action: expect.any(Number),
            trigger: expect.any(Number),
            state: 0,
            autoUnlock: false,
            date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          }),
        );
      }
      expect(body.find((log) => log.smartlockId === STREET_GATE)?.deviceType).toBe(2);
    });

    it("lists one smartlock's logs", async () => {
      const body = await get<LockSmartlockLog[]>(`/smartlock/${FRONT_DOOR}/log`);

      expect(body.length).toBeGreaterThanOrEqual(2);
      expect(body.every((log) => log.smartlockId === FRONT_DOOR)).toBe(true);
      expect(newestFirst(body)).toBe(true);
    });

    it('filters by date range, action, account user and (per smartlock) auth id', async () => {
      const all = await get<LockSmartlockLog[]>('/smartlock/log');
      const range = await get<LockSmartlockLog[]>(
        '/smartlock/log?fromDate=2026-03-01T00:00:00Z&toDate=2026-03-01T23:59:59Z',
      );
      const unlocks = await get<LockSmartlockLog[]>('/smartlock/log?action=1');
      const user = await get<LockSmartlockLog[]>('/smartlock/log?accountUserId=5102');
      const keypad = all.find(
        (log) => log.smartlockId === FRONT_DOOR && log.source === 1,
      ) as LockSmartlockLog;
      const byAuth = await get<LockSmartlockLog[]>(`/smartlock/${FRONT_DOOR}/log?authId=${keypad.authId}`);

      expect(range.map((log) => log.date)).toEqual(
        all.map((log) => log.date).filter((date) => date.startsWith('2026-03-01')),
      );
      expect(range.length).toBeGreaterThan(0);
      expect(unlocks.length).toBeGreaterThan(0);
      expect(unlocks.every((log) => log.action === 1)).toBe(true);
      expect(user.map((log) => log.accountUserId)).toEqual([5102]);
      expect(byAuth).toEqual([keypad]);
    });

    it('pages with limit and with id (the entries older than that one)', async () => {
      const all = await get<LockSmartlockLog[]>('/smartlock/log');
      const firstPage = await get<LockSmartlockLog[]>('/smartlock/log?limit=3');
      const nextPage = await get<LockSmartlockLog[]>(`/smartlock/log?limit=3&id=${firstPage[2].id}`);
      const unknownId = await get<LockSmartlockLog[]>(`/smartlock/log?id=${'0'.repeat(24)}`);

      expect(firstPage).toEqual(all.slice(0, 3));
      expect(nextPage).toEqual(all.slice(3, 6));
      expect(unknownId).toEqual([]);
    });

    it('answers at most 20 entries by default and 50 at most', async () => {
      const logs = (sandbox.data as LockSandboxData).accounts[0].logs;
      for (let index = 0; index < 60; index += 1) {
        logs.push({ ...logs[0], id: index.toString(16).padStart(24, '0'), date: '2025-06-01T00:00:00.000Z' });
      }

      expect(await get<unknown[]>('/smartlock/log')).toHaveLength(20);
      expect(await get<unknown[]>('/smartlock/log?limit=50')).toHaveLength(50);
      expect(await get<unknown[]>('/smartlock/log?limit=100')).toHaveLength(50);
    });

    it('refuses an invalid filter with 400', async () => {
      for (const query of ['limit=0', 'limit=ten', 'fromDate=yesterday', 'action=lock', 'limit=1&limit=2']) {
        const answer = await call('GET', `/smartlock/log?${query}`);

        expect({ query, status: answer.status, body: answer.body }).toEqual({
          query,
          status: 400,
          body: { detailMessage: expect.any(String), stackTrace: [] },
        });
      }
    });
  });

  describe('authorizations', () => {
    it("lists the account's authorizations in the SmartlockAuth shape, keypad codes with their code", async () => {
      const body = await get<Record<string, unknown>[]>('/smartlock/auth');

      expect(body).toEqual(account(OFFICE).auths);
      for (const auth of body) {
        expect(auth).toEqual(
          expect.objectContaining({
            id: expect.stringMatching(OBJECT_ID),
            smartlockId: expect.any(Number),
            authId: expect.any(Number),
            type: expect.any(Number),
            name: expect.any(String),
            enabled: true,
            remoteAllowed: expect.any(Boolean),
            lockCount: expect.any(Number),
          }),
        );
      }
      const keypad = body.find((auth) => auth.type === 13);
      expect(keypad).toEqual(
        expect.objectContaining({
          code: expect.any(Number),
          allowedWeekDays: expect.any(Number),
          allowedFromDate: expect.any(String),
          allowedUntilDate: expect.any(String),
        }),
      );
      expect(String(keypad?.code)).toMatch(/^[1-9]{6}$/);
    });

    it('filters by types and by account user (positive: that user, negative: none)', async () => {
      const keypads = await get<{ type: number }[]>('/smartlock/auth?types=13');
      const both = await get<unknown[]>('/smartlock/auth?types=0,13');
      const user = await get<{ accountUserId: number }[]>('/smartlock/auth?accountUserId=5102');
      const noUser = await get<{ accountUserId?: number; type: number }[]>(
        '/smartlock/auth?accountUserId=-1',
      );

      expect(keypads.length).toBe(3);
      expect(keypads.every((auth) => auth.type === 13)).toBe(true);
      expect(both).toHaveLength(account(OFFICE).auths.length);
      expect(user.map((auth) => auth.accountUserId)).toEqual([5102]);
      expect(noUser.every((auth) => auth.accountUserId === undefined)).toBe(true);
      expect(noUser).toHaveLength(3);
      expect((await call('GET', '/smartlock/auth?types=app')).status).toBe(400);
    });

    it("lists one smartlock's authorizations, filtered by types", async () => {
      const all = await get<{ smartlockId: number }[]>(`/smartlock/${BACK_ENTRANCE}/auth`);
      const apps = await get<{ type: number }[]>(`/smartlock/${BACK_ENTRANCE}/auth?types=0`);

      expect(all).toHaveLength(3);
      expect(all.every((auth) => auth.smartlockId === BACK_ENTRANCE)).toBe(true);
      expect(apps.map((auth) => auth.type)).toEqual([0, 0]);
    });

    it('creates a keypad code (204) that the list then shows with a new object id and the next authId', async () => {
      const answer = await call('PUT', `/smartlock/${FRONT_DOOR}/auth`, {
        body: {
          name: 'Window cleaner',
          type: 13,
          code: 135793,
          allowedFromDate: '2026-04-01T00:00:00.000Z',
          allowedUntilDate: '2026-04-30T23:59:00.000Z',
          allowedWeekDays: 84,
        },
      });
      const list = await get<Record<string, unknown>[]>(`/smartlock/${FRONT_DOOR}/auth`);
      const created = list.find((auth) => auth.name === 'Window cleaner');

      expect(answer.status).toBe(204);
      expect(created).toEqual({
        id: expect.stringMatching(OBJECT_ID),
        smartlockId: FRONT_DOOR,
        authId: 3,
        type: 13,
        code: 135793,
        name: 'Window cleaner',
        enabled: true,
        remoteAllowed: false,
        lockCount: 0,
        allowedFromDate: '2026-04-01T00:00:00.000Z',
        allowedUntilDate: '2026-04-30T23:59:00.000Z',
        allowedWeekDays: 84,
        creationDate: expect.any(String),
        updateDate: expect.any(String),
      });
    });

    it('creates an app authorization for an account user', async () => {
      const answer = await call('PUT', `/smartlock/${FRONT_DOOR}/auth`, {
        body: { name: 'Bram Jansen', accountUserId: 5102, remoteAllowed: true },
      });

      expect(answer.status).toBe(204);
      expect(account(OFFICE).auths.at(-1)).toMatchObject({
        smartlockId: FRONT_DOOR,
        type: 0,
        accountUserId: 5102,
        remoteAllowed: true,
      });
    });

    it('refuses an invalid authorization with 400 and adds nothing', async () => {
      const before = account(OFFICE).auths.length;
      for (const body of [
        { type: 13, code: 135793 },
        { name: '', type: 13, code: 135793 },
        { name: 'x'.repeat(33), type: 13, code: 135793 },
        { name: 'Zero', type: 13, code: 130793 },
        { name: 'Short', type: 13, code: 13579 },
        { name: 'Text', type: 13, code: '135793' },
        { name: 'No code', type: 13 },
        { name: 'No user', type: 0 },
        { name: 'Bridge', type: 1, accountUserId: 5101 },
        { name: 'Days', type: 13, code: 135793, allowedWeekDays: 128 },
        { name: 'Date', type: 13, code: 135793, allowedFromDate: 'next week' },
        { name: 'App code', accountUserId: 5101, code: 135793 },
      ]) {
        const answer = await call('PUT', `/smartlock/${FRONT_DOOR}/auth`, { body });

        expect({ body, status: answer.status, answer: answer.body }).toEqual({
          body,
          status: 400,
          answer: { detailMessage: expect.any(String), stackTrace: [] },
        });
      }
      expect(account(OFFICE).auths).toHaveLength(before);
    });

    it('refuses a keypad code the smartlock already has with 409', async () => {
      const answer = await call('PUT', `/smartlock/${FRONT_DOOR}/auth`, {
        body: { name: 'Copy', type: 13, code: 241357 },
      });

      expect(answer.status).toBe(409);
    });

    it('merges an update (204) and keeps the rest', async () => {
      const target = account(OFFICE).auths.find(
        (auth) => auth.smartlockId === FRONT_DOOR && auth.type === 13,
      );
      const id = target?.id as string;
      const answer = await call('POST', `/smartlock/${FRONT_DOOR}/auth/${id}`, {
        body: { enabled: false, allowedWeekDays: 127 },
      });
      const [after] = (await get<Record<string, unknown>[]>(`/smartlock/${FRONT_DOOR}/auth`)).filter(
        (auth) => auth.id === id,
      );

      expect(answer.status).toBe(204);
      expect(after).toMatchObject({
        id,
        name: 'Cleaning crew',
        code: 241357,
        enabled: false,
        allowedWeekDays: 127,
      });
    });

    it('answers 404 for an unknown authorization or one of another smartlock, 400 for an invalid update', async () => {
      const other = account(OFFICE).auths.find((auth) => auth.smartlockId === BACK_ENTRANCE)?.id as string;
      const own = account(OFFICE).auths.find((auth) => auth.smartlockId === FRONT_DOOR)?.id as string;

      expect(
        (await call('POST', `/smartlock/${FRONT_DOOR}/auth/${'f'.repeat(24)}`, { body: { name: 'X' } }))
          .status,
      ).toBe(404);
      expect(
        (await call('POST', `/smartlock/${FRONT_DOOR}/auth/${other}`, { body: { name: 'X' } })).status,
      ).toBe(404);
      expect(
        (await call('POST', `/smartlock/${FRONT_DOOR}/auth/${own}`, { body: { enabled: 'no' } })).status,
      ).toBe(400);
    });

    it('deletes an authorization (204), then answers 404 for it', async () => {
      const id = account(OFFICE).auths.find((auth) => auth.smartlockId === STREET_GATE)?.id as string;

      const first = await call('DELETE', `/smartlock/${STREET_GATE}/auth/${id}`);
      const second = await call('DELETE', `/smartlock/${STREET_GATE}/auth/${id}`);

      expect(first.status).toBe(204);
      expect(account(OFFICE).auths.some((auth) => auth.id === id)).toBe(false);
      expect(second.status).toBe(404);
    });
  });

  describe('webhooks', () => {
    it('subscribes on the notification API and lists the subscription with its secret', async () => {
      const before = await get<unknown[]>('/api/notification');
      const answer = await call('PUT', '/api/notification', {
        body: {
          notificationType: 'webhook',
          pushId: WEBHOOK_URL,
          webhookFeatures: ['DEVICE_STATUS', 'DEVICE_LOGS'],
        },
      });
      const after = await get<unknown[]>('/api/notification');

      expect(before).toEqual([]);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id: expect.stringMatching(OBJECT_ID),
        notificationType: 'webhook',
        pushId: WEBHOOK_URL,
        webhookFeatures: ['DEVICE_STATUS', 'DEVICE_LOGS'],
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
        creationDate: expect.any(String),
      });
      expect(after).toEqual([answer.body]);
      expect(sandbox.subscriptions('notification', OFFICE)).toEqual([answer.body]);
    });

    it('keeps the referenceId a notification subscription is sent with', async () => {
      const answer = await call('PUT', '/api/notification', {
        body: {
          notificationType: 'webhook',
          pushId: WEBHOOK_URL,
          webhookFeatures: ['DEVICE_STATUS'],
          referenceId: 'ref-1',
        },
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ referenceId: 'ref-1' });
      expect(sandbox.subscriptions('notification', OFFICE)).toEqual([answer.body]);
    });

    it('refuses a notification subscription with a wrong type, URL, features or referenceId with 400', async () => {
      for (const body of [
        { notificationType: 'push', pushId: WEBHOOK_URL, webhookFeatures: ['DEVICE_STATUS'] },
        {
          notificationType: 'webhook',
          pushId: WEBHOOK_URL,
          webhookFeatures: ['DEVICE_STATUS'],
          referenceId: 7,
        },
        { notificationType: 'webhook', webhookFeatures: ['DEVICE_STATUS'] },
        { notificationType: 'webhook', pushId: 'not a url', webhookFeatures: ['DEVICE_STATUS'] },
        { notificationType: 'webhook', pushId: WEBHOOK_URL, webhookFeatures: [] },
        { notificationType: 'webhook', pushId: WEBHOOK_URL, webhookFeatures: ['DOOR_BELL'] },
      ]) {
        const answer = await call('PUT', '/api/notification', { body });

        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      }
      expect(sandbox.subscriptions('notification', OFFICE)).toEqual([]);
    });

    it('unsubscribes from the notification API (204), then answers 404', async () => {
      const created = (
        await call('PUT', '/api/notification', {
          body: { notificationType: 'webhook', pushId: WEBHOOK_URL, webhookFeatures: ['ACCOUNT_USER'] },
        })
      ).body as { id: string };

      expect((await call('DELETE', `/api/notification/${created.id}`)).status).toBe(204);
      expect(await get('/api/notification')).toEqual([]);
      expect((await call('DELETE', `/api/notification/${created.id}`)).status).toBe(404);
    });

    it('subscribes on the decentral API with an integer id unique over all accounts', async () => {
      const answer = await call('PUT', '/api/decentralWebhook', {
        body: { webhookUrl: WEBHOOK_URL, webhookFeatures: ['DEVICE_CONFIG', 'DEVICE_AUTHS'] },
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id: 2,
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
        webhookUrl: WEBHOOK_URL,
        webhookFeatures: ['DEVICE_CONFIG', 'DEVICE_AUTHS'],
      });
      expect(await get('/api/decentralWebhook')).toEqual([answer.body]);
      expect(sandbox.subscriptions('decentral').map((webhook) => webhook.id)).toEqual([2, 1]);
    });

    it("refuses an invalid decentral subscription (400) and cannot delete another account's (404)", async () => {
      const invalid = await call('PUT', '/api/decentralWebhook', {
        body: { webhookUrl: WEBHOOK_URL, webhookFeatures: ['DEVICE_STATUS', 'DEVICE_STATUS'] },
      });
      const foreign = await call('DELETE', '/api/decentralWebhook/1');
      const own = await call('DELETE', '/api/decentralWebhook/1', { token: sandbox.apiToken(DEPOT) });

      expect(invalid.status).toBe(400);
      expect(foreign.status).toBe(404);
      expect(own.status).toBe(204);
      expect(sandbox.subscriptions('decentral')).toEqual([]);
    });

    it('shows each account only its own subscriptions', async () => {
      const depot = sandbox.apiToken(DEPOT);

      expect(await get('/api/notification', depot)).toEqual(account(DEPOT).notifications);
      expect(await get('/api/decentralWebhook', depot)).toEqual(account(DEPOT).decentralWebhooks);
      expect(account(DEPOT).notifications).toHaveLength(1);
      expect(await get('/api/decentralWebhook')).toEqual([]);
    });
  });

  describe('account users', () => {
    it('lists the users in the AccountUser shape, filtered by email in any case and paged by offset and limit', async () => {
      const all = await get<Record<string, unknown>[]>('/account/user');
      const anna = await get<unknown[]>('/account/user?email=ANNA@office.lock.example');
      const page = await get<{ accountUserId: number }[]>('/account/user?offset=1&limit=1');

      expect(all).toEqual(account(OFFICE).users);
      expect(all.map((user) => user.accountUserId)).toEqual([5101, 5102, 5103]);
      for (const user of all) {
        expect(user).toEqual({
          accountUserId: expect.any(Number),
          accountId: OFFICE,
          type: 0,
          email: expect.stringMatching(/@office\.lock\.example$/),
          name: expect.any(String),
          language: expect.stringMatching(/^(nl|en)$/),
          creationDate: expect.any(String),
          updateDate: expect.any(String),
        });
      }
      expect(anna).toEqual([all[0]]);
      expect(page.map((user) => user.accountUserId)).toEqual([5102]);
      expectError(await call('GET', '/account/user?offset=-1'), 400, 'offset must not be negative');
      expectError(await call('GET', '/account/user?limit=0'), 400, 'limit must be a positive integer');
    });

    it('creates a user with an id unique over all accounts and the language of the account by default', async () => {
      const answer = await call('PUT', '/account/user', {
        body: { email: 'dirk@office.lock.example', name: 'Dirk Visser' },
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        accountUserId: 5303,
        accountId: OFFICE,
        type: 0,
        email: 'dirk@office.lock.example',
        name: 'Dirk Visser',
        language: 'nl',
        creationDate: expect.any(String),
        updateDate: expect.any(String),
      });
      expect(account(OFFICE).users.at(-1)).toEqual(answer.body);
    });

    it('refuses an invalid user with 400, an email the account already has with 409, and adds nothing', async () => {
      const before = account(OFFICE).users.length;
      for (const [body, message] of [
        [{ name: 'No Mail' }, 'email is required'],
        [{ email: 'x@office.lock.example' }, 'name is required'],
        [{ email: 'not an address', name: 'X' }, 'email must be an email address'],
        [
          { email: 'x@office.lock.example', name: 'X', language: 'pt' },
          'language must be one of en, de, es, fr, it, nl, cs, sk',
        ],
        [
          { email: 'x@office.lock.example', name: 'X', type: 1 },
          'type may only be given by a caretaker account',
        ],
      ] as const) {
        expectError(await call('PUT', '/account/user', { body }), 400, message);
      }
      expectError(
        await call('PUT', '/account/user', { body: { email: 'BRAM@office.lock.example', name: 'B' } }),
        409,
      );
      expect(account(OFFICE).users).toHaveLength(before);
    });

    it('answers one user, 403 for a user of another account and 404 for an unknown one', async () => {
      expect(await get('/account/user/5102')).toEqual(account(OFFICE).users[1]);
      expectError(await call('GET', '/account/user/5201'), 403, 'Forbidden');
      expectError(await call('GET', '/account/user/5999'), 404, 'Account user not found');
      expectError(await call('GET', '/account/user/anna'), 404);
    });

    it('merges an update and answers the user; refuses a taken email with 409', async () => {
      const answer = await call('POST', '/account/user/5103', {
        body: { name: 'Claire de Wit', language: 'nl' },
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        accountUserId: 5103,
        name: 'Claire de Wit',
        language: 'nl',
        email: 'claire@office.lock.example',
      });
      expect(account(OFFICE).users[2]).toEqual(answer.body);
      expectError(
        await call('POST', '/account/user/5103', { body: { email: 'anna@office.lock.example' } }),
        409,
      );
      expectError(await call('POST', '/account/user/5103', { body: { name: '' } }), 400);
    });

    it('deletes a user with its authorizations (204), keeps its log entries, then answers 404', async () => {
      const logsBefore = account(OFFICE).logs.length;
      const first = await call('DELETE', '/account/user/5102');
      const second = await call('DELETE', '/account/user/5102');

      expect(first.status).toBe(204);
      expect(account(OFFICE).users.map((user) => user.accountUserId)).toEqual([5101, 5103]);
      expect(account(OFFICE).auths.some((auth) => auth.accountUserId === 5102)).toBe(false);
      expect(account(OFFICE).logs).toHaveLength(logsBefore);
      expectError(second, 404);
    });
  });

  describe('smartlock settings', () => {
    const config = {
      name: 'Front Door',
      latitude: 52.38,
      longitude: 4.9,
      singleLock: false,
      advertisingMode: 2,
      timezoneId: 37,
      timezoneOffset: 60,
    };

    it('merges a config with every required field, ignores read-only fields, and a later GET shows it', async () => {
      const answer = await call('POST', `/smartlock/${FRONT_DOOR}/config`, {
        body: { ...config, ledEnabled: false, fobPaired: false, capabilities: 2 },
      });
      const after = await get<{ config: Record<string, unknown>; updateDate: string }>(
        `/smartlock/${FRONT_DOOR}`,
      );

      expect(answer.status).toBe(204);
      expect(after.config).toMatchObject({
        ...config,
        ledEnabled: false,
        fobPaired: true,
        buttonEnabled: true,
      });
      expect(after.config).not.toHaveProperty('capabilities');
      expect(after.updateDate).not.toBe(createLockSeedData().accounts[0].smartlocks[0].updateDate);
    });

    it('refuses a config without a required field or with a value out of range (400) and changes nothing', async () => {
      const before = structuredClone(lock(FRONT_DOOR));
      for (const [body, message] of [
        [{ ...config, timezoneId: undefined }, 'timezoneId is required'],
        [{ ...config, timezoneId: 46 }, 'timezoneId must be an integer from 0 to 45'],
        [{ ...config, latitude: 91 }, 'latitude must be a number from -90 to 90'],
        [{ ...config, advertisingMode: '1' }, 'advertisingMode must be an integer from 0 to 3'],
        [{ ...config, name: 'x'.repeat(33) }, 'name must be a non-empty string of at most 32 characters'],
        [{ ...config, ledEnabled: 'off' }, 'ledEnabled must be a boolean'],
      ] as const) {
        expectError(await call('POST', `/smartlock/${FRONT_DOOR}/config`, { body }), 400, message);
      }
      expect(lock(FRONT_DOOR)).toEqual(before);
    });

    it('takes the advanced config of its own device type only', async () => {
      const advanced = {
        batteryType: 2,
        lockedPositionOffsetDegrees: 5,
        singleLockedPositionOffsetDegrees: 0,
        unlockedPositionOffsetDegrees: -5,
        autoLock: true,
        autoLockTimeout: 90,
        totalDegrees: 1,
      };
      const lockAnswer = await call('POST', `/smartlock/${BACK_ENTRANCE}/advanced/config`, {
        body: advanced,
      });
      const doorAnswer = await call('POST', `/smartlock/${HOME_DOOR}/advanced/smartdoorconfig`, {
        token: sandbox.apiToken(HOME),
        body: { autoLock: false, batteryType: 255, buzzerVolume: 0 },
      });

      expect([lockAnswer.status, doorAnswer.status]).toEqual([204, 204]);
      expect(lock(BACK_ENTRANCE).advancedConfig).toMatchObject({ ...advanced, totalDegrees: 915 });
      expect(lock(HOME_DOOR).smartdoorAdvancedConfig).toMatchObject({
        autoLock: false,
        batteryType: 255,
        buzzerVolume: 0,
      });
      expectError(await call('POST', `/smartlock/${STREET_GATE}/advanced/config`, { body: advanced }), 400);
      expectError(
        await call('POST', `/smartlock/${FRONT_DOOR}/advanced/openerconfig`, { body: {} }),
        400,
        'The opener config is for openers only',
      );
      expectError(
        await call('POST', `/smartlock/${STREET_GATE}/advanced/smartdoorconfig`, {
          body: { autoLock: true, batteryType: 1 },
        }),
        400,
        'The smart door config is for smart doors only',
      );
      expectError(
        await call('POST', `/smartlock/${BACK_ENTRANCE}/advanced/config`, {
          body: { ...advanced, lngTimeout: 25 },
        }),
        400,
        'lngTimeout must be one of 5, 10, 15, 20, 30, 45, 60',
      );
    });

    it("takes an opener's advanced config with every required field; the intercom stays", async () => {
      const opener = {
        ...lock(STREET_GATE).openerAdvancedConfig,
        rtoTimeout: 45,
        soundLevel: 100,
        intercomId: 1,
      };
      const answer = await call('POST', `/smartlock/${STREET_GATE}/advanced/openerconfig`, { body: opener });
      const missing = await call('POST', `/smartlock/${STREET_GATE}/advanced/openerconfig`, {
        body: { ...opener, soundRto: undefined },
      });

      expect(answer.status).toBe(204);
      expect(lock(STREET_GATE).openerAdvancedConfig).toMatchObject({
        rtoTimeout: 45,
        soundLevel: 100,
        intercomId: 31011,
      });
      expectError(missing, 400, 'soundRto is required');
    });

    it('merges a web config (null keeps a value), also of several smartlocks at once', async () => {
      const one = await call('POST', `/smartlock/${FRONT_DOOR}/web/config`, {
        body: { batteryWarningPerMailEnabled: false, dismissedLiftUpHandleWarning: null },
      });
      const bulk = await call('POST', '/bulk-web-config', {
        body: {
          webConfigRequests: [
            { smartlockId: FRONT_DOOR, webConfig: { dismissedLiftUpHandleWarning: [OFFICE, 1234] } },
            { smartlockId: STREET_GATE, webConfig: { batteryWarningPerMailEnabled: false } },
          ],
        },
      });

      expect([one.status, bulk.status]).toEqual([204, 204]);
      expect(lock(FRONT_DOOR).webConfig).toEqual({
        batteryWarningPerMailEnabled: false,
        dismissedLiftUpHandleWarning: [OFFICE, 1234],
      });
      expect(lock(STREET_GATE).webConfig).toEqual({
        batteryWarningPerMailEnabled: false,
        dismissedLiftUpHandleWarning: [],
      });
    });

    it('changes no web config of a bulk request with one invalid entry', async () => {
      const before = structuredClone(sandbox.data.accounts);
      const entry = { smartlockId: FRONT_DOOR, webConfig: { batteryWarningPerMailEnabled: false } };
      const foreign = { smartlockId: LOADING_BAY, webConfig: {} };

      expectError(
        await call('POST', '/bulk-web-config', { body: { webConfigRequests: [entry, foreign] } }),
        403,
      );
      expectError(
        await call('POST', '/bulk-web-config', { body: { webConfigRequests: [entry, { webConfig: {} }] } }),
        400,
      );
      expectError(
        await call('POST', '/bulk-web-config', {
          body: {
            webConfigRequests: [
              entry,
              { smartlockId: BACK_ENTRANCE, webConfig: { dismissedLiftUpHandleWarning: ['x'] } },
            ],
          },
        }),
        400,
      );
      expectError(await call('POST', '/bulk-web-config', { body: { webConfigRequests: [] } }), 400);
      expect(sandbox.data.accounts).toEqual(before);
    });

    it('sets the admin PIN (0 to 9999), which makes the admin PIN state ok', async () => {
      expect(lock(STREET_GATE).adminPinState).toBe(1);

      expectError(
        await call('POST', `/smartlock/${STREET_GATE}/admin/pin`, { body: { adminPin: 10000 } }),
        400,
      );
      expectError(
        await call('POST', `/smartlock/${STREET_GATE}/admin/pin`, { body: {} }),
        400,
        'adminPin is required',
      );
      expect(lock(STREET_GATE).adminPinState).toBe(1);
      expect(
        (await call('POST', `/smartlock/${STREET_GATE}/admin/pin`, { body: { adminPin: 0 } })).status,
      ).toBe(204);
      expect(lock(STREET_GATE).adminPinState).toBe(0);
    });

    it('deletes a smartlock with its authorizations and log entries (204), then answers 404 for it', async () => {
      const first = await call('DELETE', `/smartlock/${BACK_ENTRANCE}`);
      const second = await call('GET', `/smartlock/${BACK_ENTRANCE}`);

      expect(first.status).toBe(204);
      expect(account(OFFICE).smartlocks.map((l) => l.smartlockId)).toEqual([FRONT_DOOR, STREET_GATE]);
      expect(account(OFFICE).auths.some((auth) => auth.smartlockId === BACK_ENTRANCE)).toBe(false);
      expect(account(OFFICE).logs.some((log) => log.smartlockId === BACK_ENTRANCE)).toBe(false);
      expectError(second, 404, 'Smartlock not found');
    });
  });

  describe('actions of the lock and unlock routes and of the advanced API', () => {
    it('locks and unlocks (204), recorded like actions', async () => {
      const unlocked = await call('POST', `/smartlock/${FRONT_DOOR}/action/unlock`);
      expect(lock(FRONT_DOOR).state).toMatchObject({ state: 3, lastAction: 1 });
      const locked = await call('POST', `/smartlock/${FRONT_DOOR}/action/lock`);

      expect([unlocked.status, locked.status]).toEqual([204, 204]);
      expect(lock(FRONT_DOOR).state).toMatchObject({ state: 1, lastAction: 2 });
      expect(sandbox.actions).toEqual([
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 1 },
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 2 },
      ]);
    });

    it('answers an action of the advanced API with a request id (200), recorded with it', async () => {
      const advanced = await call('POST', `/smartlock/${BACK_ENTRANCE}/action/advanced`, {
        body: { action: 3, option: 2 },
      });
      const unlock = await call('POST', `/smartlock/${FRONT_DOOR}/action/unlock/advanced`);
      const lockAnswer = await call('POST', `/smartlock/${FRONT_DOOR}/action/lock/advanced`);
      const ids = [advanced, unlock, lockAnswer].map(
        (answer) => (answer.body as { requestId: string }).requestId,
      );

      expect([advanced.status, unlock.status, lockAnswer.status]).toEqual([200, 200, 200]);
      expect(new Set(ids).size).toBe(3);
      ids.forEach((id) =>
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      );
      expect(sandbox.actions).toEqual([
        { accountId: OFFICE, smartlockId: BACK_ENTRANCE, action: 3, option: 2, requestId: ids[0] },
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 1, requestId: ids[1] },
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 2, requestId: ids[2] },
      ]);
      expect(lock(BACK_ENTRANCE).state).toMatchObject({ state: 5, lastAction: 3 });
    });

    it('refuses an invalid action of the advanced API with 400 and records nothing', async () => {
      expectError(
        await call('POST', `/smartlock/${FRONT_DOOR}/action/advanced`, { body: { action: 9 } }),
        400,
      );
      expectError(
        await call('POST', `/smartlock/${STREET_GATE}/action/advanced`, { body: { action: 4 } }),
        400,
      );
      expect(sandbox.actions).toEqual([]);
    });

    it("runs an opener's ring to open for its rtoTimeout and ends it on deactivation", async () => {
      const before = Date.now();
      await call('POST', `/smartlock/${STREET_GATE}/action/unlock`);
      const active = structuredClone(lock(STREET_GATE).state);
      await call('POST', `/smartlock/${STREET_GATE}/action/lock`);

      expect(active).toMatchObject({ state: 3, ringToOpenTimer: 20 * 60 });
      expect(Date.parse(active.ringToOpenEnd as string) - before).toBeGreaterThanOrEqual(20 * 60_000);
      expect(lock(STREET_GATE).state).toMatchObject({ state: 1, ringToOpenTimer: 0 });
      expect(lock(STREET_GATE).state).not.toHaveProperty('ringToOpenEnd');
    });
  });

  describe('authorizations in bulk and of the advanced API', () => {
    const claire = { name: 'Claire Bakker', accountUserId: 5103, remoteAllowed: true };

    it('answers one authorization, 404 for one of another smartlock', async () => {
      const [first, second] = account(OFFICE).auths;

      expect(await get(`/smartlock/${FRONT_DOOR}/auth/${first.id}`)).toEqual(first);
      expect(await get(`/smartlock/${FRONT_DOOR}/auth/${second.id}`)).toEqual(second);
      expectError(
        await call('GET', `/smartlock/${BACK_ENTRANCE}/auth/${first.id}`),
        404,
        'Smartlock authorization not found',
      );
    });

    it('creates the same authorization on several smartlocks, each with its next authId', async () => {
      const answer = await call('PUT', '/smartlock/auth', {
        body: { ...claire, smartlockIds: [FRONT_DOOR, STREET_GATE] },
      });
      const created = account(OFFICE).auths.filter((auth) => auth.accountUserId === 5103);

      expect(answer.status).toBe(204);
      expect(created).toEqual([
        expect.objectContaining({
          smartlockId: FRONT_DOOR,
          authId: 3,
          type: 0,
          ...claire,
          id: expect.stringMatching(OBJECT_ID),
        }),
        expect.objectContaining({ smartlockId: STREET_GATE, authId: 3, type: 0, ...claire }),
      ]);
    });

    it('refuses an invalid bulk creation (400, 403, 409) and adds none', async () => {
      const before = account(OFFICE).auths.length;
      for (const [body, status] of [
        [{ ...claire, smartlockIds: [] }, 400],
        [{ ...claire, smartlockIds: [FRONT_DOOR, FRONT_DOOR] }, 400],
        [{ ...claire, remoteAllowed: undefined, smartlockIds: [FRONT_DOOR] }, 400],
        [{ ...claire, accountUserId: undefined, smartlockIds: [FRONT_DOOR] }, 400],
        [{ ...claire, smartlockIds: [FRONT_DOOR, LOADING_BAY] }, 403],
        [
          {
            name: 'Code',
            type: 13,
            code: 241357,
            remoteAllowed: false,
            smartlockIds: [BACK_ENTRANCE, FRONT_DOOR],
          },
          409,
        ],
      ] as const) {
        expectError(await call('PUT', '/smartlock/auth', { body }), status);
      }
      expect(account(OFFICE).auths).toHaveLength(before);
    });

    it('updates several authorizations by id, each with its name, all checked first', async () => {
      const [app, code] = account(OFFICE).auths;
      const answer = await call('POST', '/smartlock/auth', {
        body: [
          { id: app.id, name: app.name, remoteAllowed: false },
          { id: code.id, name: 'Cleaners', allowedWeekDays: 31 },
        ],
      });

      expect(answer.status).toBe(204);
      expect(account(OFFICE).auths[0]).toMatchObject({ remoteAllowed: false, name: 'Anna de Vries' });
      expect(account(OFFICE).auths[1]).toMatchObject({ name: 'Cleaners', allowedWeekDays: 31, code: 241357 });

      const before = structuredClone(account(OFFICE).auths);
      expectError(
        await call('POST', '/smartlock/auth', { body: [{ id: app.id, name: 'X' }, { id: code.id }] }),
        400,
      );
      expectError(
        await call('POST', '/smartlock/auth', {
          body: [
            { id: app.id, name: 'X' },
            { id: 'f'.repeat(24), name: 'Y' },
          ],
        }),
        404,
      );
      expectError(
        await call('POST', '/smartlock/auth', { body: [{ id: code.id, name: 'Y', code: 12345 }] }),
        400,
      );
      expectError(await call('POST', '/smartlock/auth', { body: [] }), 400);
      expect(account(OFFICE).auths).toEqual(before);
    });

    it('deletes several authorizations by id, none when one is unknown', async () => {
      const [first, second] = account(OFFICE).auths;
      const unknown = await call('DELETE', '/smartlock/auth', { body: [first.id, 'f'.repeat(24)] });
      expect(account(OFFICE).auths[0]).toBe(first);
      const deleted = await call('DELETE', '/smartlock/auth', { body: [first.id, second.id] });

      expectError(unknown, 404);
      expect(deleted.status).toBe(204);
      expect(account(OFFICE).auths.some((auth) => auth.id === first.id || auth.id === second.id)).toBe(false);
    });

    it('creates an app authorization with a shared key and answers it in a list', async () => {
      const answer = await call('POST', `/smartlock/${STREET_GATE}/auth/advanced/sharedkey`, {
        body: { name: 'Intercom app', accountUserId: 5103 },
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([account(OFFICE).auths.at(-1)]);
      expect(answer.body).toEqual([
        expect.objectContaining({
          smartlockId: STREET_GATE,
          type: 0,
          name: 'Intercom app',
          remoteAllowed: false,
          authId: 3,
        }),
      ]);
      expectError(await call('POST', `/smartlock/${STREET_GATE}/auth/advanced/sharedkey`, { body: {} }), 400);
    });

    it('creates app authorizations through the advanced API and answers a request id', async () => {
      const answer = await call('PUT', '/smartlock/auth/advanced', {
        body: { ...claire, smartlockIds: [FRONT_DOOR] },
      });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(account(OFFICE).auths.at(-1)).toMatchObject({ ...claire, smartlockId: FRONT_DOOR, type: 0 });
      expectError(
        await call('PUT', '/smartlock/auth/advanced', {
          body: { ...claire, accountUserId: undefined, smartlockIds: [FRONT_DOOR] },
        }),
        400,
        'accountUserId is required',
      );
    });
  });

  describe("the vendor's notification API (/notification)", () => {
    const webhook = {
      pushId: 'https://app.lock.example/hooks/notification',
      os: 2,
      settings: [{ smartlockId: FRONT_DOOR, triggerEvents: ['lock', 'unlock'] }],
    };

    it('lists the notifications in the Notification shape, filtered by referenceId', async () => {
      const all = await get<Record<string, unknown>[]>('/notification');
      const crm = await get<unknown[]>('/notification?referenceId=crm-4411');

      expect(all).toEqual(account(OFFICE).notificationConfigs);
      expect(all.map(({ os, status }) => ({ os, status }))).toEqual([
        { os: 1, status: 1 },
        { os: 2, status: 1 },
      ]);
      expect(all[0]).not.toHaveProperty('secret');
      expect(all[1]).toMatchObject({
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
        settings: [{ triggerEvents: expect.arrayContaining(['ring']) }],
      });
      expect(crm).toEqual([all[1]]);
    });

    it('creates a webhook with a signing secret, and a push notification without one, in state 0 (init)', async () => {
      const hook = await call('PUT', '/notification', {
        body: { ...webhook, referenceId: 'erp-17', secret: 'mine', status: 1 },
      });
      const push = await call('PUT', '/notification', {
        body: {
          pushId: 'f'.repeat(64),
          os: 1,
          language: 'de',
          settings: [{ triggerEvents: ['doorsensor'] }],
        },
      });

      expect(hook.status).toBe(200);
      expect(hook.body).toEqual({
        notificationId: expect.stringMatching(OBJECT_ID),
        referenceId: 'erp-17',
        ...webhook,
        language: 'en',
        status: 0,
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      expect(push.body).toEqual({
        notificationId: expect.stringMatching(OBJECT_ID),
        pushId: 'f'.repeat(64),
        os: 1,
        language: 'de',
        settings: [{ triggerEvents: ['doorsensor'] }],
        status: 0,
      });
      expect(account(OFFICE).notificationConfigs.slice(-2)).toEqual([hook.body, push.body]);
      expect(account(OFFICE).notifications).toEqual([]);
    });

    it('refuses an invalid notification with 400 (403 for a foreign smartlock) and adds nothing', async () => {
      const before = account(OFFICE).notificationConfigs.length;
      for (const [body, status] of [
        [{ ...webhook, settings: undefined }, 400],
        [{ ...webhook, settings: [] }, 400],
        [{ ...webhook, os: 3 }, 400],
        [{ ...webhook, pushId: 'not a url' }, 400],
        [{ ...webhook, language: 'pt' }, 400],
        [{ ...webhook, settings: [{ triggerEvents: ['knock'] }] }, 400],
        [{ ...webhook, settings: [{ triggerEvents: ['lock'], authIds: ['f'.repeat(24)] }] }, 400],
        [{ ...webhook, settings: [{ smartlockId: LOADING_BAY, triggerEvents: ['lock'] }] }, 403],
      ] as const) {
        expectError(await call('PUT', '/notification', { body }), status);
      }
      expect(account(OFFICE).notificationConfigs).toHaveLength(before);
    });

    it('answers one notification, 403 for one of another account and 404 for an unknown one', async () => {
      const [own] = account(OFFICE).notificationConfigs;
      const [depot] = account(DEPOT).notificationConfigs;

      expect(await get(`/notification/${own.notificationId}`)).toEqual(own);
      expectError(await call('GET', `/notification/${depot.notificationId}`), 403, 'Forbidden');
      expectError(await call('GET', `/notification/${'f'.repeat(24)}`), 404, 'Notification not found');
    });

    it('merges an update and answers it; a push notification that becomes a webhook gets a secret', async () => {
      const push = structuredClone(account(OFFICE).notificationConfigs[0]);
      const answer = await call('POST', `/notification/${push.notificationId}`, { body: webhook });

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        ...push,
        ...webhook,
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      const back = await call('POST', `/notification/${push.notificationId}`, {
        body: { ...webhook, os: 0, pushId: 'token' },
      });
      expect(back.body).not.toHaveProperty('secret');
    });

    it('deletes a notification (204), then answers 404; the subscriptions of /api/notification stay', async () => {
      const [office] = account(OFFICE).notificationConfigs;
      const depotToken = sandbox.apiToken(DEPOT);
      const [own] = account(DEPOT).notificationConfigs;

      expectError(await call('DELETE', `/notification/${office.notificationId}`, { token: depotToken }), 403);
      expect(
        (await call('DELETE', `/notification/${own.notificationId}`, { token: depotToken })).status,
      ).toBe(204);
      expectError(await call('DELETE', `/notification/${own.notificationId}`, { token: depotToken }), 404);
      expect(account(DEPOT).notificationConfigs).toEqual([]);
      expect(account(DEPOT).notifications).toHaveLength(1);
    });
  });

  describe("the opener's intercom catalogue", () => {
    it('answers the brands and a brand without a token, 404 for an unknown brand', async () => {
      const brands = await call('GET', '/opener/brand', { token: null });
      const siedle = await call('GET', '/opener/brand/3', { token: null });

      expect(brands.status).toBe(200);
      expect(brands.body).toEqual(
        expect.arrayContaining([
          { brandId: 3, brand: 'Siedle' },
          { brandId: 12, brand: 'TCS' },
        ]),
      );
      expect(siedle.body).toEqual({ brandId: 3, brand: 'Siedle' });
      expectError(await call('GET', '/opener/brand/99'), 404, 'Intercom brand not found');
    });

    it('lists the verified models of a brand, all of them with ignoreVerified, the recently changed ones of all brands', async () => {
      const ids = async (query: string) =>
        (await get<{ intercomId: number }[]>(`/opener/intercom?${query}`)).map((model) => model.intercomId);

      expect(await ids('brandId=12')).toEqual([121001]);
      expect(await ids('brandId=12&ignoreVerified=true')).toEqual([121001, 121014]);
      expect(await ids('recentlyChanged=true&ignoreVerified=true')).toEqual([121014, 181002]);
      expect(await ids('brandId=99')).toEqual([]);
      expectError(
        await call('GET', '/opener/intercom'),
        400,
        'brandId is required unless recentlyChanged is true',
      );
      expectError(await call('GET', '/opener/intercom?brandId=12&ignoreVerified=yes'), 400);
    });

    it("answers one model with its wiring: the seeded opener's intercom, 404 for an unknown one", async () => {
      const intercomId = lock(STREET_GATE).openerAdvancedConfig?.intercomId;
      const model = await get<Record<string, unknown>>(`/opener/intercom/${intercomId}`);

      expect(model).toMatchObject({
        intercomId,
        brandId: 3,
        model: 'HTS 811-0',
        verified: 1,
        conOpendoor: '9',
      });
      expectError(await call('GET', '/opener/intercom/1'), 404, 'Intercom not found');
    });
  });

  describe('webhook logs of the API key', () => {
    it('lists the deliveries of the account key newest first in the WebhookLog shape', async () => {
      const { apiKeyId, webhookLogs } = account(DEPOT);
      const body = await get<Record<string, unknown>[]>(
        `/api/key/${apiKeyId}/webhook/logs`,
        sandbox.apiToken(DEPOT),
      );

      expect(body).toEqual(webhookLogs);
      expect(body.map((log) => log.created)).toEqual(
        [...body.map((log) => log.created as string)].sort().reverse(),
      );
      for (const log of body) {
        expect(log).toEqual(
          expect.objectContaining({
            id: expect.stringMatching(OBJECT_ID),
            accountId: DEPOT,
            apiKeyId,
            succeeded: true,
            responseStatus: 200,
            request: expect.objectContaining({ path: account(DEPOT).decentralWebhooks[0].webhookUrl }),
          }),
        );
      }
      expect(body.filter((log) => log.requestId !== undefined)).toHaveLength(1);
    });

    it('signs each delivery with the secret of its webhook', async () => {
      const [log] = account(DEPOT).webhookLogs;
      const signature = createHmac('sha256', account(DEPOT).decentralWebhooks[0].secret)
        .update(JSON.stringify(log.request.body))
        .digest('hex');

      expect(log.request.headers['x-lock-signature-sha256']).toBe(signature);
    });

    it('pages with limit and id, answers 403 for the key of another account and 404 for an unknown key', async () => {
      const { apiKeyId, webhookLogs } = account(OFFICE);

      expect(await get(`/api/key/${apiKeyId}/webhook/logs?limit=1`)).toEqual(webhookLogs.slice(0, 1));
      expect(await get(`/api/key/${apiKeyId}/webhook/logs?id=${webhookLogs[0].id}`)).toEqual(
        webhookLogs.slice(1),
      );
      expect(await get(`/api/key/${apiKeyId}/webhook/logs?id=${'0'.repeat(24)}`)).toEqual([]);
      expect(account(OFFICE).webhookLogs.map((log) => log.succeeded)).toContain(false);
      expectError(await call('GET', `/api/key/${apiKeyId}/webhook/logs?limit=0`), 400);
      expectError(await call('GET', `/api/key/${account(DEPOT).apiKeyId}/webhook/logs`), 403, 'Forbidden');
      expectError(await call('GET', '/api/key/1/webhook/logs'), 404, 'API key not found');
    });
  });

  describe('OAuth', () => {
    it('redirects the consent request to the redirect URI with a code and the state', async () => {
      const response = await authorize({ scope: 'account smartlock', state: 'xyz/1+2' });
      const location = new URL(response.headers.get('location') as string);

      expect(response.status).toBe(302);
      expect(`${location.origin}${location.pathname}`).toBe(sandbox.redirectUri);
      expect(location.searchParams.get('code')).toBe(sandbox.authorizationCodes.at(-1));
      expect(location.searchParams.get('state')).toBe('xyz/1+2');
    });

    it('leaves the state out when none was given, and the code grants the signed-in account', async () => {
      sandbox.signInAs(DEPOT);
      const response = await authorize({});
      const location = new URL(response.headers.get('location') as string);
      const code = location.searchParams.get('code') as string;
      const token = (await (await postToken(exchangeForm(code))).json()) as TokenAnswer;

      expect(location.searchParams.has('state')).toBe(false);
      expect(await get('/account', token.access_token)).toMatchObject({ accountId: DEPOT });
      expect(sandbox.accountIdOf(token.access_token)).toBe(DEPOT);
    });

    it('refuses a consent request with a wrong client, redirect URI, response type or scope with 400', async () => {
      for (const [params, error] of [
        [{ client_id: 'someone-else' }, 'invalid_request'],
        [{ redirect_uri: 'http://127.0.0.1/elsewhere' }, 'invalid_request'],
        [{ response_type: 'token' }, 'invalid_request'],
        [{ scope: 'account everything' }, 'invalid_scope'],
      ] as const) {
        const response = await authorize(params);

        expect({ params, status: response.status, body: await response.json() }).toEqual({
          params,
          status: 400,
          body: { error, error_description: expect.any(String) },
        });
      }
      expect(sandbox.authorizationCodes).toEqual([]);
    });

    it('exchanges a code for a bearer token with expiry, refresh token and scope', async () => {
      const code = sandbox.issueAuthorizationCode(OFFICE, 'account smartlock.log');
      const response = await postToken(exchangeForm(code));
      const body = (await response.json()) as TokenAnswer;

      expect(response.status).toBe(200);
      expect(body).toEqual({
        access_token: sandbox.currentToken(),
        token_type: 'bearer',
        expires_in: 3600,
        refresh_token: sandbox.issuedRefreshTokens.at(-1),
        scope: 'account smartlock.log',
      });
      expect(await get('/account', body.access_token)).toMatchObject({ accountId: OFFICE });
    });

    it('accepts a code only once', async () => {
      const code = sandbox.issueAuthorizationCode();
      await postToken(exchangeForm(code));

      const second = await postToken(exchangeForm(code));

      expect(second.status).toBe(400);
      expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
      expect(sandbox.issuedTokens).toHaveLength(1);
    });

    it('refuses a wrong client secret or client id with 401 invalid_client, leaving the code usable', async () => {
      const code = sandbox.issueAuthorizationCode();

      const wrongSecret = await postToken(exchangeForm(code, { client_secret: 'wrong' }));
      const wrongId = await postToken(exchangeForm(code, { client_id: 'wrong' }));
      const right = await postToken(exchangeForm(code));

      expect(wrongSecret.status).toBe(401);
      expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
      expect(wrongId.status).toBe(401);
      expect(right.status).toBe(200);
    });

    it('refuses a different redirect_uri with invalid_grant, and the code is used up', async () => {
      const code = sandbox.issueAuthorizationCode();

      const wrong = await postToken(exchangeForm(code, { redirect_uri: 'http://127.0.0.1/other' }));
      const retry = await postToken(exchangeForm(code));

      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
      expect(retry.status).toBe(400);
    });

    it('refuses an expired or unknown code', async () => {
      const code = sandbox.issueAuthorizationCode();
      sandbox.expireAuthorizationCodes();

      const expired = await postToken(exchangeForm(code));
      const unknown = await postToken(exchangeForm('made-up'));

      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });
      expect(unknown.status).toBe(400);
    });

    it('rotates refresh tokens: the new pair works, the used refresh token does not', async () => {
      const first = await signInWithOAuth();

      const refreshed = await postToken(refreshForm(first.refresh_token));
      const second = (await refreshed.json()) as TokenAnswer;
      const reused = await postToken(refreshForm(first.refresh_token));

      expect(refreshed.status).toBe(200);
      expect(second.access_token).not.toBe(first.access_token);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.scope).toBe(first.scope);
      expect(await get('/account', second.access_token)).toMatchObject({ accountId: OFFICE });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
      expect((await postToken(refreshForm(second.refresh_token))).status).toBe(200);
      expect(sandbox.refreshRequests()).toHaveLength(3);
      expect(sandbox.tokenRequests('authorization_code')).toHaveLength(1);
      expect(sandbox.tokenRequests()).toHaveLength(4);
    });

    it('refreshes after the access token expired', async () => {
      const first = await signInWithOAuth();
      sandbox.expireTokens();

      const second = (await (await postToken(refreshForm(first.refresh_token))).json()) as TokenAnswer;

      expect((await call('GET', '/account', { token: first.access_token })).status).toBe(401);
      expect((await call('GET', '/account', { token: second.access_token })).status).toBe(200);
    });

    it('follows the token lifetime: from the options, changed later, or none', async () => {
      const short = await LockSandbox.start({ tokenLifetimeSeconds: 60 });
      try {
        const code = short.issueAuthorizationCode();
        const response = await postToken(
          {
            grant_type: 'authorization_code',
            code,
            client_id: short.oauthClientId,
            client_secret: short.oauthClientSecret,
            redirect_uri: short.redirectUri,
          },
          short,
        );
        expect(((await response.json()) as TokenAnswer).expires_in).toBe(60);
      } finally {
        await short.close();
      }

      sandbox.setTokenLifetime(null);
      const endless = await signInWithOAuth();

      expect(endless).not.toHaveProperty('expires_in');
      expect(await get('/account', endless.access_token)).toMatchObject({ accountId: OFFICE });
    });

    it('refuses an unknown grant type (400) and a body that is not a form (400)', async () => {
      const grant = await postToken({
        grant_type: 'client_credentials',
        client_id: sandbox.oauthClientId,
        client_secret: sandbox.oauthClientSecret,
      });
      const json = await fetch(sandbox.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(exchangeForm(sandbox.issueAuthorizationCode())),
      });

      expect(grant.status).toBe(400);
      expect(await grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
      expect(json.status).toBe(400);
      expect(await json.json()).toMatchObject({ error: 'invalid_request' });
    });
  });

  describe('faults and the request log', () => {
    it('fails, delays and drops API requests as scripted, recording every attempt', async () => {
      sandbox.failNext(
        1,
        503,
        { detailMessage: 'Service unavailable' },
        { path: '/smartlock', method: 'GET' },
      );
      sandbox.dropNext(1, { path: /\/action$/ });

      const failed = await call('GET', '/smartlock');
      const dropped = call('POST', `/smartlock/${FRONT_DOOR}/action`, { body: { action: 2 } });
      await expect(dropped).rejects.toThrow();
      const recovered = await call('GET', '/smartlock');

      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ detailMessage: 'Service unavailable' });
      expect(recovered.status).toBe(200);
      expect(sandbox.actions).toEqual([]);
      expect(sandbox.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /smartlock',
        `POST /smartlock/${FRONT_DOOR}/action`,
        'GET /smartlock',
      ]);
      expect(sandbox.requestsTo('POST', `/smartlock/${FRONT_DOOR}/action`)[0].body).toBe('{"action":2}');
    });

    it('fails and delays the token endpoint as scripted', async () => {
      const first = await signInWithOAuth();
      sandbox.failNext(1, 500, 'boom', { path: '/oauth/token' }).delayNext(150, 1, { path: '/oauth/token' });

      const failed = await postToken(refreshForm(first.refresh_token));
      const started = Date.now();
      const delayed = await postToken(refreshForm(first.refresh_token));

      expect(failed.status).toBe(500);
      expect(await failed.text()).toBe('boom');
      expect(delayed.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(sandbox.refreshRequests()).toHaveLength(2);
    });

    it('stamps each request with the moment it arrived, so the pause between attempts can be measured', async () => {
      const before = performance.timeOrigin + performance.now();
      await call('GET', '/account');
      await sleep(60);
      await call('GET', '/account');
      const [first, second] = sandbox.requests;

      expect(first.receivedAt).toBeGreaterThanOrEqual(before);
      expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(55);
      expect(second.receivedAt).toBeLessThanOrEqual(performance.timeOrigin + performance.now());
    });
  });
});
