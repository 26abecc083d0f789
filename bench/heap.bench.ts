/**
 * Heap after many calls: each client makes 100,000 warm calls (50 in flight) in its own worker process run with
 * `--expose-gc` and `--no-flush-bytecode` (V8 would otherwise drop the bytecode of start-up code during the run,
 * which reads as the calls freeing memory); the heap in use is read after full garbage collection before and
 * after. The baseline: bare axios making as many calls of the Delivery status GET, measured the same way in the
 * first worker before its client.
 */
import type { Benchmark, BenchContext } from './support/bench-settings';
import { BenchmarkResult, Figure, figure } from './support/bench-results';
import { WorkerProcess } from './support/worker-channel';
import { ClientKind, HeapPhase, HeapRequest, HeapResult, sandboxNameOf } from './workers/worker-protocols';

/** What a client may keep after its calls: bounded caches, never a growth per call. */
const RETAINED_LIMIT_KIB = 1024;

const CLIENTS: { kind: ClientKind; label: string }[] = [
  { kind: 'delivery', label: 'Delivery status()' },
  { kind: 'accounting', label: 'Accounting getCompanyInfo()' },
  { kind: 'lock-token', label: 'Lock smartlocks().all()' },
];

async function measure(context: BenchContext, kind: ClientKind, baseline: boolean): Promise<HeapResult> {
  const { server, settings } = context;
  const worker = WorkerProcess.start('workers/heap.worker.ts', `heap ${kind}`, {
    nodeOptions: ['--expose-gc', '--no-flush-bytecode'],
  });
  try {
    const request: HeapRequest = {
      setup: {
        kind,
        sandbox: server.sandboxes[sandboxNameOf(kind)],
        controlUrl: server.controlUrl,
        tokenStore: 'memory',
      },
      calls: settings.heap.calls,
      concurrency: settings.heap.concurrency,
      warmupCalls: settings.heap.warmupCalls,
      baseline,
    };
    return await worker.request<HeapResult>('run', request);
  } finally {
    await worker.stop();
  }
}

function retainedKiB(phase: HeapPhase): number {
  return Math.round((phase.after - phase.before) / 1024);
}

function mib(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

export const heap: Benchmark = {
  id: 'heap',
  async run(context): Promise<BenchmarkResult> {
    const { calls, concurrency, warmupCalls } = context.settings.heap;
    const figures: Figure[] = [];
    let baseline: HeapPhase | undefined;
    for (const [index, { kind, label }] of CLIENTS.entries()) {
      const result = await measure(context, kind, index === 0);
      baseline ??= result.baseline;
      if (baseline === undefined) throw new Error('heap: the bare axios baseline was not measured');
      figures.push(
        figure(
          {
            name: `${label}: heap retained after GC`,
            value: retainedKiB(result.client),
            unit: 'KiB',
            baseline: { name: 'bare axios', value: retainedKiB(baseline) },
            note: `heap in use after GC: ${mib(result.client.before)} MiB before, ${mib(result.client.after)} MiB after`,
          },
          { of: 'value', comparison: '<=', bound: RETAINED_LIMIT_KIB },
        ),
      );
    }
    return {
      id: 'heap',
      title: `Heap retained after ${calls.toLocaleString('en')} calls`,
      method:
        `${calls.toLocaleString('en')} warm calls ${concurrency} in flight per client, in a worker run with ` +
        `--expose-gc --no-flush-bytecode, after ${warmupCalls} warm-up calls; heapUsed after 6 full GCs, after minus before; ` +
        'baseline: bare axios, as many calls of the Delivery status GET, measured the same way.',
      figures,
    };
  },
};
