import { metrics } from '@opentelemetry/api';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { AccountingApi } from '../src/accounting/standalone';
import { INTEGRATION_METRICS } from '../src/common/telemetry/integration-metrics';
import { AccountingSandbox } from '../src/testing';
import { CapturedPoint, TelemetryCapture } from './support/telemetry-capture';

/** The call-duration points as `[operation, how many calls]`. */
function callCounts(points: CapturedPoint[]): [unknown, unknown][] {
  return points
    .filter((point) => point.name === INTEGRATION_METRICS.callDuration)
    .map((point) => [point.attributes['integration.operation'], (point.value as { count: number }).count]);
}

/** Five `getCompanyInfo()` calls of a standalone client against a fresh sandbox. */
async function fiveCompanyInfoCalls(): Promise<void> {
  const sandbox = await AccountingSandbox.start();
  const api = new AccountingApi(sandbox.clientOptions());
  try {
    for (let call = 0; call < 5; call++) await api.getCompanyInfo();
  } finally {
    api.close();
    await sandbox.close();
  }
}

/**
 * A call made inside another (`getCompanyInfo` calls `get`) is part of the outer one (docs/observability.md): it adds
 * no point to the call-duration metric, as it adds no span, whether or not the app registered a context manager.
 */
describe('Nested client calls in the call-duration metric', () => {
  it('with a full SDK (context manager, tracer and meter provider): 5 calls are 5 points of getCompanyInfo alone', async () => {
    const capture = new TelemetryCapture().register();
    try {
      await fiveCompanyInfoCalls();
      expect(callCounts(await capture.points())).toEqual([['accounting.getCompanyInfo', 5]]);
      expect(
        capture
          .spans()
          .filter((span) => span.name.startsWith('accounting.'))
          .map((span) => span.name),
      ).toEqual(Array(5).fill('accounting.getCompanyInfo'));
    } finally {
      await capture.unregister();
    }
  });

  it('with a meter provider and no context manager: still 5 points of getCompanyInfo, none of get', async () => {
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
    const provider = new MeterProvider({ readers: [reader] });
    metrics.setGlobalMeterProvider(provider);
    try {
      await fiveCompanyInfoCalls();
      await reader.forceFlush();
      const points: CapturedPoint[] = (exporter.getMetrics().at(-1)?.scopeMetrics ?? []).flatMap((scope) =>
        scope.metrics.flatMap((metric) =>
          (metric.dataPoints as { attributes: Record<string, unknown>; value: unknown }[]).map((point) => ({
            name: metric.descriptor.name,
            attributes: point.attributes,
            value: point.value,
          })),
        ),
      );
      expect(callCounts(points)).toEqual([['accounting.getCompanyInfo', 5]]);
    } finally {
      metrics.disable();
      await provider.shutdown();
    }
  });
});
