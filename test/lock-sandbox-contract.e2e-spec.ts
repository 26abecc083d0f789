import {
  LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
  LOCK_SANDBOX_HOME_ACCOUNT_ID,
  LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
  LockSandbox,
} from '../src/testing';
import { lockOpenApi, operationsOf } from './support/contract/openapi-sample';
import { PrismMock } from './support/contract/prism-mock';
import { callSandbox, SandboxAnswer } from './support/sandbox-call';

const OFFICE = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
const DEPOT = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
const HOME = LOCK_SANDBOX_HOME_ACCOUNT_ID;
const FRONT_DOOR = 100101; // office, smart lock (type 0)
const BACK_ENTRANCE = 400102; // office, smart lock (type 4)
const STREET_GATE = 200103; // office, opener
const STORE_ROOM = 100202; // depot, smart lock (type 0)
const HOME_DOOR = 300301; // home, smart door
const CLAIRE = 5103; // office, an account user without authorizations
const OFFICE_API_KEY = 7101; // office, with an active advanced part and the token 61001
const HOME_API_KEY = 7301; // home, its advanced webhooks deactivated
const HOLIDAY_FLAT = 8301; // home's address, two units, three bookings

/**
 * Where the OpenAPI contradicts its own descriptions and the sandbox answers what the vendor's API answers: the
 * only violations of the sandbox's answers this test accepts, each matched on what follows the request line.
 */
const DOCUMENT_DEFECTS = [
  {
    // minimum 1, while its description lists 0 .. Success: the state of every successful log entry.
    schema: 'SmartlockLog.state',
    violation: /^Error response\.body\.\d+\.state: Response body property \d+\.state must be >= 1$/,
  },
  {
    // maximum 2, while its description lists 3 .. keypad, 13 .. keypad code and 14 .. z-key.
    schema: 'SmartlockAuth.type',
    violation: /^Error response\.body(\.\d+)?\.type: Response body property (\d+\.)?type must be <= 2$/,
  },
  {
    // Every value must be an object (a Java Map<String, Object> rendered so), while every webhook body has
    // strings and numbers at its top, such as feature and smartlockId.
    schema: 'WebhookMessage.body',
    violation:
      /^Error response\.body\.\d+\.request\.body\.\w+: Response body property \d+\.request\.body\.\w+ must be object$/,
  },
] as const;

/** One request of a test: the token (default: the office's API token), a query and a JSON body. */
interface Call {
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
}

const operations = operationsOf(lockOpenApi());

