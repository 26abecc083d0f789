/** A device the web app lists as stale (the `StaleDevice` schema). */
export interface LockStaleDevice {
  /** The device's id. */
  smartlockId?: number;
  /** The device's name. */
  name?: string;
  /** Whether the account has seen the notice. */
  read?: boolean;
}

/** The web app's settings of an account (the `AccountSetting.Web` schema); other fields are kept as given. */
export interface LockAccountWebSetting {
  /** `LIST` or `TILE`. */
  deviceViewType?: string;
  /** `FAVOURITES_FIRST`, `NAME_ASC`, `NAME_DESC` or `LAST_ADDED_DESC`. */
  deviceSortType?: string;
  /** Stale devices the account removed. */
  removedStaledDevices?: LockStaleDevice[];
  /** Stale devices the account marked. */
  markedStaledDevices?: LockStaleDevice[];
  [field: string]: unknown;
}

/** The settings of an account (`/account/setting`, the `AccountSetting` schema). */
export interface LockAccountSetting {
  /** The web app's settings. */
  web?: LockAccountWebSetting;
}

/** An app or device signed in to the account (the `AccountIntegration` schema, `device` true). */
export interface LockAccountIntegration {
  /** `LEGACY` or `HYDRA`. */
  version: string;
  /** What it is, e.g. `IOS`, `ALEXA`, `API_TOKEN`. */
  vendorKey: string;
  /** Its name. */
  name: string;
  /** The OAuth client id it signed in with; `DELETE /account/integration` takes it apart by API key or token. */
  clientId: string;
  /** When it first signed in (ISO 8601). */
  createdAt?: string;
  /** When it last refreshed its token (ISO 8601). */
  lastActiveAt?: string;
  /** The scopes it was granted. */
  scopes?: string[];
  /** Whether it is a legacy integration. */
  warning?: boolean;
  /** The order the web app shows it in. */
  sortOrder?: number;
  /** True for a device, false for an integration. */
  device?: boolean;
}

/** A sub account of an account (the `Account` schema with `masterAccountId` and `rights`). */
export interface LockSubAccount {
  /** The sub account's id. */
  accountId: number;
  /** 0 .. user. */
  type: number;
  /** Its email. */
  email: string;
  /** Whether the email is verified. */
  emailVerified: boolean;
  /** Its name. */
  name: string;
  /** The id of the account it belongs to. */
  masterAccountId: number;
  /** The rights bitmask: 1 .. operate smartlock, 2 .. change smartlock config, ... */
  rights: number;
  /** Language code such as `en`. */
  language: string;
  /** When it was created (ISO 8601). */
  creationDate: string;
  /** When it was last changed (ISO 8601). */
  updateDate: string;
}

/** The advanced part of an API key: its application for webhooks (the `AdvancedApiKey` schema). */
export interface LockAdvancedApiKey {
  /** The company's name. */
  name: string;
  /** The company's country. */
  country: string;
  /** What the company does with it. */
  description: string;
  /** `ONLY_SECRET`, `SHORT_RENTAL`, `HEALTHCARE`, `SMART_HOME` or `OTHER`. */
  type: string;
  /** `ACTIVE` or `DEACTIVATED`: whether webhooks are posted. */
  webhookStatus: string;
  /** The company's website. */
  url: string;
  /** The company's contact email. */
  email: string;
  /** Where the webhooks go. */
  webhookUrl: string;
  /** The features that trigger webhooks. */
  webhookFeatures: string[];
  /** Whether the key is restricted. */
  restricted: boolean;
  /** The client secret (40 hex characters). */
  secret: string;
  /** `INACTIVE`, `APPLIED`, `TESTING` or `ACTIVE`. */
  status: string;
  /** When it was applied for (ISO 8601). */
  creationDate: string;
  /** When it was last changed (ISO 8601). */
  updateDate: string;
}

/** An API token of an API key (the `ApiKeyToken` schema). */
export interface LockApiKeyToken {
  /** The token's id (digits). */
  id: string;
  /** The account's id. */
  accountId: number;
  /** What the token is for. */
  description?: string;
  /** The token itself (64 hex characters). */
  accessToken: string;
  /** The scopes it grants. */
  scopes: string[];
  /** When it was created (ISO 8601). */
  creationDate: string;
}

/** An API key (OAuth client) of an account with its advanced part and its tokens. */
export interface LockApiKey {
  /** The key's id. */
  apiKeyId: number;
  /** The account's id. */
  accountId: number;
  /** What the key is for. */
  description?: string;
  /** The redirect URIs of its OAuth flow. */
  redirectUris: string[];
  /** When it was created (ISO 8601). */
  creationDate: string;
  /** The OAuth client id. */
  apiKey: string;
  /** Its application for the advanced API, when it has one. */
  advanced?: LockAdvancedApiKey;
  /** Its API tokens. */
  tokens: LockApiKeyToken[];
}

