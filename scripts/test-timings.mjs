// Where the test time goes: the 15 slowest files of the last `npm test` and each jest run's totals, read from the
// per-file timings jest wrote with `--json` (test-output/timings/<run>.json, see scripts/run-tests.mjs).
// `node scripts/test-timings.mjs` prints them again; `.ci/run` prints them at the end of every CI run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export const TIMINGS_DIR = join('test-output', 'timings');
const SLOWEST = 15;

/** The jest results of each run of the last `npm test`, oldest first. */
function readRuns() {
  if (!existsSync(TIMINGS_DIR)) return [];
  return readdirSync(TIMINGS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(TIMINGS_DIR, name), 'utf8')))
    .sort((a, b) => a.startTime - b.startTime);
}

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** Prints the slowest files and the totals per run; says so when there are no timings. */
export function printTimings() {
  const runs = readRuns();
  if (runs.length === 0) {
    process.stdout.write(`test timings: none in ${TIMINGS_DIR} (run npm test first)\n`);
    return;
  }
  const files = runs.flatMap((run) =>
    run.testResults.map((file) => ({
      run: run.run ?? '?',
      path: relative(process.cwd(), file.name),
      ms: file.endTime - file.startTime,
      tests: file.assertionResults.length,
    })),
  );
  files.sort((a, b) => b.ms - a.ms);
  const lines = [`\nslowest ${Math.min(SLOWEST, files.length)} test files (seconds, run, tests):`];
  for (const file of files.slice(0, SLOWEST)) {
    lines.push(`${seconds(file.ms)}  ${file.run.padEnd(8)} ${String(file.tests).padStart(4)}  ${file.path}`);
  }
  lines.push('', 'runs (wall seconds, files, tests passed/failed/skipped, sum of file seconds):');
  for (const run of runs) {
    const fileMs = run.testResults.reduce((sum, file) => sum + file.endTime - file.startTime, 0);
    const skipped = run.numPendingTests + run.numTodoTests;
    const wall = run.wallSeconds === undefined ? '      ?' : seconds(run.wallSeconds * 1000);
    lines.push(
      `${wall}  ${String(run.run ?? '?').padEnd(8)} ${run.numTotalTestSuites} files, ` +
        `${run.numPassedTests}/${run.numFailedTests}/${skipped} tests, ${seconds(fileMs).trim()} s in files`,
    );
  }
  const wallSeconds = runs.reduce((sum, run) => sum + (run.wallSeconds ?? 0), 0);
  const tests = runs.reduce((sum, run) => sum + run.numTotalTests, 0);
  lines.push(`${seconds(wallSeconds * 1000)}  total    ${tests} tests`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printTimings();
