import type * as OpenTelemetryApi from '@opentelemetry/api';

/** The parts of `@opentelemetry/api` the package uses. */
export type TelemetryApi = Pick<
  typeof OpenTelemetryApi,
  | 'trace'
  | 'metrics'
  | 'context'
  | 'createContextKey'
  | 'createNoopMeter'
  | 'ProxyTracerProvider'
  | 'SpanKind'
  | 'SpanStatusCode'
>;

/** Not looked up yet (undefined), not installed (null), or the loaded API. */
let loaded: TelemetryApi | null | undefined;

/**
 * `@opentelemetry/api` (an optional peer), loaded at the first call and kept: null when the package is not
 * installed, which means telemetry is off; never an error. Any other load failure also turns telemetry off.
 */
export function telemetryApi(): TelemetryApi | null {
  if (loaded === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = require('@opentelemetry/api') as TelemetryApi;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}
