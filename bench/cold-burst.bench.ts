/**
 * Cold burst in one process: 1,000 concurrent first calls of a freshly built client against a fresh sandbox
 * whose token endpoint takes 100 ms. The bench server counts the token requests and the TCP connections the
 * sandbox accepted during the burst. Lock runs in OAuth mode with an expired stored token (in memory), so its
 * burst has to refresh it.
 */
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

/** The documented default of `http.maxSockets`: the most sockets a client opens to one origin. */
const MAX_SOCKETS = 64;

const CLIENTS: { kind: ClientKind; label: string }[] = [
  { kind: 'delivery', label: 'Delivery' },
  { kind: 'accounting', label: 'Accounting' },
  { kind: 'lock-oauth', label: 'Lock (OAuth, expired token)' },
];

async function measure(context: BenchContext, kind: ClientKind, label: string): Promise<Figure[]> {
  const { server, settings } = context;
  const sandbox = await server.freshSandbox(sandboxNameOf(kind));
  const worker = WorkerProcess.start('workers/burst.worker.ts', `cold ${kind}`);
  try {
    const setup: ClientSetup = {
      kind,
      sandbox,
      controlUrl: server.controlUrl,
      tokenStore: 'memory',
      lockTokenStore: 'memory',
    };
    await worker.request<BurstPrepared>('prepare', { setup, expiredLockToken: kind === 'lock-oauth' });
    const before = await server.counts(sandbox);
    const outcome = await worker.request<BurstOutcome>('go', {
      at: Date.now(),
      calls: settings.coldBurst.calls,
    });
    const after = await server.counts(sandbox);
    await worker.request('finish', { forget: false });
    const failed =
      outcome.failed > 0 ? `${outcome.failed} calls failed: ${outcome.errors.join('; ')}` : undefined;
    return [
      figure(
        {
          name: `${label}: token requests`,
          value: after.tokenRequests - before.tokenRequests,
          unit: 'requests',
          note: failed,
        },
        { of: 'value', comparison: '<=', bound: 1 },
      ),
      figure(
        {
          name: `${label}: sockets opened`,
          value: after.connections - before.connections,
          unit: 'sockets',
          note: `the burst took ${Math.round(outcome.wallMs)} ms`,
        },
        { of: 'value', comparison: '<=', bound: MAX_SOCKETS },
      ),
    ];
  } finally {
    await worker.stop();
    await server.stopSandbox(sandbox);
  }
}

export const coldBurst: Benchmark = {
  id: 'cold-burst',
  async run(context): Promise<BenchmarkResult> {
    const figures: Figure[] = [];
    for (const { kind, label } of CLIENTS) figures.push(...(await measure(context, kind, label)));
    return {
      id: 'cold-burst',
      title: `Cold burst: ${context.settings.coldBurst.calls.toLocaleString('en')} concurrent first calls in one process`,
      method:
        `A fresh client and a fresh sandbox (token endpoint taking ${TOKEN_DELAY_MS} ms); token requests and ` +
        `TCP connections counted by the bench server; sockets held to http.maxSockets (default ${MAX_SOCKETS}).`,
      figures,
    };
  },
};
