/**
 * The one place that sets how fast-check properties run (DESIGN §9, "Tests that stay fast"). Read from the
 * environment once per test file:
 * - `PROPERTY_RUNS`: runs per property, an integer of at least 1 (default 100, the PR-sized run of `npm test`;
 *   `npm run test:deep` sets 1,000).
 * - `PROPERTY_SEED`: the seed of every property (the jest global setup draws a fresh one per run and prints it;
 *   without it, one is drawn here and printed). The same seed, run count and file replay the same values.
 * - `PROPERTY_PATH`: the path fast-check printed with a failure, to replay only that counterexample (select the
 *   one test with `-t`: the path applies to every property that runs).
 * `property-runs.ts` hands them to `fc.configureGlobal`; no property sets its own run count.
 */

export const DEFAULT_PROPERTY_RUNS = 100;

function readRuns(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PROPERTY_RUNS;
  const runs = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || !Number.isSafeInteger(runs) || runs < 1) {
    throw new Error(
      `PROPERTY_RUNS must be an integer of at least 1 (runs per property), not ${JSON.stringify(raw)}`,
    );
  }
  return runs;
}

function readSeed(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') {
    const seed = Math.floor(Math.random() * 0x7fffffff);
    process.stderr.write(
      `properties: PROPERTY_SEED not set, drawn ${seed} (PROPERTY_SEED=${seed} replays it)\n`,
    );
    return seed;
  }
  const seed = Number(raw);
  if (!/^\s*-?\d+\s*$/.test(raw) || !Number.isSafeInteger(seed)) {
    throw new Error(
      `PROPERTY_SEED must be an integer (the seed fast-check printed), not ${JSON.stringify(raw)}`,
    );
  }
  return seed;
}

/** Runs per property. */
export const PROPERTY_RUNS: number = readRuns(process.env.PROPERTY_RUNS);

/** The seed of every property of this jest run. */
export const PROPERTY_SEED: number = readSeed(process.env.PROPERTY_SEED);

/** A failure's path to replay (with `PROPERTY_SEED`), or undefined. */
export const PROPERTY_PATH: string | undefined = process.env.PROPERTY_PATH?.trim() || undefined;

/** The jest timeout of a property test: ten minutes, or two seconds a run when that is more. */
export const PROPERTY_TIMEOUT_MS: number = Math.max(600_000, PROPERTY_RUNS * 2_000);
