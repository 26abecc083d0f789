import { inspect } from 'node:util';
import {
  AccountUser,
  AdvancedConfirmation,
  ApiException,
  Authorization,
  InvalidArgumentException,
  Lock,
  LockException,
  LockNotification,
  LockNotificationInput,
  LogEntry,
  OpenerBrand,
  OpenerIntercom,
  SmartLock,
  SmartlockAuths,
  SmartLocks,
  WebhookLog,
} from '../src/lock';
import {
  DeepReadonly,
  LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
  LOCK_SANDBOX_HOME_ACCOUNT_ID,
  LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
  LockAccountUser,
  LockIntercomModel,
  LockNotificationConfig,
  LockSandbox,
  LockSandboxDataView,
  LockSmartlockAuth,
  LockWebhookLog,
  RecordedRequest,
} from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';

/** The account keys of the sandbox's second (depot) and third (home) accounts in every app of this suite. */
const SECOND = 'second';
const HOME = 'home';

/** Seeded devices: the office's three (account `default`) and the home's smart door (account `home`). */
const FRONT_DOOR = 100101; // type 0, locked, fob paired, LED on, auto lock off
const BACK_ENTRANCE = 400102; // type 4, unlocked, auto lock after 300 s
const STREET_GATE = 200103; // opener on a Siedle HTS 811, ring to open 20 min, admin PIN missing
const HAUSTUER = 300301; // home: smart door (type 3), locked, buzzer normal

/** Seeded users of the office: the owner, a colleague (with an app authorization on BACK_ENTRANCE), one without. */
const ANNA = 5101;
const BRAM = 5102;
const CLAIRE = 5103;

/** The seeded advanced API keys of the office and the depot. */
const OFFICE_API_KEY = 7101;
const DEPOT_API_KEY = 7201;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;
const SIGNING_SECRET = /^[0-9a-f]{40}$/;

/** A request to the API as a test expects it. */
interface ExpectedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query parameters as the sandbox records them (a list would be a string[]); default none. */
  query?: Record<string, string | string[]>;
  /** The JSON body; left out: no body at all. */
  body?: unknown;
}

/** The recorded requests to the lock API (the OAuth endpoints left out). */
function apiRequests(sandbox: LockSandbox): RecordedRequest[] {
  return sandbox.requests.filter((request) => !request.path.startsWith('/oauth/'));
}

/** The single recorded request to this method and path (fails when there is none or more than one). */
function onlyRequestTo(sandbox: LockSandbox, method: string, path: string): RecordedRequest {
  const requests = sandbox.requestsTo(method, path);
  expect(requests).toHaveLength(1);
  return requests[0];
}

/** Checks verb, path, query and body (exact JSON; none at all when `expected.body` is left out) of a request. */
function expectRequest(request: RecordedRequest, expected: ExpectedRequest): void {
  expect(request.method).toBe(expected.method);
  expect(request.path).toBe(expected.path);
  expect(request.query).toStrictEqual(expected.query ?? {});
  if (expected.body === undefined) {
    expect(request.body).toBe('');
    expect(request.headers['content-type']).toBeUndefined();
  } else {
    expect(request.headers['content-type']).toMatch(/^application\/json\b/);
    expect(JSON.parse(request.body)).toStrictEqual(expected.body);
  }
}

/** Checks that exactly these requests were sent to the API, in this order. */
function expectRequests(sandbox: LockSandbox, expected: ExpectedRequest[]): void {
  const requests = apiRequests(sandbox);
  expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(
    expected.map((request) => `${request.method} ${request.path}`),
  );
  requests.forEach((request, index) => expectRequest(request, expected[index]));
}

/** The account the sandbox saw the request as (by its bearer token). */
function accountSeenBy(sandbox: LockSandbox, request: RecordedRequest): number | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return token === undefined ? undefined : sandbox.accountIdOf(token);
}

/** What the call rejected with, checked to be an InvalidArgumentException (and no LockException). */
async function invalidArgument(promise: Promise<unknown>): Promise<InvalidArgumentException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(InvalidArgumentException);
  expect(error).not.toBeInstanceOf(LockException);
  return error as InvalidArgumentException;
}

/** What the call rejected with, checked to be an ApiException with this status and endpoint. */
async function apiError(promise: Promise<unknown>, status: number, endpoint: string): Promise<ApiException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiException);
  expect((error as ApiException).status).toBe(status);
  expect((error as ApiException).endpoint).toBe(endpoint);
  return error as ApiException;
}

/** The office account (`default`) in the sandbox's live data. */
const office = (data: LockSandboxDataView) => data.accounts[0];
/** An office user in the sandbox's live data (undefined once deleted). */
const userOf = (data: LockSandboxDataView, accountUserId: number) =>
  office(data).users.find((user) => user.accountUserId === accountUserId);
/** The authorizations of a lock in the sandbox's live data, in their order there. */
const authsOf = (data: LockSandboxDataView, smartlockId: number) =>
  data.accounts.flatMap((account) => account.auths).filter((auth) => auth.smartlockId === smartlockId);
/** The (first) keypad code of a lock in the sandbox's live data. */
const keypadCodeOf = (data: LockSandboxDataView, smartlockId: number) =>
  authsOf(data, smartlockId).find((auth) => auth.type === SmartlockAuths.TYPE_KEYPAD_CODE)!;
/** A device of any account in the sandbox's live data (undefined once deleted). */
const seededLock = (data: LockSandboxDataView, smartlockId: number) =>
  data.accounts.flatMap((account) => account.smartlocks).find((lock) => lock.smartlockId === smartlockId);

/** Checks every field of an AccountUser against the sandbox payload it came from. */
function expectAccountUserOf(found: unknown, seed: DeepReadonly<LockAccountUser>): void {
  expect(found).toBeInstanceOf(AccountUser);
  const user = found as AccountUser;
  expect({ ...user, raw: undefined }).toStrictEqual({ ...seed, operationId: null, raw: undefined });
  expect(user.raw).toEqual(seed);
}

/** Checks every typed field of an Authorization against the sandbox payload it came from. */
function expectAuthorizationOf(found: unknown, seed: DeepReadonly<LockSmartlockAuth>): void {
  expect(found).toBeInstanceOf(Authorization);
  const auth = found as Authorization;
  expect({
    id: auth.id,
    smartlockId: auth.smartlockId,
    accountUserId: auth.accountUserId,
    authId: auth.authId,
    code: auth.code,
    type: auth.type,
    name: auth.name,
    enabled: auth.enabled,
    remoteAllowed: auth.remoteAllowed,
    lockCount: auth.lockCount,
    allowedFromDate: auth.allowedFromDate,
    allowedUntilDate: auth.allowedUntilDate,
    allowedWeekDays: auth.allowedWeekDays,
    allowedFromTime: auth.allowedFromTime,
    allowedUntilTime: auth.allowedUntilTime,
    lastActiveDate: auth.lastActiveDate,
    creationDate: auth.creationDate,
    updateDate: auth.updateDate,
  }).toStrictEqual({
    id: seed.id,
    smartlockId: seed.smartlockId,
    accountUserId: seed.accountUserId ?? null,
    authId: seed.authId,
    code: seed.code ?? null,
    type: seed.type,
    name: seed.name,
    enabled: seed.enabled,
    remoteAllowed: seed.remoteAllowed,
    lockCount: seed.lockCount,
    allowedFromDate: seed.allowedFromDate ?? null,
    allowedUntilDate: seed.allowedUntilDate ?? null,
    allowedWeekDays: seed.allowedWeekDays ?? null,
    allowedFromTime: seed.allowedFromTime ?? null,
    allowedUntilTime: seed.allowedUntilTime ?? null,
    lastActiveDate: seed.lastActiveDate ?? null,
    creationDate: seed.creationDate,
    updateDate: seed.updateDate,
  });
  expect(auth.raw).toEqual(seed);
}

/** Checks every field of a LockNotification (its secret too) against the sandbox payload it came from. */
function expectNotificationOf(found: unknown, seed: DeepReadonly<LockNotificationConfig>): void {
  expect(found).toBeInstanceOf(LockNotification);
  const notification = found as LockNotification;
  expect({ ...notification, raw: undefined }).toStrictEqual({
    notificationId: seed.notificationId,
    referenceId: seed.referenceId ?? null,
    pushId: seed.pushId,
    secret: seed.secret ?? null,
    os: seed.os,
    language: seed.language,
    status: seed.status,
    lastActiveDate: seed.lastActiveDate ?? null,
    settings: seed.settings,
    raw: undefined,
  });
  expect(notification.raw).toEqual(seed);
}

