import type { LockApiSchemas } from '../api/lock-routes';
import {
  booleanOf,
  DeepReadonly,
  frozenPayload,
  idOrNull,
  LockPayload,
  numberOrNull,
  objectOrNull,
  stringOrNull,
} from './lock-payload';

/** One delivery of a webhook by the lock API (request and answer), as its `WebhookLog` schema describes it. */
export class WebhookLog {
  /** The id of the log (a number is converted to text; empty when the payload has none). */
  readonly id: string;
  /** The request id when an API call triggered the delivery, else null (the API sends it empty). */
  readonly requestId: string | null;
  /** True when the webhook delivered the data successfully (false also when the payload has no such flag). */
  readonly succeeded: boolean;
  /** The HTTP status code of the webhook's answer. */
  readonly responseStatus: number | null;
  /** The duration of the delivery in milliseconds. */
  readonly duration: number | null;
  /** The account id. */
  readonly accountId: number | null;
  /** The request sent (schema `WebhookMessage`); null when the payload has no such object. */
  readonly request: DeepReadonly<LockApiSchemas['WebhookMessage']> | null;
  /** The answer received (schema `WebhookMessage`); null when the payload has no such object. */
  readonly response: DeepReadonly<LockApiSchemas['WebhookMessage']> | null;
  /** The id of the API key used for the webhook. */
  readonly apiKeyId: number | null;
  /** The time of the last update as the API sent it (ISO 8601). */
  readonly updated: string | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly created: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `WebhookLog.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.id = idOrNull(raw.id) ?? '';
    this.requestId = idOrNull(raw.requestId);
    this.succeeded = booleanOf(raw.succeeded);
    this.responseStatus = numberOrNull(raw.responseStatus);
    this.duration = numberOrNull(raw.duration);
    this.accountId = numberOrNull(raw.accountId);
    this.request = objectOrNull(raw.request);
    this.response = objectOrNull(raw.response);
    this.apiKeyId = numberOrNull(raw.apiKeyId);
    this.updated = stringOrNull(raw.updated);
    this.created = stringOrNull(raw.created);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * A webhook log from an API payload; fields of a wrong type read as null (false for flags); `request` and
   * `response` are the frozen `raw`'s own objects, typed as the API documents them.
   */
  static fromArray(data: Record<string, unknown>): WebhookLog {
    return new WebhookLog(frozenPayload(data));
  }
}
