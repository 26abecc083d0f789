/** Emitted for a `DEVICE_STATUS` delivery (a device's state changed): a `LockDeviceStatusEvent`. */
export const LOCK_DEVICE_STATUS_EVENT = 'lock.device.status';
/** Emitted for a `DEVICE_CONFIG` delivery (a device's settings changed): a `LockDeviceConfigEvent`. */
export const LOCK_DEVICE_CONFIG_EVENT = 'lock.device.config';
/** Emitted for a `DEVICE_LOGS` delivery (a new log entry): a `LockDeviceLogsEvent`. */
export const LOCK_DEVICE_LOGS_EVENT = 'lock.device.logs';
/** Emitted for a `DEVICE_AUTHS` delivery (an authorization changed): a `LockDeviceAuthsEvent`. */
export const LOCK_DEVICE_AUTHS_EVENT = 'lock.device.auths';
/** Emitted for a `DEVICE_MASTERDATA` delivery (a device's name or master data changed): a `LockDeviceMasterdataEvent`. */
export const LOCK_DEVICE_MASTERDATA_EVENT = 'lock.device.masterdata';
/** Emitted for an `ACCOUNT_USER` delivery (an account user changed): a `LockAccountUserEvent`. */
export const LOCK_ACCOUNT_USER_EVENT = 'lock.account.user';
/** Emitted for a delivery of a feature not listed here, or without one: a `LockUnknownWebhookEvent`. */
export const LOCK_WEBHOOK_UNKNOWN_EVENT = 'lock.webhook.unknown';

/** The event name of each webhook feature the lock API sends. */
export const LOCK_WEBHOOK_EVENT_NAMES = {
  /** `lock.device.status`. */
  DEVICE_STATUS: LOCK_DEVICE_STATUS_EVENT,
  /** `lock.device.config`. */
  DEVICE_CONFIG: LOCK_DEVICE_CONFIG_EVENT,
  /** `lock.device.logs`. */
  DEVICE_LOGS: LOCK_DEVICE_LOGS_EVENT,
  /** `lock.device.auths`. */
  DEVICE_AUTHS: LOCK_DEVICE_AUTHS_EVENT,
  /** `lock.device.masterdata`. */
  DEVICE_MASTERDATA: LOCK_DEVICE_MASTERDATA_EVENT,
  /** `lock.account.user`. */
  ACCOUNT_USER: LOCK_ACCOUNT_USER_EVENT,
} as const;

/** A webhook feature with an event of its own. */
export type LockWebhookFeature = keyof typeof LOCK_WEBHOOK_EVENT_NAMES;

/** The name of an event the webhook receiver emits. */
export type LockWebhookEventName =
  (typeof LOCK_WEBHOOK_EVENT_NAMES)[LockWebhookFeature] | typeof LOCK_WEBHOOK_UNKNOWN_EVENT;