/** Checks every field of a WebhookLog against the sandbox payload it came from. */
function expectWebhookLogOf(found: unknown, seed: DeepReadonly<LockWebhookLog>): void {
  expect(found).toBeInstanceOf(WebhookLog);
  const log = found as WebhookLog;
  expect({ ...log, raw: undefined }).toStrictEqual({
    ...seed,
    requestId: seed.requestId ?? null,
    raw: undefined,
  });
  expect(log.raw).toEqual(seed);
}

/** The Siedle HTS 811 of the sandbox's intercom catalogue, the model the seeded opener is wired to. */
const SIEDLE_HTS_811: LockIntercomModel = {
  intercomId: 31011,
  brandId: 3,
  type: 6,
  model: 'HTS 811-0',
  verified: 1,
  conGndBus: '',
  conBusAudio: '',
  conAudioout: '',
  conDoorbellPlus: '15',
  conDoorbellMinus: '1',
  conOpendoor: '9',
  conGndAnalogue: '1',
  busModeSwitch: 0,
  busModeSwitchShortCircuitDuration: 0,
  creationDate: '2021-05-04T10:00:00.000Z',
  updateDate: '2024-09-16T08:00:00.000Z',
};

/** Checks every field of an OpenerIntercom against a catalogue entry. */
function expectIntercomOf(found: unknown, model: LockIntercomModel): void {
  expect(found).toBeInstanceOf(OpenerIntercom);
  expect({ ...(found as OpenerIntercom), raw: undefined }).toStrictEqual({ ...model, raw: undefined });
  expect((found as OpenerIntercom).raw).toEqual(model);
}

/** One settings change: read the device (README: start from `find(id)`), change one field, read it again. */
interface SettingsRow {
  /** The account key the device belongs to. */
  account: string;
  smartlockId: number;
  /** Sends the change, built from the device as `find()` read it. */
  update: (lock: Lock, current: SmartLock) => Promise<void>;
  /** The POST it must send (path and exact body). */
  request: ExpectedRequest;
  /** The fields `find()` shows: the one that changes and one that must stay. */
  read: (found: SmartLock) => unknown;
  before: unknown;
  after: unknown;
}

const SETTINGS_ROWS: [string, SettingsRow][] = [
  [
    'updateConfig(id, config): LED off, the required fields read from find().config',
    {
      account: 'default',
      smartlockId: FRONT_DOOR,
      update: (lock, current) => {
        const { name, latitude, longitude, timezoneOffset, singleLock, advertisingMode, timezoneId } =
          current.config!;
        return lock.settings().updateConfig(FRONT_DOOR, {
          name,
          latitude,
          longitude,
          timezoneOffset,
          singleLock,
          advertisingMode,
          timezoneId,
          ledEnabled: false,
        });
      },
      request: {
        method: 'POST',
        path: `/smartlock/${FRONT_DOOR}/config`,
        body: {
          name: 'Front Door',
          latitude: 52.3791,
          longitude: 4.9003,
          timezoneOffset: 60,
          singleLock: false,
          advertisingMode: 0,
          timezoneId: 37,
          ledEnabled: false,
        },
      },
      read: (found) => ({ ledEnabled: found.config?.ledEnabled, fobPaired: found.config?.fobPaired }),
      before: { ledEnabled: true, fobPaired: true },
      after: { ledEnabled: false, fobPaired: true },
    },
  ],
  [
    'updateAdvancedConfig(id, config): auto lock on, as the README turns it on',
    {
      account: 'default',
      smartlockId: FRONT_DOOR,
      update: (lock, current) => {
        const config = current.advancedConfig!;
        return lock.settings().updateAdvancedConfig(FRONT_DOOR, {
          batteryType: config.batteryType,
          lockedPositionOffsetDegrees: config.lockedPositionOffsetDegrees,
          singleLockedPositionOffsetDegrees: config.singleLockedPositionOffsetDegrees,
          unlockedPositionOffsetDegrees: config.unlockedPositionOffsetDegrees,
          autoLock: true,
          autoLockTimeout: 120,
        });
      },
      request: {
        method: 'POST',
        path: `/smartlock/${FRONT_DOOR}/advanced/config`,
        body: {
          batteryType: 0,
          lockedPositionOffsetDegrees: 0,
          singleLockedPositionOffsetDegrees: 0,
          unlockedPositionOffsetDegrees: 0,
          autoLock: true,
          autoLockTimeout: 120,
        },
      },
      read: ({ advancedConfig }) => ({
        autoLock: advancedConfig?.autoLock,
        autoLockTimeout: advancedConfig?.autoLockTimeout,
        totalDegrees: advancedConfig?.totalDegrees,
      }),
      before: { autoLock: false, autoLockTimeout: 0, totalDegrees: 890 },
      after: { autoLock: true, autoLockTimeout: 120, totalDegrees: 890 },
    },
  ],
  [
    'updateOpenerAdvancedConfig(id, config): ring to open for 45 minutes, the read-only fields left out',
    {
      account: 'default',
      smartlockId: STREET_GATE,
      update: (lock, current) => {
        const {
          intercomId: _intercomId,
          busModeSwitch: _busModeSwitch,
          ...writable
        } = current.openerAdvancedConfig!;
        return lock.settings().updateOpenerAdvancedConfig(STREET_GATE, { ...writable, rtoTimeout: 45 });
      },
      request: {
        method: 'POST',
        path: `/smartlock/${STREET_GATE}/advanced/openerconfig`,
        body: {
          shortCircuitDuration: 0,
          electricStrikeDelay: 0,
          randomElectricStrikeDelay: false,
          electricStrikeDuration: 3000,
          disableRtoAfterRing: true,
          rtoTimeout: 45,
          doorbellSuppression: 0,
          doorbellSuppressionDuration: 500,
          soundRing: 1,
          soundOpen: 1,
          soundRto: 1,
          soundCm: 1,
          soundConfirmation: 1,
          soundLevel: 255,
          singleButtonPressAction: 1,
          doubleButtonPressAction: 4,
          batteryType: 0,
          automaticBatteryTypeDetection: true,
          autoUpdateEnabled: true,
        },
      },
      read: ({ openerAdvancedConfig }) => ({
        rtoTimeout: openerAdvancedConfig?.rtoTimeout,
        intercomId: openerAdvancedConfig?.intercomId,
      }),
      before: { rtoTimeout: 20, intercomId: SIEDLE_HTS_811.intercomId },
      after: { rtoTimeout: 45, intercomId: SIEDLE_HTS_811.intercomId },
    },
  ],
  [
    "updateSmartdoorAdvancedConfig(id, config): the home's smart door, buzzer low, through as('home')",
    {
      account: HOME,
      smartlockId: HAUSTUER,
      update: (lock, current) => {
        const { autoLock, batteryType } = current.smartdoorAdvancedConfig!;
        return lock
          .settings()
          .updateSmartdoorAdvancedConfig(HAUSTUER, { autoLock, batteryType, buzzerVolume: 1 });
      },
      request: {
        method: 'POST',
        path: `/smartlock/${HAUSTUER}/advanced/smartdoorconfig`,
        body: { autoLock: true, batteryType: 2, buzzerVolume: 1 },
      },
      read: ({ smartdoorAdvancedConfig }) => ({
        buzzerVolume: smartdoorAdvancedConfig?.buzzerVolume,
        autoLockTimeout: smartdoorAdvancedConfig?.autoLockTimeout,
      }),
      before: { buzzerVolume: 2, autoLockTimeout: 120 },
      after: { buzzerVolume: 1, autoLockTimeout: 120 },
    },
  ],
  [
    'updateWebConfig(id, config): no battery warning mails',
    {
      account: 'default',
      smartlockId: BACK_ENTRANCE,
      update: (lock) =>
        lock.settings().updateWebConfig(BACK_ENTRANCE, { batteryWarningPerMailEnabled: false }),
      request: {
        method: 'POST',
        path: `/smartlock/${BACK_ENTRANCE}/web/config`,
        body: { batteryWarningPerMailEnabled: false },
      },
      read: ({ webConfig }) => webConfig,
      before: { batteryWarningPerMailEnabled: true, dismissedLiftUpHandleWarning: [] },
      after: { batteryWarningPerMailEnabled: false, dismissedLiftUpHandleWarning: [] },
    },
  ],
  [
    'setAdminPin(id, pin): the missing admin PIN of the opener becomes ok',
    {
      account: 'default',
      smartlockId: STREET_GATE,
      update: (lock) => lock.settings().setAdminPin(STREET_GATE, 4711),
      request: { method: 'POST', path: `/smartlock/${STREET_GATE}/admin/pin`, body: { adminPin: 4711 } },
      read: (found) => found.adminPinState,
      before: 1,
      after: 0,
    },
  ],
  [
    'setAdminPin(id, 0): the lowest PIN is sent, not dropped',
    {
      account: 'default',
      smartlockId: STREET_GATE,
      update: (lock) => lock.settings().setAdminPin(STREET_GATE, 0),
      request: { method: 'POST', path: `/smartlock/${STREET_GATE}/admin/pin`, body: { adminPin: 0 } },
      read: (found) => found.adminPinState,
      before: 1,
      after: 0,
    },
  ],
];

