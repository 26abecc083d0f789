import { createHash } from 'node:crypto';
import type {
  LockAddressReservation,
  LockAdvancedApiKey,
  LockApiKey,
  LockApiKeyToken,
  LockAccountIntegration,
} from './lock-sandbox-account-data';
import type { LockAccountData, LockSmartlock } from './lock-sandbox-data';
import { objectIdOf, seededObjectId } from './lock-sandbox-object-id';
import { seededUuid } from './seeded-uuid';

/** What an account owns besides its users, devices, notifications and webhook logs. */
export type LockAccountExtras = Pick<
  LockAccountData,
  | 'settings'
  | 'otp'
  | 'integrations'
  | 'subAccounts'
  | 'apiKeys'
  | 'addresses'
  | 'addressUnits'
  | 'addressReservations'
  | 'addressTokens'
  | 'accountSubscriptions'
  | 'linkedServices'
>;

/** Where an account's advanced API key posts its webhooks, and the key's id. */
interface WebhookKey {
  apiKeyId: number;
  webhookUrl: string;
}

const NO_OTP = { enabled: false, failedAttempts: 0 };
const DAY_MS = 86_400_000;

/**
 * Harbour Office: web settings (tiles, favourites first), the iOS app and a legacy voice assistant signed in, a
 * sub account for the reception, an API key with an active advanced part and one token, the address "Harbour
 * Office" (front door and back entrance) and a terminated guest-access subscription.
 */
export function officeExtras(
  accountId: number,
  locks: readonly LockSmartlock[],
  key: WebhookKey,
): LockAccountExtras {
  return {
    settings: {
      web: { deviceViewType: 'TILE', deviceSortType: 'FAVOURITES_FIRST', markedStaledDevices: [] },
    },
    otp: { ...NO_OTP },
    integrations: [
      integration('IOS', 'iPhone Anna', '2024-04-02T10:10:00.000Z', '2026-03-02T17:40:00.000Z', true, 1),
      {
        ...integration('ALEXA', 'Alexa', '2024-06-11T19:00:00.000Z', '2025-12-24T08:00:00.000Z', false, 20),
        version: 'LEGACY',
        warning: true,
      },
    ],
    subAccounts: [
      {
        accountId: 1101,
        type: 0,
        email: 'reception@office.lock.example',
        emailVerified: true,
        name: 'Reception',
        masterAccountId: accountId,
        rights: 1,
        language: 'nl',
        creationDate: '2024-05-06T08:30:00.000Z',
        updateDate: '2024-05-06T08:30:00.000Z',
      },
    ],
    apiKeys: [
      apiKey(accountId, key.apiKeyId, 'Harbour Office visitor system', '2024-09-01T12:00:00.000Z', {
        advanced: advancedKey('Harbour Office B.V.', 'NL', 'SMART_HOME', key.webhookUrl, 'ACTIVE'),
        tokens: [
          token(
            accountId,
            '61001',
            'Lobby display',
            ['smartlock.readOnly', 'smartlock.log'],
            '2025-01-10T09:00:00.000Z',
          ),
        ],
      }),
    ],
    addresses: [
      {
        addressId: 8101,
        accountId,
        name: 'Harbour Office',
        smartlockIds: locks.filter((lock) => lock.type !== 2).map((lock) => lock.smartlockId),
        timeZone: 'Europe/Amsterdam',
        creationDate: '2024-10-01T09:00:00.000Z',
        updateDate: '2024-10-01T09:00:00.000Z',
      },
    ],
    addressUnits: [],
    addressReservations: [],
    addressTokens: [],
    accountSubscriptions: [
      accountSubscription(
        accountId,
        'office-guest-access',
        1,
        'paypal',
        'deactivated',
        '2025-10-01T00:00:00.000Z',
        30,
      ),
    ],
    linkedServices: [],
  };
}

