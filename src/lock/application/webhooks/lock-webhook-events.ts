import { isJsonObject } from '../../../common/json/json-body';
import { Authorization } from '../../data/authorization';
import { LockPayload, numberOrNull, stringOrNull } from '../../data/lock-payload';
import { LogEntry } from '../../data/log-entry';
import { SmartLock } from '../../data/smart-lock';
import {
  LOCK_ACCOUNT_USER_EVENT,
  LOCK_DEVICE_AUTHS_EVENT,
  LOCK_DEVICE_CONFIG_EVENT,
  LOCK_DEVICE_LOGS_EVENT,
  LOCK_DEVICE_MASTERDATA_EVENT,
  LOCK_DEVICE_STATUS_EVENT,
  LOCK_WEBHOOK_UNKNOWN_EVENT,
  LockWebhookEventName,
  LockWebhookFeature,
} from './lock-webhook-event-names';

/**
 * How a delivery was verified: by the secret of a subscription this package stored (`subscription`), by a
 * configured secret (`configured-secret`, `LOCK_WEBHOOK_SECRET`: any subscription, e.g. one made in the vendor's
 * portal), or not at all (`unverified`: `LOCK_WEBHOOK_VERIFY_SIGNATURE=false`, development only).
 */
export type LockWebhookVerification = 'subscription' | 'configured-secret' | 'unverified';

/** A delivery the receiver took: what every webhook event carries. */
export interface LockWebhookDelivery {
  /** The delivery id (the payload's `id`, else the digest of the signed body), or null when it had none. */
  deliveryId: string | null;
  /** How the delivery was verified. */
  verifiedBy: LockWebhookVerification;
  /**
   * With `verifiedBy: 'subscription'`, the stored subscription whose secret signed the delivery; otherwise the
   * payload's `subscriptionId` as a hint (no stored subscription vouches for it), or null when it has none.
   */
  subscriptionId: string | null;
  /** The account key the stored subscription was registered for; null unless `verifiedBy` is `subscription`. */
  accountKey: string | null;
  /**
   * The `?account=` of the callback URL, or null. A hint only: the URL is not signed, so check it against the
   * signed payload (e.g. its `accountId`) before acting on it.
   */
  accountHint: string | null;
  /** The JSON body, deep-frozen. */
  payload: LockPayload;
}

/** The base of the webhook events: the delivery, its feature, and the raw payload. */
export abstract class LockWebhookEvent {
  /** The name the event is emitted under. */
  abstract readonly name: LockWebhookEventName;
  /** The payload's `feature` (e.g. `DEVICE_STATUS`), or null when it has none. */
  readonly feature: string | null;
  /** See `LockWebhookDelivery.deliveryId`. */
  readonly deliveryId: string | null;
  /** See `LockWebhookDelivery.verifiedBy`. */
  readonly verifiedBy: LockWebhookVerification;
  /** See `LockWebhookDelivery.subscriptionId`. */
  readonly subscriptionId: string | null;
  /** See `LockWebhookDelivery.accountKey`. */
  readonly accountKey: string | null;
  /** See `LockWebhookDelivery.accountHint`: not verified. */
  readonly accountHint: string | null;
  /** The JSON body as received (deep-frozen); every field the typed readers leave out is here. */
  readonly payload: LockPayload;

  /** Reads the delivery. */
  constructor(delivery: LockWebhookDelivery) {
    this.feature = stringOrNull(delivery.payload.feature);
    this.deliveryId = delivery.deliveryId;
    this.verifiedBy = delivery.verifiedBy;
    this.subscriptionId = delivery.subscriptionId;
    this.accountKey = delivery.accountKey;
    this.accountHint = delivery.accountHint;
    this.payload = delivery.payload;
  }
}

/** An event whose payload describes one device: `smartLock` reads it (its `state` object flattened). */
export abstract class LockSmartLockEvent extends LockWebhookEvent {
  /** The device as the payload describes it (fields it lacks are null). */
  readonly smartLock: SmartLock;
  /** The device's id, or null when the payload has none. */
  readonly smartlockId: number | null;

  /** Reads the delivery. */
  constructor(delivery: LockWebhookDelivery) {
    super(delivery);
    this.smartLock = SmartLock.fromArray(delivery.payload);
    this.smartlockId = this.smartLock.smartlockId;
  }
}

/** `lock.device.status`: a device's state changed. */
export class LockDeviceStatusEvent extends LockSmartLockEvent {
  /** The event name. */
  readonly name = LOCK_DEVICE_STATUS_EVENT;
}

/** `lock.device.config`: a device's settings changed (`config` and `advancedConfig` as sent). */
export class LockDeviceConfigEvent extends LockWebhookEvent {
  /** The event name. */
  readonly name = LOCK_DEVICE_CONFIG_EVENT;
  /** The device's id, or null when the payload has none. */
  readonly smartlockId: number | null;
  /** The payload's `config` object, or null. */
  readonly config: LockPayload | null;
  /** The payload's `advancedConfig` object, or null. */
  readonly advancedConfig: LockPayload | null;

