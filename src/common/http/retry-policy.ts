import { setTimeout as sleep } from 'node:timers/promises';
import { errorTypeOf } from '../telemetry/error-type';
import { recordRetry } from '../telemetry/retry-event';

/** When and how often an operation is tried again. */
export interface RetryPolicy {
  /** Total attempts including the first; below 1 or not a number: 1. */
  attempts: number;
  /** Fixed pause between two attempts in milliseconds. */
  pauseMs: number;
}

/** What one attempt came to: a result to return, or a failure that may be retried. */
export type AttemptOutcome<T> = { done: T } | { failed: unknown; retryable: boolean };

/**
 * Runs `attempt` until it is done, its failure is not retryable, or the policy's attempts are used up, pausing
 * `pauseMs` between attempts (`attempt` gets the attempt's number, from 1). The last failure is thrown as it is.
 * Each retry is a `retry` event of the active span.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (number: number) => Promise<AttemptOutcome<T>>,
): Promise<T> {
  const attempts = Number.isFinite(policy.attempts) ? Math.max(1, Math.floor(policy.attempts)) : 1;
  for (let number = 1; ; number += 1) {
    const outcome = await attempt(number);
    if ('done' in outcome) return outcome.done;
    if (!outcome.retryable || number >= attempts) throw outcome.failed;
    recordRetry(number + 1, errorTypeOf(outcome.failed));
    if (policy.pauseMs > 0) await sleep(policy.pauseMs);
  }
}