describe('The lock sandbox against the OpenAPI (Prism proxying to the sandbox, every request and answer validated)', () => {
  // A test sends up to seven exchanges through Prism, which validates each against the whole document: on a busy
  // two-core machine that alone can pass jest's 5 s default.
  jest.setTimeout(30_000);
  let sandbox: LockSandbox;
  let prism: PrismMock;
  /** The routes the tests sent through Prism and got the expected, valid answer of. */
  const exercised = new Set<string>();
  /** The document defects that showed up. */
  const defectsSeen = new Set<string>();

  beforeAll(async () => {
    sandbox = await LockSandbox.start();
    prism = await PrismMock.start({ upstream: sandbox.baseUrl });
  }, 60_000);

  afterAll(async () => {
    await prism?.stop();
    await sandbox?.close();
  });

  /** The API token of an account of the sandbox. */
  function token(accountId: number): string {
    return sandbox.apiToken(accountId);
  }

  /** The live data of an account. */
  function account(accountId: number) {
    const found = sandbox.data.accounts.find((data) => data.account.accountId === accountId);
    if (found === undefined) throw new Error(`no account ${accountId}`);
    return found;
  }

  /**
   * Sends a request of `route` (path parameters from `params`) through Prism with an API token and expects the
   * status; the request must break no rule of the OpenAPI, the answer none but the document defects. Answers
   * the body.
   */
  async function expectAnswer(
    status: number,
    route: string,
    params: Record<string, string | number> = {},
    call: Call = {},
  ): Promise<unknown> {
    const [method, template] = route.split(' ');
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (params[name] === undefined) throw new Error(`no ${name} for ${route}`);
      return encodeURIComponent(String(params[name]));
    });
    const query = call.query === undefined ? '' : `?${new URLSearchParams(call.query).toString()}`;
    prism.clear();
    const answer: SandboxAnswer = await callSandbox(method, `${prism.baseUrl}${path}${query}`, {
      token: call.token ?? token(OFFICE),
      body: call.body,
    });
    expect({ route, status: answer.status, body: answer.body }).toEqual({
      route,
      status,
      body: status === 204 ? undefined : answer.body,
    });
    expect(prism.requestViolations()).toEqual([]);
    expect(prism.responseViolations().filter((violation) => !isDocumentDefect(violation))).toEqual([]);
    exercised.add(route);
    return answer.body;
  }

  /** True for a violation that one of the document defects explains; notes that defect as seen. */
  function isDocumentDefect(violation: string): boolean {
    const rule = violation.slice(violation.indexOf(': ') + 2);
    const defect = DOCUMENT_DEFECTS.find((candidate) => candidate.violation.test(rule));
    if (defect !== undefined) defectsSeen.add(defect.schema);
    return defect !== undefined;
  }

  describe('what each seeded account reads', () => {
    it.each([
      ['Harbour Office', OFFICE],
      ['Depot North', DEPOT],
      ['Lindenhof', HOME],
    ])('%s: account, users, smartlocks, logs, authorizations, notifications, webhooks', async (_name, id) => {
      const call = { token: token(id) };
      const data = account(id);
      expect(await expectAnswer(200, 'GET /account', {}, call)).toEqual(data.account);
      expect(await expectAnswer(200, 'GET /account/user', {}, call)).toEqual(data.users);
      for (const user of data.users) {
        await expectAnswer(
          200,
          'GET /account/user/{accountUserId}',
          { accountUserId: user.accountUserId },
          call,
        );
      }
      expect(await expectAnswer(200, 'GET /smartlock', {}, call)).toEqual(data.smartlocks);
      for (const { smartlockId } of data.smartlocks) {
        await expectAnswer(200, 'GET /smartlock/{smartlockId}', { smartlockId }, call);
        await expectAnswer(200, 'GET /smartlock/{smartlockId}/log', { smartlockId }, call);
        await expectAnswer(200, 'GET /smartlock/{smartlockId}/auth', { smartlockId }, call);
      }
      for (const { smartlockId, id: authId } of data.auths) {
        await expectAnswer(200, 'GET /smartlock/{smartlockId}/auth/{id}', { smartlockId, id: authId }, call);
      }
      await expectAnswer(200, 'GET /smartlock/log', {}, call);
      expect(await expectAnswer(200, 'GET /smartlock/auth', {}, call)).toEqual(data.auths);
      expect(await expectAnswer(200, 'GET /notification', {}, call)).toEqual(data.notificationConfigs);
      for (const { notificationId } of data.notificationConfigs) {
        await expectAnswer(200, 'GET /notification/{notificationId}', { notificationId }, call);
      }
      expect(await expectAnswer(200, 'GET /api/decentralWebhook', {}, call)).toEqual(data.decentralWebhooks);
      const logs = await expectAnswer(
        200,
        'GET /api/key/{apiKeyId}/webhook/logs',
        { apiKeyId: data.apiKeyId },
        call,
      );
      expect(logs).toEqual(data.webhookLogs);
    });

    it('reads with the documented query parameters', async () => {
      const office = account(OFFICE);
      const users = await expectAnswer(
        200,
        'GET /account/user',
        {},
        {
          query: { email: 'bram@office.lock.example', offset: '0', limit: '2' },
        },
      );
      expect(users).toEqual([expect.objectContaining({ accountUserId: 5102, name: 'Bram Jansen' })]);
      expect(
        await expectAnswer(200, 'GET /smartlock', {}, { query: { type: '2', authId: '1' } }),
      ).toHaveLength(1);
      const logs = await expectAnswer(
        200,
        'GET /smartlock/log',
        {},
        {
          query: {
            accountUserId: '5101',
            action: '2',
            fromDate: '2026-03-01T00:00:00Z',
            toDate: '2026-03-03T00:00:00Z',
            limit: '5',
          },
        },
      );
      expect(logs).toHaveLength(2);
      const keypadCode = office.auths.find((auth) => auth.smartlockId === FRONT_DOOR && auth.type === 13);
      const byAuth = await expectAnswer(
        200,
        'GET /smartlock/{smartlockId}/log',
        { smartlockId: FRONT_DOOR },
        {
          query: { authId: keypadCode?.id ?? '', limit: '1', id: office.logs[0].id },
        },
      );
      expect(byAuth).toEqual([expect.objectContaining({ authId: keypadCode?.id, source: 1 })]);
      const apps = await expectAnswer(
        200,
        'GET /smartlock/auth',
        {},
        { query: { types: '0,13', accountUserId: '5102' } },
      );
      expect(apps).toEqual([expect.objectContaining({ accountUserId: 5102, type: 0 })]);
      const codes = await expectAnswer(
        200,
        'GET /smartlock/{smartlockId}/auth',
        { smartlockId: BACK_ENTRANCE },
        {
          query: { types: '13' },
        },
      );
      expect(codes).toEqual([expect.objectContaining({ name: 'Courier' })]);
      const crm = await expectAnswer(200, 'GET /notification', {}, { query: { referenceId: 'crm-4411' } });
      expect(crm).toEqual([expect.objectContaining({ os: 2, referenceId: 'crm-4411' })]);
      const older = await expectAnswer(
        200,
        'GET /api/key/{apiKeyId}/webhook/logs',
        { apiKeyId: office.apiKeyId },
        {
          query: { id: office.webhookLogs[0].id, limit: '1' },
        },
      );
      expect(older).toEqual([office.webhookLogs[1]]);
    });

    it("reads the opener's intercom catalogue", async () => {
      const brands = (await expectAnswer(200, 'GET /opener/brand')) as { brandId: number; brand: string }[];
      const siedle = brands.find((brand) => brand.brand === 'Siedle');
      expect(siedle).toBeDefined();
      expect(
        await expectAnswer(200, 'GET /opener/brand/{brandId}', { brandId: siedle?.brandId ?? 0 }),
      ).toEqual(siedle);
      const models = (await expectAnswer(
        200,
        'GET /opener/intercom',
        {},
        {
          query: { brandId: String(siedle?.brandId), ignoreVerified: 'true' },
        },
      )) as { intercomId: number }[];
      const wired = account(OFFICE).smartlocks.find(
        (lock) => lock.smartlockId === STREET_GATE,
      )?.openerAdvancedConfig;
      expect(models.map((model) => model.intercomId)).toContain(wired?.intercomId);
      const recent = await expectAnswer(
        200,
        'GET /opener/intercom',
        {},
        { query: { recentlyChanged: 'true' } },
      );
      expect(recent).toEqual([]);
      const recentAny = await expectAnswer(
        200,
        'GET /opener/intercom',
        {},
        {
          query: { recentlyChanged: 'true', ignoreVerified: 'true' },
        },
      );
      expect((recentAny as unknown[]).length).toBeGreaterThan(0);
      await expectAnswer(200, 'GET /opener/intercom/{intercomId}', { intercomId: wired?.intercomId ?? 0 });
    });
  });

  describe('account users', () => {
    it('creates, reads, updates and deletes a user', async () => {
      const created = (await expectAnswer(
        200,
        'PUT /account/user',
        {},
        {
          body: { email: 'dirk@office.lock.example', name: 'Dirk Visser', language: 'nl' },
        },
      )) as { accountUserId: number };
      const accountUserId = created.accountUserId;
      expect(await expectAnswer(200, 'GET /account/user/{accountUserId}', { accountUserId })).toEqual(
        created,
      );
      const updated = await expectAnswer(
        200,
        'POST /account/user/{accountUserId}',
        { accountUserId },
        {
          body: { name: 'Dirk Visser-Smit', email: 'dirk.smit@office.lock.example', language: 'en' },
        },
      );
      expect(updated).toMatchObject({ accountUserId, name: 'Dirk Visser-Smit', language: 'en' });
      await expectAnswer(204, 'DELETE /account/user/{accountUserId}', { accountUserId });
      expect(account(OFFICE).users.some((user) => user.accountUserId === accountUserId)).toBe(false);
    });
  });

  describe('smartlocks and their settings', () => {
    it('updates name and favorite', async () => {
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}',
        { smartlockId: FRONT_DOOR },
        {
          body: { name: 'Main Door', favorite: true },
        },
      );
      const lock = await expectAnswer(200, 'GET /smartlock/{smartlockId}', { smartlockId: FRONT_DOOR });
      expect(lock).toMatchObject({ name: 'Main Door', favorite: true });
    });

    it('takes a config with every required field, which a later GET shows', async () => {
      const body = {
        name: 'Main Door',
        latitude: 52.3792,
        longitude: 4.9004,
        autoUnlatch: false,
        liftUpHandle: true,
        pairingEnabled: false,
        buttonEnabled: true,
        ledEnabled: false,
        timezoneOffset: 60,
        daylightSavingMode: 1,
        singleLock: false,
        advertisingMode: 1,
        timezoneId: 37,
      };
      await expectAnswer(204, 'POST /smartlock/{smartlockId}/config', { smartlockId: FRONT_DOOR }, { body });
      const lock = await expectAnswer(200, 'GET /smartlock/{smartlockId}', { smartlockId: FRONT_DOOR });
      expect(lock).toMatchObject({ config: { ...body, fobPaired: true, keypadPaired: true } });
    });

    it('takes the advanced config of each device type', async () => {
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}/advanced/config',
        { smartlockId: BACK_ENTRANCE },
        {
          body: {
            lngTimeout: 30,
            singleButtonPressAction: 2,
            doubleButtonPressAction: 3,
            automaticBatteryTypeDetection: false,
            unlatchDuration: 5,
            singleLockedPositionOffsetDegrees: 0,
            unlockedToLockedTransitionOffsetDegrees: -5,
            unlockedPositionOffsetDegrees: 10,
            lockedPositionOffsetDegrees: -10,
            detachedCylinder: true,
            batteryType: 1,
            autoLock: true,
            autoLockTimeout: 120,
            autoUpdateEnabled: false,
            motorSpeed: 2,
            enableSlowSpeedDuringNightmode: true,
          },
        },
      );
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}/advanced/openerconfig',
        { smartlockId: STREET_GATE },
        {
          body: {
            shortCircuitDuration: 0,
            electricStrikeDelay: 500,
            randomElectricStrikeDelay: true,
            electricStrikeDuration: 2000,
            disableRtoAfterRing: false,
            rtoTimeout: 30,
            doorbellSuppression: 2,
            doorbellSuppressionDuration: 800,
            soundRing: 2,
            soundOpen: 3,
            soundRto: 1,
            soundCm: 0,
            soundConfirmation: 0,
            soundLevel: 128,
            singleButtonPressAction: 7,
            doubleButtonPressAction: 5,
            batteryType: 3,
            automaticBatteryTypeDetection: false,
            autoUpdateEnabled: true,
          },
        },
      );
      const home = { token: token(HOME) };
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}/advanced/smartdoorconfig',
        { smartlockId: HOME_DOOR },
        {
          ...home,
          body: {
            lngTimeout: 10,
            unlatchDuration: 7,
            buzzerVolume: 1,
            batteryType: 2,
            autoLockTimeout: 60,
            autoLock: true,
          },
        },
      );
      expect(
        await expectAnswer(200, 'GET /smartlock/{smartlockId}', { smartlockId: BACK_ENTRANCE }),
      ).toMatchObject({
        advancedConfig: { autoLockTimeout: 120, motorSpeed: 2, totalDegrees: 915 },
      });
      expect(
        await expectAnswer(200, 'GET /smartlock/{smartlockId}', { smartlockId: STREET_GATE }),
      ).toMatchObject({
        openerAdvancedConfig: { rtoTimeout: 30, soundLevel: 128, intercomId: expect.any(Number) },
      });
      expect(
        await expectAnswer(200, 'GET /smartlock/{smartlockId}', { smartlockId: HOME_DOOR }, home),
      ).toMatchObject({
        smartdoorAdvancedConfig: { buzzerVolume: 1, autoLockTimeout: 60, supportedBatteryTypes: [0, 1, 2] },
      });
    });

    it('takes the web config of one smartlock and of several, and the admin PIN', async () => {
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}/web/config',
        { smartlockId: BACK_ENTRANCE },
        {
          body: { batteryWarningPerMailEnabled: false },
        },
      );
      await expectAnswer(
        204,
        'POST /bulk-web-config',
        {},
        {
          body: {
            webConfigRequests: [
              { smartlockId: FRONT_DOOR, webConfig: { dismissedLiftUpHandleWarning: [OFFICE] } },
              { smartlockId: STREET_GATE, webConfig: { batteryWarningPerMailEnabled: false } },
            ],
          },
        },
      );
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}/admin/pin',
        { smartlockId: STREET_GATE },
        {
          body: { adminPin: 4711 },
        },
      );
      const locks = (await expectAnswer(200, 'GET /smartlock')) as {
        webConfig: unknown;
        adminPinState: number;
      }[];
      expect(locks.map(({ webConfig, adminPinState }) => ({ webConfig, adminPinState }))).toEqual([
        {
          webConfig: { batteryWarningPerMailEnabled: true, dismissedLiftUpHandleWarning: [OFFICE] },
          adminPinState: 0,
        },
        {
          webConfig: { batteryWarningPerMailEnabled: false, dismissedLiftUpHandleWarning: [] },
          adminPinState: 0,
        },
        {
          webConfig: { batteryWarningPerMailEnabled: false, dismissedLiftUpHandleWarning: [] },
          adminPinState: 0,
        },
      ]);
    });

    it('deletes a smartlock', async () => {
      const depot = { token: token(DEPOT) };
      await expectAnswer(204, 'DELETE /smartlock/{smartlockId}', { smartlockId: STORE_ROOM }, depot);
      const locks = (await expectAnswer(200, 'GET /smartlock', {}, depot)) as { smartlockId: number }[];
      expect(locks.map((lock) => lock.smartlockId)).not.toContain(STORE_ROOM);
    });
  });

  describe('actions', () => {
    it('takes every action route, the advanced ones answered with a request id', async () => {
      await expectAnswer(
        204,
        'POST /smartlock/{smartlockId}/action',
        { smartlockId: FRONT_DOOR },
        {
          body: { action: 2, option: 4 },
        },
      );
      await expectAnswer(204, 'POST /smartlock/{smartlockId}/action/unlock', { smartlockId: FRONT_DOOR });
      await expectAnswer(204, 'POST /smartlock/{smartlockId}/action/lock', { smartlockId: FRONT_DOOR });
      const advanced = await expectAnswer(
        200,
        'POST /smartlock/{smartlockId}/action/advanced',
        {
          smartlockId: BACK_ENTRANCE,
        },
        { body: { action: 3 } },
      );
      const unlock = await expectAnswer(200, 'POST /smartlock/{smartlockId}/action/unlock/advanced', {
        smartlockId: STREET_GATE,
      });
      const lock = await expectAnswer(200, 'POST /smartlock/{smartlockId}/action/lock/advanced', {
        smartlockId: STREET_GATE,
      });
      await expectAnswer(204, 'POST /smartlock/{smartlockId}/sync', { smartlockId: FRONT_DOOR });
      const requestIds = [advanced, unlock, lock].map(
        (answer) => (answer as { requestId: string }).requestId,
      );
      expect(sandbox.actions.slice(-6)).toEqual([
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 2, option: 4 },
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 1 },
        { accountId: OFFICE, smartlockId: FRONT_DOOR, action: 2 },
        { accountId: OFFICE, smartlockId: BACK_ENTRANCE, action: 3, requestId: requestIds[0] },
        { accountId: OFFICE, smartlockId: STREET_GATE, action: 1, requestId: requestIds[1] },
        { accountId: OFFICE, smartlockId: STREET_GATE, action: 2, requestId: requestIds[2] },
      ]);
    });
  });

  describe('authorizations', () => {
    it('creates, updates and deletes one authorization of a smartlock', async () => {
      await expectAnswer(
        204,
        'PUT /smartlock/{smartlockId}/auth',
        { smartlockId: FRONT_DOOR },
        {
          body: {
            name: 'Window cleaner',
            type: 13,
            code: 135793,
            remoteAllowed: false,
            allowedFromDate: '2026-04-01T00:00:00.000Z',
            allowedUntilDate: '2026-04-30T23:59:00.000Z',
            allowedWeekDays: 84,
            allowedFromTime: 420,
            allowedUntilTime: 1080,
          },
        },
      );
      const created = account(OFFICE).auths.find((auth) => auth.name === 'Window cleaner');
      const params = { smartlockId: FRONT_DOOR, id: created?.id ?? '' };
      await expectAnswer(204, 'POST /smartlock/{smartlockId}/auth/{id}', params, {
        body: { name: 'Window cleaners', enabled: false, allowedWeekDays: 127 },
      });
      expect(await expectAnswer(200, 'GET /smartlock/{smartlockId}/auth/{id}', params)).toMatchObject({
        name: 'Window cleaners',
        enabled: false,
        code: 135793,
      });
      await expectAnswer(204, 'DELETE /smartlock/{smartlockId}/auth/{id}', params);
    });

    it('creates an authorization on several smartlocks, updates and deletes them in one call each', async () => {
      await expectAnswer(
        204,
        'PUT /smartlock/auth',
        {},
        {
          body: {
            name: 'Claire Bakker',
            accountUserId: CLAIRE,
            remoteAllowed: true,
            smartActionsEnabled: false,
            smartlockIds: [FRONT_DOOR, BACK_ENTRANCE],
          },
        },
      );
      const ids = account(OFFICE)
        .auths.filter((auth) => auth.accountUserId === CLAIRE)
        .map((auth) => auth.id);
      expect(ids).toHaveLength(2);
      await expectAnswer(
        204,
        'POST /smartlock/auth',
        {},
        {
          body: ids.map((id) => ({ id, name: 'Claire Bakker', remoteAllowed: false, allowedWeekDays: 124 })),
        },
      );
      const updated = await expectAnswer(
        200,
        'GET /smartlock/auth',
        {},
        { query: { accountUserId: String(CLAIRE) } },
      );
      expect(updated).toEqual(
        ids.map((id) => expect.objectContaining({ id, remoteAllowed: false, allowedWeekDays: 124 })),
      );
      await expectAnswer(204, 'DELETE /smartlock/auth', {}, { body: ids });
      expect(account(OFFICE).auths.filter((auth) => auth.accountUserId === CLAIRE)).toEqual([]);
    });

    it('creates authorizations through the advanced API: with a shared key, and on several smartlocks', async () => {
      const shared = await expectAnswer(
        200,
        'POST /smartlock/{smartlockId}/auth/advanced/sharedkey',
        {
          smartlockId: STREET_GATE,
        },
        {
          body: {
            name: 'Intercom app',
            accountUserId: CLAIRE,
            allowedWeekDays: 127,
            allowedFromTime: 0,
            allowedUntilTime: 1439,
          },
        },
      );
      expect(shared).toEqual([
        expect.objectContaining({ name: 'Intercom app', type: 0, smartlockId: STREET_GATE }),
      ]);
      const confirmation = await expectAnswer(
        200,
        'PUT /smartlock/auth/advanced',
        {},
        {
          body: {
            name: 'Claire Bakker',
            accountUserId: CLAIRE,
            remoteAllowed: true,
            smartlockIds: [FRONT_DOOR],
          },
        },
      );
      expect(confirmation).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    });
  });

  describe("the vendor's notification API", () => {
    it('creates, reads, updates and deletes a notification', async () => {
      const created = (await expectAnswer(
        200,
        'PUT /notification',
        {},
        {
          body: {
            referenceId: 'erp-17',
            pushId: 'https://app.lock.example/hooks/notification',
            os: 2,
            language: 'nl',
            settings: [{ smartlockId: FRONT_DOOR, triggerEvents: ['lock', 'unlock'] }],
          },
        },
      )) as { notificationId: string; secret: string };
      expect(created.secret).toMatch(/^[0-9a-f]{40}$/);
      const params = { notificationId: created.notificationId };
      expect(await expectAnswer(200, 'GET /notification/{notificationId}', params)).toEqual(created);
      const updated = await expectAnswer(200, 'POST /notification/{notificationId}', params, {
        body: {
          pushId: 'https://app.lock.example/hooks/notification',
          os: 2,
          settings: [{ triggerEvents: ['warnings'], authIds: [account(OFFICE).auths[0].id] }],
        },
      });
      expect(updated).toMatchObject({ referenceId: 'erp-17', settings: [{ triggerEvents: ['warnings'] }] });
      await expectAnswer(204, 'DELETE /notification/{notificationId}', params);
    });
  });

  describe('decentral webhooks', () => {
    it('subscribes and unsubscribes', async () => {
      const created = (await expectAnswer(
        200,
        'PUT /api/decentralWebhook',
        {},
        {
          body: {
            webhookUrl: 'https://app.lock.example/hooks/decentral',
            webhookFeatures: ['DEVICE_STATUS', 'DEVICE_LOGS'],
          },
        },
      )) as { id: number };
      await expectAnswer(204, 'DELETE /api/decentralWebhook/{id}', { id: created.id });
    });
  });

  // The spec's subscription API, `/api/notification` (GET, PUT, DELETE `/api/notification/{id}`), is not in the
  // vendor's OpenAPI: the OpenAPI documents `/notification` (another shape: os, pushId, settings) in its place.
  // Prism can only say "Selected route not found" of it, so its routes are checked here directly against the
  // sandbox, in the shape the spec gives them.
  describe("the spec's /api/notification routes, which the OpenAPI does not document (checked directly)", () => {
    it('lists, subscribes and unsubscribes in the shape of the spec; Prism does not know the route', async () => {
      const url = `${sandbox.baseUrl}/api/notification`;
      const before = await callSandbox('GET', url, { token: token(DEPOT) });
      const created = await callSandbox('PUT', url, {
        token: token(DEPOT),
        body: {
          notificationType: 'webhook',
          pushId: 'https://depot.lock.example/hooks/new',
          webhookFeatures: ['DEVICE_LOGS'],
        },
      });
      const subscription = created.body as { id: string; secret: string };
      const removed = await callSandbox('DELETE', `${url}/${subscription.id}`, { token: token(DEPOT) });

      expect(before).toMatchObject({ status: 200, body: account(DEPOT).notifications });
      expect(created.status).toBe(200);
      expect(subscription).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        notificationType: 'webhook',
        pushId: 'https://depot.lock.example/hooks/new',
        webhookFeatures: ['DEVICE_LOGS'],
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
        creationDate: expect.any(String),
      });
      expect(removed.status).toBe(204);
      prism.clear();
      await callSandbox('GET', `${prism.baseUrl}/api/notification`, { token: token(DEPOT) });
      expect(prism.requestViolations()).toEqual([
        'GET /api/notification: Warning request: Selected route not found',
      ]);
    });
  });

  describe('the account: settings, profile, email, password, one-time password, integrations', () => {
    it('reads, replaces and deletes the settings', async () => {
      expect(await expectAnswer(200, 'GET /account/setting')).toEqual(account(OFFICE).settings);
      const setting = {
        web: {
          deviceViewType: 'LIST',
          deviceSortType: 'NAME_DESC',
          markedStaledDevices: [{ smartlockId: FRONT_DOOR, name: 'Front Door', read: false }],
        },
      };
      expect(await expectAnswer(200, 'PUT /account/setting', {}, { body: setting })).toEqual(setting);
      expect(await expectAnswer(200, 'GET /account/setting')).toEqual(setting);
      const depot = { token: token(DEPOT) };
      await expectAnswer(204, 'DELETE /account/setting', {}, depot);
      expect(await expectAnswer(404, 'GET /account/setting', {}, depot)).toEqual({
        detailMessage: 'Account setting not found',
        stackTrace: [],
      });
    });

    it('updates the account, changes and verifies the email, asks for a password reset', async () => {
      await expectAnswer(
        204,
        'POST /account',
        {},
        {
          query: { deleteApiTokens: 'false' },
          body: {
            name: 'Harbour Office B.V.',
            language: 'en',
            password: 'a new passphrase',
            profile: {
              firstName: 'Anna',
              lastName: 'de Vries',
              address: 'Oostelijke Handelskade 12',
              zip: '1019 BM',
              city: 'Amsterdam',
              country: 'NL',
            },
          },
        },
      );
      expect(await expectAnswer(200, 'GET /account')).toMatchObject({
        name: 'Harbour Office B.V.',
        language: 'en',
        profile: { city: 'Amsterdam' },
      });
      expect(account(OFFICE).apiKeys[0].tokens).toHaveLength(1);
      const home = { token: token(HOME) };
      await expectAnswer(
        204,
        'POST /account/email/change',
        {},
        { ...home, body: { email: 'katrin@lindenhof.example' } },
      );
      expect(await expectAnswer(200, 'GET /account', {}, home)).toMatchObject({
        email: 'katrin@lindenhof.example',
        emailVerified: false,
      });
      await expectAnswer(204, 'POST /account/email/verify', {}, home);
      expect(await expectAnswer(200, 'GET /account', {}, home)).toMatchObject({ emailVerified: true });
      await expectAnswer(
        204,
        'POST /account/password/reset',
        {},
        { body: { email: 'office@lock.example', deleteApiTokens: false } },
      );
    });

    it('creates a one-time password secret, enables it with a code of it, and disables it', async () => {
      const secret = await expectAnswer(200, 'PUT /account/otp');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectAnswer(204, 'POST /account/otp', {}, { body: { otp: sandbox.otpCode(OFFICE) } });
      expect(account(OFFICE).otp.enabled).toBe(true);
      await expectAnswer(204, 'DELETE /account/otp');
      expect(account(OFFICE).otp).toEqual({ enabled: false, failedAttempts: 0 });
    });

    it('lists the integrations with one per API token, and deletes a token through them', async () => {
      const integrations = (await expectAnswer(200, 'GET /account/integration')) as { tokenId?: string }[];
      expect(integrations).toContainEqual(
        expect.objectContaining({ vendorKey: 'API_TOKEN', tokenId: '61001', name: 'Lobby display' }),
      );
      await expectAnswer(
        204,
        'DELETE /account/integration',
        {},
        { query: { apiKeyId: String(OFFICE_API_KEY), tokenId: '61001' } },
      );
      const after = (await expectAnswer(200, 'GET /account/integration')) as { tokenId?: string }[];
      expect(after.map((integration) => integration.tokenId)).not.toContain('61001');
      expect(after).toHaveLength(integrations.length - 1);
    });

    it('closes an account: its token answers 401 afterwards (a sandbox of its own)', async () => {
      const own = await LockSandbox.start();
      const ownPrism = await PrismMock.start({ upstream: own.baseUrl });
      try {
        const closed = await callSandbox('DELETE', `${ownPrism.baseUrl}/account`, {
          token: own.apiToken(HOME),
        });
        const after = await callSandbox('GET', `${own.baseUrl}/account`, { token: own.apiToken(HOME) });
        expect([closed.status, after.status]).toEqual([204, 401]);
        expect(ownPrism.requestViolations()).toEqual([]);
        expect(ownPrism.responseViolations()).toEqual([]);
        exercised.add('DELETE /account');
      } finally {
        await ownPrism.stop();
        await own.close();
      }
    });
  });

  describe('sub accounts', () => {
    it('finds, creates, reads, updates and deletes a sub account', async () => {
      expect(await expectAnswer(200, 'GET /account/sub', {}, { query: { email: '^reception@' } })).toEqual(
        account(OFFICE).subAccounts[0],
      );
      const created = (await expectAnswer(
        200,
        'PUT /account/sub',
        {},
        {
          body: {
            email: 'facility@office.lock.example',
            password: 'facility-2026',
            name: 'Facility Management',
            rights: 3,
            language: 'nl',
          },
        },
      )) as { accountId: number };
      expect(created).toMatchObject({ masterAccountId: OFFICE, rights: 3, emailVerified: false });
      const params = { accountId: created.accountId };
      expect(await expectAnswer(200, 'GET /account/sub/{accountId}', params)).toEqual(created);
      await expectAnswer(204, 'POST /account/sub/{accountId}', params, {
        body: { language: 'en', rights: 7 },
      });
      expect(await expectAnswer(200, 'GET /account/sub/{accountId}', params)).toMatchObject({
        language: 'en',
        rights: 7,
      });
      await expectAnswer(204, 'DELETE /account/sub/{accountId}', params);
      expect(account(OFFICE).subAccounts.map((sub) => sub.accountId)).not.toContain(created.accountId);
    });
  });

  describe('API keys, their advanced part and their tokens', () => {
    it('creates a key, applies for the advanced API, changes and deletes it, and deletes the key', async () => {
      expect(await expectAnswer(200, 'GET /api/key')).toEqual([
        expect.objectContaining({ apiKeyId: OFFICE_API_KEY, accountId: OFFICE }),
      ]);
      const created = (await expectAnswer(
        200,
        'PUT /api/key',
        {},
        { body: { description: 'Booking tool', redirectUris: ['https://booking.lock.example/callback'] } },
      )) as { apiKeyId: number };
      const params = { apiKeyId: created.apiKeyId };
      await expectAnswer(204, 'POST /api/key/{apiKeyId}', params, {
        body: { description: 'Booking tool v2', redirectUris: [] },
      });
      const listed = (await expectAnswer(200, 'GET /api/key')) as { apiKeyId: number }[];
      expect(listed).toContainEqual(expect.objectContaining({ ...params, description: 'Booking tool v2' }));
      await expectAnswer(204, 'PUT /api/key/{apiKeyId}/advanced', params, {
        body: {
          name: 'Booking Tool B.V.',
          country: 'NL',
          description: 'Guests get keypad codes for their stay.',
          type: 'SHORT_RENTAL',
          url: 'https://booking.lock.example',
          email: 'api@booking.lock.example',
          webhookUrl: 'https://booking.lock.example/hooks/lock',
          webhookFeatures: ['DEVICE_AUTHS'],
          restricted: false,
        },
      });
      await expectAnswer(204, 'POST /api/key/{apiKeyId}/advanced', params, {
        body: {
          webhookUrl: 'https://booking.lock.example/hooks/v2',
          webhookFeatures: ['DEVICE_AUTHS', 'DEVICE_LOGS'],
        },
      });
      expect(await expectAnswer(200, 'GET /api/key/{apiKeyId}/advanced', params)).toMatchObject({
        status: 'TESTING',
        webhookStatus: 'ACTIVE',
        webhookUrl: 'https://booking.lock.example/hooks/v2',
        secret: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
      await expectAnswer(204, 'DELETE /api/key/{apiKeyId}/advanced', params);
      await expectAnswer(204, 'DELETE /api/key/{apiKeyId}', params);
      const after = (await expectAnswer(200, 'GET /api/key')) as { apiKeyId: number }[];
      expect(after.map((key) => key.apiKeyId)).toEqual([OFFICE_API_KEY]);
    });

    it("reactivates an advanced key's deactivated webhooks", async () => {
      const home = { token: token(HOME) };
      const params = { apiKeyId: HOME_API_KEY };
      expect(await expectAnswer(200, 'GET /api/key/{apiKeyId}/advanced', params, home)).toMatchObject({
        webhookStatus: 'DEACTIVATED',
      });
      await expectAnswer(204, 'POST /api/key/{apiKeyId}/advanced/reactivate', params, home);
      expect(await expectAnswer(200, 'GET /api/key/{apiKeyId}/advanced', params, home)).toMatchObject({
        webhookStatus: 'ACTIVE',
      });
    });

    it('creates a token that works as a bearer token, changes its scopes and deletes it', async () => {
      const params = { apiKeyId: OFFICE_API_KEY };
      const created = (await expectAnswer(200, 'PUT /api/key/{apiKeyId}/token', params, {
        body: { description: 'Reception tablet', scopes: ['account', 'smartlock.readOnly'] },
      })) as { id: string; accessToken: string };
      expect(await expectAnswer(200, 'GET /account', {}, { token: created.accessToken })).toEqual(
        account(OFFICE).account,
      );
      const tokenParams = { ...params, id: created.id };
      await expectAnswer(204, 'POST /api/key/{apiKeyId}/token/{id}', tokenParams, {
        body: { scopes: ['account'] },
      });
      const listed = await expectAnswer(200, 'GET /api/key/{apiKeyId}/token', params);
      expect(listed).toContainEqual(expect.objectContaining({ id: created.id, scopes: ['account'] }));
      expect(JSON.stringify(listed)).not.toContain(created.accessToken);
      await expectAnswer(204, 'DELETE /api/key/{apiKeyId}/token/{id}', tokenParams);
      const after = await callSandbox('GET', `${sandbox.baseUrl}/account`, { token: created.accessToken });
      expect(after.status).toBe(401);
    });
  });

  describe('addresses, their units, bookings and invitations', () => {
    it('creates, updates and deletes an address', async () => {
      expect(await expectAnswer(200, 'GET /address')).toEqual(account(OFFICE).addresses);
      const created = (await expectAnswer(
        200,
        'PUT /address',
        {},
        { body: { name: 'Street entrance', smartlockIds: [STREET_GATE] } },
      )) as { addressId: number };
      const params = { addressId: created.addressId };
      await expectAnswer(204, 'POST /address/{addressId}', params, {
        body: {
          name: 'Street entrance (gate)',
          smartlockIds: [STREET_GATE, FRONT_DOOR],
          settings: { note: { text: 'ring twice' } },
        },
      });
      expect(await expectAnswer(200, 'GET /address')).toContainEqual(
        expect.objectContaining({
          ...params,
          name: 'Street entrance (gate)',
          smartlockIds: [STREET_GATE, FRONT_DOOR],
        }),
      );
      await expectAnswer(204, 'DELETE /address/{addressId}', params);
      const after = (await expectAnswer(200, 'GET /address')) as { addressId: number }[];
      expect(after.map((address) => address.addressId)).not.toContain(created.addressId);
    });

    it('creates and deletes units, one by id and several by a list', async () => {
      const home = { token: token(HOME) };
      const params = { addressId: HOLIDAY_FLAT };
      expect(await expectAnswer(200, 'GET /address/{addressId}/unit', params, home)).toHaveLength(2);
      const first = (await expectAnswer(200, 'PUT /address/{addressId}/unit', params, {
        ...home,
        body: { name: 'Wohnung Binnenalster' },
      })) as { id: string; addressTokenId: string };
      const second = (await expectAnswer(200, 'PUT /address/{addressId}/unit', params, {
        ...home,
        body: { name: 'Wohnung Hafen' },
      })) as { id: string };
      const tokens = (await expectAnswer(200, 'GET /address/{addressId}/token', params, home)) as {
        id: string;
      }[];
      expect(tokens.map((token) => token.id)).toContain(first.addressTokenId);
      expect(
        await expectAnswer(200, 'DELETE /address/{addressId}/unit/{id}', { ...params, id: first.id }, home),
      ).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      await expectAnswer(200, 'DELETE /address/{addressId}/unit', params, { ...home, body: [second.id] });
      expect(await expectAnswer(200, 'GET /address/{addressId}/unit', params, home)).toHaveLength(2);
    });

    it('issues and revokes the authorizations of bookings and sets their access times', async () => {
      const home = { token: token(HOME) };
      const params = { addressId: HOLIDAY_FLAT };
      const bookings = (await expectAnswer(200, 'GET /address/{addressId}/reservation', params, home)) as {
        id: string;
        reference: string;
      }[];
      const [issued, pending] = bookings;
      await expectAnswer(
        204,
        'POST /address/{addressId}/reservation/{id}/issue',
        { ...params, id: pending.id },
        home,
      );
      await expectAnswer(
        204,
        'POST /address/{addressId}/reservation/{id}/revoke',
        { ...params, id: issued.id },
        home,
      );
      await expectAnswer(
        204,
        'POST /address/{addressId}/reservation/{id}/update/accesstimes',
        { ...params, id: pending.id },
        { ...home, body: { checkInTime: 960, checkOutTime: 570 } },
      );
      const after = await expectAnswer(200, 'GET /address/{addressId}/reservation', params, home);
      expect(after).toEqual([
        expect.objectContaining({ id: issued.id, guestsIssued: 0, keypadIssued: false }),
        expect.objectContaining({
          id: pending.id,
          guestsIssued: 4,
          keypadIssued: true,
          hasCustomAccessTimes: true,
          startDate: '2026-03-14T16:00:00.000Z',
          endDate: '2026-03-21T09:30:00.000Z',
        }),
        expect.anything(),
      ]);
    });

    it('shows an invitation to another account, which redeems it', async () => {
      const open = account(HOME).addressTokens.find((token) => token.redeemAccountId === 0);
      const depot = { token: token(DEPOT) };
      const params = { id: open?.id ?? '' };
      expect(await expectAnswer(200, 'GET /address/token/{id}', params, depot)).toEqual({
        id: open?.id,
        addressName: 'Ferienwohnung Lindenhof',
        smartlockNames: ['Haustür'],
      });
      expect(await expectAnswer(200, 'GET /address/token/{id}/redeem', params, depot)).toEqual(open);
      await expectAnswer(204, 'POST /address/token/{id}/redeem', params, {
        ...depot,
        query: { email: 'false' },
      });
      expect(await expectAnswer(200, 'GET /address/token/{id}/redeem', params, depot)).toMatchObject({
        redeemAccountId: DEPOT,
        redeemResult: 'ok',
      });
    });
  });

  describe('subscriptions, partner services and companies', () => {
    it('reads the catalogue and the account subscriptions, starts a payment, terminates and activates', async () => {
      const catalogue = (await expectAnswer(200, 'GET /subscription')) as { subscriptionId: number }[];
      expect(await expectAnswer(200, 'GET /subscription/{subscriptionId}', { subscriptionId: 3 })).toEqual(
        catalogue[2],
      );
      const home = { token: token(HOME) };
      const [bought] = (await expectAnswer(200, 'GET /app/account/subscription', {}, home)) as {
        id: { timestamp: number; machineIdentifier: number; processIdentifier: number; counter: number };
      }[];
      const hex = (value: number, length: number) => value.toString(16).padStart(length, '0');
      const id = `${hex(bought.id.timestamp, 8)}${hex(bought.id.machineIdentifier, 6)}${hex(
        bought.id.processIdentifier,
        4,
      )}${hex(bought.id.counter, 6)}`;
      expect(await expectAnswer(200, 'POST /account/subscription/pay', {}, home)).toMatch(/^https:\/\//);
      await expectAnswer(204, 'POST /account/subscription/{id}/terminate', { id }, home);
      expect(account(HOME).accountSubscriptions[0]).toMatchObject({ status: 'deactivated' });
      await expectAnswer(204, 'POST /account/subscription/{id}/activate', { id }, home);
      expect(account(HOME).accountSubscriptions[0]).toMatchObject({ status: 'active' });
    });

    it('lists, links, syncs and unlinks a partner service', async () => {
      const listed = await expectAnswer(200, 'GET /service', {}, { query: { serviceIds: 'smoobu,guesty' } });
      expect(listed).toEqual([
        { enabled: false, started: false, stopped: true },
        { enabled: false, started: false, stopped: true },
      ]);
      const params = { serviceId: 'smoobu' };
      expect(await expectAnswer(200, 'POST /service/{serviceId}/link', params)).toMatch(/^https:\/\//);
      expect(await expectAnswer(200, 'GET /service/{serviceId}', params)).toEqual({
        enabled: true,
        started: true,
        stopped: false,
      });
      await expectAnswer(204, 'POST /service/{serviceId}/sync', params);
      await expectAnswer(204, 'POST /service/{serviceId}/unlink', params);
      expect(account(OFFICE).linkedServices).toEqual([]);
    });

    it('lists the companies', async () => {
      expect(await expectAnswer(200, 'GET /company')).toHaveLength(3);
    });
  });

  describe('coverage', () => {
    it('sent every operation of the OpenAPI through Prism, none left to the catch-all 404', () => {
      const documented = operations.map((operation) => operation.route);
      expect(documented).toHaveLength(109);
      expect({
        notServed: documented.filter((route) => !exercised.has(route)),
        notDocumented: [...exercised].filter((route) => !documented.includes(route)),
      }).toEqual({ notServed: [], notDocumented: [] });
    });

    it('met each document defect it accepts, so none is accepted without need', () => {
      expect([...defectsSeen].sort()).toEqual(DOCUMENT_DEFECTS.map((defect) => defect.schema).sort());
    });
  });
});
