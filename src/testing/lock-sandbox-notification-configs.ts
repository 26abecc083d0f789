import { randomBytes } from 'node:crypto';
import { BodySchema, FieldRule, oneOf, readFields, STRING } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  LockFinder,
  NO_CONTENT,
  recordOf,
  removeWhere,
  stringQuery,
} from './lock-sandbox-http';
import {
  LockAccountData,
  LockNotificationConfig,
  LockNotificationSetting,
  NOTIFICATION_TRIGGER_EVENTS,
} from './lock-sandbox-data';
import { SandboxReply, SandboxRequest } from './sandbox-server';

const WEBHOOK_OS = 2;
const SETTINGS: FieldRule = {
  accepts: (value) => Array.isArray(value) && value.length > 0,
  expected: 'a non-empty list of settings',
};
/** The writable fields of the `Notification` schema; `notificationId`, `secret` and `status` are the API's. */
const NOTIFICATION: BodySchema = {
  fields: {
    referenceId: STRING,
    pushId: {
      accepts: (value) => typeof value === 'string' && value.trim() !== '',
      expected: 'a push id or URL',
    },
    os: oneOf(0, 1, WEBHOOK_OS),
    language: oneOf('cs', 'de', 'en', 'es', 'fr', 'it', 'nl', 'sk'),
    settings: SETTINGS,
  },
  required: ['os', 'pushId', 'settings'],
};

/** `GET /notification`: the account's notifications, only those of `referenceId` when given. */
export function listNotificationConfigs(req: SandboxRequest, account: LockAccountData): SandboxReply {
  const referenceId = stringQuery(req, 'referenceId');
  const found = account.notificationConfigs.filter(
    (config) => referenceId === undefined || config.referenceId === referenceId,
  );
  return { status: 200, body: found };
}

/**
 * `PUT /notification`: adds a notification (`os`, `pushId`, `settings` required; `language` defaults to `en`) in
 * state 0 (init), a webhook (`os` 2, `pushId` an http(s) URL) with a new signing secret, and answers it.
 */
export function createNotificationConfig(
  account: LockAccountData,
  lockOf: LockFinder,
  data: unknown,
): SandboxReply {
  const fields = readNotification(account, lockOf, data);
  const config: LockNotificationConfig = {
    notificationId: randomBytes(12).toString('hex'),
    ...(fields as Pick<LockNotificationConfig, 'os' | 'pushId' | 'settings'>),
    language: (fields.language as string | undefined) ?? 'en',
    status: 0,
  };
  account.notificationConfigs.push(withSecret(config));
  return { status: 200, body: config };
}

/** `POST /notification/{notificationId}`: merges the writable fields (the three required ones) and answers it. */
export function updateNotificationConfig(
  account: LockAccountData,
  lockOf: LockFinder,
  config: LockNotificationConfig,
  data: unknown,
): SandboxReply {
  Object.assign(config, readNotification(account, lockOf, data));
  withSecret(config);
  return { status: 200, body: config };
}

export function deleteNotificationConfig(
  account: LockAccountData,
  config: LockNotificationConfig,
): SandboxReply {
  removeWhere(account.notificationConfigs, (candidate) => candidate === config);
  return NO_CONTENT;
}

/** The caller's notification with this id; 403 when it belongs to another account, 404 when there is none. */
export function notificationConfigOf(
  account: LockAccountData,
  accounts: readonly LockAccountData[],
  id: string,
): LockNotificationConfig {
  const own = account.notificationConfigs.find((config) => config.notificationId === id);
  if (own !== undefined) {
    return own;
  }
  const foreign = accounts.some((other) =>
    other.notificationConfigs.some((config) => config.notificationId === id),
  );
  throw new ApiRefusal(foreign ? apiError(403, 'Forbidden') : apiError(404, 'Notification not found'));
}

/**
 * The checked writable fields of a notification body: a webhook's `pushId` must be an http(s) URL, each setting
 * needs known `triggerEvents`, its `smartlockId` must be the caller's and its `authIds` the account's.
 */
function readNotification(
  account: LockAccountData,
  lockOf: LockFinder,
  data: unknown,
): Record<string, unknown> {
  const fields = readFields(recordOf(data), NOTIFICATION);
  if (fields.os === WEBHOOK_OS && !/^https?:\/\/[^/\s]+/.test(fields.pushId as string)) {
    throw new ApiRefusal(apiError(400, 'pushId must be an http(s) URL for a webhook (os 2)'));
  }
  return {
    ...fields,
    settings: (fields.settings as unknown[]).map((item) => readSetting(account, lockOf, item)),
  };
}

function readSetting(account: LockAccountData, lockOf: LockFinder, item: unknown): LockNotificationSetting {
  const { smartlockId, triggerEvents, authIds } = recordOf(item);
  const knownEvents =
    Array.isArray(triggerEvents) &&
    triggerEvents.length > 0 &&
    triggerEvents.every((event) => NOTIFICATION_TRIGGER_EVENTS.includes(event as string));
  if (!knownEvents) {
    throw new ApiRefusal(
      apiError(400, `triggerEvents must be a non-empty list of ${NOTIFICATION_TRIGGER_EVENTS.join(', ')}`),
    );
  }
  if (smartlockId !== undefined) {
    lockOf(String(smartlockId));
  }
  const knownAuths =
    authIds === undefined ||
    (Array.isArray(authIds) && authIds.every((id) => account.auths.some((auth) => auth.id === id)));
  if (!knownAuths) {
    throw new ApiRefusal(apiError(400, 'authIds must be ids of authorizations of the account'));
  }
  return {
    ...(smartlockId === undefined ? {} : { smartlockId: smartlockId as number }),
    triggerEvents: [...(triggerEvents as string[])],
    ...(authIds === undefined ? {} : { authIds: [...(authIds as string[])] }),
  };
}

/** Gives a webhook a signing secret when it has none, and removes the secret of any other notification. */
function withSecret(config: LockNotificationConfig): LockNotificationConfig {
  if (config.os !== WEBHOOK_OS) {
    delete config.secret;
  } else {
    config.secret ??= randomBytes(20).toString('hex');
  }
  return config;
}
