/**
 * Listen start: how long `app.listen()` of an HTTP app with the Lock module takes with its start-up prune on,
 * beside the same app with the prune off (the baseline), in interleaved rounds of fresh processes
 * (bench/listen-start/listen-app.ts) on an SQLite database that has its tables, so the prune has work to do. The
 * prune must run after the app listens, never delay it.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Benchmark } from './support/bench-settings';
import { BenchmarkResult, figure } from './support/bench-results';
import { median, medianRatio } from './support/statistics';

const root = resolve(__dirname, '..');
const APP = join(__dirname, 'listen-start', 'listen-app.ts');
const TARGET_RATIO = 1.25;

/** Runs the node script with the env and answers its stdout; throws with its output when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv): string {
  const child = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  if (child.status !== 0) {
    throw new Error(
      `listen-start: \`node ${args.join(' ')}\` failed (${child.error?.message ?? `exit ${child.status}`}): ` +
        `${`${child.stderr ?? ''}${child.stdout ?? ''}`.trim().slice(0, 500)}`,
    );
  }
  return child.stdout;
}

/** One start of the app: the milliseconds `listen()` took. */
function listenMs(prune: 'on' | 'off', env: NodeJS.ProcessEnv): number {
  return Number(run(['-r', 'ts-node/register/transpile-only', APP, prune], env).trim());
}

export const listenStart: Benchmark = {
  id: 'listen-start',
  async run({ settings }): Promise<BenchmarkResult> {
    const file = join(tmpdir(), `bench-listen-${randomUUID()}.sqlite`);
    const env = {
      ...process.env,
      BENCH_LOCK_DATABASE_URL: `sqlite://${file}`,
      LOCK_DATABASE_URL: `sqlite://${file}`,
    };
    try {
      run([join(root, 'dist', 'cli.js'), 'lock:migrate'], env);
      listenMs('on', env);
      listenMs('off', env);
      const withPrune: number[] = [];
      const without: number[] = [];
      for (let round = 0; round < settings.listenStart.rounds; round += 1) {
        if (round % 2 === 0) {
          withPrune.push(listenMs('on', env));
          without.push(listenMs('off', env));
        } else {
          without.push(listenMs('off', env));
          withPrune.push(listenMs('on', env));
        }
      }
      return {
        id: 'listen-start',
        title: "Listen start: the Lock module's start-up prune must not delay app.listen()",
        method:
          `${settings.listenStart.rounds} interleaved rounds of fresh processes after one warm-up each; ` +
          '`app.listen()` of a Nest HTTP app with LockModule on a migrated SQLite file, LOCK_PRUNE on vs off; ' +
          "ratio = median of the rounds' ratios.",
        figures: [
          figure(
            {
              name: 'listen() with the start-up prune',
              value: median(withPrune),
              unit: 'ms',
              baseline: { name: 'listen() with LOCK_PRUNE=false', value: median(without) },
              ratio: medianRatio(withPrune, without),
            },
            { of: 'ratio', comparison: '<=', bound: TARGET_RATIO },
          ),
        ],
      };
    } finally {
      for (const leftover of [file, `${file}-wal`, `${file}-shm`]) rmSync(leftover, { force: true });
    }
  },
};
