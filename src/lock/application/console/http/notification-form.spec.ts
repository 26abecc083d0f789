import { LockNotification } from '../../../data/lock-notification';
import { hasMixedEvents, notificationFormOf, readNotificationForm } from './notification-form';

const RULES = { lockIds: [11, 12], development: false };
const VALID = {
  channel: 'webhook',
  address: 'https://hooks.example/in',
  language: 'de',
  scope: 'all',
  events: ['ring', 'lock'],
};

describe('readNotificationForm', () => {
  it('reads every lock: one setting without a lock, the events in the API order', () => {
    const reading = readNotificationForm(VALID, RULES);
    expect(reading.problem).toBeNull();
    expect(reading.notification).toEqual({
      os: 2,
      pushId: 'https://hooks.example/in',
      language: 'de',
      settings: [{ triggerEvents: ['lock', 'ring'] }],
    });
  });

  it('reads chosen locks: a setting each; a phone takes any push id', () => {
    const reading = readNotificationForm(
      { ...VALID, channel: 'ios', address: 'abc123', scope: 'chosen', locks: ['12', '11', '12'] },
      RULES,
    );
    expect(reading.notification).toEqual({
      os: 1,
      pushId: 'abc123',
      language: 'de',
      settings: [
        { smartlockId: 12, triggerEvents: ['lock', 'ring'] },
        { smartlockId: 11, triggerEvents: ['lock', 'ring'] },
      ],
    });
  });

  it('keeps the reference id and a lock narrowed to some people on a change', () => {
    const current = LockNotification.fromArray({
      notificationId: 'n1',
      referenceId: 'crm-1',
      os: 2,
      pushId: 'https://hooks.example/in',
      settings: [{ smartlockId: 11, triggerEvents: ['lock'], authIds: ['a1'] }],
    });
    const reading = readNotificationForm(
      { ...VALID, scope: 'chosen', locks: ['11', '12'] },
      { ...RULES, current },
    );
    expect(reading.notification).toEqual({
      referenceId: 'crm-1',
      os: 2,
      pushId: 'https://hooks.example/in',
      language: 'de',
      settings: [
        { smartlockId: 11, triggerEvents: ['lock', 'ring'], authIds: ['a1'] },
        { smartlockId: 12, triggerEvents: ['lock', 'ring'] },
      ],
    });
  });

  it.each([
    [{ ...VALID, channel: 'fax' }, 'channelUnknown'],
    [{ ...VALID, address: ' ' }, 'addressMissing'],
    [{ ...VALID, address: `https://h.example/${'a'.repeat(2048)}` }, 'addressTooLong'],
    [{ ...VALID, address: 'http://hooks.example/in' }, 'webhookUrlInvalid'],
    [{ ...VALID, address: 'http://127.0.0.1:3000/in' }, 'webhookUrlInvalid'],
    [{ ...VALID, language: 'pt' }, 'languageUnknown'],
    [{ ...VALID, scope: 'chosen' }, 'locksMissing'],
    [{ ...VALID, scope: 'chosen', locks: '13' }, 'lockUnknown'],
    [{ ...VALID, scope: 'chosen', locks: 'x' }, 'lockUnknown'],
    [{ ...VALID, events: [] }, 'eventsMissing'],
    [{ ...VALID, events: ['LOCK', 'doorbell'] }, 'eventsMissing'],
  ])('%j: %s', (body, problem) => {
    expect(readNotificationForm(body, RULES).problem).toBe(problem);
  });

  it('takes http to this machine in development only', () => {
    const local = { ...VALID, address: 'http://127.0.0.1:3000/in' };
    expect(readNotificationForm(local, { ...RULES, development: true }).problem).toBeNull();
  });
});

describe('notificationFormOf and hasMixedEvents', () => {
  it('fills the form from the API: channel, locks and the events of any lock', () => {
    const notification = LockNotification.fromArray({
      os: 0,
      pushId: 'token',
      language: 'nl',
      settings: [
        { smartlockId: 11, triggerEvents: ['unlock', 'lock'] },
        { smartlockId: 12, triggerEvents: ['warnings'] },
      ],
    });
    expect(notificationFormOf(notification)).toEqual({
      channel: 'android',
      address: 'token',
      language: 'nl',
      scope: 'chosen',
      locks: ['11', '12'],
      events: ['lock', 'unlock', 'warnings'],
    });
    expect(hasMixedEvents(notification.settings)).toBe(true);
    expect(hasMixedEvents([{ triggerEvents: ['a', 'b'] }, { triggerEvents: ['b', 'a'] }])).toBe(false);
  });
});
