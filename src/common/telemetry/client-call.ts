import type { Span } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { activeTracer } from './active-tracer';
import { errorTypeOf } from './error-type';
import type { IntegrationModuleName } from './integration-module';
import { metricsActive, recordCallDuration } from './integration-metrics';
import {
  ATTR_ERROR_TYPE,
  ATTR_INTEGRATION_ACCOUNT,
  ATTR_INTEGRATION_MODULE,
  ATTR_INTEGRATION_OPERATION,
} from './telemetry-attributes';
import { telemetryApi, type TelemetryApi } from './telemetry-api';

/**
 * Marks the code running inside a client call, so a call made inside another (`unlock` calls `action`,
 * `getCompanyInfo` calls `get`) adds no span and no duration point. Node's own async context, not OpenTelemetry's:
 * an app that registers a meter provider without a context manager gets the same counts as one with it.
 */
const insideCall = new AsyncLocalStorage<true>();

/** True when a tracer or a meter provider is registered, so a call is worth wrapping at all. */
export function callTelemetryActive(): boolean {
  return activeTracer() !== null || metricsActive();
}

/**
 * Runs one client call (a public method such as `DeliveryClient.status` or `lock.smartlocks().all()`) inside an
 * INTERNAL span named after the operation (`<module>.<resource>.<method>`, the resource left out where the client
 * has none: `delivery.status`, `accounting.getCompanyInfo`, `lock.smartlocks.unlock`), with the module, the
 * operation and the account key as attributes; the exchanges and retries of the call become its children and
 * events. The call's duration is recorded in the call-duration histogram. With no tracer and no meter provider
 * registered, `run` is called as it is. A call inside a call is part of the outer one.
 */
export function traceCall<T>(
  module: IntegrationModuleName,
  operation: string,
  account: string,
  run: () => T,
): T {
  if (!callTelemetryActive() || insideCall.getStore() === true) return run();
  const tracer = activeTracer();
  const api = telemetryApi() as TelemetryApi;
  const parent = api.context.active();
  const span = tracer?.startSpan(
    operation,
    {
      kind: api.SpanKind.INTERNAL,
      attributes: {
        [ATTR_INTEGRATION_MODULE]: module,
        [ATTR_INTEGRATION_OPERATION]: operation,
        [ATTR_INTEGRATION_ACCOUNT]: account,
      },
    },
    parent,
  );
  const inside = span ? api.trace.setSpan(parent, span) : parent;
  const call = new CallRecording(api, module, operation, span);
  let result: T;
  try {
    result = insideCall.run(true, () => api.context.with(inside, run));
  } catch (error) {
    call.failed(error);
    throw error;
  }
  if (!isPromiseLike(result)) {
    call.succeeded();
    return result;
  }
  return result.then(
    (value: unknown) => {
      call.succeeded();
      return value;
    },
    (error: unknown) => {
      call.failed(error);
      throw error;
    },
  ) as T;
}

/** One call being recorded: its span (when tracing) and its start, for the duration metric. */
class CallRecording {
  private readonly startedAt = performance.now();

  constructor(
    private readonly api: TelemetryApi,
    private readonly module: IntegrationModuleName,
    private readonly operation: string,
    private readonly span: Span | undefined,
  ) {}

  succeeded(): void {
    this.span?.end();
    this.record('success');
  }

  failed(error: unknown): void {
    if (this.span !== undefined) {
      this.span.setAttribute(ATTR_ERROR_TYPE, errorTypeOf(error));
      this.span.setStatus({ code: this.api.SpanStatusCode.ERROR });
      this.span.end();
    }
    this.record('error');
  }

  private record(outcome: 'success' | 'error'): void {
    recordCallDuration(this.module, this.operation, outcome, (performance.now() - this.startedAt) / 1000);
  }
}

function isPromiseLike(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
