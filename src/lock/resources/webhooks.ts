import { randomUUID } from 'node:crypto';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { WebhookLog } from '../data/webhook-log';
import { WebhookSubscription } from '../data/webhook-subscription';
import type { LockApiClient } from '../http/lock-api-client';
import type { LockWebhookApi } from '../interfaces/lock-options.interface';
import { objectAnswer } from '../http/lock-answer';
import { idSegment, objectArgument, positiveId } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** The filters of `logs()`: `id` (only logs older than this one) and `limit` (the API's default 50, at most 100). */
export interface WebhookLogFilters {
  /** Only the logs older than the log with this id. */
  id?: string;
  /** The most logs in the answer (the API's default 50, at most 100). */
  limit?: number;
}

/** The webhook features subscribed to when none are given. */
export const DEFAULT_WEBHOOK_EVENTS: readonly string[] = [
  'DEVICE_STATUS',
  'DEVICE_CONFIG',
  'DEVICE_LOGS',
  'ACCOUNT_USER',
];

/** Path of the subscriptions of each webhook API. */
const WEBHOOK_PATHS: Record<LockWebhookApi, string> = {
  notification: '/api/notification',
  decentral: '/api/decentralWebhook',
};

/**
 * The webhook subscriptions of one account, on the API `LOCK_WEBHOOK_API` selects: `notification` (the body
 * `{ notificationType: 'webhook', pushId, webhookFeatures, referenceId }`, `referenceId` a new random UUID per
 * subscription, as the original package sends one) or `decentral` (`{ webhookUrl, webhookFeatures }`).
 */
@TracedCalls('lock', 'webhooks')
export class Webhooks {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
    /** Reads the selected webhook API (throws `LockException` for an unknown one). */
    private readonly webhookApi: () => LockWebhookApi,
  ) {}

  /** GET the subscriptions. */
  async all(): Promise<WebhookSubscription[]> {
    return this.api.getList(
      this.accountKey,
      WEBHOOK_PATHS[this.webhookApi()],
      undefined,
      WebhookSubscription.fromArray,
    );
  }

  /** PUT a subscription of the callback URL to the events (passed on as given); answers the subscription. */
  async subscribe(callbackUrl: string, events: readonly string[]): Promise<WebhookSubscription> {
    if (typeof callbackUrl !== 'string' || callbackUrl.trim() === '') {
      throw new InvalidArgumentException('The webhook callback URL must be a non-empty string.');
    }
    if (!Array.isArray(events)) {
      throw new InvalidArgumentException('The webhook events must be a list of feature names.');
    }
    const webhookApi = this.webhookApi();
    const path = WEBHOOK_PATHS[webhookApi];
    const json =
      webhookApi === 'notification'
        ? {
            notificationType: 'webhook',
            pushId: callbackUrl,
            webhookFeatures: events,
            referenceId: randomUUID(),
          }
        : { webhookUrl: callbackUrl, webhookFeatures: events };
    const answer = await this.api.send(this.accountKey, { method: 'PUT', path, json });
    return WebhookSubscription.fromArray(answer === null ? {} : objectAnswer(answer, `PUT ${path}`));
  }

  /** DELETE the subscription with this id. */
  async unsubscribe(id: string): Promise<void> {
    const path = `${WEBHOOK_PATHS[this.webhookApi()]}/${idSegment('subscription', String(id))}`;
    await this.api.call(this.accountKey, { method: 'DELETE', path });
  }

  /**
   * GET `/api/key/{apiKeyId}/webhook/logs`: the deliveries of the webhooks of an advanced API key, newest first,
   * each with its request, answer and duration.
   */
  async logs(apiKeyId: number, filters: WebhookLogFilters = {}): Promise<WebhookLog[]> {
    const path = `/api/key/${positiveId('API key', apiKeyId)}/webhook/logs`;
    const query = { ...objectArgument('filters', filters) };
    return this.api.getList(this.accountKey, path, query, WebhookLog.fromArray);
  }
}
