import type {
  LockAccountIntegration,
  LockAccountOtp,
  LockAccountSetting,
  LockAccountSubscription,
  LockAddress,
  LockAddressReservation,
  LockAddressToken,
  LockAddressUnit,
  LockApiKey,
  LockSubAccount,
} from './lock-sandbox-account-data';
import type {
  LockOpenerAdvancedConfig,
  LockSmartdoorAdvancedConfig,
  LockSmartlockAdvancedConfig,
  LockSmartlockConfig,
  LockSmartlockWebConfig,
} from './lock-sandbox-device-config';

/** A vendor account as `GET /account` answers it (the `MyAccount` schema). */
export interface LockAccount {
  /** The account's id. */
  accountId: number;
  /** 0 .. user, 1 .. company, 2 .. caretaker. */
  type: number;
  /** The account's email. */
  email: string;
  /** Whether the email has been verified. */
  emailVerified: boolean;
  /** The account's name. */
  name: string;
  /** Language code such as `en` or `nl`. */
  language: string;
  /** When the account was created (ISO 8601). */
  creationDate: string;
  /** When the account was last changed (ISO 8601). */
  updateDate: string;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}

/** The live state of a device, nested in a smartlock as `state` (the `Smartlock.State` schema). */
export interface LockSmartlockState {
  /** 2 .. door (default), 3 .. continuous (openers). */
  mode: number;
  /** Locks: 1 .. locked, 3 .. unlocked, 5 .. unlatched, ...; openers: 1 .. online, 3 .. ring to open active, 5 .. open. */
  state: number;
  /** 0 .. system, 1 .. manual, 2 .. button, 3 .. automatic. */
  trigger: number;
  /** The last action code (see `SmartlockAction`); 0 when none is known. */
  lastAction: number;
  /** The battery is low. */
  batteryCritical: boolean;
  /** The battery is charging. */
  batteryCharging: boolean;
  /** Remaining battery capacity in percent. */
  batteryCharge: number;
  /** The keypad's battery is low. */
  keypadBatteryCritical: boolean;
  /** The door sensor's battery is low. */
  doorsensorBatteryCritical: boolean;
  /** 0 .. unavailable, 1 .. deactivated, 2 .. door closed, 3 .. door opened, 4 .. unknown, ... */
  doorState: number;
  /** Openers: the seconds ring to open stays active; 0 when it is not. */
  ringToOpenTimer: number;
  /** Openers: when ring to open ends; absent when it is not active. */
  ringToOpenEnd?: string;
  /** Night mode is on. */
  nightMode: boolean;
  [field: string]: unknown;
}

/** A device of an account (the `Smartlock` schema: the vendor spells `favorite` and nests `state`). */
export interface LockSmartlock {
  /** The device's id. */
  smartlockId: number;
  /** The id of the account that owns the device. */
  accountId: number;
  /** 0 .. smart lock, 2 .. opener, 3 .. smart door, 4 .. smart lock 3rd/4th generation. */
  type: number;
  /** Smart doors only: the lock mechanism, 1 .. MyEVO, 2 .. KFV Genius. */
  lmType?: number;
  /** The id of the account's own authorization on the device. */
  authId: number;
  /** The device's name. */
  name: string;
  /** Whether the device is a favourite. */
  favorite: boolean;
  /** The device's configuration. */
  config: LockSmartlockConfig;
  /** Smart locks (types 0 and 4) only. */
  advancedConfig?: LockSmartlockAdvancedConfig;
  /** Openers only. */
  openerAdvancedConfig?: LockOpenerAdvancedConfig;
  /** Smart doors only. */
  smartdoorAdvancedConfig?: LockSmartdoorAdvancedConfig;
  /** The device's web settings. */
  webConfig: LockSmartlockWebConfig;
  /** The device's live state. */
  state: LockSmartlockState;
  /** The firmware version. */
  firmwareVersion: number;
  /** The hardware version. */
  hardwareVersion: number;
  /** 0 .. ok, 1 .. unregistered, 2 .. auth uuid invalid, 3 .. auth invalid, 4 .. offline. */
  serverState: number;
  /** 0 .. ok, 1 .. missing, 2 .. invalid. */
  adminPinState: number;
  /** Whether the device is virtual (no hardware behind it). */
  virtualDevice: boolean;
  /** When the device was added (ISO 8601). */
  creationDate: string;
  /** When the device was last changed (ISO 8601). */
  updateDate: string;
  [field: string]: unknown;
}