/** A property (a holiday flat, an office) whose devices guests get access to (the `Address` schema). */
export interface LockAddress {
  /** The address's id. */
  addressId: number;
  /** The account's id. */
  accountId: number;
  /** Its name. */
  name: string;
  /** Its devices. */
  smartlockIds: number[];
  /** The partner service it comes from: `airbnb` or `bookingsync`. */
  serviceId?: string;
  /** The time zone, e.g. `Europe/Amsterdam`. */
  timeZone?: string;
  /** Check-in time, minutes of the day. */
  checkInTime?: number;
  /** Check-out time, minutes of the day. */
  checkOutTime?: number;
  /** Further settings, kept as given. */
  settings?: Record<string, unknown>;
  /** When it was created (ISO 8601). */
  creationDate: string;
  /** When it was last changed (ISO 8601). */
  updateDate: string;
}

/** A unit (a flat) of an address (the `AddressUnitResponse` schema). */
export interface LockAddressUnit {
  /** A 24-character hex object id. */
  id: string;
  /** Its name. */
  name: string;
  /** The address's id. */
  addressId: number;
  /** The address token that gives access to it. */
  addressTokenId?: string;
  /** When it was created (ISO 8601). */
  creationDate: string;
  /** When its token was redeemed (ISO 8601). */
  redeemDate: string;
  /** `ok` or `failed`. */
  redeemResult?: string;
}

/** A booking of an address by a guest (the `AddressReservation` schema). */
export interface LockAddressReservation {
  /** A 24-character hex object id. */
  id: string;
  /** The address's id. */
  addressId: number;
  /** The account's id. */
  accountId: number;
  /** The guest's email. */
  email: string;
  /** The guest's name. */
  name: string;
  /** How many guests. */
  guests: number;
  /** How many guests got an authorization. */
  guestsIssued: number;
  /** Whether a keypad code was issued. */
  keypadIssued: boolean;
  /** `accepted` or `canceled`. */
  state: string;
  /** The partner service it comes from. */
  serviceId?: string;
  /** The booking code. */
  reference?: string;
  /** The automation state. */
  automation: number;
  /** Arrival (ISO 8601). */
  startDate: string;
  /** Departure (ISO 8601). */
  endDate: string;
  /** When it was last changed (ISO 8601). */
  updateDate: string;
  /** Whether authorizations are being issued now. */
  isCurrentlyIssuingAuth: boolean;
  /** Whether authorizations are being revoked now. */
  isCurrentlyRevokingAuth: boolean;
  /** Whether its access times (the times of day of `startDate` and `endDate`) are its own, not the address's. */
  hasCustomAccessTimes: boolean;
}

/** A token that invites another account to an address (the `AddressToken` schema). */
export interface LockAddressToken {
  /** A UUID. */
  id: string;
  /** The address's id. */
  addressId: number;
  /** When it was created (ISO 8601). */
  creationDate: string;
  /** When it was redeemed (ISO 8601); the creation date while it is not. */
  redeemDate: string;
  /** The account that redeemed it; 0 while none did. */
  redeemAccountId: number;
  /** The invite keys it carries. */
  inviteKeys?: string[];
  /** `ok` or `failed`, once redeemed. */
  redeemResult?: string;
}

/** A 12-byte object id as the `ObjectId` schema renders it (its hex form: timestamp, machine, process, counter). */
export interface LockObjectId {
  /** Seconds since the epoch. */
  timestamp: number;
  /** 3 bytes. */
  machineIdentifier: number;
  /** 2 bytes. */
  processIdentifier: number;
  /** 3 bytes. */
  counter: number;
  /** `timestamp` in ms. */
  time: number;
  /** `timestamp` again. */
  timeSecond: number;
  /** `timestamp` as ISO 8601. */
  date: string;
}

/** A subscription an account bought (the `AccountSubscription` schema). */
export interface LockAccountSubscription {
  /** Its id as the `ObjectId` schema renders it; the path of `/account/subscription/{id}` takes its hex form. */
  id: LockObjectId;
  /** The account's id. */
  accountId: number;
  /** The id of the subscription of the catalogue (`GET /subscription`). */
  subscriptionId: number;
  /** The current period. */
  period: number;
  /** `free`, `paypal`, `card` or `account`. */
  paymentType: string;
  /** How many authorizations it covers. */
  quantity: number;
  /** `active`, `deactivated` or `finished`. */
  status: string;
  /** Epoch ms. */
  startDate: number;
  /** Epoch ms. */
  periodEndDate: number;
  /** Epoch ms; absent once terminated. */
  nextPaymentDate?: number;
}

/** The one-time password (second factor) of an account. */
export interface LockAccountOtp {
  /** The base32 secret `PUT /account/otp` created, until it is enabled or disabled. */
  secret?: string;
  /** Whether `POST /account/otp` enabled it. */
  enabled: boolean;
  /** Wrong codes in a row; from 5 on `POST /account/otp` answers 429. */
  failedAttempts: number;
}
