import { inspect } from 'node:util';
import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';
import { LockNotification } from './lock-notification';

const SECRET = '8d41a187c3954f886f9de3a88c2ef22df0eac190';

/** A webhook notification as the lock API's `Notification` schema describes it (every documented property). */
function notificationPayload(): Record<string, unknown> {
  return {
    notificationId: '6553f1a2b4c3d2e1f0a9b8e1',
    referenceId: 'office-42',
    pushId: 'https://app.example.com/lock/webhook',
    secret: SECRET,
    os: 2,
    language: 'nl',
    status: 1,
    lastActiveDate: '2026-11-20T08:00:00.000Z',
    settings: [
      { smartlockId: 17, triggerEvents: ['lock', 'unlock'], authIds: ['6553f0ffb4c3d2e1f0a9b8aa'] },
      { triggerEvents: ['warnings'] },
    ],
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_NOTIFICATION = {
  notificationId: null,
  referenceId: null,
  pushId: null,
  secret: null,
  os: null,
  language: null,
  status: null,
  lastActiveDate: null,
  settings: null,
  raw: {},
};

describe('LockNotification', () => {
  it('reads every field of a notification payload', () => {
    const payload = notificationPayload();

    expect(LockNotification.fromArray(payload)).toEqual({ ...notificationPayload(), raw: payload });
  });

  it('has a field for every property the OpenAPI documents for Notification', () => {
    const payload = documentedPayload('Notification');
    const notification = LockNotification.fromArray(payload);

    expectEveryDocumentedPropertyRead(notification, 'Notification', payload, notification.raw);
  });

  it("gives the settings as the frozen raw's own list and objects, without a copy", () => {
    const notification = LockNotification.fromArray(notificationPayload());

    expect(notification.settings).toBe(notification.raw.settings);
    expect(notification.settings?.[0]).toBe((notification.raw.settings as unknown[])[0]);
    expect(Object.isFrozen(notification.settings)).toBe(true);
    expect(Object.isFrozen(notification.settings?.[0].triggerEvents)).toBe(true);
    expect(() => {
      // @ts-expect-error the settings are readonly at every depth
      notification.settings![0].triggerEvents.push('ring');
    }).toThrow('not extensible');
    expect(notification.settings?.[0].triggerEvents).toEqual(['lock', 'unlock']);
  });

  it('keeps only the object items of the settings, in a frozen list', () => {
    const setting = { triggerEvents: ['lock'] };
    const notification = LockNotification.fromArray({ settings: [setting, 'lock', null, 3, [setting]] });

    expect(notification.settings).toEqual([setting]);
    expect(notification.settings?.[0]).toBe((notification.raw.settings as unknown[])[0]);
    expect(Object.isFrozen(notification.settings)).toBe(true);
  });

  it('reads ids given as numbers as text, and empty ids as null', () => {
    expect(LockNotification.fromArray({ notificationId: 31, referenceId: 7 })).toMatchObject({
      notificationId: '31',
      referenceId: '7',
    });
    expect(LockNotification.fromArray({ notificationId: '', referenceId: '' })).toMatchObject({
      notificationId: null,
      referenceId: null,
    });
  });

  it('gives null for an empty payload and for fields of a wrong type', () => {
    expect(LockNotification.fromArray({})).toEqual(EMPTY_NOTIFICATION);
    expect(
      LockNotification.fromArray({
        notificationId: { $oid: 'x' },
        referenceId: true,
        pushId: 12,
        secret: 42,
        os: '2',
        language: ['nl'],
        status: null,
        lastActiveDate: 0,
        settings: { triggerEvents: ['lock'] },
      }),
    ).toEqual({ ...EMPTY_NOTIFICATION, raw: expect.any(Object) });
  });

  it.each([null, undefined, 'text', 3, [{ notificationId: 'x' }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(LockNotification.fromArray(input as unknown as Record<string, unknown>)).toEqual(
        EMPTY_NOTIFICATION,
      );
    },
  );

  describe('keeping the secret out of output', () => {
    it('leaves the secret out of toJSON, also out of raw', () => {
      const { secret: _secret, ...withoutSecret } = notificationPayload();

      expect(LockNotification.fromArray(notificationPayload()).toJSON()).toEqual({
        ...withoutSecret,
        raw: withoutSecret,
      });
    });

    it('never carries the secret in JSON or util.inspect output, also inside a list', () => {
      const notification = LockNotification.fromArray(notificationPayload());

      const json = JSON.stringify({ notifications: [notification] });
      const shown = inspect({ nested: [notification] }, { depth: 10 });

      expect(json).not.toContain(SECRET);
      expect(json).not.toContain('secret');
      expect(shown).not.toContain(SECRET);
      expect(shown).toContain('LockNotification');
      expect(shown).toContain('https://app.example.com/lock/webhook');
    });

    it('still gives the secret to a caller that asks for it', () => {
      expect(LockNotification.fromArray(notificationPayload()).secret).toBe(SECRET);
    });
  });

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload = notificationPayload();
    const notification = LockNotification.fromArray(payload);

    payload.pushId = 'https://evil.example/hook';
    (payload.settings as { triggerEvents: string[] }[])[0].triggerEvents.push('ring');

    expect(notification.pushId).toBe('https://app.example.com/lock/webhook');
    expect(notification.settings?.[0].triggerEvents).toEqual(['lock', 'unlock']);
    expect(Object.isFrozen(notification)).toBe(true);
    expect(Object.isFrozen(notification.raw)).toBe(true);
    expect(() => {
      (notification as { secret: string | null }).secret = null;
    }).toThrow(TypeError);
    expect(notification.secret).toBe(SECRET);
  });
});
