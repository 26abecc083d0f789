import type { LockApiSchemas, LockWritable } from '../api/lock-routes';
import { LockNotification } from '../data/lock-notification';
import type { LockApiClient } from '../http/lock-api-client';
import { idSegment, objectArgument } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** A notification as `PUT /notification` and `POST /notification/{id}` take it (`pushId`, `os`, `settings`). */
export type LockNotificationInput = LockWritable<LockApiSchemas['Notification']>;

/**
 * The lock API's own notification resource, `/notification`: push and webhook notifications with per-lock
 * settings. `webhooks()` is the spec's subscription API on `/api/notification` (or the decentral webhooks) and
 * stays as the spec says; this resource is the vendor's documented API beside it.
 */
@TracedCalls('lock', 'notifications')
export class Notifications {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/notification`: the account's notifications; `referenceId` filters by the id of a third-party system. */
  async all(referenceId?: string): Promise<LockNotification[]> {
    const query = referenceId === undefined ? undefined : { referenceId };
    return this.api.getList(this.accountKey, '/notification', query, LockNotification.fromArray);
  }

  /** GET `/notification/{notificationId}`: one notification. */
  async find(notificationId: string): Promise<LockNotification> {
    return this.api.getObject(this.accountKey, notificationPath(notificationId), LockNotification.fromArray);
  }

  /** PUT `/notification`: creates a notification; answers it with its new `notificationId`. */
  async create(notification: LockNotificationInput): Promise<LockNotification> {
    const json = objectArgument('notification', notification);
    const request = { method: 'PUT' as const, path: '/notification', json };
    return this.api.sendForObject(this.accountKey, request, LockNotification.fromArray);
  }

  /** POST `/notification/{notificationId}`: replaces the notification; answers it as stored. */
  async update(notificationId: string, notification: LockNotificationInput): Promise<LockNotification> {
    const json = objectArgument('notification', notification);
    const request = { method: 'POST' as const, path: notificationPath(notificationId), json };
    return this.api.sendForObject(this.accountKey, request, LockNotification.fromArray);
  }

  /** DELETE `/notification/{notificationId}`. */
  async delete(notificationId: string): Promise<void> {
    await this.api.call(this.accountKey, { method: 'DELETE', path: notificationPath(notificationId) });
  }
}

function notificationPath(notificationId: string): string {
  return `/notification/${idSegment('notification', notificationId)}`;
}
