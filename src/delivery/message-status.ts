/** The delivery statuses of a message, with the portal's strings as values. */
export enum MessageStatus {
  /** Received and registered. */
  Received = 'Ontvangen door platform',
  /** Being processed. */
  InProgress = 'In verwerking',
  /** Delivery failed, retried periodically. */
  DeliveryInRetry = 'Aflevering in retry',
  /** Delivered. */
  Delivered = 'Afgeleverd',
  /** Delivered or reprocessed by hand. */
  DeliveredManually = 'Handmatig afgeleverd',
  /** Delivery failed, the portal investigates. */
  Undeliverable = 'Bericht kon niet afgeleverd worden',
  /** The content is wrong, the portal contacts the sender. */
  MappingFailed = 'Mapping gefaald',
  /** Delivered to an intermediary; their response may be in the portal dashboard. */
  DeliveredToIntermediary = 'Afgeleverd bij tussenpartij',
}

/** Every status, in the order of the specification. */
export const MESSAGE_STATUSES: readonly MessageStatus[] = Object.values(MessageStatus);

const DELIVERED: ReadonlySet<MessageStatus> = new Set([
  MessageStatus.Delivered,
  MessageStatus.DeliveredManually,
  MessageStatus.DeliveredToIntermediary,
]);

const FAILED: ReadonlySet<MessageStatus> = new Set([
  MessageStatus.Undeliverable,
  MessageStatus.MappingFailed,
]);

/** The status for the portal's string, or null when the string matches no status. */
export function toMessageStatus(value: string): MessageStatus | null {
  return (MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as MessageStatus) : null;
}

/** True for Delivered, DeliveredManually and DeliveredToIntermediary. */
export function isDeliveredStatus(status: MessageStatus | null): boolean {
  return status !== null && DELIVERED.has(status);
}

/** True for Undeliverable and MappingFailed. */
export function isFailedStatus(status: MessageStatus | null): boolean {
  return status !== null && FAILED.has(status);
}

/** True for every other status, and for an unknown one (null): it is never read as a delivery or a failure. */
export function isPendingStatus(status: MessageStatus | null): boolean {
  return !isDeliveredStatus(status) && !isFailedStatus(status);
}
