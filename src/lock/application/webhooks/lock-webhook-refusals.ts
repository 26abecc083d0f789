import type { LockWebhookOutcome } from './lock-webhook-receiver';

/** The outcomes of a delivery the receiver refused (nothing of it was processed). */
export type LockWebhookRefusedStatus = 'unsigned' | 'forged' | 'too-deep' | 'malformed' | 'in-progress';

/** How the receiver answers and logs one kind of refused delivery. */
export interface LockWebhookRefusal {
  /** The log's `reason` (`missing-signature`, `bad-signature`, `too-deep-body`, `malformed-body`, `claim-held`). */
  readonly reason: string;
  /** The HTTP status the delivery is answered with. */
  readonly status: number;
}

/**
 * The refusals of the webhook receiver, the one place their statuses are written: a missing or wrong signature
 * 401, a signed body nested deeper than `MAX_JSON_DEPTH` or no JSON object 400 (the sender's fault, unlike a
 * remote API's answer too deep, which is a 502), a delivery another process is running the listeners of 503 with
 * `Retry-After`. The controller answers with these statuses and the refusal log reports them.
 */
export const LOCK_WEBHOOK_REFUSALS: Readonly<Record<LockWebhookRefusedStatus, LockWebhookRefusal>> = {
  unsigned: { reason: 'missing-signature', status: 401 },
  forged: { reason: 'bad-signature', status: 401 },
  'too-deep': { reason: 'too-deep-body', status: 400 },
  malformed: { reason: 'malformed-body', status: 400 },
  'in-progress': { reason: 'claim-held', status: 503 },
};

/** The refusal of an outcome, or undefined for a delivery that was taken (or whose listeners failed). */
export function lockWebhookRefusalOf(outcome: LockWebhookOutcome): LockWebhookRefusal | undefined {
  return Object.hasOwn(LOCK_WEBHOOK_REFUSALS, outcome.status)
    ? LOCK_WEBHOOK_REFUSALS[outcome.status as LockWebhookRefusedStatus]
    : undefined;
}
