import { inspect } from 'node:util';
import { WebhookSubscription } from './webhook-subscription';

const SECRET = '8d41a187c3954f886f9de3a88c2ef22df0eac190';

/** A subscription as the lock API's `DecentralWebhook` schema describes the answer of a registration. */
function decentralAnswer(): Record<string, unknown> {
  return {
    id: 31,
    secret: SECRET,
    webhookUrl: 'https://app.example.com/lock/webhook',
    webhookFeatures: ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'],
  };
}

/** A subscription as the lock API's `Notification` schema describes a webhook notification. */
function notificationAnswer(): Record<string, unknown> {
  return {
    notificationId: '6553f2c0b4c3d2e1f0a9b8dd',
    pushId: 'https://app.example.com/lock/webhook',
    secret: SECRET,
    os: 2,
    language: 'en',
    status: 1,
    settings: [{ triggerEvents: ['lock', 'unlock'] }],
  };
}

describe('WebhookSubscription', () => {
  it('reads every field of a registration answer', () => {
    const answer = { ...decentralAnswer(), creationDate: '2026-11-20T12:00:00.000Z' };
    const subscription = WebhookSubscription.fromArray(answer);

    expect(subscription).toEqual({
      id: '31',
      callbackUrl: 'https://app.example.com/lock/webhook',
      events: ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'],
      creationDate: '2026-11-20T12:00:00.000Z',
      secret: SECRET,
      raw: answer,
    });
  });

  it('keeps a string id as is', () => {
    expect(WebhookSubscription.fromArray({ id: 'sub-7' }).id).toBe('sub-7');
  });

  it('has a null id when the answer has no key id or an empty one; the answer is still in raw', () => {
    const notification = WebhookSubscription.fromArray(notificationAnswer());

    expect(notification.id).toBeNull();
    expect(notification.raw.notificationId).toBe('6553f2c0b4c3d2e1f0a9b8dd');
    expect(notification.callbackUrl).toBe('https://app.example.com/lock/webhook');
    expect(WebhookSubscription.fromArray({ id: '' }).id).toBeNull();
    expect(WebhookSubscription.fromArray({ id: null }).id).toBeNull();
  });

  it.each([
    [
      {
        webhookUrl: 'https://a.example/hook',
        pushId: 'https://b.example/hook',
        callbackUrl: 'https://c.example/hook',
      },
      'https://a.example/hook',
    ],
    [{ pushId: 'https://b.example/hook', callbackUrl: 'https://c.example/hook' }, 'https://b.example/hook'],
    [{ callbackUrl: 'https://c.example/hook' }, 'https://c.example/hook'],
    [{ webhookUrl: 5, callbackUrl: 'https://c.example/hook' }, 'https://c.example/hook'],
    [{}, null],
  ])('reads the callback URL of %p as %p', (answer, expected) => {
    expect(WebhookSubscription.fromArray(answer).callbackUrl).toBe(expected);
  });

  it.each([
    [{ webhookFeatures: ['DEVICE_STATUS'], events: ['DEVICE_LOGS'] }, ['DEVICE_STATUS']],
    [{ events: ['DEVICE_LOGS'] }, ['DEVICE_LOGS']],
    [{ webhookFeatures: 'DEVICE_STATUS', events: ['DEVICE_LOGS'] }, ['DEVICE_LOGS']],
    [{ webhookFeatures: ['DEVICE_STATUS', 3, null] }, ['DEVICE_STATUS']],
    [{ webhookFeatures: [] }, []],
    [{}, []],
  ])('reads the events of %p as %p', (answer, expected) => {
    expect(WebhookSubscription.fromArray(answer).events).toEqual(expected);
  });

  it('has a null secret and creation date when the answer has none', () => {
    const subscription = WebhookSubscription.fromArray({ id: 1, secret: 42 });

    expect(subscription.secret).toBeNull();
    expect(subscription.creationDate).toBeNull();
  });

  describe('keeping the secret out of output', () => {
    it('leaves the secret out of toJSON, also out of raw', () => {
      const subscription = WebhookSubscription.fromArray(decentralAnswer());

      expect(subscription.toJSON()).toEqual({
        id: '31',
        callbackUrl: 'https://app.example.com/lock/webhook',
        events: ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'],
        creationDate: null,
        raw: {
          id: 31,
          webhookUrl: 'https://app.example.com/lock/webhook',
          webhookFeatures: ['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER'],
        },
      });
    });

    it('never carries the secret in JSON output, also inside a list or an object', () => {
      const subscription = WebhookSubscription.fromArray(decentralAnswer());

      const json = JSON.stringify({ subscriptions: [subscription] });

      expect(json).not.toContain(SECRET);
      expect(json).not.toContain('secret');
      expect(JSON.parse(json).subscriptions[0].id).toBe('31');
    });

    it('never carries the secret in util.inspect output', () => {
      const subscription = WebhookSubscription.fromArray(notificationAnswer());

      const shown = inspect(subscription, { depth: 10 });

      expect(shown).not.toContain(SECRET);
      expect(shown).toContain('WebhookSubscription');
      expect(shown).toContain('https://app.example.com/lock/webhook');
      expect(inspect({ nested: [subscription] }, { depth: 10 })).not.toContain(SECRET);
    });

    it('still gives the secret to a caller that asks for it', () => {
      expect(WebhookSubscription.fromArray(decentralAnswer()).secret).toBe(SECRET);
    });
  });

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const answer = decentralAnswer();
    const subscription = WebhookSubscription.fromArray(answer);

    (answer.webhookFeatures as string[]).push('DEVICE_AUTHS');
    answer.webhookUrl = 'https://evil.example/hook';

    expect(subscription.events).toEqual(['DEVICE_STATUS', 'DEVICE_CONFIG', 'DEVICE_LOGS', 'ACCOUNT_USER']);
    expect(subscription.callbackUrl).toBe('https://app.example.com/lock/webhook');
    expect(Object.isFrozen(subscription)).toBe(true);
    expect(Object.isFrozen(subscription.events)).toBe(true);
    expect(Object.isFrozen(subscription.raw.webhookFeatures)).toBe(true);
    // Matched by message: under jest the list comes from another realm (structuredClone), so its TypeError does too.
    expect(() => {
      (subscription.events as string[]).push('DEVICE_AUTHS');
    }).toThrow('not extensible');
    expect(() => {
      (subscription as { secret: string | null }).secret = null;
    }).toThrow(TypeError);
    expect(() => {
      (subscription.raw as Record<string, unknown>).secret = 'other';
    }).toThrow(TypeError);
    expect(subscription.secret).toBe(SECRET);
  });
});
