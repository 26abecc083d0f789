import { Logger } from '@nestjs/common';
import type { AnyLockWebhookEvent } from './lock-webhook-events';
import { LockWebhookRefusalLog } from './lock-webhook-refusal-log';

const event = { deliveryId: 'd-1', subscriptionId: 'sub-1' } as AnyLockWebhookEvent;

describe('LockWebhookRefusalLog', () => {
  let warnings: jest.SpyInstance;

  beforeEach(() => {
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('logs a delivery held by another process as claim-held, with its delivery, subscription and Retry-After', () => {
    new LockWebhookRefusalLog().report({ status: 'in-progress', event, retryAfterSeconds: 7 });

    expect(warnings).toHaveBeenCalledTimes(1);
    expect({ ...warnings.mock.calls[0][0] }).toEqual({
      msg: 'Webhook delivery refused',
      reason: 'claim-held',
      status: 503,
      deliveryId: 'd-1',
      subscription: 'sub-1',
      retryAfterSeconds: 7,
    });
  });

  it('logs a body nested too deep as too-deep-body, answered 400', () => {
    new LockWebhookRefusalLog().report({ status: 'too-deep' });

    expect({ ...warnings.mock.calls[0][0] }).toEqual({
      msg: 'Webhook delivery refused',
      reason: 'too-deep-body',
      status: 400,
    });
  });

  it.each(['accepted', 'duplicate', 'failed'] as const)('leaves a delivery that was %s alone', (status) => {
    new LockWebhookRefusalLog().report({ status, event });

    expect(warnings).not.toHaveBeenCalled();
  });
});
