import type { HealthCheckOptions } from './health-check-options';

/** The largest timer delay Node keeps (2^31 - 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What `withinHealthTimeout` gives when the check's time ran out. */
export const HEALTH_CHECK_TIMED_OUT = Symbol('health check timed out');

/**
 * Why the `timeout` option cannot be used, or null when it can (left out, or a whole number of milliseconds from 1
 * to 2^31 - 1): the indicators report it as their `down` reason instead of throwing.
 */
export function healthTimeoutProblem(options: HealthCheckOptions): string | null {
  const { timeout } = options;
  if (timeout === undefined || (Number.isSafeInteger(timeout) && timeout >= 1 && timeout <= MAX_TIMER_MS)) {
    return null;
  }
  return `The health check option timeout must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS}, got ${String(timeout)}.`;
}

/**
 * The check's outcome, or `HEALTH_CHECK_TIMED_OUT` when `timeoutMs` passes first; the check then runs on within the
 * client's own timeouts and its outcome is dropped. Without a timeout: the check's outcome.
 */
export async function withinHealthTimeout<T>(
  check: Promise<T>,
  timeoutMs: number | undefined,
): Promise<T | typeof HEALTH_CHECK_TIMED_OUT> {
  if (timeoutMs === undefined) return check;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<typeof HEALTH_CHECK_TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(HEALTH_CHECK_TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([check, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The `down` reason of a check whose time ran out, naming the service and the timeout. */
export function healthTimeoutReason(service: string, options: HealthCheckOptions): string {
  return `No answer from the ${service} within ${String(options.timeout)} ms (the health check's timeout).`;
}
