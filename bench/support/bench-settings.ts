/** How much each benchmark does: the full run (`npm run bench`) or the quick one (`npm run bench -- --quick`). */
import type { BenchmarkResult } from './bench-results';
import type { BenchServerProcess } from './bench-server-process';

/** The sizes of one run. */
export interface BenchSettings {
  mode: 'full' | 'quick';
  /** Only these benchmarks (`--only warm-calls,heap`); undefined: all. */
  only?: string[];
  /** The Redis the shared token cache and the cache benchmark use (`BENCH_REDIS_URL`). */
  redisUrl: string;
  /** The PostgreSQL database the migrate benchmark makes its schemas in (`BENCH_POSTGRES_URL`). */
  postgresUrl: string;
  warm: {
    rounds: number;
    sequentialCalls: number;
    concurrentCalls: number;
    concurrency: number;
    warmupCalls: number;
  };
  coldBurst: { calls: number };
  redisBurst: { trials: number; processes: number; callsPerProcess: number };
  tokenCache: { rounds: number; operations: number };
  /** Lock redaction: the account counts measured, and per side and round the redact() calls. */
  redaction: { accounts: number[]; rounds: number; redactions: number; warmupRedactions: number };
  heap: { calls: number; concurrency: number; warmupCalls: number };
  importCost: { runs: number };
  cliStart: { rounds: number };
  listenStart: { rounds: number };
  /** Lock database boot migrate: boots per case, and how many other schemas the server holds in the second phase. */
  migrateCost: { rounds: number; pendingRounds: number; otherSchemas: number };
}

/** What a benchmark gets: the run's sizes and the bench server. */
export interface BenchContext {
  settings: BenchSettings;
  server: BenchServerProcess;
}

/** One benchmark of the run. */
export interface Benchmark {
  id: string;
  run(context: BenchContext): Promise<BenchmarkResult>;
}

const FULL: Omit<BenchSettings, 'mode' | 'only' | 'redisUrl' | 'postgresUrl'> = {
  warm: { rounds: 15, sequentialCalls: 200, concurrentCalls: 600, concurrency: 50, warmupCalls: 1000 },
  coldBurst: { calls: 1000 },
  redisBurst: { trials: 5, processes: 4, callsPerProcess: 250 },
  tokenCache: { rounds: 9, operations: 1000 },
  redaction: { accounts: [64, 500, 2000], rounds: 11, redactions: 30, warmupRedactions: 30 },
  heap: { calls: 100_000, concurrency: 50, warmupCalls: 5000 },
  importCost: { runs: 7 },
  cliStart: { rounds: 7 },
  listenStart: { rounds: 9 },
  migrateCost: { rounds: 15, pendingRounds: 5, otherSchemas: 400 },
};

const QUICK: typeof FULL = {
  warm: { rounds: 2, sequentialCalls: 100, concurrentCalls: 300, concurrency: 50, warmupCalls: 200 },
  coldBurst: { calls: 1000 },
  redisBurst: { trials: 2, processes: 4, callsPerProcess: 250 },
  tokenCache: { rounds: 3, operations: 200 },
  redaction: { accounts: [64, 500, 2000], rounds: 3, redactions: 10, warmupRedactions: 10 },
  heap: { calls: 2000, concurrency: 50, warmupCalls: 200 },
  // Three: a single fresh-process import swings by a third on a busy machine (1.24x to 1.49x for ./lock in CI).
  importCost: { runs: 3 },
  cliStart: { rounds: 2 },
  listenStart: { rounds: 5 },
  migrateCost: { rounds: 5, pendingRounds: 2, otherSchemas: 400 },
};

/**
 * The settings of the command line: `--quick` (fewer rounds, under two minutes), `--only <id,...>` (some
 * benchmarks). Anything else is refused with a line that names it.
 */
export function benchSettings(args: readonly string[], knownIds: readonly string[]): BenchSettings {
  let quick = false;
  let only: string[] | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--quick') quick = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? args[(index += 1)] : arg.slice('--only='.length);
      only = (value ?? '').split(',').filter((id) => id !== '');
      const unknown = only.filter((id) => !knownIds.includes(id));
      if (only.length === 0 || unknown.length > 0) {
        throw new Error(`--only takes benchmark ids among ${knownIds.join(', ')}; got "${value ?? ''}"`);
      }
    } else {
      throw new Error(`unknown argument "${arg}": expected --quick or --only <${knownIds.join('|')},...>`);
    }
  }
  return {
    mode: quick ? 'quick' : 'full',
    only,
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    ...(quick ? QUICK : FULL),
  };
}
