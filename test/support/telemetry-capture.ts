import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';

/** One data point of an exported metric: the metric's name, the point's attributes and its value. */
export interface CapturedPoint {
  name: string;
  attributes: Record<string, unknown>;
  value: unknown;
}

/**
 * An OpenTelemetry SDK registered as a host would: the async-hooks context manager, a tracer provider with an
 * in-memory span exporter and a meter provider whose reader is collected on demand.
 */
export class TelemetryCapture {
  private readonly spanExporter = new InMemorySpanExporter();
  private readonly metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  private readonly reader = new PeriodicExportingMetricReader({
    exporter: this.metricExporter,
    exportIntervalMillis: 3_600_000,
  });
  private readonly tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(this.spanExporter)],
  });
  private readonly meterProvider = new MeterProvider({ readers: [this.reader] });
  private readonly contextManager = new AsyncLocalStorageContextManager();

  /** Registers the providers and the context manager globally. */
  register(): this {
    context.setGlobalContextManager(this.contextManager.enable());
    trace.setGlobalTracerProvider(this.tracerProvider);
    metrics.setGlobalMeterProvider(this.meterProvider);
    return this;
  }

  /** Unregisters everything and shuts the providers down. */
  async unregister(): Promise<void> {
    trace.disable();
    metrics.disable();
    context.disable();
    await this.tracerProvider.shutdown();
    await this.meterProvider.shutdown();
  }

  /** The spans ended so far. */
  spans(): ReadableSpan[] {
    return this.spanExporter.getFinishedSpans();
  }

  /** Forgets the spans ended so far. */
  resetSpans(): void {
    this.spanExporter.reset();
  }

  /** Every data point of every metric, collected now. */
  async points(): Promise<CapturedPoint[]> {
    await this.reader.forceFlush();
    const exported: ResourceMetrics[] = this.metricExporter.getMetrics();
    const last = exported.at(-1);
    if (!last) return [];
    return last.scopeMetrics.flatMap((scope) =>
      scope.metrics.flatMap((metric) =>
        (metric.dataPoints as { attributes: Record<string, unknown>; value: unknown }[]).map((point) => ({
          name: metric.descriptor.name,
          attributes: point.attributes,
          value: point.value,
        })),
      ),
    );
  }

  /** Everything exported, as text: every span (name, attributes, events, status) and every metric point. */
  async exportedText(): Promise<string> {
    const spans = this.spans().map((span) => ({
      name: span.name,
      kind: span.kind,
      attributes: span.attributes,
      events: span.events.map((event) => ({ name: event.name, attributes: event.attributes })),
      status: span.status,
      resource: span.resource.attributes,
      scope: span.instrumentationScope,
    }));
    return JSON.stringify({ spans, points: await this.points() });
  }
}

/** The span's parent span id (empty for a root span). */
export function parentIdOf(span: ReadableSpan): string {
  return span.parentSpanContext?.spanId ?? '';
}