/** Depot North: the Android app signed in and an API key with an active advanced part, nothing else. */
export function depotExtras(accountId: number, key: WebhookKey): LockAccountExtras {
  return {
    settings: { web: { deviceViewType: 'LIST', deviceSortType: 'NAME_ASC' } },
    otp: { ...NO_OTP },
    integrations: [
      integration('ANDROID', 'Depot tablet', '2025-02-03T07:00:00.000Z', '2026-03-02T06:00:00.000Z', true, 2),
    ],
    subAccounts: [],
    apiKeys: [
      apiKey(accountId, key.apiKeyId, 'Depot warehouse system', '2025-02-10T10:00:00.000Z', {
        advanced: advancedKey('Depot North Logistics', 'NL', 'OTHER', key.webhookUrl, 'ACTIVE'),
        tokens: [],
      }),
    ],
    addresses: [],
    addressUnits: [],
    addressReservations: [],
    addressTokens: [],
    accountSubscriptions: [],
    linkedServices: [],
  };
}

/**
 * Lindenhof, a holiday flat: the one-time password on, an API key whose advanced webhooks were deactivated after
 * failures, the address "Ferienwohnung Lindenhof" (from the airbnb service, linked) with two units (one
 * invitation redeemed by Depot North, one open) and three bookings (issued, not yet issued, canceled), and an
 * active holiday-rental subscription.
 */
export function homeExtras(
  accountId: number,
  locks: readonly LockSmartlock[],
  key: WebhookKey,
  guestAccountId: number,
): LockAccountExtras {
  const addressId = 8301;
  const redeemed = seededUuid('address-token-lindenhof-1');
  const open = seededUuid('address-token-lindenhof-2');
  return {
    settings: {
      web: { deviceViewType: 'LIST', deviceSortType: 'LAST_ADDED_DESC', removedStaledDevices: [] },
    },
    otp: { enabled: true, failedAttempts: 0, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    integrations: [
      integration('ANDROID', 'Pixel Katrin', '2025-08-30T18:00:00.000Z', '2026-03-02T07:40:00.000Z', true, 2),
    ],
    subAccounts: [],
    apiKeys: [
      apiKey(accountId, key.apiKeyId, 'Ferienwohnung check-in', '2025-09-01T10:00:00.000Z', {
        advanced: advancedKey(
          'Lindenhof Ferienwohnungen',
          'DE',
          'SHORT_RENTAL',
          key.webhookUrl,
          'DEACTIVATED',
        ),
        tokens: [
          token(
            accountId,
            '63001',
            'Check-in tablet',
            ['smartlock', 'smartlock.action'],
            '2025-09-02T10:00:00.000Z',
          ),
        ],
      }),
    ],
    addresses: [
      {
        addressId,
        accountId,
        name: 'Ferienwohnung Lindenhof',
        smartlockIds: locks.map((lock) => lock.smartlockId),
        serviceId: 'airbnb',
        timeZone: 'Europe/Berlin',
        checkInTime: 900,
        checkOutTime: 600,
        settings: { cleaningBufferMinutes: 120 },
        creationDate: '2025-09-01T11:00:00.000Z',
        updateDate: '2025-09-01T11:00:00.000Z',
      },
    ],
    addressUnits: [
      {
        id: seededObjectId('unit-lindenhof-1'),
        name: 'Wohnung Elbe',
        addressId,
        addressTokenId: redeemed,
        creationDate: '2025-09-01T11:05:00.000Z',
        redeemDate: '2025-09-03T16:00:00.000Z',
        redeemResult: 'ok',
      },
      {
        id: seededObjectId('unit-lindenhof-2'),
        name: 'Wohnung Alster',
        addressId,
        addressTokenId: open,
        creationDate: '2025-09-01T11:06:00.000Z',
        redeemDate: '2025-09-01T11:06:00.000Z',
      },
    ],
    addressReservations: [
      reservation(
        accountId,
        addressId,
        'HMQ4XZ21',
        'Sophie Martin',
        'sophie.martin@guest.example',
        2,
        '2026-03-06',
        '2026-03-09',
        'accepted',
        true,
      ),
      reservation(
        accountId,
        addressId,
        'HMB7KP09',
        'Tom Berger',
        'tom.berger@guest.example',
        4,
        '2026-03-14',
        '2026-03-21',
        'accepted',
        false,
      ),
      reservation(
        accountId,
        addressId,
        'HMC3LQ55',
        'Eva Novak',
        'eva.novak@guest.example',
        1,
        '2026-03-10',
        '2026-03-12',
        'canceled',
        false,
      ),
    ],
    addressTokens: [
      {
        id: redeemed,
        addressId,
        creationDate: '2025-09-01T11:05:00.000Z',
        redeemDate: '2025-09-03T16:00:00.000Z',
        redeemAccountId: guestAccountId,
        inviteKeys: [seededHex('invite-lindenhof-1', 16)],
        redeemResult: 'ok',
      },
      {
        id: open,
        addressId,
        creationDate: '2025-09-01T11:06:00.000Z',
        redeemDate: '2025-09-01T11:06:00.000Z',
        redeemAccountId: 0,
        inviteKeys: [seededHex('invite-lindenhof-2', 16)],
      },
    ],
    accountSubscriptions: [
      accountSubscription(
        accountId,
        'home-holiday-rental',
        3,
        'card',
        'active',
        '2025-09-01T00:00:00.000Z',
        365,
      ),
    ],
    linkedServices: ['airbnb'],
  };
}

function integration(
  vendorKey: string,
  name: string,
  createdAt: string,
  lastActiveAt: string,
  device: boolean,
  sortOrder: number,
): LockAccountIntegration {
  return {
    version: 'HYDRA',
    vendorKey,
    name,
    clientId: seededHex(`client-${vendorKey}-${name}`, 24),
    createdAt,
    lastActiveAt,
    scopes: ['account', 'notification', 'smartlock', 'smartlock.action', 'smartlock.auth', 'smartlock.log'],
    warning: false,
    sortOrder,
    device,
  };
}

function apiKey(
  accountId: number,
  apiKeyId: number,
  description: string,
  creationDate: string,
  parts: Pick<LockApiKey, 'advanced' | 'tokens'>,
): LockApiKey {
  return {
    apiKeyId,
    accountId,
    description,
    redirectUris: [`https://app.lock.example/oauth/callback/${apiKeyId}`],
    creationDate,
    apiKey: seededHex(`api-key-${apiKeyId}`, 24),
    ...parts,
  };
}

function advancedKey(
  name: string,
  country: string,
  type: string,
  webhookUrl: string,
  webhookStatus: string,
): LockAdvancedApiKey {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    name,
    country,
    description: `${name} connects its own system to its devices.`,
    type,
    webhookStatus,
    url: `https://${slug}.lock.example`,
    email: `api@${slug}.lock.example`,
    webhookUrl,
    webhookFeatures: ['DEVICE_STATUS', 'DEVICE_LOGS', 'DEVICE_AUTHS'],
    restricted: false,
    secret: seededHex(`advanced-secret-${name}`, 40),
    status: 'ACTIVE',
    creationDate: '2025-01-15T10:00:00.000Z',
    updateDate: '2025-02-01T10:00:00.000Z',
  };
}

