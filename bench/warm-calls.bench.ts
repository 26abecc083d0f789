/**
 * Warm calls: each client with a warm token against its sandbox (in the bench server's process), beside bare
 * axios (a keep-alive agent like the client's) and bare `undici.request` in the client's own worker process,
 * in interleaved rounds, sequentially and 50 in flight. Throughput is calls per second of wall time; CPU per
 * call is `process.cpuUsage()` around the measured loop in the worker. Ratios are medians of the rounds' ratios.
 */
import type { Benchmark, BenchContext } from './support/bench-settings';
import { BenchmarkResult, Figure, figure, Target } from './support/bench-results';
import { median, medianRatio } from './support/statistics';
import { WorkerProcess } from './support/worker-channel';
import {
  CANDIDATE,
  ClientKind,
  sandboxNameOf,
  WarmCallsRequest,
  WarmCallsResult,
  WarmRound,
} from './workers/worker-protocols';

interface ClientUnderTest {
  kind: ClientKind;
  label: string;
  /** The throughput a client must reach against bare axios. */
  axiosThroughput: number;
  /** Whether its CPU per call is held to at most bare axios's. */
  axiosCpu: boolean;
}

const CLIENTS: ClientUnderTest[] = [
  { kind: 'delivery', label: 'Delivery status()', axiosThroughput: 1, axiosCpu: true },
  { kind: 'accounting', label: 'Accounting getCompanyInfo()', axiosThroughput: 1, axiosCpu: true },
  { kind: 'lock-token', label: 'Lock all(), token mode', axiosThroughput: 1, axiosCpu: true },
  {
    kind: 'lock-oauth',
    label: 'Lock all(), OAuth, token in Redis',
    axiosThroughput: 0.95,
    axiosCpu: false,
  },
];

const UNDICI_TRANSPORT_THROUGHPUT = 0.85;
const NOT_AVAILABLE = 'n/a (transport option not available)';

type Mode = 'sequential' | 'concurrent';

/** A baseline as figure names call it: `axios`, `undici`. */
function shortName(baseline: string): string {
  return baseline === CANDIDATE.axios ? 'axios' : 'undici';
}

/** Throughput (calls/s) and CPU per call (µs) of one candidate in one mode, per round. */
function series(rounds: Record<string, WarmRound>[], candidate: string, mode: Mode) {
  const measured = rounds.map((round) => round[candidate][mode]);
  return {
    throughput: measured.map(({ calls, wallMs }) => (calls / wallMs) * 1000),
    cpuPerCall: measured.map(({ calls, cpuMicros }) => cpuMicros / calls),
  };
}

function comparison(
  name: string,
  result: WarmCallsResult,
  candidate: string,
  baseline: string,
  mode: Mode,
  targets: { throughput?: Target; cpu?: Target },
): Figure[] {
  const measured = series(result.rounds, candidate, mode);
  const base = series(result.rounds, baseline, mode);
  return [
    figure(
      {
        name: `${name}: throughput vs ${shortName(baseline)}`,
        value: median(measured.throughput),
        unit: 'calls/s',
        baseline: { name: baseline, value: median(base.throughput) },
        ratio: medianRatio(measured.throughput, base.throughput),
      },
      targets.throughput,
    ),
    figure(
      {
        name: `${name}: CPU per call vs ${shortName(baseline)}`,
        value: median(measured.cpuPerCall),
        unit: 'µs',
        baseline: { name: baseline, value: median(base.cpuPerCall) },
        ratio: medianRatio(measured.cpuPerCall, base.cpuPerCall),
      },
      targets.cpu,
    ),
  ];
}

function figuresOf(client: ClientUnderTest, result: WarmCallsResult, concurrency: number): Figure[] {
  const figures: Figure[] = [];
  for (const mode of ['sequential', 'concurrent'] as const) {
    const name = `${client.label}, ${mode === 'sequential' ? 'sequential' : `${concurrency} concurrent`}`;
    figures.push(
      ...comparison(name, result, CANDIDATE.client, CANDIDATE.axios, mode, {
        throughput: { of: 'ratio', comparison: '>=', bound: client.axiosThroughput },
        cpu: client.axiosCpu ? { of: 'ratio', comparison: '<=', bound: 1 } : undefined,
      }),
      ...comparison(name, result, CANDIDATE.client, CANDIDATE.undici, mode, {}),
    );
    const undiciTarget: Target = { of: 'ratio', comparison: '>=', bound: UNDICI_TRANSPORT_THROUGHPUT };
    if (result.transportOptionAvailable) {
      figures.push(
        ...comparison(`${name}, undici transport`, result, CANDIDATE.clientOnUndici, CANDIDATE.undici, mode, {
          throughput: undiciTarget,
        }),
      );
    } else {
      figures.push(
        figure(
          {
            name: `${name}, undici transport: throughput vs ${shortName(CANDIDATE.undici)}`,
            value: null,
            unit: 'calls/s',
            note: NOT_AVAILABLE,
          },
          undiciTarget,
        ),
      );
    }
    if (result.candidates.includes(CANDIDATE.standalone)) {
      figures.push(
        ...comparison(
          name.replace('Accounting', 'Accounting standalone'),
          result,
          CANDIDATE.standalone,
          CANDIDATE.undici,
          mode,
          {},
        ),
      );
    }
  }
  return figures;
}

async function measure(context: BenchContext, client: ClientUnderTest): Promise<WarmCallsResult> {
  const { settings, server } = context;
  const worker = WorkerProcess.start('workers/warm-calls.worker.ts', `warm ${client.kind}`);
  try {
    const request: WarmCallsRequest = {
      setup: {
        kind: client.kind,
        sandbox: server.sandboxes[sandboxNameOf(client.kind)],
        controlUrl: server.controlUrl,
        tokenStore: client.kind === 'lock-oauth' ? settings.redisUrl : 'memory',
      },
      ...settings.warm,
    };
    return await worker.request<WarmCallsResult>('run', request);
  } finally {
    await worker.stop();
  }
}

export const warmCalls: Benchmark = {
  id: 'warm-calls',
  async run(context): Promise<BenchmarkResult> {
    const { warm } = context.settings;
    const figures: Figure[] = [];
    for (const client of CLIENTS)
      figures.push(...figuresOf(client, await measure(context, client), warm.concurrency));
    return {
      id: 'warm-calls',
      title: 'Warm calls: client vs bare axios and bare undici.request',
      method:
        `${warm.rounds} interleaved rounds per client, each ${warm.sequentialCalls} sequential calls and ` +
        `${warm.concurrentCalls} calls ${warm.concurrency} in flight per candidate, after ${warm.warmupCalls} ` +
        "warm-up calls; medians; ratio = median of the rounds' ratios (throughput: client/baseline; CPU per " +
        'call: client/baseline, process.cpuUsage() in the worker).',
      figures,
    };
  },
};
