import { inspect, InspectOptions } from 'node:util';
import type { LockApiSchemas } from '../api/lock-routes';
import {
  DeepReadonly,
  frozenPayload,
  idOrNull,
  LockPayload,
  numberOrNull,
  objectListOrNull,
  stringOrNull,
} from './lock-payload';

/** The settings of a notification per Smart Lock, as the lock API's `Notification.Setting` schema describes them. */
export type LockNotificationSetting = DeepReadonly<LockApiSchemas['Notification.Setting']>;

/** A notification as `toJSON()` shows it: every field but the signing secret, also out of `raw`. */
export interface LockNotificationJson {
  /** See `LockNotification.notificationId`. */
  notificationId: string | null;
  /** See `LockNotification.referenceId`. */
  referenceId: string | null;
  /** See `LockNotification.pushId`. */
  pushId: string | null;
  /** See `LockNotification.os`. */
  os: number | null;
  /** See `LockNotification.language`. */
  language: string | null;
  /** See `LockNotification.status`. */
  status: number | null;
  /** See `LockNotification.lastActiveDate`. */
  lastActiveDate: string | null;
  /** See `LockNotification.settings`. */
  settings: readonly LockNotificationSetting[] | null;
  /** The payload without its `secret`. */
  raw: Record<string, unknown>;
}

/** A push or webhook notification of the account (the lock API's `/notification`, schema `Notification`). */
export class LockNotification {
  /** The unique id of the notification (a number is converted to text; null when empty). */
  readonly notificationId: string | null;
  /** The reference id, to identify a foreign system (a number is converted to text; null when empty). */
  readonly referenceId: string | null;
  /** The push id, or the URL posted to for a webhook. */
  readonly pushId: string | null;
  /** The secret (40 hex) webhook payloads are signed with; never log it (`toJSON()`, inspection omit it). */
  readonly secret: string | null;
  /** The operating system: 0 Android, 1 iOS, 2 webhook. */
  readonly os: number | null;
  /** The language of push messages: cs, de, en (default), es, fr, it, nl, sk. */
  readonly language: string | null;
  /** The current state: 0 init, 1 active, 2 failed. */
  readonly status: number | null;
  /** The date the notification was last active, as the API sent it (ISO 8601). */
  readonly lastActiveDate: string | null;
  /** The settings per Smart Lock (schema `Notification.Setting`); null when the payload has no list. */
  readonly settings: readonly LockNotificationSetting[] | null;
  /** The payload as received (deep-frozen copy; it may hold the secret too). */
  readonly raw: LockPayload;

  /** Use `LockNotification.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.notificationId = idOrNull(raw.notificationId);
    this.referenceId = idOrNull(raw.referenceId);
    this.pushId = stringOrNull(raw.pushId);
    this.secret = stringOrNull(raw.secret);
    this.os = numberOrNull(raw.os);
    this.language = stringOrNull(raw.language);
    this.status = numberOrNull(raw.status);
    this.lastActiveDate = stringOrNull(raw.lastActiveDate);
    this.settings = objectListOrNull(raw.settings);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * A notification from an API payload; fields of a wrong type read as null; the items of `settings` are the
   * frozen `raw`'s own objects, typed as the API documents them (items that are no object are left out).
   */
  static fromArray(data: Record<string, unknown>): LockNotification {
    return new LockNotification(frozenPayload(data));
  }

  /** The fields for `JSON.stringify`, without `secret` and without `raw.secret`. */
  toJSON(): LockNotificationJson {
    const { secret: _secret, ...raw } = this.raw;
    return {
      notificationId: this.notificationId,
      referenceId: this.referenceId,
      pushId: this.pushId,
      os: this.os,
      language: this.language,
      status: this.status,
      lastActiveDate: this.lastActiveDate,
      settings: this.settings,
      raw,
    };
  }

  /** What `util.inspect` and `console.log` show: the `toJSON()` fields, so logs never carry the secret. */
  [inspect.custom](_depth: number, options: InspectOptions): string {
    return `LockNotification ${inspect(this.toJSON(), options)}`;
  }
}