function token(
  accountId: number,
  id: string,
  description: string,
  scopes: string[],
  creationDate: string,
): LockApiKeyToken {
  return { id, accountId, description, accessToken: seededHex(`api-token-${id}`, 64), scopes, creationDate };
}

function reservation(
  accountId: number,
  addressId: number,
  reference: string,
  name: string,
  email: string,
  guests: number,
  arrival: string,
  departure: string,
  state: string,
  issued: boolean,
): LockAddressReservation {
  return {
    id: seededObjectId(`reservation-${reference}`),
    addressId,
    accountId,
    email,
    name,
    guests,
    guestsIssued: issued ? guests : 0,
    keypadIssued: issued,
    state,
    serviceId: 'airbnb',
    reference,
    automation: 1,
    startDate: `${arrival}T15:00:00.000Z`,
    endDate: `${departure}T10:00:00.000Z`,
    updateDate: '2026-02-20T12:00:00.000Z',
    isCurrentlyIssuingAuth: false,
    isCurrentlyRevokingAuth: false,
    hasCustomAccessTimes: false,
  };
}

function accountSubscription(
  accountId: number,
  seed: string,
  subscriptionId: number,
  paymentType: string,
  status: string,
  start: string,
  periodDays: number,
) {
  const startDate = Date.parse(start);
  const periodEndDate = startDate + periodDays * DAY_MS;
  return {
    id: objectIdOf(`${(startDate / 1000).toString(16).padStart(8, '0')}${seededHex(seed, 16)}`),
    accountId,
    subscriptionId,
    period: 1,
    paymentType,
    quantity: subscriptionId === 3 ? 100 : 10,
    status,
    startDate,
    periodEndDate,
    ...(status === 'active' ? { nextPaymentDate: periodEndDate } : {}),
  };
}

function seededHex(seed: string, length: number): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, length);
}
