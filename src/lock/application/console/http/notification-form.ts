import type { LockNotification, LockNotificationSetting } from '../../../data/lock-notification';
import type { LockNotificationInput } from '../../../resources/notifications';
import { isLockApiLanguage } from '../i18n/language-names';
import { isAllowedWebhookUrl } from '../webhook-url-rule';
import { textField, textFields } from './console-exchange';

/**
 * The events a notification of the lock API reports (`Notification.Setting.triggerEvents`), in the order the form
 * offers them. The page shows each in words (`notificationEventWords`), never the API's name.
 */
export const NOTIFICATION_EVENTS = [
  'lock',
  'unlock',
  'unlatch',
  'lockngo',
  'open',
  'ring',
  'doorsensor',
  'warnings',
  'smartlock',
] as const;

/** An event a notification reports. */
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** True for an event the lock API's notifications report. */
export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

/** Where a notification goes: the lock API's `os` (0 Android, 1 iOS, 2 webhook) by the form's words for it. */
export const NOTIFICATION_CHANNELS = { webhook: 2, android: 0, ios: 1 } as const;

/** A channel of the form. */
export type NotificationChannel = keyof typeof NOTIFICATION_CHANNELS;

/** The channel of the lock API's `os`, or null for one the API does not document. */
export function channelOfOs(os: number | null): NotificationChannel | null {
  const found = Object.entries(NOTIFICATION_CHANNELS).find(([, value]) => value === os);
  return found === undefined ? null : (found[0] as NotificationChannel);
}

/** The longest address (push id or callback URL) the form takes. */
export const MAX_NOTIFICATION_ADDRESS = 2048;

/** What the notification form shows (again after a refusal: the fields as sent). */
export interface NotificationFormState {
  readonly channel: string;
  readonly address: string;
  readonly language: string;
  /** `all`: every lock of the account (also ones added later); `chosen`: the locks of `locks`. */
  readonly scope: 'all' | 'chosen';
  /** The chosen smartlock ids, as text. */
  readonly locks: readonly string[];
  readonly events: readonly string[];
}

/** Why the notification form cannot be sent, as a line of `NOTIFICATION_MESSAGES`. */
export type NotificationProblem =
  | 'channelUnknown'
  | 'addressMissing'
  | 'addressTooLong'
  | 'webhookUrlInvalid'
  | 'languageUnknown'
  | 'locksMissing'
  | 'lockUnknown'
  | 'eventsMissing';

/** The form read: the notification to send, or the problem (nothing is sent then). */
export type NotificationReading =
  | {
      readonly state: NotificationFormState;
      readonly notification: LockNotificationInput;
      readonly problem: null;
    }
  | {
      readonly state: NotificationFormState;
      readonly notification: null;
      readonly problem: NotificationProblem;
    };

/** What the form is read against: the account's locks, the notification it changes, whether in development. */
export interface NotificationFormRules {
  /** The smartlock ids of the account's locks. */
  readonly lockIds: readonly number[];
  /** The notification changed (its reference id and each lock's filter of people stay), or none for a new one. */
  readonly current?: LockNotification;
  /** True while `NODE_ENV=development`: a webhook may then go to http on this machine. */
  readonly development: boolean;
}

/**
 * Reads the notification form (`channel`, `address`, `language`, `scope`, `locks`, `events`) into the lock API's
 * notification: a known channel; an address (a webhook's an https URL, http only to this machine in development,
 * as for the webhooks page); one of the API's languages; every lock or at least one of the account's locks; at
 * least one event. The chosen events hold for each chosen lock (one setting per lock, or one for all locks).
 */
export function readNotificationForm(body: unknown, rules: NotificationFormRules): NotificationReading {
  const scope = textField(body, 'scope', 16) === 'chosen' ? 'chosen' : 'all';
  const state: NotificationFormState = {
    channel: textField(body, 'channel', 16),
    address: textField(body, 'address', 8192).trim(),
    language: textField(body, 'language', 16),
    scope,
    locks: [...new Set(textFields(body, 'locks', 256))],
    events: NOTIFICATION_EVENTS.filter((event) => textFields(body, 'events', 64).includes(event)),
  };
  const refuse = (problem: NotificationProblem): NotificationReading => ({
    state,
    notification: null,
    problem,
  });
  if (!Object.hasOwn(NOTIFICATION_CHANNELS, state.channel)) return refuse('channelUnknown');
  const os = NOTIFICATION_CHANNELS[state.channel as NotificationChannel];
  if (state.address === '') return refuse('addressMissing');
  if (state.address.length > MAX_NOTIFICATION_ADDRESS) return refuse('addressTooLong');
  if (os === NOTIFICATION_CHANNELS.webhook && !isAllowedWebhookUrl(state.address, rules.development)) {
    return refuse('webhookUrlInvalid');
  }
  if (!isLockApiLanguage(state.language)) return refuse('languageUnknown');
  let lockIds: number[] | null = null;
  if (scope === 'chosen') {
    if (state.locks.length === 0) return refuse('locksMissing');
    lockIds = state.locks.map((value) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN));
    if (lockIds.some((id) => !rules.lockIds.includes(id))) return refuse('lockUnknown');
  }
  if (state.events.length === 0) return refuse('eventsMissing');
  const triggerEvents = [...state.events];
  const kept = (smartlockId: number | undefined) => keptPeopleFilter(rules.current, smartlockId);
  const settings =
    lockIds === null
      ? [{ triggerEvents, ...kept(undefined) }]
      : lockIds.map((smartlockId) => ({ smartlockId, triggerEvents, ...kept(smartlockId) }));
  const referenceId = rules.current?.referenceId;
  const notification: LockNotificationInput = {
    ...(referenceId === null || referenceId === undefined ? {} : { referenceId }),
    os,
    pushId: state.address,
    language: state.language,
    settings,
  };
  return { state, notification, problem: null };
}

/** The people (authorization ids) a lock's setting of the current notification was narrowed to, kept on a change. */
function keptPeopleFilter(
  current: LockNotification | undefined,
  smartlockId: number | undefined,
): { authIds?: string[] } {
  const setting = current?.settings?.find((candidate) => candidate.smartlockId === smartlockId);
  return setting?.authIds === undefined ? {} : { authIds: [...setting.authIds] };
}

/** The form of a notification as the lock API has it: its channel, address, language, locks and events. */
export function notificationFormOf(notification: LockNotification): NotificationFormState {
  const settings = notification.settings ?? [];
  const everyLock = settings.length === 0 || settings.some((setting) => setting.smartlockId === undefined);
  return {
    channel: channelOfOs(notification.os) ?? 'webhook',
    address: notification.pushId ?? '',
    language: notification.language ?? 'en',
    scope: everyLock ? 'all' : 'chosen',
    locks: everyLock ? [] : settings.map((setting) => String(setting.smartlockId)),
    events: NOTIFICATION_EVENTS.filter((event) =>
      settings.some((setting) => setting.triggerEvents?.includes(event)),
    ),
  };
}

/** True when the notification's locks report different events: the form, one set of events, would align them. */
export function hasMixedEvents(settings: readonly LockNotificationSetting[] | null): boolean {
  const sets = (settings ?? []).map((setting) => [...(setting.triggerEvents ?? [])].sort().join(','));
  return new Set(sets).size > 1;
}