/** One activity log entry of a device (the `SmartlockLog` schema). */
export interface LockSmartlockLog {
  /** A 24-character hex object id. */
  id: string;
  /** The device's id. */
  smartlockId: number;
  /** 0 .. smart lock and box, 2 .. opener, 3 .. smart door. */
  deviceType: number;
  /** The account user who acted, when it was one. */
  accountUserId?: number;
  /** The object id of the authorization that acted. */
  authId?: string;
  /** The name of who or what acted. */
  name: string;
  /** 1 .. unlock, 2 .. lock, 3 .. unlatch, 4 .. lock'n'go, 5 .. lock'n'go with unlatch, 240 .. door opened, ... */
  action: number;
  /** 0 .. system, 1 .. manual, 2 .. button, 3 .. automatic, 4 .. web, 5 .. app, 6 .. auto lock, 255 .. keypad. */
  trigger: number;
  /** The completion state: 0 .. success, 1 .. motor blocked, ... */
  state: number;
  /** Whether auto unlock caused the entry. */
  autoUnlock: boolean;
  /** When it happened (ISO 8601). */
  date: string;
  /** 0 .. default, 1 .. keypad code, 2 .. fingerprint. */
  source: number;
  [field: string]: unknown;
}

/** An authorization on a device: an app user, a fob, a keypad code, ... (the `SmartlockAuth` schema). */
export interface LockSmartlockAuth {
  /** A 24-character hex object id. */
  id: string;
  /** The device's id. */
  smartlockId: number;
  /** The account user the authorization is for (app authorizations). */
  accountUserId?: number;
  /** The authorization's number on the device. */
  authId: number;
  /** The keypad code (type 13 only): six digits 1 to 9. */
  code?: number;
  /** 0 .. app, 1 .. bridge, 2 .. fob, 3 .. keypad, 13 .. keypad code, 14 .. z-key. */
  type: number;
  /** At most 32 characters. */
  name: string;
  /** Whether the authorization may be used. */
  enabled: boolean;
  /** Whether it may be used remotely (through the bridge or the vendor's server). */
  remoteAllowed: boolean;
  /** How often it has locked or unlocked. */
  lockCount: number;
  /** Start of the allowed period (ISO 8601); absent: no start. */
  allowedFromDate?: string;
  /** End of the allowed period (ISO 8601); absent: no end. */
  allowedUntilDate?: string;
  /** Weekday bitmask: 64 .. Monday, 32 .. Tuesday, ... 1 .. Sunday. */
  allowedWeekDays?: number;
  /** Minutes from midnight. */
  allowedFromTime?: number;
  /** Minutes from midnight. */
  allowedUntilTime?: number;
  /** When it was last used (ISO 8601). */
  lastActiveDate?: string;
  /** When it was created (ISO 8601). */
  creationDate: string;
  /** When it was last changed (ISO 8601). */
  updateDate: string;
  [field: string]: unknown;
}

/** A webhook subscription of the notification API (`/api/notification`). */
export interface LockNotificationWebhook {
  /** The subscription's id. */
  id: string;
  /** The kind of notification, e.g. `webhook`. */
  notificationType: string;
  /** The callback URL. */
  pushId: string;
  /** The webhook features it reports, e.g. `DEVICE_STATUS`. */
  webhookFeatures: string[];
  /** 40 hex characters: the key that signs the callbacks. */
  secret: string;
  /** The subscriber's own id of the subscription (the `Notification` schema's `referenceId`), when it sent one. */
  referenceId?: string;
  /** When it was created (ISO 8601). */
  creationDate: string;
}

/** A webhook subscription of the decentral webhook API (the `DecentralWebhook` schema). */
export interface LockDecentralWebhook {
  /** The webhook's id. */
  id: number;
  /** The key that signs the callbacks. */
  secret: string;
  /** The callback URL. */
  webhookUrl: string;
  /** The webhook features it reports, e.g. `DEVICE_STATUS`. */
  webhookFeatures: string[];
}

/** A person of an account, who gets app authorizations by `accountUserId` (the `AccountUser` schema). */
export interface LockAccountUser {
  /** The account user's id. */
  accountUserId: number;
  /** The id of the account. */
  accountId: number;
  /** 0 .. user, 1 .. company. */
  type: number;
  /** The account user's email. */
  email: string;
  /** The account user's name. */
  name: string;
  /** Language code such as `en` or `nl`. */
  language: string;
  /** When the account user was created (ISO 8601). */
  creationDate: string;
  /** When the account user was last changed (ISO 8601). */
  updateDate: string;
}

/** Which events of which device a notification reports (the `Notification.Setting` schema). */
export interface LockNotificationSetting {
  /** The device; absent: every device of the account. */
  smartlockId?: number;
  /** Of lock, unlock, unlatch, lockngo, open, ring, doorsensor, warnings, smartlock. */
  triggerEvents: string[];
  /** Only the events of these authorizations (object ids); absent: of all. */
  authIds?: string[];
}