/** The text as a pattern that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One action of the advanced API: the call, the POST it sends, and what the sandbox records and the device does. */
interface CallbackRow {
  call: (smartlocks: SmartLocks) => Promise<AdvancedConfirmation>;
  smartlockId: number;
  path: string;
  /** The exact JSON body; left out: no body. */
  body?: unknown;
  /** The action (and option) the sandbox records. */
  recorded: { action: number; option?: number };
  /** The device's `state` afterwards: 1 locked, 3 unlocked. */
  stateAfter: number;
}

const CALLBACK_ROWS: [string, CallbackRow][] = [
  [
    'actionWithCallback(id, 1, 2): unlock, forced',
    {
      call: (smartlocks) => smartlocks.actionWithCallback(FRONT_DOOR, SmartLocks.ACTION_UNLOCK, 2),
      smartlockId: FRONT_DOOR,
      path: `/smartlock/${FRONT_DOOR}/action/advanced`,
      body: { action: 1, option: 2 },
      recorded: { action: 1, option: 2 },
      stateAfter: 3,
    },
  ],
  [
    'actionWithCallback(id, 2): lock, no option sent',
    {
      call: (smartlocks) => smartlocks.actionWithCallback(BACK_ENTRANCE, SmartLocks.ACTION_LOCK),
      smartlockId: BACK_ENTRANCE,
      path: `/smartlock/${BACK_ENTRANCE}/action/advanced`,
      body: { action: 2 },
      recorded: { action: 2 },
      stateAfter: 1,
    },
  ],
  [
    'lockWithCallback(id)',
    {
      call: (smartlocks) => smartlocks.lockWithCallback(BACK_ENTRANCE),
      smartlockId: BACK_ENTRANCE,
      path: `/smartlock/${BACK_ENTRANCE}/action/lock/advanced`,
      recorded: { action: 2 },
      stateAfter: 1,
    },
  ],
  [
    'unlockWithCallback(id)',
    {
      call: (smartlocks) => smartlocks.unlockWithCallback(FRONT_DOOR),
      smartlockId: FRONT_DOOR,
      path: `/smartlock/${FRONT_DOOR}/action/unlock/advanced`,
      recorded: { action: 1 },
      stateAfter: 3,
    },
  ],
];

/** A call with bad input, and the pattern its InvalidArgumentException message must match. */
type BadInputRow = [string, (lock: Lock, data: LockSandboxDataView) => Promise<unknown>, RegExp];

const BAD_INPUT_ROWS: BadInputRow[] = [
  ...[0, 1.5, Number.NaN, -3].map((id): BadInputRow => [
    `accountUsers().find(${id})`,
    (lock) => lock.accountUsers().find(id),
    new RegExp(`account user id must be a positive integer, got ${escapeRegExp(String(id))}\\.$`),
  ]),
  [
    'accountUsers().update(0, ...)',
    (lock) => lock.accountUsers().update(0, { name: 'Nobody' }),
    /account user id must be a positive integer, got 0\./,
  ],
  [
    'accountUsers().delete(1.5)',
    (lock) => lock.accountUsers().delete(1.5),
    /account user id must be a positive integer, got 1\.5\./,
  ],
  [
    'accountUsers().delete(NaN)',
    (lock) => lock.accountUsers().delete(Number.NaN),
    /account user id must be a positive integer, got NaN\./,
  ],
  [
    'settings().setAdminPin(id, 10000)',
    (lock) => lock.settings().setAdminPin(STREET_GATE, 10000),
    /admin PIN must be an integer from 0 to 9999, got 10000\./,
  ],
  [
    'settings().setAdminPin(id, -1)',
    (lock) => lock.settings().setAdminPin(STREET_GATE, -1),
    /admin PIN must be an integer from 0 to 9999, got -1\./,
  ],
  [
    'settings().setAdminPin(id, 12.5)',
    (lock) => lock.settings().setAdminPin(STREET_GATE, 12.5),
    /admin PIN must be an integer, got 12\.5\./,
  ],
  [
    'smartlocks().action(id, 2, 8): the option',
    (lock) => lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_LOCK, 8),
    /option must be an integer from 0 to 7, got 8\./,
  ],
  [
    'smartlocks().action(id, 9): the action',
    (lock) => lock.smartlocks().action(FRONT_DOOR, 9),
    /action must be an integer from 0 to 7, got 9\./,
  ],
  [
    'smartlocks().action(id, -1): the action',
    (lock) => lock.smartlocks().action(FRONT_DOOR, -1),
    /action must be an integer from 0 to 7, got -1\./,
  ],
  [
    'smartlocks().actionWithCallback(id, 8)',
    (lock) => lock.smartlocks().actionWithCallback(FRONT_DOOR, 8),
    /action must be an integer from 0 to 7, got 8\./,
  ],
  [
    'smartlocks().actionWithCallback(id, 1, 1.5)',
    (lock) => lock.smartlocks().actionWithCallback(FRONT_DOOR, SmartLocks.ACTION_UNLOCK, 1.5),
    /option must be an integer, got 1\.5\./,
  ],
  [
    'smartlocks().delete(0)',
    (lock) => lock.smartlocks().delete(0),
    /smartlock id must be a positive integer/,
  ],
  [
    'smartlocks().lockWithCallback(NaN)',
    (lock) => lock.smartlocks().lockWithCallback(Number.NaN),
    /smartlock id must be a positive integer, got NaN/,
  ],
  [
    'auths().find(id, "..")',
    (lock) => lock.auths().find(FRONT_DOOR, '..'),
    /authorization id must not be "\.\."/,
  ],
  [
    'auths().deleteMany([valid, ".."]): one bad id, none is deleted',
    (lock, data) => lock.auths().deleteMany([keypadCodeOf(data, FRONT_DOOR).id, '..']),
    /authorization id must not be "\.\."/,
  ],
  [
    'auths().updateMany(not a list)',
    (lock) => lock.auths().updateMany({} as never),
    /updates must be a list/,
  ],
  [
    'settings().updateWebConfigs(not a list)',
    (lock) => lock.settings().updateWebConfigs({} as never),
    /web config requests must be a list/,
  ],
  [
    'logs().forSmartlock(id, { fromDate: invalid Date })',
    (lock) => lock.logs().forSmartlock(FRONT_DOOR, { fromDate: new Date(Number.NaN) }),
    /query parameter fromDate is an invalid Date/,
  ],
  ['webhooks().logs(0)', (lock) => lock.webhooks().logs(0), /API key id must be a positive integer, got 0/],
  ['opener().brand(1.5)', (lock) => lock.opener().brand(1.5), /intercom brand id must be a positive integer/],
  ['opener().intercom(-1)', (lock) => lock.opener().intercom(-1), /intercom id must be a positive integer/],
  [
    'notifications().find("")',
    (lock) => lock.notifications().find(''),
    /notification id must be a non-empty/,
  ],
  [
    "request('GET /smartlock/{smartlockId}/auth/{id}', { id: '' })",
    (lock) => lock.request('GET /smartlock/{smartlockId}/auth/{id}', { smartlockId: FRONT_DOOR, id: '' }),
    /path parameter id of GET \/smartlock\/\{smartlockId\}\/auth\/\{id\} must not be ""/,
  ],
];

