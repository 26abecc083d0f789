import { frozenPayload } from '../../data/lock-payload';
import { liveEventOfWebhook } from './lock-live-publishing';
import { lockWebhookEventOf, LockWebhookVerification } from './lock-webhook-events';

/** The typed event of a payload, delivered as the receiver makes it. */
function eventOf(
  payload: Record<string, unknown>,
  signer: {
    verifiedBy?: LockWebhookVerification;
    accountKey?: string | null;
    accountHint?: string | null;
  } = {},
) {
  return lockWebhookEventOf({
    deliveryId: 'delivery-1',
    verifiedBy: signer.verifiedBy ?? 'configured-secret',
    subscriptionId: null,
    accountKey: signer.accountKey ?? null,
    accountHint: signer.accountHint ?? null,
    payload: frozenPayload(payload),
  });
}

describe('liveEventOfWebhook', () => {
  it.each([
    [
      'a status',
      { feature: 'DEVICE_STATUS', smartlockId: 100101, state: { state: 3, doorState: 2 } },
      'state',
    ],
    [
      'a status of batteries only',
      { feature: 'DEVICE_STATUS', smartlockId: 100101, state: { batteryCritical: true, batteryCharge: 9 } },
      'battery',
    ],
    ['settings', { feature: 'DEVICE_CONFIG', smartlockId: 100101, config: { name: 'x' } }, 'config'],
    ['master data', { feature: 'DEVICE_MASTERDATA', smartlockId: 100101, name: 'Front Door' }, 'config'],
    [
      'an authorization',
      { feature: 'DEVICE_AUTHS', smartlockAuth: { smartlockId: 100101, name: 'Ann' } },
      'auth',
    ],
    ['a log entry', { feature: 'DEVICE_LOGS', smartlockLog: { smartlockId: 100101, name: 'Ann' } }, 'log'],
  ])('%s is a "%s" change of the lock, ids only', (_case, payload, change) => {
    expect(liveEventOfWebhook(eventOf(payload, { accountHint: 'default' }))).toEqual({
      accountKey: 'default',
      smartlockId: 100101,
      change,
    });
  });

  it.each([
    ['an account user', { feature: 'ACCOUNT_USER', accountUser: { email: 'a@example.com' } }],
    ['an unknown feature', { feature: 'SOMETHING_NEW', smartlockId: 100101 }],
    ['a status without a lock id', { feature: 'DEVICE_STATUS', state: { state: 1 } }],
  ])('%s is no lock event', (_case, payload) => {
    expect(liveEventOfWebhook(eventOf(payload))).toBeNull();
  });

  it("takes the stored subscription's account over the callback URL's hint, and none when neither is told", () => {
    const payload = { feature: 'DEVICE_STATUS', smartlockId: 100101, state: { state: 1 } };
    const signed = eventOf(payload, {
      verifiedBy: 'subscription',
      accountKey: 'depot',
      accountHint: 'default',
    });
    expect(liveEventOfWebhook(signed)?.accountKey).toBe('depot');
    expect(liveEventOfWebhook(eventOf(payload))?.accountKey).toBeNull();
  });
});
