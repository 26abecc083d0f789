import { createHash, createHmac } from 'node:crypto';
import {
  LockAccountData,
  LockAccountUser,
  LockSandboxData,
  LockSmartlock,
  LockSmartlockAuth,
  LockSmartlockLog,
  LockSmartlockState,
  LockWebhookLog,
  NOTIFICATION_TRIGGER_EVENTS,
} from './lock-sandbox-data';
import type { LockSmartlockAdvancedConfig } from './lock-sandbox-device-config';
import { SIEDLE_HTS_811 } from './lock-sandbox-intercoms';
import { depotExtras, homeExtras, officeExtras } from './lock-sandbox-seed-account';
import { deviceSettings } from './lock-sandbox-seed-settings';
import { seededUuid } from './seeded-uuid';

/** The id of the first seeded account ("Harbour Office", three devices). */
export const LOCK_SANDBOX_OFFICE_ACCOUNT_ID = 1001;
/** The id of the second seeded account ("Depot North", two devices, one subscription per webhook API). */
export const LOCK_SANDBOX_DEPOT_ACCOUNT_ID = 1002;
/** The id of the third seeded account ("Lindenhof", a home with one smart door). */
export const LOCK_SANDBOX_HOME_ACCOUNT_ID = 1003;

const SIGNING_SECRET_LENGTH = 40;
/** Where the seeded devices are: Amsterdam (office), Zaandam (depot), Hamburg (home). */
const OFFICE_SITE = { latitude: 52.3791, longitude: 4.9003 };
const DEPOT_SITE = { latitude: 52.442, longitude: 4.8292 };
const HOME_SITE = { latitude: 53.5586, longitude: 9.9278 };

/**
 * The seed, the same on every call. Account 1001 "Harbour Office" (`nl`): a smart lock (type 0, locked, door
 * closed), a smart lock of type 4 (unlocked, door open) and an opener (type 2, online, no admin PIN yet); an
 * iOS push and a webhook notification. Account 1002 "Depot North" (`en`): a smart lock of type 4 (unlocked,
 * door closed) and one of type 0 (locked); one subscription on each of the spec's webhook APIs; an Android push
 * notification. Account 1003 "Lindenhof" (`de`): a smart door (type 3, locked); a failed Android push
 * notification. Every account has two or three users (each app authorization names one of them) and an
 * advanced API key with webhook deliveries (a failed one in 1001 and 1003); every device has the settings of
 * its type, an app authorization and a keypad code, and log entries on distinct dates. What else each account
 * owns (settings, integrations, sub accounts, API keys and tokens, addresses, subscriptions, linked services) is
 * in lock-sandbox-seed-account.ts.
 */
export function createLockSeedData(): LockSandboxData {
  return { accounts: [officeAccount(), depotAccount(), homeAccount()] };
}

