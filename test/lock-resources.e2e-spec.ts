import { inspect } from 'node:util';
import {
  ApiException,
  Authorization,
  AuthorizationCreate,
  InvalidArgumentException,
  Lock,
  LockException,
  LockModuleOptions,
  LogEntry,
  SmartLock,
  SmartlockAuths,
  SmartLocks,
  WebhookSubscription,
  WeekdayBitmask,
} from '../src/lock';
import {
  DeepReadonly,
  LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
  LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
  LockSandbox,
  LockSandboxDataView,
  LockSmartlock,
  LockSmartlockAuth,
  LockSmartlockLog,
  RecordedRequest,
} from '../src/testing';
import { rejectionOf } from './support/accounting-app';
import { isolateEnv, LOCK_ENV_PREFIXES } from './support/isolated-env';
import { LockApp, startLockApp } from './support/lock-app';

/** The `referenceId` of a notification subscription: a random UUID per subscription. */
const REFERENCE_ID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** The account key of the sandbox's second account in every app of this suite. */
const SECOND = 'second';

/** Seeded devices: the office's (account `default`) and the depot's (account `second`). */
const FRONT_DOOR = 100101; // type 0, locked, door closed, favourite
const BACK_ENTRANCE = 400102; // type 4, unlocked, door open, battery critical
const STREET_GATE = 200103; // opener
const LOADING_BAY = 400201; // depot, type 4, unlocked
const STORE_ROOM = 100202; // depot, type 0, locked

/** A request to the API as a method row expects it. */
interface ExpectedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query parameters as the sandbox records them. */
  query: Record<string, string | string[]>;
  /** The JSON body; left out: no body at all. */
  body?: unknown;
}

/** One method row: the call, the request it must send, and the check of what it resolves to. */
interface MethodRow extends ExpectedRequest {
  call: (lock: Lock) => Promise<unknown>;
  expectResult: (result: unknown) => void;
}

/** Builds a method row from the live sandbox data (seeded ids are read from it). */
type MethodRowOf = (data: LockSandboxDataView) => MethodRow;

/** A call with bad input, and the pattern its InvalidArgumentException message must match. */
type BadInputRow = [string, (lock: Lock, data: LockSandboxDataView) => Promise<unknown>, RegExp];

/** The recorded requests to the lock API (the OAuth endpoints left out). */
function apiRequests(sandbox: LockSandbox): RecordedRequest[] {
  return sandbox.requests.filter((request) => !request.path.startsWith('/oauth/'));
}

/** The single API request recorded so far. */
function onlyApiRequest(sandbox: LockSandbox): RecordedRequest {
  const requests = apiRequests(sandbox);
  expect(requests).toHaveLength(1);
  return requests[0];
}

/** Checks verb, path, query and body (exact JSON; none when `expected.body` is left out) of a request. */
function expectRequest(request: RecordedRequest, expected: ExpectedRequest): void {
  expect(request.method).toBe(expected.method);
  expect(request.path).toBe(expected.path);
  expect(request.query).toStrictEqual(expected.query);
  if (expected.body === undefined) {
    expect(request.body).toBe('');
    expect(request.headers['content-type']).toBeUndefined();
  } else {
    expect(request.headers['content-type']).toMatch(/^application\/json\b/);
    expect(JSON.parse(request.body)).toStrictEqual(expected.body);
  }
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

/** What the call rejected with, checked to be an ApiException. */
async function apiError(promise: Promise<unknown>): Promise<ApiException> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiException);
  return error as ApiException;
}

const office = (data: LockSandboxDataView) => data.accounts[0];
const depot = (data: LockSandboxDataView) => data.accounts[1];
const seededLock = (data: LockSandboxDataView, smartlockId: number) =>
  data.accounts.flatMap((account) => account.smartlocks).find((lock) => lock.smartlockId === smartlockId)!;
const authsOf = (data: LockSandboxDataView, smartlockId: number) =>
  data.accounts.flatMap((account) => account.auths).filter((auth) => auth.smartlockId === smartlockId);
const keypadCodeOf = (data: LockSandboxDataView, smartlockId: number) =>
  authsOf(data, smartlockId).find((auth) => auth.type === 13)!;
const logsOf = (data: LockSandboxDataView, smartlockId: number) =>
  office(data).logs.filter((log) => log.smartlockId === smartlockId);

/** Checks every field of a SmartLock against the sandbox payload it came from (its `state` object flattened). */
function expectSmartLockOf(found: unknown, seed: DeepReadonly<LockSmartlock>): void {
  expect(found).toBeInstanceOf(SmartLock);
  const lock = found as SmartLock;
  expect({
    smartlockId: lock.smartlockId,
    accountId: lock.accountId,
    type: lock.type,
    authId: lock.authId,
    name: lock.name,
    favourite: lock.favourite,
    state: lock.state,
    batteryCharge: lock.batteryCharge,
    batteryCritical: lock.batteryCritical,
    batteryCharging: lock.batteryCharging,
    keypadBatteryCritical: lock.keypadBatteryCritical,
    doorsensorBatteryCritical: lock.doorsensorBatteryCritical,
    firmwareVersion: lock.firmwareVersion,
    hardwareVersion: lock.hardwareVersion,
    doorState: lock.doorState,
    serverState: lock.serverState,
    creationDate: lock.creationDate,
    updateDate: lock.updateDate,
  }).toStrictEqual({
    smartlockId: seed.smartlockId,
    accountId: seed.accountId,
    type: seed.type,
    authId: seed.authId,
    name: seed.name,
    favourite: seed.favorite,
    state: seed.state.state,
    batteryCharge: seed.state.batteryCharge,
    batteryCritical: seed.state.batteryCritical,
    batteryCharging: seed.state.batteryCharging,
    keypadBatteryCritical: seed.state.keypadBatteryCritical,
    doorsensorBatteryCritical: seed.state.doorsensorBatteryCritical,
    firmwareVersion: seed.firmwareVersion,
    hardwareVersion: seed.hardwareVersion,
    doorState: seed.state.doorState,
    serverState: seed.serverState,
    creationDate: seed.creationDate,
    updateDate: seed.updateDate,
  });
  expect(lock.raw).toEqual(seed);
}