describe('Lock operator resources: the whole vendor API (e2e against the sandbox)', () => {
  let restoreEnv: () => void;
  let sandbox: LockSandbox;
  let app: LockApp;
  let lock: Lock;

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    app = await startLockApp(sandbox, {
      accounts: {
        [SECOND]: { token: sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID) },
        [HOME]: { token: sandbox.apiToken(LOCK_SANDBOX_HOME_ACCOUNT_ID) },
      },
    });
    lock = app.lock;
  });

  afterEach(async () => {
    await app.close();
    await sandbox.close();
    restoreEnv();
  });

  describe('accountUsers()', () => {
    it('all() lists the users of the account in creation order, as typed AccountUsers', async () => {
      const users = await lock.accountUsers().all();
      expectRequests(sandbox, [{ method: 'GET', path: '/account/user' }]);
      expect(users.map((user) => user.accountUserId)).toEqual([ANNA, BRAM, CLAIRE]);
      users.forEach((user, index) => expectAccountUserOf(user, office(sandbox.data).users[index]));
    });

    it('all({ email }) sends the filter and answers that user only', async () => {
      const users = await lock.accountUsers().all({ email: 'bram@office.lock.example' });
      expectRequests(sandbox, [
        { method: 'GET', path: '/account/user', query: { email: 'bram@office.lock.example' } },
      ]);
      expect(users).toHaveLength(1);
      expectAccountUserOf(users[0], userOf(sandbox.data, BRAM)!);
    });

    it.each([
      [{ offset: 0, limit: 2 }, [ANNA, BRAM]],
      [{ offset: 1, limit: 1 }, [BRAM]],
      [{ offset: 2, limit: 5 }, [CLAIRE]],
      [{ offset: 3 }, []],
    ])('all(%j) pages with offset and limit', async (filters, expected) => {
      const users = await lock.accountUsers().all(filters);
      const query = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)]));
      expectRequests(sandbox, [{ method: 'GET', path: '/account/user', query }]);
      expect(users.map((user) => user.accountUserId)).toEqual(expected);
    });

    it('find(id) answers one typed AccountUser', async () => {
      const user = await lock.accountUsers().find(CLAIRE);
      expectRequests(sandbox, [{ method: 'GET', path: `/account/user/${CLAIRE}` }]);
      expectAccountUserOf(user, userOf(sandbox.data, CLAIRE)!);
      expect([user.name, user.email, user.language]).toEqual([
        'Claire Bakker',
        'claire@office.lock.example',
        'en',
      ]);
    });

    it("find(id) of another account's user is an ApiException 403", async () => {
      await apiError(lock.accountUsers().find(5201), 403, 'GET /account/user/5201');
      expectAccountUserOf(await lock.as(SECOND).accountUsers().find(5201), sandbox.data.accounts[1].users[0]);
    });

    it('create() sends the attributes and answers the new user with its id; all() then lists it', async () => {
      const created = await lock
        .accountUsers()
        .create({ email: 'dirk@office.lock.example', name: 'Dirk Visser', language: 'de' });
      expectRequests(sandbox, [
        {
          method: 'PUT',
          path: '/account/user',
          body: { email: 'dirk@office.lock.example', name: 'Dirk Visser', language: 'de' },
        },
      ]);
      expect(created).toBeInstanceOf(AccountUser);
      expect(created.accountUserId).toEqual(expect.any(Number));
      expect([ANNA, BRAM, CLAIRE]).not.toContain(created.accountUserId);
      expect(created).toMatchObject({
        accountId: LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
        email: 'dirk@office.lock.example',
        name: 'Dirk Visser',
        language: 'de',
        type: 0,
      });
      expectAccountUserOf(created, userOf(sandbox.data, created.accountUserId!)!);

      const listed = await lock.accountUsers().all();
      expect(listed.map((user) => user.accountUserId)).toEqual([ANNA, BRAM, CLAIRE, created.accountUserId]);
      expect((await lock.accountUsers().find(created.accountUserId!)).name).toBe('Dirk Visser');
    });

    it('update(id, fields) sends only the fields to change; find() then shows them', async () => {
      await expect(
        lock.accountUsers().update(CLAIRE, { name: 'Claire de Boer', language: 'nl' }),
      ).resolves.toBeUndefined();
      expectRequests(sandbox, [
        {
          method: 'POST',
          path: `/account/user/${CLAIRE}`,
          body: { name: 'Claire de Boer', language: 'nl' },
        },
      ]);
      const found = await lock.accountUsers().find(CLAIRE);
      expect([found.name, found.language, found.email]).toEqual([
        'Claire de Boer',
        'nl',
        'claire@office.lock.example',
      ]);
    });

    it('delete(id) sends no body; find() then is an ApiException 404 and its authorizations are gone', async () => {
      expect(authsOf(sandbox.data, BACK_ENTRANCE).map((auth) => auth.accountUserId)).toContain(BRAM);
      await expect(lock.accountUsers().delete(BRAM)).resolves.toBeUndefined();
      expectRequests(sandbox, [{ method: 'DELETE', path: `/account/user/${BRAM}` }]);

      const error = await apiError(lock.accountUsers().find(BRAM), 404, `GET /account/user/${BRAM}`);
      expect(error.body).toContain('Account user not found');
      const left = await lock.auths().forSmartlock(BACK_ENTRANCE);
      expect(left.map((auth) => auth.accountUserId)).not.toContain(BRAM);
      expect((await lock.accountUsers().all()).map((user) => user.accountUserId)).toEqual([ANNA, CLAIRE]);
    });
  });

  describe('settings()', () => {
    it.each(SETTINGS_ROWS)('%s', async (_name, row) => {
      const scoped = row.account === 'default' ? lock : lock.as(row.account);
      const current = await scoped.smartlocks().find(row.smartlockId);
      expect(row.read(current)).toEqual(row.before);

      await expect(row.update(scoped, current)).resolves.toBeUndefined();
      const post = onlyRequestTo(sandbox, 'POST', row.request.path);
      expectRequest(post, row.request);
      const accountId = row.account === HOME ? LOCK_SANDBOX_HOME_ACCOUNT_ID : LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
      expect(accountSeenBy(sandbox, post)).toBe(accountId);

      const found = await scoped.smartlocks().find(row.smartlockId);
      expect(row.read(found)).toEqual(row.after);
    });

    it('updateWebConfigs(requests) sends them in one POST /bulk-web-config; find() shows each', async () => {
      await lock.settings().updateWebConfigs([
        { smartlockId: FRONT_DOOR, webConfig: { batteryWarningPerMailEnabled: false } },
        {
          smartlockId: BACK_ENTRANCE,
          webConfig: { dismissedLiftUpHandleWarning: [LOCK_SANDBOX_OFFICE_ACCOUNT_ID] },
        },
      ]);
      expectRequests(sandbox, [
        {
          method: 'POST',
          path: '/bulk-web-config',
          body: {
            webConfigRequests: [
              { smartlockId: FRONT_DOOR, webConfig: { batteryWarningPerMailEnabled: false } },
              { smartlockId: BACK_ENTRANCE, webConfig: { dismissedLiftUpHandleWarning: [1001] } },
            ],
          },
        },
      ]);
      expect((await lock.smartlocks().find(FRONT_DOOR)).webConfig).toEqual({
        batteryWarningPerMailEnabled: false,
        dismissedLiftUpHandleWarning: [],
      });
      expect((await lock.smartlocks().find(BACK_ENTRANCE)).webConfig).toEqual({
        batteryWarningPerMailEnabled: true,
        dismissedLiftUpHandleWarning: [1001],
      });
    });

    it('a change the API refuses (the advanced config of an opener) is an ApiException 400 and changes nothing', async () => {
      const before = seededLock(sandbox.data, STREET_GATE)!.openerAdvancedConfig;
      const error = await apiError(
        lock.settings().updateAdvancedConfig(STREET_GATE, {
          batteryType: 0,
          lockedPositionOffsetDegrees: 0,
          singleLockedPositionOffsetDegrees: 0,
          unlockedPositionOffsetDegrees: 0,
        }),
        400,
        `POST /smartlock/${STREET_GATE}/advanced/config`,
      );
      expect(error.body).toContain('openerconfig');
      const found = await lock.smartlocks().find(STREET_GATE);
      expect(found.advancedConfig).toBeNull();
      expect(found.openerAdvancedConfig).toEqual(before);
    });
  });

  describe('smartlocks(): delete and the actions with callback', () => {
    it('delete(id) sends DELETE without a body; find() then is an ApiException 404', async () => {
      await expect(lock.smartlocks().delete(STREET_GATE)).resolves.toBeUndefined();
      expectRequests(sandbox, [{ method: 'DELETE', path: `/smartlock/${STREET_GATE}` }]);

      await apiError(lock.smartlocks().find(STREET_GATE), 404, `GET /smartlock/${STREET_GATE}`);
      expect((await lock.smartlocks().all()).map((found) => found.smartlockId)).toEqual([
        FRONT_DOOR,
        BACK_ENTRANCE,
      ]);
      expect(authsOf(sandbox.data, STREET_GATE)).toEqual([]);
    });

    it.each(CALLBACK_ROWS)(
      '%s answers an AdvancedConfirmation whose requestId the API recorded with the action',
      async (_name, row) => {
        const confirmation = await row.call(lock.smartlocks());
        expectRequests(sandbox, [{ method: 'POST', path: row.path, body: row.body }]);

        expect(confirmation).toBeInstanceOf(AdvancedConfirmation);
        expect(confirmation.requestId).toMatch(UUID);
        expect(confirmation.error).toBeNull();
        expect(sandbox.actions).toStrictEqual([
          {
            accountId: LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
            smartlockId: row.smartlockId,
            ...row.recorded,
            requestId: confirmation.requestId,
          },
        ]);
        const found = await lock.smartlocks().find(row.smartlockId);
        expect([found.state, found.lastAction]).toEqual([row.stateAfter, row.recorded.action]);
      },
    );

    it('two actions with callback get two different requestIds', async () => {
      const first = await lock.smartlocks().lockWithCallback(FRONT_DOOR);
      const second = await lock.smartlocks().unlockWithCallback(FRONT_DOOR);
      expect(first.requestId).not.toBe(second.requestId);
      expect(sandbox.actions.map((action) => action.requestId)).toEqual([first.requestId, second.requestId]);
    });

    it.each([
      ['action(id, 2, 8)', (smartlocks: SmartLocks) => smartlocks.action(FRONT_DOOR, 2, 8), 'option', 8],
      ['action(id, 9)', (smartlocks: SmartLocks) => smartlocks.action(FRONT_DOOR, 9), 'action', 9],
      ['action(id, 1, -1)', (smartlocks: SmartLocks) => smartlocks.action(FRONT_DOOR, 1, -1), 'option', -1],
      [
        'actionWithCallback(id, 8, 0)',
        (smartlocks: SmartLocks) => smartlocks.actionWithCallback(FRONT_DOOR, 8, 0),
        'action',
        8,
      ],
    ])(
      '%s is refused naming the %s and the range 0..7; nothing is sent',
      async (_name, call, argument, value) => {
        const error = await invalidArgument(call(lock.smartlocks()));
        expect(error.message).toBe(`The ${argument} must be an integer from 0 to 7, got ${value}.`);
        expect(apiRequests(sandbox)).toEqual([]);
        expect(sandbox.actions).toEqual([]);
      },
    );

    it('the ends of the range are sent (action(id, 4, 7), action(id, 5, 0)), the next value is not', async () => {
      await lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_LOCK_AND_GO, 7);
      await lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_LOCK_AND_GO_WITH_UNLATCH, 0);
      await invalidArgument(lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_LOCK_AND_GO, 8));
      expect(sandbox.actions.map(({ action, option }) => ({ action, option }))).toEqual([
        { action: 4, option: 7 },
        { action: 5, option: 0 },
      ]);
      expect(apiRequests(sandbox)).toHaveLength(2);
    });
  });

  describe('auths()', () => {
    it('find(id, authId) answers one typed Authorization', async () => {
      const seed = keypadCodeOf(sandbox.data, FRONT_DOOR);
      const found = await lock.auths().find(FRONT_DOOR, seed.id);
      expectRequests(sandbox, [{ method: 'GET', path: `/smartlock/${FRONT_DOOR}/auth/${seed.id}` }]);
      expectAuthorizationOf(found, seed);
      expect([found.name, found.code, found.allowedDays()]).toEqual([
        'Cleaning crew',
        241357,
        ['ma', 'wo', 'vr'],
      ]);
    });

    it('find() of an authorization of another lock is an ApiException 404', async () => {
      const other = keypadCodeOf(sandbox.data, BACK_ENTRANCE);
      await apiError(
        lock.auths().find(FRONT_DOOR, other.id),
        404,
        `GET /smartlock/${FRONT_DOOR}/auth/${other.id}`,
      );
    });

    it('update(id, authId, { enabled: false }) reads the auth, then POSTs its current name with enabled:false', async () => {
      const seed = keypadCodeOf(sandbox.data, FRONT_DOOR);
      await expect(lock.auths().update(FRONT_DOOR, seed.id, { enabled: false })).resolves.toBeUndefined();
      const path = `/smartlock/${FRONT_DOOR}/auth/${seed.id}`;
      expectRequests(sandbox, [
        { method: 'GET', path },
        { method: 'POST', path, body: { enabled: false, name: 'Cleaning crew' } },
      ]);
      const found = await lock.auths().find(FRONT_DOOR, seed.id);
      expect([found.enabled, found.name, found.code]).toEqual([false, 'Cleaning crew', 241357]);
    });

    it('update() reads the name that is current now, not the seeded one', async () => {
      const seed = keypadCodeOf(sandbox.data, BACK_ENTRANCE);
      await lock.auths().update(BACK_ENTRANCE, seed.id, { name: 'Parcel courier' });
      sandbox.clearRequests();
      await lock.auths().update(BACK_ENTRANCE, seed.id, { allowedWeekDays: 127 });
      expect(
        JSON.parse(onlyRequestTo(sandbox, 'POST', `/smartlock/${BACK_ENTRANCE}/auth/${seed.id}`).body),
      ).toEqual({ allowedWeekDays: 127, name: 'Parcel courier' });
    });

    it('update() with a name sends no GET: one POST with the attributes as given', async () => {
      const seed = keypadCodeOf(sandbox.data, FRONT_DOOR);
      await lock.auths().update(FRONT_DOOR, seed.id, { name: 'Cleaners', allowedFromTime: 420 });
      expectRequests(sandbox, [
        {
          method: 'POST',
          path: `/smartlock/${FRONT_DOOR}/auth/${seed.id}`,
          body: { name: 'Cleaners', allowedFromTime: 420 },
        },
      ]);
      const found = await lock.auths().find(FRONT_DOOR, seed.id);
      expect([found.name, found.allowedFromTime, found.enabled]).toEqual(['Cleaners', 420, true]);
    });

    it('update() of an unknown authorization fails on its GET with an ApiException 404; no POST is sent', async () => {
      const unknown = 'ffffffffffffffffffffffff';
      await apiError(
        lock.auths().update(FRONT_DOOR, unknown, { enabled: false }),
        404,
        `GET /smartlock/${FRONT_DOOR}/auth/${unknown}`,
      );
      expect(sandbox.requestsTo('POST', `/smartlock/${FRONT_DOOR}/auth/${unknown}`)).toEqual([]);
    });

    it('createMany(attributes) sends one PUT /smartlock/auth; both locks then list the keypad code', async () => {
      const attributes = {
        name: 'Window cleaner',
        type: SmartlockAuths.TYPE_KEYPAD_CODE,
        code: 135792,
        smartlockIds: [FRONT_DOOR, BACK_ENTRANCE],
        remoteAllowed: false,
        allowedWeekDays: 84,
      };
      await expect(lock.auths().createMany(attributes)).resolves.toBeUndefined();
      expectRequests(sandbox, [{ method: 'PUT', path: '/smartlock/auth', body: attributes }]);

      for (const smartlockId of [FRONT_DOOR, BACK_ENTRANCE]) {
        const codes = await lock
          .auths()
          .forSmartlock(smartlockId, { types: [SmartlockAuths.TYPE_KEYPAD_CODE] });
        const created = codes.find((auth) => auth.name === 'Window cleaner');
        expect(created).toBeInstanceOf(Authorization);
        expect(created).toMatchObject({ smartlockId, code: 135792, allowedWeekDays: 84, enabled: true });
        expect(created!.id).toMatch(OBJECT_ID);
      }
    });

    it('updateMany(updates) sends the list as the body of POST /smartlock/auth; find() shows each change', async () => {
      const front = keypadCodeOf(sandbox.data, FRONT_DOOR);
      const back = keypadCodeOf(sandbox.data, BACK_ENTRANCE);
      const updates = [
        { id: front.id, name: 'Cleaners', enabled: false },
        { id: back.id, name: 'Courier', allowedWeekDays: 127 },
      ];
      await expect(lock.auths().updateMany(updates)).resolves.toBeUndefined();
      expectRequests(sandbox, [{ method: 'POST', path: '/smartlock/auth', body: updates }]);

      const frontFound = await lock.auths().find(FRONT_DOOR, front.id);
      const backFound = await lock.auths().find(BACK_ENTRANCE, back.id);
      expect([frontFound.name, frontFound.enabled]).toEqual(['Cleaners', false]);
      expect([backFound.name, backFound.allowedWeekDays, backFound.enabled]).toEqual(['Courier', 127, true]);
    });

    it('deleteMany(ids) sends the ids as the body of DELETE /smartlock/auth; they are gone afterwards', async () => {
      const front = keypadCodeOf(sandbox.data, FRONT_DOOR);
      const gate = keypadCodeOf(sandbox.data, STREET_GATE);
      await expect(lock.auths().deleteMany([front.id, gate.id])).resolves.toBeUndefined();
      expectRequests(sandbox, [{ method: 'DELETE', path: '/smartlock/auth', body: [front.id, gate.id] }]);

      const ids = (await lock.auths().all()).map((auth) => auth.id);
      expect(ids).not.toContain(front.id);
      expect(ids).not.toContain(gate.id);
      expect(ids).toHaveLength(5);
      await apiError(
        lock.auths().find(FRONT_DOOR, front.id),
        404,
        `GET /smartlock/${FRONT_DOOR}/auth/${front.id}`,
      );
    });

    it('createWithSharedKey(id, attributes) answers the new authorizations as Authorization[]', async () => {
      const attributes = { name: 'Reception kiosk', accountUserId: CLAIRE, allowedWeekDays: 124 };
      const created = await lock.auths().createWithSharedKey(FRONT_DOOR, attributes);
      expectRequests(sandbox, [
        { method: 'POST', path: `/smartlock/${FRONT_DOOR}/auth/advanced/sharedkey`, body: attributes },
      ]);

      expect(created).toHaveLength(1);
      expect(created[0]).toBeInstanceOf(Authorization);
      expect(created[0]).toMatchObject({
        smartlockId: FRONT_DOOR,
        accountUserId: CLAIRE,
        type: SmartlockAuths.TYPE_APP,
        name: 'Reception kiosk',
        allowedWeekDays: 124,
        enabled: true,
        remoteAllowed: false,
      });
      expect(created[0].id).toMatch(OBJECT_ID);
      const stored = authsOf(sandbox.data, FRONT_DOOR).find((auth) => auth.id === created[0].id)!;
      expectAuthorizationOf(created[0], stored);
      expectAuthorizationOf(await lock.auths().find(FRONT_DOOR, created[0].id), stored);
    });

    it('createAdvanced(attributes) answers a requestId; each listed lock then has the app authorization', async () => {
      const attributes = {
        name: 'Claire Bakker',
        accountUserId: CLAIRE,
        smartlockIds: [FRONT_DOOR, STREET_GATE],
        remoteAllowed: true,
      };
      const confirmation = await lock.auths().createAdvanced(attributes);
      expectRequests(sandbox, [{ method: 'PUT', path: '/smartlock/auth/advanced', body: attributes }]);

      expect(confirmation).toBeInstanceOf(AdvancedConfirmation);
      expect(confirmation.requestId).toMatch(UUID);
      const claires = await lock.auths().all({ accountUserId: CLAIRE });
      expect(claires.map((auth) => [auth.smartlockId, auth.type, auth.name, auth.remoteAllowed])).toEqual([
        [FRONT_DOOR, SmartlockAuths.TYPE_APP, 'Claire Bakker', true],
        [STREET_GATE, SmartlockAuths.TYPE_APP, 'Claire Bakker', true],
      ]);
    });

    it('forSmartlock(id, { types: [0, 13] }) sends types=0,13 as one value and gets both types', async () => {
      const found = await lock.auths().forSmartlock(BACK_ENTRANCE, { types: [0, 13] });
      expectRequests(sandbox, [
        { method: 'GET', path: `/smartlock/${BACK_ENTRANCE}/auth`, query: { types: '0,13' } },
      ]);
      expect(found.map((auth) => auth.type)).toEqual([0, 0, 13]);
      found.forEach((auth, index) =>
        expectAuthorizationOf(auth, authsOf(sandbox.data, BACK_ENTRANCE)[index]),
      );
    });

    it('all({ types: [13] }): a list of one is sent as that one value', async () => {
      const found = await lock.auths().all({ types: [SmartlockAuths.TYPE_KEYPAD_CODE] });
      expectRequests(sandbox, [{ method: 'GET', path: '/smartlock/auth', query: { types: '13' } }]);
      expect(found.map((auth) => auth.name)).toEqual(['Cleaning crew', 'Courier', 'Visitors']);
    });
  });

  describe('logs(): Dates in the query', () => {
    it('forSmartlock(id, { fromDate: Date, toDate: Date }) sends RFC 3339 strings and gets the entries between', async () => {
      const entries = await lock.logs().forSmartlock(FRONT_DOOR, {
        fromDate: new Date(Date.UTC(2026, 2, 1, 12, 0)),
        toDate: new Date(Date.UTC(2026, 2, 2, 12, 0)),
      });
      expectRequests(sandbox, [
        {
          method: 'GET',
          path: `/smartlock/${FRONT_DOOR}/log`,
          query: { fromDate: '2026-03-01T12:00:00.000Z', toDate: '2026-03-02T12:00:00.000Z' },
        },
      ]);
      expect(entries.every((entry) => entry instanceof LogEntry)).toBe(true);
      expect(entries.map((entry) => entry.date)).toEqual([
        '2026-03-02T06:58:41.000Z',
        '2026-03-01T18:02:09.000Z',
      ]);
    });

    it('all({ fromDate: Date, action }) sends the Date as RFC 3339 next to the other filters', async () => {
      const entries = await lock.logs().all({ fromDate: new Date('2026-03-02T00:00:00+01:00'), action: 3 });
      expectRequests(sandbox, [
        {
          method: 'GET',
          path: '/smartlock/log',
          query: { fromDate: '2026-03-01T23:00:00.000Z', action: '3' },
        },
      ]);
      expect(entries.map((entry) => [entry.smartlockId, entry.date])).toEqual([
        [STREET_GATE, '2026-03-02T09:31:07.000Z'],
      ]);
    });
  });

  describe('notifications()', () => {
    const notificationsOf = (data: LockSandboxDataView) => office(data).notificationConfigs;

    /** A webhook notification of FRONT_DOOR's lock and unlock events, tagged for a CRM. */
    const WEBHOOK: LockNotificationInput = {
      referenceId: 'crm-5001',
      pushId: 'https://crm.lock.example/hooks/front-door',
      os: 2,
      language: 'nl',
      settings: [{ smartlockId: FRONT_DOOR, triggerEvents: ['lock', 'unlock'] }],
    };

    it('all() lists the typed notifications of the account', async () => {
      const found = await lock.notifications().all();
      expectRequests(sandbox, [{ method: 'GET', path: '/notification' }]);
      expect(found).toHaveLength(2);
      found.forEach((notification, index) =>
        expectNotificationOf(notification, notificationsOf(sandbox.data)[index]),
      );
      expect(found.map((notification) => notification.os)).toEqual([1, 2]);
    });

    it('all(referenceId) sends the filter and answers the notifications of that reference only', async () => {
      const found = await lock.notifications().all('crm-4411');
      expectRequests(sandbox, [{ method: 'GET', path: '/notification', query: { referenceId: 'crm-4411' } }]);
      expect(found).toHaveLength(1);
      expectNotificationOf(found[0], notificationsOf(sandbox.data)[1]);
      expect(await lock.notifications().all('unknown-reference')).toEqual([]);
    });

    it('find(id) answers one typed notification with its settings', async () => {
      const seed = notificationsOf(sandbox.data)[0];
      const found = await lock.notifications().find(seed.notificationId);
      expectRequests(sandbox, [{ method: 'GET', path: `/notification/${seed.notificationId}` }]);
      expectNotificationOf(found, seed);
      expect(found.settings).toEqual([
        { smartlockId: FRONT_DOOR, triggerEvents: ['lock', 'unlock', 'doorsensor'] },
        { smartlockId: BACK_ENTRANCE, triggerEvents: ['warnings', 'smartlock'] },
      ]);
    });

    it('create() sends the notification and answers it with a notificationId; all() then lists it', async () => {
      const created = await lock.notifications().create(WEBHOOK);
      expectRequests(sandbox, [{ method: 'PUT', path: '/notification', body: WEBHOOK }]);

      expect(created).toBeInstanceOf(LockNotification);
      expect(created.notificationId).toMatch(OBJECT_ID);
      expect(created).toMatchObject({
        referenceId: 'crm-5001',
        pushId: WEBHOOK.pushId,
        os: 2,
        language: 'nl',
        status: 0,
        settings: WEBHOOK.settings,
      });
      expect(created.secret).toMatch(SIGNING_SECRET);
      const listed = await lock.notifications().all('crm-5001');
      expect(listed.map((notification) => notification.notificationId)).toEqual([created.notificationId]);
    });

    it('the secret of a notification is in neither JSON.stringify nor util.inspect output', async () => {
      const created = await lock.notifications().create(WEBHOOK);
      const seeded = (await lock.notifications().all()).find((notification) => notification.os === 2)!;
      for (const notification of [created, seeded]) {
        const secret = notification.secret!;
        expect(secret).toMatch(SIGNING_SECRET);
        expect(notification.raw.secret).toBe(secret);
        for (const text of [
          JSON.stringify(notification),
          JSON.stringify([notification]),
          inspect(notification, { depth: 10 }),
          inspect({ nested: [notification] }, { depth: 10 }),
        ]) {
          expect(text).not.toContain(secret);
          expect(text).toContain(notification.notificationId!);
        }
      }
    });

    it('update(id, notification) sends it whole and answers it as stored; find() then shows it', async () => {
      const seed = notificationsOf(sandbox.data)[0];
      const change: LockNotificationInput = {
        pushId: seed.pushId,
        os: 1,
        language: 'en',
        settings: [{ smartlockId: STREET_GATE, triggerEvents: ['ring', 'open'] }],
      };
      const updated = await lock.notifications().update(seed.notificationId, change);
      expectRequests(sandbox, [
        { method: 'POST', path: `/notification/${seed.notificationId}`, body: change },
      ]);

      expect(updated).toBeInstanceOf(LockNotification);
      expect(updated).toMatchObject({
        notificationId: seed.notificationId,
        language: 'en',
        settings: change.settings,
      });
      const found = await lock.notifications().find(seed.notificationId);
      expect([found.language, found.settings]).toEqual(['en', change.settings]);
    });

    it('delete(id) sends DELETE without a body; find() then is an ApiException 404', async () => {
      const seed = notificationsOf(sandbox.data)[1];
      await expect(lock.notifications().delete(seed.notificationId)).resolves.toBeUndefined();
      expectRequests(sandbox, [{ method: 'DELETE', path: `/notification/${seed.notificationId}` }]);

      await apiError(
        lock.notifications().find(seed.notificationId),
        404,
        `GET /notification/${seed.notificationId}`,
      );
      expect((await lock.notifications().all()).map((notification) => notification.os)).toEqual([1]);
    });
  });

  describe('opener()', () => {
    it('brands() lists every intercom brand as typed OpenerBrands', async () => {
      const brands = await lock.opener().brands();
      expectRequests(sandbox, [{ method: 'GET', path: '/opener/brand' }]);
      expect(brands.every((brand) => brand instanceof OpenerBrand)).toBe(true);
      expect(brands.map((brand) => [brand.brandId, brand.brand])).toEqual([
        [3, 'Siedle'],
        [7, 'Ritto'],
        [12, 'TCS'],
        [15, 'Bticino'],
        [18, 'Comelit'],
        [24, 'Urmet'],
        [31, 'Gira'],
      ]);
    });

    it('brand(id) answers one brand', async () => {
      const brand = await lock.opener().brand(12);
      expectRequests(sandbox, [{ method: 'GET', path: '/opener/brand/12' }]);
      expect(brand).toBeInstanceOf(OpenerBrand);
      expect([brand.brandId, brand.brand, brand.raw]).toEqual([12, 'TCS', { brandId: 12, brand: 'TCS' }]);
      await apiError(lock.opener().brand(99), 404, 'GET /opener/brand/99');
    });

    it.each([
      [{ brandId: 3 }, { brandId: '3' }, [31011, 31022]],
      [{ brandId: 12 }, { brandId: '12' }, [121001]],
      [{ brandId: 12, ignoreVerified: true }, { brandId: '12', ignoreVerified: 'true' }, [121001, 121014]],
      // No brandId needed; the seed's two recently changed models are both unverified, so only with ignoreVerified.
      [{ recentlyChanged: true }, { recentlyChanged: 'true' }, []],
      [
        { recentlyChanged: true, ignoreVerified: true },
        { recentlyChanged: 'true', ignoreVerified: 'true' },
        [121014, 181002],
      ],
    ])('intercoms(%j) sends the filters and answers the models', async (filters, query, ids) => {
      const intercoms = await lock.opener().intercoms(filters);
      expectRequests(sandbox, [{ method: 'GET', path: '/opener/intercom', query }]);
      expect(intercoms.every((intercom) => intercom instanceof OpenerIntercom)).toBe(true);
      expect(intercoms.map((intercom) => intercom.intercomId)).toEqual(ids);
    });

    it('intercoms({ brandId }) answers typed models: the wiring of the seeded Siedle', async () => {
      const [siedle] = await lock.opener().intercoms({ brandId: 3 });
      expectIntercomOf(siedle, SIEDLE_HTS_811);
    });

    it('intercoms({ recentlyChanged: true }) answers typed models changed recently', async () => {
      const intercoms = await lock.opener().intercoms({ recentlyChanged: true, ignoreVerified: true });
      expect(intercoms.map((intercom) => [intercom.model, intercom.verified, intercom.updateDate])).toEqual([
        ['ISW3130', 2, '2026-02-12T09:30:00.000Z'],
        ['Mini Handsfree 6721W', 2, '2026-02-20T14:05:00.000Z'],
      ]);
    });

    it('intercom(id) answers one typed model, the one the opener is wired to', async () => {
      const gate = await lock.smartlocks().find(STREET_GATE);
      const intercom = await lock.opener().intercom(gate.openerAdvancedConfig!.intercomId);
      expect(onlyRequestTo(sandbox, 'GET', `/opener/intercom/${SIEDLE_HTS_811.intercomId}`).query).toEqual(
        {},
      );
      expectIntercomOf(intercom, SIEDLE_HTS_811);
      await apiError(lock.opener().intercom(99), 404, 'GET /opener/intercom/99');
    });
  });

  describe('webhooks().logs()', () => {
    const webhookLogsOf = (data: LockSandboxDataView) => office(data).webhookLogs;

    it('logs(apiKeyId, { limit }) answers typed WebhookLogs, newest first', async () => {
      const logs = await lock.webhooks().logs(OFFICE_API_KEY, { limit: 2 });
      expectRequests(sandbox, [
        { method: 'GET', path: `/api/key/${OFFICE_API_KEY}/webhook/logs`, query: { limit: '2' } },
      ]);
      expect(logs).toHaveLength(2);
      logs.forEach((log, index) => expectWebhookLogOf(log, webhookLogsOf(sandbox.data)[index]));
      expect(logs.map((log) => [log.created, log.succeeded, log.responseStatus, log.duration])).toEqual([
        ['2026-03-02T17:45:13.204Z', true, 200, 184],
        ['2026-03-02T15:20:15.020Z', false, 503, 5003],
      ]);
      expect(logs[0].request?.path).toBe('https://office.lock.example/hooks/lock');
      expect(logs[0].request?.body).toMatchObject({ feature: 'DEVICE_STATUS', smartlockId: FRONT_DOOR });
      expect(logs[0].response?.headers).toEqual({ 'content-length': '0' });
    });

    it('logs(apiKeyId, { id, limit }) pages by id: the deliveries older than that one', async () => {
      const [, second] = await lock.webhooks().logs(OFFICE_API_KEY, { limit: 2 });
      sandbox.clearRequests();
      const older = await lock.webhooks().logs(OFFICE_API_KEY, { id: second.id, limit: 2 });
      expectRequests(sandbox, [
        {
          method: 'GET',
          path: `/api/key/${OFFICE_API_KEY}/webhook/logs`,
          query: { id: second.id, limit: '2' },
        },
      ]);
      expect(older).toHaveLength(1);
      expectWebhookLogOf(older[0], webhookLogsOf(sandbox.data)[2]);
      expect(older[0].requestId).toMatch(UUID);
      expect(older[0].request?.body).toMatchObject({ feature: 'DEVICE_AUTHS' });
    });

    it('logs(apiKeyId) without filters sends no query; a delivery the device caused has no requestId', async () => {
      const logs = await lock.webhooks().logs(OFFICE_API_KEY);
      expectRequests(sandbox, [{ method: 'GET', path: `/api/key/${OFFICE_API_KEY}/webhook/logs` }]);
      expect(logs.map((log) => log.requestId === null)).toEqual([true, true, false]);
      expect(logs.every((log) => log.apiKeyId === OFFICE_API_KEY)).toBe(true);
    });

    it("the depot's API key is the depot's: 403 for the office, its logs through as('second')", async () => {
      await apiError(lock.webhooks().logs(DEPOT_API_KEY), 403, `GET /api/key/${DEPOT_API_KEY}/webhook/logs`);
      const logs = await lock.as(SECOND).webhooks().logs(DEPOT_API_KEY, { limit: 1 });
      expect(logs.map((log) => [log.accountId, log.apiKeyId, log.created])).toEqual([
        [LOCK_SANDBOX_DEPOT_ACCOUNT_ID, DEPOT_API_KEY, '2026-03-02T05:59:04.310Z'],
      ]);
    });
  });

  describe('request()', () => {
    it('GET with path parameters reads an authorization: status, headers and the typed data', async () => {
      const seed = keypadCodeOf(sandbox.data, FRONT_DOOR);
      const response = await lock.request('GET /smartlock/{smartlockId}/auth/{id}', {
        smartlockId: FRONT_DOOR,
        id: seed.id,
      });
      expectRequests(sandbox, [{ method: 'GET', path: `/smartlock/${FRONT_DOOR}/auth/${seed.id}` }]);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.data).toEqual(seed);
      expect([response.data.name, response.data.code]).toEqual(['Cleaning crew', 241357]);
    });

    it("PUT /account/user sends the typed body and answers the new user; it is the account's from then on", async () => {
      const response = await lock.request('PUT /account/user', {
        body: { email: 'eva@office.lock.example', name: 'Eva Smit', language: 'en' },
      });
      expectRequests(sandbox, [
        {
          method: 'PUT',
          path: '/account/user',
          body: { email: 'eva@office.lock.example', name: 'Eva Smit', language: 'en' },
        },
      ]);
      expect(response.status).toBe(200);
      expect(response.data).toMatchObject({ accountId: LOCK_SANDBOX_OFFICE_ACCOUNT_ID, name: 'Eva Smit' });
      const found = await lock.accountUsers().find(response.data.accountUserId);
      expect([found.email, found.name]).toEqual(['eva@office.lock.example', 'Eva Smit']);
    });

    it('a route answered with 204 has data null, and its effect is visible', async () => {
      const seed = keypadCodeOf(sandbox.data, FRONT_DOOR);
      const response = await lock.request('DELETE /smartlock/{smartlockId}/auth/{id}', {
        smartlockId: FRONT_DOOR,
        id: seed.id,
      });
      expectRequests(sandbox, [{ method: 'DELETE', path: `/smartlock/${FRONT_DOOR}/auth/${seed.id}` }]);
      expect(response.status).toBe(204);
      expect(response.data).toBeNull();
      expect(authsOf(sandbox.data, FRONT_DOOR).map((auth) => auth.id)).not.toContain(seed.id);
    });

    it('GET /smartlock/log sends a Date as RFC 3339 and a list as one value', async () => {
      const [newest] = await lock.logs().all({ limit: 1 });
      sandbox.clearRequests();
      const response = await lock.request('GET /smartlock/log', {
        fromDate: new Date(Date.UTC(2026, 2, 1, 12, 0)),
        id: [newest.id],
        limit: 2,
      });
      expectRequests(sandbox, [
        {
          method: 'GET',
          path: '/smartlock/log',
          query: { fromDate: '2026-03-01T12:00:00.000Z', id: newest.id, limit: '2' },
        },
      ]);
      expect(response.data.map((entry) => entry.date)).toEqual([
        '2026-03-02T15:20:14.000Z',
        '2026-03-02T15:20:00.000Z',
      ]);
    });

    it('GET /smartlock/{smartlockId}/auth sends a list of two as one comma-separated value', async () => {
      const response = await lock.request('GET /smartlock/{smartlockId}/auth', {
        smartlockId: STREET_GATE,
        types: ['0', '13'],
      });
      expect(onlyRequestTo(sandbox, 'GET', `/smartlock/${STREET_GATE}/auth`).query).toStrictEqual({
        types: '0,13',
      });
      expect(response.data.map((auth) => auth.type)).toEqual([0, 13]);
    });

    it("goes out with the token of the manager's account", async () => {
      const response = await lock.as(HOME).request('GET /smartlock/{smartlockId}', { smartlockId: HAUSTUER });
      expect(accountSeenBy(sandbox, onlyRequestTo(sandbox, 'GET', `/smartlock/${HAUSTUER}`))).toBe(
        LOCK_SANDBOX_HOME_ACCOUNT_ID,
      );
      expect(response.data.name).toBe('Haustür');
      await apiError(
        lock.request('GET /smartlock/{smartlockId}', { smartlockId: HAUSTUER }),
        403,
        `GET /smartlock/${HAUSTUER}`,
      );
    });
  });

  describe('bad input', () => {
    it.each(BAD_INPUT_ROWS)(
      '%s: InvalidArgumentException naming the argument, nothing sent',
      async (_name, call, message) => {
        const error = await invalidArgument(call(lock, sandbox.data));
        expect(error.message).toMatch(message);
        expect(apiRequests(sandbox)).toEqual([]);
      },
    );
  });

  describe('the new typed fields of the data classes', () => {
    it("SmartLock of a smart door: lmType, its advanced config, the state's mode and lastAction", async () => {
      const door = await lock.as(HOME).smartlocks().find(HAUSTUER);
      const seed = seededLock(sandbox.data, HAUSTUER)!;
      expect({
        type: door.type,
        lmType: door.lmType,
        config: door.config,
        advancedConfig: door.advancedConfig,
        openerAdvancedConfig: door.openerAdvancedConfig,
        smartdoorAdvancedConfig: door.smartdoorAdvancedConfig,
        webConfig: door.webConfig,
        mode: door.mode,
        trigger: door.trigger,
        lastAction: door.lastAction,
        nightMode: door.nightMode,
        adminPinState: door.adminPinState,
        virtualDevice: door.virtualDevice,
        stateName: door.stateName,
      }).toEqual({
        type: SmartLock.TYPE_SMARTDOOR,
        lmType: 1,
        config: seed.config,
        advancedConfig: null,
        openerAdvancedConfig: null,
        smartdoorAdvancedConfig: seed.smartdoorAdvancedConfig,
        webConfig: seed.webConfig,
        mode: 2,
        trigger: 0,
        lastAction: 2,
        nightMode: false,
        adminPinState: 0,
        virtualDevice: false,
        stateName: 'locked',
      });
      expect(door.smartdoorAdvancedConfig?.supportedBatteryTypes).toEqual([0, 1, 2]);
    });

    it('SmartLock of an opener: its advanced config, ring to open and the missing admin PIN', async () => {
      const gate = await lock.smartlocks().find(STREET_GATE);
      expect(gate.openerAdvancedConfig).toEqual(seededLock(sandbox.data, STREET_GATE)!.openerAdvancedConfig);
      expect(gate.advancedConfig).toBeNull();
      expect([gate.adminPinState, gate.ringToOpenTimer, gate.ringToOpenEnd, gate.stateName]).toEqual([
        1,
        0,
        null,
        'online',
      ]);
      expect(gate.config?.operatingMode).toBe(6);
    });

    it('Authorization: accountUserId, lockCount and the allowed times of day', async () => {
      const [appAuth, keypad] = await lock.auths().forSmartlock(FRONT_DOOR);
      expect([appAuth.accountUserId, appAuth.lockCount, appAuth.allowedFromTime]).toEqual([ANNA, 212, null]);
      expect([
        keypad.accountUserId,
        keypad.lockCount,
        keypad.allowedFromTime,
        keypad.allowedUntilTime,
      ]).toEqual([null, 9, 360, 1200]);
    });

    it('LogEntry: the deviceType of an opener and of a smart door', async () => {
      const gateEntries = await lock.logs().forSmartlock(STREET_GATE);
      const doorEntries = await lock.as(HOME).logs().forSmartlock(HAUSTUER);
      expect(gateEntries.map((entry) => entry.deviceType)).toEqual([2, 2]);
      expect(doorEntries.map((entry) => entry.deviceType)).toEqual([3, 3, 3]);
      expect(gateEntries[0].openerLog).toBeNull();
    });

    it('AccountInfo: type and emailVerified of each account', async () => {
      const officeInfo = await lock.account().info(true);
      const homeInfo = await lock.as(HOME).account().info(true);
      expect([officeInfo?.type, officeInfo?.emailVerified, officeInfo?.name]).toEqual([
        1,
        true,
        'Harbour Office',
      ]);
      expect([homeInfo?.type, homeInfo?.emailVerified, homeInfo?.language]).toEqual([0, false, 'de']);
    });
  });
});