function officeAccount(): LockAccountData {
  const accountId = LOCK_SANDBOX_OFFICE_ACCOUNT_ID;
  const owner = 5101;
  const colleague = 5102;
  const frontDoor = smartlock(accountId, 100101, 0, 'Front Door', OFFICE_SITE, {
    state: 1,
    doorState: 2,
    lastAction: 2,
  });
  const backEntrance = smartlock(accountId, 400102, 4, 'Back Entrance', OFFICE_SITE, {
    state: 3,
    doorState: 3,
    lastAction: 1,
    batteryCharge: 18,
    batteryCritical: true,
  });
  const streetGate = smartlock(accountId, 200103, 2, 'Street Gate', OFFICE_SITE, {
    state: 1,
    doorState: 0,
    lastAction: 2,
  });
  frontDoor.favorite = true;
  frontDoor.config = { ...frontDoor.config, fobPaired: true, fobAction1: 1, fobAction2: 2 };
  backEntrance.advancedConfig = {
    ...(backEntrance.advancedConfig as LockSmartlockAdvancedConfig),
    autoLock: true,
    autoLockTimeout: 300,
  };
  streetGate.adminPinState = 1;
  const auths = [
    appAuth(frontDoor, 1, owner, 'Anna de Vries', 212),
    keypadCode(
      frontDoor,
      2,
      'Cleaning crew',
      241357,
      84,
      '2026-01-01T00:00:00.000Z',
      '2026-12-31T23:59:00.000Z',
    ),
    appAuth(backEntrance, 1, owner, 'Anna de Vries', 57),
    appAuth(backEntrance, 2, colleague, 'Bram Jansen', 33),
    keypadCode(
      backEntrance,
      3,
      'Courier',
      918273,
      124,
      '2026-02-01T07:00:00.000Z',
      '2026-06-30T18:00:00.000Z',
    ),
    appAuth(streetGate, 1, owner, 'Anna de Vries', 12),
    keypadCode(
      streetGate,
      2,
      'Visitors',
      365142,
      127,
      '2026-01-15T08:00:00.000Z',
      '2026-03-31T20:00:00.000Z',
    ),
  ];
  const logs = newestFirst([
    logEntry(frontDoor, auths[0], 2, 5, '2026-03-02T17:45:12.000Z'),
    logEntry(frontDoor, auths[1], 1, 255, '2026-03-02T06:58:41.000Z', 1),
    logEntry(frontDoor, auths[0], 2, 5, '2026-03-01T18:02:09.000Z'),
    logEntry(frontDoor, auths[0], 1, 5, '2026-03-01T08:12:30.000Z'),
    logEntry(backEntrance, auths[3], 1, 5, '2026-03-02T15:20:00.000Z'),
    logEntry(backEntrance, undefined, 240, 0, '2026-03-02T15:20:14.000Z'),
    logEntry(backEntrance, auths[4], 3, 255, '2026-02-27T11:05:45.000Z', 1),
    logEntry(streetGate, auths[5], 3, 5, '2026-03-02T09:31:07.000Z'),
    logEntry(streetGate, auths[6], 3, 255, '2026-02-28T13:44:52.000Z', 1),
  ]);
  const apiKeyId = 7101;
  const hook = {
    url: 'https://office.lock.example/hooks/lock',
    secret: seededHex('webhook-office-secret', 40),
  };
  return {
    account: {
      accountId,
      type: 1,
      email: 'office@lock.example',
      emailVerified: true,
      name: 'Harbour Office',
      language: 'nl',
      creationDate: '2024-03-12T09:15:00.000Z',
      updateDate: '2025-11-02T14:40:00.000Z',
    },
    users: [
      accountUser(
        accountId,
        owner,
        'Anna de Vries',
        'anna@office.lock.example',
        'nl',
        '2024-04-02T10:04:00.000Z',
      ),
      accountUser(
        accountId,
        colleague,
        'Bram Jansen',
        'bram@office.lock.example',
        'nl',
        '2024-04-02T10:04:30.000Z',
      ),
      accountUser(
        accountId,
        5103,
        'Claire Bakker',
        'claire@office.lock.example',
        'en',
        '2025-09-15T13:20:00.000Z',
      ),
    ],
    smartlocks: [frontDoor, backEntrance, streetGate],
    logs,
    auths,
    notifications: [],
    decentralWebhooks: [],
    notificationConfigs: [
      {
        notificationId: seededObjectId('notification-config-office-ios'),
        pushId: seededHex('push-token-office-ios', 64),
        os: 1,
        language: 'nl',
        status: 1,
        lastActiveDate: '2026-03-02T17:45:13.000Z',
        settings: [
          { smartlockId: frontDoor.smartlockId, triggerEvents: ['lock', 'unlock', 'doorsensor'] },
          { smartlockId: backEntrance.smartlockId, triggerEvents: ['warnings', 'smartlock'] },
        ],
      },
      {
        notificationId: seededObjectId('notification-config-office-webhook'),
        referenceId: 'crm-4411',
        pushId: 'https://office.lock.example/hooks/notification',
        secret: seededHex('notification-config-office-secret', SIGNING_SECRET_LENGTH),
        os: 2,
        language: 'en',
        status: 1,
        lastActiveDate: '2026-03-02T17:45:13.000Z',
        settings: [{ triggerEvents: [...NOTIFICATION_TRIGGER_EVENTS] }],
      },
    ],
    apiKeyId,
    webhookLogs: newestCreatedFirst([
      webhookLog(accountId, apiKeyId, hook, statusBody(frontDoor), '2026-03-02T17:45:13.204Z', 200, 184),
      webhookLog(accountId, apiKeyId, hook, logBody(logs[1]), '2026-03-02T15:20:15.020Z', 503, 5003),
      webhookLog(accountId, apiKeyId, hook, authBody(auths[4]), '2025-12-20T12:00:01.511Z', 200, 221),
    ]),
    ...officeExtras(accountId, [frontDoor, backEntrance, streetGate], { apiKeyId, webhookUrl: hook.url }),
  };
}