/** Checks every field of a LogEntry against the sandbox payload it came from. */
function expectLogEntryOf(found: unknown, seed: DeepReadonly<LockSmartlockLog>): void {
  expect(found).toBeInstanceOf(LogEntry);
  const entry = found as LogEntry;
  expect({
    id: entry.id,
    smartlockId: entry.smartlockId,
    accountUserId: entry.accountUserId,
    authId: entry.authId,
    authType: entry.authType,
    name: entry.name,
    action: entry.action,
    trigger: entry.trigger,
    state: entry.state,
    autoUnlock: entry.autoUnlock,
    date: entry.date,
    source: entry.source,
  }).toStrictEqual({
    id: seed.id,
    smartlockId: seed.smartlockId,
    accountUserId: seed.accountUserId ?? null,
    authId: seed.authId ?? null,
    authType: null,
    name: seed.name,
    action: seed.action,
    trigger: seed.trigger,
    state: seed.state,
    autoUnlock: seed.autoUnlock,
    date: seed.date,
    source: seed.source,
  });
  expect(entry.raw).toEqual(seed);
}

/** Checks every field of an Authorization against the sandbox payload it came from. */
function expectAuthorizationOf(found: unknown, seed: DeepReadonly<LockSmartlockAuth>): void {
  expect(found).toBeInstanceOf(Authorization);
  const auth = found as Authorization;
  expect({
    id: auth.id,
    smartlockId: auth.smartlockId,
    authId: auth.authId,
    code: auth.code,
    type: auth.type,
    name: auth.name,
    enabled: auth.enabled,
    remoteAllowed: auth.remoteAllowed,
    allowedFromDate: auth.allowedFromDate,
    allowedUntilDate: auth.allowedUntilDate,
    allowedWeekDays: auth.allowedWeekDays,
    lastActiveDate: auth.lastActiveDate,
    creationDate: auth.creationDate,
    updateDate: auth.updateDate,
  }).toStrictEqual({
    id: seed.id,
    smartlockId: seed.smartlockId,
    authId: seed.authId,
    code: seed.code ?? null,
    type: seed.type,
    name: seed.name,
    enabled: seed.enabled,
    remoteAllowed: seed.remoteAllowed,
    allowedFromDate: seed.allowedFromDate ?? null,
    allowedUntilDate: seed.allowedUntilDate ?? null,
    allowedWeekDays: seed.allowedWeekDays ?? null,
    lastActiveDate: seed.lastActiveDate ?? null,
    creationDate: seed.creationDate,
    updateDate: seed.updateDate,
  });
  expect(auth.raw).toEqual(seed);
}

/** Checks a list result item by item against the payloads, in order. */
function expectListOf<T>(check: (found: unknown, seed: T) => void, seeds: readonly T[]) {
  return (result: unknown) => {
    expect(Array.isArray(result)).toBe(true);
    const list = result as unknown[];
    expect(list).toHaveLength(seeds.length);
    list.forEach((item, index) => check(item, seeds[index]));
  };
}

/** A void method resolves to undefined. */
const resolvesVoid = (result: unknown) => expect(result).toBeUndefined();

/** The SmartLocks rows of the spec's table (paths per DESIGN §4). */
const SMARTLOCK_ROWS: [string, MethodRowOf][] = [
  [
    'all()',
    (data) => ({
      call: (lock) => lock.smartlocks().all(),
      method: 'GET',
      path: '/smartlock',
      query: {},
      expectResult: expectListOf(expectSmartLockOf, office(data).smartlocks),
    }),
  ],
  [
    'all(query) passes the query on unchanged',
    (data) => ({
      call: (lock) => lock.smartlocks().all({ authId: 1, type: 4 }),
      method: 'GET',
      path: '/smartlock',
      query: { authId: '1', type: '4' },
      expectResult: expectListOf(expectSmartLockOf, [seededLock(data, BACK_ENTRANCE)]),
    }),
  ],
  [
    'find(id)',
    (data) => ({
      call: (lock) => lock.smartlocks().find(FRONT_DOOR),
      method: 'GET',
      path: `/smartlock/${FRONT_DOOR}`,
      query: {},
      expectResult: (result) => expectSmartLockOf(result, seededLock(data, FRONT_DOOR)),
    }),
  ],
  ...(
    [
      ['lock', 2],
      ['unlock', 1],
      ['unlatch', 3],
      ['lockAndGo', 4],
      ['lockAndGoWithUnlatch', 5],
    ] as const
  ).map(([name, action]): [string, MethodRowOf] => [
    `${name}(id) sends action ${action}`,
    () => ({
      call: (lock) => lock.smartlocks()[name](BACK_ENTRANCE),
      method: 'POST',
      path: `/smartlock/${BACK_ENTRANCE}/action`,
      query: {},
      body: { action },
      expectResult: resolvesVoid,
    }),
  ]),
  [
    'action(id, action) without an option',
    () => ({
      call: (lock) => lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_UNLATCH),
      method: 'POST',
      path: `/smartlock/${FRONT_DOOR}/action`,
      query: {},
      body: { action: 3 },
      expectResult: resolvesVoid,
    }),
  ],
  [
    'action(id, action, null)',
    () => ({
      call: (lock) => lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_UNLOCK, null),
      method: 'POST',
      path: `/smartlock/${FRONT_DOOR}/action`,
      query: {},
      body: { action: 1 },
      expectResult: resolvesVoid,
    }),
  ],
  [
    'action(id, action, option)',
    () => ({
      call: (lock) => lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_LOCK_AND_GO, 2),
      method: 'POST',
      path: `/smartlock/${FRONT_DOOR}/action`,
      query: {},
      body: { action: 4, option: 2 },
      expectResult: resolvesVoid,
    }),
  ],
  [
    'action(id, action, 0): an option 0 is given, so it is sent',
    () => ({
      call: (lock) => lock.smartlocks().action(FRONT_DOOR, SmartLocks.ACTION_LOCK, 0),
      method: 'POST',
      path: `/smartlock/${FRONT_DOOR}/action`,
      query: {},
      body: { action: 2, option: 0 },
      expectResult: resolvesVoid,
    }),
  ],
  [
    'update(id, attributes)',
    () => ({
      call: (lock) => lock.smartlocks().update(FRONT_DOOR, { name: 'Main Door', favorite: false }),
      method: 'POST',
      path: `/smartlock/${FRONT_DOOR}`,
      query: {},
      body: { name: 'Main Door', favorite: false },
      expectResult: resolvesVoid,
    }),
  ],
  [
    'sync(id) sends no body',
    () => ({
      call: (lock) => lock.smartlocks().sync(STREET_GATE),
      method: 'POST',
      path: `/smartlock/${STREET_GATE}/sync`,
      query: {},
      expectResult: resolvesVoid,
    }),
  ],
];

