// `npm test`: the suites in two jest runs, each writing its per-file timings to test-output/timings/<run>.json,
// then the 15 slowest files and each run's totals (scripts/test-timings.mjs).
// - parallel: the unit and e2e projects on two workers; their files mostly wait on loopback HTTP, PostgreSQL, Redis
//   and child processes, so two of them share the cores well.
// - serial: the serial and scale-out projects in band, after the others, on a quiet machine: they measure timing
//   across processes (claims, single flights, outages, several app processes under load).
// Arguments go to both runs (`npm test -- test/lock-users` runs the files that match, wherever they are);
// `--deep` runs every property 1,000 times (`npm run test:deep`). Exits non-zero when either run fails; both run.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printTimings, TIMINGS_DIR } from './test-timings.mjs';

const DEEP_PROPERTY_RUNS = '1000';
const RUNS = [
  { name: 'parallel', args: ['--selectProjects', 'unit', 'e2e', '--maxWorkers=2'] },
  { name: 'serial', args: ['--selectProjects', 'serial', 'scale-out', '--runInBand'] },
];

const args = process.argv.slice(2);
const deep = args.includes('--deep');
const jestArgs = args.filter((arg) => arg !== '--deep');
// A file filter may match files of one run only: the other then has nothing to run, which is fine.
if (jestArgs.length > 0) jestArgs.push('--passWithNoTests');

const env = { ...process.env };
if (deep) env.PROPERTY_RUNS = DEEP_PROPERTY_RUNS;
// One seed for both runs, printed by each run's global setup.
env.PROPERTY_SEED ??= String(randomInt(2 ** 31 - 1));

rmSync(TIMINGS_DIR, { recursive: true, force: true });
mkdirSync(TIMINGS_DIR, { recursive: true });

let failed = false;
for (const run of RUNS) {
  const outputFile = join(TIMINGS_DIR, `${run.name}.json`);
  const started = process.hrtime.bigint();
  const jest = spawnSync(
    process.execPath,
    ['node_modules/jest/bin/jest.js', ...run.args, '--json', `--outputFile=${outputFile}`, ...jestArgs],
    { stdio: 'inherit', env },
  );
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (jest.status !== 0) failed = true;
  try {
    const results = JSON.parse(readFileSync(outputFile, 'utf8'));
    writeFileSync(outputFile, JSON.stringify({ ...results, run: run.name, wallSeconds }));
  } catch {
    process.stderr.write(`run-tests: the ${run.name} run wrote no timings (${outputFile})\n`);
  }
}

printTimings();
process.exit(failed ? 1 : 0);
