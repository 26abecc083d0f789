import * as fc from 'fast-check';
import { PROPERTY_PATH, PROPERTY_RUNS, PROPERTY_SEED } from './property-settings';

// Jest `setupFilesAfterEnv` of every project: every fast-check property of the file takes its run count, seed and
// (when replaying a failure) path from test/support/property-settings.ts.
fc.configureGlobal({
  numRuns: PROPERTY_RUNS,
  seed: PROPERTY_SEED,
  ...(PROPERTY_PATH === undefined ? {} : { path: PROPERTY_PATH }),
});
