import { Logger } from '@nestjs/common';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import type { LockWebhookOutcome } from './lock-webhook-receiver';
import { lockWebhookRefusalOf } from './lock-webhook-refusals';

/** How often one refusal reason is logged: once a minute, with how many were left out. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * Logs the webhook deliveries the receiver refused (logger `LockWebhooks`, warning `Webhook delivery refused`):
 * the reason (`missing-signature`, `bad-signature`, `too-deep-body`, `malformed-body`, `claim-held`: another process
 * is running its listeners), the HTTP status answered and, when known, the delivery and subscription; each reason at most once a
 * minute, so a sender retrying a bad delivery, or someone probing the route, costs a few lines. A failed listener
 * is logged by the receiver itself, with its error.
 */
export class LockWebhookRefusalLog {
  private readonly logger = new Logger('LockWebhooks');
  private readonly refusals = new ThrottledLogEvents(
    (event) => this.logger.warn(event),
    REFUSAL_LOG_INTERVAL_MS,
  );

  /** Logs the outcome when it is a refusal; other outcomes are left alone. */
  report(outcome: LockWebhookOutcome): void {
    const refusal = lockWebhookRefusalOf(outcome);
    if (refusal === undefined) return;
    const event = 'event' in outcome ? outcome.event : undefined;
    this.refusals.say(
      refusal.reason,
      new LogEvent('Webhook delivery refused', {
        ...refusal,
        deliveryId: event?.deliveryId ?? undefined,
        subscription: event?.subscriptionId ?? undefined,
        retryAfterSeconds: outcome.status === 'in-progress' ? outcome.retryAfterSeconds : undefined,
      }),
    );
  }
}
