import { seededUuid } from './seeded-uuid';

/** One message as the Delivery sandbox stores and returns it. */
export interface DeliveryMessageRecord {
  /** The id the portal gave the message. */
  berichtId: string;
  /** The sender's own reference (the invoice number). */
  functioneelId: string;
  /** The debtor's Chamber of Commerce (KVK) number. */
  debiteurKVK: string;
  /** The debtor's Global Location Number (GLN). */
  debiteurGLN: string;
  /** The debtor's VAT (BTW) number. */
  debiteurBTW: string;
  /** The status as the portal words it (see `MessageStatus`). */
  status: string;
  /** ISO 8601 date-time of the status. */
  tijdstip: string;
}

/** The debtor ids of a message. */
export type DeliveryDebtor = Pick<DeliveryMessageRecord, 'debiteurKVK' | 'debiteurGLN' | 'debiteurBTW'>;

/** The seeded debtor with 120 messages (more than the 100 a debtor-only query returns). */
export const DELIVERY_SANDBOX_DEBTOR: Readonly<DeliveryDebtor> = Object.freeze({
  debiteurKVK: '12345678',
  debiteurGLN: '8712345000004',
  debiteurBTW: 'NL123456789B01',
});

/** The debtor of the one-per-status messages, and the default debtor of an added message. */
export const DELIVERY_SANDBOX_STATUS_DEBTOR: Readonly<DeliveryDebtor> = Object.freeze({
  debiteurKVK: '87654321',
  debiteurGLN: '8712345999995',
  debiteurBTW: 'NL987654321B01',
});

/** The eight statuses the portal documents, plus one it does not. */
const SEEDED_STATUSES = [
  'Ontvangen door platform',
  'In verwerking',
  'Aflevering in retry',
  'Afgeleverd',
  'Handmatig afgeleverd',
  'Bericht kon niet afgeleverd worden',
  'Mapping gefaald',
  'Afgeleverd bij tussenpartij',
  'Gearchiveerd',
];
const KNOWN_STATUS_COUNT = 8;
const DEBTOR_MESSAGE_COUNT = 120;
const HOUR_MS = 3_600_000;
const DEBTOR_MESSAGES_START = Date.parse('2026-01-05T08:00:00.000Z');
const STATUS_MESSAGES_START = Date.parse('2026-02-02T09:00:00.000Z');

/**
 * The seed: `INV-2026-0001` to `INV-2026-0009`, one per status of `SEEDED_STATUSES` (the last one unknown), for
 * `DELIVERY_SANDBOX_STATUS_DEBTOR`; then `INV-2026-1001` to `INV-2026-1120` for `DELIVERY_SANDBOX_DEBTOR`, one hour
 * apart in that order (1120 is the newest) but stored out of time order.
 */
export function createDeliverySeedMessages(): DeliveryMessageRecord[] {
  const statusMessages = SEEDED_STATUSES.map((status, index) =>
    seedMessage(
      `INV-2026-${String(index + 1).padStart(4, '0')}`,
      DELIVERY_SANDBOX_STATUS_DEBTOR,
      status,
      STATUS_MESSAGES_START + index * HOUR_MS,
    ),
  );
  const debtorMessages = Array.from({ length: DEBTOR_MESSAGE_COUNT }, (_, index) => {
    // 37 and 120 are coprime, so this visits every rank once, out of order.
    const rank = (index * 37) % DEBTOR_MESSAGE_COUNT;
    return seedMessage(
      `INV-2026-${1001 + rank}`,
      DELIVERY_SANDBOX_DEBTOR,
      SEEDED_STATUSES[rank % KNOWN_STATUS_COUNT],
      DEBTOR_MESSAGES_START + rank * HOUR_MS,
    );
  });
  return [...statusMessages, ...debtorMessages];
}

function seedMessage(
  functioneelId: string,
  debtor: DeliveryDebtor,
  status: string,
  tijdstipMs: number,
): DeliveryMessageRecord {
  return {
    berichtId: seededUuid(functioneelId),
    functioneelId,
    ...debtor,
    status,
    tijdstip: new Date(tijdstipMs).toISOString(),
  };
}