/** The SmartlockLogs rows of the spec's table. */
const LOG_ROWS: [string, MethodRowOf][] = [
  [
    'forSmartlock(id)',
    (data) => ({
      call: (lock) => lock.logs().forSmartlock(FRONT_DOOR),
      method: 'GET',
      path: `/smartlock/${FRONT_DOOR}/log`,
      query: {},
      expectResult: expectListOf(expectLogEntryOf, logsOf(data, FRONT_DOOR)),
    }),
  ],
  [
    'forSmartlock(id, filters) passes the filters on unchanged',
    (data) => ({
      call: (lock) =>
        lock.logs().forSmartlock(FRONT_DOOR, {
          limit: 2,
          fromDate: '2026-03-01T12:00:00.000Z',
          toDate: '2026-03-02T23:59:59.000Z',
        }),
      method: 'GET',
      path: `/smartlock/${FRONT_DOOR}/log`,
      query: { limit: '2', fromDate: '2026-03-01T12:00:00.000Z', toDate: '2026-03-02T23:59:59.000Z' },
      expectResult: expectListOf(expectLogEntryOf, logsOf(data, FRONT_DOOR).slice(0, 2)),
    }),
  ],
  [
    'all()',
    (data) => ({
      call: (lock) => lock.logs().all(),
      method: 'GET',
      path: '/smartlock/log',
      query: {},
      expectResult: expectListOf(expectLogEntryOf, office(data).logs),
    }),
  ],
  [
    'all(filters) passes the filters on unchanged',
    (data) => ({
      call: (lock) => lock.logs().all({ action: 3, limit: 5 }),
      method: 'GET',
      path: '/smartlock/log',
      query: { action: '3', limit: '5' },
      expectResult: expectListOf(
        expectLogEntryOf,
        office(data).logs.filter((log) => log.action === 3),
      ),
    }),
  ],
];

/** Attributes of a new keypad code, with an attribute the client does not know (it goes out as given). */
const KEYPAD_CODE_ATTRIBUTES = {
  name: 'Window cleaner',
  type: SmartlockAuths.TYPE_KEYPAD_CODE,
  code: 135792,
  allowedFromDate: '2026-04-01T07:00:00.000Z',
  allowedUntilDate: '2026-09-30T18:00:00.000Z',
  allowedWeekDays: WeekdayBitmask.fromDays(['ma', 'wo', 'vr']),
  remoteAllowed: false,
  customerReference: 'WC-2026-17',
};

/** The SmartlockAuths rows of the spec's table (paths per DESIGN §4/§6). */
const AUTH_ROWS: [string, MethodRowOf][] = [
  [
    'forSmartlock(id)',
    (data) => ({
      call: (lock) => lock.auths().forSmartlock(BACK_ENTRANCE),
      method: 'GET',
      path: `/smartlock/${BACK_ENTRANCE}/auth`,
      query: {},
      expectResult: expectListOf(expectAuthorizationOf, authsOf(data, BACK_ENTRANCE)),
    }),
  ],
  [
    'forSmartlock(id, filters) passes the filters on unchanged',
    (data) => ({
      call: (lock) => lock.auths().forSmartlock(BACK_ENTRANCE, { types: '13' }),
      method: 'GET',
      path: `/smartlock/${BACK_ENTRANCE}/auth`,
      query: { types: '13' },
      expectResult: expectListOf(expectAuthorizationOf, [keypadCodeOf(data, BACK_ENTRANCE)]),
    }),
  ],
  [
    'all()',
    (data) => ({
      call: (lock) => lock.auths().all(),
      method: 'GET',
      path: '/smartlock/auth',
      query: {},
      expectResult: expectListOf(expectAuthorizationOf, office(data).auths),
    }),
  ],
  [
    'all(filters) passes the filters on unchanged',
    (data) => ({
      call: (lock) => lock.auths().all({ accountUserId: 5102, types: '0' }),
      method: 'GET',
      path: '/smartlock/auth',
      query: { accountUserId: '5102', types: '0' },
      expectResult: expectListOf(
        expectAuthorizationOf,
        office(data).auths.filter((auth) => auth.accountUserId === 5102),
      ),
    }),
  ],
  [
    'create(id, attributes)',
    () => ({
      call: (lock) => lock.auths().create(FRONT_DOOR, KEYPAD_CODE_ATTRIBUTES),
      method: 'PUT',
      path: `/smartlock/${FRONT_DOOR}/auth`,
      query: {},
      body: KEYPAD_CODE_ATTRIBUTES,
      expectResult: resolvesVoid,
    }),
  ],
  [
    'update(id, authId, attributes)',
    (data) => ({
      call: (lock) =>
        lock
          .auths()
          .update(FRONT_DOOR, keypadCodeOf(data, FRONT_DOOR).id, { name: 'Cleaners', enabled: false }),
      method: 'POST',
      path: `/smartlock/${FRONT_DOOR}/auth/${keypadCodeOf(data, FRONT_DOOR).id}`,
      query: {},
      body: { name: 'Cleaners', enabled: false },
      expectResult: resolvesVoid,
    }),
  ],
  [
    'delete(id, authId)',
    (data) => ({
      call: (lock) => lock.auths().delete(FRONT_DOOR, keypadCodeOf(data, FRONT_DOOR).id),
      method: 'DELETE',
      path: `/smartlock/${FRONT_DOOR}/auth/${keypadCodeOf(data, FRONT_DOOR).id}`,
      query: {},
      expectResult: resolvesVoid,
    }),
  ],
];

