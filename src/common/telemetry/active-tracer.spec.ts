import { trace } from '@opentelemetry/api';
import { TelemetryCapture } from '../../../test/support/telemetry-capture';
import { activeTracer } from './active-tracer';
import { traceCall } from './client-call';
import { ExchangeRecorder } from './exchange-recorder';
import { listenerObserver } from './exchange-listener-observer';

describe('activeTracer', () => {
  it('is null while no tracer provider is registered: calls and exchanges take the plain path', () => {
    expect(activeTracer()).toBeNull();
    const result = { value: 1 };
    expect(traceCall('lock', 'lock.smartlocks.all', 'default', () => result)).toBe(result);
    expect(
      new ExchangeRecorder({ module: 'lock' }, undefined).start('GET', 'http://h/x', undefined),
    ).toBeNull();
  });

  it('an exchange is still recorded for an onExchange hook without any provider', () => {
    const recorder = new ExchangeRecorder(
      { module: 'lock', observers: [listenerObserver(() => undefined)] },
      undefined,
    );
    expect(recorder.start('GET', 'http://h/x', undefined)).not.toBeNull();
  });

  it('follows the registered provider: a tracer after registration, null again after it is removed', async () => {
    const capture = new TelemetryCapture().register();
    const tracer = activeTracer();
    expect(tracer).not.toBeNull();
    expect(activeTracer()).toBe(tracer);
    await capture.unregister();
    expect(trace.getActiveSpan()).toBeUndefined();
    expect(activeTracer()).toBeNull();

    const again = new TelemetryCapture().register();
    const next = activeTracer();
    expect(next).not.toBeNull();
    traceCall('delivery', 'delivery.status', 'default', () => undefined);
    expect(again.spans().map((span) => span.name)).toEqual(['delivery.status']);
    await again.unregister();
  });
});
