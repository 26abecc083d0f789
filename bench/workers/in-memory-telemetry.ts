/**
 * An OpenTelemetry SDK as a host registers one, everything kept in memory: the async-hooks context manager, a
 * `BasicTracerProvider` with a `SimpleSpanProcessor` into an `InMemorySpanExporter`, and a `MeterProvider` whose
 * reader exports into an `InMemoryMetricExporter` only when asked.
 */
import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';

/** The registered SDK: `spanCount` of the spans kept, `forgetSpans` to keep memory flat between rounds. */
export interface InMemoryTelemetry {
  spanCount(): number;
  forgetSpans(): void;
}

export function registerInMemoryTelemetry(): InMemoryTelemetry {
  const spans = new InMemorySpanExporter();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
  );
  const reader = new PeriodicExportingMetricReader({
    exporter: new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE),
    exportIntervalMillis: 3_600_000,
  });
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
  return { spanCount: () => spans.getFinishedSpans().length, forgetSpans: () => spans.reset() };
}
