/**
 * The 4-process burst on Redis: four worker processes share a Redis token cache and each makes 250 first calls at
 * the same moment (a start barrier), against a token endpoint that takes 100 ms. Each trial uses a fresh sandbox
 * (a new port, so a new token cache key) and a fresh APP_KEY, and removes its own token from Redis afterwards;
 * nothing else in Redis is touched. Lock runs in OAuth mode: one process first stores an expired token under a
 * fresh account key, and the burst has to refresh it (its refresh tokens rotate: a second refresh with a spent
 * refresh token fails).
 */
import { randomBytes } from 'node:crypto';
import type { Benchmark, BenchContext } from './support/bench-settings';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { TOKEN_DELAY_MS } from './server/token-delay';
import { WorkerProcess } from './support/worker-channel';
import {
  BurstOutcome,
  BurstPrepared,
  ClientKind,
  ClientSetup,
  sandboxNameOf,
} from './workers/worker-protocols';

const CLIENTS: { kind: ClientKind; label: string }[] = [
  { kind: 'delivery', label: 'Delivery' },
  { kind: 'accounting', label: 'Accounting' },
  { kind: 'lock-oauth', label: 'Lock (OAuth refresh)' },
];

/** How long after `go` is sent the processes start, so that every one has the message by then. */
const BARRIER_DELAY_MS = 250;

interface Trial {
  tokenRequests: number;
  failed: number;
  errors: string[];
}

async function trial(context: BenchContext, workers: WorkerProcess[], kind: ClientKind): Promise<Trial> {
  const { server, settings } = context;
  const sandbox = await server.freshSandbox(sandboxNameOf(kind));
  try {
    let setup: ClientSetup = {
      kind,
      sandbox,
      controlUrl: server.controlUrl,
      tokenStore: settings.redisUrl,
      appKey: randomBytes(32).toString('base64'),
    };
    if (kind === 'lock-oauth') {
      const stored = await workers[0].request<BurstPrepared>('prepare', { setup, expiredLockToken: true });
      setup = { ...setup, lockAccountKey: stored.lockAccountKey };
    }
    await Promise.all(workers.map((worker) => worker.request('prepare', { setup })));
    const before = await server.counts(sandbox);
    const at = Date.now() + BARRIER_DELAY_MS;
    const outcomes = await Promise.all(
      workers.map((worker) =>
        worker.request<BurstOutcome>('go', { at, calls: settings.redisBurst.callsPerProcess }),
      ),
    );
    const after = await server.counts(sandbox);
    await workers[0].request('finish', { forget: true });
    await Promise.all(workers.slice(1).map((worker) => worker.request('finish', { forget: false })));
    return {
      tokenRequests: after.tokenRequests - before.tokenRequests,
      failed: outcomes.reduce((sum, outcome) => sum + outcome.failed, 0),
      errors: [...new Set(outcomes.flatMap((outcome) => outcome.errors))].slice(0, 3),
    };
  } finally {
    await server.stopSandbox(sandbox);
  }
}

function figuresOf(label: string, trials: Trial[]): Figure[] {
  const counts = trials.map((entry) => entry.tokenRequests);
  const failed = trials.reduce((sum, entry) => sum + entry.failed, 0);
  const errors = [...new Set(trials.flatMap((entry) => entry.errors))].slice(0, 3);
  return [
    figure(
      {
        name: `${label}: token requests per trial, the most (trials: ${counts.join(',')})`,
        value: Math.max(...counts),
        unit: 'requests',
      },
      { of: 'value', comparison: '<=', bound: 1 },
    ),
    figure(
      {
        name: `${label}: failed calls, all trials`,
        value: failed,
        unit: 'calls',
        note: failed > 0 ? errors.join('; ') : undefined,
      },
      { of: 'value', comparison: '<=', bound: 0 },
    ),
  ];
}

export const redisBurst: Benchmark = {
  id: 'redis-burst',
  async run(context): Promise<BenchmarkResult> {
    const { processes, callsPerProcess, trials } = context.settings.redisBurst;
    const workers = Array.from({ length: processes }, (_, index) =>
      WorkerProcess.start('workers/burst.worker.ts', `redis burst ${index + 1}`),
    );
    const figures: Figure[] = [];
    try {
      for (const { kind, label } of CLIENTS) {
        const results: Trial[] = [];
        for (let index = 0; index < trials; index += 1) results.push(await trial(context, workers, kind));
        figures.push(...figuresOf(label, results));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    return {
      id: 'redis-burst',
      title: `${processes}-process burst on a shared Redis token cache`,
      method:
        `${processes} processes x ${callsPerProcess} first calls at one moment, token endpoint taking ` +
        `${TOKEN_DELAY_MS} ms, ${trials} trials (each: fresh sandbox and APP_KEY, its own keys removed after).`,
      figures,
    };
  },
};
