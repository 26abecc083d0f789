/**
 * Tracing cost: the warm calls of each client with OpenTelemetry in three modes, each in a worker process of its
 * own: the API not installed (the baseline), the API installed with no provider registered (the no-op every host
 * without an SDK runs), and an in-memory SDK (tracer and meter providers, the async-hooks context manager). The
 * workers take turns round by round, in an order that rotates, so drift in the machine's load reaches each alike.
 * The no-provider figures are held to the baseline's own spread between rounds (its noise).
 */
import type { Benchmark, BenchContext } from './support/bench-settings';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { median, medianRatio } from './support/statistics';
import { WorkerProcess } from './support/worker-channel';
import {
  ClientKind,
  sandboxNameOf,
  TELEMETRY_MODE_ENV,
  TelemetryMode,
  TracingRoundRequest,
  WarmRound,
} from './workers/worker-protocols';

const CLIENTS: { kind: ClientKind; label: string }[] = [
  { kind: 'delivery', label: 'Delivery status()' },
  { kind: 'accounting', label: 'Accounting getCompanyInfo()' },
  { kind: 'lock-token', label: 'Lock all(), token mode' },
];

const MODES: { mode: TelemetryMode; label: string }[] = [
  { mode: 'no-api', label: 'no API' },
  { mode: 'no-provider', label: 'API, no provider' },
  { mode: 'in-memory-sdk', label: 'in-memory SDK' },
];

type CallMode = 'sequential' | 'concurrent';

/** Each mode's rounds, by mode. */
type RoundsByMode = Record<TelemetryMode, WarmRound[]>;

async function measure(context: BenchContext, kind: ClientKind): Promise<RoundsByMode> {
  const { settings, server } = context;
  const { rounds, sequentialCalls, concurrentCalls, concurrency, warmupCalls } = settings.warm;
  const workers = MODES.map(({ mode }) => ({
    mode,
    worker: WorkerProcess.start('workers/tracing-cost.worker.ts', `tracing ${kind} ${mode}`, {
      env: { [TELEMETRY_MODE_ENV]: mode },
    }),
  }));
  try {
    const setup = {
      kind,
      sandbox: server.sandboxes[sandboxNameOf(kind)],
      controlUrl: server.controlUrl,
      tokenStore: 'memory',
    };
    for (const { worker } of workers) await worker.request('open', { setup, warmupCalls, concurrency });
    const measured: RoundsByMode = { 'no-api': [], 'no-provider': [], 'in-memory-sdk': [] };
    const request: TracingRoundRequest = { sequentialCalls, concurrentCalls, concurrency };
    for (let round = 0; round < rounds; round += 1) {
      const shift = round % workers.length;
      for (const { mode, worker } of [...workers.slice(shift), ...workers.slice(0, shift)]) {
        measured[mode].push(await worker.request<WarmRound>('round', request));
      }
    }
    return measured;
  } finally {
    for (const { worker } of workers) await worker.stop();
  }
}

/** Throughput (calls/s) and CPU per call (µs) of one mode's rounds. */
function series(rounds: WarmRound[], callMode: CallMode) {
  const measured = rounds.map((round) => round[callMode]);
  return {
    throughput: measured.map(({ calls, wallMs }) => (calls / wallMs) * 1000),
    cpuPerCall: measured.map(({ calls, cpuMicros }) => cpuMicros / calls),
  };
}

/** Half the range of the values relative to their median: the rounds' spread, e.g. 0.03 for ±3 %. */
function spread(values: number[]): number {
  return (Math.max(...values) - Math.min(...values)) / 2 / median(values);
}

function figuresOf(label: string, measured: RoundsByMode, concurrency: number): Figure[] {
  const figures: Figure[] = [];
  for (const callMode of ['sequential', 'concurrent'] as const) {
    const name = `${label}, ${callMode === 'sequential' ? 'sequential' : `${concurrency} concurrent`}`;
    const base = series(measured['no-api'], callMode);
    const noise = { throughput: spread(base.throughput), cpu: spread(base.cpuPerCall) };
    const note = `no-API rounds spread ±${(noise.throughput * 100).toFixed(1)} % (throughput), ±${(noise.cpu * 100).toFixed(1)} % (CPU)`;
    for (const { mode, label: modeLabel } of MODES.slice(1)) {
      const moded = series(measured[mode], callMode);
      const held = mode === 'no-provider';
      figures.push(
        figure(
          {
            name: `${name}, ${modeLabel}: throughput vs no API`,
            value: median(moded.throughput),
            unit: 'calls/s',
            baseline: { name: 'no API', value: median(base.throughput) },
            ratio: medianRatio(moded.throughput, base.throughput),
            ...(held ? { note } : {}),
          },
          held ? { of: 'ratio', comparison: '>=', bound: 1 - noise.throughput } : undefined,
        ),
        figure(
          {
            name: `${name}, ${modeLabel}: CPU per call vs no API`,
            value: median(moded.cpuPerCall),
            unit: 'µs',
            baseline: { name: 'no API', value: median(base.cpuPerCall) },
            ratio: medianRatio(moded.cpuPerCall, base.cpuPerCall),
          },
          held ? { of: 'ratio', comparison: '<=', bound: 1 + noise.cpu } : undefined,
        ),
      );
    }
  }
  return figures;
}

export const tracingCost: Benchmark = {
  id: 'tracing-cost',
  async run(context): Promise<BenchmarkResult> {
    const { warm } = context.settings;
    const figures: Figure[] = [];
    for (const client of CLIENTS) {
      figures.push(...figuresOf(client.label, await measure(context, client.kind), warm.concurrency));
    }
    return {
      id: 'tracing-cost',
      title:
        'Tracing cost: warm calls with no OpenTelemetry API, the API without a provider, an in-memory SDK',
      method:
        `One worker process per mode and client, ${warm.rounds} rounds taken in turn (rotating order), each ` +
        `${warm.sequentialCalls} sequential calls and ${warm.concurrentCalls} calls ${warm.concurrency} in ` +
        `flight, after ${warm.warmupCalls} warm-up calls; medians; ratio = median of the rounds' ratios to the ` +
        "no-API worker's; the no-provider target is the no-API rounds' own spread (the bench's noise).",
      figures,
    };
  },
};
