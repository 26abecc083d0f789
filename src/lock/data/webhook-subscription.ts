import { inspect, InspectOptions } from 'node:util';
import { frozenPayload, idOrNull, LockPayload, stringListOrNull, stringOrNull } from './lock-payload';

/** A webhook subscription as `toJSON()` shows it: every field but the signing secret, also out of `raw`. */
export interface WebhookSubscriptionJson {
  /** See `WebhookSubscription.id`. */
  id: string | null;
  /** See `WebhookSubscription.callbackUrl`. */
  callbackUrl: string | null;
  /** See `WebhookSubscription.events`. */
  events: readonly string[];
  /** See `WebhookSubscription.creationDate`. */
  creationDate: string | null;
  /** The payload without its `secret`. */
  raw: Record<string, unknown>;
}

/** One webhook subscription of the account, as the lock API returns it. */
export class WebhookSubscription {
  /** The id from the key `id` of the answer (a number converted to text); null when empty, see `raw` then. */
  readonly id: string | null;
  /** The URL the lock API posts to (`webhookUrl`, else `pushId`, else `callbackUrl`). */
  readonly callbackUrl: string | null;
  /** The subscribed features (`webhookFeatures`, else `events`), e.g. `DEVICE_STATUS`. */
  readonly events: readonly string[];
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The secret the API signs callbacks with. Never print or log it; `toJSON()` and inspection leave it out. */
  readonly secret: string | null;
  /** The payload as received (deep-frozen copy; it may hold the secret too). */
  readonly raw: LockPayload;

  /** Use `WebhookSubscription.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.id = idOrNull(raw.id);
    this.callbackUrl =
      stringOrNull(raw.webhookUrl) ?? stringOrNull(raw.pushId) ?? stringOrNull(raw.callbackUrl);
    this.events = Object.freeze(stringListOrNull(raw.webhookFeatures) ?? stringListOrNull(raw.events) ?? []);
    this.creationDate = stringOrNull(raw.creationDate);
    this.secret = stringOrNull(raw.secret);
    this.raw = raw;
    Object.freeze(this);
  }

  /** A subscription from an API answer; fields of a wrong type read as null (`events` as []). */
  static fromArray(data: Record<string, unknown>): WebhookSubscription {
    return new WebhookSubscription(frozenPayload(data));
  }

  /** The fields for `JSON.stringify`, without `secret` and without `raw.secret`. */
  toJSON(): WebhookSubscriptionJson {
    const { secret: _secret, ...raw } = this.raw;
    return {
      id: this.id,
      callbackUrl: this.callbackUrl,
      events: this.events,
      creationDate: this.creationDate,
      raw,
    };
  }

  /** What `util.inspect` and `console.log` show: the `toJSON()` fields, so logs never carry the secret. */
  [inspect.custom](_depth: number, options: InspectOptions): string {
    return `WebhookSubscription ${inspect(this.toJSON(), options)}`;
  }
}
