import { activeTracer } from './active-tracer';
import { ATTR_ERROR_TYPE, ATTR_INTEGRATION_RETRY_ATTEMPT } from './telemetry-attributes';
import { telemetryApi } from './telemetry-api';

/** The name of the span event that announces another attempt of a call. */
export const RETRY_EVENT = 'retry';

/**
 * Adds a `retry` event to the active span (the call's span): the attempt about to be made (2 for the first
 * retry) and the `error.type` of the failure that caused it. Nothing when no tracer is registered.
 */
export function recordRetry(attempt: number, errorType: string): void {
  if (activeTracer() === null) return;
  telemetryApi()
    ?.trace.getActiveSpan()
    ?.addEvent(RETRY_EVENT, { [ATTR_INTEGRATION_RETRY_ATTEMPT]: attempt, [ATTR_ERROR_TYPE]: errorType });
}