function depotAccount(): LockAccountData {
  const accountId = LOCK_SANDBOX_DEPOT_ACCOUNT_ID;
  const owner = 5201;
  const loadingBay = smartlock(accountId, 400201, 4, 'Loading Bay', DEPOT_SITE, {
    state: 3,
    doorState: 2,
    lastAction: 1,
  });
  const storeRoom = smartlock(accountId, 100202, 0, 'Store Room', DEPOT_SITE, {
    state: 1,
    doorState: 2,
    lastAction: 2,
  });
  const auths = [
    appAuth(loadingBay, 1, owner, 'Depot Manager', 88),
    keypadCode(
      loadingBay,
      2,
      'Night shift',
      573916,
      62,
      '2026-01-05T18:00:00.000Z',
      '2026-12-20T06:00:00.000Z',
    ),
    appAuth(storeRoom, 1, owner, 'Depot Manager', 41),
    keypadCode(
      storeRoom,
      2,
      'Stock count',
      642519,
      2,
      '2026-03-07T07:00:00.000Z',
      '2026-03-07T17:00:00.000Z',
    ),
  ];
  const decentralSecret = seededHex('decentral-depot-secret', SIGNING_SECRET_LENGTH);
  const apiKeyId = 7201;
  const hook = { url: 'https://depot.lock.example/hooks/decentral', secret: decentralSecret };
  return {
    account: {
      accountId,
      type: 0,
      email: 'depot@lock.example',
      emailVerified: true,
      name: 'Depot North',
      language: 'en',
      creationDate: '2025-01-20T11:00:00.000Z',
      updateDate: '2025-01-20T11:00:00.000Z',
    },
    users: [
      accountUser(
        accountId,
        owner,
        'Depot Manager',
        'manager@depot.lock.example',
        'en',
        '2025-01-20T11:05:00.000Z',
      ),
      accountUser(
        accountId,
        5202,
        'Priya Shah',
        'priya@depot.lock.example',
        'en',
        '2025-03-03T08:00:00.000Z',
      ),
      {
        ...accountUser(
          accountId,
          5203,
          'Nordic Cleaning BV',
          'planning@cleaning.example',
          'nl',
          '2025-06-10T12:30:00.000Z',
        ),
        type: 1,
      },
    ],
    smartlocks: [loadingBay, storeRoom],
    logs: newestFirst([
      logEntry(loadingBay, auths[0], 1, 5, '2026-03-02T05:59:03.000Z'),
      logEntry(loadingBay, auths[1], 2, 255, '2026-03-01T22:14:30.000Z', 1),
      logEntry(loadingBay, auths[0], 4, 5, '2026-02-28T19:03:11.000Z'),
      logEntry(storeRoom, auths[2], 1, 5, '2026-03-01T10:00:00.000Z'),
      logEntry(storeRoom, auths[2], 2, 5, '2026-03-01T10:25:42.000Z'),
    ]),
    auths,
    notifications: [
      {
        id: seededObjectId('notification-depot'),
        notificationType: 'webhook',
        pushId: 'https://depot.lock.example/hooks/lock',
        webhookFeatures: ['DEVICE_STATUS', 'DEVICE_LOGS'],
        secret: seededHex('notification-depot-secret', SIGNING_SECRET_LENGTH),
        creationDate: '2025-02-01T08:30:00.000Z',
      },
    ],
    decentralWebhooks: [
      {
        id: 1,
        secret: decentralSecret,
        webhookUrl: hook.url,
        webhookFeatures: ['DEVICE_STATUS', 'DEVICE_AUTHS'],
      },
    ],
    notificationConfigs: [
      {
        notificationId: seededObjectId('notification-config-depot-android'),
        pushId: `${seededHex('push-token-depot-android', 22)}:APA91b${seededHex('push-token-depot-key', 64)}`,
        os: 0,
        language: 'en',
        status: 1,
        lastActiveDate: '2026-03-01T22:14:31.000Z',
        settings: [
          {
            smartlockId: loadingBay.smartlockId,
            triggerEvents: ['unlock', 'unlatch'],
            authIds: [auths[1].id],
          },
        ],
      },
    ],
    apiKeyId,
    webhookLogs: newestCreatedFirst([
      webhookLog(accountId, apiKeyId, hook, statusBody(loadingBay), '2026-03-02T05:59:04.310Z', 200, 97),
      webhookLog(accountId, apiKeyId, hook, statusBody(storeRoom), '2026-03-01T10:25:43.118Z', 200, 88),
      webhookLog(accountId, apiKeyId, hook, authBody(auths[1]), '2025-12-20T12:00:02.004Z', 200, 143),
    ]),
    ...depotExtras(accountId, { apiKeyId, webhookUrl: hook.url }),
  };
}