/** A push or webhook notification of the vendor's notification API, `/notification` (the `Notification` schema). */
export interface LockNotificationConfig {
  /** A 24-character hex object id. */
  notificationId: string;
  /** The subscriber's own id of it in a third-party system. */
  referenceId?: string;
  /** The device's push token, or the callback URL of a webhook. */
  pushId: string;
  /** Webhooks only: 40 hex characters, the key that signs the callbacks. */
  secret?: string;
  /** 0 .. Android, 1 .. iOS, 2 .. webhook. */
  os: number;
  /** The language of push messages: cs, de, en, es, fr, it, nl or sk. */
  language: string;
  /** 0 .. init, 1 .. active, 2 .. failed. */
  status: number;
  /** When the notification was last sent (ISO 8601). */
  lastActiveDate?: string;
  /** Which events of which devices it reports. */
  settings: LockNotificationSetting[];
}

/** One message of a webhook delivery, the call or its answer (the `WebhookMessage` schema). */
export interface LockWebhookMessage {
  /** The message's headers. */
  headers: Record<string, string>;
  /** The JSON body; absent when the message had none. */
  body?: Record<string, unknown>;
  /** When the message was sent (ISO 8601). */
  timestamp: string;
  /** The callback URL. */
  path: string;
}

/** One delivery of a webhook of an advanced API key (the `WebhookLog` schema). */
export interface LockWebhookLog {
  /** A 24-character hex object id. */
  id: string;
  /** The id of the advanced API request that caused it; absent for a delivery the device caused. */
  requestId?: string;
  /** Whether the callback URL answered with a 2xx status. */
  succeeded: boolean;
  /** The HTTP status the callback URL answered with. */
  responseStatus: number;
  /** Milliseconds until the answer. */
  duration: number;
  /** The id of the account. */
  accountId: number;
  /** The call to the callback URL. */
  request: LockWebhookMessage;
  /** The callback URL's answer. */
  response: LockWebhookMessage;
  /** The id of the API key whose webhook it was. */
  apiKeyId: number;
  /** When the log entry was last changed (ISO 8601). */
  updated: string;
  /** When the delivery was made (ISO 8601). */
  created: string;
}

/** Everything one vendor account owns; its API token decides that only this is visible. */
export interface LockAccountData {
  /** The account itself (`GET /account`). */
  account: LockAccount;
  /** The people of the account (`/account/user`). */
  users: LockAccountUser[];
  /** The account's devices. */
  smartlocks: LockSmartlock[];
  /** Every log entry of the account's devices, newest first. */
  logs: LockSmartlockLog[];
  /** The authorizations on the account's devices. */
  auths: LockSmartlockAuth[];
  /** The subscriptions of the spec's webhook API, `/api/notification`. */
  notifications: LockNotificationWebhook[];
  /** The subscriptions of the decentral webhook API, `/api/decentralWebhook`. */
  decentralWebhooks: LockDecentralWebhook[];
  /** The push and webhook notifications of the vendor's notification API, `/notification`. */
  notificationConfigs: LockNotificationConfig[];
  /** The id of the account's advanced API key. */
  apiKeyId: number;
  /** The deliveries of the API key's webhooks (`/api/key/{apiKeyId}/webhook/logs`), newest first. */
  webhookLogs: LockWebhookLog[];
  /** The account's settings (`/account/setting`); `null` once deleted. */
  settings: LockAccountSetting | null;
  /** The account's one-time password (`/account/otp`). */
  otp: LockAccountOtp;
  /** The apps and devices signed in to the account; `GET /account/integration` adds one per API token. */
  integrations: LockAccountIntegration[];
  /** The account's sub accounts (`/account/sub`). */
  subAccounts: LockSubAccount[];
  /** The account's API keys with their advanced part and tokens (`/api/key`); the first is `apiKeyId`. */
  apiKeys: LockApiKey[];
  /** The account's addresses (`/address`). */
  addresses: LockAddress[];
  /** The units of the account's addresses (`/address/{addressId}/unit`). */
  addressUnits: LockAddressUnit[];
  /** The bookings of the account's addresses (`/address/{addressId}/reservation`). */
  addressReservations: LockAddressReservation[];
  /** The invitations to the account's addresses (`/address/{addressId}/token`). */
  addressTokens: LockAddressToken[];
  /** The subscriptions the account bought (`/app/account/subscription`). */
  accountSubscriptions: LockAccountSubscription[];
  /** The ids of the partner services the account linked (`/service`). */
  linkedServices: string[];
}

/** Everything the lock sandbox serves. */
export interface LockSandboxData {
  /** The vendor accounts, each with everything it owns. */
  accounts: LockAccountData[];
}

/** A type whose every property, at any depth, is readonly. */
export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** A readonly view of what the lock sandbox serves. */
export type LockSandboxDataView = DeepReadonly<LockSandboxData>;

/** Every event a notification of the vendor's notification API can report. */
export const NOTIFICATION_TRIGGER_EVENTS = [
  'lock',
  'unlock',
  'unlatch',
  'lockngo',
  'open',
  'ring',
  'doorsensor',
  'warnings',
  'smartlock',
];