/** Calls with bad input: each must throw InvalidArgumentException naming the problem, and send nothing. */
const BAD_INPUT_ROWS: BadInputRow[] = [
  ['smartlocks().find(0)', (lock) => lock.smartlocks().find(0), /smartlock id.*positive integer.*\b0\b/],
  ['smartlocks().find(-5)', (lock) => lock.smartlocks().find(-5), /smartlock id.*positive integer.*-5/],
  ['smartlocks().find(1.5)', (lock) => lock.smartlocks().find(1.5), /smartlock id.*positive integer.*1\.5/],
  ['smartlocks().find(NaN)', (lock) => lock.smartlocks().find(NaN), /smartlock id.*positive integer.*NaN/],
  ['smartlocks().lock(0)', (lock) => lock.smartlocks().lock(0), /smartlock id/],
  ['smartlocks().sync(2.5)', (lock) => lock.smartlocks().sync(2.5), /smartlock id/],
  ['smartlocks().update(NaN, ...)', (lock) => lock.smartlocks().update(NaN, { name: 'x' }), /smartlock id/],
  ['logs().forSmartlock(0)', (lock) => lock.logs().forSmartlock(0), /smartlock id/],
  ['auths().forSmartlock(1.5)', (lock) => lock.auths().forSmartlock(1.5), /smartlock id/],
  [
    'auths().create(0, ...)',
    (lock) => lock.auths().create(0, { name: 'x', remoteAllowed: false }),
    /smartlock id/,
  ],
  [
    'smartlocks().action(id, 1.5)',
    (lock) => lock.smartlocks().action(FRONT_DOOR, 1.5),
    /action must be an integer.*1\.5/,
  ],
  [
    'smartlocks().action(id, NaN)',
    (lock) => lock.smartlocks().action(FRONT_DOOR, NaN),
    /action must be an integer.*NaN/,
  ],
  [
    'smartlocks().action(id, 2, 0.5)',
    (lock) => lock.smartlocks().action(FRONT_DOOR, 2, 0.5),
    /option must be an integer.*0\.5/,
  ],
  [
    'auths().update(id, "", ...) (empty authId)',
    (lock) => lock.auths().update(FRONT_DOOR, '', { name: 'x' }),
    /authorization id.*non-empty/,
  ],
  [
    'auths().update(id, "  ", ...) (blank authId)',
    (lock) => lock.auths().update(FRONT_DOOR, '  ', { name: 'x' }),
    /authorization id.*non-empty/,
  ],
  [
    'auths().delete(id, "") (empty authId)',
    (lock) => lock.auths().delete(FRONT_DOOR, ''),
    /authorization id.*non-empty/,
  ],
  [
    'smartlocks().update(id, a string)',
    (lock) => lock.smartlocks().update(FRONT_DOOR, 'Main Door' as unknown as Record<string, unknown>),
    /attributes must be an object/,
  ],
  [
    'smartlocks().update(id, a list)',
    (lock) => lock.smartlocks().update(FRONT_DOOR, [['name', 'x']] as unknown as Record<string, unknown>),
    /attributes must be an object/,
  ],
  [
    'auths().create(id, null)',
    (lock) => lock.auths().create(FRONT_DOOR, null as unknown as AuthorizationCreate),
    /attributes must be an object/,
  ],
  [
    'auths().update(id, authId, 42)',
    (lock, data) =>
      lock
        .auths()
        .update(FRONT_DOOR, keypadCodeOf(data, FRONT_DOOR).id, 42 as unknown as Record<string, unknown>),
    /attributes must be an object/,
  ],
  [
    'smartlocks().all(a string query)',
    (lock) => lock.smartlocks().all('type=4' as unknown as Record<string, string>),
    /query must be an object/,
  ],
  [
    'logs().all(a list of filters)',
    (lock) => lock.logs().all([] as unknown as Record<string, string>),
    /filters must be an object/,
  ],
  [
    'webhooks().subscribe("", ...) (empty callback URL)',
    (lock) => lock.webhooks().subscribe('', ['DEVICE_STATUS']),
    /callback URL.*non-empty/,
  ],
  [
    'webhooks().subscribe("  ", ...) (blank callback URL)',
    (lock) => lock.webhooks().subscribe('   ', ['DEVICE_STATUS']),
    /callback URL.*non-empty/,
  ],
  [
    'webhooks().subscribe(url, not a list)',
    (lock) => lock.webhooks().subscribe('https://app.example/hook', 'DEVICE_STATUS' as unknown as string[]),
    /events must be a list/,
  ],
  ['webhooks().unsubscribe("")', (lock) => lock.webhooks().unsubscribe(''), /subscription id.*non-empty/],
  [
    'auths().delete(id, "..") (a dot segment would address the lock itself)',
    (lock) => lock.auths().delete(FRONT_DOOR, '..'),
    /authorization id must not be "\.\."/,
  ],
  [
    'auths().update(id, ".", ...) (a dot segment)',
    (lock) => lock.auths().update(FRONT_DOOR, '.', { name: 'x' }),
    /authorization id must not be "\."/,
  ],
  [
    'webhooks().unsubscribe("..")',
    (lock) => lock.webhooks().unsubscribe('..'),
    /subscription id must not be/,
  ],
];