function homeAccount(): LockAccountData {
  const accountId = LOCK_SANDBOX_HOME_ACCOUNT_ID;
  const owner = 5301;
  const partner = 5302;
  const frontDoor = smartlock(accountId, 300301, 3, 'Haustür', HOME_SITE, {
    state: 1,
    doorState: 2,
    lastAction: 2,
    batteryCharge: 64,
  });
  frontDoor.lmType = 1;
  frontDoor.creationDate = '2025-08-30T18:10:00.000Z';
  const auths = [
    appAuth(frontDoor, 1, owner, 'Katrin Lindner', 143),
    appAuth(frontDoor, 2, partner, 'Jonas Lindner', 96),
    keypadCode(frontDoor, 3, 'Nachbarn', 472619, 127, '2026-01-01T00:00:00.000Z', '2026-12-31T23:59:00.000Z'),
  ];
  for (const auth of auths.slice(0, 2)) {
    auth.creationDate = auth.updateDate = '2025-08-30T18:12:00.000Z';
  }
  const logs = newestFirst([
    logEntry(frontDoor, auths[1], 3, 5, '2026-03-02T07:41:26.000Z'),
    logEntry(frontDoor, auths[0], 2, 5, '2026-03-01T22:30:05.000Z'),
    logEntry(frontDoor, auths[2], 1, 255, '2026-02-26T16:12:48.000Z', 1),
  ]);
  const apiKeyId = 7301;
  const hook = {
    url: 'https://lindenhof.example/lock/webhook',
    secret: seededHex('webhook-home-secret', 40),
  };
  return {
    account: {
      accountId,
      type: 0,
      email: 'lindenhof@lock.example',
      emailVerified: false,
      name: 'Lindenhof',
      language: 'de',
      creationDate: '2025-08-30T17:45:00.000Z',
      updateDate: '2025-08-30T17:45:00.000Z',
    },
    users: [
      accountUser(
        accountId,
        owner,
        'Katrin Lindner',
        'katrin@lindenhof.example',
        'de',
        '2025-08-30T17:50:00.000Z',
      ),
      accountUser(
        accountId,
        partner,
        'Jonas Lindner',
        'jonas@lindenhof.example',
        'de',
        '2025-08-30T17:52:00.000Z',
      ),
    ],
    smartlocks: [frontDoor],
    logs,
    auths,
    notifications: [],
    decentralWebhooks: [],
    notificationConfigs: [
      {
        notificationId: seededObjectId('notification-config-home-android'),
        pushId: `${seededHex('push-token-home-android', 22)}:APA91b${seededHex('push-token-home-key', 64)}`,
        os: 0,
        language: 'de',
        status: 2,
        lastActiveDate: '2026-01-11T09:00:00.000Z',
        settings: [
          { smartlockId: frontDoor.smartlockId, triggerEvents: ['lock', 'unlock', 'doorsensor', 'warnings'] },
        ],
      },
    ],
    apiKeyId,
    webhookLogs: newestCreatedFirst([
      webhookLog(accountId, apiKeyId, hook, logBody(logs[0]), '2026-03-02T07:41:27.412Z', 404, 312),
      webhookLog(accountId, apiKeyId, hook, statusBody(frontDoor), '2026-03-01T22:30:06.087Z', 200, 155),
    ]),
    ...homeExtras(accountId, [frontDoor], { apiKeyId, webhookUrl: hook.url }, LOCK_SANDBOX_DEPOT_ACCOUNT_ID),
  };
}

