import type { Tracer, TracerProvider } from '@opentelemetry/api';
import { INSTRUMENTATION_SCOPE } from './instrumentation-scope';
import { telemetryApi } from './telemetry-api';

/** The provider the tracer below came from; a new global provider (or none) gets a new lookup. */
let tracerSource: TracerProvider | undefined;
let tracer: Tracer | null = null;

/**
 * The package's tracer when the host registered a tracer provider, else null (no API installed, or the API's
 * proxy without a delegate): callers then skip every span, attribute and allocation. The lookup is kept per
 * provider, so a call costs one global read and one comparison.
 */
export function activeTracer(): Tracer | null {
  const api = telemetryApi();
  if (api === null) return null;
  const provider = api.trace.getTracerProvider();
  if (provider !== tracerSource) {
    tracerSource = provider;
    tracer =
      provider instanceof api.ProxyTracerProvider
        ? (provider.getDelegateTracer(INSTRUMENTATION_SCOPE) ?? null)
        : provider.getTracer(INSTRUMENTATION_SCOPE);
  }
  // A proxy gets its delegate when a provider registers, without becoming another object.
  if (tracer === null && provider instanceof api.ProxyTracerProvider) {
    tracer = provider.getDelegateTracer(INSTRUMENTATION_SCOPE) ?? null;
  }
  return tracer;
}
