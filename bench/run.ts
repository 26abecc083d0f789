/**
 * `npm run bench`: builds the package when `dist/` is not the build of the present sources (the demo's check,
 * `buildWhenNeeded`), then runs every benchmark against the built `dist/` with the sandboxes in a bench server
 * process of their own, each figure beside its baseline of the same run. Prints a table per
 * benchmark and writes the figures with the machine, Node version and date:
 * - the full run (`npm run bench`, under ten minutes) writes bench/results.json and the figures table of
 *   BENCHMARKS.md (both committed: the latest figures);
 * - `npm run bench -- --quick` (under two minutes, fewer rounds) and `--only <id,...>` write
 *   bench/results.quick.json (not committed).
 * It exits 1 when a benchmark cannot run (an error, a failed setup); a figure that misses its target is reported,
 * never a failure.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { cliStart } from './cli-start.bench';
import { coldBurst } from './cold-burst.bench';
import { heap } from './heap.bench';
import { importCost } from './import-cost.bench';
import { listenStart } from './listen-start.bench';
import { migrateCost } from './migrate-cost.bench';
import { redaction } from './redaction.bench';
import { redisBurst } from './redis-burst.bench';
import { BenchmarkResult, BenchResults } from './support/bench-results';
import { BenchServerProcess } from './support/bench-server-process';
import { buildWhenNeeded } from '../examples/demo/runner/package-build';
import { Benchmark, benchSettings, BenchSettings } from './support/bench-settings';
import { markdownTables, printTable } from './support/print-table';
import { tokenCache } from './token-cache.bench';
import { tracingCost } from './tracing-cost.bench';
import { warmCalls } from './warm-calls.bench';
import { writeFormatted } from './support/write-formatted';

const root = resolve(__dirname, '..');
const BENCHMARKS: Benchmark[] = [
  warmCalls,
  tracingCost,
  coldBurst,
  redisBurst,
  tokenCache,
  redaction,
  heap,
  importCost,
  cliStart,
  listenStart,
  migrateCost,
];
const FIGURES_START = '<!-- figures:start (written by npm run bench) -->';
const FIGURES_END = '<!-- figures:end -->';

function machine(): BenchResults['machine'] {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    platform: `${platform()} ${release()}`,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

function commandOf(settings: BenchSettings): string {
  const args = [
    ...(settings.mode === 'quick' ? ['--quick'] : []),
    ...(settings.only ? ['--only', settings.only.join(',')] : []),
  ];
  return args.length === 0 ? 'npm run bench' : `npm run bench -- ${args.join(' ')}`;
}

/** Replaces the figures block of BENCHMARKS.md with the run's table. */
async function updateBenchmarksMarkdown(results: BenchResults): Promise<void> {
  const path = join(root, 'BENCHMARKS.md');
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(FIGURES_START);
  const end = text.indexOf(FIGURES_END);
  if (start < 0 || end < start)
    throw new Error(`BENCHMARKS.md has no "${FIGURES_START}" ... "${FIGURES_END}" block`);
  const { machine: host } = results;
  const block = [
    FIGURES_START,
    `Run of ${results.date.slice(0, 10)}: \`${results.command}\`, ${Math.round(results.seconds)} s; node ` +
      `${results.node}; ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB; load average before the run ` +
      `${host.loadAverage.join(' ')}.`,
    '',
    markdownTables(results.benchmarks),
    '',
  ].join('\n');
  await writeFormatted(path, `${text.slice(0, start)}${block}${text.slice(end)}`);
}

async function main(): Promise<void> {
  const settings = benchSettings(
    process.argv.slice(2),
    BENCHMARKS.map(({ id }) => id),
  );
  const started = performance.now();
  const host = machine();
  console.log(
    `${commandOf(settings)}: node ${process.version}, ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, ` +
      `load average ${host.loadAverage.join(' ')}`,
  );
  await buildWhenNeeded();
  const server = await BenchServerProcess.start();
  const benchmarks: BenchmarkResult[] = [];
  try {
    for (const benchmark of BENCHMARKS.filter(({ id }) => settings.only?.includes(id) ?? true)) {
      const benchmarkStarted = performance.now();
      const result = await benchmark.run({ settings, server });
      result.seconds = (performance.now() - benchmarkStarted) / 1000;
      printTable(result);
      benchmarks.push(result);
    }
  } finally {
    await server.stop();
  }
  const results: BenchResults = {
    mode: settings.mode,
    ...(settings.only ? { only: settings.only } : {}),
    date: new Date().toISOString(),
    node: process.version,
    machine: host,
    command: commandOf(settings),
    seconds: (performance.now() - started) / 1000,
    benchmarks,
  };
  const committed = settings.mode === 'full' && settings.only === undefined;
  const file = join(root, 'bench', committed ? 'results.json' : 'results.quick.json');
  await writeFormatted(file, JSON.stringify(results));
  if (committed) await updateBenchmarksMarkdown(results);
  const missed = benchmarks.flatMap((result) => result.figures).filter((row) => row.target?.met === false);
  console.log(
    `\nbench: ${Math.round(results.seconds)} s; ${missed.length} figure(s) missed their target; ` +
      `figures written to ${file.slice(root.length + 1)}${committed ? ' and BENCHMARKS.md' : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