function smartlock(
  accountId: number,
  smartlockId: number,
  type: number,
  name: string,
  site: { latitude: number; longitude: number },
  state: Partial<LockSmartlockState>,
): LockSmartlock {
  const opener = type === 2;
  return {
    smartlockId,
    accountId,
    type,
    authId: 1,
    name,
    favorite: false,
    ...deviceSettings(type, { name, ...site, intercomId: opener ? SIEDLE_HTS_811 : undefined }),
    state: {
      mode: 2,
      state: 0,
      trigger: 0,
      lastAction: 0,
      batteryCritical: false,
      batteryCharging: false,
      batteryCharge: opener ? 100 : 76,
      keypadBatteryCritical: false,
      doorsensorBatteryCritical: false,
      doorState: 0,
      ringToOpenTimer: 0,
      nightMode: false,
      ...state,
    },
    firmwareVersion: opener ? 66307 : type === 4 ? 262912 : type === 3 ? 197380 : 132871,
    hardwareVersion: opener ? 1792 : type === 4 ? 1025 : type === 3 ? 772 : 514,
    serverState: 0,
    adminPinState: 0,
    virtualDevice: false,
    creationDate: '2024-04-02T10:00:00.000Z',
    updateDate: '2025-12-18T16:30:00.000Z',
  };
}

function accountUser(
  accountId: number,
  accountUserId: number,
  name: string,
  email: string,
  language: string,
  creationDate: string,
): LockAccountUser {
  return { accountUserId, accountId, type: 0, email, name, language, creationDate, updateDate: creationDate };
}
function appAuth(
  lock: LockSmartlock,
  authId: number,
  accountUserId: number,
  name: string,
  lockCount: number,
): LockSmartlockAuth {
  return {
    id: seededObjectId(`auth-${lock.smartlockId}-${authId}`),
    smartlockId: lock.smartlockId,
    accountUserId,
    authId,
    type: 0,
    name,
    enabled: true,
    remoteAllowed: true,
    lockCount,
    lastActiveDate: '2026-03-02T17:45:12.000Z',
    creationDate: '2024-04-02T10:05:00.000Z',
    updateDate: '2024-04-02T10:05:00.000Z',
  };
}

