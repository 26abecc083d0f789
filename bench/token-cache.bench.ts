/**
 * Token cache round trip: a set and a get of a token on Redis through the package's encrypted token cache, beside
 * plain Keyv with `@keyv/redis` on the same Redis, in alternating rounds in one worker; wall time and CPU per
 * round trip, ratios as medians of the rounds' ratios.
 */
import type { Benchmark } from './support/bench-settings';
import { BenchmarkResult, figure } from './support/bench-results';
import { median, medianRatio } from './support/statistics';
import { WorkerProcess } from './support/worker-channel';
import type { CallsMeasurement } from './support/measure-calls';
import type { TokenCacheRequest, TokenCacheResult } from './workers/worker-protocols';

const TARGET_RATIO = 1.1;

export const tokenCache: Benchmark = {
  id: 'token-cache',
  async run({ settings }): Promise<BenchmarkResult> {
    const worker = WorkerProcess.start('workers/token-cache.worker.ts', 'token cache');
    let result: TokenCacheResult;
    try {
      const request: TokenCacheRequest = { redisUrl: settings.redisUrl, ...settings.tokenCache };
      result = await worker.request<TokenCacheResult>('run', request);
    } finally {
      await worker.stop();
    }
    const wall = (side: 'encrypted' | 'plain') =>
      result.rounds.map((round) => perOperation(round[side], 'wallMs') * 1000);
    const cpu = (side: 'encrypted' | 'plain') =>
      result.rounds.map((round) => perOperation(round[side], 'cpuMicros'));
    const baselineName = 'plain Keyv + @keyv/redis';
    return {
      id: 'token-cache',
      title: 'Encrypted token cache set+get on Redis vs plain Keyv',
      method:
        `${settings.tokenCache.rounds} alternating rounds of ${settings.tokenCache.operations} sequential ` +
        "set+get round trips of a token-sized value per side, one worker; medians; ratio = median of the rounds' ratios.",
      figures: [
        figure(
          {
            name: 'set+get: wall time per round trip',
            value: median(wall('encrypted')),
            unit: 'µs',
            baseline: { name: baselineName, value: median(wall('plain')) },
            ratio: medianRatio(wall('encrypted'), wall('plain')),
          },
          { of: 'ratio', comparison: '<=', bound: TARGET_RATIO },
        ),
        figure(
          {
            name: 'set+get: CPU per round trip',
            value: median(cpu('encrypted')),
            unit: 'µs',
            baseline: { name: baselineName, value: median(cpu('plain')) },
            ratio: medianRatio(cpu('encrypted'), cpu('plain')),
          },
          { of: 'ratio', comparison: '<=', bound: TARGET_RATIO },
        ),
      ],
    };
  },
};

function perOperation(measurement: CallsMeasurement, field: 'wallMs' | 'cpuMicros'): number {
  return measurement[field] / measurement.calls;
}