  /** Reads the delivery. */
  constructor(delivery: LockWebhookDelivery) {
    super(delivery);
    this.smartlockId = numberOrNull(delivery.payload.smartlockId);
    this.config = objectOrNull(delivery.payload.config);
    this.advancedConfig = objectOrNull(delivery.payload.advancedConfig);
  }
}

/** `lock.device.logs`: a new log entry of a device (the payload's `smartlockLog`). */
export class LockDeviceLogsEvent extends LockWebhookEvent {
  /** The event name. */
  readonly name = LOCK_DEVICE_LOGS_EVENT;
  /** The log entry, or null when the payload has no `smartlockLog` object. */
  readonly logEntry: LogEntry | null;
  /** The device's id (the payload's, else the log entry's), or null. */
  readonly smartlockId: number | null;

  /** Reads the delivery. */
  constructor(delivery: LockWebhookDelivery) {
    super(delivery);
    const log = objectOrNull(delivery.payload.smartlockLog);
    this.logEntry = log === null ? null : LogEntry.fromArray(log);
    this.smartlockId = numberOrNull(delivery.payload.smartlockId) ?? this.logEntry?.smartlockId ?? null;
  }
}

/** `lock.device.auths`: an authorization of a device changed (the payload's `smartlockAuth`). */
export class LockDeviceAuthsEvent extends LockWebhookEvent {
  /** The event name. */
  readonly name = LOCK_DEVICE_AUTHS_EVENT;
  /** The authorization, or null when the payload has no `smartlockAuth` object. */
  readonly authorization: Authorization | null;
  /** The device's id (the payload's, else the authorization's), or null. */
  readonly smartlockId: number | null;

  /** Reads the delivery. */
  constructor(delivery: LockWebhookDelivery) {
    super(delivery);
    const auth = objectOrNull(delivery.payload.smartlockAuth);
    this.authorization = auth === null ? null : Authorization.fromArray(auth);
    this.smartlockId = numberOrNull(delivery.payload.smartlockId) ?? this.authorization?.smartlockId ?? null;
  }
}

/** `lock.device.masterdata`: a device's master data (name, type, ...) changed. */
export class LockDeviceMasterdataEvent extends LockSmartLockEvent {
  /** The event name. */
  readonly name = LOCK_DEVICE_MASTERDATA_EVENT;
}

/** `lock.account.user`: a user of the account changed (the payload's `accountUser`). */
export class LockAccountUserEvent extends LockWebhookEvent {
  /** The event name. */
  readonly name = LOCK_ACCOUNT_USER_EVENT;
  /** The payload's `accountUser` object, or null. */
  readonly accountUser: LockPayload | null;

  /** Reads the delivery. */
  constructor(delivery: LockWebhookDelivery) {
    super(delivery);
    this.accountUser = objectOrNull(delivery.payload.accountUser);
  }
}

/** `lock.webhook.unknown`: a delivery of a feature without an event of its own (or without a feature). */
export class LockUnknownWebhookEvent extends LockWebhookEvent {
  /** The event name. */
  readonly name = LOCK_WEBHOOK_UNKNOWN_EVENT;
}

/** Any event the webhook receiver emits. */
export type AnyLockWebhookEvent =
  | LockDeviceStatusEvent
  | LockDeviceConfigEvent
  | LockDeviceLogsEvent
  | LockDeviceAuthsEvent
  | LockDeviceMasterdataEvent
  | LockAccountUserEvent
  | LockUnknownWebhookEvent;

/** The event class of each feature. */
const EVENT_CLASSES: Record<LockWebhookFeature, new (delivery: LockWebhookDelivery) => AnyLockWebhookEvent> =
  {
    DEVICE_STATUS: LockDeviceStatusEvent,
    DEVICE_CONFIG: LockDeviceConfigEvent,
    DEVICE_LOGS: LockDeviceLogsEvent,
    DEVICE_AUTHS: LockDeviceAuthsEvent,
    DEVICE_MASTERDATA: LockDeviceMasterdataEvent,
    ACCOUNT_USER: LockAccountUserEvent,
  };

/** The typed event of a delivery, chosen by its payload's `feature` (`lock.webhook.unknown` otherwise). */
export function lockWebhookEventOf(delivery: LockWebhookDelivery): AnyLockWebhookEvent {
  const feature = delivery.payload.feature;
  const EventClass =
    typeof feature === 'string' && Object.hasOwn(EVENT_CLASSES, feature)
      ? EVENT_CLASSES[feature as LockWebhookFeature]
      : LockUnknownWebhookEvent;
  return new EventClass(delivery);
}

/** The value when it is a JSON object (already frozen with the payload), else null. */
function objectOrNull(value: unknown): LockPayload | null {
  return isJsonObject(value) ? value : null;
}