function keypadCode(
  lock: LockSmartlock,
  authId: number,
  name: string,
  code: number,
  allowedWeekDays: number,
  allowedFromDate: string,
  allowedUntilDate: string,
): LockSmartlockAuth {
  return {
    id: seededObjectId(`auth-${lock.smartlockId}-${authId}`),
    smartlockId: lock.smartlockId,
    authId,
    code,
    type: 13,
    name,
    enabled: true,
    remoteAllowed: false,
    lockCount: 9,
    allowedFromDate,
    allowedUntilDate,
    allowedWeekDays,
    allowedFromTime: 360,
    allowedUntilTime: 1200,
    creationDate: '2025-12-20T12:00:00.000Z',
    updateDate: '2025-12-20T12:00:00.000Z',
  };
}

/** A log entry of `auth` (none: the device itself, such as a door sensor) on `lock`. */
function logEntry(
  lock: LockSmartlock,
  auth: LockSmartlockAuth | undefined,
  action: number,
  trigger: number,
  date: string,
  source = 0,
): LockSmartlockLog {
  return {
    id: seededObjectId(`log-${lock.smartlockId}-${date}`),
    smartlockId: lock.smartlockId,
    deviceType: lock.type === 2 || lock.type === 3 ? lock.type : 0,
    ...(auth?.accountUserId === undefined ? {} : { accountUserId: auth.accountUserId }),
    ...(auth === undefined ? {} : { authId: auth.id }),
    name: auth?.name ?? '',
    action,
    trigger,
    state: 0,
    autoUnlock: false,
    date,
    source,
  };
}

/**
 * A delivery of `body` to the callback at `hook.url`, signed with its secret, created at `created`, answered
 * with `status` after `duration` ms. A delivery of an authorization change answers an advanced API request:
 * it carries that request's id.
 */
function webhookLog(
  accountId: number,
  apiKeyId: number,
  hook: { url: string; secret: string },
  body: Record<string, unknown>,
  created: string,
  status: number,
  duration: number,
): LockWebhookLog {
  const answered = new Date(Date.parse(created) + duration).toISOString();
  const json = JSON.stringify(body);
  return {
    id: seededObjectId(`webhook-log-${accountId}-${created}`),
    ...(typeof body.requestId === 'string' ? { requestId: body.requestId } : {}),
    succeeded: status >= 200 && status < 300,
    responseStatus: status,
    duration,
    accountId,
    request: {
      headers: {
        'content-type': 'application/json',
        'x-lock-signature-sha256': createHmac('sha256', hook.secret).update(json).digest('hex'),
      },
      body,
      timestamp: created,
      path: hook.url,
    },
    response: { headers: { 'content-length': '0' }, timestamp: answered, path: hook.url },
    apiKeyId,
    updated: answered,
    created,
  };
}

/** The body of a `DEVICE_STATUS` webhook: the device's state. */
function statusBody(lock: LockSmartlock): Record<string, unknown> {
  return { feature: 'DEVICE_STATUS', smartlockId: lock.smartlockId, state: { ...lock.state } };
}

/** The body of a `DEVICE_LOGS` webhook: the new log entry. */
function logBody(log: LockSmartlockLog): Record<string, unknown> {
  return { feature: 'DEVICE_LOGS', smartlockId: log.smartlockId, smartlockLog: { ...log } };
}

/** The body of a `DEVICE_AUTHS` webhook answering the advanced API request that created `auth`. */
function authBody(auth: LockSmartlockAuth): Record<string, unknown> {
  return {
    feature: 'DEVICE_AUTHS',
    requestId: seededUuid(`request-${auth.id}`),
    smartlockId: auth.smartlockId,
    smartlockAuth: { ...auth },
  };
}

function newestCreatedFirst(logs: LockWebhookLog[]): LockWebhookLog[] {
  return [...logs].sort((a, b) => b.created.localeCompare(a.created));
}

function newestFirst(logs: LockSmartlockLog[]): LockSmartlockLog[] {
  return [...logs].sort((a, b) => b.date.localeCompare(a.date));
}

/** A 24-character hex object id derived from `seed`, so seed data is the same on every run. */
function seededObjectId(seed: string): string {
  return seededHex(seed, 24);
}

function seededHex(seed: string, length: number): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, length);
}
