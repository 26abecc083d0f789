import { CrossProcessFlight, CrossProcessLock } from '../auth/cross-process-flight';
import type { LockAttempt } from '../token-cache/encrypted-token-cache';
import { TelemetryCapture } from '../../../test/support/telemetry-capture';
import { INTEGRATION_METRICS, metricsActive, recordTokenFetch } from './integration-metrics';

/** A lock that answers the scripted attempts in turn, then `acquired`. */
function scriptedLock(attempts: LockAttempt[]): CrossProcessLock {
  return {
    canLock: () => true,
    acquireLock: async () => attempts.shift() ?? 'acquired',
    releaseLock: async () => undefined,
  };
}

describe('integration metrics', () => {
  it('are off without a meter provider: recorders return before building a label', () => {
    expect(metricsActive()).toBe(false);
    expect(() => recordTokenFetch('delivery', 'success')).not.toThrow();
  });

  describe('with a meter provider', () => {
    let capture: TelemetryCapture;

    beforeEach(() => {
      capture = new TelemetryCapture().register();
    });

    afterEach(() => capture.unregister());

    const waits = async () =>
      (await capture.points())
        .filter((point) => point.name === INTEGRATION_METRICS.tokenLockWaits)
        .map((point) => [point.attributes['integration.outcome'], point.value]);

    it('counts a wait that ends with the token another process stored', async () => {
      const flight = new CrossProcessFlight(scriptedLock(['held']), { module: 'delivery' });
      let stored: string | undefined;
      setTimeout(() => (stored = 'token'), 5);
      const token = await flight.run(() => 'delivery.token.abc', {
        read: async () => stored,
        fetch: async () => 'fetched',
      });
      expect(token).toBe('token');
      expect(await waits()).toEqual([['token-found', 1]]);
    });

    it('counts a wait that ends with the lock taken, and none for a lock taken at once', async () => {
      const first = new CrossProcessFlight(scriptedLock([]), { module: 'lock' });
      await first.run(() => 'lock.token.abc', { read: async () => undefined, fetch: async () => 'a' });
      expect(await waits()).toEqual([]);

      const second = new CrossProcessFlight(scriptedLock(['held', 'acquired']), { module: 'lock' });
      await second.run(() => 'lock.token.abc', { read: async () => undefined, fetch: async () => 'b' });
      expect(await waits()).toEqual([['lock-taken', 1]]);
    });

    it('counts a wait given up after the lock lifetime', async () => {
      const flight = new CrossProcessFlight(scriptedLock(Array(100).fill('held')), {
        module: 'accounting',
        lockTtlMs: 30,
      });
      await flight.run(() => 'accounting.token.abc', {
        read: async () => undefined,
        fetch: async () => 'fetched',
      });
      expect(await waits()).toEqual([['gave-up', 1]]);
    });
  });
});
