import { Authorization } from '../../data/authorization';
import { LogEntry } from '../../data/log-entry';
import { SmartLock } from '../../data/smart-lock';
import { frozenPayload } from '../../data/lock-payload';
import { LOCK_WEBHOOK_EVENT_NAMES } from './lock-webhook-event-names';
import {
  LockAccountUserEvent,
  LockDeviceAuthsEvent,
  LockDeviceConfigEvent,
  LockDeviceLogsEvent,
  LockDeviceMasterdataEvent,
  LockDeviceStatusEvent,
  LockUnknownWebhookEvent,
  lockWebhookEventOf,
} from './lock-webhook-events';

/** The event of a payload delivered by subscription `sub-1` of account key `office`. */
const eventOf = (payload: Record<string, unknown>, deliveryId: string | null = 'd-1') =>
  lockWebhookEventOf({
    deliveryId,
    verifiedBy: 'subscription',
    subscriptionId: 'sub-1',
    accountKey: 'office',
    accountHint: null,
    payload: frozenPayload(payload),
  });

describe('lock webhook events', () => {
  it('names one event per feature', () => {
    expect(LOCK_WEBHOOK_EVENT_NAMES).toEqual({
      DEVICE_STATUS: 'lock.device.status',
      DEVICE_CONFIG: 'lock.device.config',
      DEVICE_LOGS: 'lock.device.logs',
      DEVICE_AUTHS: 'lock.device.auths',
      DEVICE_MASTERDATA: 'lock.device.masterdata',
      ACCOUNT_USER: 'lock.account.user',
    });
  });

  it.each([
    ['DEVICE_STATUS', LockDeviceStatusEvent],
    ['DEVICE_CONFIG', LockDeviceConfigEvent],
    ['DEVICE_LOGS', LockDeviceLogsEvent],
    ['DEVICE_AUTHS', LockDeviceAuthsEvent],
    ['DEVICE_MASTERDATA', LockDeviceMasterdataEvent],
    ['ACCOUNT_USER', LockAccountUserEvent],
  ] as const)('%s gives its own event class, named after the feature', (feature, EventClass) => {
    const event = eventOf({ feature });

    expect(event).toBeInstanceOf(EventClass);
    expect(event.name).toBe(LOCK_WEBHOOK_EVENT_NAMES[feature]);
    expect(event).toMatchObject({
      feature,
      deliveryId: 'd-1',
      verifiedBy: 'subscription',
      subscriptionId: 'sub-1',
      accountKey: 'office',
      accountHint: null,
    });
  });

  it.each([
    ['an unknown feature', { feature: 'DEVICE_NEW' }, 'DEVICE_NEW'],
    ['no feature', { smartlockId: 1 }, null],
    ['a feature of another type', { feature: 7 }, null],
    ['a name of Object.prototype', { feature: 'toString' }, 'toString'],
  ])('%s gives lock.webhook.unknown', (_case, payload, feature) => {
    const event = eventOf(payload);

    expect(event).toBeInstanceOf(LockUnknownWebhookEvent);
    expect(event.name).toBe('lock.webhook.unknown');
    expect(event.feature).toBe(feature);
  });

  it('a status event reads the device with its state flattened', () => {
    const event = eventOf({
      feature: 'DEVICE_STATUS',
      smartlockId: 100101,
      type: 4,
      state: { state: 1, doorState: 2, batteryCharge: 76 },
    }) as LockDeviceStatusEvent;

    expect(event.smartLock).toBeInstanceOf(SmartLock);
    expect(event.smartLock.isLocked()).toBe(true);
    expect(event).toMatchObject({ smartlockId: 100101, smartLock: { doorState: 2, batteryCharge: 76 } });
  });

  it('a config event carries config and advancedConfig as sent, null when missing', () => {
    const event = eventOf({
      feature: 'DEVICE_CONFIG',
      smartlockId: 100101,
      config: { name: 'Front Door' },
    }) as LockDeviceConfigEvent;

    expect(event).toMatchObject({
      smartlockId: 100101,
      config: { name: 'Front Door' },
      advancedConfig: null,
    });
  });

  it('a logs event reads its log entry; the device id falls back to the entry', () => {
    const event = eventOf({
      feature: 'DEVICE_LOGS',
      smartlockLog: { id: 'log-1', smartlockId: 100101, action: 1 },
    }) as LockDeviceLogsEvent;

    expect(event.logEntry).toBeInstanceOf(LogEntry);
    expect(event.logEntry).toMatchObject({ id: 'log-1', action: 1 });
    expect(event.smartlockId).toBe(100101);
    expect(
      (eventOf({ feature: 'DEVICE_LOGS', smartlockLog: 'x' }) as LockDeviceLogsEvent).logEntry,
    ).toBeNull();
  });

  it('an auths event reads its authorization; the device id falls back to it', () => {
    const event = eventOf({
      feature: 'DEVICE_AUTHS',
      smartlockAuth: { id: 'auth-1', smartlockId: 100101, type: 13 },
    }) as LockDeviceAuthsEvent;

    expect(event.authorization).toBeInstanceOf(Authorization);
    expect(event.authorization).toMatchObject({ id: 'auth-1', type: 13 });
    expect(event.smartlockId).toBe(100101);
  });

  it('a masterdata event reads the device; an account user event its accountUser', () => {
    const masterdata = eventOf({
      feature: 'DEVICE_MASTERDATA',
      smartlockId: 100101,
      name: 'Front Door',
    }) as LockDeviceMasterdataEvent;
    const user = eventOf({
      feature: 'ACCOUNT_USER',
      accountUser: { accountUserId: 7 },
    }) as LockAccountUserEvent;

    expect(masterdata.smartLock).toMatchObject({ smartlockId: 100101, name: 'Front Door' });
    expect(user.accountUser).toEqual({ accountUserId: 7 });
    expect((eventOf({ feature: 'ACCOUNT_USER' }) as LockAccountUserEvent).accountUser).toBeNull();
  });

  it('keeps the payload frozen', () => {
    const event = eventOf({
      feature: 'DEVICE_CONFIG',
      config: { name: 'Front Door' },
    }) as LockDeviceConfigEvent;

    expect(Object.isFrozen(event.payload)).toBe(true);
    expect(Object.isFrozen(event.config)).toBe(true);
  });
});