describe('Lock resources (e2e against the sandbox)', () => {
  let restoreEnv: () => void;
  let sandbox: LockSandbox;
  let app: LockApp;
  const apps: LockApp[] = [];

  /** Boots LockModule against the sandbox with account `second` = the depot (closed after the test). */
  const boot = async (options: LockModuleOptions = {}): Promise<LockApp> => {
    const started = await startLockApp(sandbox, {
      accounts: { [SECOND]: { token: sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID) } },
      ...options,
    });
    apps.push(started);
    return started;
  };

  beforeEach(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    sandbox = await LockSandbox.start();
    app = await boot();
  });

  afterEach(async () => {
    for (const started of apps.splice(0)) await started.close();
    await sandbox.close();
    restoreEnv();
  });

  /** Runs one method row: exactly one request as the row says, and the result the row expects. */
  const runRow = async (row: MethodRowOf, lock: () => Lock = () => app.lock) => {
    const expected = row(sandbox.data);
    const result = await expected.call(lock());
    expectRequest(onlyApiRequest(sandbox), expected);
    expect(accountSeenBy(sandbox, onlyApiRequest(sandbox))).toBe(LOCK_SANDBOX_OFFICE_ACCOUNT_ID);
    expected.expectResult(result);
  };

  describe('constants', () => {
    it.each([
      ['ACTION_UNLOCK', SmartLocks.ACTION_UNLOCK, 1],
      ['ACTION_LOCK', SmartLocks.ACTION_LOCK, 2],
      ['ACTION_UNLATCH', SmartLocks.ACTION_UNLATCH, 3],
      ['ACTION_LOCK_AND_GO', SmartLocks.ACTION_LOCK_AND_GO, 4],
      ['ACTION_LOCK_AND_GO_WITH_UNLATCH', SmartLocks.ACTION_LOCK_AND_GO_WITH_UNLATCH, 5],
    ])('SmartLocks.%s has its value', (_name, value, expected) => {
      expect(value).toBe(expected);
    });

    it.each([
      ['TYPE_APP', SmartlockAuths.TYPE_APP, 0],
      ['TYPE_BRIDGE', SmartlockAuths.TYPE_BRIDGE, 1],
      ['TYPE_FOB', SmartlockAuths.TYPE_FOB, 2],
      ['TYPE_KEYPAD', SmartlockAuths.TYPE_KEYPAD, 3],
      ['TYPE_KEYPAD_CODE', SmartlockAuths.TYPE_KEYPAD_CODE, 13],
      ['TYPE_Z_KEY', SmartlockAuths.TYPE_Z_KEY, 14],
    ])('SmartlockAuths.%s has its value', (_name, value, expected) => {
      expect(value).toBe(expected);
    });

    it.each([
      ['TYPE_SMARTLOCK', SmartLock.TYPE_SMARTLOCK, 0],
      ['TYPE_OPENER', SmartLock.TYPE_OPENER, 2],
      ['TYPE_SMARTDOOR', SmartLock.TYPE_SMARTDOOR, 3],
      ['TYPE_SMARTLOCK_3', SmartLock.TYPE_SMARTLOCK_3, 4],
    ])('SmartLock.%s has its value', (_name, value, expected) => {
      expect(value).toBe(expected);
    });
  });

  describe('SmartLocks', () => {
    it.each(SMARTLOCK_ROWS)('%s: verb, path, query, body and result', async (_name, row) => {
      await runRow(row);
    });

    it.each([
      ['lock', SmartLocks.ACTION_LOCK],
      ['unlock', SmartLocks.ACTION_UNLOCK],
      ['unlatch', SmartLocks.ACTION_UNLATCH],
      ['lockAndGo', SmartLocks.ACTION_LOCK_AND_GO],
      ['lockAndGoWithUnlatch', SmartLocks.ACTION_LOCK_AND_GO_WITH_UNLATCH],
    ] as const)('%s(id) is accepted by the API as action %i, without an option', async (name, action) => {
      await app.lock.smartlocks()[name](FRONT_DOOR);
      expect(sandbox.actions).toStrictEqual([
        { accountId: LOCK_SANDBOX_OFFICE_ACCOUNT_ID, smartlockId: FRONT_DOOR, action },
      ]);
    });

    it('update(id, attributes) is merged by the API and find() reads it back', async () => {
      await app.lock.smartlocks().update(FRONT_DOOR, { name: 'Main Door', favorite: false });
      const found = await app.lock.smartlocks().find(FRONT_DOOR);
      expect(found.name).toBe('Main Door');
      expect(found.favourite).toBe(false);
      expectSmartLockOf(found, seededLock(sandbox.data, FRONT_DOOR));
    });

    it('sync(id) is counted by the API once', async () => {
      await app.lock.smartlocks().sync(STREET_GATE);
      expect(Object.fromEntries(sandbox.syncs)).toStrictEqual({ [STREET_GATE]: 1 });
    });

    it('an unknown smartlock is an ApiException 404 with the endpoint', async () => {
      const error = await apiError(app.lock.smartlocks().find(999999));
      expect(error.status).toBe(404);
      expect(error.endpoint).toBe('GET /smartlock/999999');
    });
  });

  describe('SmartlockLogs', () => {
    it.each(LOG_ROWS)('%s: verb, path, query and result', async (_name, row) => {
      await runRow(row);
    });
  });

  describe('SmartlockAuths', () => {
    it.each(AUTH_ROWS)('%s: verb, path, query, body and result', async (_name, row) => {
      await runRow(row);
    });

    it('create() of a keypad code sends allowedWeekDays 84 for ma/wo/vr and the attributes as given', async () => {
      expect(KEYPAD_CODE_ATTRIBUTES.allowedWeekDays).toBe(84);
      await app.lock.auths().create(FRONT_DOOR, KEYPAD_CODE_ATTRIBUTES);
      const [request] = sandbox.requestsTo('PUT', `/smartlock/${FRONT_DOOR}/auth`);
      expect(request.body).toBe(JSON.stringify(KEYPAD_CODE_ATTRIBUTES));
      expect(JSON.parse(request.body)).toMatchObject({
        allowedWeekDays: 84,
        customerReference: 'WC-2026-17',
      });
    });

    it('create() of a keypad code is stored by the API and read back as an Authorization', async () => {
      await app.lock.auths().create(FRONT_DOOR, KEYPAD_CODE_ATTRIBUTES);
      const stored = authsOf(sandbox.data, FRONT_DOOR).find((auth) => auth.name === 'Window cleaner');
      expect(stored).toMatchObject({
        type: 13,
        code: 135792,
        allowedWeekDays: 84,
        allowedFromDate: '2026-04-01T07:00:00.000Z',
        allowedUntilDate: '2026-09-30T18:00:00.000Z',
      });
      const found = (await app.lock.auths().forSmartlock(FRONT_DOOR, { types: '13' })).find(
        (auth) => auth.name === 'Window cleaner',
      );
      expectAuthorizationOf(found, stored!);
      expect(found!.allowedWeekDays).toBe(84);
      expect(found!.allowedDays()).toEqual(['ma', 'wo', 'vr']);
    });

    it('update() and delete() change what the API stores', async () => {
      const { id } = keypadCodeOf(sandbox.data, FRONT_DOOR);
      await app.lock.auths().update(FRONT_DOOR, id, { name: 'Cleaners', enabled: false });
      expect(authsOf(sandbox.data, FRONT_DOOR).find((auth) => auth.id === id)).toMatchObject({
        name: 'Cleaners',
        enabled: false,
      });
      await app.lock.auths().delete(FRONT_DOOR, id);
      expect(authsOf(sandbox.data, FRONT_DOOR).map((auth) => auth.id)).not.toContain(id);
    });

    it('an authId is put in the path encoded', async () => {
      const error = await apiError(app.lock.auths().delete(FRONT_DOOR, 'a/b c'));
      expect(error.status).toBe(404);
      expect(onlyApiRequest(sandbox).path).toBe(`/smartlock/${FRONT_DOOR}/auth/a%2Fb%20c`);
    });
  });

  describe.each([
    ['notification', '/api/notification'],
    ['decentral', '/api/decentralWebhook'],
  ] as const)('Webhooks (webhook.api = %s)', (api, path) => {
    let lock: Lock;

    beforeEach(async () => {
      lock = (await boot({ webhook: { api } })).lock;
    });

    /** The body a subscription of `url` to `events` must have on this API. */
    const subscribeBody = (url: string, events: string[]) =>
      api === 'notification'
        ? { notificationType: 'webhook', pushId: url, webhookFeatures: events, referenceId: REFERENCE_ID }
        : { webhookUrl: url, webhookFeatures: events };

    it(`all() is GET ${path} and maps every subscription of the account`, async () => {
      const result = await lock.as(SECOND).webhooks().all();
      const request = onlyApiRequest(sandbox);
      expectRequest(request, { method: 'GET', path, query: {} });
      expect(accountSeenBy(sandbox, request)).toBe(LOCK_SANDBOX_DEPOT_ACCOUNT_ID);
      const seeds = sandbox.subscriptions(api, LOCK_SANDBOX_DEPOT_ACCOUNT_ID);
      expect(seeds).toHaveLength(1);
      expect(result).toHaveLength(1);
      const [subscription] = result;
      expect(subscription).toBeInstanceOf(WebhookSubscription);
      const seed = seeds[0] as Record<string, unknown>;
      expect(subscription.id).toBe(String(seed.id));
      expect(subscription.callbackUrl).toBe(api === 'notification' ? seed.pushId : seed.webhookUrl);
      expect(subscription.events).toEqual(seed.webhookFeatures);
      expect(subscription.creationDate).toBe(seed.creationDate ?? null);
      expect(subscription.raw).toEqual(seed);
    });

    it(`all() of an account without subscriptions is []`, async () => {
      expect(await lock.webhooks().all()).toEqual([]);
      expectRequest(onlyApiRequest(sandbox), { method: 'GET', path, query: {} });
    });

    it(`subscribe(url, events) is PUT ${path} with the ${api} body and answers the subscription`, async () => {
      const url = 'https://app.example/lock/webhook';
      const events = ['DEVICE_STATUS', 'DEVICE_CONFIG'];
      const subscription = await lock.webhooks().subscribe(url, events);
      expectRequest(onlyApiRequest(sandbox), {
        method: 'PUT',
        path,
        query: {},
        body: subscribeBody(url, events),
      });
      const stored = sandbox.subscriptions(api, LOCK_SANDBOX_OFFICE_ACCOUNT_ID) as readonly Record<
        string,
        unknown
      >[];
      expect(stored).toHaveLength(1);
      expect(subscription).toBeInstanceOf(WebhookSubscription);
      expect(subscription.id).toBe(String(stored[0].id));
      expect(subscription.callbackUrl).toBe(url);
      expect(subscription.events).toEqual(events);
      expect(subscription.raw).toEqual(stored[0]);
    });

    it('subscribe() passes the events on as given: order kept, nothing added', async () => {
      const events = ['DEVICE_LOGS', 'ACCOUNT_USER', 'DEVICE_STATUS'];
      await lock.webhooks().subscribe('https://app.example/hook', events);
      expect(JSON.parse(onlyApiRequest(sandbox).body).webhookFeatures).toStrictEqual(events);
    });

    it('subscribe() with no events sends [] (no defaults) and the API refusal is an ApiException', async () => {
      const error = await apiError(lock.webhooks().subscribe('https://app.example/hook', []));
      expect(error.status).toBe(400);
      expect(error.endpoint).toBe(`PUT ${path}`);
      expect(JSON.parse(onlyApiRequest(sandbox).body).webhookFeatures).toStrictEqual([]);
    });

    it.each([
      ['missing', {}],
      ['empty', { id: '' }],
    ])(
      'subscribe(): when the answer id is %s, id is null and the answer is in raw',
      async (_case, idPart) => {
        const answer = {
          ...idPart,
          subscriptionRef: 'sub-4711',
          pushId: 'https://app.example/hook',
          webhookFeatures: ['DEVICE_STATUS'],
        };
        sandbox.failNext(1, 200, answer, { method: 'PUT', path });
        const subscription = await lock.webhooks().subscribe('https://app.example/hook', ['DEVICE_STATUS']);
        expect(subscription).toBeInstanceOf(WebhookSubscription);
        expect(subscription.id).toBeNull();
        expect(subscription.raw).toEqual(answer);
        expect(subscription.raw.subscriptionRef).toBe('sub-4711');
        expect(subscription.callbackUrl).toBe('https://app.example/hook');
      },
    );

    it('subscribe(): the id comes from the key id of the answer', async () => {
      sandbox.failNext(1, 200, { id: 'wh-42', subscriptionRef: 'other' }, { method: 'PUT', path });
      const subscription = await lock.webhooks().subscribe('https://app.example/hook', ['DEVICE_STATUS']);
      expect(subscription.id).toBe('wh-42');
    });

    it(`unsubscribe(id) is DELETE ${path}/{id} and removes the subscription`, async () => {
      const [seed] = sandbox.subscriptions(api, LOCK_SANDBOX_DEPOT_ACCOUNT_ID);
      const id = String(seed.id);
      expect(await lock.as(SECOND).webhooks().unsubscribe(id)).toBeUndefined();
      expectRequest(onlyApiRequest(sandbox), { method: 'DELETE', path: `${path}/${id}`, query: {} });
      expect(sandbox.subscriptions(api, LOCK_SANDBOX_DEPOT_ACCOUNT_ID)).toEqual([]);
    });

    it('subscribe() then unsubscribe() with the answered id round-trips', async () => {
      const subscription = await lock.webhooks().subscribe('https://app.example/hook', ['DEVICE_LOGS']);
      await lock.webhooks().unsubscribe(subscription.id!);
      expect(sandbox.subscriptions(api, LOCK_SANDBOX_OFFICE_ACCOUNT_ID)).toEqual([]);
    });

    it('an empty callback URL is an InvalidArgumentException and nothing is sent', async () => {
      const error = await invalidArgument(lock.webhooks().subscribe('', ['DEVICE_STATUS']));
      expect(error.message).toMatch(/callback URL/);
      expect(apiRequests(sandbox)).toEqual([]);
    });
  });

  describe('the manager', () => {
    it('currentAccount() is default', () => {
      expect(app.lock.currentAccount()).toBe('default');
    });

    it('as(key) returns a clone with that key and leaves the original as it is', () => {
      const scoped = app.lock.as('x');
      expect(scoped).toBeInstanceOf(Lock);
      expect(scoped).not.toBe(app.lock);
      expect(scoped.currentAccount()).toBe('x');
      expect(app.lock.currentAccount()).toBe('default');
      expect(scoped.as('y').currentAccount()).toBe('y');
      expect(scoped.currentAccount()).toBe('x');
    });

    it('resources carry the key of the manager they came from', () => {
      const scoped = app.lock.as(SECOND);
      for (const [manager, key] of [
        [app.lock, 'default'],
        [scoped, SECOND],
      ] as const) {
        expect(manager.smartlocks().accountKey).toBe(key);
        expect(manager.logs().accountKey).toBe(key);
        expect(manager.auths().accountKey).toBe(key);
        expect(manager.webhooks().accountKey).toBe(key);
      }
    });

    it("a resource made before as() keeps its key: its requests go with the first account's token", async () => {
      const kept = app.lock.smartlocks();
      const scoped = app.lock.as(SECOND);
      expect(scoped.currentAccount()).toBe(SECOND);
      const locks = await kept.all();
      expect(accountSeenBy(sandbox, onlyApiRequest(sandbox))).toBe(LOCK_SANDBOX_OFFICE_ACCOUNT_ID);
      expect(locks.map((lock) => lock.smartlockId)).toEqual([FRONT_DOOR, BACK_ENTRANCE, STREET_GATE]);
    });

    it('a resource of the clone keeps the clone key after another as()', async () => {
      const kept = app.lock.as(SECOND).logs();
      app.lock.as('default');
      const entries = await kept.all({ limit: 1 });
      expect(accountSeenBy(sandbox, onlyApiRequest(sandbox))).toBe(LOCK_SANDBOX_DEPOT_ACCOUNT_ID);
      expectLogEntryOf(entries[0], depot(sandbox.data).logs[0]);
    });

    it('two accounts see their own locks', async () => {
      const own = await app.lock.smartlocks().all();
      const second = await app.lock.as(SECOND).smartlocks().all();
      expect(own.map((lock) => lock.smartlockId)).toEqual([FRONT_DOOR, BACK_ENTRANCE, STREET_GATE]);
      expect(second.map((lock) => lock.smartlockId)).toEqual([LOADING_BAY, STORE_ROOM]);
      expect(second.every((lock) => lock.accountId === LOCK_SANDBOX_DEPOT_ACCOUNT_ID)).toBe(true);
      expect(apiRequests(sandbox).map((request) => accountSeenBy(sandbox, request))).toEqual([
        LOCK_SANDBOX_OFFICE_ACCOUNT_ID,
        LOCK_SANDBOX_DEPOT_ACCOUNT_ID,
      ]);
      const error = await apiError(app.lock.smartlocks().find(LOADING_BAY));
      expect(error.status).toBe(403);
      expectSmartLockOf(
        await app.lock.as(SECOND).smartlocks().find(LOADING_BAY),
        seededLock(sandbox.data, LOADING_BAY),
      );
    });

    it('an action through as() reaches the second account only', async () => {
      await app.lock.as(SECOND).smartlocks().lock(LOADING_BAY);
      expect(sandbox.actions).toStrictEqual([
        { accountId: LOCK_SANDBOX_DEPOT_ACCOUNT_ID, smartlockId: LOADING_BAY, action: 2 },
      ]);
    });

    it.each([[''], ['   ']])('as(%j) throws InvalidArgumentException and sends nothing', (key) => {
      expect(() => app.lock.as(key)).toThrow(InvalidArgumentException);
      expect(() => app.lock.as(key)).toThrow(/account key/);
      expect(apiRequests(sandbox)).toEqual([]);
    });
  });

  describe('secrets in inspect output', () => {
    it('inspecting the manager or a resource, deep, shows no API token or client secret', async () => {
      const { lock } = await boot({ auth: 'token' });
      await lock.smartlocks().all();
      const secrets = [
        sandbox.apiToken(),
        sandbox.apiToken(LOCK_SANDBOX_DEPOT_ACCOUNT_ID),
        sandbox.clientOptions().oauth.clientSecret,
      ];

      for (const value of [lock, lock.smartlocks(), lock.as(SECOND).account()]) {
        const text = inspect(value, { depth: 12 });
        for (const secret of secrets) expect(text).not.toContain(secret);
      }
    });
  });

  describe('bad input', () => {
    it.each(BAD_INPUT_ROWS)(
      '%s: InvalidArgumentException naming the problem, nothing sent',
      async (_name, call, message) => {
        const error = await invalidArgument(call(app.lock, sandbox.data));
        expect(error.message).toMatch(message);
        expect(apiRequests(sandbox)).toEqual([]);
      },
    );
  });

  describe('data classes from the sandbox payloads', () => {
    it('SmartLock flattens the nested state object', async () => {
      const found = await app.lock.smartlocks().find(BACK_ENTRANCE);
      expect(found.state).toBe(3);
      expect(found.stateName).toBe('unlocked');
      expect(found.batteryCharge).toBe(18);
      expect(found.batteryCritical).toBe(true);
      expect(found.doorState).toBe(3);
      expect(found.raw.state).toEqual(seededLock(sandbox.data, BACK_ENTRANCE).state);
      expect(found.isUnlocked()).toBe(true);
      expect(found.isLocked()).toBe(false);
    });

    it('SmartLock.favourite reads the vendor spelling favorite', async () => {
      const [front, back] = await app.lock.smartlocks().all();
      expect(front.raw.favorite).toBe(true);
      expect(front.favourite).toBe(true);
      expect(back.raw.favorite).toBe(false);
      expect(back.favourite).toBe(false);
    });

    it('isLocked()/isUnlocked() follow a lock or unlock action after find()', async () => {
      const locks = () => app.lock.smartlocks();
      expect((await locks().find(BACK_ENTRANCE)).isUnlocked()).toBe(true);
      await locks().lock(BACK_ENTRANCE);
      const locked = await locks().find(BACK_ENTRANCE);
      expect([locked.isLocked(), locked.isUnlocked(), locked.state]).toEqual([true, false, 1]);

      expect((await locks().find(FRONT_DOOR)).isLocked()).toBe(true);
      await locks().unlock(FRONT_DOOR);
      const unlocked = await locks().find(FRONT_DOOR);
      expect([unlocked.isLocked(), unlocked.isUnlocked(), unlocked.state]).toEqual([false, true, 3]);
    });

    it('an opener is neither locked nor unlocked, also after an action', async () => {
      await app.lock.smartlocks().lock(STREET_GATE);
      const gate = await app.lock.smartlocks().find(STREET_GATE);
      expect(gate.type).toBe(SmartLock.TYPE_OPENER);
      expect([gate.isLocked(), gate.isUnlocked()]).toEqual([false, false]);
    });

    it.each([
      [FRONT_DOOR, ['ma', 'wo', 'vr']],
      [BACK_ENTRANCE, ['ma', 'di', 'wo', 'do', 'vr']],
      [STREET_GATE, ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']],
    ])('Authorization of the keypad code of %i carries its allowedWeekDays', async (smartlockId, days) => {
      const seed = keypadCodeOf(sandbox.data, smartlockId);
      const [code] = await app.lock.auths().forSmartlock(smartlockId, { types: '13' });
      expect(code.allowedWeekDays).toBe(seed.allowedWeekDays);
      expect(code.allowedWeekDays).toBe(WeekdayBitmask.fromDays(days));
      expect(code.allowedDays()).toEqual(days);
    });

    it('an app Authorization has no weekday mask and no code', async () => {
      const [appAuth] = await app.lock.auths().forSmartlock(FRONT_DOOR, { types: '0' });
      expect(appAuth.type).toBe(SmartlockAuths.TYPE_APP);
      expect(appAuth.allowedWeekDays).toBeNull();
      expect(appAuth.allowedDays()).toEqual([]);
      expect(appAuth.code).toBeNull();
    });

    it('LogEntry keeps the string authId of the vendor and a device entry without one', async () => {
      const entries = await app.lock.logs().forSmartlock(BACK_ENTRANCE);
      const door = entries.find((entry) => entry.action === 240)!;
      expect(door.authId).toBeNull();
      expect(door.accountUserId).toBeNull();
      const withAuth = entries.find((entry) => entry.authId !== null)!;
      expect(authsOf(sandbox.data, BACK_ENTRANCE).map((auth) => auth.id)).toContain(withAuth.authId);
    });
  });
});
