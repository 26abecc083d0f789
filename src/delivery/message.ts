import { DEFAULT_LOCALE, Locale, translate } from '../common/i18n/translator';
import { DELIVERY_CATALOGUE, DeliveryLine } from './i18n/delivery-catalogue';
import {
  isDeliveredStatus,
  isFailedStatus,
  isPendingStatus,
  MessageStatus,
  toMessageStatus,
} from './message-status';

const STATUS_LINES: Record<MessageStatus, DeliveryLine> = {
  [MessageStatus.Received]: 'status.received',
  [MessageStatus.InProgress]: 'status.in_progress',
  [MessageStatus.DeliveryInRetry]: 'status.delivery_in_retry',
  [MessageStatus.Delivered]: 'status.delivered',
  [MessageStatus.DeliveredManually]: 'status.delivered_manually',
  [MessageStatus.Undeliverable]: 'status.undeliverable',
  [MessageStatus.MappingFailed]: 'status.mapping_failed',
  [MessageStatus.DeliveredToIntermediary]: 'status.delivered_to_intermediary',
};

/** One message as the portal's status endpoint returned it. */
export class Message {
  /** The status exactly as the portal returned it; a plain string also when it is not a known status. */
  readonly status: string;
  /** The id the portal gave the message, when present. */
  readonly berichtId?: string;
  /** The caller's own reference (the invoice number), when present. */
  readonly functioneelId?: string;
  /** Every field of the item, as returned. */
  readonly raw: Readonly<Record<string, unknown>>;

  constructor(
    raw: Record<string, unknown>,
    private readonly defaultLocale: Locale = DEFAULT_LOCALE,
  ) {
    this.raw = Object.freeze({ ...raw });
    this.status = typeof raw.status === 'string' ? raw.status : raw.status == null ? '' : String(raw.status);
    this.berichtId = optionalText(raw.berichtId);
    this.functioneelId = optionalText(raw.functioneelId);
  }

  /** The matching `MessageStatus`, or null when the status string is unknown. */
  knownStatus(): MessageStatus | null {
    return toMessageStatus(this.status);
  }

  /** Human-readable text of the status, in the given locale (default: the client's `DELIVERY_LOCALE`). */
  description(locale: Locale = this.defaultLocale): string {
    const known = this.knownStatus();
    return known === null
      ? translate(DELIVERY_CATALOGUE, 'status.unknown', locale, { status: this.status })
      : translate(DELIVERY_CATALOGUE, STATUS_LINES[known], locale);
  }

  /** True for Delivered, DeliveredManually and DeliveredToIntermediary. */
  isDelivered(): boolean {
    return isDeliveredStatus(this.knownStatus());
  }

  /** True for Undeliverable and MappingFailed. */
  isFailed(): boolean {
    return isFailedStatus(this.knownStatus());
  }

  /** True for Received, InProgress, DeliveryInRetry, and for an unknown status. */
  isPending(): boolean {
    return isPendingStatus(this.knownStatus());
  }
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}
